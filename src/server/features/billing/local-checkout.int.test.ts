import { eq } from "drizzle-orm";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { BILLING_MESSAGES } from "../../../contract/billing";
import { companies, users } from "../../platform/db/schema";
import { bearer, createTestApp, registerUser, resetDatabase, type TestApp } from "../../test/harness";

let t: TestApp;
beforeEach(async () => {
  await resetDatabase();
  t = await createTestApp();
});
afterEach(async () => {
  await t.close();
});

async function checkout(token: string, plan: string) {
  return t.app.inject({
    method: "POST",
    url: "/api/subscriptions/create-checkout-session",
    headers: bearer(token),
    payload: { plan },
  });
}

describe("test-mode checkout", () => {
  it("returns a checkout page of this app, and only confirming it activates the plan", async () => {
    const u = await registerUser(t.app);
    const res = await checkout(u.token, "Pro");
    expect(res.statusCode).toBe(200);
    const { url, sessionId } = res.json<{ url: string; sessionId: string }>();
    expect(url).toBe(`https://app.example.test/billing/checkout/${sessionId}`);

    const view = await t.app.inject({ method: "GET", url: `/api/billing/local/checkout/${sessionId}`, headers: bearer(u.token) });
    expect(view.json()).toEqual({ sessionId, plan: "pro", priceCents: 8999, status: "open" });
    // Starting a checkout changes nothing yet.
    const before = await t.app.inject({ method: "GET", url: "/api/auth/me", headers: bearer(u.token) });
    expect(before.json().user.subscription.plan).toBe("free");

    const done = await t.app.inject({
      method: "POST",
      url: `/api/billing/local/checkout/${sessionId}/complete`,
      headers: bearer(u.token),
    });
    expect(done.statusCode).toBe(200);
    expect(done.json().user.subscription).toMatchObject({ plan: "pro", status: "active", cancelAtPeriodEnd: false });
    expect(done.json().user.usage.monthlyLimit).toBe(50);
  });

  it("a session completes once, and only for its own user", async () => {
    const a = await registerUser(t.app);
    const b = await registerUser(t.app);
    const { sessionId } = (await checkout(a.token, "basic")).json<{ sessionId: string }>();
    const complete = (token: string) => t.app.inject({ method: "POST", url: `/api/billing/local/checkout/${sessionId}/complete`, headers: bearer(token) });

    const stolen = await complete(b.token);
    expect(stolen.statusCode).toBe(404);
    expect(stolen.json().error).toBe(BILLING_MESSAGES.checkoutNotFound);
    const [bRow] = await t.deps.database.db.select().from(users).where(eq(users.id, b.user.id));
    expect(bRow?.plan).toBe("free");

    expect((await complete(a.token)).statusCode).toBe(200);
    const again = await complete(a.token);
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toBe(BILLING_MESSAGES.checkoutAlreadyUsed);
  });

  it("refuses unknown plans, visitors and Free", async () => {
    const u = await registerUser(t.app);
    const bad = await checkout(u.token, "gold");
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0].path).toBe("plan");
    expect((await checkout(u.token, "free")).statusCode).toBe(400);
    const visitor = await t.app.inject({ method: "POST", url: "/api/subscriptions/create-checkout-session", payload: { plan: "pro" } });
    expect(visitor.statusCode).toBe(401);
    expect(visitor.json().error).toBe(BILLING_MESSAGES.loginToSubscribe);
  });
});

describe("DELETE /api/users/delete-account", () => {
  it("deletes the user and every session; the old token and password stop working", async () => {
    const u = await registerUser(t.app);
    const res = await t.app.inject({ method: "DELETE", url: "/api/users/delete-account", headers: bearer(u.token) });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe("Account deleted successfully");
    expect((await t.app.inject({ method: "GET", url: "/api/auth/me", headers: bearer(u.token) })).statusCode).toBe(401);
    const login = await t.app.inject({ method: "POST", url: "/api/auth/login", payload: { email: u.email, password: u.password } });
    expect(login.statusCode).toBe(401);
  });

  it("keeps a company admin who manages a company", async () => {
    const u = await registerUser(t.app);
    const db = t.deps.database.db;
    const [c] = await db.insert(companies).values({ displayId: "C-1", name: "C" }).returning();
    await db.update(users).set({ role: "company_admin", companyId: c?.id, plan: "enterprise" }).where(eq(users.id, u.user.id));
    const res = await t.app.inject({ method: "DELETE", url: "/api/users/delete-account", headers: bearer(u.token) });
    expect(res.statusCode).toBe(403);
    expect(res.json().error).toBe(BILLING_MESSAGES.companyAdminCannotDelete);
  });
});
