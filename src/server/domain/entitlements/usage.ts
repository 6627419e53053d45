import { eq } from "drizzle-orm";
import { type PlanId, PLANS, selfServeTeam } from "../../../contract/plans";
import { CONVERSATION_LIMIT_MESSAGE, SUMMARIES_PER_DAY, type UsageStatus } from "../../../contract/usage";
import type { Db } from "../../platform/db/client";
import { companies, type UserRow, users } from "../../platform/db/schema";
import { AppError } from "../../platform/errors";
import { effectivePlan } from "./effective-plan";
import { type CounterLimit, giveBack, readCounts, tryConsume } from "./counters";
import { dayKey, monthKey, nextDayStart, nextMonthStart } from "./periods";

/**
 * What limits a user's conversations now: the plan's monthly number, or for enterprise users 50 a day and,
 * across the month, their company's monthlyConversationLimit. Members of an Unlimited
 * subscriber's team are enterprise members of a company whose monthly limit is 200, and 0 once the owner's
 * subscription has ended.
 */
async function conversationLimits(db: Db, user: UserRow, now: Date): Promise<{ period: "month" | "day"; limits: CounterLimit[] }> {
  const plan = PLANS[effectivePlan(user, now)];
  if (plan.limits.conversationPeriod === "month") {
    return { period: "month", limits: [{ period: monthKey(now), limit: plan.limits.conversations }] };
  }
  let monthlyCap = plan.limits.conversations * 31;
  if (user.companyId) {
    const rows = await db
      .select({ cap: companies.monthlyConversationLimit, plan: companies.plan, owner: users })
      .from(companies)
      .leftJoin(users, eq(users.id, companies.adminUserId))
      .where(eq(companies.id, user.companyId))
      .limit(1);
    const row = rows[0];
    if (row) {
      monthlyCap = row.cap;
      // A subscriber's own team (Unlimited) lasts while the owner's subscription does (issue 20 item 9).
      const companyPlan = row.plan as PlanId;
      if (selfServeTeam(companyPlan) && (!row.owner || effectivePlan(row.owner, now) !== companyPlan)) monthlyCap = 0;
    }
  }
  return {
    period: "day",
    limits: [
      { period: dayKey(now), limit: plan.limits.conversations },
      { period: monthKey(now), limit: monthlyCap },
    ],
  };
}

export const conversationLimitReached = () => new AppError("FORBIDDEN", CONVERSATION_LIMIT_MESSAGE, { upgradeRequired: true });

/**
 * Reserves one conversation (a conversation counts when it starts). Throws the spec's
 * upgrade error when a limit is reached; returns a function that gives the slot back if the start fails.
 */
export async function reserveConversation(db: Db, user: UserRow, now = new Date()): Promise<() => Promise<void>> {
  const { limits } = await conversationLimits(db, user, now);
  if (!(await tryConsume(db, user.id, "conversation", limits))) throw conversationLimitReached();
  return () =>
    giveBack(
      db,
      user.id,
      "conversation",
      limits.map((l) => l.period),
    );
}

/** The usage status (GET /api/subscriptions/status). */
export async function conversationUsage(db: Db, user: UserRow, now = new Date()): Promise<UsageStatus> {
  const { period, limits } = await conversationLimits(db, user, now);
  const counts = await readCounts(
    db,
    user.id,
    "conversation",
    limits.map((l) => l.period),
  );
  const main = limits[0] as CounterLimit;
  const currentUsage = counts.get(main.period) ?? 0;
  const remaining = Math.max(0, Math.min(...limits.map((l) => l.limit - (counts.get(l.period) ?? 0))));
  return {
    monthlyLimit: main.limit,
    currentUsage,
    canUseAI: remaining > 0,
    usagePercentage: main.limit > 0 ? Math.min(100, Math.round((currentUsage / main.limit) * 100)) : 100,
    remaining,
    period,
    resetsAt: (period === "month" ? nextMonthStart(now) : nextDayStart(now)).toISOString(),
  };
}

/** Whether a user whose limit was lowered below their usage may still act on conversations (docs/glossary.md#usage-counting). */
export async function assertWithinConversationLimit(db: Db, user: UserRow, now = new Date()): Promise<void> {
  const { limits } = await conversationLimits(db, user, now);
  const counts = await readCounts(
    db,
    user.id,
    "conversation",
    limits.map((l) => l.period),
  );
  if (limits.some((l) => (counts.get(l.period) ?? 0) > l.limit)) throw conversationLimitReached();
}

// ---- AI tips: per answered question, per calendar month

export function tipsLimit(user: UserRow, now = new Date()): number {
  return PLANS[effectivePlan(user, now)].limits.aiTips;
}

export async function tipsUsage(db: Db, user: UserRow, now = new Date()) {
  const limit = tipsLimit(user, now);
  const used = (await readCounts(db, user.id, "tip", [monthKey(now)])).get(monthKey(now)) ?? 0;
  return { canUseAiTips: used < limit, monthlyLimit: limit, remainingThisMonth: Math.max(0, limit - used), used };
}

/** Counts one tips question; false when the month's limit is reached. Returns the give-back on success. */
export async function consumeTip(db: Db, user: UserRow, now = new Date()): Promise<(() => Promise<void>) | null> {
  const period = monthKey(now);
  if (!(await tryConsume(db, user.id, "tip", [{ period, limit: tipsLimit(user, now) }]))) return null;
  return () => giveBack(db, user.id, "tip", [period]);
}

// ---- Summaries: at most 5 a day

export async function summariesUsage(db: Db, user: UserRow, now = new Date()) {
  const used = (await readCounts(db, user.id, "summary", [dayKey(now)])).get(dayKey(now)) ?? 0;
  return { summariesGeneratedToday: used, dailyLimit: SUMMARIES_PER_DAY, remainingToday: Math.max(0, SUMMARIES_PER_DAY - used) };
}

export async function consumeSummary(db: Db, user: UserRow, now = new Date()): Promise<(() => Promise<void>) | null> {
  const period = dayKey(now);
  if (!(await tryConsume(db, user.id, "summary", [{ period, limit: SUMMARIES_PER_DAY }]))) return null;
  return () => giveBack(db, user.id, "summary", [period]);
}
