import type { FastifyRequest } from "fastify";
import { isPlatformAdmin } from "../../../contract/roles";
import type { Role } from "../../../contract/roles";
import { forbidden } from "../errors";
import { type Auth, requireAuth } from "./authenticate";

/** Platform-admin calls (/admin): visitors get 401, every other signed-in user 403. */
export function requirePlatformAdmin(request: FastifyRequest): Auth {
  const auth = requireAuth(request);
  if (!isPlatformAdmin({ role: auth.user.role as Role, isSuperAdmin: auth.user.isSuperAdmin })) throw forbidden();
  return auth;
}
