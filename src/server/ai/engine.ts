import type { Language } from "../../contract/languages";
import type { ChatMessage } from "../../contract/practice";
import type { StageScores } from "../../contract/stages";
import type { Persona } from "./simulation/persona";
import type { CustomerState } from "./simulation/state";
import type { Decision } from "./simulation/step";
import type { Finding } from "./simulation/types";
import type { ReaderAct } from "./reader/acts";

export interface EngineInfo {
  kind: "builtin" | "llm";
  /** "Offline simulator" or the model name; shown to users and admins. */
  label: string;
}

/** One customer turn: the simulation has decided what the customer does; the engine writes the words. */
export interface TurnInput {
  persona: Persona;
  /** The state after the salesperson's message. */
  state: CustomerState;
  decision: Decision;
  /** The conversation so far, ending with the salesperson's new message (empty for the opening line). */
  transcript: ChatMessage[];
  language: Language;
}

/** Free-text feedback an LLM wrote, in the conversation's language; quotes are checked against the transcript. */
export interface LlmFeedback {
  language: Language;
  stages: Record<string, { feedback: string; quotes: string[] }>;
  overall: string;
}

/** A rating as stored: scores, structured findings (render in any language), and an LLM's words if any. */
export interface StoredRating {
  scores: StageScores;
  findings: Finding[];
  llm: LlmFeedback | null;
  engine: EngineInfo;
}

/** A salesperson's message to read, split into sentences, with the call so far for context. */
export interface ReadInput {
  persona: Persona;
  language: Language;
  /** The conversation before the new message. */
  transcript: ChatMessage[];
  sentences: string[];
}

export interface RateInput {
  persona: Persona;
  transcript: ChatMessage[];
  language: Language;
}

/**
 * The reply-and-rating part of the AI port (ai-engine.md "One port, two engines"): the builtin engine or the llm
 * engine. Tips, translation and transcription are the port's other parts (`Ai` in create-engine.ts); summaries are
 * deterministic and need no engine (ADR 032). The rest of the server reaches all of them through ai/index.ts.
 */
export interface AiEngine {
  readonly info: EngineInfo;
  writeReply(input: TurnInput, opts?: { signal?: AbortSignal }): Promise<string>;
  /** Streams the reply's text in pieces; joined, they are the reply. */
  streamReply(input: TurnInput, opts?: { signal?: AbortSignal }): AsyncIterable<string>;
  rate(input: RateInput, opts?: { signal?: AbortSignal }): Promise<StoredRating>;
  /**
   * Reads a message into acts per sentence with the engine's own understanding (the llm engine's model). Absent,
   * or null for a message it could not read, the learned reader reads it.
   */
  read?(input: ReadInput, opts?: { signal?: AbortSignal }): Promise<ReaderAct[][] | null>;
}

/** A provider failed or timed out; the API answers with the spec's send-error shape (error, details, type). */
export class AiProviderError extends Error {
  constructor(
    message: string,
    public readonly type: "timeout" | "provider_error" | "invalid_output" | "unavailable",
    public readonly details?: string,
  ) {
    super(message);
    this.name = "AiProviderError";
  }
}
