import type { Language } from "../../../contract/languages";
import type { AiEngine, EngineInfo, RateInput, ReadInput, StoredRating, TurnInput } from "../engine";
import { LANGUAGE_PACKS } from "../language";
import type { LanguagePack } from "../simulation/types";
import { readWithModel } from "./customer/read";
import { streamCustomerReply, writeCustomerReply } from "./customer/write";
import { createLanguageModel, type LlmConfig } from "./provider";
import { rateCall, type RatingLog } from "./rating/rate";

export interface LlmEngineOptions {
  /** Where a failed rating is logged (the rating then falls back to the rubric). */
  log?: RatingLog;
  /** Language packs for the rubric replay; the app's packs by default. */
  packs?: Record<Language, LanguagePack>;
}

const consoleLog: RatingLog = {
  warn: (obj, msg) => console.warn(msg, JSON.stringify(obj)),
};

/**
 * The llm engine (ai-engine.md "One port, two engines"): the model reads the salesperson's message into the
 * simulation's acts (the learned reader is the fallback), the simulation decides the turn under its rules, and the
 * model writes the customer's words for it; it rates a finished call on top of the deterministic rubric.
 */
export function createLlmEngine(config: LlmConfig, options: LlmEngineOptions = {}): AiEngine {
  const model = createLanguageModel(config);
  const info: EngineInfo = { kind: "llm", label: config.model ?? config.provider };
  const packs = options.packs ?? LANGUAGE_PACKS;
  const writer = { model, config };
  const rater = { model, config, info, log: options.log ?? consoleLog };
  return {
    info,
    writeReply: (input: TurnInput, opts?: { signal?: AbortSignal }) => writeCustomerReply(writer, input, opts?.signal),
    streamReply: (input: TurnInput, opts?: { signal?: AbortSignal }) => streamCustomerReply(writer, input, opts?.signal),
    read: (input: ReadInput, opts?: { signal?: AbortSignal }) => readWithModel(writer, input, opts?.signal),
    rate: (input: RateInput, opts?: { signal?: AbortSignal }): Promise<StoredRating> => rateCall(rater, input, packs[input.persona.language], opts?.signal),
  };
}
