import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { authSuccessSchema } from "../../../contract/auth";
import { errorBodySchema } from "../../../contract/errors";
import { acceptInviteBodySchema, inviteInfoResponseSchema, inviteTokenParamsSchema } from "../../../contract/invites";
import { toPublicUserWithUsage } from "../../domain/users";
import type { Db } from "../../platform/db/client";
import { setSessionCookie } from "../../platform/http/authenticate";
import type { AuthLimiters } from "../auth";
import { acceptInvite, inviteInfo } from "./service";
import { PUBLIC } from "../../platform/http/openapi";

const tags = ["invites"];

/** The invitation link of an account a manager or an admin created ("Set your password", then signed in). */
export async function inviteRoutes(app: FastifyInstance, opts: { db: Db; limiters: AuthLimiters }) {
  const { db, limiters } = opts;
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    "/api/invites/:token",
    {
      config: { auth: "public" },
      schema: {
        operationId: "getInvite",
        security: PUBLIC,
        tags,
        summary: "Check an invitation link before showing 'Set your password'",
        description: "400 when the link was used, expired, or the account already has a password of its own.",
        params: inviteTokenParamsSchema,
        response: { 200: inviteInfoResponseSchema, 400: errorBodySchema },
      },
    },
    async (request) => inviteInfo(db, request.params.token),
  );

  r.post(
    "/api/invites/accept",
    {
      config: { auth: "public" },
      schema: {
        operationId: "acceptInvite",
        security: PUBLIC,
        tags,
        summary: "Set the first password from an invitation and sign in (single use, 7 days)",
        description: "Answers like login (user and token) and sets the session cookie; other sessions end.",
        body: acceptInviteBodySchema,
        response: { 200: authSuccessSchema, 400: errorBodySchema, 403: errorBodySchema },
      },
    },
    async (request, reply) => {
      const { user, token } = await acceptInvite({
        db,
        limiters,
        token: request.body.token,
        password: request.body.password,
        userAgent: request.headers["user-agent"],
      });
      setSessionCookie(request, reply, token);
      return { message: "Your password is set", user: await toPublicUserWithUsage(db, user), token };
    },
  );
}
