import type { z } from "zod";
import type {
  AdminCompaniesResponse,
  AdminCreateUserBody,
  AdminCreateUserResponse,
  AdminDashboardResponse,
  AdminUsageResponse,
  AdminUsersResponse,
  CreateCompanyBody,
  CreateCompanyResponse,
} from "../../../../contract/companies";
import type { enterpriseRequestListSchema } from "../../../../contract/enterprise";
import type { feedbackListSchema } from "../../../../contract/feedback";
import { api } from "../../../lib/api";

export type EnterpriseRequestList = z.infer<typeof enterpriseRequestListSchema>;
export type FeedbackList = z.infer<typeof feedbackListSchema>;

function listQuery(search: string, page: number, limit?: number): string {
  const q = new URLSearchParams();
  if (search.trim()) q.set("search", search.trim());
  q.set("page", String(page));
  if (limit) q.set("limit", String(limit));
  return q.toString();
}

export const ADMIN_KEYS = {
  all: ["admin"] as const,
  dashboard: ["admin", "dashboard"] as const,
  usage: (days: number) => ["admin", "usage", days] as const,
  companies: (search: string, page: number, limit?: number) => ["admin", "companies", search, page, limit ?? null] as const,
  users: (search: string, page: number) => ["admin", "users", search, page] as const,
};

export const adminApi = {
  enterpriseRequests: (signal?: AbortSignal) => api<EnterpriseRequestList>("/api/admin/enterprise-requests", { signal }),
  feedback: (signal?: AbortSignal) => api<FeedbackList>("/api/admin/feedback", { signal }),
  dashboard: (signal?: AbortSignal) => api<AdminDashboardResponse>("/api/admin/dashboard", { signal }),
  usage: (days: number, signal?: AbortSignal) => api<AdminUsageResponse>(`/api/admin/usage?days=${days}`, { signal }),
  companies: (search: string, page: number, limit?: number, signal?: AbortSignal) =>
    api<AdminCompaniesResponse>(`/api/admin/companies?${listQuery(search, page, limit)}`, { signal }),
  users: (search: string, page: number, signal?: AbortSignal) => api<AdminUsersResponse>(`/api/admin/users?${listQuery(search, page)}`, { signal }),
  createCompany: (body: CreateCompanyBody) => api<CreateCompanyResponse>("/api/companies/create", { method: "POST", body }),
  createUser: (body: AdminCreateUserBody) => api<AdminCreateUserResponse>("/api/admin/users/create", { method: "POST", body }),
};
