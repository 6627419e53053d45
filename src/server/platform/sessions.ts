import { and, eq, ne } from "drizzle-orm";
import type { Db } from "./db/client";
import { sessions, type UserRow, users } from "./db/schema";
import { constantTimeEqual, hashToken, newToken } from "./crypto";

/** Security item 6: absolute lifetime 30 days, idle timeout 7 days. */
export const SESSION_ABSOLUTE_MS = 30 * 24 * 3600_000;
export const SESSION_IDLE_MS = 7 * 24 * 3600_000;
/** lastSeenAt is written at most this often, so reads stay reads. */
const TOUCH_INTERVAL_MS = 3600_000;

export interface ResolvedSession {
  user: UserRow;
  tokenHash: string;
}

export async function createSession(db: Db, userId: string, userAgent?: string): Promise<string> {
  const token = newToken();
  await db.insert(sessions).values({
    tokenHash: hashToken(token),
    userId,
    expiresAt: new Date(Date.now() + SESSION_ABSOLUTE_MS),
    userAgent: userAgent?.slice(0, 300) ?? null,
  });
  return token;
}

export async function resolveSession(db: Db, token: string, now = new Date()): Promise<ResolvedSession | null> {
  if (token.length < 20 || token.length > 200) return null;
  const tokenHash = hashToken(token);
  const rows = await db
    .select({ session: sessions, user: users })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(eq(sessions.tokenHash, tokenHash))
    .limit(1);
  const row = rows[0];
  if (!row || !constantTimeEqual(row.session.tokenHash, tokenHash)) return null;
  const expired = row.session.expiresAt.getTime() <= now.getTime() || row.session.lastSeenAt.getTime() + SESSION_IDLE_MS <= now.getTime();
  if (expired) {
    await db.delete(sessions).where(eq(sessions.tokenHash, tokenHash));
    return null;
  }
  if (now.getTime() - row.session.lastSeenAt.getTime() > TOUCH_INTERVAL_MS) {
    await db.update(sessions).set({ lastSeenAt: now }).where(eq(sessions.tokenHash, tokenHash));
  }
  return { user: row.user, tokenHash };
}

export async function deleteSession(db: Db, tokenHash: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.tokenHash, tokenHash));
}

/** Revokes every session of a user, or every other one when `keep` names the caller's own. */
export async function deleteUserSessions(db: Db, userId: string, keep?: string): Promise<void> {
  await db.delete(sessions).where(keep ? and(eq(sessions.userId, userId), ne(sessions.tokenHash, keep)) : eq(sessions.userId, userId));
}
