import type { CompanyScenario, CompanyScenarioInput } from "../../../contract/company-scenarios";
import { api } from "../../lib/api";

export type { CompanyScenario, CompanyScenarioInput };

const enc = encodeURIComponent;

export const SCENARIO_KEYS = {
  all: ["company-scenarios"] as const,
  list: (companyId: string | null, status: string) => ["company-scenarios", companyId, status] as const,
};

/** The company-scenario calls (issue 17). A super admin names the company with ?companyId=. */
export const scenarioApi = {
  list: (companyId: string | null, status: "active" | "all", signal?: AbortSignal) =>
    api<{ scenarios: CompanyScenario[]; canManage: boolean }>(`/api/company-scenarios?status=${status}${companyId ? `&companyId=${enc(companyId)}` : ""}`, {
      signal,
    }),
  create: (body: CompanyScenarioInput) => api<CompanyScenario>("/api/company-scenarios", { method: "POST", body }),
  update: (id: string, body: CompanyScenarioInput) => api<CompanyScenario>(`/api/company-scenarios/${enc(id)}`, { method: "PUT", body }),
  duplicate: (id: string, name: string) => api<CompanyScenario>(`/api/company-scenarios/${enc(id)}/duplicate`, { method: "POST", body: { name } }),
  addVersion: (id: string, language: string) => api<CompanyScenario>(`/api/company-scenarios/${enc(id)}/versions`, { method: "POST", body: { language } }),
  archive: (id: string, archived: boolean) => api<CompanyScenario>(`/api/company-scenarios/${enc(id)}/archive`, { method: "POST", body: { archived } }),
  remove: (id: string) => api<{ message: string }>(`/api/company-scenarios/${enc(id)}`, { method: "DELETE" }),
};
