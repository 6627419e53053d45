import { eq } from "drizzle-orm";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { Persona, CustomerState } from "../../ai";
import type { PlanId } from "../../../contract/plans";
import { TIPS_MESSAGES } from "../../../contract/tips";
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

async function userOn(plan: PlanId) {
  const u = await registerUser(t.app);
  if (plan !== "free") {
    await t.deps.database.db.update(users).set({ plan, subscriptionStatus: "active" }).where(eq(users.id, u.user.id));
  }
  return u;
}
function ask(token: string, message = "the customer says it's too expensive", language = "en", conversationHistory: unknown[] = []) {
  return t.app.inject({ method: "POST", url: "/api/ai/tips", headers: bearer(token), payload: { message, language, conversationHistory } });
}
async function usage(token: string) {
  const res = await t.app.inject({ method: "GET", url: "/api/ai/tips/usage", headers: bearer(token) });
  expect(res.statusCode).toBe(200);
  return res.json().aiTipsStatus;
}

describe("the AI tips assistant", () => {
  it("needs a signed-in user", async () => {
    expect((await t.app.inject({ method: "GET", url: "/api/ai/tips/usage" })).statusCode).toBe(401);
    const res = await t.app.inject({ method: "POST", url: "/api/ai/tips", payload: { message: "hi", language: "en" } });
    expect(res.statusCode).toBe(401);
  });

  it("refuses a blank question with 400, without counting it", async () => {
    const u = await userOn("basic");
    const res = await ask(u.token, "   ");
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error: TIPS_MESSAGES.emptyMessage, reason: "tips.emptyMessage" });
    expect((await usage(u.token)).remainingThisMonth).toBe(10);
  });

  it("refuses history longer than 10 messages", async () => {
    const u = await userOn("basic");
    const history = Array.from({ length: 11 }, () => ({ role: "user", content: "hi" }));
    expect((await ask(u.token, "closing?", "en", history)).statusCode).toBe(400);
  });

  it("gives Free users no tips: 429 with limit 0", async () => {
    const u = await userOn("free");
    expect(await usage(u.token)).toEqual({ canUseAiTips: false, monthlyLimit: 0, remainingThisMonth: 0 });
    const res = await ask(u.token);
    expect(res.statusCode).toBe(429);
    // The route answers this 429 itself; it carries the key like every other error body.
    expect(res.json()).toMatchObject({
      error: TIPS_MESSAGES.limitReached,
      reason: "tips.limitReached",
      aiTipsStatus: { canUseAiTips: false, monthlyLimit: 0, remainingThisMonth: 0 },
    });
  });

  it("answers in the asked language and counts down", async () => {
    const u = await userOn("basic");
    expect(await usage(u.token)).toEqual({ canUseAiTips: true, monthlyLimit: 10, remainingThisMonth: 10 });
    const questions = {
      en: ["the customer says it's too expensive", "Compared with"],
      et: ["klient ütleb, et see on liiga kallis", "Saan aru"],
      es: ["el cliente dice que es demasiado caro", "Lo entiendo"],
      ru: ["клиент говорит, что это слишком дорого", "Понимаю"],
    } as const;
    let remaining = 10;
    for (const [language, [question, expected]] of Object.entries(questions)) {
      const res = await ask(u.token, question, language, [
        { role: "user", content: "hello" },
        { role: "assistant", content: "hi" },
      ]);
      expect(res.statusCode, res.body).toBe(200);
      remaining -= 1;
      expect(res.json().response).toContain(expected);
      expect(res.json().aiTipsStatus).toEqual({ canUseAiTips: true, monthlyLimit: 10, remainingThisMonth: remaining });
    }
    expect((await usage(u.token)).remainingThisMonth).toBe(6);
  });

  it("lets Basic ask exactly 10 a month, even in parallel", async () => {
    const u = await userOn("basic");
    const results = await Promise.all(Array.from({ length: 14 }, (_, i) => ask(u.token, i % 2 ? "how do I close?" : "cold call opener")));
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(10);
    const refused = results.filter((r) => r.statusCode === 429);
    expect(refused).toHaveLength(4);
    expect(refused[0]?.json().aiTipsStatus).toEqual({ canUseAiTips: false, monthlyLimit: 10, remainingThisMonth: 0 });
    expect(await usage(u.token)).toEqual({ canUseAiTips: false, monthlyLimit: 10, remainingThisMonth: 0 });
    expect((await ask(u.token)).statusCode).toBe(429);
  });

  it("gives the slot back when no answer can be written", async () => {
    const u = await userOn("basic");
    expect((await ask(u.token)).statusCode).toBe(200);
    // The same database behind an app whose tips answerer fails (the builtin one never does).
    await t.close();
    t = await createTestApp({ ai: { tips: { answer: () => Promise.reject(new Error("model exploded")) } } });
    const res = await ask(u.token);
    expect(res.statusCode).toBe(500);
    expect(res.json().error).toBe(TIPS_MESSAGES.failed);
    expect((await usage(u.token)).remainingThisMonth).toBe(9);
  });

  it("names the user's weakest stage from their last rated conversations", async () => {
    const u = await userOn("pro");
    const scores = { introduction: 8, mapping: 7, productPresentation: 8, objectionHandling: 3, close: 6 };
    await t.deps.database.db.insert(conversations).values({
      userId: u.user.id,
      title: "Rated call",
      scenario: "general",
      difficulty: "medium",
      language: "en",
      setup: { selectedVoice: null, ttsVolume: 0.7, customPrompt: null },
      // Only the rating is read here.
      persona: {} as Persona,
      state: {} as CustomerState,
      engine: { kind: "builtin", label: "Offline simulator" },
      status: "ended",
      rating: { scores, findings: [], llm: null, engine: { kind: "builtin", label: "Offline simulator" } },
      totalScore: 32,
      endedAt: new Date(),
    });
    const res = await ask(u.token, "how do I close the deal?");
    expect(res.statusCode).toBe(200);
    expect(res.json().response).toContain("objection handling");
  });
});
