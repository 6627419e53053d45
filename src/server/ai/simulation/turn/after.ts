import { initiative, rivalNames } from "../initiative";
import type { Intent } from "../types";
import type { Turn } from "./turn";

/** Warm acts add a little on top of whatever the turn was about. */
export function warmth(t: Turn, intent: Intent): void {
  const { a, s } = t;
  if (intent !== "appreciate_empathy" && a.has("empathy")) t.change("trust", t.gain(3));
  if (a.has("introduces_self") && s.turn <= 2) t.change("trust", t.gain(4));
  if (a.has("states_reason") && s.turn <= 3) t.change("interest", t.gain(3));
}

/** Reactions after which a customer whose question was just passed over asks it again. */
const ASK_AGAIN_AFTER: readonly Intent[] = ["neutral", "interested", "appreciate_empathy", "raise_objection"];

/**
 * "Can you give me the exact price?" — "A firm your size went from 9 days to 3 with us.": the customer asks its
 * question once more, once, when the salesperson talks on without answering or asking anything.
 */
function askAgain(t: Turn, intent: Intent): Intent | undefined {
  const { s, m } = t;
  const last = m.initiative.at(-1);
  const passedOver = last === "ask_price" && m.lastInitiativeTurn === s.turn - 1 && !m.priceStated && !t.a.has("question");
  if (!passedOver || t.followUp || s.outcome !== null || !ASK_AGAIN_AFTER.includes(intent) || (m.askedAgain ?? []).includes(last)) return undefined;
  m.askedAgain = [...(m.askedAgain ?? []), last];
  m.lastInitiativeTurn = s.turn;
  t.askedAgain = true;
  if (intent === "neutral") return last;
  t.followUp = last;
  return intent;
}

/** Initiative: the questions a real buyer asks once the offer is on the table (what it costs, set-up, references…). */
export function takeInitiative(t: Turn, intent: Intent): Intent {
  const again = askAgain(t, intent);
  if (again) return again;
  const { s, m, d, persona } = t;
  const engaged = s.introduced && s.interest >= d.agreeInterest - 25;
  if (t.followUp || !engaged || s.outcome !== null || !(intent === "neutral" || intent === "interested" || intent === "objection_resolved") || s.pitches <= 0)
    return intent;
  const known = persona.custom?.currentCompetitor ?? persona.custom?.competitors[0];
  const ask = initiative(s, m, Boolean(known));
  if (!ask) return intent;
  if (ask === "ask_difference") t.facts.competitor = rivalNames(m).at(-1) ?? known ?? "";
  m.initiative.push(ask);
  m.lastInitiativeTurn = s.turn;
  if (intent === "neutral") return ask;
  t.followUp = ask;
  return intent;
}

/** Out of patience the customer hangs up: on any difficulty after insults, nonsense or repetition, else where allowed. */
export function hangUpWhenSpent(t: Turn, intent: Intent): Intent {
  const { s, m, d } = t;
  const canHangUp = d.canHangUp || m.insults >= 3 || m.nonsense >= 3 || m.repeats >= 4;
  if (!canHangUp || s.patience > 0 || s.outcome !== null) return intent;
  t.followUp = undefined;
  s.outcome = "hung_up";
  t.callEnded = true;
  return "hang_up";
}
