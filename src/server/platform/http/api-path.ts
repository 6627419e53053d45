import type { FastifyRequest } from "fastify";

/**
 * The path the router matched. The router decodes percent-escapes, so `/%61pi/auth/me` reaches the same handler
 * as `/api/auth/me`: every check that asks "is this the API?" must ask it of this path, never of the raw URL.
 */
export function routedPath(request: FastifyRequest): string {
  const route = request.routeOptions.url;
  if (route !== undefined) return route;
  const raw = request.url.split("?")[0] ?? "";
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}

/** The request is for the JSON API (a route under /api, or an unknown path there). */
export function isApiPath(path: string): boolean {
  return path === "/api" || path.startsWith("/api/");
}

export const isApiRequest = (request: FastifyRequest): boolean => isApiPath(routedPath(request));
