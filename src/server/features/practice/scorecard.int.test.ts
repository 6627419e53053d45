import { eq } from "drizzle-orm";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { conversations, users } from "../../platform/db/schema";
import { bearer, createTestApp, registerUser, resetDatabase, type TestApp } from "../../test/harness";

let t: TestApp;
beforeEach(async () => {
  await resetDatabase();
  t = await createTestApp();
});
afterEach(async () => {
  await t.close();
});

const CALL = [
  "Hi, good morning! This is Alex Morgan from BrightPath. I'm calling because we help teams like yours cut the time spent on manual reporting. Do you have two minutes?",
  "Thanks. Could you tell me how you handle your reporting today?",
  "What are the biggest challenges you face with that at the moment?",
];

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

async function paidUser() {
  const u = await registerUser(t.app);
  await t.deps.database.db
    .update(users)
    .set({ plan: "pro", subscriptionStatus: "active", currentPeriodEnd: new Date(Date.now() + 86_400_000) })
    .where(eq(users.id, u.user.id));
  return u;
}

async function ratedCall(token: string, scenario: string, lines = CALL): Promise<string> {
  const started = await t.app.inject({ method: "POST", url: "/api/ai/conversation", headers: bearer(token), payload: { scenario } });
  const id = started.json().conversation.id as string;
  for (const message of lines) {
    await t.app.inject({ method: "POST", url: "/api/ai/message", headers: bearer(token), payload: { conversationId: id, message } });
  }
  expect((await t.app.inject({ method: "POST", url: `/api/ai/conversation/${id}/end`, headers: bearer(token) })).statusCode).toBe(200);
  return id;
}

/** Fixes a rated call's stage scores (and its start time) so the comparison's choice can be asserted. */
async function setScores(id: string, s: [number, number, number, number, number], createdAt: Date) {
  await t.deps.database.db
    .update(conversations)
    .set({
      scoreIntroduction: s[0],
      scoreMapping: s[1],
      scorePresentation: s[2],
      scoreObjections: s[3],
      scoreClose: s[4],
      totalScore: s.reduce((a, b) => a + b, 0),
      createdAt,
    })
    .where(eq(conversations.id, id));
}

const comparison = (token: string, id: string) => t.app.inject({ method: "GET", url: `/api/ai/conversation/${id}/comparison`, headers: bearer(token) });
const day = (n: number) => new Date(Date.UTC(2026, 9, n, 10));

describe("GET /api/ai/conversation/{id}/comparison", () => {
  it("answers the previous rated call (any scenario) and the best other call in the same scenario, per stage", async () => {
    const u = await paidUser();
    const oldBestCold = await ratedCall(u.token, "cold_call");
    const general = await ratedCall(u.token, "general");
    const weakerCold = await ratedCall(u.token, "cold_call");
    const current = await ratedCall(u.token, "cold_call");
    const later = await ratedCall(u.token, "cold_call");
    await setScores(oldBestCold, [9, 8, 7, 6, 8], day(1));
    await setScores(weakerCold, [3, 3, 3, 3, 3], day(2));
    await setScores(general, [5, 6, 4, 2, 7], day(3));
    await setScores(current, [6, 5, 5, 4, 6], day(4));
    await setScores(later, [2, 2, 2, 2, 2], day(5));

    const res = await comparison(u.token, current);
    expect(res.statusCode).toBe(200);
    const body = res.json() as Json;
    expect(body.previous).toMatchObject({
      id: general,
      scenario: "general",
      aiRatings: { introduction: 5, mapping: 6, productPresentation: 4, objectionHandling: 2, close: 7 },
      overall: 4.8,
    });
    expect(body.best).toMatchObject({
      id: oldBestCold,
      scenario: "cold_call",
      aiRatings: { introduction: 9, mapping: 8, productPresentation: 7, objectionHandling: 6, close: 8 },
      overall: 7.6,
    });
  });

  it("has nothing to compare the first call with; an unrated call and other users' calls do not count", async () => {
    const u = await paidUser();
    const other = await paidUser();
    await ratedCall(other.token, "cold_call");
    const first = await ratedCall(u.token, "cold_call");
    // Started after, never rated: not a "best".
    await t.app.inject({ method: "POST", url: "/api/ai/conversation", headers: bearer(u.token), payload: { scenario: "cold_call" } });
    expect((await comparison(u.token, first)).json()).toEqual({ previous: null, best: null });
  });

  it("refuses a bad id, someone else's call and a signed-out caller", async () => {
    const u = await paidUser();
    const other = await paidUser();
    const theirs = await ratedCall(other.token, "general");
    expect((await comparison(u.token, "not-a-uuid")).statusCode).toBe(400);
    expect((await comparison(u.token, theirs)).statusCode).toBe(404);
    expect((await t.app.inject({ method: "GET", url: `/api/ai/conversation/${theirs}/comparison` })).statusCode).toBe(401);
  });
});

describe("the scorecard's data", () => {
  it("gives each stage its points with the message each quote comes from, and a line to try under 7 only", async () => {
    const u = await paidUser();
    const id = await ratedCall(u.token, "cold_call");
    const c = (await t.app.inject({ method: "GET", url: `/api/ai/conversation/${id}?language=ru`, headers: bearer(u.token) })).json().conversation as Json;
    const quoted = (c.stageRatings as Json[]).flatMap((s) => s.points as Json[]).filter((p) => p.quote);
    expect(quoted.length).toBeGreaterThan(0);
    for (const p of quoted) {
      expect(c.messages[p.messageIndex].role).toBe("user");
      expect(c.messages[p.messageIndex].content).toContain(p.quote);
      expect(p.text).not.toContain(p.quote); // the quote is shown once, beside the words
      expect(p.text).toMatch(/[а-яё]/iu);
    }
    for (const s of c.stageRatings as Json[]) {
      if (s.score < 7) expect(s.trySaying).toMatch(/^«.+/u);
      else expect(s.trySaying).toBeNull();
      expect(s.trySaying ?? "").not.toMatch(/^Попробуйте сказать/u);
    }
    expect(c.stageRatings.some((s: Json) => s.score < 7)).toBe(true);
  });

  it("marks the customer's hang-up on the message where they hung up", async () => {
    const u = await paidUser();
    const started = await t.app.inject({
      method: "POST",
      url: "/api/ai/conversation",
      headers: bearer(u.token),
      payload: { scenario: "cold_call", difficulty: "hard" },
    });
    const id = started.json().conversation.id as string;
    let ended = false;
    for (let i = 0; i < 6 && !ended; i++) {
      const res = await t.app.inject({
        method: "POST",
        url: "/api/ai/message",
        headers: bearer(u.token),
        payload: { conversationId: id, message: "Shut up, you idiot." },
      });
      ended = res.json().callEnded as boolean;
    }
    expect(ended).toBe(true);
    const c = (await t.app.inject({ method: "GET", url: `/api/ai/conversation/${id}`, headers: bearer(u.token) })).json().conversation as Json;
    const marked = (c.messages as Json[]).map((m, i) => [i, m.moment?.kind] as const).filter(([, k]) => k);
    expect(marked).toEqual([[c.messages.length - 1, "hung_up"]]);
  });
});
