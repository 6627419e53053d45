import type { Intent } from "../types";
import type { Turn } from "./turn";

/**
 * One way the customer can react to a message: when it applies, and what it does then (it may change the state
 * and the turn's facts). The rules are tried in order and the first that applies decides.
 */
export interface TurnRule {
  /** What the rule recognises; tests and transcripts name it. */
  readonly name: string;
  readonly when: (t: Turn) => boolean;
  readonly decide: (t: Turn) => Intent;
}
