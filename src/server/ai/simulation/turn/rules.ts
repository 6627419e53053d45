import { DISCOVERY_RULE } from "./discovery-rule";
import { GUARD_RULES } from "./guard-rules";
import { NEXT_STEP_RULE } from "./next-step-rule";
import { OBJECTION_RULES } from "./objection-rules";
import { OFFER_RULES, TIED_RULES } from "./offer-rules";
import type { TurnRule } from "./rule";
import type { Turn } from "./turn";

/**
 * How the customer reacts, in order of precedence: the first rule that applies decides the turn. Guards (nonsense,
 * insults, repetition, the opening) come before the sales conversation; an open concern comes before a next step;
 * a next step before a pitch; a question before the offer; and the plainest reactions last.
 */
export const TURN_RULES: readonly TurnRule[] = [...GUARD_RULES, ...OBJECTION_RULES, NEXT_STEP_RULE, ...TIED_RULES, DISCOVERY_RULE, ...OFFER_RULES];

/** The rule that decides this turn, if any applies (none: the customer stays neutral). */
export function ruleFor(t: Turn): TurnRule | undefined {
  return TURN_RULES.find((rule) => rule.when(t));
}
