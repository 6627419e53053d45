import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { Db } from "../db/client";
import type { UserRow } from "../db/schema";
import { unauthorized } from "../errors";
import { resolveSession, SESSION_ABSOLUTE_MS } from "../sessions";
import { isApiRequest } from "./api-path";

export const SESSION_COOKIE = "sb_session";

export interface Auth {
  user: UserRow;
  tokenHash: string;
  via: "bearer" | "cookie";
}

declare module "fastify" {
  interface FastifyRequest {
    auth: Auth | null;
  }
}

/** The token of a well-formed `Authorization: Bearer <token>` header, else undefined. */
export function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (!header) return undefined;
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  return match?.[1];
}

/**
 * Resolves the caller from a Bearer token (the browser stores it under sb_token) or the HttpOnly session
 * cookie; either names the same server-side session.
 */
export function registerAuthentication(app: FastifyInstance, db: Db): void {
  app.decorateRequest("auth", null);
  app.addHook("onRequest", async (request) => {
    if (!isApiRequest(request)) return;
    const bearer = bearerToken(request);
    const token = bearer ?? request.cookies[SESSION_COOKIE];
    if (!token) return;
    const session = await resolveSession(db, token);
    if (session) request.auth = { ...session, via: bearer ? "bearer" : "cookie" };
  });
}

export function requireAuth(request: FastifyRequest): Auth {
  if (!request.auth) throw unauthorized();
  return request.auth;
}

/** Security item 7: HttpOnly, SameSite=Lax, Secure over https (or when PUBLIC_URL is https), no Domain. */
export function setSessionCookie(request: FastifyRequest, reply: FastifyReply, token: string): void {
  reply.setCookie(SESSION_COOKIE, token, {
    httpOnly: true,
    sameSite: "lax",
    secure: request.overHttps,
    path: "/",
    maxAge: Math.floor(SESSION_ABSOLUTE_MS / 1000),
  });
}

export function clearSessionCookie(reply: FastifyReply): void {
  reply.clearCookie(SESSION_COOKIE, { path: "/" });
}
