import { z } from "zod";
import { uuidSchema } from "./ids";
import { languageSchema } from "./languages";
import { MANAGER_STAGES, type ManagerStage } from "./stages";

export { SUMMARY_CONVERSATIONS, SUMMARY_MESSAGES } from "./summary-messages";

export const stageRatingSchema = z.object({ rating: z.number(), feedback: z.string() });
export const stageRatingsSchema = z.object(
  Object.fromEntries(MANAGER_STAGES.map((s) => [s, stageRatingSchema])) as Record<ManagerStage, typeof stageRatingSchema>,
);

export const aiAnalysisSchema = z.object({
  personalityInsights: z.string(),
  communicationStyle: z.string(),
  recommendedFocus: z.array(z.string()),
  nextSteps: z.array(z.string()),
});

export const exampleConversationSchema = z.object({
  stage: z.enum(MANAGER_STAGES),
  excerpt: z.string().describe("The salesperson's own words, quoted from the conversation"),
  context: z.string().describe("The conversation's title and date"),
  effect: z.enum(["positive", "negative"]),
  conversationId: z.string(),
});

export const summarySchema = z.object({
  _id: z.string(),
  summaryNumber: z.number().int(),
  overallRating: z.number().describe("Mean overall score of the covered conversations, out of 10, one decimal"),
  conversationCount: z.number().int(),
  conversationIds: z.array(z.string()),
  dateRange: z.object({ startDate: z.string(), endDate: z.string() }),
  strengths: z.array(z.string()),
  improvements: z.array(z.string()),
  stageRatings: stageRatingsSchema,
  exampleConversations: z.array(exampleConversationSchema),
  aiAnalysis: aiAnalysisSchema,
  language: languageSchema,
  createdAt: z.string(),
});
export type SummaryView = z.infer<typeof summarySchema>;

export const summaryListSchema = z.object({ summaries: z.array(summarySchema) });
export const summaryResponseSchema = z.object({ message: z.string(), summary: summarySchema });

export const summaryStatusSchema = z.object({
  summaryStatus: z.object({
    canGenerate: z.boolean().describe("Not locked, at least 5 rated conversations, one of them newer than the latest summary, and summaries left today"),
    summariesGeneratedToday: z.number().int(),
    dailyLimit: z.number().int(),
    remainingToday: z.number().int(),
    ratedConversations: z.number().int(),
    ratedSinceLastSummary: z
      .number()
      .int()
      .describe("Rated conversations that ended after the newest one the latest summary covers (all of them before the first summary)"),
    locked: z.boolean().describe("True on the Free plan: summaries are not included"),
  }),
});
export type SummaryStatus = z.infer<typeof summaryStatusSchema>["summaryStatus"];

export const summaryLanguageQuerySchema = z.object({
  language: languageSchema.optional().describe("Language to render the summaries in; defaults to English"),
});
export const summaryIdParamsSchema = z.object({ id: uuidSchema() });
export const translateSummaryBodySchema = z.object({ targetLanguage: languageSchema });
export const translateSummaryResponseSchema = z.object({
  success: z.literal(true),
  translation: z.object({
    strengths: z.array(z.string()),
    improvements: z.array(z.string()),
    stageRatings: stageRatingsSchema,
    aiAnalysis: aiAnalysisSchema,
  }),
});
