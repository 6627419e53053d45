import type { FastifyInstance, LightMyRequestResponse } from "fastify";
import Stripe from "stripe";
import { STRIPE_WEBHOOK_PATH } from "../webhook-routes";
import { STUB_WEBHOOK_SECRET } from "./stripe-stub";

export interface WebhookOptions {
  /** Signing secret; the stub's by default. */
  secret?: string;
  /** Unix seconds the signature claims; now by default. */
  timestamp?: number;
  /** Leave the Stripe-Signature header out. */
  unsigned?: boolean;
  /** Changes the body after it was signed. */
  tamper?: (payload: string) => string;
}

/** Posts an event the way Stripe does: raw JSON, signed with the SDK's test header helper. */
export function postWebhook(app: FastifyInstance, event: object, opts: WebhookOptions = {}): Promise<LightMyRequestResponse> {
  const payload = JSON.stringify(event);
  const signature = Stripe.webhooks.generateTestHeaderString({
    payload,
    secret: opts.secret ?? STUB_WEBHOOK_SECRET,
    timestamp: opts.timestamp,
  });
  return app.inject({
    method: "POST",
    url: STRIPE_WEBHOOK_PATH,
    headers: {
      "content-type": "application/json; charset=utf-8",
      "user-agent": "Stripe/1.0 (+https://stripe.com/docs/webhooks)",
      ...(opts.unsigned ? {} : { "stripe-signature": signature }),
    },
    payload: opts.tamper ? opts.tamper(payload) : payload,
  });
}
