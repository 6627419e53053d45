import { and, eq } from "drizzle-orm";
import { BILLING_MESSAGES as M, PAID_PLAN_IDS, type PaidPlanId, type SubscriptionView } from "../../../contract/billing";
import { isCompanyManagedAccount, type PlanId, PLANS } from "../../../contract/plans";
import { checkoutReturnPath } from "../../../contract/return-path";
import { effectivePlan } from "../../domain/entitlements";
import type { Db } from "../../platform/db/client";
import { checkoutSessions, type UserRow, users } from "../../platform/db/schema";
import { AppError, unauthorized } from "../../platform/errors";
import { localCustomerId, localPeriodEnd } from "./local-provider";
import { type BillingProvider, BillingUnavailableError } from "./provider";
import { applySubscriptionState, type SubscriptionState, subscriptionView } from "./subscription-state";

export interface BillingContext {
  db: Db;
  provider: BillingProvider;
  publicUrl: string;
}

/** Provider outages answer 503 with the spec's message; everything else passes through. */
async function viaProvider<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (e) {
    if (e instanceof BillingUnavailableError) throw new AppError("UNAVAILABLE", M.billingUnavailable);
    throw e;
  }
}

/** Enterprise plans are managed by the company, not by the individual; a team's owner pays for it. */
function assertSelfManaged(user: UserRow): void {
  if (isCompanyManagedAccount({ plan: user.plan as PlanId, companyId: user.companyId, role: user.role })) {
    throw new AppError("FORBIDDEN", M.enterpriseManaged);
  }
}

/** A live paid subscription the provider can change or cancel. */
function hasLiveSubscription(user: UserRow): boolean {
  return (
    user.billingCustomerId !== null &&
    user.billingSubscriptionId !== null &&
    effectivePlan(user) !== "free" &&
    (user.subscriptionStatus === "active" || user.subscriptionStatus === "past_due")
  );
}

async function reload(db: Db, userId: string): Promise<UserRow> {
  const rows = await db.select().from(users).where(eq(users.id, userId)).limit(1);
  if (!rows[0]) throw unauthorized();
  return rows[0];
}

/**
 * POST /api/subscriptions/create-checkout-session. A user with a live subscription is moved to the new plan at
 * once (plan changes are immediate) and sent to their profile; anyone else gets a checkout.
 */
export async function startCheckout(ctx: BillingContext, user: UserRow, plan: PaidPlanId, returnTo?: string) {
  assertSelfManaged(user);
  if (hasLiveSubscription(user)) {
    if (user.plan === plan && !user.cancelAtPeriodEnd) {
      throw new AppError("BAD_REQUEST", `You are already on the ${plan} plan`);
    }
    const state = await viaProvider(() => ctx.provider.changePlan({ user, plan }));
    await applySubscriptionState(ctx.db, user.id, state);
    return { url: `${ctx.publicUrl}/profile?planChanged=${plan}`, message: M.planChanged, changed: true };
  }
  const successPath = checkoutReturnPath(returnTo, { checkout: "success", plan });
  const { url, sessionId } = await viaProvider(() => ctx.provider.createCheckout({ user, plan, successPath }));
  return { url, sessionId };
}

/** POST /api/subscriptions/create-portal-session */
export async function openPortal(ctx: BillingContext, user: UserRow) {
  assertSelfManaged(user);
  if (!user.billingCustomerId) throw new AppError("BAD_REQUEST", M.noBillingCustomer);
  return viaProvider(() => ctx.provider.createPortal({ user }));
}

/** GET /api/subscriptions/change-options */
export function changeOptions(user: UserRow) {
  assertSelfManaged(user);
  if (!user.billingCustomerId) throw new AppError("BAD_REQUEST", M.noBillingCustomer);
  const current = effectivePlan(user);
  return {
    currentPlan: current,
    availablePlans: PAID_PLAN_IDS.filter((p) => p !== current).map((p) => ({
      plan: p,
      priceCents: PLANS[p].priceCents ?? 0,
      current: false,
    })),
  };
}

/**
 * POST /api/subscriptions/complete-setup: after the browser comes back from checkout, read the subscription
 * from the provider (never from the redirect) and store it.
 */
export async function completeSetup(ctx: BillingContext, user: UserRow, sessionId: string | undefined) {
  assertSelfManaged(user);
  if (!sessionId && !user.billingCustomerId) throw new AppError("BAD_REQUEST", M.invalidRequest);
  const state = await viaProvider(() => ctx.provider.fetchSubscription({ user, sessionId }));
  if (!state) throw new AppError("BAD_REQUEST", M.invalidRequest);
  await applySubscriptionState(ctx.db, user.id, state);
  const fresh = await reload(ctx.db, user.id);
  return { message: M.planActivated, subscription: subscriptionView(fresh, ctx.provider.kind) };
}

/** POST /api/subscriptions/cancel: stop renewal; access continues until the period end. */
export async function cancelSubscription(ctx: BillingContext, user: UserRow) {
  assertSelfManaged(user);
  if (!hasLiveSubscription(user) || user.cancelAtPeriodEnd) throw new AppError("BAD_REQUEST", M.noActiveSubscription);
  const state = await viaProvider(() => ctx.provider.cancelAtPeriodEnd({ user }));
  await applySubscriptionState(ctx.db, user.id, state);
  const fresh = await reload(ctx.db, user.id);
  return { message: M.cancelled, subscription: subscriptionView(fresh, ctx.provider.kind) };
}

export function viewOf(ctx: BillingContext, user: UserRow): SubscriptionView {
  return subscriptionView(user, ctx.provider.kind);
}

// ---- Local test mode

export async function readLocalCheckout(db: Db, user: UserRow, sessionId: string) {
  const rows = await db
    .select()
    .from(checkoutSessions)
    .where(and(eq(checkoutSessions.id, sessionId), eq(checkoutSessions.userId, user.id), eq(checkoutSessions.provider, "local")))
    .limit(1);
  const session = rows[0];
  if (!session) throw new AppError("NOT_FOUND", M.checkoutNotFound);
  const plan = session.plan as PaidPlanId;
  return { sessionId: session.id, plan, priceCents: PLANS[plan].priceCents ?? 0, status: session.status as "open" | "complete" | "expired" };
}

/**
 * POST /api/billing/local/checkout/{sessionId}/complete: what a verified `checkout.session.completed` does in
 * Stripe mode. The session is the user's own and completes once; session and plan change in one transaction.
 */
export async function completeLocalCheckout(db: Db, user: UserRow, sessionId: string, now = new Date()) {
  assertSelfManaged(user);
  await db.transaction(async (tx) => {
    const done = await tx
      .update(checkoutSessions)
      .set({ status: "complete", completedAt: now })
      .where(
        and(
          eq(checkoutSessions.id, sessionId),
          eq(checkoutSessions.userId, user.id),
          eq(checkoutSessions.provider, "local"),
          eq(checkoutSessions.status, "open"),
        ),
      )
      .returning({ plan: checkoutSessions.plan });
    if (!done[0]) {
      const exists = await tx
        .select({ status: checkoutSessions.status })
        .from(checkoutSessions)
        .where(and(eq(checkoutSessions.id, sessionId), eq(checkoutSessions.userId, user.id)))
        .limit(1);
      throw exists[0] ? new AppError("CONFLICT", M.checkoutAlreadyUsed) : new AppError("NOT_FOUND", M.checkoutNotFound);
    }
    const state: SubscriptionState = {
      plan: done[0].plan as PaidPlanId,
      status: "active",
      cancelAtPeriodEnd: false,
      currentPeriodEnd: localPeriodEnd(now),
      customerId: localCustomerId(user.id),
      subscriptionId: `sub_local_${sessionId.slice("cs_local_".length)}`,
    };
    await applySubscriptionState(tx, user.id, state);
  });
  return reload(db, user.id);
}
