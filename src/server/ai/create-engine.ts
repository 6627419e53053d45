import type { Config } from "../config";
import { createBuiltinEngine } from "./builtin/builtin-engine";
import type { AiEngine } from "./engine";
import { createLlmEngine } from "./llm/llm-engine";
import type { RatingLog } from "./llm/rating/rate";

/** The engine AI_PROVIDER names: the builtin simulation by default, else an LLM through the AI SDK. */
export function createAiEngine(config: Config["ai"], options: { log?: RatingLog } = {}): AiEngine {
  if (config.provider === "builtin") return createBuiltinEngine();
  return createLlmEngine(config, { log: options.log });
}
