import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  addScenarioVersionBodySchema,
  archiveScenarioBodySchema,
  COMPANY_SCENARIO_LIMITS,
  companyScenarioBodySchema,
  companyScenarioIdParamsSchema,
  companyScenarioListQuerySchema,
  companyScenarioListSchema,
  companyScenarioSchema,
} from "../../../contract/company-scenarios";
import { errorBodySchema, messageSchema } from "../../../contract/errors";
import { singleLine } from "../../../contract/text";
import type { Db } from "../../platform/db/client";
import type { AppDeps } from "../../platform/deps";
import { authed } from "../../platform/http/route-auth";
import type { ZodRoutes } from "../../platform/http/zod-routes";
import { addVersion, createScenario, deleteScenario, duplicateScenario, getScenario, listScenarios, setArchived, updateScenario } from "./service";

const tags = ["company scenarios"];
const readErrors = { 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema };
const writeErrors = { 400: errorBodySchema, ...readErrors, 409: errorBodySchema };
const duplicateBodySchema = z
  .object({ name: singleLine(z.string().trim().min(1).max(COMPANY_SCENARIO_LIMITS.name)).optional() })
  .optional()
  .nullable();

/**
 * Company scenarios (issue 17). Members of a company read its active scenarios (to practise them); its company
 * admins and team leaders (or a super admin) create, edit, duplicate, archive and delete them. Another company's
 * scenarios answer 404.
 */
export async function companyScenarioRoutes(app: FastifyInstance, opts: { deps: AppDeps }) {
  const db = opts.deps.database.db;
  const r = app.withTypeProvider<ZodTypeProvider>();
  scenarioRoutes(r, db);
  scenarioLifeRoutes(r, db);
}

/** The company's scenarios: list, create, read, edit. */
function scenarioRoutes(r: ZodRoutes, db: Db) {
  r.get(
    "/api/company-scenarios",
    {
      config: { auth: "user" },
      schema: {
        operationId: "listCompanyScenarios",
        tags,
        summary: "The company's scenarios (members: active ones; managers: `status=archived` or `all` too)",
        querystring: companyScenarioListQuerySchema,
        response: { 200: companyScenarioListSchema, 400: errorBodySchema, ...readErrors },
      },
    },
    async (request) => listScenarios(db, authed(request).user, request.query),
  );

  r.post(
    "/api/company-scenarios",
    {
      config: { auth: "user", authCheckpoint: "beforeValidation" },
      schema: {
        operationId: "createCompanyScenario",
        tags,
        summary: "Create a scenario (company admins and team leaders)",
        description: "Every text is plain (no markup, braces or backticks) and bounded; see the schema's limits.",
        body: companyScenarioBodySchema,
        response: { 201: companyScenarioSchema, ...writeErrors },
      },
    },
    async (request, reply) => reply.status(201).send(await createScenario(db, authed(request).user, request.body)),
  );

  r.get(
    "/api/company-scenarios/:id",
    {
      config: { auth: "user" },
      schema: {
        operationId: "getCompanyScenario",
        tags,
        summary: "One scenario",
        params: companyScenarioIdParamsSchema,
        response: { 200: companyScenarioSchema, ...readErrors },
      },
    },
    async (request) => getScenario(db, authed(request).user, request.params.id),
  );

  r.put(
    "/api/company-scenarios/:id",
    {
      config: { auth: "user", authCheckpoint: "beforeValidation" },
      schema: {
        operationId: "updateCompanyScenario",
        tags,
        summary: "Edit a scenario (company admins and team leaders); calls already practised keep the version they used",
        params: companyScenarioIdParamsSchema,
        body: companyScenarioBodySchema,
        response: { 200: companyScenarioSchema, ...writeErrors },
      },
    },
    async (request) => updateScenario(db, authed(request).user, request.params.id, request.body),
  );
}

/** A scenario's later life: a copy, a new version, archived, deleted. */
function scenarioLifeRoutes(r: ZodRoutes, db: Db) {
  r.post(
    "/api/company-scenarios/:id/duplicate",
    {
      config: { auth: "user", authCheckpoint: "beforeValidation" },
      schema: {
        operationId: "duplicateCompanyScenario",
        tags,
        summary: "Copy a scenario (active, with an optional new name)",
        params: companyScenarioIdParamsSchema,
        body: duplicateBodySchema,
        response: { 201: companyScenarioSchema, ...writeErrors },
      },
    },
    async (request, reply) => reply.status(201).send(await duplicateScenario(db, authed(request).user, request.params.id, request.body?.name ?? undefined)),
  );

  r.post(
    "/api/company-scenarios/:id/versions",
    {
      config: { auth: "user", authCheckpoint: "beforeValidation" },
      schema: {
        operationId: "addCompanyScenarioVersion",
        tags,
        summary: "Add a version of the scenario in another language (a copy in the same group, to translate)",
        description:
          "The copy keeps the texts as they are, for the manager to translate. A scenario's group has at most one version per language (409). " +
          "Reps practise the version in their interface language when there is one.",
        params: companyScenarioIdParamsSchema,
        body: addScenarioVersionBodySchema,
        response: { 201: companyScenarioSchema, ...writeErrors },
      },
    },
    async (request, reply) => reply.status(201).send(await addVersion(db, authed(request).user, request.params.id, request.body.language)),
  );

  r.post(
    "/api/company-scenarios/:id/archive",
    {
      config: { auth: "user", authCheckpoint: "beforeValidation" },
      schema: {
        operationId: "archiveCompanyScenario",
        tags,
        summary: "Archive (`archived: true`) or restore a scenario; reps no longer see an archived one",
        params: companyScenarioIdParamsSchema,
        body: archiveScenarioBodySchema,
        response: { 200: companyScenarioSchema, ...writeErrors },
      },
    },
    async (request) => setArchived(db, authed(request).user, request.params.id, request.body.archived),
  );

  r.delete(
    "/api/company-scenarios/:id",
    {
      config: { auth: "user" },
      schema: {
        operationId: "deleteCompanyScenario",
        tags,
        summary: "Delete a scenario; calls practised on it keep their copy",
        params: companyScenarioIdParamsSchema,
        response: { 200: messageSchema, ...readErrors },
      },
    },
    async (request) => deleteScenario(db, authed(request).user, request.params.id),
  );
}
