import { STAGES, type Stage, type StageScores } from "../../../contract/stages";
import { exploresObjection } from "./objections";
import type { Persona } from "./persona";
import { type Reading, stems } from "./reader";
import { type CustomerState, initialState } from "./state";
import { type Decision, step } from "./step";
import type { Finding, LanguagePack } from "./types";

export interface Replay {
  turns: Array<{ message: string; reading: Reading; decision: Decision; before: CustomerState; after: CustomerState }>;
  final: CustomerState;
}

/** Replays the salesperson's messages through the simulation: the same words always give the same call. */
export function replay(persona: Persona, userMessages: string[], pack: LanguagePack): Replay {
  const run = replaySteps(persona, userMessages, pack);
  for (let next = run.next(); ; next = run.next()) if (next.done) return next.value;
}

/**
 * The main thread's time a replay takes before it lets other work in, ms. Small enough that a request waiting
 * behind a rating is barely held up; large enough that a rating is a few turns of the event loop, not one per
 * message (at one message per turn, ratings queued behind each other and a busy loop capped them at a few a second).
 */
export const REPLAY_SLICE_MS = 4;

/**
 * The same replay, giving the event loop back every `sliceMs`. The server rates on its main thread, and a whole
 * call read in one go (tens of milliseconds, more for a long call) held up every other request meanwhile, the
 * health check's included (issue 15: health p95 under load). Replays run one at a time, in the order asked: were
 * they interleaved, every turn of the event loop would carry a slice of each call being rated, and a request that
 * needs several turns (a static file: stat, open, read) would wait behind all of them each time.
 */
export function replayYielding(persona: Persona, userMessages: string[], pack: LanguagePack, sliceMs = REPLAY_SLICE_MS): Promise<Replay> {
  const job = replayQueue.then(async () => {
    const run = replaySteps(persona, userMessages, pack);
    let sliceStart = performance.now();
    for (let next = run.next(); ; next = run.next()) {
      if (next.done) return next.value;
      if (performance.now() - sliceStart >= sliceMs) {
        await new Promise<void>((resolve) => setImmediate(resolve));
        sliceStart = performance.now();
      }
    }
  });
  replayQueue = job.then(
    () => undefined,
    () => undefined,
  );
  return job;
}
let replayQueue: Promise<void> = Promise.resolve();

/** One message per step; the generator's value is the finished replay. */
function* replaySteps(persona: Persona, userMessages: string[], pack: LanguagePack): Generator<void, Replay> {
  let state = initialState(persona);
  const turns: Replay["turns"] = [];
  for (const message of userMessages) {
    const before = state;
    const r = step(persona, before, message, pack);
    turns.push({ message, reading: r.reading, decision: r.decision, before, after: r.state });
    state = r.state;
    if (r.state.outcome === "hung_up") break;
    yield;
  }
  return { turns, final: state };
}

export interface RubricResult {
  scores: StageScores;
  findings: Finding[];
  final: CustomerState;
}

const clamp10 = (n: number) => Math.max(0, Math.min(10, Math.round(n)));
const DISCOVERY = ["discovery_situation", "discovery_pain", "discovery_impact", "discovery_budget", "discovery_timeline", "discovery_decision"] as const;
const ASKS = [...DISCOVERY, "ask_about_customer"] as const;

/**
 * The builtin rubric (ai-engine.md "Rating"): each stage scored 0-10 over the acts of the replayed call, each
 * point backed by the salesperson's own words. Deterministic: the same transcript gets the same scores.
 */
export function scoreCall(persona: Persona, userMessages: string[], pack: LanguagePack): RubricResult {
  return scoreReplay(persona, replay(persona, userMessages, pack));
}

/** scoreCall for the server: the replay gives the event loop back every `sliceMs` (replayYielding). */
export async function scoreCallYielding(persona: Persona, userMessages: string[], pack: LanguagePack, sliceMs = REPLAY_SLICE_MS): Promise<RubricResult> {
  return scoreReplay(persona, await replayYielding(persona, userMessages, pack, sliceMs));
}

function scoreReplay(persona: Persona, r: Replay): RubricResult {
  const findings: Finding[] = [];
  const add = (f: Finding) => findings.push(f);
  const firstQuote = (act: string, from = 0, to = r.turns.length) => {
    for (const t of r.turns.slice(from, to)) {
      const q = t.reading.quotes.get(act as never);
      if (q) return q;
    }
    return undefined;
  };
  const any = (act: string, from = 0, to = r.turns.length) => r.turns.slice(from, to).some((t) => t.reading.acts.has(act as never));
  const count = (act: string) => r.turns.filter((t) => t.reading.acts.has(act as never)).length;

  // ---- introduction: the first two messages
  let intro = 0;
  if (any("greeting", 0, 2)) {
    intro += 2;
    add({ code: "intro.greeted", stage: "introduction", effect: "positive", quote: firstQuote("greeting", 0, 2) });
  }
  const introducedEarly = any("introduces_self", 0, 2);
  if (introducedEarly) {
    intro += 3;
    add({ code: "intro.introduced_self", stage: "introduction", effect: "positive", quote: firstQuote("introduces_self", 0, 2) });
  } else if (persona.scenario !== "general") {
    add({ code: "intro.no_introduction", stage: "introduction", effect: "negative" });
  } else intro += 2;
  if (any("states_reason", 0, 3)) {
    intro += 3;
    add({ code: "intro.stated_reason", stage: "introduction", effect: "positive", quote: firstQuote("states_reason", 0, 3) });
  } else if (persona.scenario === "general" || persona.scenario === "objection_handling") {
    intro += 2;
  } else add({ code: "intro.no_reason", stage: "introduction", effect: "negative" });
  if (any("asks_permission", 0, 3) || any("open_question", 0, 2)) {
    intro += 2;
    if (any("asks_permission", 0, 3)) add({ code: "intro.asked_permission", stage: "introduction", effect: "positive", quote: firstQuote("asks_permission", 0, 3) });
  }
  if (any("rude", 0, 2) || any("pushy", 0, 2)) {
    intro -= 5;
    add({ code: "intro.rude_opening", stage: "introduction", effect: "negative", quote: firstQuote("rude", 0, 2) ?? firstQuote("pushy", 0, 2) });
  }

  // ---- mapping (discovery)
  const topicsAsked = new Set(DISCOVERY.filter((act) => any(act)));
  const openQuestions = count("open_question");
  // Questions that map the customer's situation; small talk and "got a minute?" are not discovery.
  const questions = r.turns.filter((t) => ASKS.some((a) => t.reading.acts.has(a))).length;
  let mapping = Math.min(8, topicsAsked.size * 2) + (openQuestions >= 2 ? 2 : openQuestions);
  if (openQuestions > 0) add({ code: "mapping.open_questions", stage: "mapping", effect: "positive", quote: firstQuote("open_question"), params: { count: openQuestions } });
  const topicNames = [...topicsAsked].map((a) => a.replace("discovery_", ""));
  if (topicsAsked.size >= 2) add({ code: "mapping.topics_covered", stage: "mapping", effect: "positive", params: { topics: topicNames.join(",") } });
  const painIdx = r.final.revealed.filter((x) => x.startsWith("pain:")).map((x) => Number(x.slice(5)));
  if (painIdx.length > 0) {
    const painTurn = r.turns.find((t) => t.decision.intent === "reveal_pain");
    add({ code: "mapping.pain_uncovered", stage: "mapping", effect: "positive", quote: painTurn?.reading.quotes.get("discovery_pain") ?? painTurn?.reading.quotes.get("discovery_impact") ?? painTurn?.reading.quotes.get("open_question"), params: { pain: persona.pains[painIdx[0] as number]?.text ?? "" } });
    mapping += 1;
  }
  if (r.final.revealed.some((x) => x.startsWith("impact:"))) {
    add({ code: "mapping.impact_explored", stage: "mapping", effect: "positive", quote: firstQuote("discovery_impact") });
    mapping += 1;
  }
  if (questions === 0 || topicsAsked.size === 0) {
    add({ code: "mapping.no_discovery", stage: "mapping", effect: "negative" });
    mapping = Math.min(mapping, 1);
  } else if (openQuestions === 0 && count("closed_question") > 0) {
    add({ code: "mapping.closed_questions_only", stage: "mapping", effect: "negative", quote: firstQuote("closed_question") });
    mapping = Math.min(mapping, 4);
  } else if (questions < 3) {
    add({ code: "mapping.few_questions", stage: "mapping", effect: "negative" });
    mapping = Math.min(mapping, 5);
  }
  // A reason for the call ("we help teams like yours cut …") is not a pitch.
  const pitchSentence = (t: Replay["turns"][number]) =>
    t.reading.sentences.find((x) => ["feature", "price_statement", "benefit", "proof"].some((a) => x.acts.includes(a as never)) && !x.acts.includes("states_reason"));
  const isPitch = (t: Replay["turns"][number]) => pitchSentence(t) !== undefined;
  const firstPitch = r.turns.findIndex(isPitch);
  const firstDiscovery = r.turns.findIndex((t) => DISCOVERY.some((a) => t.reading.acts.has(a)));
  if (firstPitch >= 0 && (firstDiscovery < 0 || firstPitch < firstDiscovery)) {
    mapping -= 2;
    add({ code: "mapping.pitched_before_discovery", stage: "mapping", effect: "negative", quote: r.turns[firstPitch] ? pitchSentence(r.turns[firstPitch])?.text : undefined });
  }

  // ---- productPresentation
  let presentation = 0;
  const tied = r.turns.filter((t) => t.reading.acts.has("benefit_tied"));
  const pitched = firstPitch >= 0;
  if (tied.length > 0) {
    presentation += 6 + Math.min(2, tied.length - 1) * 1.5;
    const quote = tied[0]?.reading.quotes.get("benefit_tied");
    // The pain the benefit answered: by topic, else the one whose words it echoes most (the reader tied it by either).
    const echoed = new Set(stems(quote ?? ""));
    const overlap = (text: string) => stems(text).filter((w) => echoed.has(w)).length;
    const pain =
      persona.pains.find((p) => tied[0]?.reading.topics.has(p.topic)) ??
      [...persona.pains].sort((x, y) => overlap(`${y.text} ${y.impact}`) - overlap(`${x.text} ${x.impact}`))[0];
    add({ code: "presentation.benefit_tied", stage: "productPresentation", effect: "positive", quote, params: { pain: pain?.text ?? "" } });
  } else if (any("benefit")) {
    presentation += 4;
    add({ code: "presentation.generic_benefits", stage: "productPresentation", effect: "negative", quote: firstQuote("benefit") });
  } else if (any("proof")) {
    presentation += 3;
    add({ code: "presentation.proof_untied", stage: "productPresentation", effect: "neutral", quote: firstQuote("proof") });
  } else if (pitched) presentation += 2;
  if (any("check_understanding")) presentation += 1;
  if (any("feature_dump")) {
    presentation -= 3;
    add({ code: "presentation.feature_dump", stage: "productPresentation", effect: "negative", quote: firstQuote("feature_dump") });
  }
  if (any("monologue")) {
    presentation -= 2;
    add({ code: "presentation.monologue", stage: "productPresentation", effect: "negative", quote: firstQuote("monologue") });
  }
  if (!pitched) {
    add({ code: "presentation.no_presentation", stage: "productPresentation", effect: "negative" });
    presentation = Math.min(presentation, 1);
  } else presentation += 2;

  // ---- objectionHandling
  let objections: number;
  // An objection the customer raised in its very last reply was never met: the stage was not reached.
  const raisedTurns = r.turns.map((t, i) => ({ t, i })).filter(({ t, i }) => t.decision.intent === "raise_objection" && i < r.turns.length - 1);
  if (raisedTurns.length === 0) {
    // Not reached is not "average": it scores below any objection that was acknowledged, explored and answered.
    objections = 3;
    add({ code: "objections.none_raised", stage: "objectionHandling", effect: "neutral" });
  } else {
    let pts = 2;
    const after = r.turns.slice((raisedTurns[0]?.i ?? 0) + 1);
    const ack = after.find((t) => t.reading.acts.has("objection_acknowledge") || t.reading.acts.has("empathy"));
    const clar = after.find((t) => t.reading.acts.has("objection_clarify") || (t.before.open !== null && exploresObjection(t.reading.acts, t.before.open)));
    if (ack) {
      pts += 2;
      add({ code: "objections.acknowledged", stage: "objectionHandling", effect: "positive", quote: ack.reading.quotes.get("objection_acknowledge") ?? ack.reading.quotes.get("empathy") });
    }
    if (clar) {
      pts += 2;
      add({ code: "objections.clarified", stage: "objectionHandling", effect: "positive", quote: clarifyingQuote(clar.reading) });
    }
    const resolved = r.final.resolved.length;
    if (resolved > 0) {
      pts += Math.round((4 * resolved) / raisedTurns.length);
      add({ code: "objections.resolved", stage: "objectionHandling", effect: "positive", params: { count: resolved } });
    }
    if (r.final.open && r.turns[r.turns.length - 1]?.decision.intent !== "raise_objection") {
      pts -= 2;
      add({ code: "objections.ignored", stage: "objectionHandling", effect: "negative", params: { objection: r.final.open } });
    }
    const argued = after.find((t) => t.before.open !== null && (t.reading.acts.has("pushy") || t.reading.acts.has("feature_dump")));
    if (argued) {
      pts -= 3;
      add({ code: "objections.argued", stage: "objectionHandling", effect: "negative", quote: argued.reading.quotes.get("pushy") ?? argued.reading.quotes.get("feature_dump") });
    }
    objections = pts;
  }

  // ---- close
  let close = 0;
  if (any("trial_close")) {
    close += 2;
    add({ code: "close.trial_close", stage: "close", effect: "positive", quote: firstQuote("trial_close") });
  }
  if (any("propose_next_step")) {
    close += 3;
    add({ code: "close.proposed_next_step", stage: "close", effect: "positive", quote: firstQuote("propose_next_step") });
  }
  if (any("specific_time")) {
    close += 2;
    add({ code: "close.specific_time", stage: "close", effect: "positive", quote: firstQuote("specific_time") });
  }
  if (any("ask_commitment")) {
    close += 1;
    add({ code: "close.asked_commitment", stage: "close", effect: "positive", quote: firstQuote("ask_commitment") });
  }
  if (r.final.outcome === "meeting_booked") {
    close += 2;
    add({ code: "close.meeting_booked", stage: "close", effect: "positive" });
  }
  if (close === 0) add({ code: "close.no_close", stage: "close", effect: "negative" });
  const pushyClose = r.turns.find((t) => t.reading.acts.has("pushy"));
  if (pushyClose) {
    close -= 3;
    add({ code: "close.pushy", stage: "close", effect: "negative", quote: pushyClose.reading.quotes.get("pushy") });
  }

  const scores: StageScores = {
    introduction: clamp10(intro),
    mapping: clamp10(mapping),
    productPresentation: clamp10(presentation),
    objectionHandling: clamp10(objections),
    close: clamp10(close),
  };

  // A quote is evidence once per stage; every stage under 7 ends with a line to try next time.
  for (const stage of STAGES) {
    const seen = new Set<string>();
    for (const f of findings) {
      if (f.stage !== stage || !f.quote) continue;
      if (seen.has(f.quote)) delete f.quote;
      else seen.add(f.quote);
    }
    if (scores[stage] < 7) add({ code: `try.${stage}`, stage, effect: "neutral" });
  }

  // ---- overall
  const ranked = [...STAGES].sort((x, y) => scores[y] - scores[x]);
  add({ code: "overall.strongest", stage: "overall", effect: "positive", params: { stage: ranked[0] as Stage } });
  const weakest = ranked[ranked.length - 1] as Stage;
  // Only named when there is something real to work on.
  if (scores[weakest] < 8) add({ code: "overall.weakest", stage: "overall", effect: "negative", params: { stage: weakest } });
  if (r.final.outcome === "meeting_booked") add({ code: "overall.meeting_booked", stage: "overall", effect: "positive" });
  if (r.final.outcome === "hung_up") add({ code: "overall.hung_up", stage: "overall", effect: "negative" });
  if (r.final.trust >= 60) add({ code: "overall.trust_high", stage: "overall", effect: "positive" });
  else if (r.final.trust < 30) add({ code: "overall.trust_low", stage: "overall", effect: "negative" });
  if (any("rude")) add({ code: "overall.rude", stage: "overall", effect: "negative", quote: firstQuote("rude") });
  if (any("break_character")) add({ code: "overall.break_character", stage: "overall", effect: "negative", quote: firstQuote("break_character") });

  return { scores, findings, final: r.final };
}

/** The sentence that asked into the concern: the clarifying question, else the open or discovery question. */
function clarifyingQuote(reading: Reading): string | undefined {
  const asked = ["objection_clarify", "open_question", "discovery_pain", "discovery_impact", "discovery_situation", "discovery_budget", "discovery_timeline", "discovery_decision"] as const;
  for (const act of asked) {
    const q = reading.quotes.get(act);
    if (q) return q;
  }
  return undefined;
}
