import { z } from "zod";
import { multiLine } from "./text";
import { errorBodySchema } from "./errors";
import { languageSchema } from "./languages";

/** The tips panel sends the last 10 messages of its own history. */
export const TIPS_HISTORY_MAX = 10;
export const TIPS_MESSAGE_MAX = 2000;
export const TIPS_HISTORY_CONTENT_MAX = 4000;

/** The tips calls' messages. */
export const TIPS_MESSAGES = {
  limitReached: "AI Tips monthly limit reached",
  emptyMessage: "Please enter a question",
  failed: "Failed to get AI tips",
  apology: "I'm sorry, I'm having trouble responding right now. Please try again in a moment.",
} as const;

/** The AI tips status; tips are counted per answered question. */
export const aiTipsStatusSchema = z.object({
  canUseAiTips: z.boolean(),
  monthlyLimit: z.number().int().min(0).describe("Tips questions allowed per calendar month (UTC); 0 on Free"),
  remainingThisMonth: z.number().int().min(0),
});
export type AiTipsStatus = z.infer<typeof aiTipsStatusSchema>;

export const tipsUsageResponseSchema = z.object({ aiTipsStatus: aiTipsStatusSchema });

export const tipsHistoryMessageSchema = z.object({
  role: z.enum(["user", "assistant"]),
  content: multiLine(z.string().max(TIPS_HISTORY_CONTENT_MAX)),
});
export type TipsHistoryMessage = z.infer<typeof tipsHistoryMessageSchema>;

export const tipsRequestSchema = z.object({
  message: multiLine(z.string().trim().min(1, TIPS_MESSAGES.emptyMessage).max(TIPS_MESSAGE_MAX)),
  language: languageSchema.default("en"),
  conversationHistory: z.array(tipsHistoryMessageSchema).max(TIPS_HISTORY_MAX).default([]),
});
export type TipsRequest = z.input<typeof tipsRequestSchema>;

export const tipsResponseSchema = z.object({ response: z.string(), aiTipsStatus: aiTipsStatusSchema });
export type TipsResponse = z.infer<typeof tipsResponseSchema>;

/** The 429 answer at the monthly limit (Free: limit 0). */
export const tipsLimitErrorSchema = errorBodySchema.extend({ aiTipsStatus: aiTipsStatusSchema });
