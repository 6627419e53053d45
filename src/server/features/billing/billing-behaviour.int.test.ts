import { eq } from "drizzle-orm";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { AUTH_TOKEN_NOT_FOUND } from "../../../contract/auth-messages";
import { BILLING_MESSAGES as M } from "../../../contract/billing";
import { companies, users } from "../../platform/db/schema";
import { bearer, createTestApp, type RegisteredUser, registerUser, resetDatabase, TEST_PUBLIC_URL, type TestApp } from "../../test/harness";
import { type StripeStub, startStripeStub, stripeStubEnv } from "./test/stripe-stub";
import { postWebhook } from "./test/webhook";

/**
 * The same behaviour through the HTTP API for both billing providers: the built-in test mode, and Stripe
 * against a local stub of its API with events signed by the SDK's test header helper.
 */
interface Driver {
  name: "local" | "stripe";
  start(): Promise<TestApp>;
  stop(): Promise<void>;
  /** The customer pays and the provider tells us: the local confirm call, or Stripe's signed webhook. */
  complete(t: TestApp, user: RegisteredUser, sessionId: string): Promise<void>;
  /** The customer pays but nothing has told us yet (Stripe only: the local mode has no outside side). */
  payWithoutNotifying(sessionId: string): void;
  /** Makes the provider unreachable and back; undefined when it cannot be down. */
  outage?: { down(): void; up(): void };
  /** How many times the provider was asked to end a subscription now; null when it cannot tell. */
  cancellations(): number | null;
}

function localDriver(): Driver {
  return {
    name: "local",
    start: () => createTestApp(),
    stop: async () => {},
    async complete(t, user, sessionId) {
      const res = await t.app.inject({
        method: "POST",
        url: `/api/billing/local/checkout/${sessionId}/complete`,
        headers: bearer(user.token),
      });
      expect(res.statusCode, res.body).toBe(200);
    },
    payWithoutNotifying() {},
    cancellations: () => null,
  };
}

function stripeDriver(): Driver {
  let stub: StripeStub | undefined;
  const s = () => {
    if (!stub) throw new Error("stub not started");
    return stub;
  };
  return {
    name: "stripe",
    async start() {
      stub = await startStripeStub();
      return createTestApp({ env: stripeStubEnv(stub) });
    },
    async stop() {
      await stub?.close();
      stub = undefined;
    },
    async complete(t, _user, sessionId) {
      s().completeCheckout(sessionId);
      const session = s().sessions.get(sessionId);
      const res = await postWebhook(t.app, s().event("checkout.session.completed", session ?? {}));
      expect(res.statusCode, res.body).toBe(200);
    },
    payWithoutNotifying(sessionId) {
      s().completeCheckout(sessionId);
    },
    outage: { down: () => s().fail(1000, 503), up: () => s().recover() },
    cancellations: () => s().calls("DELETE", "/v1/subscriptions/").length,
  };
}

const DAY_MS = 24 * 60 * 60 * 1000;

describe.each([localDriver(), stripeDriver()])("billing behaviour: $name provider", (driver) => {
  let t: TestApp;
  beforeEach(async () => {
    await resetDatabase();
    t = await driver.start();
  });
  afterEach(async () => {
    await t.close();
    await driver.stop();
  });

  const call = (user: RegisteredUser, method: "GET" | "POST" | "DELETE", url: string, payload?: object) =>
    t.app.inject({ method, url, headers: bearer(user.token), ...(payload ? { payload } : {}) });
  const status = async (user: RegisteredUser) => {
    const res = await call(user, "GET", "/api/subscriptions/status");
    expect(res.statusCode).toBe(200);
    return res.json();
  };
  const startCheckout = async (user: RegisteredUser, plan: string) => {
    const res = await call(user, "POST", "/api/subscriptions/create-checkout-session", { plan });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<{ url: string; sessionId: string }>();
  };
  const subscribe = async (user: RegisteredUser, plan: string) => {
    const { sessionId } = await startCheckout(user, plan);
    await driver.complete(t, user, sessionId);
    return sessionId;
  };

  it("checkout activates the plan with a period end, and the status shows the new monthly limit", async () => {
    const u = await registerUser(t.app);
    expect((await status(u)).usageStatus.monthlyLimit).toBe(3);

    const { url, sessionId } = await startCheckout(u, "Pro");
    expect(sessionId).toBeTruthy();
    expect(url).toMatch(/^https:\/\//);
    // Starting a checkout changes nothing.
    expect((await status(u)).subscription.plan).toBe("free");

    await driver.complete(t, u, sessionId);
    const after = await status(u);
    expect(after.subscription).toMatchObject({
      plan: "pro",
      status: "active",
      cancelAtPeriodEnd: false,
      hasBillingCustomer: true,
      provider: driver.name,
    });
    const end = Date.parse(after.subscription.currentPeriodEnd);
    expect(end).toBeGreaterThan(Date.now() + 27 * DAY_MS);
    expect(end).toBeLessThan(Date.now() + 32 * DAY_MS);
    expect(after.usageStatus).toMatchObject({ monthlyLimit: 50, currentUsage: 0, canUseAI: true, period: "month" });
  });

  it("a plan change is immediate", async () => {
    const u = await registerUser(t.app);
    await subscribe(u, "pro");
    const res = await call(u, "POST", "/api/subscriptions/create-checkout-session", { plan: "unlimited" });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ changed: true, url: `${TEST_PUBLIC_URL}/profile?planChanged=unlimited` });
    const after = await status(u);
    expect(after.subscription).toMatchObject({ plan: "unlimited", status: "active", cancelAtPeriodEnd: false });
    expect(after.usageStatus.monthlyLimit).toBe(200);

    const down = await call(u, "POST", "/api/subscriptions/create-checkout-session", { plan: "basic" });
    expect(down.json().changed).toBe(true);
    expect((await status(u)).usageStatus.monthlyLimit).toBe(30);
  });

  it("cancel keeps the plan until the period end and says so", async () => {
    const u = await registerUser(t.app);
    await subscribe(u, "pro");
    const before = (await status(u)).subscription;

    const res = await call(u, "POST", "/api/subscriptions/cancel");
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe(M.cancelled);
    expect(res.json().subscription).toMatchObject({
      plan: "pro",
      status: "active",
      cancelAtPeriodEnd: true,
      currentPeriodEnd: before.currentPeriodEnd,
    });
    const after = await status(u);
    expect(after.subscription).toMatchObject({ plan: "pro", cancelAtPeriodEnd: true });
    expect(after.usageStatus.monthlyLimit).toBe(50);

    const again = await call(u, "POST", "/api/subscriptions/cancel");
    expect(again.statusCode).toBe(400);
    expect(again.json().error).toBe(M.noActiveSubscription);
  });

  it("change-options lists the two other paid plans", async () => {
    const u = await registerUser(t.app);
    await subscribe(u, "pro");
    const res = await call(u, "GET", "/api/subscriptions/change-options");
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      currentPlan: "pro",
      availablePlans: [
        { plan: "basic", priceCents: 5999, current: false },
        { plan: "unlimited", priceCents: 34900, current: false },
      ],
    });
  });

  it("enterprise and company accounts are refused checkout, portal and change-options (403)", async () => {
    const db = t.deps.database.db;
    const enterprise = await registerUser(t.app);
    await db.update(users).set({ plan: "enterprise", subscriptionStatus: "active" }).where(eq(users.id, enterprise.user.id));
    const member = await registerUser(t.app);
    const [company] = await db.insert(companies).values({ displayId: "C-BILL", name: "Acme" }).returning();
    await db.update(users).set({ role: "company_user", companyId: company?.id }).where(eq(users.id, member.user.id));

    for (const u of [enterprise, member]) {
      for (const [method, url, payload] of [
        ["POST", "/api/subscriptions/create-checkout-session", { plan: "pro" }],
        ["POST", "/api/subscriptions/create-portal-session", undefined],
        ["GET", "/api/subscriptions/change-options", undefined],
      ] as const) {
        const res = await call(u, method, url, payload);
        expect(res.statusCode, `${method} ${url}`).toBe(403);
        expect(res.json().error).toBe(M.enterpriseManaged);
      }
    }
  });

  it("the portal needs a billing customer (400 without one)", async () => {
    const u = await registerUser(t.app);
    const none = await call(u, "POST", "/api/subscriptions/create-portal-session");
    expect(none.statusCode).toBe(400);
    expect(none.json().error).toBe(M.noBillingCustomer);
    expect((await call(u, "GET", "/api/subscriptions/change-options")).statusCode).toBe(400);

    await subscribe(u, "basic");
    const portal = await call(u, "POST", "/api/subscriptions/create-portal-session");
    expect(portal.statusCode, portal.body).toBe(200);
    expect(portal.json().url).toMatch(/^https:\/\//);
  });

  it("deleting the account cancels the subscription once and removes the user", async () => {
    const u = await registerUser(t.app);
    await subscribe(u, "pro");
    const res = await call(u, "DELETE", "/api/users/delete-account");
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe(M.accountDeleted);
    const rows = await t.deps.database.db.select().from(users).where(eq(users.id, u.user.id));
    expect(rows).toHaveLength(0);
    const cancelled = driver.cancellations();
    if (cancelled !== null) expect(cancelled).toBe(1);
    expect((await call(u, "GET", "/api/auth/me")).statusCode).toBe(401);
    // The old token, or none at all: the spec's words (spec 1 §8, issue 20 item 8).
    const again = await call(u, "DELETE", "/api/users/delete-account");
    expect(again.statusCode).toBe(401);
    expect(again.json().error).toBe(AUTH_TOKEN_NOT_FOUND);
    const none = await t.app.inject({ method: "DELETE", url: "/api/users/delete-account" });
    expect(none.statusCode).toBe(401);
    expect(none.json().error).toBe("Authentication token not found. Please log in again.");
  });

  it("complete-setup answers 503 with the spec's message while the provider is down", async ({ skip }) => {
    if (!driver.outage) skip("the built-in test mode has no outside service that could be down");
    const outage = driver.outage as NonNullable<Driver["outage"]>;
    const u = await registerUser(t.app);
    const { sessionId } = await startCheckout(u, "pro");
    driver.payWithoutNotifying(sessionId);

    outage.down();
    const res = await call(u, "POST", "/api/subscriptions/complete-setup", { sessionId });
    expect(res.statusCode).toBe(503);
    expect(res.json().error).toBe("Billing service is not available. Please contact support.");
    expect((await status(u)).subscription.plan).toBe("free");

    outage.up();
    const ok = await call(u, "POST", "/api/subscriptions/complete-setup", { sessionId });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().subscription).toMatchObject({ plan: "pro", status: "active" });
  });

  it("complete-setup with nothing to complete answers 400", async () => {
    const u = await registerUser(t.app);
    for (const payload of [undefined, {}, { sessionId: "cs_test_does_not_exist" }]) {
      const res = await call(u, "POST", "/api/subscriptions/complete-setup", payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().error).toBe("Invalid request. Please try again.");
    }
    expect((await status(u)).subscription.plan).toBe("free");
  });

  it("the checkout success redirect alone changes nothing (security item 20)", async () => {
    const u = await registerUser(t.app);
    const { sessionId } = await startCheckout(u, "unlimited");
    driver.payWithoutNotifying(sessionId);
    await t.app.inject({
      method: "GET",
      url: `/profile?checkout=success&session_id=${sessionId}`,
      headers: bearer(u.token),
    });
    await t.app.inject({ method: "GET", url: "/api/auth/me", headers: bearer(u.token) });
    const after = await status(u);
    expect(after.subscription).toMatchObject({ plan: "free", hasBillingCustomer: false });
    expect(after.usageStatus.monthlyLimit).toBe(3);
  });
});
