import { SCORE_TARGET, scoreLevel } from "../../../../contract/stage-list";

export type ScoreLevel = ReturnType<typeof scoreLevel>;

export const SCORE_BADGE: Record<ScoreLevel, string> = {
  good: "bg-emerald-100 text-emerald-800 ring-emerald-600/20 dark:bg-emerald-950 dark:text-emerald-300 dark:ring-emerald-400/30",
  middling: "bg-amber-100 text-amber-800 ring-amber-600/20 dark:bg-amber-950 dark:text-amber-300 dark:ring-amber-400/30",
  poor: "bg-red-100 text-red-800 ring-red-600/20 dark:bg-red-950 dark:text-red-300 dark:ring-red-400/30",
};

export const SCORE_BAR: Record<ScoreLevel, string> = {
  good: "bg-emerald-500",
  middling: "bg-amber-500",
  poor: "bg-red-500",
};

/** The share of a 0-10 bar where the target sits (a tick on every stage's bar). */
export const TARGET_PERCENT = `${SCORE_TARGET * 10}%`;

export { SCORE_TARGET, scoreLevel };
