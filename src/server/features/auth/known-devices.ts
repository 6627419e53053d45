import { and, eq, gt, lte } from "drizzle-orm";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { Db } from "../../platform/db/client";
import { knownDevices } from "../../platform/db/schema";
import { hashToken, newToken } from "../../platform/crypto";

/**
 * The "known device" cookie: set at a successful login, it lets that browser sign in with the right password
 * while the account's login backoff holds everyone else back. Only its SHA-256 is stored; a password reset
 * forgets every device.
 */
export const DEVICE_COOKIE = "sb_device";
export const DEVICE_TTL_MS = 180 * 24 * 3600_000;
const COOKIE_PATH = "/api/auth";

/** Whether the request's device cookie names a live known device of this user. */
export async function isKnownDevice(db: Db, userId: string, token: string | undefined): Promise<boolean> {
  if (!token || token.length < 20 || token.length > 200) return false;
  const rows = await db
    .select({ userId: knownDevices.userId })
    .from(knownDevices)
    .where(and(eq(knownDevices.tokenHash, hashToken(token)), gt(knownDevices.expiresAt, new Date())))
    .limit(1);
  return rows[0]?.userId === userId;
}

/** Remembers the browser for this user (a fresh cookie unless it already names one of theirs). */
export async function rememberDevice(db: Db, request: FastifyRequest, reply: FastifyReply, userId: string, alreadyKnown: boolean): Promise<void> {
  if (alreadyKnown) return;
  const token = newToken();
  const now = new Date();
  await db.delete(knownDevices).where(and(eq(knownDevices.userId, userId), lte(knownDevices.expiresAt, now)));
  await db.insert(knownDevices).values({ tokenHash: hashToken(token), userId, expiresAt: new Date(now.getTime() + DEVICE_TTL_MS) });
  reply.setCookie(DEVICE_COOKIE, token, {
    httpOnly: true,
    sameSite: "strict",
    secure: request.overHttps,
    path: COOKIE_PATH,
    maxAge: Math.floor(DEVICE_TTL_MS / 1000),
  });
}

export async function forgetDevices(db: Db, userId: string): Promise<void> {
  await db.delete(knownDevices).where(eq(knownDevices.userId, userId));
}
