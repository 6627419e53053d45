import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { errorBodySchema, messageSchema } from "../../../contract/errors";
import {
  createWebhookBodySchema,
  updateWebhookBodySchema,
  webhookDeliveryListSchema,
  webhookDeliveryParamsSchema,
  webhookEndpointListSchema,
  webhookEndpointSchema,
  webhookIdParamsSchema,
  webhookTestAnswerSchema,
  webhookWithSecretSchema,
} from "../../../contract/webhooks";
import type { Db } from "../../platform/db/client";
import type { AppDeps } from "../../platform/deps";
import { authed } from "../../platform/http/route-auth";
import type { ZodRoutes } from "../../platform/http/zod-routes";
import { createWebhook, deleteWebhook, listDeliveries, listWebhooks, resendDelivery, rotateWebhookSecret, sendTestEvent, updateWebhook } from "./service";
import { startWebhookWorker } from "./worker";

type WebhookConfig = AppDeps["config"]["webhooks"];

const tags = ["companies", "webhooks"];
const readErrors = { 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema };

/**
 * Outgoing webhooks (issue 18, docs/decisions/022): company admins of an Enterprise company, signed in (no API-key
 * scope: a key cannot manage webhooks). Everyone else gets 403; another company's endpoint 404. The delivery worker
 * runs in every server process from onReady to onClose.
 */
export async function webhookRoutes(app: FastifyInstance, opts: { deps: AppDeps }) {
  const db = opts.deps.database.db;
  const cfg = opts.deps.config.webhooks;
  runDeliveryWorker(app, db, cfg);
  const r = app.withTypeProvider<ZodTypeProvider>();
  endpointRoutes(r, db, cfg);
  deliveryRoutes(r, db);
}

/** The delivery worker: started when the app is ready (unless its interval is 0), stopped when it closes. */
function runDeliveryWorker(app: FastifyInstance, db: Db, cfg: WebhookConfig) {
  let stopWorker: (() => Promise<void>) | null = null;
  app.addHook("onReady", async () => {
    if (cfg.workerIntervalMs > 0) {
      stopWorker = startWebhookWorker({
        db,
        log: app.log,
        allowLocal: cfg.allowLocal,
        timeoutMs: cfg.timeoutMs,
        intervalMs: cfg.workerIntervalMs,
        retentionDays: cfg.retentionDays,
      });
    }
  });
  app.addHook("onClose", async () => {
    await stopWorker?.();
  });
}

/** A company's endpoints: list, create, edit, delete. */
function endpointRoutes(r: ZodRoutes, db: Db, cfg: WebhookConfig) {
  r.get(
    "/api/companies/webhooks",
    {
      config: { auth: "user" },
      schema: {
        operationId: "listWebhooks",
        tags,
        summary: "The company's webhook endpoints (company admins, Enterprise)",
        description: "Each endpoint shows the start of its signing secret, never the whole secret, and its newest delivery's status.",
        response: { 200: webhookEndpointListSchema, ...readErrors },
      },
    },
    async (request) => listWebhooks(db, authed(request).user),
  );

  r.post(
    "/api/companies/webhooks",
    {
      config: { auth: "user", authCheckpoint: "beforeValidation" },
      schema: {
        operationId: "createWebhook",
        tags,
        summary: "Register a webhook endpoint (company admins, Enterprise)",
        description:
          "Events: `conversation.rated`, `assignment.passed`, `user.added`. The address must be https:// and public " +
          "(no private, loopback or reserved address). Every delivery is a POST of JSON signed in the " +
          '`SalesDojo-Signature` header (`t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<body>">`); see docs/webhooks.md. ' +
          "The answer's `secret` is the only copy you get. At most 10 endpoints per company (409).",
        body: createWebhookBodySchema,
        response: { 201: webhookWithSecretSchema, 400: errorBodySchema, ...readErrors, 409: errorBodySchema },
      },
    },
    async (request, reply) => reply.status(201).send(await createWebhook(db, authed(request).user, request.body, cfg)),
  );

  r.put(
    "/api/companies/webhooks/:id",
    {
      config: { auth: "user", authCheckpoint: "beforeValidation" },
      schema: {
        operationId: "updateWebhook",
        tags,
        summary: "Enable or disable a webhook endpoint, or change its events",
        description: "A disabled endpoint gets no new deliveries; its pending ones wait until it is enabled again.",
        params: webhookIdParamsSchema,
        body: updateWebhookBodySchema,
        response: { 200: webhookEndpointSchema, 400: errorBodySchema, ...readErrors },
      },
    },
    async (request) => updateWebhook(db, authed(request).user, request.params.id, request.body),
  );

  r.delete(
    "/api/companies/webhooks/:id",
    {
      config: { auth: "user" },
      schema: {
        operationId: "deleteWebhook",
        tags,
        summary: "Delete a webhook endpoint and its delivery log",
        params: webhookIdParamsSchema,
        response: { 200: messageSchema, 400: errorBodySchema, ...readErrors },
      },
    },
    async (request) => deleteWebhook(db, authed(request).user, request.params.id),
  );
}

/** What an endpoint is sent and signed with: a new signing secret, a test event, the deliveries, a delivery sent again. */
function deliveryRoutes(r: ZodRoutes, db: Db) {
  r.post(
    "/api/companies/webhooks/:id/rotate-secret",
    {
      config: { auth: "user" },
      schema: {
        operationId: "rotateWebhookSecret",
        tags,
        summary: "Give a webhook endpoint a new signing secret",
        description:
          "The answer's `secret` signs from now on. For 24 hours the previous secret also signs each delivery (a second " +
          "`v1=` in the header), so the receiver can switch without losing deliveries.",
        params: webhookIdParamsSchema,
        response: { 200: webhookWithSecretSchema, 400: errorBodySchema, ...readErrors },
      },
    },
    async (request) => rotateWebhookSecret(db, authed(request).user, request.params.id),
  );

  r.post(
    "/api/companies/webhooks/:id/test",
    {
      config: { auth: "user" },
      schema: {
        operationId: "sendWebhookTest",
        tags,
        summary: "Queue a `webhook.test` event to this endpoint",
        description: "It is sent within seconds by the delivery worker and appears in the delivery log. A disabled endpoint answers 409.",
        params: webhookIdParamsSchema,
        response: { 202: webhookTestAnswerSchema, 400: errorBodySchema, ...readErrors, 409: errorBodySchema },
      },
    },
    async (request, reply) => reply.status(202).send(await sendTestEvent(db, authed(request).user, request.params.id)),
  );

  r.get(
    "/api/companies/webhooks/:id/deliveries",
    {
      config: { auth: "user" },
      schema: {
        operationId: "listWebhookDeliveries",
        tags,
        summary: "An endpoint's newest 50 deliveries: status, attempts, last response, next retry",
        description:
          "A failed attempt (no 2xx within 5 s) is retried after 1 min, 5 min, 30 min, 2 h and 6 h; after the sixth " + "attempt the delivery is `failed`.",
        params: webhookIdParamsSchema,
        response: { 200: webhookDeliveryListSchema, 400: errorBodySchema, ...readErrors },
      },
    },
    async (request) => listDeliveries(db, authed(request).user, request.params.id),
  );

  r.post(
    "/api/companies/webhooks/:id/deliveries/:deliveryId/resend",
    {
      config: { auth: "user" },
      schema: {
        operationId: "resendWebhookDelivery",
        tags,
        summary: "Send a delivery's event to its endpoint again",
        description:
          "Queues a new delivery with the same body (the same event `id`, so a receiver can tell it is a repeat) to the " +
          "same endpoint; it gets its own `SalesDojo-Delivery` id, a fresh signature and timestamp, and the usual retries. " +
          "Only a delivery that has succeeded or failed can be resent (409 while it is pending, or when the endpoint is disabled).",
        params: webhookDeliveryParamsSchema,
        response: { 202: webhookTestAnswerSchema, 400: errorBodySchema, ...readErrors, 409: errorBodySchema },
      },
    },
    async (request, reply) => reply.status(202).send(await resendDelivery(db, authed(request).user, request.params.id, request.params.deliveryId)),
  );
}
