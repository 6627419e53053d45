import { BILLING_KEYS, billingApi, type SubscriptionStatusResponse } from "../../billing/api/billing-api";

/**
 * GET /api/subscriptions/status: usage and the plan. Shares the billing feature's call and query key, so the
 * profile's usage card and this screen refresh together.
 */
export const USAGE_STATUS_KEY = BILLING_KEYS.status;
export function usageStatus(signal?: AbortSignal): Promise<SubscriptionStatusResponse> {
  return billingApi.status(signal);
}
