// The tips panel's limits as plain values, without zod (the browser imports these; the schemas are in tips.ts).

/** The tips panel sends the last 10 messages of its own history. */
export const TIPS_HISTORY_MAX = 10;
export const TIPS_MESSAGE_MAX = 2000;
export const TIPS_HISTORY_CONTENT_MAX = 4000;

/** The tips calls' messages under their stable keys (`tips.<name>`, see message-keys.ts). */
export const TIPS_MESSAGES = {
  limitReached: "AI Tips monthly limit reached",
  emptyMessage: "Please enter a question",
  failed: "Failed to get AI tips",
  apology: "I'm sorry, I'm having trouble responding right now. Please try again in a moment.",
} as const;
