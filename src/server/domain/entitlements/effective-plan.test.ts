import { describe, expect, it } from "vitest";
import { usageBarLevel } from "../../../contract/usage";
import { effectivePlan } from "./effective-plan";

const now = new Date("2026-11-22T12:00:00Z");
const past = new Date("2026-11-01T00:00:00Z");
const future = new Date("2026-12-22T00:00:00Z");

describe("effectivePlan", () => {
  it("keeps a paid plan while active, and after cancelling until the period end", () => {
    const base = { plan: "pro", subscriptionStatus: "active", cancelAtPeriodEnd: false, currentPeriodEnd: future };
    expect(effectivePlan(base, now)).toBe("pro");
    expect(effectivePlan({ ...base, cancelAtPeriodEnd: true }, now)).toBe("pro");
    expect(effectivePlan({ ...base, cancelAtPeriodEnd: true, currentPeriodEnd: past }, now)).toBe("free");
    expect(effectivePlan({ ...base, subscriptionStatus: "cancelled", currentPeriodEnd: past }, now)).toBe("free");
  });

  it("keeps a past-due plan (the provider retries payment) and drops an inactive one", () => {
    const base = { plan: "basic", cancelAtPeriodEnd: false, currentPeriodEnd: future };
    expect(effectivePlan({ ...base, subscriptionStatus: "past_due" }, now)).toBe("basic");
    expect(effectivePlan({ ...base, subscriptionStatus: "inactive" }, now)).toBe("free");
  });

  it("leaves Free and company-managed Enterprise alone", () => {
    const base = { subscriptionStatus: "inactive", cancelAtPeriodEnd: false, currentPeriodEnd: null };
    expect(effectivePlan({ ...base, plan: "free" }, now)).toBe("free");
    expect(effectivePlan({ ...base, plan: "enterprise" }, now)).toBe("enterprise");
  });
});

describe("usage bar colours (spec 2 §4)", () => {
  it("turns orange at 75%, warning at 80%, red at 90%", () => {
    expect([0, 74, 75, 79, 80, 89, 90, 100].map(usageBarLevel)).toEqual(["ok", "ok", "orange", "orange", "warning", "warning", "red", "red"]);
  });
});
