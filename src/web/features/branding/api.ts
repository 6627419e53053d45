import { COMMON_MESSAGES } from "../../../contract/auth-messages";
import type { CompanyBranding, UpdateBrandingInput } from "../../../contract/branding";
import { LOGO_TYPES } from "../../../contract/branding-rules";
import { api, ApiError, requestHeaders } from "../../lib/api";

export type { CompanyBranding, UpdateBrandingInput };

export const COMPANY_BRANDING_QUERY = ["branding", "company"] as const;

/** The logo goes as the raw file; the server decides its type from its bytes (decision 024). */
async function uploadLogo(file: File): Promise<CompanyBranding> {
  const type = (LOGO_TYPES as readonly string[]).includes(file.type) ? file.type : "application/octet-stream";
  let res: Response;
  try {
    res = await fetch("/api/companies/branding/logo", {
      method: "PUT",
      headers: { ...requestHeaders(), "Content-Type": type },
      credentials: "include",
      body: file,
      signal: AbortSignal.timeout(60_000),
    });
  } catch {
    throw new ApiError(0, { error: COMMON_MESSAGES.network });
  }
  const data: unknown = await res.json().catch(() => null);
  if (!res.ok) throw new ApiError(res.status, (data as ApiError["body"]) ?? null, res.statusText);
  return data as CompanyBranding;
}

/** The company branding calls (issue 18): the signed-in company admin's own company. */
export const brandingApi = {
  get: (signal?: AbortSignal) => api<CompanyBranding>("/api/companies/branding", { signal }),
  save: (body: UpdateBrandingInput) => api<CompanyBranding>("/api/companies/branding", { method: "PUT", body }),
  uploadLogo,
  removeLogo: () => api<{ message: string }>("/api/companies/branding/logo", { method: "DELETE" }),
};
