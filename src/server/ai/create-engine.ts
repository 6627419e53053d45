import type { Config } from "../config";
import { createBuiltinEngine } from "./builtin/builtin-engine";
import type { AiEngine } from "./engine";
import { createLlmEngine } from "./llm/llm-engine";
import type { RatingLog } from "./llm/rating/rate";
import { createTipsAnswerer, type TipsAnswerer } from "./tips/answer";
import { createTranscriber, type Transcriber } from "./transcription/transcriber";
import { createTranslator, type Translator } from "./translation/translator";

/**
 * The AI port, built once from configuration (ADR 032): every use case that can have an LLM side, each with the
 * builtin side the configuration falls back to. Features receive its parts and never call a provider themselves.
 * Summaries are not here: they are deterministic on purpose and a plain function of stored ratings (ADR 032).
 */
export interface Ai {
  /** Customer replies and ratings (and, for the llm engine, reading the salesperson). */
  readonly engine: AiEngine;
  readonly tips: TipsAnswerer;
  readonly translator: Translator;
  readonly transcriber: Transcriber;
}

/** The engine AI_PROVIDER names: the builtin simulation by default, else an LLM through the AI SDK. */
function createAiEngine(config: Config["ai"], options: { log?: RatingLog }): AiEngine {
  if (config.provider === "builtin") return createBuiltinEngine();
  return createLlmEngine(config, { log: options.log });
}

/** The port for this configuration; `replace` swaps parts (tests pass a failing engine or tips answerer). */
export function createAi(config: Config["ai"], options: { log?: RatingLog; replace?: Partial<Ai> } = {}): Ai {
  const replace = options.replace ?? {};
  return {
    engine: replace.engine ?? createAiEngine(config, options),
    tips: replace.tips ?? createTipsAnswerer(config),
    translator: replace.translator ?? createTranslator(config),
    transcriber: replace.transcriber ?? createTranscriber(config),
  };
}
