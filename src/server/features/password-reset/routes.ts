import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import {
  FORGOT_PASSWORD_MESSAGE,
  forgotPasswordBodySchema,
  resetPasswordBodySchema,
  verifyResetTokenParamsSchema,
  verifyResetTokenResponseSchema,
} from "../../../contract/auth";
import { errorBodySchema, messageSchema } from "../../../contract/errors";
import type { AppDeps } from "../../platform/deps";
import type { AuthLimiters } from "../auth";
import { createAfterReplyQueue } from "../../platform/http/after-reply";
import { checkResetRequestRate, resetPassword, sendResetLink, verifyResetToken } from "./service";
import { PUBLIC } from "../../platform/http/openapi";

export async function passwordResetRoutes(app: FastifyInstance, opts: { deps: AppDeps; limiters: AuthLimiters }) {
  const { deps, limiters } = opts;
  const db = deps.database.db;
  const r = app.withTypeProvider<ZodTypeProvider>();
  const afterReply = createAfterReplyQueue(app);

  r.post(
    "/api/password-reset/forgot-password",
    {
      config: { auth: "public" },
      schema: {
        operationId: "requestPasswordReset",
        security: PUBLIC,
        tags: ["password reset"],
        summary: "Mail a reset link (same answer for known and unknown emails)",
        description: "At most 3 mails per hour per account; 20 requests per 15 minutes per IP, then 429.",
        body: forgotPasswordBodySchema,
        response: { 200: messageSchema, 400: errorBodySchema, 429: errorBodySchema },
      },
    },
    async (request) => {
      await checkResetRequestRate(limiters, request.ip);
      const { email, language } = request.body;
      afterReply(() => sendResetLink({ db, mailer: deps.mailer, limiters, log: request.log, publicUrl: deps.config.publicUrl, email, language })).catch(
        (err: unknown) => request.log.error({ err }, "password reset mail failed"),
      );
      return { message: FORGOT_PASSWORD_MESSAGE };
    },
  );

  r.get(
    "/api/password-reset/verify-reset-token/:token",
    {
      config: { auth: "public" },
      schema: {
        operationId: "verifyResetToken",
        security: PUBLIC,
        tags: ["password reset"],
        summary: "Check a reset link before showing the form",
        params: verifyResetTokenParamsSchema,
        response: { 200: verifyResetTokenResponseSchema, 400: errorBodySchema },
      },
    },
    async (request) => ({ valid: true as const, ...(await verifyResetToken(db, request.params.token)) }),
  );

  r.post(
    "/api/password-reset/reset-password",
    {
      config: { auth: "public" },
      schema: {
        operationId: "resetPassword",
        security: PUBLIC,
        tags: ["password reset"],
        summary: "Set a new password with a reset token (single use, 1 hour); signs out every session",
        body: resetPasswordBodySchema,
        response: { 200: messageSchema, 400: errorBodySchema },
      },
    },
    async (request) => {
      await resetPassword({ db, limiters, token: request.body.token, newPassword: request.body.newPassword });
      return { message: "Password has been reset successfully" };
    },
  );
}
