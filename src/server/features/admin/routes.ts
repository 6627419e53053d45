import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import {
  adminCompaniesResponseSchema,
  adminCreateUserBodySchema,
  adminCreateUserResponseSchema,
  adminDashboardResponseSchema,
  adminListQuerySchema,
  adminUsageQuerySchema,
  adminUsageResponseSchema,
  adminUsersQuerySchema,
  adminUsersResponseSchema,
  COMPANY_MESSAGES as M,
} from "../../../contract/companies";
import { errorBodySchema } from "../../../contract/errors";
import type { Db } from "../../platform/db/client";
import type { AppDeps } from "../../platform/deps";
import { adminCompanies, adminCreateUser, adminUsers, dashboard, usageSeries } from "./service";
import { authed } from "../../platform/http/route-auth";
import type { ZodRoutes } from "../../platform/http/zod-routes";

const tags = ["admin"];
const errors = { 401: errorBodySchema, 403: errorBodySchema };
const denied = `Visitors get 401; signed-in users without admin access 403 "${M.adminAccessRequired}".`;

// A visitor gets 401, and a signed-in user without admin access 403, before the query or body is looked at.
const adminOnly = { config: { auth: "adminAccess", authCheckpoint: "beforeValidation" } } as const;

/** The /admin dashboard and the lists an operator expects beside it. */
export async function adminRoutes(app: FastifyInstance, opts: { deps: AppDeps }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  overviewRoutes(r, opts.deps.database.db);
  userCreationRoutes(r, opts.deps);
}

/** What the platform admin sees: the dashboard, the companies, the users, the usage. */
function overviewRoutes(r: ZodRoutes, db: Db) {
  r.get(
    "/api/admin/dashboard",
    {
      ...adminOnly,
      schema: {
        operationId: "getAdminDashboard",
        tags,
        summary: "Stat cards (users, companies, active users, users per plan) and the newest users and companies",
        description: `Admin access: role super_admin or admin, or the isSuperAdmin or isAdmin flag. ${denied}`,
        response: { 200: adminDashboardResponseSchema, ...errors },
      },
    },
    async () => dashboard(db),
  );

  r.get(
    "/api/admin/companies",
    {
      ...adminOnly,
      schema: {
        operationId: "listAllCompanies",
        tags,
        summary: "Every company with its admin and counts, by name; searchable (name, display id) and paged",
        description: denied,
        querystring: adminListQuerySchema,
        response: { 200: adminCompaniesResponseSchema, 400: errorBodySchema, ...errors },
      },
    },
    async (request) => adminCompanies(db, request.query),
  );

  r.get(
    "/api/admin/users",
    {
      ...adminOnly,
      schema: {
        operationId: "listAllUsers",
        tags,
        summary: "Every user, newest first; searchable (name, e-mail), filterable by role and company, paged",
        description: denied,
        querystring: adminUsersQuerySchema,
        response: { 200: adminUsersResponseSchema, 400: errorBodySchema, ...errors },
      },
    },
    async (request) => adminUsers(db, request.query),
  );

  r.get(
    "/api/admin/usage",
    {
      ...adminOnly,
      schema: {
        operationId: "getPlatformUsage",
        tags,
        summary: "Conversations started per UTC day over the last `days` days (default 30, at most 365)",
        description: denied,
        querystring: adminUsageQuerySchema,
        response: { 200: adminUsageResponseSchema, 400: errorBodySchema, ...errors },
      },
    },
    async (request) => usageSeries(db, request.query.days),
  );
}

/** A user the platform admin creates. */
function userCreationRoutes(r: ZodRoutes, deps: AppDeps) {
  const db = deps.database.db;
  r.post(
    "/api/admin/users/create",
    {
      ...adminOnly,
      schema: {
        operationId: "createUser",
        tags,
        summary: "Create a user (admin access); company roles need a company",
        description:
          `Every role but individual, admin and super_admin needs companyId ("${M.selectCompany}"); for those, ` +
          "companyId is ignored. Only super admins create company and platform accounts (admin, super_admin); " +
          "the role admin creates individual accounts only (403 otherwise). The password is optional, as on the " +
          "company screen (docs/decisions/013): the user gets `needsPasswordSetup` and an invitation mail (in " +
          "`language`) with a link to choose their own; maxUsers is enforced (409). " +
          denied,
        body: adminCreateUserBodySchema,
        response: {
          201: adminCreateUserResponseSchema,
          400: errorBodySchema,
          ...errors,
          404: errorBodySchema,
          409: errorBodySchema,
        },
      },
    },
    async (request, reply) => {
      const { user: actor } = authed(request);
      const user = await adminCreateUser({ db, mailer: deps.mailer, publicUrl: deps.config.publicUrl, log: request.log }, actor, request.body);
      return reply.status(201).send({ message: M.userCreated, user });
    },
  );
}
