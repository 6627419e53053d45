import { ASKER_ACTS, PITCH_ACTS, type ReaderAct } from "../reader/acts";
import { renderTimeSlot } from "../reader/slots";
import { registerOf } from "../language/register";
import { DIFFICULTY } from "./difficulty";
import { initiative } from "./initiative";
import { type Memory, emptyMemory, isRepetition, normaliseSaid } from "./memory";
import { exploresObjection, workOnObjection } from "./objections";
import { mentions } from "./company-persona";
import { type Persona, personaSize } from "./persona";
import { hashText } from "./random";
import { type Reading, namesIn, readMessage } from "./reader";
import { type CustomerState, clamp } from "./state";
import type { Act, Intent, LanguagePack, Objection, Topic } from "./types";

/** What the customer will do this turn, and the facts the words need. */
export interface Decision {
  intent: Intent;
  /** Placeholder values for the line: pain, impact, objection, time, solution, budget, timeline, decider, size. */
  facts: Record<string, string>;
  /** The objection raised, resolved or still open this turn. */
  objection?: Objection;
  /** The customer ends the call after this reply. */
  callEnded: boolean;
  /** The customer already said this; the words start with "As I said". */
  repeated?: boolean;
  /** A second thing the customer says after the first: an answer to a second question, or a question of its own. */
  followUp?: Intent;
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

/** Acts that work on an open concern (acknowledging, answering, checking): such a message goes to the concern. */
const OBJECTION_WORK: readonly Act[] = ["objection_acknowledge", "objection_clarify", "empathy", "benefit", "benefit_tied", "proof", "check_understanding", "feature_dump", "pushy"];
type Area = "situation" | "pain" | "impact" | "budget" | "timeline" | "decision" | "about";
const AREA_ACTS: Array<[Act, Area]> = [
  ["ask_about_customer", "about"],
  ["discovery_impact", "impact"],
  ["discovery_pain", "pain"],
  ["discovery_budget", "budget"],
  ["discovery_decision", "decision"],
  ["discovery_timeline", "timeline"],
  ["discovery_situation", "situation"],
];
const BUSINESS_ACTS: readonly Act[] = [
  "states_reason",
  ...ASKER_ACTS,
  ...PITCH_ACTS,
  "price_statement",
  "propose_next_step",
  "ask_commitment",
  "trial_close",
  "objection_acknowledge",
  "objection_clarify",
  "summary",
];
/** A short "yes" to what the customer itself suggested. */
const AFFIRMATIVE = /^\s*(?:yes|yeah|yep|yup|sure|ok(?:ay)?|perfect|great|deal|sounds good|fine|jah|jaa|jep|sobib|olgu|okei|selge|sí|si|vale|claro|perfecto|de acuerdo|dale|да|ага|хорошо|ок|отлично|договорились|идёт|идет)(?!\p{L})[\s!.,]*(?:\p{L}+[\s!.,]*){0,4}$/iu;

/**
 * One turn of the simulation (ai-engine.md revision: read, then decide): reads the salesperson's message,
 * updates the state and the customer's memory, and decides what the customer does. Pure and deterministic: the
 * same persona, state and message always give the same result, so a transcript can be replayed to rate it and
 * the llm engine can use the same state.
 */
export function step(
  persona: Persona,
  before: CustomerState,
  message: string,
  pack: LanguagePack,
  /** Acts per sentence an engine's model read (the llm engine); without them the learned reader reads. */
  sentenceActs?: ReadonlyArray<readonly ReaderAct[]>,
): StepResult {
  const d = DIFFICULTY[persona.difficulty];
  const s: CustomerState = structuredClone(before);
  s.memory ??= emptyMemory();
  const m: Memory = s.memory;
  s.turn += 1;
  const pains = revealedPains(persona, s);
  const reading = readMessage(message, pack, pains.topics, pains.texts, sentenceActs);
  const a = reading.acts;
  const gain = (n: number) => n * d.gain;
  const loss = (n: number) => n * d.loss;
  const facts: Record<string, string> = {};
  let objection: Objection | undefined;
  let callEnded = false;
  let repeated = false;
  let followUp: Intent | undefined;
  // A pitch is a sentence that presents the offer; "we help teams like yours cut …" as the reason for the call is not.
  const pitchSentences = reading.sentences.filter(
    (x) => (x.acts.includes("benefit") || x.acts.includes("feature") || x.acts.includes("proof")) && !x.acts.includes("states_reason"),
  );
  const pitched = pitchSentences.length > 0;

  // Every turn costs a little patience; busy people have less to spend.
  s.patience = clamp(s.patience - (persona.personality === "busy" ? 4 : 2));
  if (a.has("introduces_self")) s.introduced = true;
  if (a.has("states_reason")) s.reasonGiven = true;
  if (a.has("open_question")) s.patience = clamp(s.patience + 1);
  if (a.has("price_statement")) m.priceStated = true;
  if (a.has("proof")) m.proofGiven = true;

  const introductions = reading.sentences.filter((x) => x.acts.includes("introduces_self")).flatMap((x) => namesIn(x.text, persona.language));
  if (introductions.length > 0) m.sellerNames = [...new Set([...(m.sellerNames ?? []), ...introductions.flatMap((n) => [n, ...n.split(/\s+/u)])])].slice(-8);
  const custom = persona.custom;
  const own = [persona.company, persona.name, ...persona.name.split(" "), ...(m.sellerNames ?? []), ...(custom ? [custom.productName] : [])].map((x) => x.toLowerCase());
  // A company scenario's competitors are known by name in any letter case or place ("xero is fine for us").
  const competitorsSaid = custom ? custom.competitors.filter((c) => mentions(message, c)) : [];
  const named = [...new Set([...reading.names.filter((n) => !own.includes(n.toLowerCase())), ...competitorsSaid])];
  if (named.length > 0) m.names = [...new Set([...(m.names ?? []), ...named])].slice(-4);
  const register = registerOf(message, persona.language);
  if (register) m.register = register;
  const said = normaliseSaid(message);
  const isRepeat = isRepetition(said, m.said);
  m.said = [...m.said, said].slice(-12);

  const nextUnraised = () => persona.objections.find((o) => !s.raised.includes(o));
  const raise = (o: Objection): Intent => {
    s.raised.push(o);
    s.open = o;
    m.said = [];
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
  const personaFacts = () => {
    facts.budget = persona.budget;
    facts.timeline = persona.timeline;
    facts.decider = persona.decider;
    facts.solution = persona.solution;
    facts.size = String(personaSize(persona));
  };
  const revealFact = (key: "budget" | "timeline" | "decision" | "situation"): Intent => {
    if (!s.revealed.includes(key)) s.revealed.push(key);
    personaFacts();
    const intents = { budget: "reveal_budget", timeline: "reveal_timeline", decision: "reveal_decision", situation: "answer_situation" } as const;
    return intents[key];
  };
  /** The customer's answer to a question about one area, with memory: the same question gets the same answer. */
  const answerArea = (area: Area, count: number): Intent => {
    m.asked[area] = (m.asked[area] ?? 0) + 1;
    if (area === "about") {
      personaFacts();
      if (count > 1) repeated = true;
      return "answer_about_self";
    }
    if (area === "pain" || area === "impact") {
      // The same words again get the same answer; "anything else?" gets the next pain.
      const impactFirst = !isRepeat && area === "impact" ? revealNext("impact", reading.topics) : null;
      const fresh = isRepeat ? null : (impactFirst ?? revealNext("pain", reading.topics) ?? revealNext("impact", reading.topics));
      // "What does that cost you a week?" before any pain was named: the customer names it and what it costs.
      if (fresh === "reveal_pain" && area === "impact" && !impactFirst && revealNext("impact", reading.topics)) followUp = "reveal_impact";
      if (fresh) return fresh;
      // Nothing new to tell: the customer repeats the worst pain it already named.
      const first = persona.pains.findIndex((_, i) => s.revealed.includes(`pain:${i}`));
      const p = persona.pains[Math.max(0, first)];
      facts.pain = p?.text ?? "";
      facts.impact = p?.impact ?? "";
      repeated = true;
      return s.revealed.includes(`impact:${Math.max(0, first)}`) ? "reveal_impact" : "reveal_pain";
    }
    if (count > 1 && s.revealed.includes(area)) repeated = true;
    return revealFact(area);
  };

  // A plain "yes" to the time the customer itself suggested (no new time, no open concern).
  const yesToSuggestion =
    before.lastIntent === "ask_for_time" && Boolean(m.suggestedTime) && reading.times.length === 0 && (AFFIRMATIVE.test(message) || a.has("confirmation")) && !s.open;
  let intent: Intent = "neutral";
  const opening = s.turn <= 2 && (persona.scenario === "cold_call" || persona.scenario === "lead_call");
  // The areas asked about, the one the reader is surest of first.
  /** How often the customer has already answered this area (a deflected question was not answered). */
  const askedBefore = (area: Area) => m.asked[area] ?? 0;
  // The areas asked about, the one the reader is surest of first.
  const areas = AREA_ACTS.filter(([act]) => a.has(act))
    .sort((x, y) => (reading.confidence.get(y[0]) ?? 0) - (reading.confidence.get(x[0]) ?? 0))
    .map(([, area]) => area);

  if (before.outcome === "meeting_booked") {
    intent = "goodbye";
    callEnded = true;
  } else if (a.has("gibberish") || (reading.words === 0 && !a.has("question"))) {
    m.nonsense += 1;
    intent = "confused";
    s.patience = clamp(s.patience - loss(12) * m.nonsense);
    s.trust = clamp(s.trust - loss(3));
    if (m.nonsense >= 3) s.patience = 0;
  } else if (a.has("other_language")) {
    intent = "ask_language";
    s.patience = clamp(s.patience - loss(6));
  } else if (a.has("break_character")) {
    intent = "stay_in_character";
    s.trust = clamp(s.trust - loss(5));
    s.patience = clamp(s.patience - loss(8));
  } else if (a.has("rude")) {
    m.insults += 1;
    intent = "offended";
    s.trust = clamp(s.trust - loss(25));
    s.patience = clamp(s.patience - loss(30));
    // Annoyed at once; gone by the third insult whatever the difficulty (by the second on hard).
    if (m.insults >= 3 || (persona.difficulty === "hard" && m.insults >= 2)) s.patience = 0;
  } else if (yesToSuggestion) {
    // "Yeah." to the time the customer itself offered: the meeting stands at that time.
    intent = "agree_next_step";
    facts.time = m.suggestedTime as string;
    m.agreedTime = m.suggestedTime;
    s.outcome = "meeting_booked";
    s.trust = clamp(s.trust + gain(5));
  } else if (a.has("pushy")) {
    intent = "pushback";
    s.trust = clamp(s.trust - loss(10));
    s.patience = clamp(s.patience - loss(10));
    s.resistance = clamp(s.resistance + loss(10));
  } else if (isRepeat && (areas.length === 0 || before.lastIntent === "deflect") && !(before.lastIntent === "ask_for_time" && reading.times.length > 0)) {
    m.repeats += 1;
    // Pressed for what it would not say, the customer holds its line; otherwise it says it answered already.
    intent = before.lastIntent === "deflect" ? "deflect" : "already_covered";
    repeated = intent === "deflect";
    s.patience = clamp(s.patience - loss(8) * m.repeats);
    if (m.repeats >= 4) s.patience = 0;
  } else if (persona.difficulty === "hard" && reading.words >= 40 && !a.has("question") && !s.open) {
    // A hard customer does not sit through a speech: it cuts in.
    intent = "lost_in_monologue";
    s.patience = clamp(s.patience - loss(8));
    s.interest = clamp(s.interest - loss(2));
    if (pitched) s.pitches += 1;
  } else if (a.has("goodbye") && !a.has("propose_next_step") && !a.has("question")) {
    intent = "goodbye";
    callEnded = true;
  } else if (opening && !s.introduced) {
    intent = "ask_who";
    s.patience = clamp(s.patience - loss(8));
    s.trust = clamp(s.trust - loss(3));
  } else if (opening && !s.reasonGiven && !areas.length && !a.has("asks_permission")) {
    intent = a.has("small_talk") ? "small_talk_reply" : "ask_reason";
    s.patience = clamp(s.patience - loss(5));
  } else if (opening && a.has("asks_permission") && !s.open) {
    intent = persona.personality === "busy" || s.patience < 50 ? "busy_but_listening" : "grant_permission";
    s.trust = clamp(s.trust + gain(5));
  } else if (a.has("confirmation") && !a.has("question") && !(before.lastIntent === "ask_for_time" && reading.times.length > 0)) {
    // An assumptive close: the salesperson states as agreed what the customer never agreed to.
    intent = "refuse_assumption";
    s.trust = clamp(s.trust - loss(6));
    s.resistance = clamp(s.resistance + loss(6));
    s.patience = clamp(s.patience - loss(5));
  } else if (s.open && areas.length > 0 && !exploresObjection(a, s.open) && !a.has("propose_next_step") && !a.has("ask_commitment") && !OBJECTION_WORK.some((x) => a.has(x))) {
    // A question about something else while a concern is open: the customer answers it, and says the concern
    // still stands ("Two of us decide. But as I said, we have too much on our plate right now.").
    const area = areas[0] as Area;
    intent = answerArea(area, askedBefore(area) + 1);
    if (!followUp) {
      followUp = "explain_objection";
      objection = s.open;
      facts.objection = persona.objectionTexts[s.open];
    }
    s.patience = clamp(s.patience - loss(3));
  } else if (
    s.open &&
    (a.has("objection_acknowledge") || a.has("objection_clarify") || a.has("check_understanding") || !(a.has("propose_next_step") || a.has("ask_commitment")))
  ) {
    intent = workOnObjection(s, a, persona, facts, gain, loss, message);
    objection = s.open ?? objection;
  } else if (!s.open && a.has("objection_clarify") && a.has("question") && areas.length === 0 && nextUnraised()) {
    // "What's holding you back?": asked for its doubts, the customer voices the one it has been holding.
    intent = raise(nextUnraised() as Objection);
  } else if (
    a.has("propose_next_step") ||
    a.has("ask_commitment") ||
    ((before.lastIntent === "ask_for_time" || a.has("confirmation")) && reading.times.length > 0)
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
      const offered = reading.times.map((t) => renderTimeSlot(t, persona.language));
      m.offered = [...m.offered, ...offered].slice(-6);
      if (offered.length > 0) {
        // Of several slots the customer takes exactly one and says it back.
        const pick = offered.length > 1 ? (offered[Math.abs(hashText(`${persona.seed}:${s.turn}`)) % offered.length] as string) : (offered[0] as string);
        intent = offered.length > 1 ? "choose_slot" : "agree_next_step";
        facts.time = pick;
        m.agreedTime = pick;
        s.outcome = "meeting_booked";
        s.trust = clamp(s.trust + gain(5));
      } else {
        intent = "ask_for_time";
        facts.time = persona.meetingTime;
        m.suggestedTime = persona.meetingTime;
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
  } else if (areas.length > 0) {
    const area = areas[0] as Area;
    const sensitive = area === "pain" || area === "impact" ? d.revealTrust : area === "budget" || area === "decision" ? d.revealTrust + 10 : -1;
    if (askedBefore(area) >= 2) {
      // The third time the same thing is asked the customer says so, and loses patience.
      intent = "already_covered";
      m.repeats += 1;
      s.patience = clamp(s.patience - loss(8) * m.repeats);
    } else if (s.trust < sensitive && !a.has("empathy")) {
      intent = "deflect";
      s.trust = clamp(s.trust + gain(area === "pain" || area === "impact" ? 3 : 2));
    } else {
      const sure = (x: Area) => (reading.confidence.get(AREA_ACTS.find(([, ar]) => ar === x)?.[0] as Act) ?? 0) >= 0.75;
      // "How do you handle it today, and what's the most annoying part?": the setup, then the pain.
      const painToo = area !== "pain" && area !== "impact" && areas.includes("pain") && sure("pain") && s.trust >= d.revealTrust;
      const second = painToo
        ? undefined
        : areas.find((x) => x !== area && x !== "pain" && x !== "impact" && askedBefore(x) === 0 && sure(x) && (x === "about" || x === "situation" || x === "timeline" || s.trust >= d.revealTrust + 10));
      intent = answerArea(area, askedBefore(area) + 1);
      s.trust = clamp(s.trust + gain(area === "situation" || area === "about" ? 4 : 3));
      if (area === "situation") s.interest = clamp(s.interest + gain(2));
      // Two questions at once: the customer answers the second too, when it may.
      // A question read two ways ("how many people are on the team?": the setup, or the customer itself) gets the
      // reading not answered yet too, even when the first was answered before.
      if (second && (!repeated || askedBefore(second) === 0)) {
        m.asked[second] = (m.asked[second] ?? 0) + 1;
        const intents = { about: "answer_about_self", situation: "answer_situation", timeline: "reveal_timeline", budget: "reveal_budget", decision: "reveal_decision" } as const;
        followUp = intents[second as keyof typeof intents];
        if (second !== "about" && !s.revealed.includes(second)) s.revealed.push(second);
        personaFacts();
      } else if (painToo && !repeated) {
        const pain = revealNext("pain", reading.topics);
        if (pain) {
          m.asked.pain = (m.asked.pain ?? 0) + 1;
          followUp = pain;
        }
      }
    }
  } else if (a.has("summary") || (a.has("check_understanding") && !pitched && (s.pitches > 0 || s.resolved.length > 0))) {
    // A fair summary, or "does that make sense?" after the offer: the customer confirms it followed.
    intent = a.has("summary") ? "agree_summary" : "understood";
    s.trust = clamp(s.trust + gain(6));
    s.interest = clamp(s.interest + gain(3));
  } else if (a.has("feature_dump")) {
    s.pitches += 1;
    intent = "bored_by_features";
    s.interest = clamp(s.interest - loss(5));
    s.patience = clamp(s.patience - loss(8));
  } else if (a.has("price_statement")) {
    s.pitches += 1;
    intent = persona.objections.includes("price") && !s.raised.includes("price") ? raise("price") : "neutral";
  } else if (pitched) {
    s.pitches += 1;
    const pending = nextUnraised();
    if (s.revealed.length === 0 && !a.has("proof")) {
      intent = "bored_by_features";
      s.interest = clamp(s.interest - loss(3));
    } else if (pending && s.pitches >= 2 && s.raised.length <= s.resolved.length) {
      intent = raise(pending);
    } else {
      intent = "neutral";
      s.interest = clamp(s.interest + gain(a.has("proof") ? 5 : 3));
    }
  } else if (a.has("empathy")) {
    intent = "appreciate_empathy";
    s.trust = clamp(s.trust + gain(8));
  } else if (a.has("monologue")) {
    intent = "lost_in_monologue";
    s.patience = clamp(s.patience - loss(10));
    s.interest = clamp(s.interest - loss(3));
  } else if (a.has("small_talk") && !BUSINESS_ACTS.some((x) => x !== "states_reason" && a.has(x))) {
    // "Hi, Kadri from Arvekeskus here. How's your day going?": the greeting is answered before the business.
    intent = "small_talk_reply";
    s.patience = clamp(s.patience - loss(persona.personality === "busy" ? 6 : 2));
    s.trust = clamp(s.trust + gain(persona.personality === "friendly" ? 3 : 1));
  } else if (a.has("asks_permission") && s.turn <= 3) {
    intent = persona.personality === "busy" || s.patience < 50 ? "busy_but_listening" : "grant_permission";
    s.trust = clamp(s.trust + gain(5));
  } else if (a.has("open_question")) {
    intent = !s.revealed.includes("situation") ? revealFact("situation") : ((s.trust >= d.revealTrust ? revealNext("pain", reading.topics) : null) ?? "short_answer");
  } else if (a.has("question")) {
    // A question the reader cannot place gets "why do you ask?", never a yes or a no picked at random.
    intent = reading.words === 0 ? "neutral" : "ask_what_meant";
  } else if (a.has("states_reason") || a.has("introduces_self") || a.has("greeting")) {
    intent = persona.personality === "busy" ? "busy_but_listening" : "neutral";
  }

  // Warm acts add a little on top of whatever the turn was about.
  if (intent !== "appreciate_empathy" && a.has("empathy")) s.trust = clamp(s.trust + gain(3));
  if (a.has("introduces_self") && s.turn <= 2) s.trust = clamp(s.trust + gain(4));
  if (a.has("states_reason") && s.turn <= 3) s.interest = clamp(s.interest + gain(3));

  // Initiative: the questions a real buyer asks once the offer is on the table.
  const engaged = s.introduced && s.interest >= d.agreeInterest - 25;
  if (!followUp && engaged && s.outcome === null && (intent === "neutral" || intent === "interested" || intent === "objection_resolved") && s.pitches > 0) {
    const known = custom?.currentCompetitor ?? custom?.competitors[0];
    const ask = initiative(s, m, Boolean(known));
    if (ask === "ask_difference") facts.competitor = m.names?.[m.names.length - 1] ?? known ?? "";
    if (ask) {
      m.initiative.push(ask);
      m.lastInitiativeTurn = s.turn;
      if (intent === "neutral") intent = ask;
      else followUp = ask;
    }
  }

  const canHangUp = d.canHangUp || m.insults >= 3 || m.nonsense >= 3 || m.repeats >= 4;
  if (canHangUp && s.patience <= 0 && s.outcome === null) {
    intent = "hang_up";
    followUp = undefined;
    s.outcome = "hung_up";
    callEnded = true;
  }
  s.lastIntent = intent;
  if (callEnded) s.callOver = true;
  return { state: s, decision: { intent, facts, objection, callEnded, repeated: repeated || undefined, followUp }, reading };
}
