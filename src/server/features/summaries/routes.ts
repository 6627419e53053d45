import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { errorBodySchema } from "../../../contract/errors";
import {
  SUMMARY_MESSAGES,
  summaryIdParamsSchema,
  summaryLanguageQuerySchema,
  summaryListSchema,
  summaryResponseSchema,
  summaryStatusSchema,
  translateSummaryBodySchema,
  translateSummaryResponseSchema,
} from "../../../contract/summaries";
import type { Db } from "../../platform/db/client";
import { authed } from "../../platform/http/route-auth";
import { findOwnSummary, generateSummary, listSummaries, summaryStatus, toSummaryView } from "./service";

const tags = ["summaries"];

export async function summariesRoutes(app: FastifyInstance, ctx: { db: Db }) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    "/api/conversation-summaries",
    {
      config: { auth: "user" },
      schema: {
        operationId: "listSummaries",
        tags,
        summary: "The user's performance summaries, newest first, rendered in the language",
        querystring: summaryLanguageQuerySchema,
        response: { 200: summaryListSchema, 401: errorBodySchema },
      },
    },
    async (request) => {
      const user = authed(request).user;
      const language = request.query.language ?? "en";
      return { summaries: (await listSummaries(ctx.db, user)).map((row) => toSummaryView(row, language)) };
    },
  );

  r.get(
    "/api/conversation-summaries/status",
    {
      config: { auth: "user" },
      schema: {
        operationId: "getSummaryStatus",
        tags,
        summary: "Whether a summary can be generated now, and today's count",
        response: { 200: summaryStatusSchema, 401: errorBodySchema },
      },
    },
    async (request) => ({ summaryStatus: await summaryStatus(ctx.db, authed(request).user) }),
  );

  r.post(
    "/api/conversation-summaries/generate",
    {
      config: { auth: "user" },
      schema: {
        operationId: "generateSummary",
        tags,
        summary: "Generate a summary of the latest 5 rated conversations",
        description: "Free plan: 403 with `upgradeRequired`. Fewer than 5 rated conversations: 400. More than 5 today: 429.",
        querystring: summaryLanguageQuerySchema,
        response: { 201: summaryResponseSchema, 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema, 429: errorBodySchema },
      },
    },
    async (request, reply) => {
      const user = authed(request).user;
      const row = await generateSummary(ctx.db, user);
      return reply.code(201).send({ message: SUMMARY_MESSAGES.generated, summary: toSummaryView(row, request.query.language ?? "en") });
    },
  );

  r.post(
    "/api/conversation-summaries/:id/translate",
    {
      config: { auth: "user" },
      schema: {
        operationId: "translateSummary",
        tags,
        summary: "The summary's texts in another language",
        description: "Rendered from the stored structured content; no translation service is involved.",
        params: summaryIdParamsSchema,
        body: translateSummaryBodySchema,
        response: { 200: translateSummaryResponseSchema, 400: errorBodySchema, 401: errorBodySchema, 404: errorBodySchema },
      },
    },
    async (request) => {
      const user = authed(request).user;
      const view = toSummaryView(await findOwnSummary(ctx.db, user, request.params.id), request.body.targetLanguage);
      return {
        success: true as const,
        translation: { strengths: view.strengths, improvements: view.improvements, stageRatings: view.stageRatings, aiAnalysis: view.aiAnalysis },
      };
    },
  );
}
