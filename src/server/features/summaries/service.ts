import { and, desc, eq, gt, isNotNull, max } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import { isUuid } from "../../../contract/ids";
import type { Language } from "../../../contract/languages";
import { PLANS } from "../../../contract/plans";
import { SUMMARY_CONVERSATIONS, SUMMARY_MESSAGES as M, type SummaryStatus, type SummaryView } from "../../../contract/summaries";
import { buildSummary, type RatedConversation, renderSummary } from "../../ai";
import { consumeSummary, effectivePlan, summariesUsage } from "../../domain/entitlements";
import type { Db } from "../../platform/db/client";
import { type ConversationRow, type ConversationSummaryRow, conversations, conversationSummaries, type UserRow } from "../../platform/db/schema";
import { AppError } from "../../platform/errors";

const rated = (userId: string) => and(eq(conversations.userId, userId), eq(conversations.status, "ended"), isNotNull(conversations.rating));

export function summariesIncluded(user: UserRow, now = new Date()): boolean {
  return PLANS[effectivePlan(user, now)].limits.summaries;
}

export async function countRated(db: Db, user: UserRow): Promise<number> {
  return db.$count(conversations, rated(user.id));
}

/** The user's latest `n` rated conversations, by end time. */
async function latestRated(db: Db, user: UserRow, n = SUMMARY_CONVERSATIONS): Promise<ConversationRow[]> {
  return db.select().from(conversations).where(rated(user.id)).orderBy(desc(conversations.endedAt), desc(conversations.id)).limit(n);
}

/** Rated conversations that ended after the newest one the latest summary covers: a new summary would say something new. */
async function ratedSinceLastSummary(db: Db, user: UserRow): Promise<number> {
  const [last] = await db
    .select({ endDate: max(conversationSummaries.endDate) })
    .from(conversationSummaries)
    .where(eq(conversationSummaries.userId, user.id));
  const since = last?.endDate ? new Date(last.endDate) : null;
  return db.$count(conversations, since ? and(rated(user.id), gt(conversations.endedAt, since)) : rated(user.id));
}

export async function summaryStatus(db: Db, user: UserRow, now = new Date()): Promise<SummaryStatus> {
  const [usage, ratedConversations, fresh] = await Promise.all([summariesUsage(db, user, now), countRated(db, user), ratedSinceLastSummary(db, user)]);
  const locked = !summariesIncluded(user, now);
  return {
    ...usage,
    ratedConversations,
    ratedSinceLastSummary: fresh,
    locked,
    canGenerate: !locked && ratedConversations >= SUMMARY_CONVERSATIONS && fresh > 0 && usage.remainingToday > 0,
  };
}

/** The rows come from `rated` (rating not null), which the row type cannot know. */
function toRated(row: ConversationRow): RatedConversation {
  if (!row.rating) throw new Error(`conversation ${row.id} has no rating`);
  return { id: row.id, title: row.title, endedAt: row.endedAt ?? row.updatedAt, rating: row.rating };
}

/** Stores a summary of these conversations under the user's next number (retrying if another took it). */
async function store(db: Db, user: UserRow, rows: ConversationRow[]): Promise<ConversationSummaryRow> {
  const built = buildSummary(rows.map(toRated));
  const ids = [...rows].sort((a, b) => (a.endedAt?.getTime() ?? 0) - (b.endedAt?.getTime() ?? 0)).map((r) => r.id);
  for (let attempt = 0; ; attempt++) {
    const [last] = await db
      .select({ n: max(conversationSummaries.summaryNumber) })
      .from(conversationSummaries)
      .where(eq(conversationSummaries.userId, user.id));
    const inserted = await db
      .insert(conversationSummaries)
      .values({
        userId: user.id,
        summaryNumber: (last?.n ?? 0) + 1,
        conversationIds: ids,
        startDate: built.startDate,
        endDate: built.endDate,
        overallRating: Math.round(built.overallRating * 10),
        stageRatings: built.stageRatings,
        content: built.content,
      })
      .onConflictDoNothing()
      .returning();
    if (inserted[0]) return inserted[0];
    if (attempt >= 5) throw new Error("could not number the summary");
  }
}

/** POST /api/conversation-summaries/generate: a summary of the latest 5, within the plan and the daily limit. */
export async function generateSummary(db: Db, user: UserRow, now = new Date()): Promise<ConversationSummaryRow> {
  if (!summariesIncluded(user, now)) throw new AppError("FORBIDDEN", M.locked, { upgradeRequired: true });
  const rows = await latestRated(db, user);
  if (rows.length < SUMMARY_CONVERSATIONS) throw new AppError("BAD_REQUEST", M.notEnough);
  if ((await ratedSinceLastSummary(db, user)) === 0) throw new AppError("BAD_REQUEST", M.nothingNew);
  const giveBack = await consumeSummary(db, user, now);
  if (!giveBack) throw new AppError("RATE_LIMITED", M.dailyLimit);
  try {
    return await store(db, user, rows);
  } catch (e) {
    await giveBack();
    throw e;
  }
}

/**
 * After a conversation ends: every 5th rated conversation gets a summary of its group of 5. Skipped on
 * the Free plan and at the daily limit; never throws (the end call has succeeded), failures are logged.
 */
export async function summarizeAfterEnd(
  db: Db,
  user: UserRow,
  ended: ConversationRow,
  log: FastifyBaseLogger,
  now = new Date(),
): Promise<ConversationSummaryRow | null> {
  try {
    if (ended.status !== "ended" || !summariesIncluded(user, now)) return null;
    const total = await countRated(db, user);
    if (total === 0 || total % SUMMARY_CONVERSATIONS !== 0) return null;
    const rows = await latestRated(db, user);
    if (!rows.some((r) => r.id === ended.id)) return null;
    const key = rows
      .map((r) => r.id)
      .sort()
      .join(",");
    const existing = await db
      .select({ ids: conversationSummaries.conversationIds })
      .from(conversationSummaries)
      .where(eq(conversationSummaries.userId, user.id));
    if (existing.some((s) => [...(s.ids as string[])].sort().join(",") === key)) return null;
    const giveBack = await consumeSummary(db, user, now);
    if (!giveBack) {
      log.info({ userId: user.id }, "automatic summary skipped: daily limit reached");
      return null;
    }
    try {
      return await store(db, user, rows);
    } catch (e) {
      await giveBack();
      throw e;
    }
  } catch (err) {
    log.error({ err, userId: user.id, conversationId: ended.id }, "automatic summary failed");
    return null;
  }
}

export async function listSummaries(db: Db, user: UserRow): Promise<ConversationSummaryRow[]> {
  return db.select().from(conversationSummaries).where(eq(conversationSummaries.userId, user.id)).orderBy(desc(conversationSummaries.summaryNumber));
}

export async function findOwnSummary(db: Db, user: UserRow, id: string): Promise<ConversationSummaryRow> {
  if (!isUuid(id)) throw new AppError("NOT_FOUND", M.notFound);
  const [row] = await db
    .select()
    .from(conversationSummaries)
    .where(and(eq(conversationSummaries.id, id), eq(conversationSummaries.userId, user.id)))
    .limit(1);
  if (!row) throw new AppError("NOT_FOUND", M.notFound);
  return row;
}

export function toSummaryView(row: ConversationSummaryRow, language: Language): SummaryView {
  const content = row.content;
  const ids = row.conversationIds;
  return {
    _id: row.id,
    summaryNumber: row.summaryNumber,
    overallRating: row.overallRating / 10,
    conversationCount: ids.length,
    conversationIds: ids,
    dateRange: { startDate: row.startDate.toISOString(), endDate: row.endDate.toISOString() },
    ...renderSummary(content, language),
    language,
    createdAt: row.createdAt.toISOString(),
  };
}
