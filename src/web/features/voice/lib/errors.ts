import { CONFIDENCE_BANDS } from "../../../../contract/voice-rules";

/** Spec 2 §8: the speech recognition errors the user is told about, by the Web Speech API's code. */
const KNOWN = ["no-speech", "audio-capture", "not-allowed", "network", "service-not-allowed", "aborted", "start-failed", "transcription-failed"] as const;

/** The phrase-book key and interpolation of an error code; "other" carries the code ("Speech recognition error: code"). */
export function speechErrorKey(code: string): { key: string; values?: Record<string, string> } {
  if ((KNOWN as readonly string[]).includes(code)) return { key: `voice.errors.${code}` };
  return { key: "voice.errors.other", values: { code } };
}

/** The confidence colour of live text (spec 2 §9): >= 0.8 green, >= 0.6 yellow, else red. */
export function confidenceBand(confidence: number): "high" | "medium" | "low" {
  if (confidence >= CONFIDENCE_BANDS.high) return "high";
  if (confidence >= CONFIDENCE_BANDS.medium) return "medium";
  return "low";
}
