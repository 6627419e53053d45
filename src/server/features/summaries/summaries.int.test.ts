import { eq } from "drizzle-orm";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { UUID_PATTERN } from "../../../contract/ids";
import { MANAGER_STAGES } from "../../../contract/stages";
import { SUMMARY_MESSAGES, type SummaryView } from "../../../contract/summaries";
import { conversationSummaries, users } from "../../platform/db/schema";
import { bearer, createTestApp, registerUser, resetDatabase, type TestApp } from "../../test/harness";

let t: TestApp;
beforeEach(async () => {
  await resetDatabase();
  t = await createTestApp();
});
afterEach(async () => {
  await t.close();
});

const CALLS = [
  [
    "Hi, good morning! This is Alex Morgan from BrightPath. I'm calling because we help teams like yours cut the time spent on manual reporting. Do you have two minutes?",
    "Thanks. Could you tell me how you handle this today, what does your current setup look like?",
    "What are the biggest challenges you face with that at the moment?",
    "I understand, that sounds frustrating. How does that affect you, what does it cost you?",
    "Would you be open to a short meeting to go through it together? How about Tuesday at 10am?",
  ],
  [
    "Hello, this is Alex from BrightPath.",
    "We sell reporting software.",
    "Do you use anything like that now?",
    "Our product has a dashboard and it can save you time.",
    "Would you like a demo sometime?",
  ],
  [
    "Hi, this is Alex Morgan from BrightPath. I'm calling because we help companies cut reporting time. Is now a good time?",
    "How do you handle your reporting today?",
    "What takes the most time in that process?",
    "That is exactly what our dashboards fix: your team would save hours every week. Could we book a call on Thursday at 2pm?",
  ],
];

async function upgrade(userId: string, plan: "pro" | "basic" = "pro") {
  await t.deps.database.db
    .update(users)
    .set({ plan, subscriptionStatus: "active", currentPeriodEnd: new Date(Date.now() + 86_400_000) })
    .where(eq(users.id, userId));
}

/** One conversation through the practice API: start, a few messages, end (the builtin engine rates it). */
async function practiceCall(token: string, i: number) {
  const started = await t.app.inject({ method: "POST", url: "/api/ai/conversation", headers: bearer(token), payload: { scenario: "cold_call" } });
  expect(started.statusCode).toBe(201);
  const id = started.json().conversation._id as string;
  for (const message of CALLS[i % CALLS.length]!) {
    const res = await t.app.inject({
      method: "POST",
      url: "/api/ai/message",
      headers: bearer(token),
      payload: { conversationId: id, message, language: "en" },
    });
    if (res.statusCode !== 200) break; // The customer may hang up; the call can still be rated.
  }
  const ended = await t.app.inject({ method: "POST", url: `/api/ai/conversation/${id}/end`, headers: bearer(token) });
  expect(ended.statusCode).toBe(200);
  lastEndMadeSummary = ended.json().summaryGenerated as boolean;
  return id;
}

/** Whether the last end call said it made a summary (the screen toasts it). */
let lastEndMadeSummary = false;

async function paidUserWith(n: number) {
  const u = await registerUser(t.app);
  await upgrade(u.user.id);
  const ids: string[] = [];
  for (let i = 0; i < n; i++) ids.push(await practiceCall(u.token, i));
  return { ...u, ids };
}

const list = (token: string, language = "en") =>
  t.app.inject({ method: "GET", url: `/api/conversation-summaries?language=${language}`, headers: bearer(token) });
const status = (token: string) => t.app.inject({ method: "GET", url: "/api/conversation-summaries/status", headers: bearer(token) });
const generate = (token: string) => t.app.inject({ method: "POST", url: "/api/conversation-summaries/generate", headers: bearer(token) });

function expectFilled(s: SummaryView) {
  expect(s._id).toMatch(UUID_PATTERN);
  expect(s.summaryNumber).toBeGreaterThan(0);
  expect(s.overallRating).toBeGreaterThanOrEqual(0);
  expect(s.overallRating).toBeLessThanOrEqual(10);
  expect(s.conversationCount).toBe(5);
  expect(Date.parse(s.dateRange.startDate)).toBeLessThanOrEqual(Date.parse(s.dateRange.endDate));
  expect(s.strengths.length).toBeGreaterThan(0);
  expect(s.improvements.length).toBeGreaterThan(0);
  for (const stage of MANAGER_STAGES) {
    expect(s.stageRatings[stage].rating).toBeGreaterThanOrEqual(0);
    expect(s.stageRatings[stage].feedback.length).toBeGreaterThan(10);
  }
  expect(s.exampleConversations.length).toBeGreaterThan(0);
  for (const e of s.exampleConversations) {
    expect(MANAGER_STAGES).toContain(e.stage);
    expect(e.excerpt.length).toBeGreaterThan(3);
    expect(e.context.length).toBeGreaterThan(5);
  }
  expect(s.aiAnalysis.personalityInsights.length).toBeGreaterThan(20);
  expect(s.aiAnalysis.communicationStyle.length).toBeGreaterThan(10);
  expect(s.aiAnalysis.recommendedFocus.length).toBeGreaterThan(0);
  expect(s.aiAnalysis.nextSteps.length).toBeGreaterThan(0);
}

describe("conversation summaries", () => {
  it("needs a signed-in user", async () => {
    expect((await t.app.inject({ method: "GET", url: "/api/conversation-summaries" })).statusCode).toBe(401);
    expect((await t.app.inject({ method: "GET", url: "/api/conversation-summaries/status" })).statusCode).toBe(401);
  });

  it("is locked on the Free plan: status cannot generate, generate answers 403 with upgradeRequired", async () => {
    const u = await registerUser(t.app);
    const s = (await status(u.token)).json().summaryStatus;
    expect(s).toMatchObject({ canGenerate: false, locked: true, summariesGeneratedToday: 0, dailyLimit: 5, remainingToday: 5 });
    const res = await generate(u.token);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ error: SUMMARY_MESSAGES.locked, reason: "summary.locked", upgradeRequired: true });
  });

  it("refuses to generate with fewer than 5 rated conversations", async () => {
    const u = await paidUserWith(2);
    expect((await status(u.token)).json().summaryStatus).toMatchObject({ canGenerate: false, locked: false, ratedConversations: 2 });
    const res = await generate(u.token);
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe(SUMMARY_MESSAGES.notEnough);
  });

  it("generates one automatically after the 5th ended conversation, covering those 5, with every field filled", async () => {
    const u = await paidUserWith(4);
    expect(lastEndMadeSummary).toBe(false);
    expect((await list(u.token)).json().summaries).toEqual([]);
    const fifth = await practiceCall(u.token, 4);
    expect(lastEndMadeSummary).toBe(true);
    const { summaries } = (await list(u.token)).json();
    expect(summaries).toHaveLength(1);
    expect(summaries[0].summaryNumber).toBe(1);
    expect([...summaries[0].conversationIds].sort()).toEqual([...u.ids, fifth].sort());
    expectFilled(summaries[0]);
    // Ending an ended conversation again does not make another.
    await t.app.inject({ method: "POST", url: `/api/ai/conversation/${fifth}/end`, headers: bearer(u.token) });
    expect((await list(u.token)).json().summaries).toHaveLength(1);
    // The summary covers the latest calls: another one would say nothing new until another rated call.
    expect((await status(u.token)).json().summaryStatus).toMatchObject({
      summariesGeneratedToday: 1,
      remainingToday: 4,
      ratedSinceLastSummary: 0,
      canGenerate: false,
    });
  });

  it("refuses an on-demand summary while the latest one already covers the latest calls, and allows it after one more", async () => {
    const u = await paidUserWith(5);
    const again = await generate(u.token);
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({ error: SUMMARY_MESSAGES.nothingNew, reason: "summary.nothingNew" });
    expect((await list(u.token)).json().summaries).toHaveLength(1);
    await practiceCall(u.token, 5);
    expect((await status(u.token)).json().summaryStatus).toMatchObject({ ratedConversations: 6, ratedSinceLastSummary: 1, canGenerate: true });
    expect((await generate(u.token)).statusCode).toBe(201);
  });

  it("generates on demand from the latest 5, newest first in the list", async () => {
    const u = await paidUserWith(6);
    const res = await generate(u.token);
    expect(res.statusCode).toBe(201);
    expect(res.json().message).toBe(SUMMARY_MESSAGES.generated);
    expectFilled(res.json().summary);
    expect(res.json().summary.summaryNumber).toBe(2);
    const { summaries } = (await list(u.token)).json();
    expect(summaries.map((s: { summaryNumber: number }) => s.summaryNumber)).toEqual([2, 1]);
  });

  it("allows at most 5 a day, even for parallel requests", async () => {
    const u = await paidUserWith(5); // The automatic one is the first of today's 5.
    for (let i = 5; i < 8; i++) {
      await practiceCall(u.token, i);
      expect((await generate(u.token)).statusCode).toBe(201);
    }
    await practiceCall(u.token, 8);
    // One summary left today and one new call: of 8 parallel requests one gets it, none goes past the limit.
    const results = await Promise.all(Array.from({ length: 8 }, () => generate(u.token)));
    const codes = results.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 201)).toHaveLength(1);
    for (const r of results.filter((x) => x.statusCode !== 201)) {
      expect([SUMMARY_MESSAGES.dailyLimit, SUMMARY_MESSAGES.nothingNew]).toContain(r.json().error);
    }
    const rows = await t.deps.database.db.select().from(conversationSummaries).where(eq(conversationSummaries.userId, u.user.id));
    expect(rows).toHaveLength(5);
    expect(new Set(rows.map((r) => r.summaryNumber)).size).toBe(5);
    await practiceCall(u.token, 9);
    const limited = await generate(u.token);
    expect(limited.statusCode).toBe(429);
    expect(limited.json().error).toBe(SUMMARY_MESSAGES.dailyLimit);
    expect((await status(u.token)).json().summaryStatus).toMatchObject({ canGenerate: false, summariesGeneratedToday: 5, remainingToday: 0 });
  });

  it("renders natively in Estonian, without English left in the structured parts; translate gives the same texts", async () => {
    const u = await paidUserWith(5);
    const en = (await list(u.token, "en")).json().summaries[0];
    const et = (await list(u.token, "et")).json().summaries[0];
    expectFilled(et);
    expect(et.overallRating).toBe(en.overallRating);
    const texts = (s: typeof en) => [
      ...s.strengths,
      ...s.improvements,
      ...MANAGER_STAGES.map((st) => s.stageRatings[st].feedback),
      s.aiAnalysis.personalityInsights,
      s.aiAnalysis.communicationStyle,
      ...s.aiAnalysis.recommendedFocus,
      ...s.aiAnalysis.nextSteps,
    ];
    const enTexts = texts(en) as string[];
    const etTexts = texts(et) as string[];
    expect(etTexts).toHaveLength(enTexts.length);
    etTexts.forEach((x, i) => expect(x).not.toBe(enTexts[i]));
    const english = /\b(the|you|your|and|with|calls?|conversations?|stage|score|what|to work on|opening|closing|discovery)\b/i;
    for (const x of etTexts) expect(x).not.toMatch(english);
    // Quotes stay as said.
    expect(et.exampleConversations.map((e: { excerpt: string }) => e.excerpt)).toEqual(en.exampleConversations.map((e: { excerpt: string }) => e.excerpt));

    const tr = await t.app.inject({
      method: "POST",
      url: `/api/conversation-summaries/${et._id}/translate`,
      headers: bearer(u.token),
      payload: { targetLanguage: "et" },
    });
    expect(tr.statusCode).toBe(200);
    expect(tr.json()).toEqual({
      success: true,
      translation: { strengths: et.strengths, improvements: et.improvements, stageRatings: et.stageRatings, aiAnalysis: et.aiAnalysis },
    });
    for (const lang of ["es", "ru"]) {
      const other = (await list(u.token, lang)).json().summaries[0];
      expectFilled(other);
      expect(other.aiAnalysis.communicationStyle).not.toBe(en.aiAnalysis.communicationStyle);
    }
  });

  it("keeps summaries private: another user's id is 404", async () => {
    const u = await paidUserWith(5);
    const id = (await list(u.token)).json().summaries[0]._id;
    const other = await registerUser(t.app);
    const res = await t.app.inject({
      method: "POST",
      url: `/api/conversation-summaries/${id}/translate`,
      headers: bearer(other.token),
      payload: { targetLanguage: "et" },
    });
    expect(res.statusCode).toBe(404);
  });
});
