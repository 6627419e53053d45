import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { errorBodySchema } from "../../../contract/errors";
import {
  conversationIdParamsSchema,
  conversationListQuerySchema,
  conversationComparisonSchema,
  conversationListSchema,
  conversationSchema,
  endConversationResponseSchema,
  exportQuerySchema,
  languageQuerySchema,
  PRACTICE_MESSAGES,
  sendMessageBodySchema,
  sendMessageResponseSchema,
  startConversationBodySchema,
} from "../../../contract/practice";
import { AiProviderError, viewOf } from "../../ai";
import { assertWithinConversationLimit, effectivePlan } from "../../domain/entitlements";
import type { UserRow } from "../../platform/db/schema";
import { AppError } from "../../platform/errors";
import { authed } from "../../platform/http/route-auth";
import type { ZodRoutes } from "../../platform/http/zod-routes";
import { summarizeAfterEnd } from "../summaries";
import { comparisonFor } from "./comparison";
import { exportConversations } from "./export";
import {
  abandonTurn,
  aiFailure,
  allConversations,
  closeTimedOutSilentCalls,
  commitTurn,
  countConversations,
  endConversation,
  findOwnConversation,
  listConversations,
  type PracticeContext,
  prepareTurn,
  sendMessage,
  startConversation,
} from "./service";
import { toConversationView, toSummaryView } from "./view";

const errors = {
  400: errorBodySchema,
  401: errorBodySchema,
  403: errorBodySchema,
  404: errorBodySchema,
  409: errorBodySchema,
  502: errorBodySchema,
  504: errorBodySchema,
};
const tags = ["practice"];
/** Starting or continuing a call: a visitor is told to log in to start. */
const signedInToPractise = { auth: "user", unauthorizedMessage: PRACTICE_MESSAGES.loginToStart } as const;

/** The practice calls, registered in groups in the order the API document lists them. */
export async function practiceRoutes(app: FastifyInstance, ctx: PracticeContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  historyRoutes(r, ctx);
  conversationRoutes(r, ctx);
  callRoutes(r, ctx);
}

/** The user's past calls: a page of them, how many, and all of them as a file. */
function historyRoutes(r: ZodRoutes, ctx: PracticeContext) {
  r.get(
    "/api/ai/conversations",
    {
      config: { auth: "user" },
      schema: {
        operationId: "listConversations",
        tags,
        summary: "The signed-in user's conversations, newest first",
        querystring: conversationListQuerySchema,
        response: { 200: conversationListSchema, 401: errorBodySchema },
      },
    },
    async (request) => {
      const user = authed(request).user;
      const { page, pageSize, language } = request.query;
      await closeTimedOutSilentCalls(ctx, user);
      const { rows, total } = await listConversations(ctx.db, user, page, pageSize);
      return { conversations: rows.map((row) => toSummaryView(row, language)), total, page, pageSize };
    },
  );

  r.get(
    "/api/ai/conversations/count",
    {
      config: { auth: "user" },
      schema: {
        operationId: "countConversations",
        tags,
        summary: "How many conversations the user has",
        response: { 200: z.object({ count: z.number().int() }), 401: errorBodySchema },
      },
    },
    async (request) => ({ count: await countConversations(ctx.db, authed(request).user) }),
  );

  r.get(
    "/api/ai/conversations/export",
    {
      config: { auth: "user" },
      schema: {
        operationId: "exportConversations",
        tags,
        summary: "Download the user's conversations with ratings (paid plans; spec ruling 10)",
        querystring: exportQuerySchema.merge(languageQuerySchema),
        response: {
          200: {
            description: "A file to save (Content-Disposition: attachment): JSON, or CSV with one call per row",
            content: {
              "application/json": { schema: z.object({ exportedAt: z.string(), conversations: z.array(conversationSchema) }) },
              "text/csv": { schema: z.string() },
            },
          },
          401: errorBodySchema,
          403: errorBodySchema,
        },
      },
    },
    async (request, reply) => {
      const user = authed(request).user;
      if (effectivePlan(user) === "free") {
        throw new AppError("FORBIDDEN", PRACTICE_MESSAGES.exportPaidOnly, { upgradeRequired: true });
      }
      const { format, language } = request.query;
      const body = exportConversations(await allConversations(ctx.db, user), format, language ?? "en");
      const date = new Date().toISOString().slice(0, 10);
      return reply
        .header("content-type", format === "json" ? "application/json; charset=utf-8" : "text/csv; charset=utf-8")
        .header("content-disposition", `attachment; filename="salesdojo-conversations-${date}.${format}"`)
        .send(body as never); // a file, not one of the JSON answers declared above
    },
  );
}

/** One call: its transcript and rating, and the calls its scorecard is compared with. */
function conversationRoutes(r: ZodRoutes, ctx: PracticeContext) {
  r.get(
    "/api/ai/conversation/:id",
    {
      config: { auth: "user" },
      schema: {
        operationId: "getConversation",
        tags,
        summary: "One conversation with its messages and rating",
        params: conversationIdParamsSchema,
        querystring: languageQuerySchema,
        response: { 200: z.object({ conversation: conversationSchema }), ...errors },
      },
    },
    async (request) => {
      const user = authed(request).user;
      await closeTimedOutSilentCalls(ctx, user);
      const row = await findOwnConversation(ctx.db, user, request.params.id);
      // Opening a call to go on practising is refused at the limit like start, send and end; reading a past
      // call (its transcript and rating) never is.
      if (row.status === "active") await assertWithinConversationLimit(ctx.db, user);
      return { conversation: toConversationView(row, request.query.language) };
    },
  );

  r.get(
    "/api/ai/conversation/:id/comparison",
    {
      config: { auth: "user" },
      schema: {
        operationId: "getConversationComparison",
        tags,
        summary: "The calls this one's scorecard is compared with: the previous rated call and the best in its scenario",
        description: "Scores are the stored stage scores (0-10); `null` when there is no such call yet. Never refused at the usage limit.",
        params: conversationIdParamsSchema,
        response: { 200: conversationComparisonSchema, 400: errorBodySchema, 401: errorBodySchema, 404: errorBodySchema },
      },
    },
    async (request) => comparisonFor(ctx.db, authed(request).user, request.params.id),
  );
}

/** A call from start to rating: start it, talk, end it. */
function callRoutes(r: ZodRoutes, ctx: PracticeContext) {
  r.post(
    "/api/ai/conversation",
    {
      config: signedInToPractise,
      schema: {
        operationId: "startConversation",
        tags,
        summary: "Start a practice conversation",
        description:
          "Counts one conversation against the plan's limit in the same atomic step that checks it (spec ruling 1). " +
          "At the limit: 403 with `upgradeRequired: true`. One call at a time: while the user has a call in progress " +
          "(answered at least once, not rated, not ended by the customer) the start answers 409 with " +
          "`activeConversationId`; calls nobody answered are closed instead (they stay counted). The customer speaks first.",
        body: startConversationBodySchema,
        response: { 201: z.object({ conversation: conversationSchema }), ...errors },
      },
    },
    async (request, reply) => {
      const user = authed(request).user;
      const row = await startConversation(ctx, user, request.body);
      return reply.status(201).send({ conversation: toConversationView(row) });
    },
  );

  r.post(
    "/api/ai/message",
    {
      config: signedInToPractise,
      schema: {
        operationId: "sendMessage",
        tags,
        summary: "Send the salesperson's message; the customer replies",
        description:
          "With `Accept: text/event-stream` the reply streams as server-sent events: `delta` {text} pieces, then " +
          "`done` with the same JSON as the plain answer, or `error` {error, details, type}. Errors before the " +
          "reply starts (not found, pending reply, limit) answer as JSON with their status.",
        body: sendMessageBodySchema,
        response: { 200: sendMessageResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const user = authed(request).user;
      const { conversationId, message } = request.body;
      if (!String(request.headers.accept ?? "").includes("text/event-stream")) {
        const result = await sendMessage(ctx, user, conversationId, message);
        return { response: result.response, message: result.message, customerState: viewOf(result.state), callEnded: result.callEnded };
      }
      return streamTurn(ctx, request, reply, user, conversationId, message);
    },
  );

  r.post(
    "/api/ai/conversation/:id/end",
    {
      config: { auth: "user" },
      schema: {
        operationId: "endConversation",
        tags,
        summary: "End the conversation and rate it",
        description: "Rating and end are stored together. Ending an ended conversation answers it as it is.",
        params: conversationIdParamsSchema,
        querystring: languageQuerySchema,
        response: { 200: endConversationResponseSchema, ...errors },
      },
    },
    async (request) => {
      const user = authed(request).user;
      const row = await endConversation(ctx, user, request.params.id);
      const summary = await summarizeAfterEnd(ctx.db, user, row, request.log); // Every 5th: a summary; never fails the end.
      return {
        message: PRACTICE_MESSAGES.endedRated,
        conversation: toConversationView(row, request.query.language),
        summaryGenerated: summary !== null,
      };
    },
  );
}

/**
 * Streams the customer's reply as server-sent events: `delta` pieces as the engine writes them, then `done` with the
 * stored turn, or `error` after the turn is abandoned (nothing stored or charged).
 */
async function streamTurn(ctx: PracticeContext, request: FastifyRequest, reply: FastifyReply, user: UserRow, conversationId: string, message: string) {
  // The client leaving stops the engine's work: an LLM stops generating, and nothing is stored or charged.
  const left = new AbortController();
  reply.raw.on("close", () => {
    if (!reply.raw.writableEnded) left.abort();
  });
  const turn = await prepareTurn(ctx, user, conversationId, message, new Date(), left.signal);
  reply.hijack();
  const raw = reply.raw;
  const send = (event: string, data: unknown) => {
    if (!raw.destroyed) raw.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
  };
  let text = "";
  try {
    raw.writeHead(200, {
      "content-type": "text/event-stream; charset=utf-8",
      "cache-control": "no-store",
      connection: "keep-alive",
      "x-content-type-options": "nosniff",
      "x-accel-buffering": "no",
    });
    for await (const piece of ctx.engine.streamReply(turn, { signal: left.signal })) {
      text += piece;
      send("delta", { text: piece });
    }
    const result = await commitTurn(ctx, turn, text.trim());
    send("done", { response: result.response, message: result.message, customerState: viewOf(turn.state), callEnded: result.callEnded });
  } catch (e) {
    await abandonTurn(ctx, turn);
    const err = e instanceof AiProviderError ? aiFailure(e) : null;
    if (!err && !left.signal.aborted) request.log.error({ err: e }, "streamed reply failed");
    send("error", {
      error: err?.message ?? "Failed to send message",
      details: err?.extra.details,
      type: err?.extra.type ?? "internal",
    });
  } finally {
    raw.end();
  }
}
