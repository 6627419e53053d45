import type { FeedbackBody } from "../../../../contract/feedback";
import { api } from "../../../lib/api";

/** What the spec's client sends: the form plus userId, userEmail and userName (spec 1 §3, §7). */
export type FeedbackPayload = FeedbackBody & { userId: string | null; userEmail: string; userName: string };

export const feedbackApi = {
  /** GET /api/test: the server check made before sending. */
  check: () => api<{ status: string; message: string }>("/api/test"),
  submit: (body: FeedbackPayload) => api<{ message: string; id: string }>("/api/feedback", { body }),
};
