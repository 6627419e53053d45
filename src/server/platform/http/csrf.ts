import type { FastifyInstance, FastifyRequest } from "fastify";
import { AppError } from "../errors";
import { isApiPath, routedPath } from "./api-path";
import { bearerToken } from "./authenticate";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * Security item 8. A browser attaches the session cookie to cross-site requests, so a state-changing request
 * that could ride on it must come from our own origin. Bearer-token requests carry no ambient credential and
 * are exempt, as are callers that are not browsers (no Origin and no Sec-Fetch-Site).
 */
export function registerCsrfGuard(app: FastifyInstance, opts: { publicUrl: string; exempt?: string[] }): void {
  const publicOrigin = new URL(opts.publicUrl).origin;
  const exempt = new Set(opts.exempt ?? []);
  app.addHook("onRequest", async (request) => {
    const path = routedPath(request);
    if (SAFE_METHODS.has(request.method) || !isApiPath(path)) return;
    if (exempt.has(path)) return;
    // Only a well-formed Bearer header exempts: a malformed one falls back to the cookie, which must be checked.
    if (bearerToken(request)) return;
    if (isCrossSite(request, publicOrigin)) {
      throw new AppError("FORBIDDEN", "Cross-site request refused");
    }
  });
}

function isCrossSite(request: FastifyRequest, publicOrigin: string): boolean {
  if (request.headers["sec-fetch-site"] === "cross-site") return true;
  const origin = request.headers.origin;
  if (!origin) return false;
  if (origin === "null") return true;
  const ownOrigin = `${request.protocol}://${request.host}`;
  return origin !== publicOrigin && origin !== ownOrigin;
}
