import type { ReaderAct } from "../reader/acts";
import { fitToOffer, shapedPersona } from "./offer-fit";
import type { Persona } from "./persona";
import type { Reading } from "./reader";
import type { CustomerState } from "./state";
import { hangUpWhenSpent, takeInitiative, warmth } from "./turn/after";
import { asksForSomeoneElse } from "./turn/name-check";
import { observe } from "./turn/observe";
import { ruleFor } from "./turn/rules";
import { Turn } from "./turn/turn";
import type { Intent, LanguagePack, Objection } from "./types";

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
  /** The customer's own question (the follow-up, else the intent) is asked again: the salesperson went past it. */
  askedAgain?: boolean;
  /** A second thing the customer says after the first: an answer to a second question, or a question of its own. */
  followUp?: Intent;
  /** The salesperson asked for someone else by name ("Is this Sam?" to Michael): the customer says who it is first. */
  correctsName?: boolean;
  /** The salesperson just answered the customer's own question (set-up, contract): the customer takes note first. */
  notesAnswer?: boolean;
}

export interface StepResult {
  state: CustomerState;
  decision: Decision;
  reading: Reading;
  /** The name of the rule that decided the turn (turn/rules.ts); absent when none applied and the customer stayed neutral. */
  rule?: string;
}

/**
 * "Who does the set-up, you or us?" — "Setup takes about a week and we do the import.": the message tells what the
 * customer asked on its own last turn (set-up or contract terms), so its reply starts by taking note of it.
 */
function answersOwnQuestion(t: Turn): boolean {
  const { m, before } = t;
  const prior = before.memory;
  if (!prior || m.lastInitiativeTurn === null || m.lastInitiativeTurn !== t.s.turn - 1) return false;
  const last = m.initiative.at(-1);
  return (
    (last === "ask_setup" && Boolean(m.setupStated) && !prior.setupStated) || (last === "ask_contract" && Boolean(m.contractStated) && !prior.contractStated)
  );
}

/**
 * One turn of the simulation (ai-engine.md revision: read, then decide): reads the salesperson's message,
 * updates the state and the customer's memory, and decides what the customer does: the first of the ordered
 * rules in turn/rules.ts that applies decides, then warmth, the customer's own initiative and hanging up are
 * applied. Pure and deterministic: the same persona, state and message always give the same result, so a
 * transcript can be replayed to rate it and the llm engine can use the same state.
 */
export function step(
  persona: Persona,
  before: CustomerState,
  message: string,
  pack: LanguagePack,
  /** Acts per sentence an engine's model read (the llm engine); without them the learned reader reads. */
  sentenceActs?: ReadonlyArray<readonly ReaderAct[]>,
): StepResult {
  // What the salesperson says it sells shapes the pains the customer will name (before it has named one).
  const fitted = fitToOffer(persona, before, message, pack);
  const t = new Turn(shapedPersona(persona, fitted), fitted, message, pack, sentenceActs);
  observe(t);
  const notesAnswer = answersOwnQuestion(t);
  const rule = ruleFor(t);
  let intent: Intent = rule ? rule.decide(t) : "neutral";
  warmth(t, intent);
  intent = takeInitiative(t, intent);
  intent = hangUpWhenSpent(t, intent);
  t.s.lastIntent = intent;
  if (t.callEnded) t.s.callOver = true;
  const decision: Decision = {
    intent,
    facts: t.facts,
    objection: t.objection,
    callEnded: t.callEnded,
    repeated: t.repeated || undefined,
    askedAgain: t.askedAgain || undefined,
    followUp: t.followUp,
    correctsName: asksForSomeoneElse(t) || undefined,
    notesAnswer: (notesAnswer && !t.callEnded && intent !== "offended") || undefined,
  };
  return { state: t.s, decision, reading: t.reading, rule: rule?.name };
}
