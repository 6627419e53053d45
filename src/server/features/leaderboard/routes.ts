import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { companyIdParamsSchema, leaderboardResponseSchema } from "../../../contract/companies";
import { errorBodySchema } from "../../../contract/errors";
import type { Db } from "../../platform/db/client";
import { keyScoped } from "../../platform/http/api-key-scope";
import { authed } from "../../platform/http/route-auth";
import { toActor } from "../companies";
import { leaderboardFor } from "./service";

export async function leaderboardRoutes(app: FastifyInstance, opts: { db: Db }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    "/api/leaderboard/company/:companyId",
    {
      ...keyScoped("analytics:read", {
        operationId: "getCompanyLeaderboard",
        tags: ["companies", "leaderboard"],
        summary: "The company's leaderboard (members of the company and super admins)",
        description:
          "Every user of the company (super admins excluded), ranked by the average total score (0-50) of their " +
          "last 5 rated conversations, then by conversation count. Another company's id answers 404.",
        params: companyIdParamsSchema,
        response: { 200: leaderboardResponseSchema, 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema },
      }),
    },
    async (request) => leaderboardFor(opts.db, toActor(authed(request).user), request.params.companyId),
  );
}
