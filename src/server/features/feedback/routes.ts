import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { errorBodySchema } from "../../../contract/errors";
import { FEEDBACK_SUCCESS_MESSAGE, feedbackBodySchema, feedbackListSchema } from "../../../contract/feedback";
import type { AppDeps } from "../../platform/deps";
import { authed } from "../../platform/http/route-auth";
import { createFeedbackLimiters, listFeedback, submitFeedback } from "./service";
import { PUBLIC } from "../../platform/http/openapi";

const apiCheckSchema = z.object({ status: z.literal("ok"), message: z.string() });
const feedbackCreatedSchema = z.object({ message: z.string(), id: z.string() });

export async function feedbackRoutes(app: FastifyInstance, opts: { deps: AppDeps }) {
  const db = opts.deps.database.db;
  const limiters = createFeedbackLimiters(opts.deps.limiterFactory);
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    "/api/test",
    {
      config: { auth: "public" },
      schema: {
        operationId: "checkApiReachable",
        security: PUBLIC,
        tags: ["feedback"],
        summary: "Reachability check the client makes before sending feedback",
        response: { 200: apiCheckSchema },
      },
    },
    async () => ({ status: "ok" as const, message: "API is reachable" }),
  );

  r.post(
    "/api/feedback",
    {
      config: { auth: "user", authCheckpoint: "beforeValidation" },
      schema: {
        operationId: "sendFeedback",
        tags: ["feedback"],
        summary: "Send beta feedback (signed-in users)",
        description:
          "The sender is taken from the session; userId, userEmail and userName in the body are accepted for the " +
          "spec's client but ignored. 30 per hour per user, then 429.",
        body: feedbackBodySchema,
        response: { 201: feedbackCreatedSchema, 400: errorBodySchema, 401: errorBodySchema, 429: errorBodySchema },
      },
    },
    async (request, reply) => {
      const { user } = authed(request);
      const { id } = await submitFeedback({ db, limiters, user, body: request.body });
      return reply.status(201).send({ message: FEEDBACK_SUCCESS_MESSAGE, id });
    },
  );

  r.get(
    "/api/admin/feedback",
    {
      config: { auth: "platformAdmin" },
      schema: {
        operationId: "listFeedback",
        tags: ["admin", "feedback"],
        summary: "Beta feedback, newest first (at most 200); platform admins only",
        response: { 200: feedbackListSchema, 401: errorBodySchema, 403: errorBodySchema },
      },
    },
    async () => ({ feedback: await listFeedback(db) }),
  );
}
