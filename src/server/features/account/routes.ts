import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { BILLING_MESSAGES, deleteAccountResponseSchema } from "../../../contract/billing";
import { errorBodySchema } from "../../../contract/errors";
import { clearSessionCookie } from "../../platform/http/authenticate";
import { authed } from "../../platform/http/route-auth";
import type { BillingContext } from "../billing";
import { deleteAccount } from "./service";

export async function accountRoutes(app: FastifyInstance, ctx: BillingContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.delete(
    "/api/users/delete-account",
    {
      config: { auth: "user" },
      schema: {
        operationId: "deleteAccount",
        tags: ["account"],
        summary: "Delete the signed-in account",
        description: "Cancels billing, then deletes the user with their sessions and data. Company admins of a company get 403.",
        response: { 200: deleteAccountResponseSchema, 401: errorBodySchema, 403: errorBodySchema, 503: errorBodySchema },
      },
    },
    async (request, reply) => {
      await deleteAccount(ctx, authed(request).user);
      clearSessionCookie(reply);
      return { message: BILLING_MESSAGES.accountDeleted };
    },
  );
}
