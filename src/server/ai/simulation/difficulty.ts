import type { Difficulty } from "../../../contract/practice";

/** How difficulty changes the customer (ai-engine.md: starting point and how fast the state moves). */
export interface DifficultyProfile {
  trust: number;
  interest: number;
  patience: number;
  resistance: number;
  /** Trust needed before the customer shares pains, budget, decision process. */
  revealTrust: number;
  /** Interest needed before the customer agrees to a next step. */
  agreeInterest: number;
  /** Multipliers for good and bad moves. */
  gain: number;
  loss: number;
  /** Whether the customer can end the call when patience runs out. */
  canHangUp: boolean;
  /** Objections the customer brings up over the call. */
  objectionCount: number;
}

export const DIFFICULTY: Record<Difficulty, DifficultyProfile> = {
  easy: {
    trust: 45,
    interest: 35,
    patience: 100,
    resistance: 30,
    revealTrust: 25,
    agreeInterest: 45,
    gain: 1.3,
    loss: 0.7,
    canHangUp: false,
    objectionCount: 1,
  },
  medium: { trust: 30, interest: 25, patience: 85, resistance: 50, revealTrust: 35, agreeInterest: 55, gain: 1, loss: 1, canHangUp: true, objectionCount: 2 },
  hard: {
    trust: 15,
    interest: 15,
    patience: 65,
    resistance: 70,
    revealTrust: 45,
    agreeInterest: 65,
    gain: 0.75,
    loss: 1.3,
    canHangUp: true,
    objectionCount: 3,
  },
};
