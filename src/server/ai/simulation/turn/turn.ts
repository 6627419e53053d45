import type { ReaderAct } from "../../reader/acts";
import { type TimeSlot, readTimeSlots } from "../../reader/slots";
import { DIFFICULTY, type DifficultyProfile } from "../difficulty";
import { type Memory, emptyMemory, isRepetition, normaliseSaid } from "../memory";
import { type Pain, type Persona, personaSize } from "../persona";
import { createRng } from "../random";
import { LANGUAGE_PACKS } from "../../language";
import { type Reading, asksHowTheyAre, readMessage, stems } from "../reader";
import { type CustomerState, clamp } from "../state";
import type { Act, Intent, LanguagePack, Objection, Topic } from "../types";

/** What a discovery question is about; "about" is the customer itself (its role, its company). */
export type Area = "situation" | "pain" | "impact" | "budget" | "timeline" | "decision" | "about";
export const AREA_ACTS: ReadonlyArray<readonly [Act, Area]> = [
  ["ask_about_customer", "about"],
  ["discovery_impact", "impact"],
  ["discovery_pain", "pain"],
  ["discovery_budget", "budget"],
  ["discovery_decision", "decision"],
  ["discovery_timeline", "timeline"],
  ["discovery_situation", "situation"],
];
/** How sure the reader must be of a question's subject for the customer to treat it as asked (the mixed reader's probabilities are softer than one model's). */
const SURE = 0.7;

/** A short "yes" to what the customer itself suggested. */
const AFFIRMATIVE =
  /^\s*(?:yes|yeah|yep|yup|sure|ok(?:ay)?|perfect|great|deal|sounds good|fine|jah|jaa|jep|sobib|olgu|okei|selge|sí|si|vale|claro|perfecto|de acuerdo|dale|да|ага|хорошо|ок|отлично|договорились|идёт|идет)(?!\p{L})[\s!.,]*(?:\p{L}+[\s!.,]*){0,4}$/iu;

/** The number the customer puts on pain i ("it eats about two days every month"): the same all call. */
function figureOf(persona: Persona, i: number, pain: Pain, pack: LanguagePack = LANGUAGE_PACKS[persona.language]): string {
  return createRng(`${persona.seed}:figure:${i}`).pick(pack.persona.figures[pain.topic]);
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
    // "So those two days go down to an afternoon" takes up the number the customer put on it.
    if (state.revealed.includes(`figure:${i}`)) texts.push(figureOf(persona, i, p));
  });
  return { topics, texts };
}

/**
 * One turn being decided: the salesperson's message as read, the state being changed (a copy of the one before),
 * the facts the customer's words will need, and the moves the rules share (raise a concern, reveal a pain, answer
 * a question about one area with memory).
 */
export class Turn {
  readonly d: DifficultyProfile;
  /** The state after this turn; the rules change it. */
  readonly s: CustomerState;
  readonly m: Memory;
  readonly reading: Reading;
  readonly a: ReadonlySet<Act>;
  readonly facts: Record<string, string> = {};
  objection: Objection | undefined;
  callEnded = false;
  repeated = false;
  /** The customer asks its own question again (the intent, or the follow-up when there is one): it went unanswered. */
  askedAgain = false;
  followUp: Intent | undefined;
  /** A sentence presents the offer ("we help teams like yours cut …" as the reason for the call does not). */
  readonly pitched: boolean;
  /** The salesperson said this (nearly) word for word before. */
  readonly isRepeat: boolean;
  /** The areas asked about, the one the reader is surest of first. */
  readonly areas: Area[];
  /** The first two turns of a call the customer did not expect. */
  readonly opening: boolean;
  /** A plain "yes" to the time the customer itself suggested (no new time, no open concern). */
  readonly yesToSuggestion: boolean;

  constructor(
    readonly persona: Persona,
    readonly before: CustomerState,
    readonly message: string,
    readonly pack: LanguagePack,
    sentenceActs?: ReadonlyArray<readonly ReaderAct[]>,
  ) {
    this.d = DIFFICULTY[persona.difficulty];
    this.s = structuredClone(before);
    this.s.memory ??= emptyMemory();
    this.m = this.s.memory;
    this.s.turn += 1;
    const pains = revealedPains(persona, this.s);
    this.reading = readMessage(message, pack, pains.topics, pains.texts, sentenceActs);
    this.a = this.reading.acts;
    this.pitched = this.reading.sentences.some(
      (x) => (x.acts.includes("benefit") || x.acts.includes("feature") || x.acts.includes("proof")) && !x.acts.includes("states_reason"),
    );
    this.isRepeat = isRepetition(normaliseSaid(message), this.m.said);
    this.areas = AREA_ACTS.filter(([act]) => this.a.has(act))
      .sort((x, y) => (this.reading.confidence.get(y[0]) ?? 0) - (this.reading.confidence.get(x[0]) ?? 0))
      .map(([, area]) => area);
    this.opening = this.s.turn <= 2 && (persona.scenario === "cold_call" || persona.scenario === "lead_call");
    this.yesToSuggestion =
      before.lastIntent === "ask_for_time" &&
      Boolean(this.m.suggestedTime) &&
      this.reading.times.length === 0 &&
      (AFFIRMATIVE.test(message) || this.a.has("confirmation")) &&
      !this.s.open;
  }

  /**
   * The answer to small talk: "how are you?" or "how was your weekend?" gets a word about the customer's day;
   * other small talk ("Did you catch the game?", "Lovely weather") is brushed aside on the way to the point.
   */
  smallTalkAnswer(): Intent {
    return this.reading.sentences.some((x) => asksHowTheyAre(x.text, this.pack)) ? "small_talk_reply" : "small_talk_chat";
  }

  /**
   * The salesperson talks as if the customer had agreed to a next step or a deal ("I'll send the contract over"),
   * when it has not: no time it asked for was just given.
   */
  assumesAgreement(): boolean {
    const answersItsQuestion = this.before.lastIntent === "ask_for_time" && this.reading.times.length > 0;
    return !answersItsQuestion && this.reading.sentences.some((x) => this.pack.assumesAgreement.test(x.text));
  }

  /** The agreed meeting time as a slot, read back from the customer's own words; undefined until one is agreed. */
  agreedSlot(): TimeSlot | undefined {
    return this.m.agreedTime ? readTimeSlots(this.m.agreedTime, this.persona.language)[0] : undefined;
  }

  /** A gain in trust or interest, scaled by the difficulty. */
  gain(n: number): number {
    return n * this.d.gain;
  }

  /** A loss of patience or trust, scaled by the difficulty. */
  loss(n: number): number {
    return n * this.d.loss;
  }

  /** Adds to (or takes from) one of the customer's gauges, kept within 0-100. */
  change(gauge: "trust" | "interest" | "patience" | "resistance", by: number): void {
    this.s[gauge] = clamp(this.s[gauge] + by);
  }

  /** The persona's next concern not yet voiced. */
  nextUnraised(): Objection | undefined {
    return this.persona.objections.find((o) => !this.s.raised.includes(o));
  }

  /** The customer voices a concern: it is open now and work on it starts from nothing. */
  raise(o: Objection): Intent {
    this.s.raised.push(o);
    this.s.open = o;
    this.m.said = [];
    this.s.objectionWork = { acknowledged: false, clarified: false, answered: 0 };
    this.change("resistance", 5);
    this.objection = o;
    this.facts.objection = this.persona.objectionTexts[o];
    return "raise_objection";
  }

  /** The customer names its next pain (or the impact of one named), the topics asked about first. */
  revealNext(kind: "pain" | "impact", preferred: ReadonlySet<Topic>): Intent | null {
    const { persona, s } = this;
    const order = persona.pains
      .map((p, i) => ({ p, i }))
      .sort((x, y) => Number(preferred.has(y.p.topic)) - Number(preferred.has(x.p.topic)) || y.p.intensity - x.p.intensity);
    if (kind === "pain") {
      const next = order.find(({ i }) => !s.revealed.includes(`pain:${i}`));
      if (!next) return null;
      s.revealed.push(`pain:${next.i}`);
      this.facts.pain = next.p.text;
      this.change("interest", this.gain(4));
      return "reveal_pain";
    }
    const next = order.find(({ i }) => s.revealed.includes(`pain:${i}`) && !s.revealed.includes(`impact:${i}`));
    if (!next) return null;
    s.revealed.push(`impact:${next.i}`);
    this.facts.pain = next.p.text;
    const figure = this.figure(next.i, next.p);
    this.facts.impact = figure ? `${figure}${this.pack.persona.figureJoin}${next.p.impact}` : next.p.impact;
    this.change("interest", this.gain(6));
    return "reveal_impact";
  }

  /**
   * "How much time does that eat up, roughly?": what the pain costs as a number ("it eats about two days every
   * month"), the same one whenever it is asked, when the message asks for a quantity; else nothing.
   */
  figure(i: number, pain: Pain): string | null {
    if (!this.message.includes("?") && !this.message.includes("¿")) return null;
    if (!this.pack.asksQuantity.test(this.message)) return null;
    if (!this.s.revealed.includes(`figure:${i}`)) this.s.revealed.push(`figure:${i}`);
    return this.figureOf(i, pain);
  }

  /** The number the customer puts on pain i: drawn once from the persona's seed, the same all call. */
  figureOf(i: number, pain: Pain): string {
    return figureOf(this.persona, i, pain, this.pack);
  }

  /**
   * "So if I've got it right, the reconciling is manual and takes days?": a summary says back something the
   * customer told (a pain, what it costs, its set-up, who it is) when it shares a word stem with it. A household's
   * customer answers from facts this does not hold, so its summaries are taken as fair.
   */
  fairSummary(): boolean {
    const { persona, s, reading } = this;
    if (persona.household) return true;
    const told = [...revealedPains(persona, s).texts, persona.role, persona.industry];
    if (s.revealed.includes("situation")) told.push(persona.solution);
    for (const key of ["budget", "timeline"] as const) if (s.revealed.includes(key)) told.push(persona[key]);
    if (s.revealed.includes("decision")) told.push(persona.decider);
    persona.pains.forEach((p, i) => {
      if (s.revealed.includes(`figure:${i}`)) told.push(this.figureOf(i, p));
    });
    const toldStems = new Set(told.flatMap(stems));
    const summaries = reading.sentences.filter((x) => x.acts.includes("summary"));
    return summaries.some((x) => stems(x.text).some((w) => toldStems.has(w)));
  }

  /** The persona's facts the words may use: budget, timeline, who decides, the current solution, the size. */
  personaFacts(): void {
    const { persona, facts } = this;
    facts.budget = persona.budget;
    facts.timeline = persona.timeline;
    facts.decider = persona.decider;
    facts.solution = persona.solution;
    facts.size = String(personaSize(persona));
  }

  revealFact(key: "budget" | "timeline" | "decision" | "situation"): Intent {
    if (!this.s.revealed.includes(key)) this.s.revealed.push(key);
    this.personaFacts();
    const intents = { budget: "reveal_budget", timeline: "reveal_timeline", decision: "reveal_decision", situation: "answer_situation" } as const;
    return intents[key];
  }

  /** How often the customer has already answered this area (a deflected question was not answered). */
  askedBefore(area: Area): number {
    return this.m.asked[area] ?? 0;
  }

  /** The reader is sure the message asks about this area. */
  sure(area: Area): boolean {
    return (this.reading.confidence.get(AREA_ACTS.find(([, ar]) => ar === area)?.[0] as Act) ?? 0) >= SURE;
  }

  /** The customer's answer to a question about one area, with memory: the same question gets the same answer. */
  answerArea(area: Area, count: number): Intent {
    const { m, s, persona, reading } = this;
    m.asked[area] = (m.asked[area] ?? 0) + 1;
    if (area === "about") {
      this.personaFacts();
      if (count > 1) this.repeated = true;
      return "answer_about_self";
    }
    if (area === "pain" || area === "impact") {
      // The same words again get the same answer; "anything else?" gets the next pain.
      const impactFirst = !this.isRepeat && area === "impact" ? this.revealNext("impact", reading.topics) : null;
      if (impactFirst) return impactFirst;
      // Asked how much a cost already told comes to, the customer puts a number on it (once; then "as I said").
      const unnumbered = area === "impact" ? persona.pains.findIndex((_, i) => s.revealed.includes(`impact:${i}`) && !s.revealed.includes(`figure:${i}`)) : -1;
      const told = persona.pains[unnumbered];
      const figure = told ? this.figure(unnumbered, told) : null;
      if (told && figure) {
        this.facts.pain = told.text;
        this.facts.impact = figure;
        return "reveal_impact";
      }
      const fresh = this.isRepeat ? null : (this.revealNext("pain", reading.topics) ?? this.revealNext("impact", reading.topics));
      // "What does that cost you a week?" before any pain was named: the customer names it and what it costs.
      if (fresh === "reveal_pain" && area === "impact" && this.revealNext("impact", reading.topics)) this.followUp = "reveal_impact";
      if (fresh) return fresh;
      // Nothing new to tell: the customer repeats the worst pain it already named, with the number it put on it.
      const first = Math.max(
        0,
        persona.pains.findIndex((_, i) => s.revealed.includes(`pain:${i}`)),
      );
      const p = persona.pains[first];
      this.facts.pain = p?.text ?? "";
      this.facts.impact =
        p && s.revealed.includes(`figure:${first}`) ? `${this.figureOf(first, p)}${this.pack.persona.figureJoin}${p.impact}` : (p?.impact ?? "");
      this.repeated = true;
      // Asked about the pain again, it names the pain again ("As I said, my team spends hours…"), not its cost.
      return area === "impact" && s.revealed.includes(`impact:${first}`) ? "reveal_impact" : "reveal_pain";
    }
    if (count > 1 && s.revealed.includes(area)) this.repeated = true;
    return this.revealFact(area);
  }
}
