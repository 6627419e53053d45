import { z } from "zod";
import { STAGES, type Stage } from "../../../../contract/stages";

// No numeric bounds or array limits in the schema itself: strict structured-output modes of some providers reject
// them. The score is clamped to 0-10 and quotes are checked against the transcript after the call.
const stageRatingSchema = z.object({
  score: z.number().describe("Score for this stage, an integer from 0 (absent or harmful) to 10 (excellent)."),
  feedback: z
    .string()
    .describe(
      "2-3 specific sentences for the salesperson, in the conversation language: what worked, what to do differently, referring to what was actually said.",
    ),
  quotes: z
    .array(z.string())
    .describe(
      "Up to 3 short quotes copied word for word from the SALESPERSON's messages that justify the score. Never quote the customer; never paraphrase. Empty if nothing fits.",
    ),
});

const STAGE_DESCRIPTIONS: Record<Stage, string> = {
  introduction: "Introduction: greeting, introducing self and company, a clear reason for the call, asking permission.",
  mapping: "Mapping (discovery): open questions about the situation, pains, their impact, budget, timeline and decision.",
  productPresentation: "Product presentation: benefits tied to the customer's own pains rather than a feature list or monologue.",
  objectionHandling: "Objection handling: acknowledge, clarify, respond, check; never argue or pressure.",
  close: "Close: trial close, a concrete next step with a specific day and time, asking for commitment without pushing.",
};

export const ratingSchema = z.object({
  stages: z
    .object(Object.fromEntries(STAGES.map((s) => [s, stageRatingSchema.describe(STAGE_DESCRIPTIONS[s])])) as Record<Stage, typeof stageRatingSchema>)
    .describe("One rating per stage of the call."),
  overall: z.string().describe("3-4 sentences of overall feedback in the conversation language: the main strength and the one thing to improve first."),
});
export type ModelRating = z.infer<typeof ratingSchema>;

export { STAGE_DESCRIPTIONS };
