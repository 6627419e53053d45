import { SSO_MESSAGES } from "../../../contract/sso";
import { passwordSignInRefused } from "../sso";
import { and, eq, gt, isNull } from "drizzle-orm";
import { INVALID_INVITE, type InviteInfo } from "../../../contract/invites";
import type { Db } from "../../platform/db/client";
import { type UserRow, users, verifications } from "../../platform/db/schema";
import { hashToken } from "../../platform/crypto";
import { AppError } from "../../platform/errors";
import { hashPassword } from "../../platform/passwords";
import { createSession, deleteUserSessions } from "../../platform/sessions";
import { type AuthLimiters, clearAccountBackoff } from "../auth";

/** A live invitation: the token unused and unexpired, and the account still waiting for its first password. */
const live = (token: string, now: Date) =>
  and(
    eq(verifications.tokenHash, hashToken(token)),
    eq(verifications.purpose, "password_setup"),
    isNull(verifications.usedAt),
    gt(verifications.expiresAt, now),
  );

/** GET /api/invites/{token}: who the invitation is for, so the page can greet them. */
export async function inviteInfo(db: Db, token: string, now = new Date()): Promise<InviteInfo> {
  const [row] = await db
    .select({ email: users.email, firstName: users.firstName, company: users.company })
    .from(verifications)
    .innerJoin(users, eq(users.id, verifications.userId))
    .where(and(live(token, now), eq(users.needsPasswordSetup, true)))
    .limit(1);
  if (!row) throw new AppError("BAD_REQUEST", INVALID_INVITE);
  return row;
}

/**
 * POST /api/invites/accept: uses the token, sets the password and signs the invitee in, in one transaction.
 * The conditional update is the lock (of two concurrent uses one finds the token unused); any other session
 * of the account ends, as after a reset. The mailbox is proven, so the login backoff of the account ends too.
 */
export async function acceptInvite(opts: {
  db: Db;
  limiters: AuthLimiters;
  token: string;
  password: string;
  userAgent?: string;
}): Promise<{ user: UserRow; token: string }> {
  const passwordHash = await hashPassword(opts.password);
  const now = new Date();
  const result = await opts.db.transaction(async (tx) => {
    const [used] = await tx.update(verifications).set({ usedAt: now }).where(live(opts.token, now)).returning({ userId: verifications.userId });
    if (!used) throw new AppError("BAD_REQUEST", INVALID_INVITE);
    const [user] = await tx
      .update(users)
      .set({ passwordHash, needsPasswordSetup: false, updatedAt: now })
      .where(and(eq(users.id, used.userId), eq(users.needsPasswordSetup, true)))
      .returning();
    // The account chose its own password since the invitation went out: the link has done its work.
    if (!user) throw new AppError("BAD_REQUEST", INVALID_INVITE);
    // A company with mandatory SSO signs its members in through its identity provider only (docs/decisions/023).
    if (await passwordSignInRefused(tx as unknown as Db, user)) throw new AppError("FORBIDDEN", SSO_MESSAGES.mandatory);
    await deleteUserSessions(tx as unknown as Db, user.id);
    const session = await createSession(tx as unknown as Db, user.id, opts.userAgent);
    return { user, token: session };
  });
  await clearAccountBackoff(opts.limiters, result.user.email);
  return result;
}
