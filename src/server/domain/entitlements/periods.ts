/** Usage periods in UTC: a calendar month, or a day for enterprise users. */
export function monthKey(now: Date): string {
  return now.toISOString().slice(0, 7);
}

export function dayKey(now: Date): string {
  return now.toISOString().slice(0, 10);
}

export function nextMonthStart(now: Date): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1));
}

export function nextDayStart(now: Date): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 1));
}
