import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { ENTERPRISE_SUCCESS_MESSAGE, enterpriseRequestBodySchema, enterpriseRequestListSchema } from "../../../contract/enterprise";
import { errorBodySchema, messageSchema } from "../../../contract/errors";
import type { AppDeps } from "../../platform/deps";
import { createEnterpriseLimiters, listEnterpriseRequests, submitEnterpriseRequest } from "./service";
import { SIGNED_IN_OR_NOT } from "../../platform/http/openapi";

export async function enterpriseRoutes(app: FastifyInstance, opts: { deps: AppDeps }) {
  const { deps } = opts;
  const db = deps.database.db;
  const limiters = createEnterpriseLimiters(deps.limiterFactory);
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    "/api/enterprise/request",
    {
      config: { auth: "public" },
      schema: {
        operationId: "requestEnterprisePlan",
        security: SIGNED_IN_OR_NOT,
        tags: ["enterprise"],
        summary: "Send an enterprise inquiry to the sales team (visitors may send one too)",
        description: "Stored and mailed to the sales address. 10 requests per hour per IP, then 429.",
        body: enterpriseRequestBodySchema,
        response: { 201: messageSchema, 400: errorBodySchema, 429: errorBodySchema },
      },
    },
    async (request, reply) => {
      await submitEnterpriseRequest({
        db,
        mailer: deps.mailer,
        limiters,
        log: request.log,
        salesEmail: deps.config.salesEmail,
        body: request.body,
        userId: request.auth?.user.id ?? null,
        ip: request.ip,
      });
      return reply.status(201).send({ message: ENTERPRISE_SUCCESS_MESSAGE });
    },
  );

  r.get(
    "/api/admin/enterprise-requests",
    {
      config: { auth: "platformAdmin" },
      schema: {
        operationId: "listEnterpriseRequests",
        tags: ["admin", "enterprise"],
        summary: "Enterprise inquiries, newest first (at most 200); platform admins only",
        response: { 200: enterpriseRequestListSchema, 401: errorBodySchema, 403: errorBodySchema },
      },
    },
    async () => ({ requests: await listEnterpriseRequests(db) }),
  );
}
