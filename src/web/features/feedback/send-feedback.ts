import type { FeedbackBody } from "../../../contract/feedback";
import type { PublicUser } from "../../../contract/user";
import { ApiError } from "../../lib/api";
import { type FeedbackPayload, feedbackApi } from "./api/feedback-api";

export const ANONYMOUS_EMAIL = "anonymous@salesdojo.local";
export const ANONYMOUS_NAME = "Anonymous";

export type FeedbackFormValues = Pick<FeedbackBody, "type" | "priority" | "title" | "description">;

/** What is included automatically: page, browser, time and user (spec 1 §3). */
export interface FeedbackContext {
  url: string;
  userAgent: string;
  timestamp: string;
  userId: string | null;
  userEmail: string;
  userName: string;
}

export function feedbackContext(user: PublicUser | null, now = new Date()): FeedbackContext {
  return {
    url: window.location.href,
    userAgent: navigator.userAgent,
    timestamp: now.toISOString(),
    userId: user?.id ?? null,
    userEmail: user?.email ?? ANONYMOUS_EMAIL,
    userName: user ? `${user.firstName} ${user.lastName}`.trim() : ANONYMOUS_NAME,
  };
}

/**
 * Sends in the background: the server check first, then the feedback. The user has already been thanked, so
 * a failure is only logged (spec 1 §4, §8); a 405 means the route is missing on this server. True when it arrived.
 */
export async function sendFeedback(values: FeedbackFormValues, context: FeedbackContext): Promise<boolean> {
  const payload: FeedbackPayload = { ...values, ...context };
  try {
    await feedbackApi.check();
    await feedbackApi.submit(payload);
    return true;
  } catch (e) {
    const statusText = e instanceof ApiError ? (e.status === 405 ? "route not found" : e.statusText || e.message) : String(e);
    console.error("Failed to submit feedback: " + statusText);
    return false;
  }
}
