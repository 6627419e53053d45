import Stripe from "stripe";
import { PAID_PLAN_IDS, type PaidPlanId } from "../../../contract/billing";
import type { Config } from "../../config";
import type { Db } from "../../platform/db/client";
import { checkoutSessions, type UserRow } from "../../platform/db/schema";
import { type BillingProvider, BillingUnavailableError } from "./provider";
import type { SubscriptionState } from "./subscription-state";

export type StripeSettings = NonNullable<Config["stripe"]>;

/** Per-request timeout for calls to the Stripe API; with one retry a dead API fails in about 20 s. */
export const STRIPE_TIMEOUT_MS = 10_000;
export const STRIPE_MAX_NETWORK_RETRIES = 1;
/** Webhook signatures older than this are refused (security item 17). */
export const WEBHOOK_TOLERANCE_SECONDS = 300;

/** A checkout session as the Stripe API reports it now. */
export interface CheckoutSessionRead {
  id: string;
  /** client_reference_id, else metadata.userId: both are set by createCheckout to our user id. */
  userId: string | null;
  customerId: string | null;
  subscriptionId: string | null;
}

/** A subscription as the Stripe API reports it now. */
export interface SubscriptionRead {
  subscriptionId: string;
  customerId: string;
  /** metadata.userId, set at checkout (subscription_data.metadata). */
  userId: string | null;
  /** Null when its price is none of STRIPE_PRICE_* (nothing we sell). */
  state: SubscriptionState | null;
}

/** The Stripe provider: the billing port plus what the webhook needs to verify and re-read. */
export interface StripeBillingProvider extends BillingProvider {
  readonly kind: "stripe";
  /** Checks the signature over the raw body; throws on a missing, wrong or stale (> 300 s) one. */
  verifyEvent(rawBody: Buffer | string, signature: string | undefined): Stripe.Event;
  readCheckoutSession(id: string): Promise<CheckoutSessionRead | null>;
  readSubscription(id: string): Promise<SubscriptionRead | null>;
  /** The customer's current subscription: a live one if any, else the newest. */
  readCustomerSubscription(customerId: string): Promise<SubscriptionRead | null>;
}

export function isStripeProvider(provider: BillingProvider): provider is StripeBillingProvider {
  return provider.kind === "stripe";
}

/** The SDK client; `apiUrl` points it elsewhere (a local stub in tests). */
export function createStripeClient(settings: StripeSettings, opts: { timeoutMs?: number } = {}): Stripe {
  const config: Stripe.StripeConfig = {
    timeout: opts.timeoutMs ?? STRIPE_TIMEOUT_MS,
    maxNetworkRetries: STRIPE_MAX_NETWORK_RETRIES,
    telemetry: false,
    appInfo: { name: "SalesDojo" },
  };
  if (settings.apiUrl) {
    const url = new URL(settings.apiUrl);
    const protocol = url.protocol === "http:" ? "http" : "https";
    config.protocol = protocol;
    config.host = url.hostname;
    config.port = url.port || (protocol === "http" ? 80 : 443);
  }
  return new Stripe(settings.secretKey, config);
}

// ---- Mapping Stripe objects to our state

const LIVE_STATUSES = new Set(["active", "trialing", "past_due", "unpaid"]);

const idOf = (v: string | { id: string } | null | undefined): string | null => (v == null ? null : typeof v === "string" ? v : v.id);

export function planForPrice(prices: StripeSettings["prices"], priceId: string | null | undefined): PaidPlanId | null {
  if (!priceId) return null;
  return PAID_PLAN_IDS.find((p) => prices[p] === priceId) ?? null;
}

/**
 * The period end: newer API versions carry it on each subscription item, older ones on the subscription.
 * With several items the earliest end is the one that matters.
 */
function periodEndOf(sub: Stripe.Subscription): Date | null {
  const ends = sub.items.data.map((i) => i.current_period_end).filter((n): n is number => typeof n === "number");
  const legacy = (sub as unknown as { current_period_end?: unknown }).current_period_end;
  if (ends.length === 0 && typeof legacy === "number") ends.push(legacy);
  return ends.length ? new Date(Math.min(...ends) * 1000) : null;
}

/** Maps a Stripe subscription to our state; null when its price is not one we sell. */
export function subscriptionStateOf(sub: Stripe.Subscription, prices: StripeSettings["prices"]): SubscriptionState | null {
  const customerId = idOf(sub.customer);
  if (sub.status === "canceled" || sub.status === "incomplete_expired") {
    return { plan: "free", status: "inactive", cancelAtPeriodEnd: false, currentPeriodEnd: null, customerId, subscriptionId: null };
  }
  const plan = sub.items.data.map((i) => planForPrice(prices, i.price?.id)).find((p) => p !== null);
  if (!plan) return null;
  const status: SubscriptionState["status"] =
    sub.status === "active" || sub.status === "trialing" ? "active" : sub.status === "past_due" || sub.status === "unpaid" ? "past_due" : "inactive"; // incomplete, paused, anything new
  return {
    plan,
    status,
    // The portal may schedule the end with cancel_at instead of the flag; either way it ends, access until then.
    cancelAtPeriodEnd: sub.cancel_at_period_end || (sub.cancel_at != null && status !== "inactive"),
    currentPeriodEnd: periodEndOf(sub),
    customerId,
    subscriptionId: sub.id,
  };
}

/** The one subscription that decides a customer's plan: a live one before any other, newest first. */
export function currentSubscription(subs: Stripe.Subscription[]): Stripe.Subscription | null {
  const rank = (s: Stripe.Subscription) => (LIVE_STATUSES.has(s.status) ? 0 : s.status === "incomplete" ? 1 : 2);
  return [...subs].sort((a, b) => rank(a) - rank(b) || b.created - a.created)[0] ?? null;
}

// ---- Errors

/** An outage rather than a refusal: no connection, timeouts, 5xx, rate limits, or a key Stripe rejects. */
export function isStripeOutage(e: unknown): boolean {
  if (!(e instanceof Stripe.errors.StripeError)) return false;
  return (
    e instanceof Stripe.errors.StripeConnectionError ||
    e instanceof Stripe.errors.StripeAPIError ||
    e instanceof Stripe.errors.StripeRateLimitError ||
    e instanceof Stripe.errors.StripeAuthenticationError ||
    e instanceof Stripe.errors.StripePermissionError ||
    (e.statusCode ?? 0) >= 500
  );
}

const isMissing = (e: unknown) => e instanceof Stripe.errors.StripeError && (e.statusCode === 404 || e.code === "resource_missing");

async function call<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (e) {
    if (isStripeOutage(e)) throw new BillingUnavailableError(e);
    throw e;
  }
}

/** Customer ids of the built-in test mode mean nothing to Stripe (a deployment that switched providers). */
const stripeCustomerOf = (user: UserRow) => (user.billingCustomerId && !user.billingCustomerId.startsWith("cus_local_") ? user.billingCustomerId : null);
const stripeSubscriptionOf = (user: UserRow) =>
  user.billingSubscriptionId && !user.billingSubscriptionId.startsWith("sub_local_") ? user.billingSubscriptionId : null;

/** Ids come from the browser (complete-setup): only a well-formed one goes into an API path. */
const CHECKOUT_SESSION_ID = /^cs_[A-Za-z0-9_]{1,250}$/;

/**
 * Billing with Stripe Checkout, the billing portal and subscriptions. It reads and changes subscriptions in
 * Stripe and hands back what Stripe says; entitlements change only when the caller applies that state.
 */
export function createStripeProvider(opts: {
  db: Db;
  config: StripeSettings;
  publicUrl: string;
  /** Overrides the 10 s request timeout (outage tests). */
  timeoutMs?: number;
}): StripeBillingProvider {
  const { db, config, publicUrl } = opts;
  const stripe = createStripeClient(config, { timeoutMs: opts.timeoutMs });
  const { prices } = config;
  const reads = stripeReads(stripe, prices);
  const { readCheckoutSession, readSubscription, readCustomerSubscription } = reads;

  return {
    kind: "stripe",
    ...stripeCheckout(stripe, db, prices, publicUrl),
    ...stripeSubscriptionChanges(stripe, prices),

    async fetchSubscription({ user, sessionId }) {
      if (sessionId) {
        const session = await readCheckoutSession(sessionId);
        // Another user's session grants nothing (and says nothing about it).
        if (!session || session.userId !== user.id || !session.subscriptionId) return null;
        return (await readSubscription(session.subscriptionId))?.state ?? null;
      }
      const customer = stripeCustomerOf(user);
      if (!customer) return null;
      return (await readCustomerSubscription(customer))?.state ?? null;
    },

    verifyEvent(rawBody, signature) {
      return stripe.webhooks.constructEvent(rawBody, signature ?? "", config.webhookSecret, WEBHOOK_TOLERANCE_SECONDS);
    },
    ...reads,
  };
}

type StripeReads = Pick<StripeBillingProvider, "readCheckoutSession" | "readSubscription" | "readCustomerSubscription">;

/** What Stripe says of a subscription, a customer's current one and a checkout session; null where it has none. */
function stripeReads(stripe: Stripe, prices: StripeSettings["prices"]): StripeReads {
  const read = (sub: Stripe.Subscription): SubscriptionRead => ({
    subscriptionId: sub.id,
    customerId: idOf(sub.customer) ?? "",
    userId: sub.metadata?.userId ?? null,
    state: subscriptionStateOf(sub, prices),
  });

  async function readSubscription(id: string): Promise<SubscriptionRead | null> {
    try {
      return read(await call(() => stripe.subscriptions.retrieve(id)));
    } catch (e) {
      if (isMissing(e)) return null;
      throw e;
    }
  }

  async function readCustomerSubscription(customerId: string): Promise<SubscriptionRead | null> {
    const list = await call(() => stripe.subscriptions.list({ customer: customerId, status: "all", limit: 20 }));
    const sub = currentSubscription(list.data);
    return sub ? read(sub) : null;
  }

  async function readCheckoutSession(id: string): Promise<CheckoutSessionRead | null> {
    if (!CHECKOUT_SESSION_ID.test(id)) return null;
    try {
      const s = await call(() => stripe.checkout.sessions.retrieve(id));
      return {
        id: s.id,
        userId: s.client_reference_id ?? s.metadata?.userId ?? null,
        customerId: idOf(s.customer),
        subscriptionId: idOf(s.subscription),
      };
    } catch (e) {
      if (isMissing(e)) return null;
      throw e;
    }
  }

  return { readCheckoutSession, readSubscription, readCustomerSubscription };
}

/** Buying: a Checkout session for a plan (recorded to be matched on return), and the billing portal. */
function stripeCheckout(
  stripe: Stripe,
  db: Db,
  prices: StripeSettings["prices"],
  publicUrl: string,
): Pick<StripeBillingProvider, "createCheckout" | "createPortal"> {
  return {
    async createCheckout({ user, plan, successPath }) {
      const customer = stripeCustomerOf(user);
      const session = await call(() =>
        stripe.checkout.sessions.create({
          mode: "subscription",
          line_items: [{ price: prices[plan], quantity: 1 }],
          client_reference_id: user.id,
          metadata: { userId: user.id, plan },
          subscription_data: { metadata: { userId: user.id, plan } },
          ...(customer ? { customer } : { customer_email: user.email }),
          // Stripe fills in {CHECKOUT_SESSION_ID}; the path before it was checked by the contract's schema.
          success_url: `${publicUrl}${successPath}&session_id={CHECKOUT_SESSION_ID}`,
          cancel_url: `${publicUrl}/pricing`,
        }),
      );
      if (!session.url) throw new BillingUnavailableError(new Error("Stripe returned a checkout session without a url"));
      await db.insert(checkoutSessions).values({ id: session.id, userId: user.id, plan, provider: "stripe" });
      return { url: session.url, sessionId: session.id };
    },

    async createPortal({ user }) {
      const customer = stripeCustomerOf(user);
      if (!customer) throw new Error("The user has no Stripe customer");
      const session = await call(() => stripe.billingPortal.sessions.create({ customer, return_url: `${publicUrl}/profile` }));
      return { url: session.url };
    },
  };
}

/** Changing a live subscription: another plan at once (prorated), cancelled at the period's end, or cancelled now. */
function stripeSubscriptionChanges(
  stripe: Stripe,
  prices: StripeSettings["prices"],
): Pick<StripeBillingProvider, "changePlan" | "cancelAtPeriodEnd" | "cancelNow"> {
  const knownState = (sub: Stripe.Subscription): SubscriptionState => {
    const state = subscriptionStateOf(sub, prices);
    if (!state) throw new Error(`Stripe subscription ${sub.id} has a price that is none of STRIPE_PRICE_*`);
    return state;
  };

  const liveSubscriptionId = (user: UserRow): string => {
    const id = stripeSubscriptionOf(user);
    if (!id) throw new Error("The user has no Stripe subscription");
    return id;
  };

  return {
    async changePlan({ user, plan }) {
      const id = liveSubscriptionId(user);
      const sub = await call(() => stripe.subscriptions.retrieve(id));
      const item = sub.items.data[0];
      if (!item) throw new Error(`Stripe subscription ${id} has no items`);
      const updated = await call(() =>
        stripe.subscriptions.update(id, {
          items: [{ id: item.id, price: prices[plan] }],
          proration_behavior: "create_prorations",
          cancel_at_period_end: false,
        }),
      );
      return knownState(updated);
    },

    async cancelAtPeriodEnd({ user }) {
      const id = liveSubscriptionId(user);
      const updated = await call(() => stripe.subscriptions.update(id, { cancel_at_period_end: true }));
      return knownState(updated);
    },

    async cancelNow({ user }) {
      // The stored subscription, and any other the customer still pays for (two checkouts paid in two tabs):
      // nobody is charged for an account that is gone.
      const ids = new Set<string>();
      const stored = stripeSubscriptionOf(user);
      const customer = stripeCustomerOf(user);
      if (customer) {
        const list = await call(() => stripe.subscriptions.list({ customer, status: "all", limit: 100 }));
        for (const s of list.data) if (s.status !== "canceled" && s.status !== "incomplete_expired") ids.add(s.id);
        if (stored && !list.data.some((s) => s.id === stored)) ids.add(stored);
      } else if (stored) {
        ids.add(stored);
      }
      for (const id of ids) {
        try {
          await call(() => stripe.subscriptions.cancel(id));
        } catch (e) {
          // Stripe answers "No such subscription" (404) for one that is already cancelled.
          if (!isMissing(e)) throw e;
        }
      }
    },
  };
}
