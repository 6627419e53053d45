import { z } from "zod";
import { COMPANY_MESSAGES } from "./messages";
export { COMPANY_MESSAGES };
import { COMPANY_SIZES } from "../enterprise";
import { PLANS } from "../plans";

/** Company sizes, the limits a company's users share, and the messages the company area answers with. */

export { COMPANY_SIZES };
export const companySizeSchema = z.enum(COMPANY_SIZES);
export type CompanySize = z.infer<typeof companySizeSchema>;

const ENTERPRISE_PER_DAY = PLANS.enterprise.limits.conversations;

/**
 * The most users a company of each size can hold: its number of employees (500+: the form's maximum). The
 * default is the same number, except 500+ which starts at spec 3 §9's 1000 (issue 20 item 10: "1-10 employees"
 * with "Maximum users 1000" contradicted itself).
 */
export const COMPANY_SIZE_USERS: Record<CompanySize, { max: number; default: number }> = {
  "1-10": { max: 10, default: 10 },
  "11-50": { max: 50, default: 50 },
  "51-200": { max: 200, default: 200 },
  "201-500": { max: 500, default: 500 },
  "500+": { max: 10_000, default: 1000 },
};

/** The company area's constants (docs/glossary.md#company-limits), made to agree with the plan table (issue 20 item 10). */
export const COMPANY_LIMITS = {
  maxUsers: { min: 1, max: 10_000, default: COMPANY_SIZE_USERS["1-10"].default },
  /**
   * Per member per month, on top of enterprise's 50 a day (spec ruling 6). Below 50 a member could not have the
   * plan's one full day; above 31 days of 50 it could never be reached. The default is 30 days of 50.
   */
  monthlyConversationLimit: { min: ENTERPRISE_PER_DAY, max: ENTERPRISE_PER_DAY * 31, default: ENTERPRISE_PER_DAY * 30 },
  defaultSize: "1-10" as CompanySize,
  plan: "enterprise" as const,
  /** User detail viewer page size. */
  conversationsPageSize: 20,
  /** Overview: the first 5 users. */
  overviewUsers: 5,
  /** Users table: team names are cut to this many characters. */
  teamNameCut: 10,
  /** The leaderboard averages each user's last 5 rated conversations. */
  leaderboardLastN: 5,
  leaderboardRefreshMs: 30_000,
  leaderboardThrottleMs: 5_000,
  /** Score colour bands of the leaderboard (out of 50). */
  leaderboardBands: [40, 30, 20] as const,
  /** Admin lists: default and largest page size. */
  adminPageSize: 20,
  adminMaxPageSize: 100,
  /** Admin usage chart: default and largest number of days. */
  usageDays: 30,
  usageMaxDays: 365,
} as const;

/** The maxUsers refusal (409); the only message with a number in it. */
export const maxUsersReachedMessage = (maxUsers: number) => `This company has reached its limit of ${maxUsers} users. Remove a user or ask for a larger plan.`;
