import type { AiEngine, EngineInfo, RateInput, StoredRating, TurnInput } from "../engine";
import { LANGUAGE_PACKS } from "../language";
import { scoreCallYielding } from "../simulation/rubric";
import { writeLine } from "./writer";

export const BUILTIN_INFO: EngineInfo = { kind: "builtin", label: "Offline simulator" };

/** The default engine: deterministic, offline, every language (ai-engine.md "The builtin simulation"). */
export function createBuiltinEngine(): AiEngine {
  const writeReply = async (input: TurnInput) =>
    writeLine(
      input.persona,
      input.state,
      input.decision,
      LANGUAGE_PACKS[input.language],
      input.transcript.filter((m) => m.role === "assistant").map((m) => m.content),
    ).text;
  return {
    info: BUILTIN_INFO,
    writeReply,
    async *streamReply(input: TurnInput) {
      // Word by word, so a streaming client sees the same shape from both engines.
      const text = await writeReply(input);
      const parts = text.match(/\S+\s*/g) ?? [text];
      for (const part of parts) yield part;
    },
    async rate(input: RateInput): Promise<StoredRating> {
      const userMessages = input.transcript.filter((m) => m.role === "user").map((m) => m.content);
      const { scores, findings } = await scoreCallYielding(input.persona, userMessages, LANGUAGE_PACKS[input.persona.language]);
      return { scores, findings, llm: null, engine: BUILTIN_INFO };
    },
  };
}
