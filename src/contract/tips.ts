import { z } from "zod";
import { multiLine } from "./text";
import { errorBodySchema } from "./errors";
import { languageSchema } from "./languages";
import { TIPS_HISTORY_CONTENT_MAX, TIPS_HISTORY_MAX, TIPS_MESSAGE_MAX, TIPS_MESSAGES } from "./tips-rules";

export * from "./tips-rules";

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
