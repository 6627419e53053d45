// Voice timings, thresholds and messages as plain values, without zod (the browser imports these and translates
// the messages by key, see message-keys.ts; the schemas are in voice.ts).
import type { Language } from "./language-list";

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

/** Voice's messages under their stable keys (`voice.<name>`, see message-keys.ts). */
export const VOICE_MESSAGES = {
  upgradeRequired: "Voice practice is available on the Pro, Unlimited and Enterprise plans. Please upgrade your plan to use it.",
  unavailable: "Speech-to-text is not configured on this server.",
  emptyAudio: "The recording was empty. Please try again.",
  unsupportedAudio: "This audio format is not supported.",
  failed: "Failed to transcribe the recording. Please try again.",
  ended: "This conversation has ended.",
  rateLimited: "Too many voice messages. Please try again later.",
} as const;
