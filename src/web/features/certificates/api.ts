import type { Certificate, CompanyCertificate } from "../../../contract/certificates";
import { api } from "../../lib/api";

export type { Certificate, CompanyCertificate };

export const CERTIFICATE_KEYS = {
  mine: ["certificates", "mine"] as const,
  one: (id: string) => ["certificates", "one", id] as const,
  company: (companyId: string | null) => ["certificates", "company", companyId] as const,
};

/** The certificate calls (issue 17, docs/decisions/026). */
export const certificateApi = {
  mine: (signal?: AbortSignal) => api<{ certificates: Certificate[] }>("/api/certificates/mine", { signal }),
  /** The managers' list (company admins: the company's; team leaders: their team's). A super admin names the company. */
  company: (companyId: string | null, signal?: AbortSignal) =>
    api<{ certificates: CompanyCertificate[] }>(`/api/certificates${companyId ? `?companyId=${encodeURIComponent(companyId)}` : ""}`, { signal }),
  get: (id: string, signal?: AbortSignal) => api<Certificate>(`/api/certificates/${encodeURIComponent(id)}`, { signal }),
};

/** A score out of 10 with at most one decimal, in the reader's language. */
export const formatScore = (score: number, language: string) => new Intl.NumberFormat(language, { maximumFractionDigits: 1 }).format(score);
export const formatIssued = (iso: string, language: string) => new Intl.DateTimeFormat(language, { dateStyle: "long" }).format(new Date(iso));
