import type { Memory } from "./memory";
import type { CustomerState } from "./state";
import type { Intent } from "./types";

/** Names the salesperson said that the customer may weigh it against: not one it said it never tried. */
export function rivalNames(m: Memory): string[] {
  return (m.names ?? []).filter((n) => !m.asked[`product:${n.toLowerCase()}`]);
}

/** The next question the customer itself asks, if the call has reached the point a buyer would ask it. */
export function initiative(s: CustomerState, m: Memory, knowsCompetitors = false): Intent | null {
  if (m.lastInitiativeTurn !== null && s.turn - m.lastInitiativeTurn < 2) return null;
  const asked = (x: string) => m.initiative.includes(x);
  if (!m.priceStated && !asked("ask_price")) return "ask_price";
  // A name the salesperson said, or (a company scenario's customer) a competitor the customer knows itself.
  if ((rivalNames(m).length > 0 || knowsCompetitors) && !asked("ask_difference")) return "ask_difference";
  if (!asked("ask_setup") && !m.setupStated && s.pitches >= 1 && m.priceStated) return "ask_setup";
  if (!asked("ask_references") && !m.proofGiven && s.pitches >= 2) return "ask_references";
  if (!asked("ask_contract") && !m.contractStated && m.priceStated && (asked("ask_setup") || m.setupStated)) return "ask_contract";
  return null;
}
