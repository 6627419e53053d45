import { z } from "zod";
import type { Language } from "./languages";
import { languageSchema } from "./languages";
import { PLANS, type PlanId } from "./plans";
import { PRACTICE_MESSAGES } from "./practice";
import { uuidSchema } from "./ids";

/** Speech recognition language per conversation language. */
export const RECOGNITION_LANGUAGES: Record<Language, string> = {
  en: "en-US",
  et: "et-EE",
  es: "es-ES",
  ru: "ru-RU",
};

/** The voice timings and thresholds, in one place for the state machine and the UI. */
export const VOICE_TIMING = {
  /** Start has a delay (the microphone and the recogniser warm up). */
  startDelayMs: 1000,
  /** Continuous mode: restart after the recogniser ends unexpectedly. */
  restartDelayMs: 500,
  /** Hands-free mode: send after this much silence. */
  silenceMs: 3000,
  /** Hands-free mode: listen again this long after sending. */
  resumeAfterSendMs: 1000,
} as const;

export const CONFIDENCE_BANDS = { high: 0.8, medium: 0.6 } as const;

/** Speech rate of the customer's voice in the chat. */
export const CHAT_SPEECH_RATE = 0.9;

/** Voice commands become visible after this many messages from the salesperson. */
export const VOICE_COMMANDS_MIN_USER_MESSAGES = 2;

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

export const VOICE_MESSAGES = {
  upgradeRequired: "Voice practice is available on the Pro, Unlimited and Enterprise plans. Please upgrade your plan to use it.",
  unavailable: "Speech-to-text is not configured on this server.",
  emptyAudio: "The recording was empty. Please try again.",
  unsupportedAudio: "This audio format is not supported.",
  failed: "Failed to transcribe the recording. Please try again.",
} as const;
