import { z } from "zod";
import { multiLine, singleLine } from "./text";
import { languageSchema } from "./languages";

const text = multiLine(z.string().max(5000));
const context = singleLine(z.string().max(100)).default("sales_feedback");

// ---- POST /api/dynamic-translation/translate
export const translateBodySchema = z.object({
  text,
  targetLanguage: languageSchema,
  context,
});
export const translateResponseSchema = z.object({
  success: z.boolean(),
  translatedText: z.string().describe("The translation, or the original text when it could not be translated"),
  message: z.string().optional(),
});

// ---- POST /api/dynamic-translation/batch-translate
export const batchTranslateBodySchema = z.object({
  texts: z.array(text).max(50),
  targetLanguage: languageSchema,
  context,
});
export const batchTranslateResponseSchema = z.object({
  success: z.boolean(),
  translations: z.array(z.string()).describe("By position; the original where a text could not be translated"),
  message: z.string().optional(),
});

// ---- POST /api/dynamic-translation/translate-stage-feedback
export const stageFeedbackBodySchema = z.object({
  feedback: z.union([text, z.record(singleLine(z.string().max(60)), text)]),
  targetLanguage: languageSchema,
});
export const stageFeedbackResponseSchema = z.object({
  success: z.boolean(),
  translatedFeedback: z.union([z.string(), z.record(z.string(), z.string())]),
  message: z.string().optional(),
});

// ---- GET /api/translations/{language}
export const translationsParamsSchema = z.object({ language: languageSchema });
export const translationsResponseSchema = z.object({
  success: z.literal(true),
  language: languageSchema,
  translations: z.record(z.string(), z.record(z.string(), z.string())),
});

export const TRANSLATION_UNAVAILABLE = "Translation is not available: no AI provider is configured";
