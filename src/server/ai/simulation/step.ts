import { DIFFICULTY } from "./difficulty";
import type { Persona } from "./persona";
import { type Reading, readMessage } from "./reader";
import { type CustomerState, clamp } from "./state";
import type { Intent, LanguagePack, Objection, Topic } from "./types";

/** What the customer will do this turn, and the facts the words need. */
export interface Decision {
  intent: Intent;
  /** Placeholder values for the line: pain, impact, objection, time, solution, budget, timeline, decider. */
  facts: Record<string, string>;
  /** The objection raised, resolved or still open this turn. */
  objection?: Objection;
  /** The customer ends the call after this reply. */
  callEnded: boolean;
}

export interface StepResult {
  state: CustomerState;
  decision: Decision;
  reading: Reading;
}

/** What the customer has told about their pains: topics and their own words, for benefits tied to them. */
function revealedPains(persona: Persona, state: CustomerState): { topics: Set<Topic>; texts: string[] } {
  const topics = new Set<Topic>();
  const texts: string[] = [];
  persona.pains.forEach((p, i) => {
    if (state.revealed.includes(`pain:${i}`)) {
      topics.add(p.topic);
      texts.push(p.text);
    }
    if (state.revealed.includes(`impact:${i}`)) texts.push(p.impact);
  });
  return { topics, texts };
}

/**
 * One turn of the simulation: reads the salesperson's message, moves the state and decides the customer's
 * intent. Pure and deterministic: the same persona, state and message always give the same result, so a
 * transcript can be replayed to rate it and the llm engine can use the same state.
 */
export function step(persona: Persona, before: CustomerState, message: string, pack: LanguagePack): StepResult {
  const d = DIFFICULTY[persona.difficulty];
  const s: CustomerState = structuredClone(before);
  s.turn += 1;
  const pains = revealedPains(persona, s);
  const reading = readMessage(message, pack, pains.topics, pains.texts);
  const a = reading.acts;
  const gain = (n: number) => n * d.gain;
  const loss = (n: number) => n * d.loss;
  const facts: Record<string, string> = {};
  let objection: Objection | undefined;
  let callEnded = false;

  // Every turn costs a little patience; busy people have less to spend.
  s.patience = clamp(s.patience - (persona.personality === "busy" ? 4 : 2));
  if (a.has("introduces_self")) s.introduced = true;
  if (a.has("states_reason")) s.reasonGiven = true;
  if (a.has("question") && !a.has("closed_question")) s.patience = clamp(s.patience + 1);

  const nextUnraised = () => persona.objections.find((o) => !s.raised.includes(o));
  const raise = (o: Objection): Intent => {
    s.raised.push(o);
    s.open = o;
    s.objectionWork = { acknowledged: false, clarified: false, answered: 0 };
    s.resistance = clamp(s.resistance + 5);
    objection = o;
    facts.objection = persona.objectionTexts[o];
    return "raise_objection";
  };
  const revealNext = (kind: "pain" | "impact", preferred: Set<Topic>): Intent | null => {
    const order = persona.pains
      .map((p, i) => ({ p, i }))
      .sort((x, y) => Number(preferred.has(y.p.topic)) - Number(preferred.has(x.p.topic)) || y.p.intensity - x.p.intensity);
    if (kind === "pain") {
      const next = order.find(({ i }) => !s.revealed.includes(`pain:${i}`));
      if (!next) return null;
      s.revealed.push(`pain:${next.i}`);
      facts.pain = next.p.text;
      s.interest = clamp(s.interest + gain(4));
      return "reveal_pain";
    }
    const next = order.find(({ i }) => s.revealed.includes(`pain:${i}`) && !s.revealed.includes(`impact:${i}`));
    if (!next) return null;
    s.revealed.push(`impact:${next.i}`);
    facts.pain = next.p.text;
    facts.impact = next.p.impact;
    s.interest = clamp(s.interest + gain(6));
    return "reveal_impact";
  };
  const revealFact = (key: "budget" | "timeline" | "decision" | "situation"): Intent => {
    if (!s.revealed.includes(key)) s.revealed.push(key);
    facts.budget = persona.budget;
    facts.timeline = persona.timeline;
    facts.decider = persona.decider;
    facts.solution = persona.solution;
    const intents = { budget: "reveal_budget", timeline: "reveal_timeline", decision: "reveal_decision", situation: "answer_situation" } as const;
    return intents[key];
  };

  let intent: Intent = "neutral";
  const opening = s.turn <= 2 && (persona.scenario === "cold_call" || persona.scenario === "lead_call");

  if (before.outcome === "meeting_booked") {
    intent = "goodbye";
    callEnded = true;
  } else if (a.has("break_character")) {
    intent = "stay_in_character";
    s.trust = clamp(s.trust - loss(5));
    s.patience = clamp(s.patience - loss(8));
  } else if (a.has("rude")) {
    intent = "offended";
    s.trust = clamp(s.trust - loss(25));
    s.patience = clamp(s.patience - loss(30));
    if (persona.difficulty === "hard") s.patience = 0;
  } else if (a.has("pushy")) {
    intent = "pushback";
    s.trust = clamp(s.trust - loss(10));
    s.patience = clamp(s.patience - loss(10));
    s.resistance = clamp(s.resistance + loss(10));
  } else if (a.has("goodbye") && !a.has("propose_next_step") && !a.has("question")) {
    intent = "goodbye";
    callEnded = true;
  } else if (opening && !s.introduced) {
    intent = "ask_who";
    s.patience = clamp(s.patience - loss(8));
    s.trust = clamp(s.trust - loss(3));
  } else if (opening && !s.reasonGiven && !a.has("question")) {
    intent = "ask_reason";
    s.patience = clamp(s.patience - loss(5));
  } else if (opening && a.has("asks_permission") && !s.open) {
    intent = persona.personality === "busy" || s.patience < 50 ? "busy_but_listening" : "grant_permission";
    s.trust = clamp(s.trust + gain(5));
  } else if (s.open && (a.has("objection_acknowledge") || !(a.has("propose_next_step") || a.has("ask_commitment")))) {
    intent = workOnObjection(s, a, persona, facts, gain, loss);
    objection = s.open ?? objection;
  } else if (
    a.has("propose_next_step") ||
    a.has("ask_commitment") ||
    (before.lastIntent === "ask_for_time" && a.has("specific_time"))
  ) {
    if (a.has("propose_next_step")) s.nextStepTurn = s.turn;
    const pending = nextUnraised();
    if (s.open) {
      intent = "objection_persists";
      objection = s.open;
      facts.objection = persona.objectionTexts[s.open];
      s.patience = clamp(s.patience - loss(6));
    } else if (pending && s.raised.length < Math.min(persona.objections.length, 1 + s.resolved.length) && s.pitches + s.revealed.length >= 2) {
      // Asked to commit, the customer voices the doubt they have been holding.
      intent = raise(pending);
    } else if (s.interest >= d.agreeInterest) {
      if (a.has("specific_time")) {
        intent = "agree_next_step";
        // The customer confirms the time the salesperson named. Estonian and Russian inflect a time by its role
        // in the sentence, so echoing the salesperson's words could be ungrammatical: there the customer agrees
        // with a line that does not repeat the time.
        facts.time =
          persona.language === "et" || persona.language === "ru" ? "" : (timeExpression(message, pack) ?? persona.meetingTime);
        s.outcome = "meeting_booked";
        s.trust = clamp(s.trust + gain(5));
      } else {
        intent = "ask_for_time";
        facts.time = persona.meetingTime;
      }
    } else if (pending && s.pitches > 0) {
      intent = raise(pending);
    } else {
      intent = "hesitate";
      s.patience = clamp(s.patience - loss(3));
    }
  } else if (a.has("benefit_tied")) {
    s.pitches += 1;
    const pending = nextUnraised();
    if (pending && s.pitches >= 2 && s.raised.length <= s.resolved.length) {
      s.interest = clamp(s.interest + gain(8));
      intent = raise(pending);
    } else {
      intent = "interested";
      s.interest = clamp(s.interest + gain(a.has("trial_close") ? 18 : 15));
      s.trust = clamp(s.trust + gain(5));
      const tied = persona.pains.find((p) => reading.topics.has(p.topic));
      facts.pain = tied?.text ?? persona.pains[0]?.text ?? "";
    }
  } else if (a.has("trial_close")) {
    const pending = nextUnraised();
    if (pending && s.pitches > 0 && s.raised.length <= s.resolved.length) {
      intent = raise(pending);
    } else if (s.interest >= d.agreeInterest - 10) {
      intent = "interested";
      facts.pain = persona.pains[0]?.text ?? "";
      s.interest = clamp(s.interest + gain(3));
    } else {
      intent = "hesitate";
    }
  } else if (a.has("discovery_pain") || a.has("discovery_impact")) {
    if (s.trust < d.revealTrust && !a.has("empathy")) {
      intent = "deflect";
      s.trust = clamp(s.trust + gain(3));
    } else {
      intent = (a.has("discovery_impact") ? revealNext("impact", reading.topics) : null) ?? revealNext("pain", reading.topics) ?? revealNext("impact", reading.topics) ?? "short_answer";
      s.trust = clamp(s.trust + gain(4));
    }
  } else if (a.has("discovery_budget") || a.has("discovery_decision")) {
    if (s.trust < d.revealTrust + 10) {
      intent = "deflect";
      s.trust = clamp(s.trust + gain(2));
    } else {
      intent = revealFact(a.has("discovery_budget") ? "budget" : "decision");
      s.trust = clamp(s.trust + gain(3));
    }
  } else if (a.has("discovery_timeline")) {
    intent = revealFact("timeline");
    s.trust = clamp(s.trust + gain(2));
  } else if (a.has("discovery_situation") || (a.has("open_question") && !s.revealed.includes("situation"))) {
    intent = revealFact("situation");
    s.trust = clamp(s.trust + gain(4));
    s.interest = clamp(s.interest + gain(2));
  } else if (a.has("feature_dump")) {
    s.pitches += 1;
    intent = "bored_by_features";
    s.interest = clamp(s.interest - loss(5));
    s.patience = clamp(s.patience - loss(8));
  } else if (a.has("price_statement")) {
    s.pitches += 1;
    intent = persona.objections.includes("price") && !s.raised.includes("price") ? raise("price") : "neutral";
  } else if (a.has("benefit") || a.has("feature")) {
    s.pitches += 1;
    const pending = nextUnraised();
    if (s.revealed.length === 0) {
      intent = "bored_by_features";
      s.interest = clamp(s.interest - loss(3));
    } else if (pending && s.pitches >= 2 && s.raised.length <= s.resolved.length) {
      intent = raise(pending);
    } else {
      intent = "neutral";
      s.interest = clamp(s.interest + gain(3));
    }
  } else if (a.has("empathy")) {
    intent = "appreciate_empathy";
    s.trust = clamp(s.trust + gain(8));
  } else if (a.has("monologue")) {
    intent = "lost_in_monologue";
    s.patience = clamp(s.patience - loss(10));
    s.interest = clamp(s.interest - loss(3));
  } else if (a.has("off_topic")) {
    intent = "redirect_off_topic";
    s.patience = clamp(s.patience - loss(5));
  } else if (a.has("closed_question")) {
    intent = "short_answer";
  } else if (a.has("asks_permission") && s.turn <= 3) {
    intent = persona.personality === "busy" || s.patience < 50 ? "busy_but_listening" : "grant_permission";
    s.trust = clamp(s.trust + gain(5));
  } else if (a.has("open_question") || a.has("question")) {
    intent = (s.trust >= d.revealTrust ? revealNext("pain", reading.topics) : null) ?? "short_answer";
  } else if (a.has("states_reason") || a.has("introduces_self") || a.has("greeting")) {
    intent = persona.personality === "busy" ? "busy_but_listening" : "neutral";
  }

  // Warm acts add a little on top of whatever the turn was about.
  if (intent !== "appreciate_empathy" && a.has("empathy")) s.trust = clamp(s.trust + gain(3));
  if (a.has("introduces_self") && s.turn <= 2) s.trust = clamp(s.trust + gain(4));
  if (a.has("states_reason") && s.turn <= 3) s.interest = clamp(s.interest + gain(3));

  if (d.canHangUp && s.patience <= 0 && s.outcome === null) {
    intent = "hang_up";
    s.outcome = "hung_up";
    callEnded = true;
  }
  s.lastIntent = intent;
  if (callEnded) s.callOver = true;
  return { state: s, decision: { intent, facts, objection, callEnded }, reading };
}

/** The words that name a time in the message ("Tuesday at 10am"): from the first time word to the last. */
function timeExpression(message: string, pack: LanguagePack): string | null {
  let from = Infinity;
  let to = -1;
  for (const re of pack.acts.specific_time) {
    const g = new RegExp(re.source, re.flags.includes("g") ? re.flags : `${re.flags}g`);
    for (const m of message.matchAll(g)) {
      from = Math.min(from, m.index);
      to = Math.max(to, m.index + m[0].length);
    }
  }
  if (to < 0 || to - from > 40) return null;
  return message.slice(from, to).trim();
}

function workOnObjection(
  s: CustomerState,
  a: Set<string>,
  persona: Persona,
  facts: Record<string, string>,
  gain: (n: number) => number,
  loss: (n: number) => number,
): Intent {
  const open = s.open as Objection;
  facts.objection = persona.objectionTexts[open];
  const w = s.objectionWork;
  if (a.has("objection_acknowledge") || a.has("empathy")) w.acknowledged = true;
  if (a.has("objection_clarify") || (a.has("question") && !a.has("closed_question"))) w.clarified = true;
  if (a.has("benefit_tied") || a.has("benefit") || a.has("check_understanding")) w.answered += 1;
  if (a.has("feature_dump") || a.has("pushy")) {
    s.patience = clamp(s.patience - loss(8));
    s.resistance = clamp(s.resistance + loss(5));
    return "objection_persists";
  }
  const needed = persona.difficulty === "hard" ? 3 : persona.difficulty === "medium" ? 2 : 1;
  const progress = Number(w.acknowledged) + Number(w.clarified) + Math.min(w.answered, 2);
  if (progress >= needed + (w.answered > 0 ? 0 : 1)) {
    s.resolved.push(open);
    s.open = null;
    s.resistance = clamp(s.resistance - gain(15));
    s.trust = clamp(s.trust + gain(8));
    s.interest = clamp(s.interest + gain(8));
    return "objection_resolved";
  }
  if (w.clarified && !w.answered && a.has("objection_clarify")) {
    s.trust = clamp(s.trust + gain(3));
    return "objection_persists";
  }
  s.patience = clamp(s.patience - loss(4));
  return "objection_persists";
}
