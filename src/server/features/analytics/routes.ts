import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  activitySchema,
  analyticsExportQuerySchema,
  analyticsParamsSchema,
  analyticsQuerySchema,
  scenarioResultsSchema,
  skillGapsSchema,
  stageTrendsSchema,
} from "../../../contract/analytics";
import { errorBodySchema } from "../../../contract/errors";
import type { Db } from "../../platform/db/client";
import { keyScoped } from "../../platform/http/api-key-scope";
import { authed } from "../../platform/http/route-auth";
import { toActor } from "../companies";
import { CSV_OF } from "./csv";
import { analyticsScope, REPORTS } from "./service";

const tags = ["analytics"];
const WHO =
  "Company admins (the whole company, or one team with `teamId`) and team leaders (their own team only), and super " +
  "admins. Reps answer 403; another company's id answers 404.";
const errors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema };

export async function analyticsRoutes(app: FastifyInstance, opts: { db: Db }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const reports = [
    ["stages", "getAnalyticsStages", "Stage means per team and week", stageTrendsSchema],
    ["activity", "getAnalyticsActivity", "Rated calls per week per rep", activitySchema],
    ["skill-gaps", "getAnalyticsSkillGaps", "Each rep's stage means and weakest stage", skillGapsSchema],
    ["scenarios", "getAnalyticsScenarios", "Calls, mean and pass rate per scenario (built-in and the company's)", scenarioResultsSchema],
  ] as const;
  for (const [report, operationId, summary, schema] of reports) {
    r.get(
      `/api/analytics/company/:companyId/${report}`,
      {
        ...keyScoped("analytics:read", {
          operationId,
          tags,
          summary,
          description: `${summary}, over the company's rated calls in the last \`weeks\` weeks (UTC, Monday to Sunday). ${WHO}`,
          params: analyticsParamsSchema,
          querystring: analyticsQuerySchema,
          response: { 200: schema, ...errors },
        }),
      },
      async (request) => {
        const scope = await analyticsScope(opts.db, toActor(authed(request).user), request.params.companyId, request.query);
        return REPORTS[report](opts.db, scope) as never;
      },
    );
  }

  r.get(
    "/api/analytics/company/:companyId/export",
    {
      ...keyScoped("analytics:read", {
        operationId: "exportAnalytics",
        tags,
        summary: "One analytics report as a CSV file",
        description: `The same numbers as the report's JSON call, one row per line. ${WHO}`,
        params: analyticsParamsSchema,
        querystring: analyticsExportQuerySchema,
        response: {
          200: { description: "A file to save (Content-Disposition: attachment)", content: { "text/csv": { schema: z.string() } } },
          ...errors,
        },
      }),
    },
    async (request, reply) => {
      const { report, ...query } = request.query;
      const scope = await analyticsScope(opts.db, toActor(authed(request).user), request.params.companyId, query);
      const data = await REPORTS[report](opts.db, scope);
      const body = (CSV_OF[report] as (d: unknown) => string)(data);
      const date = scope.now.toISOString().slice(0, 10);
      return reply
        .header("content-type", "text/csv; charset=utf-8")
        .header("content-disposition", `attachment; filename="salesdojo-${report}-${scope.weeks}w-${date}.csv"`)
        .send(body as never);
    },
  );
}
