import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from "fastify";
import { COMPANY_MESSAGES } from "../../../contract/companies";
import { hasAdminAccess } from "../../../contract/company-permissions";
import { isPlatformAdmin, type Role } from "../../../contract/roles";
import { forbidden, unauthorized } from "../errors";
import { isApiPath } from "./api-path";
import type { Auth } from "./authenticate";

/**
 * Who may call a route: "public" anyone (the handler may still read an optional `request.auth`), "user" any
 * signed-in caller (or an API key the route's scope admits), "platformAdmin" a platform admin, "adminAccess" the
 * /admin dashboard's callers (role super_admin or admin, or either flag). Other signed-in callers get 403.
 */
export type RouteAuth = "public" | "user" | "platformAdmin" | "adminAccess";

/**
 * When the refusal happens. Omitted: after validation, just before the handler (an anonymous request with a bad
 * body gets 400). "beforeValidation": a visitor gets 401 before the body is looked at. "beforeBody": before a byte
 * of the body is read, and the connection is closed with the answer (large uploads; see before-body.ts).
 */
export type AuthCheckpoint = "beforeBody" | "beforeValidation";

declare module "fastify" {
  interface FastifyContextConfig {
    /** Required on every /api route: who may call it (see route-auth.ts). */
    auth?: RouteAuth;
    authCheckpoint?: AuthCheckpoint;
    /** The 401 message for a visitor, where the route has its own. */
    unauthorizedMessage?: string;
  }
}

/** Routes under this prefix are the API reference (@fastify/swagger-ui), guarded by its own hook in app.ts. */
const API_DOCS_PREFIX = "/api/docs";

/** The signed-in caller of a route whose `config.auth` is not "public": the hook has refused everyone else. */
export function authed(request: FastifyRequest): Auth {
  if (!request.auth) throw new Error(`${request.method} ${request.routeOptions.url} reads the caller but does not declare config.auth`);
  return request.auth;
}

/** Platform-admin calls (/admin): visitors get 401, every other signed-in user 403. */
export function requirePlatformAdmin(request: FastifyRequest, message?: string): Auth {
  if (!request.auth) throw unauthorized(message);
  const { user } = request.auth;
  if (!isPlatformAdmin({ role: user.role as Role, isSuperAdmin: user.isSuperAdmin })) throw forbidden();
  return request.auth;
}

function check(request: FastifyRequest): void {
  const config = request.routeOptions.config;
  if (config.auth === "user") {
    if (!request.auth) throw unauthorized(config.unauthorizedMessage);
  } else if (config.auth === "platformAdmin") {
    requirePlatformAdmin(request, config.unauthorizedMessage);
  } else if (config.auth === "adminAccess") {
    if (!request.auth) throw unauthorized(config.unauthorizedMessage);
    const { user } = request.auth;
    if (!hasAdminAccess({ role: user.role as Role, isSuperAdmin: user.isSuperAdmin })) throw forbidden(COMPANY_MESSAGES.adminAccessRequired);
  }
}

const checkAt = (at: AuthCheckpoint | undefined) => (request: FastifyRequest) => request.routeOptions.config.authCheckpoint === at;

/**
 * The one place that refuses callers a route does not admit, at the checkpoint the route chose. Must be registered
 * after the hook that resolves `request.auth` and before any feature route; a route under /api that does not
 * declare `config.auth` fails at startup.
 */
export function registerRouteAuth(app: FastifyInstance): void {
  app.addHook("onRoute", (route: RouteOptions) => {
    if (!isApiPath(route.url) || route.url.startsWith(API_DOCS_PREFIX)) return;
    if (!route.config?.auth) throw new Error(`${String(route.method)} ${route.url} must declare config.auth (route-auth.ts)`);
  });
  const beforeBody = checkAt("beforeBody");
  const beforeValidation = checkAt("beforeValidation");
  const beforeHandler = checkAt(undefined);
  app.addHook("onRequest", async (request: FastifyRequest, reply: FastifyReply) => {
    if (!beforeBody(request)) return;
    try {
      check(request);
    } catch (e) {
      reply.header("Connection", "close");
      throw e;
    }
  });
  app.addHook("preValidation", async (request) => {
    if (beforeValidation(request)) check(request);
  });
  app.addHook("preHandler", async (request) => {
    if (beforeHandler(request)) check(request);
  });
}
