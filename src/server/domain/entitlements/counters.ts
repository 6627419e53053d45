import { and, eq, inArray, sql } from "drizzle-orm";
import type { Db } from "../../platform/db/client";
import { usageCounters } from "../../platform/db/schema";

export type UsageKind = "conversation" | "tip" | "summary";

/** A limit on one counter: at most `limit` in `period` (a month or day key). */
export interface CounterLimit {
  period: string;
  limit: number;
}

class LimitReached extends Error {}

/**
 * Checks and counts in one step (security item 21): every counter is incremented by a conditional upsert that
 * only succeeds below its limit, several counters in one transaction, so N parallel calls at the limit let exactly the
 * remaining number through and a refusal leaves no counter changed. Returns false when a limit is reached.
 */
export async function tryConsume(db: Db, userId: string, kind: UsageKind, limits: CounterLimit[]): Promise<boolean> {
  if (limits.some((l) => l.limit <= 0)) return false;
  // One counter: the conditional upsert is atomic on its own. Without a transaction around it, the embedded
  // database's only connection is not held while this thread runs other requests between BEGIN, the upsert and
  // COMMIT (what made starting a conversation wait seconds at 50 connections).
  if (limits.length === 1) return consumeOne(db, userId, kind, limits[0] as CounterLimit);
  try {
    await db.transaction(async (tx) => {
      for (const limit of limits) {
        if (!(await consumeOne(tx as unknown as Db, userId, kind, limit))) throw new LimitReached();
      }
    });
    return true;
  } catch (e) {
    if (e instanceof LimitReached) return false;
    throw e;
  }
}

/** Counts one in `period` if the counter is below `limit`; false (nothing changed) if it is not. */
async function consumeOne(db: Db, userId: string, kind: UsageKind, { period, limit }: CounterLimit): Promise<boolean> {
  const rows = await db
    .insert(usageCounters)
    .values({ userId, kind, period, count: 1 })
    .onConflictDoUpdate({
      target: [usageCounters.userId, usageCounters.kind, usageCounters.period],
      set: { count: sql`${usageCounters.count} + 1` },
      setWhere: sql`${usageCounters.count} < ${limit}`,
    })
    .returning({ count: usageCounters.count });
  return rows.length > 0;
}

/** Gives back what tryConsume took, when the work it paid for failed (usage is not charged for a failure). */
export async function giveBack(db: Db, userId: string, kind: UsageKind, periods: string[]): Promise<void> {
  if (periods.length === 0) return;
  await db
    .update(usageCounters)
    .set({ count: sql`greatest(${usageCounters.count} - 1, 0)` })
    .where(and(eq(usageCounters.userId, userId), eq(usageCounters.kind, kind), inArray(usageCounters.period, periods)));
}

/** Counts by period for one user and kind; missing periods are 0. */
export async function readCounts(db: Db, userId: string, kind: UsageKind, periods: string[]): Promise<Map<string, number>> {
  const rows = await db
    .select({ period: usageCounters.period, count: usageCounters.count })
    .from(usageCounters)
    .where(and(eq(usageCounters.userId, userId), eq(usageCounters.kind, kind), inArray(usageCounters.period, periods)));
  const out = new Map(periods.map((p) => [p, 0]));
  for (const r of rows) out.set(r.period, r.count);
  return out;
}
