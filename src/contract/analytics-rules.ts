// Company analytics (issue 18) without zod: the browser imports these; the schemas are in analytics.ts.
import { type ActorLike, isCompanyAdminOf } from "./company-permissions";

/** The date ranges the screen offers, in whole weeks (Monday to Sunday, UTC) ending with the current one. */
export const ANALYTICS_WEEK_CHOICES = [4, 12, 26] as const;
export const ANALYTICS_DEFAULT_WEEKS = 12;
export const ANALYTICS_MAX_WEEKS = 52;

export const ANALYTICS_REPORTS = ["stages", "activity", "skill-gaps", "scenarios"] as const;
export type AnalyticsReport = (typeof ANALYTICS_REPORTS)[number];

export { ANALYTICS_MESSAGES } from "./analytics-messages";

/**
 * Company analytics: the company's admins (and super admins) for the whole company or one team, and its team
 * leaders for their own team only. Reps never (their own numbers are on their conversations page).
 */
export function canReadAnalytics(actor: ActorLike, companyId: string | null): boolean {
  if (companyId === null) return false;
  if (isCompanyAdminOf(actor, companyId)) return true;
  return actor.role === "company_team_leader" && actor.companyId === companyId;
}

/** Monday 00:00 UTC of the week `at` falls in. */
export function weekStart(at: Date): Date {
  const d = new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate()));
  const back = (d.getUTCDay() + 6) % 7;
  d.setUTCDate(d.getUTCDate() - back);
  return d;
}

/** The Mondays (YYYY-MM-DD) of the last `weeks` weeks up to the one `now` falls in, oldest first. */
export function weekList(now: Date, weeks: number): string[] {
  const last = weekStart(now).getTime();
  return Array.from({ length: weeks }, (_, i) => new Date(last - (weeks - 1 - i) * 7 * 86_400_000).toISOString().slice(0, 10));
}
