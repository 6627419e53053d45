import { z } from "zod";
import { multiLine, singleLine } from "./text";
import { uuidSchema } from "./ids";
import { languageSchema } from "./languages";
import { stageSchema } from "./stages";
import { DIFFICULTIES, MOMENTS, OBJECTION_KINDS, PRACTICE_LIMITS, PRACTICE_MESSAGES, SCENARIOS } from "./practice-rules";

export * from "./practice-rules";
export const scenarioSchema = z.enum(SCENARIOS);
export const difficultySchema = z.enum(DIFFICULTIES);

const optionalText = (max: number, lines = singleLine) =>
  lines(z.string().trim().max(max))
    .optional()
    .nullable()
    .transform((v) => (v ? v : undefined));

export const voiceChoiceSchema = z.object({
  name: singleLine(z.string().max(200)),
  lang: singleLine(z.string().max(20)),
  voiceURI: singleLine(z.string().max(500)),
});

// ---- POST /api/ai/conversation
export const startConversationBodySchema = z.object({
  scenario: scenarioSchema.default("general"),
  clientName: optionalText(80),
  clientPersonality: optionalText(60),
  clientIndustry: optionalText(80),
  clientRole: optionalText(80),
  customPrompt: optionalText(1000, multiLine),
  difficulty: difficultySchema.default("medium"),
  language: languageSchema.default("en"),
  selectedVoice: voiceChoiceSchema.optional().nullable(),
  ttsVolume: z.number().min(0).max(1).default(0.7),
  companyScenarioId: uuidSchema("Scenario not found.")
    .optional()
    .nullable()
    .describe("A company scenario of the caller's company (issue 17): its customer, language and difficulty replace the fields above"),
  interfaceLanguage: languageSchema
    .optional()
    .nullable()
    .describe("The caller's interface language: with companyScenarioId, the scenario's version in this language is practised if it has one"),
});
export type StartConversationBody = z.infer<typeof startConversationBodySchema>;

export const momentSchema = z.object({
  kind: z.enum(MOMENTS),
  objection: z.enum(OBJECTION_KINDS).optional().describe("The objection raised (objection_raised only)"),
});
export type Moment = z.infer<typeof momentSchema>;

export const chatMessageSchema = z.object({
  role: z.enum(["user", "assistant"]),
  content: z.string(),
  timestamp: z.string(),
  moment: momentSchema.optional().describe("A key moment of the customer's, on the customer's message where it happened"),
});
export type ChatMessage = z.infer<typeof chatMessageSchema>;

/** What the salesperson sees of the customer's mind: a small meter during the call and in the details. */
export const customerStateViewSchema = z.object({
  trust: z.number().int().min(0).max(100),
  interest: z.number().int().min(0).max(100),
  patience: z.number().int().min(0).max(100),
  mood: z.enum(["warm", "neutral", "guarded", "annoyed"]),
  outcome: z.enum(["meeting_booked", "hung_up"]).nullable(),
  callOver: z.boolean().describe("The customer ended the call; the conversation can only be rated now"),
});
export type CustomerStateView = z.infer<typeof customerStateViewSchema>;

export const evidenceSchema = z.object({
  quote: z.string().describe("Words of the salesperson, verbatim from the transcript"),
  effect: z.enum(["positive", "negative"]),
});

/** One thing the rating noticed in a stage: the salesperson's words (if any) and why they mattered. */
export const ratingPointSchema = z.object({
  quote: z.string().nullable().describe("Words of the salesperson, verbatim; null for something missing"),
  text: z.string().describe("What it did to the call, in the requested language, without the quote"),
  effect: z.enum(["positive", "negative", "neutral"]),
  messageIndex: z.number().int().nullable().describe("Index in `messages` of the salesperson's message holding the quote"),
});
export type RatingPoint = z.infer<typeof ratingPointSchema>;

export const stageRatingSchema = z.object({
  stage: stageSchema,
  score: z.number().int().min(0).max(10),
  feedback: z.string().describe("Rendered in the requested language"),
  evidence: z.array(evidenceSchema),
  points: z.array(ratingPointSchema).describe("The rating's findings one by one: what you did and why it matters"),
  trySaying: z.string().nullable().describe("A line to try next time, for a stage under the target (7); null otherwise"),
  modelFeedback: z.string().nullable().describe("The language model's own words on the stage, when it wrote them in this language"),
});

export const aiRatingsSchema = z.object({
  introduction: z.number().int().min(0).max(10),
  mapping: z.number().int().min(0).max(10),
  productPresentation: z.number().int().min(0).max(10),
  objectionHandling: z.number().int().min(0).max(10),
  close: z.number().int().min(0).max(10),
});

export const engineInfoSchema = z.object({
  kind: z.enum(["builtin", "llm"]),
  label: z.string().describe('"Offline simulator" or the model name'),
});

/** What a conversation on a company scenario shows: the scenario, its pass mark, and (once rated) the verdict (issue 17). */
export const companyScenarioResultSchema = z.object({
  id: z.string().nullable().describe("The scenario's id; null once the scenario was deleted"),
  name: z.string(),
  productName: z.string(),
  passMark: z.number(),
  stageMinimums: z.record(z.string(), z.number()),
  stageWeights: z.record(z.string(), z.number()).nullable().optional().describe("The scenario's stage weights as copied at the start; null: equal"),
  overall: z.number().nullable().optional().describe("The overall score the pass mark is held to (weighted by stageWeights), once rated"),
  passed: z.boolean().nullable().describe("Null until the call is rated"),
  stagesBelow: z.array(z.string()).describe("Stages under their minimum, once rated"),
});
export type CompanyScenarioResult = z.infer<typeof companyScenarioResultSchema>;

export const conversationSchema = z.object({
  _id: z.string(),
  id: z.string(),
  title: z.string(),
  scenario: scenarioSchema,
  difficulty: difficultySchema,
  language: languageSchema,
  clientCustomization: z.object({
    name: z.string(),
    personality: z.string(),
    industry: z.string(),
    role: z.string(),
    company: z.string(),
    customPrompt: z.string().nullable(),
    selectedVoice: voiceChoiceSchema.nullable(),
    ttsVolume: z.number(),
  }),
  messages: z.array(chatMessageSchema),
  isActive: z.boolean(),
  status: z.enum(["active", "ended"]),
  duration: z.number().int().describe("Seconds from start to end (or to now while active)"),
  createdAt: z.string(),
  endedAt: z.string().nullable(),
  customerState: customerStateViewSchema,
  aiRatings: aiRatingsSchema.nullable(),
  aiRatingFeedback: z.string().nullable().describe("Overall feedback, rendered in the requested language"),
  stageRatings: z.array(stageRatingSchema).nullable(),
  engine: engineInfoSchema,
  companyScenario: companyScenarioResultSchema.nullable().optional().describe("Set when the call practises a company scenario"),
});
export type Conversation = z.infer<typeof conversationSchema>;

export const conversationSummarySchema = conversationSchema.omit({ messages: true, stageRatings: true }).extend({
  messageCount: z.number().int(),
});

export const conversationIdParamsSchema = z.object({ id: uuidSchema(PRACTICE_MESSAGES.invalidId) });
export const languageQuerySchema = z.object({
  language: languageSchema.optional().describe("Language to render the feedback in; defaults to the conversation's"),
});

export const conversationListQuerySchema = languageQuerySchema.extend({
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(PRACTICE_LIMITS.historyPageSize),
});
export const conversationListSchema = z.object({
  conversations: z.array(conversationSummarySchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});

// ---- POST /api/ai/message
export const sendMessageBodySchema = z.object({
  conversationId: uuidSchema(PRACTICE_MESSAGES.invalidId),
  message: multiLine(z.string().max(PRACTICE_LIMITS.messageMaxChars, { message: PRACTICE_MESSAGES.messageTooLong })),
  language: languageSchema.optional(),
});
export const sendMessageResponseSchema = z.object({
  response: z.string().describe("The customer's reply"),
  message: chatMessageSchema,
  customerState: customerStateViewSchema,
  callEnded: z.boolean().describe("True when the customer ended the call (hung up, or said goodbye after agreeing)"),
});

// ---- POST /api/ai/conversation/{id}/end
export const endConversationResponseSchema = z.object({
  message: z.string(),
  conversation: conversationSchema,
  summaryGenerated: z.boolean().describe("True when this end completed a group of 5 and a summary was made"),
});

// ---- GET /api/ai/conversation/{id}/comparison
export const comparedCallSchema = z.object({
  id: z.string(),
  title: z.string(),
  scenario: scenarioSchema,
  createdAt: z.string(),
  aiRatings: aiRatingsSchema,
  overall: z.number().describe("Mean of the five stages, out of 10"),
});
export type ComparedCall = z.infer<typeof comparedCallSchema>;
export const conversationComparisonSchema = z.object({
  previous: comparedCallSchema.nullable().describe("The user's rated call started before this one (any scenario)"),
  best: comparedCallSchema.nullable().describe("The user's highest-rated other call in this call's scenario"),
});
export type ConversationComparison = z.infer<typeof conversationComparisonSchema>;

// ---- Export (paid plans)
export const exportQuerySchema = z.object({ format: z.enum(["json", "csv"]).default("json") });
