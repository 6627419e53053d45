import type { ApiKey, ApiKeyScope, CreatedApiKey } from "../../../contract/api-keys";
import { api } from "../../lib/api";

export type { ApiKey, ApiKeyScope, CreatedApiKey };

export const API_KEY_QUERY = ["api-keys"] as const;

/** The company API-key calls (issue 18): the signed-in company admin's own company. */
export const apiKeyApi = {
  list: (signal?: AbortSignal) => api<{ keys: ApiKey[] }>("/api/companies/api-keys", { signal }),
  create: (body: { name: string; scopes: ApiKeyScope[] }) => api<CreatedApiKey>("/api/companies/api-keys", { method: "POST", body }),
  revoke: (id: string) => api<{ message: string }>(`/api/companies/api-keys/${encodeURIComponent(id)}`, { method: "DELETE" }),
};
