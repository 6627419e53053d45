import type { z } from "zod";
import type {
  billingModeResponseSchema,
  changeOptionsResponseSchema,
  checkoutResponseSchema,
  deleteAccountResponseSchema,
  localCompleteResponseSchema,
  localSessionResponseSchema,
  PaidPlanId,
  portalResponseSchema,
  statusResponseSchema,
  subscriptionResultSchema,
} from "../../../../contract/billing";
import { api } from "../../../lib/api";

export type CheckoutResponse = z.infer<typeof checkoutResponseSchema>;
export type ChangeOptions = z.infer<typeof changeOptionsResponseSchema>;
export type SubscriptionStatusResponse = z.infer<typeof statusResponseSchema>;
export type LocalCheckoutSession = z.infer<typeof localSessionResponseSchema>;
export type SubscriptionResult = z.infer<typeof subscriptionResultSchema>;

/** Query keys of the billing feature; the profile and the portal page share them. */
export const BILLING_KEYS = {
  status: ["billing", "status"] as const,
  changeOptions: ["billing", "change-options"] as const,
  mode: ["billing", "mode"] as const,
  localCheckout: (sessionId: string) => ["billing", "local-checkout", sessionId] as const,
};

/** Every billing call of the browser (spec 1 §7, spec ruling 7). */
export const billingApi = {
  /** `returnTo`: a path of this app to come back to after paying (checked again by the server). */
  createCheckout: (plan: PaidPlanId, returnTo?: string) =>
    api<CheckoutResponse>("/api/subscriptions/create-checkout-session", { body: returnTo ? { plan, returnTo } : { plan } }),
  createPortal: () => api<z.infer<typeof portalResponseSchema>>("/api/subscriptions/create-portal-session", { body: {} }),
  changeOptions: (signal?: AbortSignal) => api<ChangeOptions>("/api/subscriptions/change-options", { signal }),
  completeSetup: (sessionId?: string) => api<SubscriptionResult>("/api/subscriptions/complete-setup", { body: sessionId ? { sessionId } : {} }),
  cancel: () => api<SubscriptionResult>("/api/subscriptions/cancel", { body: {} }),
  mode: (signal?: AbortSignal) => api<z.infer<typeof billingModeResponseSchema>>("/api/billing/mode", { signal }),
  status: (signal?: AbortSignal) => api<SubscriptionStatusResponse>("/api/subscriptions/status", { signal }),
  localCheckout: (sessionId: string, signal?: AbortSignal) =>
    api<LocalCheckoutSession>(`/api/billing/local/checkout/${encodeURIComponent(sessionId)}`, { signal }),
  completeLocalCheckout: (sessionId: string) =>
    api<z.infer<typeof localCompleteResponseSchema>>(`/api/billing/local/checkout/${encodeURIComponent(sessionId)}/complete`, { body: {} }),
  deleteAccount: () => api<z.infer<typeof deleteAccountResponseSchema>>("/api/users/delete-account", { method: "DELETE" }),
};
