import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { INVALID_RETURN_PATH } from "../../../contract/return-path";
import { bearer, createTestApp, registerUser, resetDatabase, TEST_PUBLIC_URL, type TestApp } from "../../test/harness";
import { type StripeStub, startStripeStub, stripeStubEnv } from "./test/stripe-stub";

let t: TestApp;
afterEach(async () => {
  await t.close();
});

const checkout = (token: string, payload: Record<string, unknown>) =>
  t.app.inject({ method: "POST", url: "/api/subscriptions/create-checkout-session", headers: bearer(token), payload });

const UNSAFE = [
  "//evil.example/steal",
  "https://evil.example/",
  "/\\evil.example",
  "/%5Cevil.example",
  "/%2F%2Fevil.example",
  "javascript:alert(1)",
  "conversations",
  "/x\r\nSet-Cookie: a=b",
  "/api/auth/me",
  "/billing/checkout/cs_local_loop",
  `/${"a".repeat(400)}`,
];

describe("the return path of a checkout (test mode)", () => {
  beforeEach(async () => {
    await resetDatabase();
    t = await createTestApp();
  });

  it("carries a path of this app to the checkout page, with the result and the plan added", async () => {
    const u = await registerUser(t.app);
    const res = await checkout(u.token, { plan: "basic", returnTo: "/conversation-summaries?tab=all" });
    expect(res.statusCode, res.body).toBe(200);
    const { url, sessionId } = res.json<{ url: string; sessionId: string }>();
    const next = new URL(url).searchParams.get("next");
    expect(url.startsWith(`${TEST_PUBLIC_URL}/billing/checkout/${sessionId}?next=`)).toBe(true);
    expect(next).toBe("/conversation-summaries?tab=all&checkout=success&plan=basic");
  });

  it("without one, the checkout page is the same as before (it returns to the profile)", async () => {
    const u = await registerUser(t.app);
    const res = await checkout(u.token, { plan: "pro" });
    const { url, sessionId } = res.json<{ url: string; sessionId: string }>();
    expect(url).toBe(`${TEST_PUBLIC_URL}/billing/checkout/${sessionId}`);
  });

  it.each(UNSAFE)("refuses %j with 400 and starts no checkout", async (returnTo) => {
    const u = await registerUser(t.app);
    const res = await checkout(u.token, { plan: "basic", returnTo });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([{ path: "returnTo", msg: INVALID_RETURN_PATH }]);
    const me = await t.app.inject({ method: "GET", url: "/api/auth/me", headers: bearer(u.token) });
    expect(me.json().user.subscription.plan).toBe("free");
  });
});

describe("the return path of a Stripe checkout", () => {
  let stub: StripeStub;
  beforeEach(async () => {
    await resetDatabase();
    stub = await startStripeStub();
    t = await createTestApp({ env: stripeStubEnv(stub) });
  });
  afterEach(async () => {
    await stub.close();
  });

  it("is the session's success URL on our own origin, and an unsafe one never reaches Stripe", async () => {
    const u = await registerUser(t.app);
    const res = await checkout(u.token, { plan: "pro", returnTo: "/conversations#history" });
    expect(res.statusCode, res.body).toBe(200);
    const [created] = stub.calls("POST", "/v1/checkout/sessions");
    expect(created?.params.success_url).toBe(`${TEST_PUBLIC_URL}/conversations?checkout=success&plan=pro&session_id={CHECKOUT_SESSION_ID}`);

    const refused = await checkout(u.token, { plan: "pro", returnTo: "//evil.example" });
    expect(refused.statusCode).toBe(400);
    expect(stub.calls("POST", "/v1/checkout/sessions")).toHaveLength(1);
  });
});
