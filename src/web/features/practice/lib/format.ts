/** Seconds as mm:ss (minutes keep counting past 59: 75:03). */
export function formatDuration(seconds: number): string {
  const s = Math.max(0, Math.round(seconds));
  const mm = Math.floor(s / 60);
  const ss = s % 60;
  return `${String(mm).padStart(2, "0")}:${String(ss).padStart(2, "0")}`;
}

function valid(iso: string): Date | null {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** A date and time in the interface language. */
export function formatDateTime(iso: string, language: string): string {
  const date = valid(iso);
  return date ? new Intl.DateTimeFormat(language, { dateStyle: "medium", timeStyle: "short" }).format(date) : "";
}

/** A date in the interface language. */
export function formatDay(iso: string, language: string): string {
  const date = valid(iso);
  return date ? new Intl.DateTimeFormat(language, { dateStyle: "long" }).format(date) : "";
}

/** A message's time of day. */
export function formatTime(iso: string, language: string): string {
  const date = valid(iso);
  return date ? new Intl.DateTimeFormat(language, { timeStyle: "short" }).format(date) : "";
}
