import { and, eq } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import type Stripe from "stripe";
import { isUuid } from "../../../contract/ids";
import { isCompanyManagedAccount, type PlanId } from "../../../contract/plans";
import type { Db } from "../../platform/db/client";
import { billingEvents, checkoutSessions, type UserRow, users } from "../../platform/db/schema";
import { applySubscriptionState, type SubscriptionState } from "./subscription-state";
import type { StripeBillingProvider, SubscriptionRead } from "./stripe-provider";

/** The events to enable on the Stripe webhook endpoint; any other type is acknowledged and ignored. */
export const HANDLED_STRIPE_EVENTS = [
  "checkout.session.completed",
  "customer.subscription.created",
  "customer.subscription.updated",
  "customer.subscription.deleted",
  "invoice.paid",
  "invoice.payment_failed",
] as const;
const HANDLED = new Set<string>(HANDLED_STRIPE_EVENTS);

export interface WebhookContext {
  db: Db;
  provider: StripeBillingProvider;
  log: FastifyBaseLogger;
}

/** What an event does: this user gets this state. */
interface Effect {
  user: UserRow;
  state: SubscriptionState;
  checkoutSessionId?: string;
}

const idOf = (v: unknown): string | null =>
  typeof v === "string" ? v : v && typeof v === "object" && typeof (v as { id?: unknown }).id === "string" ? (v as { id: string }).id : null;

async function userById(db: Db, id: string | null): Promise<UserRow | null> {
  if (!isUuid(id)) return null;
  const rows = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return rows[0] ?? null;
}

async function userByCustomer(db: Db, customerId: string): Promise<UserRow | null> {
  const rows = await db.select().from(users).where(eq(users.billingCustomerId, customerId)).limit(1);
  return rows[0] ?? null;
}

/** A user who has no Stripe customer yet (metadata names them before their checkout event arrives). */
const hasNoStripeCustomer = (u: UserRow) => u.billingCustomerId === null || u.billingCustomerId.startsWith("cus_local_");

/**
 * Applies one verified Stripe event. The payload only says whom and what to look at: the user comes from the
 * checkout session or the customer id, and the subscription is re-read from the Stripe API (security item 19),
 * so a late or replayed event applies what Stripe says now. The event id and the change are written in one
 * transaction (security item 18); an id seen before changes nothing.
 */
export async function handleStripeEvent(ctx: WebhookContext, event: Stripe.Event): Promise<{ received: true }> {
  const { db, log } = ctx;
  const done = { received: true } as const;
  if (!HANDLED.has(event.type)) return done;
  const seen = await db.select({ id: billingEvents.id }).from(billingEvents).where(eq(billingEvents.id, event.id)).limit(1);
  if (seen[0]) {
    log.info({ eventId: event.id, type: event.type }, "stripe webhook: event already applied");
    return done;
  }

  const object = event.data.object as unknown as Record<string, unknown>;
  const effect =
    event.type === "checkout.session.completed"
      ? await checkoutEffect(ctx, event, String(object.id ?? ""))
      : await customerEffect(ctx, event, idOf(object.customer));
  if (!effect) return done;
  if (isCompanyManagedAccount({ plan: effect.user.plan as PlanId, companyId: effect.user.companyId, role: effect.user.role })) {
    log.warn({ eventId: event.id, userId: effect.user.id }, "stripe webhook: enterprise account is managed by its company; ignored");
    return done;
  }

  await db.transaction(async (tx) => {
    const inserted = await tx.insert(billingEvents).values({ id: event.id, type: event.type }).onConflictDoNothing().returning({ id: billingEvents.id });
    if (!inserted[0]) return; // The same event, delivered twice at once: the other delivery applied it.
    if (effect.checkoutSessionId) {
      await tx
        .update(checkoutSessions)
        .set({ status: "complete", completedAt: new Date() })
        .where(and(eq(checkoutSessions.id, effect.checkoutSessionId), eq(checkoutSessions.userId, effect.user.id), eq(checkoutSessions.provider, "stripe")));
    }
    await applySubscriptionState(tx, effect.user.id, effect.state);
  });
  log.info(
    { eventId: event.id, type: event.type, userId: effect.user.id, plan: effect.state.plan, status: effect.state.status },
    "stripe webhook: subscription applied",
  );
  return done;
}

function usable(ctx: WebhookContext, event: Stripe.Event, sub: SubscriptionRead | null): SubscriptionState | null {
  if (!sub) {
    ctx.log.warn({ eventId: event.id, type: event.type }, "stripe webhook: the customer has no subscription; ignored");
    return null;
  }
  if (!sub.state) {
    ctx.log.error({ eventId: event.id, subscriptionId: sub.subscriptionId }, "stripe webhook: subscription price is none of STRIPE_PRICE_*; ignored");
    return null;
  }
  return sub.state;
}

/** checkout.session.completed: the user is the one the session was created for, as the API reports it. */
async function checkoutEffect(ctx: WebhookContext, event: Stripe.Event, sessionId: string): Promise<Effect | null> {
  const { db, log, provider } = ctx;
  const session = await provider.readCheckoutSession(sessionId);
  const user = await userById(db, session?.userId ?? null);
  if (!session || !user) {
    log.warn({ eventId: event.id, sessionId }, "stripe webhook: checkout session of no known user; ignored");
    return null;
  }
  const recorded = await db.select().from(checkoutSessions).where(eq(checkoutSessions.id, session.id)).limit(1);
  if (recorded[0] && recorded[0].userId !== user.id) {
    log.error({ eventId: event.id, sessionId }, "stripe webhook: checkout session names another user than we recorded; refused");
    return null;
  }
  if (!session.customerId) {
    log.warn({ eventId: event.id, sessionId }, "stripe webhook: completed checkout session without a customer; ignored");
    return null;
  }
  const owner = await userByCustomer(db, session.customerId);
  if (owner && owner.id !== user.id) {
    log.error({ eventId: event.id, sessionId }, "stripe webhook: the session's customer belongs to another user; refused");
    return null;
  }
  // The customer's current subscription, not necessarily this session's: a late event for an old checkout
  // must not undo a newer subscription.
  const state = usable(ctx, event, await provider.readCustomerSubscription(session.customerId));
  return state ? { user, state, checkoutSessionId: session.id } : null;
}

/** Subscription and invoice events: the user owns the customer (or, before their checkout event, is named by it). */
async function customerEffect(ctx: WebhookContext, event: Stripe.Event, customerId: string | null): Promise<Effect | null> {
  const { db, log, provider } = ctx;
  if (!customerId) {
    log.warn({ eventId: event.id, type: event.type }, "stripe webhook: event without a customer; ignored");
    return null;
  }
  const sub = await provider.readCustomerSubscription(customerId);
  let user = await userByCustomer(db, customerId);
  if (!user && sub?.userId) {
    const named = await userById(db, sub.userId);
    if (named && hasNoStripeCustomer(named)) user = named;
  }
  if (!user) {
    log.warn({ eventId: event.id, type: event.type, customerId }, "stripe webhook: customer of no known user; ignored");
    return null;
  }
  const state = usable(ctx, event, sub);
  return state ? { user, state } : null;
}
