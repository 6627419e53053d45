import { eq } from "drizzle-orm";
import type { RegisterBody } from "../../../contract/auth";
import { findUserByEmail } from "../../domain/users";
import type { Db } from "../../platform/db/client";
import { type UserRow, users } from "../../platform/db/schema";
import { AppError } from "../../platform/errors";
import { hashPassword, verifyPassword } from "../../platform/passwords";
import { tryConsume } from "../../platform/rate-limit/limiter";
import { createSession, deleteSession, deleteUserSessions } from "../../platform/sessions";
import { AUTH_MESSAGES } from "../../../contract/auth-messages";
import { SSO_MESSAGES } from "../../../contract/sso";
import { passwordSignInRefused } from "../sso";
import { isKnownDevice } from "./known-devices";
import type { AuthLimiters } from "./limits";
import { enterAccountBackoff, leaveAccountBackoff } from "./login-throttle";

export const INVALID_CREDENTIALS = AUTH_MESSAGES.invalidCredentials;
export const EMAIL_TAKEN = AUTH_MESSAGES.emailTaken;

export interface SignedIn {
  user: UserRow;
  token: string;
}

const tooMany = (retryAfterSeconds: number, what = "login attempts") =>
  new AppError("RATE_LIMITED", `Too many ${what}. Please try again later.`, { retryAfterSeconds });

export async function register(opts: { db: Db; limiters: AuthLimiters; body: RegisterBody; ip: string; userAgent?: string }): Promise<SignedIn> {
  const { db, body } = opts;
  // Counted before anything else, so that "already exists" is no open lookup either.
  const wait = await tryConsume(opts.limiters.registrations, opts.ip);
  if (wait) throw tooMany(wait, "registrations from your network");
  const passwordHash = await hashPassword(body.password);
  const inserted = await db
    .insert(users)
    .values({
      email: body.email,
      passwordHash,
      firstName: body.firstName,
      lastName: body.lastName,
      company: body.company ? body.company : null,
      role: "individual",
    })
    .onConflictDoNothing({ target: users.email })
    .returning();
  const user = inserted[0];
  if (!user) {
    throw new AppError("CONFLICT", EMAIL_TAKEN, { errors: [{ path: "email", msg: EMAIL_TAKEN }] });
  }
  const token = await createSession(db, user.id, opts.userAgent);
  return { user, token };
}

/**
 * Limits, in order: 5 tries a minute per address and account; 20 unsuccessful logins per 15 minutes per address
 * (password spraying); then the account's backoff, which a known device of the owner passes. One hash is
 * computed whether or not the account exists (security item 10).
 */
export async function login(opts: {
  db: Db;
  limiters: AuthLimiters;
  email: string;
  password: string;
  ip: string;
  deviceToken: string | undefined;
  userAgent?: string;
}): Promise<SignedIn & { knownDevice: boolean }> {
  const { db, limiters, email, ip } = opts;
  const wait = (await tryConsume(limiters.loginAttempts, `${ip}|${email}`)) ?? (await tryConsume(limiters.loginPerAddress, ip));
  if (wait) throw tooMany(wait);
  const user = await findUserByEmail(db, email);
  const knownDevice = user ? await isKnownDevice(db, user.id, opts.deviceToken) : false;
  if (!knownDevice) {
    const held = await enterAccountBackoff(limiters, email);
    if (held) throw tooMany(held);
  }
  const ok = await verifyPassword(user?.passwordHash, opts.password);
  if (!user || !ok) throw new AppError("UNAUTHORIZED", INVALID_CREDENTIALS);
  // Only someone who knows the password learns that the company wants single sign-on (docs/decisions/023).
  if (await passwordSignInRefused(db, user)) throw new AppError("FORBIDDEN", SSO_MESSAGES.mandatory);
  await limiters.loginPerAddress.reward(ip, 1);
  if (!knownDevice) await leaveAccountBackoff(limiters, email);
  const token = await createSession(db, user.id, opts.userAgent);
  return { user, token, knownDevice };
}

export async function logout(db: Db, tokenHash: string): Promise<void> {
  await deleteSession(db, tokenHash);
}

/** Forced password setup: sets the password, clears the flag and ends every other session (security item 5). */
export async function setupPassword(opts: { db: Db; user: UserRow; tokenHash: string; password: string }): Promise<UserRow> {
  const { db, user } = opts;
  if (!user.needsPasswordSetup) {
    throw new AppError("BAD_REQUEST", AUTH_MESSAGES.alreadySetUp);
  }
  const passwordHash = await hashPassword(opts.password);
  return db.transaction(async (tx) => {
    const [updated] = await tx.update(users).set({ passwordHash, needsPasswordSetup: false, updatedAt: new Date() }).where(eq(users.id, user.id)).returning();
    await deleteUserSessions(tx as unknown as Db, user.id, opts.tokenHash);
    if (!updated) throw new AppError("NOT_FOUND", "Account not found");
    return updated;
  });
}
