import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { apiKeyIdParamsSchema, apiKeyListSchema, createApiKeyBodySchema, createdApiKeySchema } from "../../../contract/api-keys";
import { errorBodySchema, messageSchema } from "../../../contract/errors";
import type { Db } from "../../platform/db/client";
import { authed } from "../../platform/http/route-auth";
import { createApiKey, listApiKeys, revokeApiKey } from "./service";

const tags = ["companies", "api keys"];
const readErrors = { 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema };

/**
 * Company API keys (issue 18): company admins of an Enterprise company, signed in (an API key cannot manage keys:
 * these routes have no apiKeyScope). Everyone else gets 403.
 */
export async function apiKeyRoutes(app: FastifyInstance, opts: { db: Db }) {
  const { db } = opts;
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    "/api/companies/api-keys",
    {
      config: { auth: "user" },
      schema: {
        operationId: "listApiKeys",
        tags,
        summary: "The company's active API keys (company admins, Enterprise)",
        description: "Each key shows its prefix (`sdk_live_` and 6 characters), never the whole key.",
        response: { 200: apiKeyListSchema, ...readErrors },
      },
    },
    async (request) => listApiKeys(db, authed(request).user),
  );

  r.post(
    "/api/companies/api-keys",
    {
      config: { auth: "user", authCheckpoint: "beforeValidation" },
      schema: {
        operationId: "createApiKey",
        tags,
        summary: "Create an API key with scopes (company admins, Enterprise)",
        description:
          "Scopes: `users:read` (company details, users and teams), `conversations:read` (a user's conversations, " +
          "ratings and summaries), `analytics:read` (the company leaderboard), `users:manage` (add, edit and delete " +
          "users and their team membership). The answer's `key` is the only copy: only its SHA-256 is stored. " +
          "At most 20 active keys per company (409).",
        body: createApiKeyBodySchema,
        response: { 201: createdApiKeySchema, 400: errorBodySchema, ...readErrors, 409: errorBodySchema },
      },
    },
    async (request, reply) => reply.status(201).send(await createApiKey(db, authed(request).user, request.body)),
  );

  r.delete(
    "/api/companies/api-keys/:id",
    {
      config: { auth: "user" },
      schema: {
        operationId: "revokeApiKey",
        tags,
        summary: "Revoke an API key at once (company admins, Enterprise)",
        params: apiKeyIdParamsSchema,
        response: { 200: messageSchema, 400: errorBodySchema, ...readErrors },
      },
    },
    async (request) => revokeApiKey(db, authed(request).user, request.params.id),
  );
}
