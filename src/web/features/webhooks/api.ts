import type { WebhookDelivery, WebhookEndpoint, WebhookEvent, WebhookWithSecret } from "../../../contract/webhooks";
import { api } from "../../lib/api";

export type { WebhookDelivery, WebhookEndpoint, WebhookEvent, WebhookWithSecret };

export const WEBHOOK_QUERY = ["webhooks"] as const;
export const deliveryQuery = (id: string) => ["webhooks", id, "deliveries"] as const;

const one = (id: string) => `/api/companies/webhooks/${encodeURIComponent(id)}`;

/** The company webhook calls (issue 18): the signed-in company admin's own company. */
export const webhookApi = {
  list: (signal?: AbortSignal) => api<{ endpoints: WebhookEndpoint[] }>("/api/companies/webhooks", { signal }),
  create: (body: { url: string; description: string; events: WebhookEvent[] }) => api<WebhookWithSecret>("/api/companies/webhooks", { method: "POST", body }),
  setEnabled: (id: string, enabled: boolean) => api<WebhookEndpoint>(one(id), { method: "PUT", body: { enabled } }),
  remove: (id: string) => api<{ message: string }>(one(id), { method: "DELETE" }),
  rotate: (id: string) => api<WebhookWithSecret>(`${one(id)}/rotate-secret`, { method: "POST" }),
  test: (id: string) => api<{ delivery: WebhookDelivery }>(`${one(id)}/test`, { method: "POST" }),
  resend: (id: string, deliveryId: string) =>
    api<{ delivery: WebhookDelivery }>(`${one(id)}/deliveries/${encodeURIComponent(deliveryId)}/resend`, { method: "POST" }),
  deliveries: (id: string, signal?: AbortSignal) => api<{ deliveries: WebhookDelivery[] }>(`${one(id)}/deliveries`, { signal }),
};
