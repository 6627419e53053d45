// The builtin engine's own cost per customer turn and per rating, in every language (issue 4 target: p99 under
// 10 ms inside the engine).
import { performance } from "node:perf_hooks";
import { LANGUAGES } from "../src/contract/languages";
import { SCENARIOS } from "../src/contract/practice";
import { writeLine } from "../src/server/ai/builtin/writer";
import { LANGUAGE_PACKS } from "../src/server/ai/language";
import { runScriptedCall, SCRIPTED_REPS } from "../src/server/ai/simulation/fixtures/scripted-calls";
import { buildPersona } from "../src/server/ai/simulation/persona";
import { scoreCall } from "../src/server/ai/simulation/rubric";
import { initialState } from "../src/server/ai/simulation/state";
import { step } from "../src/server/ai/simulation/step";
import { percentiles, type Row } from "./stats";

export function benchEngine(rounds = 200): Row[] {
  const rows: Row[] = [];
  for (const language of LANGUAGES) {
    const pack = LANGUAGE_PACKS[language];
    const rep = (SCRIPTED_REPS[language] ?? SCRIPTED_REPS.en)?.strong;
    if (!rep) continue;
    const turnTimes: number[] = [];
    const rateTimes: number[] = [];
    for (let i = 0; i < rounds; i++) {
      const scenario = SCENARIOS[i % SCENARIOS.length] ?? "general";
      const persona = buildPersona({ scenario, difficulty: "medium", language }, `bench-${i}`, pack);
      let state = initialState(persona);
      // A strong English/Spanish rep; in other languages its words are foreign, which still exercises every path.
      const messages = runScriptedCall(persona, rep, pack);
      for (const message of messages) {
        const t0 = performance.now();
        const r = step(persona, state, message, pack);
        writeLine(persona, r.state, r.decision, pack);
        turnTimes.push(performance.now() - t0);
        state = r.state;
      }
      const t1 = performance.now();
      scoreCall(persona, messages, pack);
      rateTimes.push(performance.now() - t1);
    }
    rows.push({ name: `builtin turn (${language})`, ...percentiles(turnTimes) });
    rows.push({ name: `builtin rating (${language})`, ...percentiles(rateTimes) });
  }
  return rows;
}
