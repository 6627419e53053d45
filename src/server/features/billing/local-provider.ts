import { randomBytes } from "node:crypto";
import type { PaidPlanId } from "../../../contract/billing";
import { checkoutReturnPath } from "../../../contract/return-path";
import type { Db } from "../../platform/db/client";
import { checkoutSessions, type UserRow } from "../../platform/db/schema";
import type { BillingProvider } from "./provider";
import type { SubscriptionState } from "./subscription-state";

const PERIOD_DAYS = 30;

export function localPeriodEnd(from: Date): Date {
  return new Date(from.getTime() + PERIOD_DAYS * 24 * 60 * 60 * 1000);
}

/** The customer id test mode gives a user once they complete a checkout. */
export const localCustomerId = (userId: string) => `cus_local_${userId}`;

function stateOf(user: UserRow): SubscriptionState {
  return {
    plan: user.plan as SubscriptionState["plan"],
    status: user.subscriptionStatus as SubscriptionState["status"],
    cancelAtPeriodEnd: user.cancelAtPeriodEnd,
    currentPeriodEnd: user.currentPeriodEnd,
    customerId: user.billingCustomerId,
    subscriptionId: user.billingSubscriptionId,
  };
}

/**
 * Built-in test mode, the default when no Stripe key is set: checkout is a page inside the app that says it is
 * test mode, and confirming it (POST /api/billing/local/checkout/{id}/complete) activates the plan the way a
 * verified Stripe event would. No money moves; the subscription lives only in our database.
 */
export function createLocalProvider(opts: { db: Db; publicUrl: string }): BillingProvider {
  const { db, publicUrl } = opts;
  return {
    kind: "local",
    async createCheckout({ user, plan, successPath }: { user: UserRow; plan: PaidPlanId; successPath: string }) {
      const sessionId = `cs_local_${randomBytes(18).toString("base64url")}`;
      await db.insert(checkoutSessions).values({ id: sessionId, userId: user.id, plan, provider: "local" });
      // The test-mode page takes the success path the way Stripe takes success_url (the page checks it again).
      const next = successPath === checkoutReturnPath(undefined, { checkout: "success", plan }) ? "" : `?next=${encodeURIComponent(successPath)}`;
      return { sessionId, url: `${publicUrl}/billing/checkout/${sessionId}${next}` };
    },
    async createPortal() {
      return { url: `${publicUrl}/billing/portal` };
    },
    async changePlan({ user, plan }) {
      return { ...stateOf(user), plan, status: "active", cancelAtPeriodEnd: false };
    },
    async cancelAtPeriodEnd({ user }) {
      return { ...stateOf(user), cancelAtPeriodEnd: true };
    },
    async cancelNow() {
      // Nothing outside our database to stop.
    },
    async fetchSubscription({ user }) {
      return user.billingCustomerId ? stateOf(user) : null;
    },
  };
}
