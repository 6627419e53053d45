import type { Language } from "../../../contract/languages";
import type { TranscribeResponse, VoiceStatus } from "../../../contract/voice";
import { api, ApiError, requestHeaders } from "../../lib/api";

export const VOICE_STATUS_KEY = ["voice-status"] as const;

export function voiceStatus(signal?: AbortSignal): Promise<VoiceStatus> {
  return api<VoiceStatus>("/api/ai/voice", { signal });
}

/** POST /api/ai/transcribe: the recording as the body, for browsers without speech recognition. */
export async function transcribe(audio: Blob, conversationId: string, language: Language): Promise<string> {
  const headers = requestHeaders();
  headers["Content-Type"] = (audio.type || "audio/webm").split(";")[0] ?? "audio/webm";
  const query = new URLSearchParams({ conversationId, language });
  const res = await fetch(`/api/ai/transcribe?${query}`, {
    method: "POST",
    headers,
    credentials: "include",
    body: audio,
    signal: AbortSignal.timeout(60_000),
  });
  const body: unknown = await res.json().catch(() => null);
  if (!res.ok) throw new ApiError(res.status, (body ?? {}) as never, res.statusText);
  return typeof (body as Partial<TranscribeResponse> | null)?.text === "string" ? (body as TranscribeResponse).text : "";
}
