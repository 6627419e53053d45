import type { z } from "zod";
import type { enterpriseRequestListSchema } from "../../../../contract/enterprise";
import type { feedbackListSchema } from "../../../../contract/feedback";
import { api } from "../../../lib/api";

export type EnterpriseRequestList = z.infer<typeof enterpriseRequestListSchema>;
export type FeedbackList = z.infer<typeof feedbackListSchema>;

export const adminApi = {
  enterpriseRequests: (signal?: AbortSignal) => api<EnterpriseRequestList>("/api/admin/enterprise-requests", { signal }),
  feedback: (signal?: AbortSignal) => api<FeedbackList>("/api/admin/feedback", { signal }),
};
