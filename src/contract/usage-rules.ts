// Usage rules as plain values, without zod (the practice screen imports these; the schema is in usage.ts).

/** Usage bar colours: orange from 75%, warning from 80%, red from 90%. */
export function usageBarLevel(percentage: number): "ok" | "orange" | "warning" | "red" {
  if (percentage >= 90) return "red";
  if (percentage >= 80) return "warning";
  if (percentage >= 75) return "orange";
  return "ok";
}

export const CONVERSATION_LIMIT_MESSAGE = "You have reached your monthly conversation limit. Please upgrade your plan to continue.";
export const SUMMARIES_PER_DAY = 5;
