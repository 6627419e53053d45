import type { Persona } from "../simulation/persona";
import { createRng } from "../simulation/random";
import type { CustomerState } from "../simulation/state";
import { personaSize } from "../simulation/persona";
import type { Decision } from "../simulation/step";
import type { Intent, LanguagePack } from "../simulation/types";

const RECENT = 8;

function fill(line: string, values: Record<string, string>): string | null {
  let missing = false;
  const out = line.replace(/\{(\w+)\}/g, (_, key: string) => {
    const v = values[key];
    if (v === undefined || v.trim() === "") missing = true;
    return v ?? "";
  });
  if (missing) return null;
  const text = out.replace(/\s+([,.!?])/g, "$1").trim();
  // Never a line that is only punctuation or a bare placeholder's leftovers.
  return /\p{L}/u.test(text) ? text : null;
}

/** "As I said, " + the answer: the answer's first letter lowered unless it starts with "I" or a name. */
function joinAsISaid(prefix: string, text: string, keepCase: string[]): string {
  const first = text.split(/\s+/u)[0] ?? "";
  const keep = /^I(?:['’]|$)/u.test(first) || keepCase.some((k) => k && text.startsWith(k));
  return `${prefix}${keep ? text : text.charAt(0).toLocaleLowerCase() + text.slice(1)}`;
}

function chooseLine(
  persona: Persona,
  state: CustomerState,
  intent: Intent,
  values: Record<string, string>,
  pack: LanguagePack,
  salt: string,
  recent: readonly string[],
) {
  const bank = pack.lines[intent];
  const candidates: Array<{ id: string; line: string }> = [];
  // The customer mirrors the salesperson's register: informal lines where the pack has them for this intent
  // (not where the scenario has words of its own: the informal list mixes all scenarios and tones).
  const ownScenarioLines = (pack.scenarioLines[persona.scenario]?.[intent]?.length ?? 0) > 0;
  const informal = state.memory?.register === "informal" && !ownScenarioLines ? (pack.informal?.[intent] ?? []) : [];
  if (informal.length >= 2) informal.forEach((line, i) => candidates.push({ id: `${intent}:i${i}`, line }));
  else {
    const scenarioLines = pack.scenarioLines[persona.scenario]?.[intent] ?? [];
    scenarioLines.forEach((line, i) => candidates.push({ id: `${intent}:s${i}`, line }));
    (bank[persona.personality] ?? []).forEach((line, i) => candidates.push({ id: `${intent}:${persona.personality}${i}`, line }));
    if (candidates.length < 3) bank.default.forEach((line, i) => candidates.push({ id: `${intent}:d${i}`, line }));
  }
  // No informal lines for this intent: of the formal ones, those that do not address the salesperson formally
  // ("¿Me puede dar el precio?" to someone who says "tú").
  if (state.memory?.register === "informal" && informal.length < 2 && pack.formalAddress) {
    const plain = candidates.filter((c) => !pack.formalAddress?.test(c.line));
    if (plain.length > 0) candidates.splice(0, candidates.length, ...plain);
  }
  const rng = createRng(`${persona.seed}:line:${state.turn}${salt}`);
  // Never a line the customer said in its last few replies, whatever facts filled it (read from the transcript,
  // so nothing is stored): a line counts as said when all its own words are in a recent reply.
  const said = (line: string, text: string) => {
    const own = line
      .split(/\{\w+\}/u)
      .map((s) => s.trim())
      .filter((s) => s.length >= 4);
    return recent.some((r) => (own.length > 0 ? own.every((chunk) => r.includes(chunk)) : r.includes(text)));
  };
  let usable = candidates
    .map((c) => ({ id: c.id, line: c.line, text: fill(c.line, values) }))
    .filter((c): c is { id: string; line: string; text: string } => c.text !== null && !said(c.line, c.text));
  // "Sam from Shiftly, we do staff scheduling for restaurants. Bad time?": the customer knows what the call is about
  // and lets the salesperson go on without asking "What's it about?".
  if ((intent === "grant_permission" || intent === "busy_but_listening") && state.reasonGiven) {
    const noQuestion = usable.filter((c) => !/[?¿]/u.test(c.text));
    if (noQuestion.length > 0) usable = noQuestion;
  }
  // Asked what lies behind a concern, the customer gives its reason when it has one, not the concern again.
  if (values.reason) {
    const reasoned = usable.filter((c) => c.line.includes("{reason}"));
    if (reasoned.length > 0) usable = reasoned;
  }
  // Difficulty changes how the customer talks: terse on hard, more forthcoming on easy.
  if (usable.length >= 3 && persona.difficulty !== "medium") {
    const byLength = [...usable].sort((x, y) => x.text.length - y.text.length);
    const half = Math.ceil(byLength.length / 2);
    usable = persona.difficulty === "hard" ? byLength.slice(0, half) : byLength.slice(byLength.length - half);
  }
  if (usable.length > 0) return rng.pick(usable);
  const any = [...candidates, ...bank.default.map((line, i) => ({ id: `${intent}:d${i}`, line }))]
    .map((c) => ({ id: c.id, text: fill(c.line, values) }))
    .find((c): c is { id: string; text: string } => c.text !== null);
  return any ?? null;
}

/**
 * The builtin engine's words: a line for the decided intent, in the persona's tone (and scenario where the
 * scenario changes the words), filled with persona facts, never one of the customer's recent replies, never
 * empty. A repeated answer starts with "As I said"; a follow-up (a second answer, or the customer's own question)
 * is said after it. Pure: it reads the state and the customer's recent replies and changes nothing.
 */
export function writeLine(
  persona: Persona,
  state: CustomerState,
  decision: Decision,
  pack: LanguagePack,
  recentReplies: readonly string[] = [],
): { text: string; lineId: string } {
  const recent = recentReplies.slice(-RECENT);
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
    size: String(personaSize(persona)),
    // Asked what lies behind the concern (not when it only says the concern still stands beside another answer).
    ...(decision.intent === "explain_objection" && state.open && persona.objectionReasons?.[state.open]
      ? { reason: persona.objectionReasons[state.open] as string }
      : {}),
    ...decision.facts,
  };
  const main = chooseLine(persona, state, decision.intent, values, pack, "", recent);
  let text: string;
  let lineId: string;
  if (main) {
    text = sentenceCase(main.text);
    lineId = main.id;
  } else {
    const rng = createRng(`${persona.seed}:fallback:${state.turn}`);
    text = rng.pick(pack.fallback);
    lineId = "fallback";
  }
  if (decision.repeated && main) {
    const prefix = createRng(`${persona.seed}:said:${state.turn}`).pick(pack.asISaid);
    // A pain said again is said plainly: "As I said, my team spends hours…", not "As I said, honestly, the
    // biggest headache is that my team spends hours…".
    const fact = decision.intent === "reveal_pain" ? values.pain : decision.intent === "reveal_impact" ? values.impact : undefined;
    text = fact ? `${prefix}${fact}.` : joinAsISaid(prefix, text, [persona.company, persona.name, values.name ?? ""]);
  }
  // "You skipped my question. What does it cost?": the question asked again, without its first "OK, and".
  const again = () => createRng(`${persona.seed}:again:${state.turn}`).pick(pack.askAgain);
  const reasked = (line: string) => sentenceCase(line.replace(pack.leadIn, (_, keep: unknown) => (typeof keep === "string" ? keep : "")));
  if (decision.askedAgain && !decision.followUp) text = `${again()} ${reasked(text)}`;
  if (decision.followUp) {
    const second = chooseLine(persona, state, decision.followUp, values, pack, ":2", recent);
    if (second) {
      text = `${text} ${decision.askedAgain ? `${again()} ${reasked(second.text)}` : sentenceCase(second.text)}`;
    }
  }
  if (decision.notesAnswer) text = `${createRng(`${persona.seed}:noted:${state.turn}`).pick(pack.notesAnswer)} ${text}`;
  if (decision.correctsName) {
    const own = fill(createRng(`${persona.seed}:name:${state.turn}`).pick(pack.correctsName), values);
    if (own) text = `${own} ${text}`;
  }
  return { text, lineId };
}

/** A line that starts with a filled-in value ("{role}. We're …") starts with a capital like any other sentence. */
function sentenceCase(line: string): string {
  return line.replace(/^(\P{L}*)(\p{Ll})/u, (_, lead: string, first: string) => `${lead}${first.toUpperCase()}`);
}
