import type { Assignment, AssignmentCreateInput, AssignmentDetail, AssignmentUpdateBody, MyAssignment } from "../../../contract/assignments";
import { api } from "../../lib/api";

export type { Assignment, AssignmentCreateInput, AssignmentDetail, MyAssignment };
export type AssignmentUpdateInput = AssignmentUpdateBody;

const enc = encodeURIComponent;

export const ASSIGNMENT_KEYS = {
  all: ["assignments"] as const,
  mine: ["assignments", "mine"] as const,
  list: (companyId: string | null) => ["assignments", "list", companyId] as const,
  detail: (id: string) => ["assignments", "detail", id] as const,
};

/** The assignment calls (issue 17). A super admin names the company with ?companyId=. */
export const assignmentApi = {
  mine: (signal?: AbortSignal) => api<{ assignments: MyAssignment[] }>("/api/assignments/mine", { signal }),
  list: (companyId: string | null, signal?: AbortSignal) =>
    api<{ assignments: Assignment[] }>(`/api/assignments${companyId ? `?companyId=${enc(companyId)}` : ""}`, { signal }),
  detail: (id: string, signal?: AbortSignal) => api<AssignmentDetail>(`/api/assignments/${enc(id)}`, { signal }),
  create: (body: AssignmentCreateInput) => api<AssignmentDetail>("/api/assignments", { method: "POST", body }),
  update: (id: string, body: AssignmentUpdateInput) => api<AssignmentDetail>(`/api/assignments/${enc(id)}`, { method: "PATCH", body }),
  remove: (id: string) => api<{ message: string }>(`/api/assignments/${enc(id)}`, { method: "DELETE" }),
};
