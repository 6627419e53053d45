import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { companyScenarioSchema } from "../../../contract/company-scenarios";
import { errorBodySchema } from "../../../contract/errors";
import { libraryCopyBodySchema, libraryKeyParamsSchema, libraryListSchema } from "../../../contract/scenario-library";
import type { AppDeps } from "../../platform/deps";
import { authed } from "../../platform/http/route-auth";
import { copyFromLibrary, listLibrary } from "./service";

const tags = ["scenario library"];
const readErrors = { 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema };

/**
 * The starter library (issue 17, docs/decisions/026): ready-made scenarios in four languages that company admins
 * and team leaders copy into their company and then edit like their own.
 */
export async function scenarioLibraryRoutes(app: FastifyInstance, opts: { deps: AppDeps }) {
  const db = opts.deps.database.db;
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    "/api/scenario-library",
    {
      config: { auth: "user" },
      schema: {
        tags,
        operationId: "listScenarioLibrary",
        summary: "The starter scenarios, each in every language (company admins and team leaders)",
        response: { 200: libraryListSchema, 401: errorBodySchema, 403: errorBodySchema },
      },
    },
    async (request) => listLibrary(authed(request).user),
  );

  r.post(
    "/api/scenario-library/:key/copy",
    {
      config: { auth: "user", authCheckpoint: "beforeValidation" },
      schema: {
        tags,
        operationId: "copyLibraryScenario",
        summary: "Copy a starter scenario, in one language, into the company as an ordinary active scenario",
        params: libraryKeyParamsSchema,
        body: libraryCopyBodySchema,
        response: { 201: companyScenarioSchema, 400: errorBodySchema, ...readErrors, 409: errorBodySchema },
      },
    },
    async (request, reply) => reply.status(201).send(await copyFromLibrary(db, authed(request).user, request.params.key, request.body)),
  );
}
