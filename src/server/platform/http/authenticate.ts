import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { RateLimiterAbstract } from "rate-limiter-flexible";
import { API_KEY_MESSAGES, type ApiKeyScope } from "../../../contract/api-keys";
import { looksLikeApiKey, type ResolvedApiKey, resolveApiKey } from "../api-keys";
import type { Db } from "../db/client";
import type { UserRow } from "../db/schema";
import { AppError, forbidden, unauthorized } from "../errors";
import { tryConsume } from "../rate-limit/limiter";
import { resolveSession, SESSION_ABSOLUTE_MS } from "../sessions";
import { isApiRequest } from "./api-path";
import { registerRouteAuth } from "./route-auth";

export const SESSION_COOKIE = "sb_session";

export interface Auth {
  user: UserRow;
  tokenHash: string;
  via: "bearer" | "cookie" | "api_key";
  /** Set when a company API key authenticated the request (docs/decisions/021). */
  apiKey?: ResolvedApiKey["key"];
}

declare module "fastify" {
  interface FastifyRequest {
    auth: Auth | null;
  }
  interface FastifyContextConfig {
    /** The API-key scope that opens this route to company API keys; routes without one refuse every key. */
    apiKeyScope?: ApiKeyScope;
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
 * cookie; either names the same server-side session. A Bearer token starting `sdk_live_` is a company API key
 * instead: it acts as the admin who created it, only on routes whose `config.apiKeyScope` is one of its scopes
 * (every other route answers 403), and within its own rate limit (docs/decisions/021). Then refuses the callers a
 * route's `config.auth` does not admit (route-auth.ts).
 */
export function registerAuthentication(app: FastifyInstance, db: Db, opts: { apiKeyLimiter: RateLimiterAbstract }): void {
  app.decorateRequest("auth", null);
  app.addHook("onRequest", async (request) => {
    if (!isApiRequest(request)) return;
    const bearer = bearerToken(request);
    if (bearer && looksLikeApiKey(bearer)) {
      const resolved = await resolveApiKey(db, bearer);
      if (!resolved) throw unauthorized(API_KEY_MESSAGES.invalidKey);
      const wait = await tryConsume(opts.apiKeyLimiter, resolved.key.id);
      if (wait) throw new AppError("RATE_LIMITED", API_KEY_MESSAGES.rateLimited, { retryAfterSeconds: wait });
      const scope = request.routeOptions.config?.apiKeyScope;
      if (!scope || !resolved.key.scopes.includes(scope)) throw forbidden(API_KEY_MESSAGES.scopeMissing);
      request.auth = { user: resolved.user, tokenHash: resolved.keyHash, via: "api_key", apiKey: resolved.key };
      return;
    }
    const token = bearer ?? request.cookies[SESSION_COOKIE];
    if (!token) return;
    const session = await resolveSession(db, token);
    if (session) request.auth = { ...session, via: bearer ? "bearer" : "cookie" };
  });
  registerRouteAuth(app);
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
