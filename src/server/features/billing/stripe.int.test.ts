import { eq, sql } from "drizzle-orm";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { BILLING_MESSAGES as M } from "../../../contract/billing";
import { billingEvents, checkoutSessions, users } from "../../platform/db/schema";
import { bearer, createTestApp, type RegisteredUser, registerUser, resetDatabase, TEST_PUBLIC_URL, type TestApp } from "../../test/harness";
import { BillingUnavailableError } from "./provider";
import { createStripeProvider } from "./stripe-provider";
import { STUB_PRICES, STUB_SECRET_KEY, STUB_WEBHOOK_SECRET, type StripeStub, startStripeStub, stripeStubEnv } from "./test/stripe-stub";
import { postWebhook } from "./test/webhook";
import { INVALID_SIGNATURE } from "./webhook-routes";

let stub: StripeStub;
let t: TestApp;
beforeEach(async () => {
  await resetDatabase();
  stub = await startStripeStub();
  t = await createTestApp({ env: stripeStubEnv(stub) });
});
afterEach(async () => {
  await t.close();
  await stub.close();
});

const db = () => t.deps.database.db;
const call = (user: RegisteredUser, method: "GET" | "POST" | "DELETE", url: string, payload?: object) =>
  t.app.inject({ method, url, headers: bearer(user.token), ...(payload ? { payload } : {}) });
const userRow = async (id: string) => (await db().select().from(users).where(eq(users.id, id)))[0];
const eventRows = async () =>
  Number(
    (
      await db()
        .select({ n: sql<number>`count(*)` })
        .from(billingEvents)
    )[0]?.n,
  );

async function startCheckout(u: RegisteredUser, plan: string) {
  const res = await call(u, "POST", "/api/subscriptions/create-checkout-session", { plan });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ url: string; sessionId: string }>().sessionId;
}

/** Checkout, payment at the stub, and the signed checkout.session.completed event. */
async function subscribe(u: RegisteredUser, plan: string) {
  const sessionId = await startCheckout(u, plan);
  const { customerId, subscriptionId } = stub.completeCheckout(sessionId);
  const event = stub.event("checkout.session.completed", stub.sessions.get(sessionId) ?? {});
  const res = await postWebhook(t.app, event);
  expect(res.statusCode, res.body).toBe(200);
  return { sessionId, customerId, subscriptionId, event };
}

const subscriptionSnapshot = (id: string) => stub.setSubscription(id, {});

describe("Stripe provider calls", () => {
  it("creates a subscription checkout for the plan's price, tied to the user, and records it", async () => {
    const u = await registerUser(t.app);
    const res = await call(u, "POST", "/api/subscriptions/create-checkout-session", { plan: "pro" });
    expect(res.statusCode, res.body).toBe(200);
    const { url, sessionId } = res.json();
    expect(url).toBe(`https://checkout.stripe.test/c/pay/${sessionId}`);

    const [created] = stub.calls("POST", "/v1/checkout/sessions");
    expect(created?.params).toMatchObject({
      mode: "subscription",
      line_items: [{ price: STUB_PRICES.pro, quantity: "1" }],
      client_reference_id: u.user.id,
      metadata: { userId: u.user.id, plan: "pro" },
      subscription_data: { metadata: { userId: u.user.id, plan: "pro" } },
      customer_email: u.email,
      success_url: `${TEST_PUBLIC_URL}/profile?checkout=success&plan=pro&session_id={CHECKOUT_SESSION_ID}`,
      cancel_url: `${TEST_PUBLIC_URL}/pricing`,
    });
    expect(created?.params.customer).toBeUndefined();
    const [row] = await db().select().from(checkoutSessions).where(eq(checkoutSessions.id, sessionId));
    expect(row).toMatchObject({ userId: u.user.id, plan: "pro", provider: "stripe", status: "open" });

    stub.completeCheckout(sessionId);
    expect((await postWebhook(t.app, stub.event("checkout.session.completed", stub.sessions.get(sessionId) ?? {}))).statusCode).toBe(200);
    const [done] = await db().select().from(checkoutSessions).where(eq(checkoutSessions.id, sessionId));
    expect(done?.status).toBe("complete");
  });

  it("a returning customer checks out with their Stripe customer, not a new one", async () => {
    const u = await registerUser(t.app);
    const { customerId, subscriptionId } = await subscribe(u, "basic");
    const ended = stub.setSubscription(subscriptionId, { status: "canceled" });
    expect((await postWebhook(t.app, stub.event("customer.subscription.deleted", ended))).statusCode).toBe(200);
    expect(await userRow(u.user.id)).toMatchObject({ plan: "free", billingCustomerId: customerId, billingSubscriptionId: null });

    await startCheckout(u, "pro");
    const again = stub.calls("POST", "/v1/checkout/sessions")[1];
    expect(again?.params.customer).toBe(customerId);
    expect(again?.params.customer_email).toBeUndefined();
  });

  it("the portal returns to the profile; a plan change swaps the item's price with proration", async () => {
    const u = await registerUser(t.app);
    const { customerId, subscriptionId } = await subscribe(u, "pro");

    const portal = await call(u, "POST", "/api/subscriptions/create-portal-session");
    expect(portal.json().url).toMatch(/^https:\/\/billing\.stripe\.test\//);
    expect(stub.calls("POST", "/v1/billing_portal/sessions")[0]?.params).toEqual({
      customer: customerId,
      return_url: `${TEST_PUBLIC_URL}/profile`,
    });

    const itemId = stub.subscriptions.get(subscriptionId)?.items.data[0]?.id;
    const change = await call(u, "POST", "/api/subscriptions/create-checkout-session", { plan: "unlimited" });
    expect(change.json().changed).toBe(true);
    const update = stub.calls("POST", `/v1/subscriptions/${subscriptionId}`).at(-1);
    expect(update?.params).toEqual({
      items: [{ id: itemId, price: STUB_PRICES.unlimited }],
      proration_behavior: "create_prorations",
      cancel_at_period_end: "false",
    });
    expect(stub.subscriptions.get(subscriptionId)?.items.data[0]?.price.id).toBe(STUB_PRICES.unlimited);
    expect(stub.subscriptions.get(subscriptionId)?.items.data).toHaveLength(1);

    await call(u, "POST", "/api/subscriptions/cancel");
    expect(stub.subscriptions.get(subscriptionId)?.cancel_at_period_end).toBe(true);
    // Choosing a plan again while cancelling resumes the subscription on that plan.
    await call(u, "POST", "/api/subscriptions/create-checkout-session", { plan: "unlimited" });
    expect(stub.subscriptions.get(subscriptionId)?.cancel_at_period_end).toBe(false);
    expect(await userRow(u.user.id)).toMatchObject({ plan: "unlimited", cancelAtPeriodEnd: false });
  });

  it("complete-setup reads the subscription from Stripe, and another user's session grants nothing", async () => {
    const a = await registerUser(t.app);
    const b = await registerUser(t.app);
    const sessionId = await startCheckout(a, "pro");
    stub.completeCheckout(sessionId);

    const stolen = await call(b, "POST", "/api/subscriptions/complete-setup", { sessionId });
    expect(stolen.statusCode).toBe(400);
    expect(stolen.json().error).toBe(M.invalidRequest);
    expect(await userRow(b.user.id)).toMatchObject({ plan: "free", billingCustomerId: null });

    const own = await call(a, "POST", "/api/subscriptions/complete-setup", { sessionId });
    expect(own.statusCode, own.body).toBe(200);
    expect(own.json().subscription).toMatchObject({ plan: "pro", status: "active", provider: "stripe" });

    // Without a session id it reads the customer's current subscription.
    const sub = stub.sessions.get(sessionId)?.subscription as string;
    stub.setSubscription(sub, { status: "past_due" });
    const refreshed = await call(a, "POST", "/api/subscriptions/complete-setup");
    expect(refreshed.json().subscription).toMatchObject({ plan: "pro", status: "past_due" });
  });

  it("a key Stripe rejects, or an API that keeps failing, answers 503; one failure is retried", async () => {
    const u = await registerUser(t.app);
    stub.fail(1, 500);
    const once = await call(u, "POST", "/api/subscriptions/create-checkout-session", { plan: "pro" });
    expect(once.statusCode, once.body).toBe(200);

    stub.fail(2, 502);
    const twice = await call(u, "POST", "/api/subscriptions/create-checkout-session", { plan: "pro" });
    expect(twice.statusCode).toBe(503);
    expect(twice.json().error).toBe(M.billingUnavailable);

    const wrongKey = await createTestApp({ env: { ...stripeStubEnv(stub), STRIPE_SECRET_KEY: "sk_test_wrong" } });
    try {
      const res = await wrongKey.app.inject({
        method: "POST",
        url: "/api/subscriptions/create-checkout-session",
        headers: bearer(u.token),
        payload: { plan: "pro" },
      });
      expect(res.statusCode).toBe(503);
    } finally {
      await wrongKey.close();
    }
  });

  it("an API that does not answer fails as unavailable within the timeout (one retry)", async () => {
    const u = await registerUser(t.app);
    const user = await userRow(u.user.id);
    if (!user) throw new Error("no user");
    const provider = createStripeProvider({
      db: db(),
      config: {
        secretKey: STUB_SECRET_KEY,
        webhookSecret: STUB_WEBHOOK_SECRET,
        prices: { ...STUB_PRICES },
        apiUrl: stub.url,
      },
      publicUrl: TEST_PUBLIC_URL,
      timeoutMs: 300,
    });
    stub.hang();
    const started = Date.now();
    await expect(provider.createCheckout({ user, plan: "pro", successPath: "/profile?checkout=success&plan=pro" })).rejects.toBeInstanceOf(
      BillingUnavailableError,
    );
    expect(Date.now() - started).toBeLessThan(5_000);
    expect(stub.calls("POST", "/v1/checkout/sessions")).toHaveLength(2);
    stub.recover();
    await expect(provider.fetchSubscription({ user, sessionId: "cs_test_nope" })).resolves.toBeNull();
  });

  it("account deletion: an already cancelled or unknown subscription is no error; every paid one is cancelled", async () => {
    const a = await registerUser(t.app);
    const { subscriptionId } = await subscribe(a, "pro");
    stub.setSubscription(subscriptionId, { status: "canceled" });
    expect((await call(a, "DELETE", "/api/users/delete-account")).statusCode).toBe(200);
    expect(stub.calls("DELETE", "/v1/subscriptions/")).toHaveLength(0);
    expect(await userRow(a.user.id)).toBeUndefined();

    // A stored subscription Stripe no longer knows: Stripe answers 404 "No such subscription", and that is fine.
    const b = await registerUser(t.app);
    await subscribe(b, "basic");
    await db().update(users).set({ billingSubscriptionId: "sub_test_gone" }).where(eq(users.id, b.user.id));
    const [live] = [...stub.subscriptions.values()].filter((s) => s.status === "active");
    stub.setSubscription(live?.id ?? "", { status: "canceled" });
    expect((await call(b, "DELETE", "/api/users/delete-account")).statusCode).toBe(200);
    expect(stub.calls("DELETE", "/v1/subscriptions/").map((r) => r.path)).toEqual(["/v1/subscriptions/sub_test_gone"]);

    // A returning customer pays two checkouts opened in two tabs: both subscriptions end with the account.
    const c = await registerUser(t.app);
    const earlier = await subscribe(c, "basic");
    const ended = stub.setSubscription(earlier.subscriptionId, { status: "canceled" });
    await postWebhook(t.app, stub.event("customer.subscription.deleted", ended));
    const first = await startCheckout(c, "pro");
    const second = await startCheckout(c, "unlimited");
    stub.completeCheckout(first);
    stub.completeCheckout(second);
    await postWebhook(t.app, stub.event("checkout.session.completed", stub.sessions.get(first) ?? {}));
    const res = await call(c, "DELETE", "/api/users/delete-account");
    expect(res.statusCode, res.body).toBe(200);
    const cSubs = [...stub.subscriptions.values()].filter((s) => s.customer === earlier.customerId);
    expect(cSubs).toHaveLength(3);
    expect(cSubs.map((s) => s.status)).toEqual(["canceled", "canceled", "canceled"]);
    expect(stub.calls("DELETE", "/v1/subscriptions/")).toHaveLength(3); // sub_test_gone, then the two live ones
  });
});

describe("POST /api/subscriptions/webhook", () => {
  it("refuses a missing, tampered, wrongly signed or stale signature with 400 and changes nothing", async () => {
    const u = await registerUser(t.app);
    const sessionId = await startCheckout(u, "pro");
    stub.completeCheckout(sessionId);
    const event = stub.event("checkout.session.completed", stub.sessions.get(sessionId) ?? {});
    const now = Math.floor(Date.now() / 1000);

    for (const [what, opts] of [
      ["missing", { unsigned: true }],
      ["tampered", { tamper: (p: string) => p.replace('"status":"complete"', '"status":"completE"') }],
      ["wrong secret", { secret: "whsec_someone_else" }],
      ["stale", { timestamp: now - 301 }],
    ] as const) {
      const res = await postWebhook(t.app, event, opts);
      expect(res.statusCode, what).toBe(400);
      expect(res.json(), what).toMatchObject({ error: INVALID_SIGNATURE, code: "BAD_REQUEST" });
    }
    expect(await eventRows()).toBe(0);
    expect(await userRow(u.user.id)).toMatchObject({ plan: "free", billingCustomerId: null });

    // Within the 300 s tolerance the same event is accepted.
    const fresh = await postWebhook(t.app, event, { timestamp: now - 240 });
    expect(fresh.statusCode, fresh.body).toBe(200);
    expect(fresh.json()).toEqual({ received: true });
    expect((await userRow(u.user.id))?.plan).toBe("pro");
  });

  it("is open only to a raw JSON body, and only when Stripe is configured", async () => {
    const res = await t.app.inject({
      method: "POST",
      url: "/api/subscriptions/webhook",
      headers: { "content-type": "text/plain" },
      payload: "hello",
    });
    expect(res.statusCode).toBe(400);
    // Other routes still parse JSON normally.
    const reg = await t.app.inject({ method: "POST", url: "/api/auth/login", payload: { email: "x@example.test", password: "nope-nope" } });
    expect(reg.statusCode).toBe(401);
    const docs = await t.app.inject({ method: "GET", url: "/api/docs/json" });
    expect(Object.keys(docs.json().paths)).toContain("/api/subscriptions/webhook");

    const local = await createTestApp();
    try {
      const off = await postWebhook(local.app, stub.event("invoice.paid", { id: "in_1", customer: "cus_1" }));
      expect(off.statusCode).toBe(404);
    } finally {
      await local.close();
    }
  });

  it("acknowledges and ignores event types it does not handle", async () => {
    const before = stub.requests.length;
    const res = await postWebhook(t.app, stub.event("charge.refunded", { id: "ch_1", customer: "cus_x" }));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ received: true });
    expect(await eventRows()).toBe(0);
    expect(stub.requests.length).toBe(before);
  });

  it("applies each event id once: a replay is a no-op even when the subscription changed since", async () => {
    const u = await registerUser(t.app);
    const { subscriptionId, event } = await subscribe(u, "pro");
    expect(await eventRows()).toBe(1);

    stub.setSubscription(subscriptionId, { plan: "unlimited" });
    const listsBefore = stub.calls("GET", "/v1/subscriptions").length;
    const replay = await postWebhook(t.app, event);
    expect(replay.statusCode).toBe(200);
    expect(await eventRows()).toBe(1);
    expect((await userRow(u.user.id))?.plan).toBe("pro");
    expect(stub.calls("GET", "/v1/subscriptions").length).toBe(listsBefore);

    // Five deliveries of one new event at once: one row, applied once, all acknowledged.
    const updated = stub.event("customer.subscription.updated", subscriptionSnapshot(subscriptionId));
    const results = await Promise.all(Array.from({ length: 5 }, () => postWebhook(t.app, updated)));
    expect(results.map((r) => r.statusCode)).toEqual([200, 200, 200, 200, 200]);
    expect(await eventRows()).toBe(2);
    expect((await userRow(u.user.id))?.plan).toBe("unlimited");
  });

  it("out-of-order events end on the state the Stripe API reports", async () => {
    const u = await registerUser(t.app);
    const { subscriptionId } = await subscribe(u, "pro");
    const t0 = Math.floor(Date.now() / 1000);
    const older = stub.event("customer.subscription.updated", subscriptionSnapshot(subscriptionId), { created: t0 + 1 });
    const newer = stub.event("customer.subscription.updated", stub.setSubscription(subscriptionId, { plan: "unlimited" }), {
      created: t0 + 2,
    });

    expect((await postWebhook(t.app, newer)).statusCode).toBe(200);
    expect((await userRow(u.user.id))?.plan).toBe("unlimited");
    expect((await postWebhook(t.app, older)).statusCode).toBe(200);
    expect((await userRow(u.user.id))?.plan).toBe("unlimited");

    // A stale "deleted" whose subscription is in fact live does not end the plan...
    const fakeEnd = { ...subscriptionSnapshot(subscriptionId), status: "canceled" };
    expect((await postWebhook(t.app, stub.event("customer.subscription.deleted", fakeEnd))).statusCode).toBe(200);
    expect(await userRow(u.user.id)).toMatchObject({ plan: "unlimited", subscriptionStatus: "active" });

    // ...and an "updated" claiming it is active does not bring back one Stripe has ended.
    const stillActive = subscriptionSnapshot(subscriptionId);
    stub.setSubscription(subscriptionId, { status: "canceled" });
    expect((await postWebhook(t.app, stub.event("customer.subscription.updated", stillActive))).statusCode).toBe(200);
    expect(await userRow(u.user.id)).toMatchObject({ plan: "free", subscriptionStatus: "inactive", currentPeriodEnd: null });
  });

  it("a checkout session of user A grants user B nothing, whatever the payload claims", async () => {
    const a = await registerUser(t.app);
    const b = await registerUser(t.app);
    const sessionId = await startCheckout(a, "unlimited");
    stub.completeCheckout(sessionId);
    const forged = {
      ...stub.sessions.get(sessionId),
      client_reference_id: b.user.id,
      metadata: { userId: b.user.id, plan: "unlimited" },
    };
    const res = await postWebhook(t.app, stub.event("checkout.session.completed", forged));
    expect(res.statusCode).toBe(200);
    expect(await userRow(b.user.id)).toMatchObject({ plan: "free", billingCustomerId: null, billingSubscriptionId: null });
    // The session is A's according to Stripe, so A got what A paid for.
    expect((await userRow(a.user.id))?.plan).toBe("unlimited");

    // B's own checkout session names B; a completed event for it cannot reach A's customer either.
    const bSession = await startCheckout(b, "basic");
    const bEvent = stub.event("checkout.session.completed", { ...stub.sessions.get(bSession), customer: stub.sessions.get(sessionId)?.customer });
    expect((await postWebhook(t.app, bEvent)).statusCode).toBe(200);
    expect((await userRow(b.user.id))?.plan).toBe("free");
    expect((await userRow(a.user.id))?.plan).toBe("unlimited");
  });

  it("invoice events follow payment failures and recoveries; a deleted subscription ends the plan", async () => {
    const u = await registerUser(t.app);
    const { customerId, subscriptionId } = await subscribe(u, "basic");
    const invoice = { id: "in_test_1", object: "invoice", customer: customerId };

    stub.setSubscription(subscriptionId, { status: "past_due" });
    expect((await postWebhook(t.app, stub.event("invoice.payment_failed", invoice))).statusCode).toBe(200);
    const status = await call(u, "GET", "/api/subscriptions/status");
    expect(status.json().subscription).toMatchObject({ plan: "basic", status: "past_due" });

    stub.setSubscription(subscriptionId, { status: "active" });
    expect((await postWebhook(t.app, stub.event("invoice.paid", invoice))).statusCode).toBe(200);
    expect((await userRow(u.user.id))?.subscriptionStatus).toBe("active");

    const ended = stub.setSubscription(subscriptionId, { status: "canceled" });
    expect((await postWebhook(t.app, stub.event("customer.subscription.deleted", ended))).statusCode).toBe(200);
    const after = await call(u, "GET", "/api/subscriptions/status");
    expect(after.json().subscription).toMatchObject({ plan: "free", status: "inactive", hasBillingCustomer: true });
    expect(after.json().usageStatus.monthlyLimit).toBe(3);
  });

  it("a subscription event before the checkout event finds the user by the metadata set at checkout", async () => {
    const u = await registerUser(t.app);
    const sessionId = await startCheckout(u, "pro");
    const { subscriptionId } = stub.completeCheckout(sessionId);
    const created = stub.event("customer.subscription.created", subscriptionSnapshot(subscriptionId));
    expect((await postWebhook(t.app, created)).statusCode).toBe(200);
    expect(await userRow(u.user.id)).toMatchObject({ plan: "pro", billingSubscriptionId: subscriptionId });
    const completed = stub.event("checkout.session.completed", stub.sessions.get(sessionId) ?? {});
    expect((await postWebhook(t.app, completed)).statusCode).toBe(200);
    expect(await eventRows()).toBe(2);
    expect((await userRow(u.user.id))?.plan).toBe("pro");
  });

  it("events of customers nobody here owns are acknowledged and ignored", async () => {
    const u = await registerUser(t.app);
    const sessionId = await startCheckout(u, "pro");
    const { customerId } = stub.completeCheckout(sessionId);
    // A subscription made outside this app (no metadata) for that customer.
    const res = await postWebhook(t.app, stub.event("invoice.paid", { id: "in_x", customer: "cus_test_unknown" }));
    expect(res.statusCode).toBe(200);
    const stray = await postWebhook(t.app, stub.event("checkout.session.completed", { id: "cs_test_not_ours", customer: customerId }));
    expect(stray.statusCode).toBe(200);
    expect(await eventRows()).toBe(0);
    expect((await userRow(u.user.id))?.plan).toBe("free");
  });

  it("answers 503 while the Stripe API is down, without recording the event, so Stripe's retry applies it", async () => {
    const u = await registerUser(t.app);
    const sessionId = await startCheckout(u, "pro");
    stub.completeCheckout(sessionId);
    const event = stub.event("checkout.session.completed", stub.sessions.get(sessionId) ?? {});

    stub.fail(1000, 503);
    const down = await postWebhook(t.app, event);
    expect(down.statusCode).toBe(503);
    expect(await eventRows()).toBe(0);
    expect((await userRow(u.user.id))?.plan).toBe("free");

    stub.recover();
    expect((await postWebhook(t.app, event)).statusCode).toBe(200);
    expect((await userRow(u.user.id))?.plan).toBe("pro");
    expect(await eventRows()).toBe(1);
  });
});
