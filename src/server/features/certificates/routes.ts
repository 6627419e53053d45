import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import {
  certificateIdParamsSchema,
  certificateListSchema,
  certificateSchema,
  companyCertificateListQuerySchema,
  companyCertificateListSchema,
} from "../../../contract/certificates";
import { errorBodySchema } from "../../../contract/errors";
import type { AppDeps } from "../../platform/deps";
import { authed } from "../../platform/http/route-auth";
import { companyCertificates, getCertificate, myCertificates } from "./service";

const tags = ["certificates"];

/**
 * Certificates (issue 17, docs/decisions/026): a rep reads their own; company admins read their company's, team
 * leaders their team's. Anyone else, and every other company, gets 404.
 */
export async function certificateRoutes(app: FastifyInstance, opts: { deps: AppDeps }) {
  const db = opts.deps.database.db;
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    "/api/certificates/mine",
    {
      config: { auth: "user" },
      schema: {
        tags,
        operationId: "listMyCertificates",
        summary: "The caller's certificates, newest first",
        response: { 200: certificateListSchema, 401: errorBodySchema },
      },
    },
    async (request) => myCertificates(db, authed(request).user),
  );

  r.get(
    "/api/certificates",
    {
      config: { auth: "user" },
      schema: {
        tags,
        operationId: "listCompanyCertificates",
        summary: "The company's certificates for its managers (company admins: all; team leaders: their team's reps), newest first",
        description: "Filter by `scenarioId` or `userId`. Each line's printable page is GET /api/certificates/{id} (the web app's /certificates/{id}).",
        querystring: companyCertificateListQuerySchema,
        response: { 200: companyCertificateListSchema, 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema },
      },
    },
    async (request) => companyCertificates(db, authed(request).user, request.query),
  );

  r.get(
    "/api/certificates/:id",
    {
      config: { auth: "user" },
      schema: {
        tags,
        operationId: "getCertificate",
        summary: "One certificate (its holder, the company's admins, the holder's team leader)",
        params: certificateIdParamsSchema,
        response: { 200: certificateSchema, 401: errorBodySchema, 404: errorBodySchema },
      },
    },
    async (request) => getCertificate(db, authed(request).user, request.params.id),
  );
}
