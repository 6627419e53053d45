// Prints a call as a trainer would read it: each salesperson line, what the reader saw, what the customer
// decided and said. Usage:
//   node --import tsx scripts/transcript.ts <en|et|es|ru> <scenario> <strong|average|weak> [difficulty]
//   node --import tsx scripts/transcript.ts <en|et|es|ru> <scenario> - [difficulty] < lines.txt   (one line each)
import { readFileSync } from "node:fs";
import type { Language } from "../src/contract/languages";
import type { Difficulty, Scenario } from "../src/contract/practice";
import { writeLine } from "../src/server/ai/builtin/writer";
import { LANGUAGE_PACKS } from "../src/server/ai/language";
import { type CallQuality, SCRIPTED_REPS, runScriptedCall } from "../src/server/ai/simulation/fixtures/scripted-calls";
import { buildPersona } from "../src/server/ai/simulation/persona";
import { scoreCall } from "../src/server/ai/simulation/rubric";
import { initialState } from "../src/server/ai/simulation/state";
import { step } from "../src/server/ai/simulation/step";
import { renderRating } from "../src/server/ai/builtin/render";

const [language = "en", scenario = "cold_call", quality = "strong", difficulty = "medium"] = process.argv.slice(2) as [Language, Scenario, string, Difficulty];
const pack = LANGUAGE_PACKS[language];
const persona = buildPersona({ scenario, difficulty, language, clientPersonality: "analytical" }, `scripted-${scenario}`, pack);
const lines =
  quality === "-"
    ? readFileSync(0, "utf8")
        .split("\n")
        .map((l) => l.trim())
        .filter(Boolean)
    : runScriptedCall(persona, SCRIPTED_REPS[language]?.[quality as CallQuality] ?? SCRIPTED_REPS.en!.strong, pack);
console.log(`${persona.name}, ${persona.role} at ${persona.company} (${persona.industry}); pains: ${persona.pains.map((p) => p.text).join(" / ")}`);
let state = initialState(persona);
const replies: string[] = [];
for (const line of lines) {
  if (state.callOver) break;
  const r = step(persona, state, line, pack);
  const reply = writeLine(persona, r.state, r.decision, pack, replies).text;
  replies.push(reply);
  console.log(
    `\nS: ${line}\n   [${[...r.reading.acts].join(", ")}] -> ${r.rule}: ${r.decision.intent}${r.decision.followUp ? ` + ${r.decision.followUp}` : ""}${r.decision.repeated ? " (repeated)" : ""}  trust ${r.state.trust} interest ${r.state.interest} patience ${r.state.patience}\nC: ${reply}`,
  );
  state = r.state;
}
const rating = scoreCall(persona, lines, pack);
const rendered = renderRating(rating.findings, rating.scores, pack);
console.log(`\noutcome: ${state.outcome}; scores ${JSON.stringify(rating.scores)}`);
for (const s of rendered.stages) console.log(`- ${s.stage} ${s.score}: ${s.feedback}`);
