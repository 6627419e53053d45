import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { errorBodySchema } from "../../../contract/errors";
import { type AiTipsStatus, TIPS_MESSAGES, tipsLimitErrorSchema, tipsRequestSchema, tipsResponseSchema, tipsUsageResponseSchema } from "../../../contract/tips";
import type { TipsAnswerer } from "../../ai";
import { consumeTip, tipsUsage } from "../../domain/entitlements";
import type { Db } from "../../platform/db/client";
import type { UserRow } from "../../platform/db/schema";
import { AppError } from "../../platform/errors";
import { withReasons } from "../../platform/http/error-handler";
import { authed } from "../../platform/http/route-auth";
import { weakStagesOf } from "./service";

export interface TipsContext {
  db: Db;
  /** The tips side of the AI port: the builtin answer, or an LLM's with the builtin as fallback. */
  tips: TipsAnswerer;
}

const tags = ["tips"];

async function statusOf(db: Db, user: UserRow): Promise<AiTipsStatus> {
  const { canUseAiTips, monthlyLimit, remainingThisMonth } = await tipsUsage(db, user);
  return { canUseAiTips, monthlyLimit, remainingThisMonth };
}

/** The AI tips assistant: counted per answered question. */
export async function tipsRoutes(app: FastifyInstance, ctx: TipsContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    "/api/ai/tips/usage",
    {
      config: { auth: "user" },
      schema: {
        operationId: "getTipsUsage",
        tags,
        summary: "The user's AI tips allowance this month",
        response: { 200: tipsUsageResponseSchema, 401: errorBodySchema },
      },
    },
    async (request) => ({ aiTipsStatus: await statusOf(ctx.db, authed(request).user) }),
  );

  r.post(
    "/api/ai/tips",
    {
      config: { auth: "user" },
      schema: {
        operationId: "askForTip",
        tags,
        summary: "Ask the sales-tips assistant",
        description:
          "Counts one question against the month's AI tips limit before answering, in one atomic step; the slot is " +
          "given back if no answer can be written. At the limit (and always on Free, limit 0): 429 with " +
          "`aiTipsStatus`. The answer is in `language` and draws on the user's weakest stages in their last rated " +
          "conversations. `conversationHistory` is the panel's last 10 messages.",
        body: tipsRequestSchema,
        response: { 200: tipsResponseSchema, 400: errorBodySchema, 401: errorBodySchema, 429: tipsLimitErrorSchema, 500: errorBodySchema },
      },
    },
    async (request, reply) => {
      const user = authed(request).user;
      const { message, language, conversationHistory } = request.body;
      const giveBack = await consumeTip(ctx.db, user);
      if (!giveBack) {
        return reply
          .status(429)
          .send(withReasons({ error: TIPS_MESSAGES.limitReached, code: "RATE_LIMITED", upgradeRequired: true, aiTipsStatus: await statusOf(ctx.db, user) }));
      }
      let response: string;
      try {
        const weakStages = await weakStagesOf(ctx.db, user);
        response = await ctx.tips.answer(
          { message, language, history: conversationHistory, weakStages },
          {
            onFallback: (err) => request.log.warn({ err }, "tips model failed; answered with the builtin tips"),
          },
        );
      } catch (err) {
        await giveBack();
        request.log.error({ err }, "tips answer failed");
        throw new AppError("INTERNAL", TIPS_MESSAGES.failed);
      }
      return { response, aiTipsStatus: await statusOf(ctx.db, user) };
    },
  );
}
