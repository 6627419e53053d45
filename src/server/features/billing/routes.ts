import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import {
  billingModeResponseSchema,
  changeOptionsResponseSchema,
  checkoutBodySchema,
  checkoutResponseSchema,
  completeSetupBodySchema,
  localCompleteResponseSchema,
  localSessionParamsSchema,
  localSessionResponseSchema,
  portalResponseSchema,
  statusResponseSchema,
  subscriptionResultSchema,
} from "../../../contract/billing";
import { errorBodySchema } from "../../../contract/errors";
import { conversationUsage } from "../../domain/entitlements";
import { toPublicUserWithUsage } from "../../domain/users";
import { authed } from "../../platform/http/route-auth";
import type { ZodRoutes } from "../../platform/http/zod-routes";
import {
  type BillingContext,
  cancelSubscription,
  changeOptions,
  completeLocalCheckout,
  completeSetup,
  openPortal,
  readLocalCheckout,
  startCheckout,
  viewOf,
} from "./service";
import { PUBLIC } from "../../platform/http/openapi";

const tags = ["subscriptions"];
const errors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema, 503: errorBodySchema };

export async function billingRoutes(app: FastifyInstance, ctx: BillingContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  purchaseRoutes(r, ctx);
  subscriptionRoutes(r, ctx);
  billingModeRoutes(r, ctx);
}

/** Buying or changing a plan: the checkout, the provider's portal, the plans one may change to. */
function purchaseRoutes(r: ZodRoutes, ctx: BillingContext) {
  r.post(
    "/api/subscriptions/create-checkout-session",
    {
      config: { auth: "user", unauthorizedMessage: "Please log in to subscribe" },
      schema: {
        operationId: "createCheckoutSession",
        tags,
        summary: "Start buying a paid plan, or move a live subscription to it at once",
        description:
          "With Stripe, `url` is Stripe Checkout. In the built-in test mode (no STRIPE_SECRET_KEY) it is a page of " +
          "this app that says it is test mode. A user with a live subscription is moved to the plan immediately " +
          "(`changed: true`) and sent to the profile. Enterprise accounts get 403.",
        body: checkoutBodySchema,
        response: { 200: checkoutResponseSchema, ...errors },
      },
    },
    async (request) => {
      return startCheckout(ctx, authed(request).user, request.body.plan, request.body.returnTo);
    },
  );

  r.post(
    "/api/subscriptions/create-portal-session",
    {
      config: { auth: "user" },
      schema: {
        operationId: "createPortalSession",
        tags,
        summary: "Open the billing portal",
        description: "Refused for enterprise accounts (403) and users without a billing customer (400).",
        response: { 200: portalResponseSchema, ...errors },
      },
    },
    async (request) => openPortal(ctx, authed(request).user),
  );

  r.get(
    "/api/subscriptions/change-options",
    {
      config: { auth: "user" },
      schema: {
        operationId: "listPlanChangeOptions",
        tags,
        summary: "Plans the subscription can move to",
        response: { 200: changeOptionsResponseSchema, ...errors },
      },
    },
    async (request) => changeOptions(authed(request).user),
  );
}

/** The subscription one has: finishing its setup, cancelling it, its status. */
function subscriptionRoutes(r: ZodRoutes, ctx: BillingContext) {
  r.post(
    "/api/subscriptions/complete-setup",
    {
      config: { auth: "user" },
      schema: {
        operationId: "completeSubscriptionSetup",
        tags,
        summary: "Store the subscription after returning from checkout",
        description: "Reads the subscription from the provider, never from the redirect. 503 when billing is down.",
        body: completeSetupBodySchema.nullish(), // The spec's client posts no body at all.
        response: { 200: subscriptionResultSchema, ...errors },
      },
    },
    async (request) => completeSetup(ctx, authed(request).user, request.body?.sessionId),
  );

  r.post(
    "/api/subscriptions/cancel",
    {
      config: { auth: "user" },
      schema: {
        operationId: "cancelSubscription",
        tags,
        summary: "Cancel at the end of the current period",
        description: "Spec ruling 7 names this call. Access continues until `currentPeriodEnd`.",
        response: { 200: subscriptionResultSchema, ...errors },
      },
    },
    async (request) => cancelSubscription(ctx, authed(request).user),
  );

  r.get(
    "/api/subscriptions/status",
    {
      config: { auth: "user" },
      schema: { operationId: "getSubscriptionStatus", tags, summary: "Usage and subscription", response: { 200: statusResponseSchema, 401: errorBodySchema } },
    },
    async (request) => {
      const user = authed(request).user;
      return { usageStatus: await conversationUsage(ctx.db, user), subscription: viewOf(ctx, user) };
    },
  );
}

/** Which payment provider answers, and the built-in test mode's checkout pages when it is the one. */
function billingModeRoutes(r: ZodRoutes, ctx: BillingContext) {
  r.get(
    "/api/billing/mode",
    {
      config: { auth: "public" },
      schema: {
        operationId: "getBillingMode",
        security: PUBLIC,
        tags,
        summary: "Which billing provider runs: `local` is the built-in test mode, where no money moves",
        description: "Public: the pricing page shows a test-mode notice to everyone when it is `local`.",
        response: { 200: billingModeResponseSchema },
      },
    },
    async () => ({ provider: ctx.provider.kind }),
  );

  // ---- Built-in test mode
  if (ctx.provider.kind === "local") {
    r.get(
      "/api/billing/local/checkout/:sessionId",
      {
        config: { auth: "user" },
        schema: {
          operationId: "getTestCheckout",
          tags: ["billing (test mode)"],
          summary: "A test-mode checkout session of the signed-in user",
          params: localSessionParamsSchema,
          response: { 200: localSessionResponseSchema, 401: errorBodySchema, 404: errorBodySchema },
        },
      },
      async (request) => readLocalCheckout(ctx.db, authed(request).user, request.params.sessionId),
    );

    r.post(
      "/api/billing/local/checkout/:sessionId/complete",
      {
        config: { auth: "user" },
        schema: {
          operationId: "completeTestCheckout",
          tags: ["billing (test mode)"],
          summary: "Confirm a test-mode checkout: activates the plan as a verified Stripe event would",
          params: localSessionParamsSchema,
          response: { 200: localCompleteResponseSchema, 404: errorBodySchema, 409: errorBodySchema, ...errors },
        },
      },
      async (request) => {
        const user = await completeLocalCheckout(ctx.db, authed(request).user, request.params.sessionId);
        return { message: "Your subscription is active", user: await toPublicUserWithUsage(ctx.db, user) };
      },
    );
  }
}
