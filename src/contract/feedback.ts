import { z } from "zod";
import { FEEDBACK_MESSAGES } from "./feedback-messages";
export { FEEDBACK_MESSAGES };
import { multiLine, singleLine } from "./text";

/** Beta feedback. */
export const FEEDBACK_TYPES = ["bug", "issue", "feature", "other"] as const;
export const FEEDBACK_PRIORITIES = ["low", "medium", "high"] as const;

export const FEEDBACK_TITLE_REQUIRED = FEEDBACK_MESSAGES.titleRequired;
export const FEEDBACK_DESCRIPTION_REQUIRED = FEEDBACK_MESSAGES.descriptionRequired;

// ---- POST /api/feedback
export const feedbackBodySchema = z.object({
  type: z.enum(FEEDBACK_TYPES).default("bug"),
  priority: z.enum(FEEDBACK_PRIORITIES).default("medium"),
  title: singleLine(z.string({ error: FEEDBACK_TITLE_REQUIRED }).trim().min(1, { message: FEEDBACK_TITLE_REQUIRED }).max(200)),
  description: multiLine(z.string({ error: FEEDBACK_DESCRIPTION_REQUIRED }).trim().min(1, { message: FEEDBACK_DESCRIPTION_REQUIRED }).max(10_000)),
  userAgent: singleLine(z.string().max(1000)).optional(),
  url: singleLine(z.string().max(2000)).optional(),
  timestamp: singleLine(z.string().max(100)).optional(),
  // Sent by the spec's client; the server trusts the session, not these (security item 13).
  userId: z.string().max(100).nullable().optional(),
  userEmail: singleLine(z.string().max(254)).optional(),
  userName: singleLine(z.string().max(200)).optional(),
});
export type FeedbackBody = z.infer<typeof feedbackBodySchema>;
export const FEEDBACK_SUCCESS_MESSAGE = "Feedback submitted successfully";

export const feedbackItemSchema = z.object({
  id: z.string(),
  type: z.enum(FEEDBACK_TYPES),
  priority: z.enum(FEEDBACK_PRIORITIES),
  title: z.string(),
  description: z.string(),
  url: z.string().nullable(),
  userAgent: z.string().nullable(),
  clientTimestamp: z.string().nullable(),
  userId: z.string().nullable(),
  userEmail: z.string().nullable(),
  userName: z.string().nullable(),
  createdAt: z.string(),
});
export const feedbackListSchema = z.object({ feedback: z.array(feedbackItemSchema) });
