import { PRACTICE_MESSAGES } from "../../../contract/practice-rules";
import { createAnthropic } from "@ai-sdk/anthropic";
import { createOpenAI } from "@ai-sdk/openai";
import { createOpenAICompatible } from "@ai-sdk/openai-compatible";
import {
  APICallError,
  InvalidResponseDataError,
  JSONParseError,
  LoadAPIKeyError,
  NoContentGeneratedError,
  NoObjectGeneratedError,
  NoOutputGeneratedError,
  RetryError,
  TypeValidationError,
  type LanguageModel,
} from "ai";
import type { Config } from "../../config";
import { AiProviderError } from "../engine";

export type LlmConfig = Config["ai"];

/** Bounded retries (security.md 22: at most 2): one retry of a retryable provider error (5xx, 429, network). */
export const MAX_RETRIES = 1;
/** Five stages of feedback do not fit in a reply's budget; a rating gets at least this many output tokens. */
export const RATING_MIN_OUTPUT_TOKENS = 1600;

/** The AI SDK model AI_PROVIDER and AI_MODEL name (ai-engine.md "llm"). */
export function createLanguageModel(config: LlmConfig): LanguageModel {
  const model = config.model;
  if (!model) throw new Error(`AI_MODEL is required for AI_PROVIDER=${config.provider}`);
  switch (config.provider) {
    case "openai-compatible": {
      if (!config.baseUrl) throw new Error("AI_BASE_URL is required for AI_PROVIDER=openai-compatible");
      // Structured outputs on, so a rating sends its JSON schema (response_format json_schema).
      return createOpenAICompatible({
        name: "openai-compatible",
        baseURL: config.baseUrl,
        apiKey: config.apiKey,
        supportsStructuredOutputs: true,
      })(model);
    }
    case "openai":
      return createOpenAI({ apiKey: config.apiKey, baseURL: config.baseUrl })(model);
    case "anthropic":
      return createAnthropic({ apiKey: config.apiKey, baseURL: config.baseUrl })(model);
    default:
      throw new Error(`AI_PROVIDER=${config.provider} is not an LLM provider`);
  }
}

export type CallPurpose = "reply" | "rating";

/** The settings every call carries: bounded retries, an output cap, and the temperature for its purpose. */
export function callSettings(config: LlmConfig, purpose: CallPurpose) {
  return {
    maxRetries: MAX_RETRIES,
    maxOutputTokens: purpose === "rating" ? Math.max(config.maxOutputTokens, RATING_MIN_OUTPUT_TOKENS) : config.maxOutputTokens,
    temperature: purpose === "rating" ? 0 : 0.7,
  };
}

/** One provider call's abort signal: the configured timeout, the caller's signal, and our own cancel. */
export interface CallSignal {
  signal: AbortSignal;
  timedOut(): boolean;
  callerAborted(): boolean;
  /** Ends the call from our side (e.g. a stream consumer stopped reading). */
  cancel(): void;
}

export function callSignal(timeoutMs: number, caller?: AbortSignal): CallSignal {
  const timeout = AbortSignal.timeout(timeoutMs);
  const own = new AbortController();
  const signals = [timeout, own.signal];
  if (caller) signals.push(caller);
  return {
    signal: AbortSignal.any(signals),
    timedOut: () => timeout.aborted && !caller?.aborted,
    callerAborted: () => caller?.aborted === true,
    cancel: () => own.abort(),
  };
}

export const USER_MESSAGES = {
  timeout: PRACTICE_MESSAGES.aiTimeout,
  provider_error: PRACTICE_MESSAGES.aiProviderError,
  invalid_output: "The AI provider returned an answer we could not use. Please try again.",
} as const;

/** Keeps keys out of error details: the configured key, and anything that looks like one. */
function sanitize(text: string, apiKey: string | undefined): string {
  let out = text.replace(/\s+/g, " ").trim();
  if (apiKey) out = out.split(apiKey).join("[redacted]");
  out = out.replace(/\b(sk|pk|key|api|token)[-_][A-Za-z0-9_-]{8,}/gi, "[redacted]").replace(/Bearer\s+\S+/gi, "Bearer [redacted]");
  return out.length > 200 ? `${out.slice(0, 199)}…` : out;
}

function describe(error: unknown, apiKey: string | undefined): { type: "provider_error" | "invalid_output"; details: string } {
  if (RetryError.isInstance(error)) {
    const inner = describe(error.lastError, apiKey);
    return { type: inner.type, details: `${inner.details} (after ${error.errors.length} attempts)` };
  }
  if (APICallError.isInstance(error)) {
    const status = error.statusCode ? `HTTP ${error.statusCode}` : "no response";
    return { type: "provider_error", details: sanitize(`${status}: ${error.message}`, apiKey) };
  }
  if (LoadAPIKeyError.isInstance(error)) return { type: "provider_error", details: "API key missing (set AI_API_KEY)" };
  if (
    NoObjectGeneratedError.isInstance(error) ||
    NoOutputGeneratedError.isInstance(error) ||
    NoContentGeneratedError.isInstance(error) ||
    TypeValidationError.isInstance(error) ||
    JSONParseError.isInstance(error) ||
    InvalidResponseDataError.isInstance(error)
  ) {
    return { type: "invalid_output", details: sanitize(`${(error as Error).name}: ${(error as Error).message}`, apiKey) };
  }
  const message = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
  return { type: "provider_error", details: sanitize(message, apiKey) };
}

/** Maps any failure of a provider call to the port's AiProviderError with a user-facing message. */
export function toProviderError(error: unknown, call: CallSignal, config: LlmConfig): AiProviderError {
  if (error instanceof AiProviderError) return error;
  if (call.timedOut()) {
    return new AiProviderError(USER_MESSAGES.timeout, "timeout", `no answer within ${config.timeoutMs} ms`);
  }
  const { type, details } = describe(error, config.apiKey);
  return new AiProviderError(USER_MESSAGES[type], type, details);
}

/** Runs one provider call with its own signal; failures come out as AiProviderError, a caller's abort as is. */
export async function runCall<T>(config: LlmConfig, caller: AbortSignal | undefined, fn: (signal: AbortSignal) => Promise<T>): Promise<T> {
  const call = callSignal(config.timeoutMs, caller);
  try {
    return await fn(call.signal);
  } catch (error) {
    if (call.callerAborted()) throw error;
    throw toProviderError(error, call, config);
  }
}
