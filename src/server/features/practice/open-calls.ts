import { and, desc, eq, isNull, lt, lte } from "drizzle-orm";
import { isOpenCall, OPENING_MESSAGES, PRACTICE_MESSAGES } from "../../../contract/practice";
import type { Db } from "../../platform/db/client";
import { conversations, type UserRow } from "../../platform/db/schema";
import { AppError } from "../../platform/errors";

/** Default of SILENT_CALL_TIMEOUT_MINUTES: a call nobody answered for half an hour was left. */
export const DEFAULT_SILENT_CALL_TIMEOUT_MS = 30 * 60 * 1000;

/**
 * Ends the user's calls in which the salesperson never spoke and that started before `startedBefore`.
 * They end without a rating and stay counted: usage is counted at start. A call whose first
 * answer is being written right now (pendingSince) is not silent and is left alone.
 */
export async function closeSilentCalls(db: Db, userId: string, startedBefore: Date, now = new Date()): Promise<number> {
  const rows = await db
    .update(conversations)
    .set({ status: "ended", endedAt: now, updatedAt: now })
    .where(
      and(
        eq(conversations.userId, userId),
        eq(conversations.status, "active"),
        lte(conversations.messageCount, OPENING_MESSAGES),
        isNull(conversations.pendingSince),
        lt(conversations.createdAt, startedBefore),
      ),
    )
    .returning({ id: conversations.id });
  return rows.length;
}

/** The user's open call (contract's isOpenCall), newest first, if there is one. */
export async function findOpenCall(db: Db, userId: string): Promise<string | null> {
  const rows = await db
    .select({ id: conversations.id, messageCount: conversations.messageCount, state: conversations.state })
    .from(conversations)
    .where(and(eq(conversations.userId, userId), eq(conversations.status, "active")))
    .orderBy(desc(conversations.createdAt))
    .limit(50);
  const open = rows.find((r) => isOpenCall({ status: "active", messageCount: r.messageCount, customerState: { callOver: Boolean(r.state.callOver) } }));
  return open?.id ?? null;
}

/** One call at a time: a start while a call is open is refused with the call to resume. */
export async function assertNoOpenCall(db: Db, user: UserRow): Promise<void> {
  const id = await findOpenCall(db, user.id);
  if (id) throw new AppError("CONFLICT", PRACTICE_MESSAGES.callInProgress, { activeConversationId: id });
}
