import { z } from "zod";
import type { ActorLike } from "./company-permissions";
import { uuidSchema } from "./ids";
import { singleLine } from "./text";
import { WEBHOOK_LIMITS, WEBHOOK_MESSAGES } from "./webhook-rules";

/**
 * Outgoing webhooks (issue 18, Enterprise): a company admin registers HTTPS endpoints that SalesDojo calls, signed,
 * when something happens in the company (docs/decisions/022, docs/webhooks.md).
 */

/** The events an endpoint can subscribe to. `webhook.test` is sent only by the "Send test event" button. */
export const WEBHOOK_EVENTS = ["conversation.rated", "assignment.passed", "user.added"] as const;
export const webhookEventSchema = z.enum(WEBHOOK_EVENTS);
export type WebhookEvent = z.infer<typeof webhookEventSchema>;
export type WebhookEventType = WebhookEvent | "webhook.test";

/** Every secret starts with this, so a leaked one is recognised. */
export const WEBHOOK_SECRET_PREFIX = "whsec_";
/** The header that carries `t=<unix seconds>,v1=<hex HMAC-SHA256>` on every delivery. */
export const WEBHOOK_SIGNATURE_HEADER = "SalesDojo-Signature";

export { WEBHOOK_LIMITS, WEBHOOK_MESSAGES } from "./webhook-rules";

/** Company admins of their own company, as for API keys (a platform admin does not manage a company's endpoints). */
export function canManageWebhooks(actor: Pick<ActorLike, "role" | "isSuperAdmin" | "companyId">): boolean {
  return actor.role === "company_admin" && actor.isSuperAdmin !== true && actor.companyId !== null;
}

export const createWebhookBodySchema = z.object({
  url: z.string().trim().min(1).max(WEBHOOK_LIMITS.url),
  description: singleLine(z.string().trim().max(WEBHOOK_LIMITS.description)).default(""),
  events: z
    .array(webhookEventSchema)
    .min(1)
    .max(WEBHOOK_EVENTS.length)
    .transform((e) => [...new Set(e)]),
});
export type CreateWebhookInput = z.input<typeof createWebhookBodySchema>;

export const updateWebhookBodySchema = z
  .object({
    enabled: z.boolean().optional(),
    events: z
      .array(webhookEventSchema)
      .min(1)
      .max(WEBHOOK_EVENTS.length)
      .transform((e) => [...new Set(e)])
      .optional(),
  })
  .refine((b) => b.enabled !== undefined || b.events !== undefined, { message: WEBHOOK_MESSAGES.nothingToChange });

export const webhookEndpointSchema = z.object({
  id: uuidSchema(),
  url: z.string(),
  description: z.string(),
  events: z.array(webhookEventSchema),
  enabled: z.boolean(),
  /** `whsec_` and the first characters of the secret, to tell which secret a receiver holds. */
  secretPrefix: z.string(),
  createdAt: z.string(),
  createdBy: z.object({ id: uuidSchema(), name: z.string() }).nullable(),
  /** The newest delivery's status, for the list. */
  lastDelivery: z.object({ status: z.enum(["pending", "succeeded", "failed"]), attempts: z.number().int(), at: z.string() }).nullable(),
});
export type WebhookEndpoint = z.infer<typeof webhookEndpointSchema>;

export const webhookEndpointListSchema = z.object({ endpoints: z.array(webhookEndpointSchema) });
/** Create and rotate answer the secret: the only times it leaves the server. */
export const webhookWithSecretSchema = z.object({ endpoint: webhookEndpointSchema, secret: z.string() });
export type WebhookWithSecret = z.infer<typeof webhookWithSecretSchema>;

export const WEBHOOK_DELIVERY_STATUSES = ["pending", "succeeded", "failed"] as const;
export const webhookDeliverySchema = z.object({
  id: uuidSchema(),
  /** The event's id (the same for every endpoint it went to; the body's `id`). */
  eventId: uuidSchema(),
  eventType: z.enum([...WEBHOOK_EVENTS, "webhook.test"]),
  status: z.enum(WEBHOOK_DELIVERY_STATUSES),
  attempts: z.number().int(),
  /** The HTTP status of the last attempt, or null when it got no answer (timeout, refused, blocked). */
  lastResponseCode: z.number().int().nullable(),
  /** Why the last attempt got no answer. */
  lastError: z.string().nullable(),
  lastAttemptAt: z.string().nullable(),
  /** When the next attempt is due (pending deliveries only). */
  nextAttemptAt: z.string().nullable(),
  createdAt: z.string(),
});
export type WebhookDelivery = z.infer<typeof webhookDeliverySchema>;
export const webhookDeliveryListSchema = z.object({ deliveries: z.array(webhookDeliverySchema) });
export const webhookIdParamsSchema = z.object({ id: uuidSchema(WEBHOOK_MESSAGES.notFound) });
export const webhookTestAnswerSchema = z.object({ delivery: webhookDeliverySchema });
export const webhookDeliveryParamsSchema = z.object({
  id: uuidSchema(WEBHOOK_MESSAGES.notFound),
  deliveryId: uuidSchema(WEBHOOK_MESSAGES.deliveryNotFound),
});
