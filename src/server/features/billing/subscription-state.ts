import { eq } from "drizzle-orm";
import type { SubscriptionView } from "../../../contract/billing";
import type { PlanId, SubscriptionStatus } from "../../../contract/plans";
import { effectivePlan } from "../../domain/entitlements";
import type { Db } from "../../platform/db/client";
import { type UserRow, users } from "../../platform/db/schema";

/** A subscription as a billing provider reports it; the one shape every provider hands to applySubscriptionState. */
export interface SubscriptionState {
  plan: PlanId;
  status: SubscriptionStatus;
  cancelAtPeriodEnd: boolean;
  currentPeriodEnd: Date | null;
  customerId: string | null;
  subscriptionId: string | null;
}

/** Db or a transaction of it. */
type Executor = Pick<Db, "update">;

/**
 * The only place entitlements change (security item 20): called by a verified webhook event, by the local
 * test-mode checkout, or after re-reading the subscription from the provider. Never from a redirect URL.
 * Enterprise accounts are managed by their company and are left alone.
 */
export async function applySubscriptionState(db: Executor, userId: string, state: SubscriptionState): Promise<void> {
  await db
    .update(users)
    .set({
      plan: state.plan,
      subscriptionStatus: state.status,
      cancelAtPeriodEnd: state.cancelAtPeriodEnd,
      currentPeriodEnd: state.currentPeriodEnd,
      billingCustomerId: state.customerId,
      billingSubscriptionId: state.subscriptionId,
      updatedAt: new Date(),
    })
    .where(eq(users.id, userId));
}

export function subscriptionView(user: UserRow, provider: "stripe" | "local", now = new Date()): SubscriptionView {
  const plan = effectivePlan(user, now);
  const lapsed = plan !== user.plan;
  return {
    plan,
    status: lapsed ? "inactive" : (user.subscriptionStatus as SubscriptionStatus),
    cancelAtPeriodEnd: lapsed ? false : user.cancelAtPeriodEnd,
    currentPeriodEnd: lapsed ? null : (user.currentPeriodEnd?.toISOString() ?? null),
    hasBillingCustomer: user.billingCustomerId !== null,
    provider,
  };
}
