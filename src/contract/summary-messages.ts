// Summaries' messages without zod: the browser translates them by key (message-keys.ts); the schemas are in
// summaries.ts.
import { SUMMARIES_PER_DAY } from "./usage-rules";

/** Summaries: one after every group of 5 rated conversations, at most 5 a day. */
export const SUMMARY_CONVERSATIONS = 5;

/** Summaries' messages under their stable keys (`summary.<name>`, see message-keys.ts). */
export const SUMMARY_MESSAGES = {
  locked: "Conversation summaries are part of the paid plans. Upgrade to unlock them.",
  notEnough: `You need at least ${SUMMARY_CONVERSATIONS} completed conversations to generate a summary.`,
  nothingNew: "Your latest summary already covers your latest conversations. Finish another rated conversation first.",
  dailyLimit: `You have reached the limit of ${SUMMARIES_PER_DAY} summaries per day. Try again tomorrow.`,
  notFound: "Summary not found",
  generated: "New conversation summary generated!",
} as const;
