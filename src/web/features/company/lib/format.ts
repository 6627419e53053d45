import type { leaderboardBand } from "../../../../contract/company-permissions";

function valid(iso: string | null | undefined): Date | null {
  if (!iso) return null;
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** A date in the interface language. */
export function formatDate(iso: string | null | undefined, language: string): string {
  const date = valid(iso);
  return date ? new Intl.DateTimeFormat(language, { dateStyle: "medium" }).format(date) : "";
}

/** A date and time in the interface language. */
export function formatDateTime(iso: string | null | undefined, language: string): string {
  const date = valid(iso);
  return date ? new Intl.DateTimeFormat(language, { dateStyle: "medium", timeStyle: "short" }).format(date) : "";
}

/** Message timestamps of the conversation viewer are US-English style, whatever the interface language (spec 3 §2). */
export function formatUsTimestamp(iso: string | null | undefined): string {
  const date = valid(iso);
  return date ? date.toLocaleString("en-US") : "";
}

/** Leaderboard colour bands (spec 3 §9; the thresholds live in the contract). */
export const SCORE_BAND_CLASS: Record<ReturnType<typeof leaderboardBand>, string> = {
  top: "text-emerald-700 dark:text-emerald-400",
  high: "text-sky-700 dark:text-sky-400",
  middle: "text-amber-700 dark:text-amber-400",
  low: "text-red-700 dark:text-red-400",
};
