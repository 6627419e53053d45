// Usage rules as plain values, without zod (the practice screen imports these; the schema is in usage.ts).

/** Spec 2 §4: usage bar colours. */
export function usageBarLevel(percentage: number): "ok" | "orange" | "warning" | "red" {
  if (percentage >= 90) return "red";
  if (percentage >= 80) return "warning";
  if (percentage >= 75) return "orange";
  return "ok";
}

export const CONVERSATION_LIMIT_MESSAGE =
  "You have reached your monthly conversation limit. Please upgrade your plan to continue.";
export const SUMMARIES_PER_DAY = 5;
