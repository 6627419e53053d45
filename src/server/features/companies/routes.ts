import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { z } from "zod";
import {
  addCompanyUserBodySchema,
  COMPANY_MESSAGES as M,
  companyDetailsResponseSchema,
  companyQuerySchema,
  companyUserResponseSchema,
  companyUsersResponseSchema,
  conversationsPageQuerySchema,
  createCompanyBodySchema,
  createCompanyResponseSchema,
  createTeamBodySchema,
  deleteCompanyResponseSchema,
  idParamsSchema,
  managerConversationResponseSchema,
  managerLanguageQuerySchema,
  okMessageSchema,
  removeTeamMemberBodySchema,
  teamMemberBodySchema,
  teamResponseSchema,
  updateCompanyUserBodySchema,
  updateTeamBodySchema,
  userConversationParamsSchema,
  userConversationsResponseSchema,
  userIdParamsSchema,
  userSummariesResponseSchema,
} from "../../../contract/companies";
import { errorBodySchema } from "../../../contract/errors";
import { toPublicUserWithUsage } from "../../domain/users";
import type { Db } from "../../platform/db/client";
import type { AppDeps } from "../../platform/deps";
import { keyScoped } from "../../platform/http/api-key-scope";
import { authed } from "../../platform/http/route-auth";
import type { ZodRoutes } from "../../platform/http/zod-routes";
import { toActor } from "./queries";
import {
  addCompanyUser,
  addTeamMember,
  type CompanyCtx,
  createCompany,
  createTeam,
  deleteCompany,
  deleteCompanyUser,
  deleteTeam,
  getDetails,
  getUsers,
  removeTeamMember,
  updateCompanyUser,
  updateTeam,
  userConversation,
  userConversations,
  userSummaries,
} from "./service";

const tags = ["companies"];
const readErrors = { 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema };
const writeErrors = { 400: errorBodySchema, ...readErrors, 409: errorBodySchema };

/** What each group of the company area's routes is given by the plugin. */
interface CompanyRoutes {
  r: ZodRoutes;
  db: Db;
  ctx: (log: CompanyCtx["log"]) => CompanyCtx;
  actorOf: (request: FastifyRequest) => ReturnType<typeof toActor>;
}

/**
 * The company area. Every call checks the caller's role and company on the server
 * (docs/glossary.md#company-permissions): another company's ids answer 404, a forbidden action on one's own company 403.
 * The groups register in the order the API document lists the calls.
 */
export async function companyRoutes(app: FastifyInstance, opts: { deps: AppDeps }) {
  const db = opts.deps.database.db;
  const routes: CompanyRoutes = {
    r: app.withTypeProvider<ZodTypeProvider>(),
    db,
    ctx: (log) => ({ db, mailer: opts.deps.mailer, publicUrl: opts.deps.config.publicUrl, log }),
    actorOf: (request) => toActor(authed(request).user),
  };
  companyViewRoutes(routes);
  userRoutes(routes);
  teamMembershipRoutes(routes);
  userRecordRoutes(routes);
  teamRoutes(routes);
  companyLifecycleRoutes(routes);
}

/** What a manager sees of the company: its details and its users. */
function companyViewRoutes({ r, db, actorOf }: CompanyRoutes) {
  r.get(
    "/api/companies/details",
    {
      ...keyScoped("users:read", {
        operationId: "getCompanyDetails",
        tags,
        summary: "The caller's company, or for super admins the list of companies",
        description:
          "Members of a company get `{company}` with counts (super admins excluded), the first 5 users and the teams " +
          "with their members. Super admins get `{companies}` with user counts, or `{company}` with `?companyId=`. " +
          `Without a company: 403 "${M.noCompany}".`,
        querystring: companyQuerySchema,
        response: { 200: companyDetailsResponseSchema, 400: errorBodySchema, ...readErrors },
      }),
    },
    async (request) => getDetails(db, actorOf(request), request.query.companyId),
  );

  r.get(
    "/api/companies/users",
    {
      ...keyScoped("users:read", {
        operationId: "listCompanyUsers",
        tags,
        summary: "Every user of the company (super admins excluded), with their team",
        querystring: companyQuerySchema,
        response: { 200: companyUsersResponseSchema, 400: errorBodySchema, ...readErrors },
      }),
    },
    async (request) => getUsers(db, actorOf(request), request.query.companyId),
  );
}

/** Adding, editing and deleting a company's users. */
function userRoutes({ r, db, ctx }: CompanyRoutes) {
  r.post(
    "/api/companies/users",
    {
      ...keyScoped(
        { scope: "users:manage", authCheckpoint: "beforeValidation" },
        {
          operationId: "addCompanyUser",
          tags,
          summary: "Add a user to the company (company admins and team leaders)",
          description:
            "The user gets `needsPasswordSetup` and a mail with a link to choose their password. A team leader's users " +
            "join the leader's team with the company_user role; only company admins choose the team (teamId or " +
            "teamName) or give the team-leader or admin role. 409 when the company has reached maxUsers or the e-mail " +
            "is taken. `companyId` is for super admins; anyone else may omit it.",
          body: addCompanyUserBodySchema,
          response: { 201: companyUserResponseSchema, ...writeErrors },
        },
      ),
    },
    async (request, reply) => {
      const { user } = authed(request);
      return reply.status(201).send(await addCompanyUser(ctx(request.log), user, request.body));
    },
  );

  r.put(
    "/api/companies/users/:userId",
    {
      ...keyScoped(
        { scope: "users:manage", authCheckpoint: "beforeValidation" },
        {
          operationId: "updateCompanyUser",
          tags,
          summary: "Edit a user (company admins; not oneself, not another admin)",
          description: "A new e-mail signs the user out everywhere, is recorded in the audit log, and the old address is told.",
          params: userIdParamsSchema,
          body: updateCompanyUserBodySchema,
          response: { 200: companyUserResponseSchema, ...writeErrors },
        },
      ),
    },
    async (request) => updateCompanyUser(ctx(request.log), authed(request).user, request.params.userId, request.body),
  );

  r.delete(
    "/api/companies/users/:userId",
    {
      ...keyScoped("users:manage", {
        operationId: "deleteCompanyUser",
        tags,
        summary: "Delete a user and all their data (company admins; not oneself, not an admin)",
        params: userIdParamsSchema,
        response: { 200: okMessageSchema, ...readErrors },
      }),
    },
    async (request) => deleteCompanyUser(db, authed(request).user, request.params.userId),
  );
}

/** Joining a team and leaving it: one path, the same options but for the operation and the body. */
function teamMembershipRoutes({ r, db }: CompanyRoutes) {
  const path = "/api/companies/users/:userId/team";
  const options = <B extends z.ZodType>({ operationId, summary, description }: { operationId: string; summary: string; description: string }, body: B) =>
    keyScoped(
      { scope: "users:manage", authCheckpoint: "beforeValidation" },
      { operationId, tags, summary, description, params: userIdParamsSchema, body, response: { 200: teamResponseSchema, ...writeErrors } },
    );

  r.put(
    path,
    options(
      {
        operationId: "assignUserToTeam",
        summary: "Add a user to a team (company admins, or the team's leader)",
        description:
          "Body `{teamName}` as the spec's client sends it, or `{teamId}`. Only company_user accounts join; a team " +
          "leader may only take users without a team. Answers the team as it is now.",
      },
      teamMemberBodySchema,
    ),
    async (request) => addTeamMember(db, authed(request).user, request.params.userId, request.body),
  );

  r.delete(
    path,
    options(
      {
        operationId: "removeUserFromTeam",
        summary: "Remove a user from their team (company admins, or the team's leader) — spec ruling 7",
        description:
          "Body `{teamName}` or `{teamId}` names the team the user must be on; without a body the user leaves their " +
          "current team. Team leaders cannot be removed. Answers the team as it is now.",
      },
      removeTeamMemberBodySchema,
    ),
    async (request) => removeTeamMember(db, authed(request).user, request.params.userId, request.body),
  );
}

/** One user's calls and summaries, read-only, for the managers who may see them. */
function userRecordRoutes({ r, db, actorOf }: CompanyRoutes) {
  r.get(
    "/api/companies/users/:userId/conversations",
    {
      ...keyScoped("conversations:read", {
        operationId: "listCompanyUserConversations",
        tags,
        summary: "A user's conversations, newest first, 20 per page (company admins; team leaders for their team)",
        params: userIdParamsSchema,
        querystring: conversationsPageQuerySchema,
        response: { 200: userConversationsResponseSchema, 400: errorBodySchema, ...readErrors },
      }),
    },
    async (request) => userConversations(db, actorOf(request), request.params.userId, request.query.page, request.query.limit, request.query.language),
  );

  r.get(
    "/api/companies/users/:userId/conversations/:conversationId",
    {
      ...keyScoped("conversations:read", {
        operationId: "getCompanyUserConversation",
        tags,
        summary: "One conversation of a user, read-only, with the AI rating in the manager vocabulary",
        params: userConversationParamsSchema,
        querystring: managerLanguageQuerySchema,
        response: { 200: managerConversationResponseSchema, 400: errorBodySchema, ...readErrors },
      }),
    },
    async (request) => ({
      conversation: await userConversation(db, actorOf(request), request.params.userId, request.params.conversationId, request.query.language),
    }),
  );

  r.get(
    "/api/companies/users/:userId/summaries",
    {
      ...keyScoped("conversations:read", {
        operationId: "listCompanyUserSummaries",
        tags,
        summary: "A user's performance summaries, newest first (company admins; team leaders for their team)",
        params: userIdParamsSchema,
        querystring: managerLanguageQuerySchema,
        response: { 200: userSummariesResponseSchema, 400: errorBodySchema, ...readErrors },
      }),
    },
    async (request) => userSummaries(db, actorOf(request), request.params.userId, request.query.language),
  );
}

/** Creating, editing and deleting the company's teams. */
function teamRoutes({ r, db }: CompanyRoutes) {
  r.post(
    "/api/companies/teams/create",
    {
      config: { auth: "user", authCheckpoint: "beforeValidation" },
      schema: {
        operationId: "createTeam",
        tags,
        summary: "Create a team (company admins); names are unique in the company",
        body: createTeamBodySchema,
        response: { 201: teamResponseSchema, ...writeErrors },
      },
    },
    async (request, reply) => reply.status(201).send(await createTeam(db, authed(request).user, request.body)),
  );

  r.put(
    "/api/companies/teams/:id",
    {
      config: { auth: "user", authCheckpoint: "beforeValidation" },
      schema: {
        operationId: "updateTeam",
        tags,
        summary: "Rename or describe a team (company admins)",
        params: idParamsSchema,
        body: updateTeamBodySchema,
        response: { 200: teamResponseSchema, ...writeErrors },
      },
    },
    async (request) => updateTeam(db, authed(request).user, request.params.id, request.body),
  );

  r.delete(
    "/api/companies/teams/:id",
    {
      config: { auth: "user" },
      schema: {
        operationId: "deleteTeam",
        tags,
        summary: "Delete a team; its members are unassigned (company admins)",
        params: idParamsSchema,
        response: { 200: okMessageSchema, ...readErrors },
      },
    },
    async (request) => deleteTeam(db, authed(request).user, request.params.id),
  );
}

/** Creating and deleting a company. */
function companyLifecycleRoutes({ r, db }: CompanyRoutes) {
  r.post(
    "/api/companies/create",
    {
      config: { auth: "user", authCheckpoint: "beforeValidation" },
      schema: {
        operationId: "createCompany",
        tags: ["companies", "admin"],
        summary: "Create a company: an enterprise company (admin accounts) or an Unlimited subscriber's own team",
        description:
          "Admin accounts create an enterprise company with the numbers sent (defaults: size 1-10, maxUsers the " +
          "size's employees, monthlyConversationLimit 1500 per member on top of 50 a day; maxUsers above the size " +
          "is refused) and stay what they are (`user` is null). An Unlimited subscriber without a company sets up " +
          "their own team: up to 10 users, 200 conversations per member a month (and 50 a day), and becomes its " +
          "company_admin (answered as `user`); one who already belongs to a company gets 409. " +
          `Others: 403 "${M.createCompanyDenied}".`,
        body: createCompanyBodySchema,
        response: { 201: createCompanyResponseSchema, ...writeErrors },
      },
    },
    async (request, reply) => {
      const { company, promotedUser } = await createCompany(db, authed(request).user, request.body);
      return reply.status(201).send({
        message: M.companyCreated,
        company,
        user: promotedUser ? await toPublicUserWithUsage(db, promotedUser) : null,
      });
    },
  );

  r.delete(
    "/api/companies/:id",
    {
      config: { auth: "user" },
      schema: {
        operationId: "deleteCompany",
        tags: ["companies", "admin"],
        summary: "Delete a company with its teams, users, conversations and summaries (super admins)",
        description:
          "One transaction. The company's admin account is kept and becomes an individual account " +
          "(`adminUser.action: converted_to_individual`, spec ruling 2: nobody is promoted); a super admin who " +
          "administered it stays a super admin (`kept_super_admin`).",
        params: idParamsSchema,
        response: { 200: deleteCompanyResponseSchema, ...readErrors },
      },
    },
    async (request) => deleteCompany(db, authed(request).user, request.params.id),
  );
}
