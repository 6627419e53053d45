import { z } from "zod";
import { languageSchema } from "./languages";
import { PLANS, type PlanId } from "./plans";
import { PRACTICE_MESSAGES } from "./practice";
import { uuidSchema } from "./ids";

export * from "./voice-rules";

/** Voice is part of Pro, Unlimited and Enterprise. */
export function planHasVoice(plan: PlanId): boolean {
  return PLANS[plan].limits.voice;
}

/** GET /api/ai/voice: what this user may do by voice here. */
export const voiceStatusSchema = z.object({
  /** The plan includes voice practice. */
  allowed: z.boolean(),
  /** The server can turn recorded audio into text (an AI provider with speech-to-text is configured). */
  serverTranscription: z.boolean(),
  /** Largest recording the server accepts, in bytes. */
  maxAudioBytes: z.number().int(),
});
export type VoiceStatus = z.infer<typeof voiceStatusSchema>;

/** POST /api/ai/transcribe?conversationId=…&language=… with the recorded audio as the body. */
export const transcribeQuerySchema = z.object({
  conversationId: uuidSchema(PRACTICE_MESSAGES.invalidId),
  language: languageSchema.default("en"),
});

export const transcribeResponseSchema = z.object({ text: z.string() });
export type TranscribeResponse = z.infer<typeof transcribeResponseSchema>;

/** Recorded audio the browser sends (MediaRecorder's formats). */
export const AUDIO_TYPES = ["audio/webm", "audio/ogg", "audio/mp4", "audio/mpeg", "audio/wav", "audio/x-wav"] as const;
export const MAX_AUDIO_BYTES = 10 * 1024 * 1024;
