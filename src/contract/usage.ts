import { z } from "zod";

/**
 * Usage of AI conversations: a conversation counts when it starts (docs/glossary.md#usage-counting).
 * `period` says what the limit counts: a calendar month in UTC, or a UTC day for enterprise users.
 */
export const usageStatusSchema = z.object({
  monthlyLimit: z.number().int().describe("Conversations allowed in the period (per day for enterprise users)"),
  currentUsage: z.number().int().describe("Conversations started in the period"),
  canUseAI: z.boolean(),
  usagePercentage: z.number().int().min(0).max(100),
  remaining: z.number().int().min(0),
  period: z.enum(["month", "day"]),
  resetsAt: z.string().describe("ISO date-time when the period ends and usage starts again from zero"),
});
export type UsageStatus = z.infer<typeof usageStatusSchema>;

export * from "./usage-rules";
