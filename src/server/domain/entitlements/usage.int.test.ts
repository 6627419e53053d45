import { eq } from "drizzle-orm";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { CONVERSATION_LIMIT_MESSAGE } from "../../../contract/usage";
import type { Db } from "../../platform/db/client";
import { companies, type UserRow, users } from "../../platform/db/schema";
import { AppError } from "../../platform/errors";
import { bearer, createTestApp, registerUser, resetDatabase, type TestApp, uniqueEmail } from "../../test/harness";
import { consumeSummary, consumeTip, conversationUsage, reserveConversation, tipsUsage } from "./usage";

let t: TestApp;
let db: Db;
beforeEach(async () => {
  await resetDatabase();
  t = await createTestApp();
  db = t.deps.database.db;
});
afterEach(async () => {
  await t.close();
});

async function makeUser(fields: Partial<typeof users.$inferInsert> = {}): Promise<UserRow> {
  const rows = await db
    .insert(users)
    .values({ email: uniqueEmail(), firstName: "U", lastName: "Ser", ...fields })
    .returning();
  return rows[0] as UserRow;
}

const paid = (plan: "basic" | "pro" | "unlimited") => ({
  plan,
  subscriptionStatus: "active",
  currentPeriodEnd: new Date(Date.now() + 10 * 86_400_000),
  billingCustomerId: "cus_x",
  billingSubscriptionId: "sub_x",
});

async function startMany(user: UserRow, n: number, now?: Date) {
  const results = await Promise.allSettled(Array.from({ length: n }, () => reserveConversation(db, user, now)));
  return {
    ok: results.filter((r) => r.status === "fulfilled").length,
    refused: results.filter((r) => r.status === "rejected"),
  };
}

describe("conversation limits", () => {
  it("20 parallel starts at a limit of 3 let exactly 3 through (Free plan)", async () => {
    const user = await makeUser();
    const { ok, refused } = await startMany(user, 20);
    expect(ok).toBe(3);
    expect(refused).toHaveLength(17);
    const reason = (refused[0] as PromiseRejectedResult).reason as AppError;
    expect(reason).toBeInstanceOf(AppError);
    expect(reason.message).toBe(CONVERSATION_LIMIT_MESSAGE);
    expect(reason.extra.upgradeRequired).toBe(true);
    const status = await conversationUsage(db, user);
    expect(status).toMatchObject({ monthlyLimit: 3, currentUsage: 3, remaining: 0, canUseAI: false, usagePercentage: 100 });
  });

  it("20 parallel starts with 2 left let exactly 2 through (Basic plan, 28 used)", async () => {
    const user = await makeUser(paid("basic"));
    expect((await startMany(user, 28)).ok).toBe(28);
    expect((await startMany(user, 20)).ok).toBe(2);
    expect((await conversationUsage(db, user)).currentUsage).toBe(30);
  });

  it("starts again from zero in the next calendar month (UTC)", async () => {
    const user = await makeUser();
    const lastMinuteOfNovember = new Date("2026-11-30T23:59:30Z");
    expect((await startMany(user, 5, lastMinuteOfNovember)).ok).toBe(3);
    const december = new Date("2026-12-01T00:00:10Z");
    const status = await conversationUsage(db, user, december);
    expect(status).toMatchObject({ currentUsage: 0, remaining: 3, canUseAI: true, period: "month" });
    expect(status.resetsAt).toBe("2027-01-01T00:00:00.000Z");
    expect((await startMany(user, 1, december)).ok).toBe(1);
  });

  it("a slot given back after a failed start can be used again", async () => {
    const user = await makeUser();
    const releases = await Promise.all([1, 2, 3].map(() => reserveConversation(db, user)));
    await expect(reserveConversation(db, user)).rejects.toThrow(CONVERSATION_LIMIT_MESSAGE);
    await releases[0]?.();
    expect((await conversationUsage(db, user)).remaining).toBe(1);
    await expect(reserveConversation(db, user)).resolves.toBeTypeOf("function");
  });

  it("a lapsed cancelled subscription falls back to the Free limit", async () => {
    const user = await makeUser({ ...paid("pro"), cancelAtPeriodEnd: true, currentPeriodEnd: new Date(Date.now() - 1000) });
    expect((await conversationUsage(db, user)).monthlyLimit).toBe(3);
  });

  it("enterprise users: 50 a day, and the company's monthly cap per user across the month", async () => {
    const [company] = await db.insert(companies).values({ displayId: "ACME-1", name: "Acme", monthlyConversationLimit: 60 }).returning();
    const user = await makeUser({ plan: "enterprise", role: "company_user", companyId: company?.id });
    const day1 = new Date("2026-11-10T09:00:00Z");
    expect((await startMany(user, 55, day1)).ok).toBe(50);
    const day1Status = await conversationUsage(db, user, day1);
    expect(day1Status).toMatchObject({ period: "day", monthlyLimit: 50, currentUsage: 50, canUseAI: false });

    const day2 = new Date("2026-11-11T09:00:00Z");
    // The company allows 60 a month: 10 more, although the day allows 50.
    expect((await startMany(user, 20, day2)).ok).toBe(10);
    const day2Status = await conversationUsage(db, user, day2);
    expect(day2Status).toMatchObject({ currentUsage: 10, remaining: 0, canUseAI: false });
  });
});

describe("tips and summaries", () => {
  it("Free has no tips; Pro has 25 a month, counted per question even in parallel", async () => {
    const free = await makeUser();
    expect(await consumeTip(db, free)).toBeNull();
    expect(await tipsUsage(db, free)).toMatchObject({ canUseAiTips: false, monthlyLimit: 0 });

    const pro = await makeUser(paid("pro"));
    const results = await Promise.all(Array.from({ length: 30 }, () => consumeTip(db, pro)));
    expect(results.filter(Boolean)).toHaveLength(25);
    expect(await tipsUsage(db, pro)).toMatchObject({ canUseAiTips: false, monthlyLimit: 25, remainingThisMonth: 0 });
  });

  it("at most 5 summaries a day", async () => {
    const user = await makeUser(paid("basic"));
    const results = await Promise.all(Array.from({ length: 8 }, () => consumeSummary(db, user)));
    expect(results.filter(Boolean)).toHaveLength(5);
  });
});

describe("GET /api/subscriptions/status", () => {
  it("reports the usage of the signed-in user and /api/auth/me carries the same count", async () => {
    const u = await registerUser(t.app);
    const row = (await db.select().from(users).where(eq(users.id, u.user.id)))[0] as UserRow;
    await reserveConversation(db, row);
    const res = await t.app.inject({ method: "GET", url: "/api/subscriptions/status", headers: bearer(u.token) });
    expect(res.statusCode).toBe(200);
    expect(res.json().usageStatus).toMatchObject({ monthlyLimit: 3, currentUsage: 1, remaining: 2, usagePercentage: 33, canUseAI: true });
    expect(res.json().subscription).toMatchObject({ plan: "free", provider: "local", hasBillingCustomer: false });
    const me = await t.app.inject({ method: "GET", url: "/api/auth/me", headers: bearer(u.token) });
    expect(me.json().user.usage).toEqual({ aiConversations: 1, monthlyLimit: 3 });
  });

  it("needs a session", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/subscriptions/status" });
    expect(res.statusCode).toBe(401);
  });
});
