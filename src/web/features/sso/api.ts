import type { SaveSsoBody, SsoSettings } from "../../../contract/sso";
import { api } from "../../lib/api";

export type { SaveSsoBody, SsoSettings };

export const SSO_QUERY = ["sso-settings"] as const;

/** Single sign-on (issue 18): the company admin's settings, and "Sign in with your company". */
export const ssoApi = {
  settings: (signal?: AbortSignal) => api<SsoSettings>("/api/companies/sso", { signal }),
  save: (body: SaveSsoBody) => api<SsoSettings>("/api/companies/sso", { method: "PUT", body }),
  remove: () => api<{ message: string }>("/api/companies/sso", { method: "DELETE" }),
  start: (email: string) => api<{ redirectUrl: string }>("/api/auth/sso/start", { body: { email } }),
};
