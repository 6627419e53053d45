import { eq } from "drizzle-orm";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { PRACTICE_MESSAGES } from "../../../contract/practice";
import { CONVERSATION_LIMIT_MESSAGE } from "../../../contract/usage";
import { createBuiltinEngine, type AiEngine, AiProviderError } from "../../ai";
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

const GOOD_CALL = [
  "Hi, good morning! This is Alex Morgan from BrightPath. I'm calling because we help teams like yours cut the time spent on manual reporting. Do you have two minutes?",
  "Thanks. Could you tell me how you handle your reporting today?",
  "What are the biggest challenges you face with that at the moment?",
  "I understand, that sounds frustrating. How does that affect your team?",
];

async function start(token: string, body: Record<string, unknown> = {}) {
  return t.app.inject({ method: "POST", url: "/api/ai/conversation", headers: bearer(token), payload: { scenario: "cold_call", ...body } });
}
async function send(token: string, conversationId: string, message: string, headers: Record<string, string> = {}) {
  return t.app.inject({
    method: "POST",
    url: "/api/ai/message",
    headers: { ...bearer(token), ...headers },
    payload: { conversationId, message, language: "en" },
  });
}
async function end(token: string, id: string) {
  return t.app.inject({ method: "POST", url: `/api/ai/conversation/${id}/end`, headers: bearer(token) });
}

describe("starting a conversation", () => {
  it("needs a signed-in user, with the spec's message", async () => {
    const res = await t.app.inject({ method: "POST", url: "/api/ai/conversation", payload: {} });
    expect(res.statusCode).toBe(401);
    expect(res.json().error).toBe(PRACTICE_MESSAGES.loginToStart);
  });

  it("creates the conversation with the customer's opening line and the engine's name", async () => {
    const u = await registerUser(t.app);
    const res = await start(u.token, { clientName: "Maria Lopez", clientPersonality: "busy", difficulty: "hard" });
    expect(res.statusCode).toBe(201);
    const c = res.json().conversation;
    expect(c).toMatchObject({ scenario: "cold_call", difficulty: "hard", language: "en", status: "active", isActive: true, aiRatings: null });
    expect(c.clientCustomization).toMatchObject({ name: "Maria Lopez", personality: "busy", ttsVolume: 0.7 });
    expect(c.messages).toHaveLength(1);
    expect(c.messages[0].role).toBe("assistant");
    expect(c.messages[0].content.length).toBeGreaterThan(2);
    expect(c.engine).toEqual({ kind: "builtin", label: "Offline simulator" });
    expect(c.title).toContain("Maria Lopez");
  });

  it("lets a Free user start 3 a month, then answers 403 with upgradeRequired", async () => {
    const u = await registerUser(t.app);
    for (let i = 0; i < 3; i++) expect((await start(u.token)).statusCode).toBe(201);
    const refused = await start(u.token);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ error: CONVERSATION_LIMIT_MESSAGE, reason: "practice.monthlyLimit", upgradeRequired: true });
    const count = await t.app.inject({ method: "GET", url: "/api/ai/conversations/count", headers: bearer(u.token) });
    expect(count.json()).toEqual({ count: 3 });
  });

  it("over the limit still shows a past call's transcript and rating, but refuses to reopen an active call", async () => {
    const u = await registerUser(t.app);
    const db = t.deps.database.db;
    await db
      .update(users)
      .set({ plan: "basic", subscriptionStatus: "active", currentPeriodEnd: new Date(Date.now() + 86_400_000) })
      .where(eq(users.id, u.user.id));
    // One call at a time: the rated call first, then three more (each start closes the one before, unanswered).
    const ended = (await start(u.token)).json().conversation.id as string;
    for (const line of GOOD_CALL.slice(0, 3)) await send(u.token, ended, line);
    expect((await end(u.token, ended)).statusCode).toBe(200);
    let active = "";
    for (let i = 0; i < 3; i++) active = (await start(u.token)).json().conversation.id as string;
    // Back on Free (3 a month) with 4 started: over the limit.
    await db.update(users).set({ plan: "free", subscriptionStatus: "inactive", currentPeriodEnd: null }).where(eq(users.id, u.user.id));
    const past = await t.app.inject({ method: "GET", url: `/api/ai/conversation/${ended}`, headers: bearer(u.token) });
    expect(past.statusCode).toBe(200);
    expect(past.json().conversation.aiRatings).not.toBeNull();
    const reopened = await t.app.inject({ method: "GET", url: `/api/ai/conversation/${active}`, headers: bearer(u.token) });
    expect(reopened.statusCode).toBe(403);
    expect(reopened.json()).toMatchObject({ error: CONVERSATION_LIMIT_MESSAGE, upgradeRequired: true });
  });

  it("gives the usage slot back when the opening line cannot be written", async () => {
    const failing: AiEngine = {
      ...createBuiltinEngine(),
      writeReply: async () => {
        throw new AiProviderError("The AI customer did not answer in time. Please try again.", "timeout", "no answer within 30000 ms");
      },
    };
    await t.close();
    t = await createTestApp({ ai: { engine: failing } });
    const u = await registerUser(t.app);
    const res = await start(u.token);
    expect(res.statusCode).toBe(504);
    expect(res.json()).toMatchObject({ type: "timeout", details: "no answer within 30000 ms" });
    const status = await t.app.inject({ method: "GET", url: "/api/subscriptions/status", headers: bearer(u.token) });
    expect(status.json().usageStatus.currentUsage).toBe(0);
  });
});

describe("messages", () => {
  it("appends the salesperson's message and the customer's reply, and moves the customer's state", async () => {
    const u = await registerUser(t.app);
    const c = (await start(u.token)).json().conversation;
    const res = await send(u.token, c.id, GOOD_CALL[0] as string);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.response.length).toBeGreaterThan(2);
    expect(body.message.role).toBe("assistant");
    expect(body.customerState.trust).toBeGreaterThan(c.customerState.trust);
    const stored = (await t.app.inject({ method: "GET", url: `/api/ai/conversation/${c.id}`, headers: bearer(u.token) })).json().conversation;
    expect(stored.messages.map((m: { role: string }) => m.role)).toEqual(["assistant", "user", "assistant"]);
    expect(stored.messages[1].content).toBe(GOOD_CALL[0]);
  });

  it("refuses blank messages, bad ids, other people's conversations and a second message while a reply is pending", async () => {
    const a = await registerUser(t.app);
    const b = await registerUser(t.app);
    const c = (await start(a.token)).json().conversation;
    expect((await send(a.token, c.id, "   ")).json().error).toBe(PRACTICE_MESSAGES.messageRequired);
    const bad = await send(a.token, "not-an-id", "Hello");
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toBe(PRACTICE_MESSAGES.invalidId);
    const other = await send(b.token, c.id, "Hello");
    expect(other.statusCode).toBe(404);
    expect(other.json().error).toBe(PRACTICE_MESSAGES.notFound);
    expect((await t.app.inject({ method: "GET", url: `/api/ai/conversation/${c.id}`, headers: bearer(b.token) })).statusCode).toBe(404);

    await t.deps.database.db.update(conversations).set({ pendingSince: new Date() }).where(eq(conversations.id, c.id));
    const pending = await send(a.token, c.id, "Hello?");
    expect(pending.statusCode).toBe(409);
    expect(pending.json().error).toBe(PRACTICE_MESSAGES.replyPending);
  });

  it("streams the reply as server-sent events and stores the same text", async () => {
    const u = await registerUser(t.app);
    const c = (await start(u.token)).json().conversation;
    const res = await send(u.token, c.id, GOOD_CALL[0] as string, { accept: "text/event-stream" });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toContain("text/event-stream");
    const events = res.body
      .trim()
      .split("\n\n")
      .map((block) => ({ event: /event: (\w+)/.exec(block)?.[1], data: JSON.parse(/data: (.*)/.exec(block)?.[1] ?? "null") }));
    const deltas = events.filter((e) => e.event === "delta").map((e) => e.data.text as string);
    const done = events.find((e) => e.event === "done");
    expect(deltas.length).toBeGreaterThan(1);
    expect(done?.data.response).toBe(deltas.join("").trim());
    const stored = (await t.app.inject({ method: "GET", url: `/api/ai/conversation/${c.id}`, headers: bearer(u.token) })).json().conversation;
    expect(stored.messages.at(-1).content).toBe(done?.data.response);
  });

  it("a failed reply leaves the conversation as it was and can be retried", async () => {
    let fail = true;
    const builtin = createBuiltinEngine();
    const flaky: AiEngine = {
      ...builtin,
      writeReply: async (input) => {
        if (fail) throw new AiProviderError("The AI provider returned an error. Please try again.", "provider_error", "HTTP 500");
        return builtin.writeReply(input);
      },
    };
    await t.close();
    t = await createTestApp({ ai: { engine: flaky } });
    const u = await registerUser(t.app);
    fail = false;
    const c = (await start(u.token)).json().conversation;
    fail = true;
    const res = await send(u.token, c.id, "Hello, this is Alex from BrightPath.");
    expect(res.statusCode).toBe(502);
    expect(res.json()).toMatchObject({ error: "The AI provider returned an error. Please try again.", details: "HTTP 500", type: "provider_error" });
    const stored = (await t.app.inject({ method: "GET", url: `/api/ai/conversation/${c.id}`, headers: bearer(u.token) })).json().conversation;
    expect(stored.messages).toHaveLength(1);
    fail = false;
    expect((await send(u.token, c.id, "Hello, this is Alex from BrightPath.")).statusCode).toBe(200);
  });
});

describe("ending and rating", () => {
  it("needs a few messages, then rates every stage with quotes from the transcript", async () => {
    const u = await registerUser(t.app);
    const c = (await start(u.token)).json().conversation;
    await send(u.token, c.id, GOOD_CALL[0] as string);
    const early = await end(u.token, c.id);
    expect(early.statusCode).toBe(400);
    expect(early.json().error).toBe(PRACTICE_MESSAGES.notEnoughMessages);
    for (const m of GOOD_CALL.slice(1)) expect((await send(u.token, c.id, m)).statusCode).toBe(200);

    const res = await end(u.token, c.id);
    expect(res.statusCode).toBe(200);
    const ended = res.json().conversation;
    expect(ended.status).toBe("ended");
    expect(Object.keys(ended.aiRatings).sort()).toEqual(["close", "introduction", "mapping", "objectionHandling", "productPresentation"]);
    expect(ended.stageRatings).toHaveLength(5);
    const quotes = ended.stageRatings.flatMap((s: { evidence: Array<{ quote: string }> }) => s.evidence.map((e) => e.quote));
    expect(quotes.length).toBeGreaterThan(0);
    const said = GOOD_CALL.join(" ");
    for (const q of quotes) expect(said).toContain(q.replace(/…$/, ""));
    expect(ended.aiRatingFeedback.length).toBeGreaterThan(10);

    // Ending again answers the same rating; sending is refused.
    const again = await end(u.token, c.id);
    expect(again.json().conversation.aiRatings).toEqual(ended.aiRatings);
    expect((await send(u.token, c.id, "One more thing")).json().error).toBe(PRACTICE_MESSAGES.ended);

    // The same rating renders in Estonian without a translation service.
    const et = await t.app.inject({ method: "GET", url: `/api/ai/conversation/${c.id}?language=et`, headers: bearer(u.token) });
    expect(et.json().conversation.aiRatings).toEqual(ended.aiRatings);
    expect(et.json().conversation.aiRatingFeedback).not.toBe(ended.aiRatingFeedback);
  });
});

describe("history and export", () => {
  it("pages the history 5 at a time, newest first", async () => {
    const u = await registerUser(t.app);
    await t.deps.database.db
      .update(users)
      .set({ plan: "pro", subscriptionStatus: "active", currentPeriodEnd: new Date(Date.now() + 86_400_000) })
      .where(eq(users.id, u.user.id));
    for (let i = 0; i < 7; i++) await start(u.token, { clientName: `Client ${i}` });
    const p1 = (await t.app.inject({ method: "GET", url: "/api/ai/conversations", headers: bearer(u.token) })).json();
    expect(p1).toMatchObject({ total: 7, page: 1, pageSize: 5 });
    expect(p1.conversations).toHaveLength(5);
    expect(p1.conversations[0].clientCustomization.name).toBe("Client 6");
    const p2 = (await t.app.inject({ method: "GET", url: "/api/ai/conversations?page=2", headers: bearer(u.token) })).json();
    expect(p2.conversations).toHaveLength(2);
  });

  it("exports JSON and CSV for paid plans and refuses Free", async () => {
    const u = await registerUser(t.app);
    await start(u.token, { clientName: 'Dana "Quote" Smith' });
    const free = await t.app.inject({ method: "GET", url: "/api/ai/conversations/export", headers: bearer(u.token) });
    expect(free.statusCode).toBe(403);
    expect(free.json().upgradeRequired).toBe(true);
    await t.deps.database.db
      .update(users)
      .set({ plan: "basic", subscriptionStatus: "active", currentPeriodEnd: new Date(Date.now() + 86_400_000) })
      .where(eq(users.id, u.user.id));
    const json = await t.app.inject({ method: "GET", url: "/api/ai/conversations/export?format=json", headers: bearer(u.token) });
    expect(json.statusCode).toBe(200);
    expect(json.headers["content-disposition"]).toContain(".json");
    expect(JSON.parse(json.body).conversations).toHaveLength(1);
    const csv = await t.app.inject({ method: "GET", url: "/api/ai/conversations/export?format=csv", headers: bearer(u.token) });
    expect(csv.headers["content-type"]).toContain("text/csv");
    const [header, row] = csv.body.split("\r\n");
    expect(header).toContain("introduction");
    // Quotes inside a cell are doubled, so the row stays one record.
    expect(row).toContain('Dana ""Quote"" Smith');
  });
});
