import type { Persona } from "../simulation/persona";
import { createRng } from "../simulation/random";
import type { CustomerState } from "../simulation/state";
import type { Decision } from "../simulation/step";
import type { LanguagePack } from "../simulation/types";

const RECENT = 8;

function fill(line: string, values: Record<string, string>): string | null {
  let missing = false;
  const out = line.replace(/\{(\w+)\}/g, (_, key: string) => {
    const v = values[key];
    if (v === undefined || v === "") missing = true;
    return v ?? "";
  });
  return missing ? null : out.replace(/\s+([,.!?])/g, "$1").trim();
}

/**
 * The builtin engine's words: a line for the decided intent, in the persona's tone (and scenario where the
 * scenario changes the words), filled with persona facts, never one of the recently used lines.
 */
export function writeLine(persona: Persona, state: CustomerState, decision: Decision, pack: LanguagePack): { text: string; lineId: string } {
  const bank = pack.lines[decision.intent];
  const candidates: Array<{ id: string; line: string }> = [];
  const scenarioLines = pack.scenarioLines[persona.scenario]?.[decision.intent] ?? [];
  scenarioLines.forEach((line, i) => candidates.push({ id: `${decision.intent}:s${i}`, line }));
  (bank[persona.personality] ?? []).forEach((line, i) => candidates.push({ id: `${decision.intent}:${persona.personality}${i}`, line }));
  if (candidates.length < 3) bank.default.forEach((line, i) => candidates.push({ id: `${decision.intent}:d${i}`, line }));
  const values: Record<string, string> = {
    name: persona.name.split(" ")[0] ?? persona.name,
    company: persona.company,
    role: persona.role,
    industry: persona.industry,
    product: persona.product,
    solution: persona.solution,
    budget: persona.budget,
    timeline: persona.timeline,
    decider: persona.decider,
    time: persona.meetingTime,
    ...decision.facts,
  };
  const rng = createRng(`${persona.seed}:line:${state.turn}`);
  const usable = candidates
    .filter((c) => !state.recentLines.includes(c.id))
    .map((c) => ({ id: c.id, text: fill(c.line, values) }))
    .filter((c): c is { id: string; text: string } => c.text !== null);
  const fallback = bank.default.map((line, i) => ({ id: `${decision.intent}:d${i}`, text: fill(line, values) })).find((c) => c.text !== null);
  const chosen = usable.length > 0 ? rng.pick(usable) : (fallback as { id: string; text: string } | undefined);
  if (!chosen) return { text: "…", lineId: "none" };
  state.recentLines = [...state.recentLines, chosen.id].slice(-RECENT);
  return { text: chosen.text, lineId: chosen.id };
}
