import { z } from "zod";
import { languageSchema } from "../languages";
import { difficultySchema, momentSchema, scenarioSchema, stageRatingSchema } from "../practice";
import { roleSchema } from "../roles";
import { summarySchema } from "../summaries";
import { id, paginationSchema, personRefSchema } from "./common";
import { COMPANY_LIMITS } from "./limits";

/** What a manager reads of a rep: conversations, ratings, summaries. */

// ---------------------------------------------------------------------------------------------- user detail

export const conversationsPageQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(COMPANY_LIMITS.conversationsPageSize),
  language: languageSchema.optional().describe("Language of the conversation titles; defaults to each call's own"),
});

/** A conversation in the user detail list. */
export const managerConversationItemSchema = z.object({
  _id: z.string(),
  id,
  title: z.string(),
  createdAt: z.string(),
  messageCount: z.number().int(),
  isActive: z.boolean(),
  totalScore: z.number().int().nullable().describe("Sum of the five stage scores (0-50); null until rated"),
});
export type ManagerConversationItem = z.infer<typeof managerConversationItemSchema>;

/** GET /api/companies/users/{id}/conversations?page=&limit=20 */
export const userConversationsResponseSchema = z.object({
  user: personRefSchema.extend({ role: roleSchema }),
  conversations: z.array(managerConversationItemSchema),
  pagination: paginationSchema,
});
export type UserConversationsResponse = z.infer<typeof userConversationsResponseSchema>;

/** AI ratings in the manager vocabulary (docs/glossary.md#stages), each out of 10; overall is the mean, one decimal. */
export const managerRatingsSchema = z.object({
  overall: z.number(),
  opening: z.number(),
  discovery: z.number(),
  presentation: z.number(),
  objectionHandling: z.number(),
  closing: z.number(),
});
export type ManagerRatings = z.infer<typeof managerRatingsSchema>;

export const viewerMessageSchema = z.object({
  _id: z.string(),
  role: z.enum(["user", "assistant"]),
  content: z.string(),
  timestamp: z.string(),
  moment: momentSchema.optional().describe("The customer's key moment on this message (objection raised, meeting agreed, hang-up)"),
});

/** The read-only conversation viewer. */
export const managerConversationSchema = z.object({
  _id: z.string(),
  id,
  title: z.string(),
  userId: z.object({ _id: z.string(), id, firstName: z.string(), lastName: z.string() }),
  createdAt: z.string(),
  endedAt: z.string().nullable(),
  isActive: z.boolean(),
  scenario: scenarioSchema,
  difficulty: difficultySchema,
  aiRatings: managerRatingsSchema.nullable(),
  aiRatingFeedback: z.string().nullable(),
  stageRatings: z
    .array(stageRatingSchema)
    .nullable()
    .describe("Per stage: the points with their quotes and a line to try, as the salesperson's scorecard shows them"),
  messages: z.array(viewerMessageSchema),
  messageCount: z.number().int(),
});
export type ManagerConversation = z.infer<typeof managerConversationSchema>;

/** GET /api/companies/users/{userId}/conversations/{conversationId} */
export const managerConversationResponseSchema = z.object({ conversation: managerConversationSchema });
export type ManagerConversationResponse = z.infer<typeof managerConversationResponseSchema>;

export const managerLanguageQuerySchema = z.object({
  language: languageSchema.optional().describe("Language to render feedback in; defaults to English"),
});

/** GET /api/companies/users/{id}/summaries (rendered like the user's own summaries). */
export const userSummariesResponseSchema = z.object({
  user: personRefSchema.extend({ role: roleSchema }),
  summaries: z.array(summarySchema),
});
export type UserSummariesResponse = z.infer<typeof userSummariesResponseSchema>;
