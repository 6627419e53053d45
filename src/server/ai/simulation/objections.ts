import type { Persona } from "./persona";
import { type SentenceAct, stems } from "./reader";
import { type CustomerState, clamp } from "./state";
import type { Act, Intent, LanguagePack, Objection } from "./types";

/**
 * The questions that explore each concern: "who else decides?" explores "I can't decide this alone", not "we have
 * too much on our plate right now" (a question about something else leaves the concern where it was).
 */
const EXPLORES: Record<Objection, readonly Act[]> = {
  price: ["discovery_budget", "discovery_impact", "discovery_pain"],
  timing: ["discovery_timeline", "discovery_situation", "discovery_pain"],
  current_solution: ["discovery_situation", "discovery_pain"],
  authority: ["discovery_decision"],
  need: ["discovery_pain", "discovery_impact", "discovery_situation"],
  trust: ["discovery_situation", "discovery_pain"],
  contract: ["discovery_situation", "discovery_timeline"],
};

/** Whether a message asks into the open concern: a clarifying question, or an open or discovery question about it. */
export function exploresObjection(a: ReadonlySet<Act>, open: Objection): boolean {
  if (a.has("objection_clarify")) return true;
  const discovery = [...a].filter((x) => typeof x === "string" && x.startsWith("discovery_"));
  if (discovery.length === 0) return a.has("open_question");
  return discovery.some((x) => EXPLORES[open].includes(x));
}

/** The salesperson works on the open concern: acknowledge, explore, answer; an answer settles it. */
export function workOnObjection(
  s: CustomerState,
  a: Set<Act>,
  persona: Persona,
  facts: Record<string, string>,
  gain: (n: number) => number,
  loss: (n: number) => number,
  /** The salesperson's words: a company scenario's customer accepts the answer its manager wrote for the concern. */
  message = "",
  /** The message's sentences as read. */
  sentences: readonly SentenceAct[] = [],
  pack?: LanguagePack,
): Intent {
  const open = s.open as Objection;
  facts.objection = persona.objectionTexts[open];
  const w = s.objectionWork;
  const answeredBefore = w.answered;
  const resolution = persona.custom?.resolutions[open];
  if (resolution && answersWith(message, resolution)) {
    // The answer that resolves this concern counts twice: with it, a medium customer is settled at once.
    w.answered += 2;
    w.acknowledged = true;
  }
  if (a.has("objection_acknowledge") || a.has("empathy")) w.acknowledged = true;
  if (exploresObjection(a, open) || (pack && /[?¿]/u.test(message) && pack.asksForDoubts.test(message))) w.clarified = true;
  // Set-up terms beside a benefit tied to the customer's pain still answer a concern about price with that benefit.
  let fit = pack ? termsFit(open, sentences, pack) : "other";
  if (fit === "beside" && a.has("benefit_tied")) fit = "other";
  if (fit === "answers" || (fit !== "beside" && (a.has("benefit_tied") || a.has("benefit") || a.has("proof") || (checks(a) && explains(sentences)))))
    w.answered += 1;
  if (a.has("feature_dump") || a.has("pushy")) {
    s.patience = clamp(s.patience - loss(8));
    s.resistance = clamp(s.resistance + loss(5));
    return "objection_persists";
  }
  const needed = persona.difficulty === "hard" ? 3 : persona.difficulty === "medium" ? 2 : 1;
  const progress = Number(w.acknowledged) + Number(w.clarified) + Math.min(w.answered, 2);
  // A concern is settled by an answer: acknowledging and asking alone never settle it, not even after an answer
  // the customer already said missed its point ("I see. And what's behind that?" gets the reason, not a yes).
  if (w.answered > answeredBefore && progress >= needed) {
    s.resolved.push(open);
    s.open = null;
    s.resistance = clamp(s.resistance - gain(15));
    s.trust = clamp(s.trust + gain(8));
    s.interest = clamp(s.interest + gain(8));
    return "objection_resolved";
  }
  // Asked what lies behind it (before any answer, or after one that missed the point), the customer says.
  if (w.clarified && w.answered === answeredBefore && (a.has("objection_clarify") || a.has("open_question"))) {
    s.trust = clamp(s.trust + gain(3));
    return "explain_objection";
  }
  s.patience = clamp(s.patience - loss(4));
  return "objection_persists";
}

/**
 * What set-up and contract terms do for the open concern. "We can have you live in a week, we do the import" answers
 * "we've too much on right now", and "no long-term contract, cancel any time" answers "I don't want to be tied
 * in"; but a message that only says how quickly set-up goes is beside the point of "it's more than we pay now".
 */
function termsFit(open: Objection, sentences: readonly SentenceAct[], pack: LanguagePack): "answers" | "beside" | "other" {
  const told = sentences.filter((x) => !/[?¿]/u.test(x.text) && !x.acts.some((act) => NOT_AN_EXPLANATION.includes(act)));
  const setup = told.filter((x) => pack.offerTerms.setup.test(x.text));
  const contract = told.filter((x) => pack.offerTerms.contract.test(x.text));
  if (open === "timing" && setup.length > 0) return "answers";
  if (open === "contract" && contract.length > 0) return "answers";
  const aboutMoney = (x: SentenceAct) => pack.topics.cost.some((re) => re.test(x.text)) || x.acts.includes("proof");
  if (open === "price" && setup.length > 0 && told.every((x) => setup.includes(x) && !aboutMoney(x))) return "beside";
  return "other";
}

/** "Does that answer your question?", "Would that work for you?": the salesperson checks the answer landed. */
function checks(a: ReadonlySet<Act>): boolean {
  return a.has("check_understanding") || a.has("trial_close");
}

/** Sentences that do nothing but acknowledge or thank: they explain nothing. */
const NOT_AN_EXPLANATION: readonly Act[] = ["objection_acknowledge", "empathy", "thanks", "check_understanding", "trial_close", "question"];
/** The fewest words a statement needs to explain something. */
const EXPLANATION_WORDS = 6;

/**
 * The message explains something before it checks: "Many of our clients thought so at first. We start with a short
 * trial, and you pay only once you see it fixes <the pain>. Does that make sense?" answers the concern even where
 * the reader is unsure whether the middle sentence is a benefit or a feature. A check alone ("Does that make
 * sense?") answers nothing; an acknowledgement before it neither.
 */
function explains(sentences: readonly SentenceAct[]): boolean {
  return sentences.some(
    (x) =>
      !/[?¿]/u.test(x.text) &&
      x.text.split(/\s+/u).filter((w) => /\p{L}/u.test(w)).length >= EXPLANATION_WORDS &&
      !x.acts.some((act) => NOT_AN_EXPLANATION.includes(act)),
  );
}

/** The salesperson's words give the answer that resolves a concern: at least two of its content words, or half. */
export function answersWith(message: string, resolution: string): boolean {
  const wanted = new Set(stems(resolution));
  if (wanted.size === 0) return false;
  const hits = new Set(stems(message).filter((w) => wanted.has(w))).size;
  return hits >= Math.min(2, wanted.size) || hits >= wanted.size / 2;
}
