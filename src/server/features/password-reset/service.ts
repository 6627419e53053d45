import { AUTH_MESSAGES, COMMON_MESSAGES } from "../../../contract/auth-messages";
import { and, eq, gt, isNull } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import type { Language } from "../../../contract/languages";
import { findUserByEmail } from "../../domain/users";
import type { Db } from "../../platform/db/client";
import { users, verifications } from "../../platform/db/schema";
import { hashToken, newToken } from "../../platform/crypto";
import { AppError } from "../../platform/errors";
import type { Mailer } from "../../platform/mail/mailer";
import { hashPassword } from "../../platform/passwords";
import { tryConsume } from "../../platform/rate-limit/limiter";
import { deleteUserSessions } from "../../platform/sessions";
import { type AuthLimiters, clearAccountBackoff, forgetDevices } from "../auth";
import { mailBrandOf } from "../branding";
import { resetMail } from "./mail";

export const RESET_TOKEN_TTL_MS = 3600_000;
export const INVALID_RESET_LINK = AUTH_MESSAGES.invalidResetLink;

/** Forgot-password requests per address; the only check made before the answer. */
export async function checkResetRequestRate(limiters: AuthLimiters, ip: string): Promise<void> {
  const ipWait = await tryConsume(limiters.resetRequestsPerIp, ip);
  if (ipWait) {
    throw new AppError("RATE_LIMITED", COMMON_MESSAGES.tooManyRequests, { retryAfterSeconds: ipWait });
  }
}

/**
 * The work behind a forgot-password request, done after the answer went out (security item 10): the answer and
 * its timing are the same whether or not the account exists.
 */
export async function sendResetLink(opts: {
  db: Db;
  mailer: Mailer;
  limiters: AuthLimiters;
  log: FastifyBaseLogger;
  publicUrl: string;
  email: string;
  language?: Language;
}): Promise<void> {
  const { db, limiters, email } = opts;
  const user = await findUserByEmail(db, email);
  if (!user) return;
  if (await tryConsume(limiters.resetMails, email)) {
    opts.log.warn({ userId: user.id }, "password reset mail limit reached; no mail sent");
    return;
  }
  const token = newToken();
  await db.transaction(async (tx) => {
    // A new link replaces any earlier one that was not used.
    await tx.delete(verifications).where(and(eq(verifications.userId, user.id), eq(verifications.purpose, "password_reset"), isNull(verifications.usedAt)));
    await tx.insert(verifications).values({
      userId: user.id,
      purpose: "password_reset",
      tokenHash: hashToken(token),
      expiresAt: new Date(Date.now() + RESET_TOKEN_TTL_MS),
    });
  });
  const link = `${opts.publicUrl}/reset-password?token=${encodeURIComponent(token)}`;
  const brand = await mailBrandOf(db, user.companyId);
  const mail = resetMail({ to: user.email, firstName: user.firstName, link, language: opts.language ?? "en", brand });
  await opts.mailer.send(mail);
}

export async function verifyResetToken(db: Db, token: string): Promise<{ email: string }> {
  const rows = await db
    .select({ email: users.email })
    .from(verifications)
    .innerJoin(users, eq(users.id, verifications.userId))
    .where(
      and(
        eq(verifications.tokenHash, hashToken(token)),
        eq(verifications.purpose, "password_reset"),
        isNull(verifications.usedAt),
        gt(verifications.expiresAt, new Date()),
      ),
    )
    .limit(1);
  const row = rows[0];
  if (!row) throw new AppError("BAD_REQUEST", INVALID_RESET_LINK);
  return row;
}

/**
 * Uses the token and sets the password in one transaction. The conditional update is the lock: of two
 * concurrent uses exactly one finds the token unused (security item 9). Every session of the user ends.
 */
export async function resetPassword(opts: { db: Db; limiters: AuthLimiters; token: string; newPassword: string }): Promise<void> {
  const passwordHash = await hashPassword(opts.newPassword);
  const user = await opts.db.transaction(async (tx) => {
    const [used] = await tx
      .update(verifications)
      .set({ usedAt: new Date() })
      .where(
        and(
          eq(verifications.tokenHash, hashToken(opts.token)),
          eq(verifications.purpose, "password_reset"),
          isNull(verifications.usedAt),
          gt(verifications.expiresAt, new Date()),
        ),
      )
      .returning({ userId: verifications.userId });
    if (!used) throw new AppError("BAD_REQUEST", INVALID_RESET_LINK);
    const [updated] = await tx
      .update(users)
      .set({ passwordHash, needsPasswordSetup: false, updatedAt: new Date() })
      .where(eq(users.id, used.userId))
      .returning({ id: users.id, email: users.email });
    await deleteUserSessions(tx as unknown as Db, used.userId);
    // The old password may be known to someone else, and so may the browsers it signed in.
    await forgetDevices(tx as unknown as Db, used.userId);
    return updated;
  });
  // The mailbox is proven: the login backoff of the account ends.
  if (user) await clearAccountBackoff(opts.limiters, user.email);
}
