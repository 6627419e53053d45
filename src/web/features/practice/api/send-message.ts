import { COMMON_MESSAGES } from "../../../../contract/auth-messages";
import type { ErrorBody } from "../../../../contract/errors";
import type { Language } from "../../../../contract/languages";
import { ApiError, requestHeaders } from "../../../lib/api";
import type { SendMessageResponse } from "./types";

/** A reply may take a while with a remote model; the builtin simulator answers at once. */
const STREAM_TIMEOUT_MS = 120_000;

export interface SendMessageInput {
  conversationId: string;
  message: string;
  language?: Language;
}

/** One server-sent event: its name and its data lines joined. */
interface SseEvent {
  event: string;
  data: string;
}

function parseEvent(block: string): SseEvent | null {
  let event = "message";
  const data: string[] = [];
  for (const line of block.split(/\r?\n/)) {
    if (line.startsWith(":")) continue;
    const colon = line.indexOf(":");
    const field = colon === -1 ? line : line.slice(0, colon);
    let value = colon === -1 ? "" : line.slice(colon + 1);
    if (value.startsWith(" ")) value = value.slice(1);
    if (field === "event") event = value;
    else if (field === "data") data.push(value);
  }
  return data.length ? { event, data: data.join("\n") } : null;
}

function parseJson<T>(text: string): T | null {
  try {
    return text ? (JSON.parse(text) as T) : null;
  } catch {
    return null;
  }
}

/**
 * POST /api/ai/message with `Accept: text/event-stream`: calls `onDelta` with each piece of the customer's
 * reply as it is written and resolves with the `done` answer (the same JSON as the plain call). Errors before
 * the stream starts come back as JSON with their status; an `error` event becomes an ApiError with error,
 * details and type.
 */
export async function sendMessage(input: SendMessageInput, onDelta: (text: string) => void, signal?: AbortSignal): Promise<SendMessageResponse> {
  const timeout = AbortSignal.timeout(STREAM_TIMEOUT_MS);
  let res: Response;
  try {
    res = await fetch("/api/ai/message", {
      method: "POST",
      headers: requestHeaders("text/event-stream", true),
      credentials: "include",
      body: JSON.stringify(input),
      signal: signal ? AbortSignal.any([signal, timeout]) : timeout,
    });
  } catch (e) {
    if (signal?.aborted) throw e;
    throw new ApiError(0, { error: COMMON_MESSAGES.network });
  }

  const type = res.headers.get("content-type") ?? "";
  if (!res.ok || !type.includes("text/event-stream") || !res.body) {
    const body = parseJson<Partial<ErrorBody> & SendMessageResponse>(await res.text());
    if (!res.ok) throw new ApiError(res.status, body, res.statusText);
    if (body && typeof body.response === "string") return body; // a server that answered without streaming
    throw new ApiError(502, { error: "Failed to send message" });
  }

  const reader = res.body.getReader();
  const decoder = new TextDecoder();
  let buffer = "";
  try {
    for (;;) {
      const { value, done } = await reader.read();
      buffer += decoder.decode(value, { stream: !done });
      let end: RegExpExecArray | null;
      while ((end = /\r?\n\r?\n/.exec(buffer))) {
        const block = buffer.slice(0, end.index);
        buffer = buffer.slice(end.index + end[0].length);
        const event = parseEvent(block);
        if (!event) continue;
        if (event.event === "delta") {
          const piece = parseJson<{ text?: string }>(event.data)?.text;
          if (piece) onDelta(piece);
        } else if (event.event === "done") {
          const result = parseJson<SendMessageResponse>(event.data);
          if (!result) throw new ApiError(502, { error: "Failed to send message" });
          return result;
        } else if (event.event === "error") {
          const body = parseJson<Partial<ErrorBody>>(event.data);
          throw new ApiError(502, body ?? { error: "Failed to send message" });
        }
      }
      if (done) break;
    }
  } catch (e) {
    if (e instanceof ApiError || signal?.aborted) throw e;
    throw new ApiError(0, { error: COMMON_MESSAGES.network });
  } finally {
    reader.releaseLock();
  }
  // The stream closed without `done`: the reply was not stored.
  throw new ApiError(502, { error: "Failed to send message" });
}
