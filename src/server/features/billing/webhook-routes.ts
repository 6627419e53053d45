import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { BILLING_MESSAGES } from "../../../contract/billing";
import { errorBodySchema } from "../../../contract/errors";
import { AppError } from "../../platform/errors";
import { BillingUnavailableError } from "./provider";
import type { BillingContext } from "./service";
import { isStripeProvider } from "./stripe-provider";
import { HANDLED_STRIPE_EVENTS, handleStripeEvent } from "./stripe-webhook";

export const STRIPE_WEBHOOK_PATH = "/api/subscriptions/webhook";
export const INVALID_SIGNATURE = "Invalid webhook signature";

/**
 * POST /api/subscriptions/webhook, only when Stripe is configured. Register it with
 * app.register: the raw-body JSON parser below then applies to this route alone, and every other route keeps
 * the normal JSON parser. Stripe calls it without cookies or an Origin header, so the CSRF guard lets it through;
 * the signature is what authenticates it.
 */
export async function stripeWebhookRoutes(app: FastifyInstance, ctx: BillingContext) {
  const provider = ctx.provider;
  if (!isStripeProvider(provider)) return;

  // The signature covers the exact bytes Stripe sent (security item 17), so the body stays a Buffer here.
  app.addContentTypeParser("application/json", { parseAs: "buffer" }, (_request, body, done) => done(null, body));

  app.withTypeProvider<ZodTypeProvider>().post(
    STRIPE_WEBHOOK_PATH,
    {
      config: { auth: "public" },
      schema: {
        operationId: "receiveStripeWebhook",
        tags: ["subscriptions"],
        summary: "Stripe webhook",
        description:
          "Called by Stripe, authenticated by the `Stripe-Signature` header over the raw body; a missing, wrong or " +
          "older than 300 s signature answers 400. Handles " +
          HANDLED_STRIPE_EVENTS.map((e) => `\`${e}\``).join(", ") +
          "; other events answer 200 and are ignored. Each event id applies once, and the subscription is re-read " +
          "from Stripe rather than taken from the payload. 503 (Stripe retries) when the Stripe API cannot be reached.",
        security: [],
        response: { 200: z.object({ received: z.boolean() }), 400: errorBodySchema, 503: errorBodySchema },
      },
    },
    async (request) => {
      const raw = request.body;
      const signature = request.headers["stripe-signature"];
      if (!(Buffer.isBuffer(raw) || typeof raw === "string") || typeof signature !== "string") {
        throw new AppError("BAD_REQUEST", INVALID_SIGNATURE);
      }
      let event;
      try {
        event = provider.verifyEvent(raw, signature);
      } catch {
        throw new AppError("BAD_REQUEST", INVALID_SIGNATURE);
      }
      try {
        return await handleStripeEvent({ db: ctx.db, provider, log: request.log }, event);
      } catch (e) {
        if (e instanceof BillingUnavailableError) {
          request.log.warn({ eventId: event.id, err: e.cause }, "stripe webhook: Stripe API unavailable; Stripe will retry");
          throw new AppError("UNAVAILABLE", BILLING_MESSAGES.billingUnavailable);
        }
        throw e;
      }
    },
  );
}
