/**
 * The rating stages and scores as plain values, without zod: the browser imports these, and the schema lives in
 * stages.ts (issue 15: the practice screen should not carry zod).
 */
/** The practice screen's rating stages, in call order. */
export const STAGES = ["introduction", "mapping", "productPresentation", "objectionHandling", "close"] as const;
export type Stage = (typeof STAGES)[number];

/** The manager views' names for the same stages. */
export const MANAGER_STAGES = ["opening", "discovery", "presentation", "objectionHandling", "closing"] as const;
export type ManagerStage = (typeof MANAGER_STAGES)[number];

export const STAGE_TO_MANAGER: Record<Stage, ManagerStage> = {
  introduction: "opening",
  mapping: "discovery",
  productPresentation: "presentation",
  objectionHandling: "objectionHandling",
  close: "closing",
};

export type StageScores = Record<Stage, number>;

/**
 * A company scenario's weight for each stage (issue 17): whole numbers 0 to STAGE_WEIGHT_MAX, at least one above 0.
 * Absent (null): every stage weighs the same.
 */
export type StageWeights = Record<Stage, number>;
export const STAGE_WEIGHT_MAX = 10;

/**
 * Overall = mean of the five stages, out of 10, one decimal; with weights, the weighted mean. Stage scores and
 * weights are whole numbers, so the rounding is exact and the database's analytics_passed (migration
 * stage_weights) computes the same value: round(10 * Σ w·s / Σ w) / 10.
 */
export function overallScore(scores: StageScores, weights?: StageWeights | null): number {
  const w = (s: Stage) => (weights ? weights[s] : 1);
  const total = STAGES.reduce((a, s) => a + w(s), 0);
  if (total <= 0) return overallScore(scores);
  const sum = STAGES.reduce((a, s) => a + w(s) * scores[s], 0);
  return Math.round((sum * 10) / total) / 10;
}

/** The ratings in the manager vocabulary, with overall (the manager viewer). */
export function toManagerRatings(scores: StageScores): Record<ManagerStage | "overall", number> {
  const out = { overall: overallScore(scores) } as Record<ManagerStage | "overall", number>;
  for (const s of STAGES) out[STAGE_TO_MANAGER[s]] = scores[s];
  return out;
}

/** The score a stage (and the call's overall) should reach, out of 10: "good" in the score colours. */
export const SCORE_TARGET = 8;
/** Below the target but "middling" (6-7 out of 10). */
export const SCORE_NEAR_TARGET = 6;

/**
 * Score colours: at or above 8 on target (green), 6 to 7 close (amber), under 6 needs work (red). The one place
 * the thresholds live (docs/glossary.md#score-colours); 8 and 6 are the product's published bands, not a choice
 * to tune.
 */
export function scoreLevel(score: number): "good" | "middling" | "poor" {
  if (score >= SCORE_TARGET) return "good";
  if (score >= SCORE_NEAR_TARGET) return "middling";
  return "poor";
}
