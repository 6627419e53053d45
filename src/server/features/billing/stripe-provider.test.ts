import type Stripe from "stripe";
import { describe, expect, it } from "vitest";
import { currentSubscription, planForPrice, subscriptionStateOf } from "./stripe-provider";

const prices = { basic: "price_b", pro: "price_p", unlimited: "price_u" };
const END = 1_900_000_000;

function sub(over: Partial<Record<string, unknown>> = {}, item: Record<string, unknown> = {}): Stripe.Subscription {
  return {
    id: "sub_1",
    object: "subscription",
    customer: "cus_1",
    status: "active",
    cancel_at_period_end: false,
    cancel_at: null,
    created: 100,
    metadata: {},
    items: { object: "list", data: [{ id: "si_1", price: { id: "price_p" }, current_period_end: END, ...item }] },
    ...over,
  } as unknown as Stripe.Subscription;
}

describe("subscriptionStateOf", () => {
  it("maps an active subscription, reading the period end from the item", () => {
    expect(subscriptionStateOf(sub(), prices)).toEqual({
      plan: "pro",
      status: "active",
      cancelAtPeriodEnd: false,
      currentPeriodEnd: new Date(END * 1000),
      customerId: "cus_1",
      subscriptionId: "sub_1",
    });
  });

  it("falls back to the subscription's current_period_end of older API versions", () => {
    const legacy = sub({ current_period_end: END + 60 }, { current_period_end: undefined });
    expect(subscriptionStateOf(legacy, prices)?.currentPeriodEnd).toEqual(new Date((END + 60) * 1000));
  });

  it.each([
    ["active", "pro", "active"],
    ["trialing", "pro", "active"],
    ["past_due", "pro", "past_due"],
    ["unpaid", "pro", "past_due"],
    ["incomplete", "pro", "inactive"],
    ["paused", "pro", "inactive"],
    ["canceled", "free", "inactive"],
    ["incomplete_expired", "free", "inactive"],
  ])("status %s -> plan %s, status %s", (stripeStatus, plan, status) => {
    const state = subscriptionStateOf(sub({ status: stripeStatus }), prices);
    expect(state).toMatchObject({ plan, status });
    if (plan === "free") expect(state).toMatchObject({ subscriptionId: null, currentPeriodEnd: null, customerId: "cus_1" });
  });

  it("treats a scheduled cancel_at like cancel at period end", () => {
    expect(subscriptionStateOf(sub({ cancel_at: END }), prices)?.cancelAtPeriodEnd).toBe(true);
    expect(subscriptionStateOf(sub({ cancel_at_period_end: true }), prices)?.cancelAtPeriodEnd).toBe(true);
  });

  it("answers null for a price that is none of ours, and reads an expanded customer", () => {
    expect(subscriptionStateOf(sub({}, { price: { id: "price_other" } }), prices)).toBeNull();
    expect(subscriptionStateOf(sub({ customer: { id: "cus_9", object: "customer" } }), prices)?.customerId).toBe("cus_9");
    expect(planForPrice(prices, "price_u")).toBe("unlimited");
    expect(planForPrice(prices, undefined)).toBeNull();
  });
});

describe("currentSubscription", () => {
  it("prefers a live subscription over a newer ended one, then the newest", () => {
    const oldLive = sub({ id: "sub_old", created: 1 });
    const newEnded = sub({ id: "sub_new", status: "canceled", created: 5 });
    const newerLive = sub({ id: "sub_newer", status: "past_due", created: 3 });
    expect(currentSubscription([newEnded, oldLive])?.id).toBe("sub_old");
    expect(currentSubscription([oldLive, newEnded, newerLive])?.id).toBe("sub_newer");
    expect(currentSubscription([newEnded])?.id).toBe("sub_new");
    expect(currentSubscription([])).toBeNull();
  });
});
