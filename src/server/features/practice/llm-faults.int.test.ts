import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { startOpenAiTestServer, type OpenAiTestServer } from "../../ai/llm/test/openai-test-server";
import { USER_MESSAGES } from "../../ai/llm/provider";
import { bearer, createTestApp, registerUser, resetDatabase, type TestApp } from "../../test/harness";

/**
 * Fault tolerance: the real LLM engine against a local OpenAI-compatible provider that hangs or fails.
 * The user gets the spec's error (error, details, type) within the timeout, no conversation is charged for a
 * failed reply, and the conversation is as it was.
 */
const TIMEOUT_MS = 1000;
let provider: OpenAiTestServer;
let t: TestApp;

beforeAll(async () => {
  provider = await startOpenAiTestServer();
});
afterAll(async () => {
  await provider.close();
});
beforeEach(async () => {
  await resetDatabase();
  provider.reset();
  t = await createTestApp({
    env: {
      AI_PROVIDER: "openai-compatible",
      AI_BASE_URL: provider.baseUrl,
      AI_MODEL: "fault-model",
      AI_API_KEY: "sk-fault-test-key-123456",
      AI_TIMEOUT_MS: String(TIMEOUT_MS),
    },
  });
});
afterEach(async () => {
  await t.close();
});

async function usage(token: string): Promise<number> {
  const res = await t.app.inject({ method: "GET", url: "/api/subscriptions/status", headers: bearer(token) });
  return res.json().usageStatus.currentUsage as number;
}
async function stored(token: string, id: string) {
  return (await t.app.inject({ method: "GET", url: `/api/ai/conversation/${id}`, headers: bearer(token) })).json().conversation as {
    messages: Array<{ role: string; content: string }>;
    status: string;
  };
}
async function started(token: string) {
  provider.respond({ kind: "text", text: "Anna Tamm speaking." });
  const res = await t.app.inject({ method: "POST", url: "/api/ai/conversation", headers: bearer(token), payload: { scenario: "cold_call" } });
  expect(res.statusCode).toBe(201);
  return res.json().conversation.id as string;
}
const send = (token: string, conversationId: string, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: "POST",
    url: "/api/ai/message",
    headers: { ...bearer(token), ...headers },
    payload: { conversationId, message: "Hi, this is Alex from BrightPath. Do you have two minutes?", language: "en" },
  });

describe("the LLM provider hangs or fails", () => {
  it("a hanging provider: 504 with the timeout message within the timeout; nothing charged, nothing stored, and a retry works", async () => {
    const u = await registerUser(t.app);
    const id = await started(u.token);
    expect(await usage(u.token)).toBe(1);

    provider.respond({ kind: "hang" });
    const t0 = Date.now();
    const res = await send(u.token, id);
    const elapsed = Date.now() - t0;
    expect(res.statusCode).toBe(504);
    expect(res.json()).toMatchObject({ error: USER_MESSAGES.timeout, type: "timeout" });
    expect(typeof res.json().details).toBe("string");
    expect(elapsed).toBeGreaterThanOrEqual(TIMEOUT_MS - 50);
    expect(elapsed).toBeLessThan(TIMEOUT_MS + 1500);

    expect(await usage(u.token)).toBe(1);
    const after = await stored(u.token, id);
    expect(after.status).toBe("active");
    expect(after.messages.map((m) => m.content)).toEqual(["Anna Tamm speaking."]);

    // The conversation is not left locked: the same message goes through once the provider answers.
    provider.respond({ kind: "text", text: "Sure, go ahead." });
    const retry = await send(u.token, id);
    expect(retry.statusCode).toBe(200);
    expect(retry.json().response).toBe("Sure, go ahead.");
    expect((await stored(u.token, id)).messages).toHaveLength(3);
    expect(await usage(u.token)).toBe(1);
  });

  it("a provider error while streaming: an `error` event in the spec's shape without the key; the conversation is unchanged", async () => {
    const u = await registerUser(t.app);
    const id = await started(u.token);
    provider.respond({ kind: "error", status: 500, message: "upstream exploded (key sk-fault-test-key-123456)", retryAfterMs: 10 });
    const res = await send(u.token, id, { accept: "text/event-stream" });
    expect(res.statusCode).toBe(200);
    const events = res.body
      .trim()
      .split("\n\n")
      .map((block) => ({ event: /event: (\w+)/.exec(block)?.[1], data: JSON.parse(/data: (.*)/.exec(block)?.[1] ?? "null") as Record<string, unknown> }));
    expect(events.map((e) => e.event)).toEqual(["error"]);
    expect(events[0]?.data).toMatchObject({ error: USER_MESSAGES.provider_error, type: "provider_error" });
    expect(String(events[0]?.data.details)).toContain("500");
    expect(res.body).not.toContain("sk-fault-test-key-123456");

    expect(await usage(u.token)).toBe(1);
    expect((await stored(u.token, id)).messages).toHaveLength(1);
    provider.respond({ kind: "text", text: "Hello again." });
    expect((await send(u.token, id)).statusCode).toBe(200);
  });

  it("a provider that hangs on the opening line: 504 within the timeout and the conversation slot is given back", async () => {
    const u = await registerUser(t.app);
    provider.respond({ kind: "hang" });
    const t0 = Date.now();
    const res = await t.app.inject({ method: "POST", url: "/api/ai/conversation", headers: bearer(u.token), payload: { scenario: "cold_call" } });
    expect(res.statusCode).toBe(504);
    expect(res.json()).toMatchObject({ error: USER_MESSAGES.timeout, type: "timeout" });
    expect(Date.now() - t0).toBeLessThan(TIMEOUT_MS + 1500);
    expect(await usage(u.token)).toBe(0);
    const list = await t.app.inject({ method: "GET", url: "/api/ai/conversations/count", headers: bearer(u.token) });
    expect(list.json()).toEqual({ count: 0 });
  });
});

describe("the LLM engine reads the salesperson", () => {
  it("the model's reading of a message drives the turn; an unusable reading falls back to the learned reader", async () => {
    const u = await registerUser(t.app);
    const id = await started(u.token);
    // The model reads both sentences as insults: the customer reacts to that reading, not to the words' surface.
    provider.readWith({ kind: "json", value: { sentences: [{ acts: ["rude"] }, { acts: ["rude"] }] } });
    provider.respond({ kind: "text", text: "Excuse me?" });
    const read = await send(u.token, id);
    expect(read.statusCode).toBe(200);
    expect(read.json().customerState.mood).toBe("annoyed");
    expect(provider.reads).toHaveLength(1);
    expect(JSON.stringify(provider.reads[0]?.body.messages)).toContain("1. Hi, this is Alex from BrightPath.");

    // Unusable: the learned reader reads the same words as an introduction, and nobody is offended. (Another
    // salesperson: the first call is still in progress, and only one runs at a time.)
    const v = await registerUser(t.app);
    const again = await started(v.token);
    provider.readWith({ kind: "json", value: { nonsense: true } });
    provider.respond({ kind: "text", text: "Go ahead." });
    const fallback = await send(v.token, again);
    expect(fallback.statusCode).toBe(200);
    expect(fallback.json().customerState.mood).not.toBe("annoyed");
  });
});

describe("the client leaves during a streamed reply", () => {
  it("stops the provider's generation, stores nothing, and leaves the conversation free for the next message", async () => {
    const u = await registerUser(t.app);
    const id = await started(u.token);
    await t.app.listen({ port: 0, host: "127.0.0.1" });
    const address = t.app.server.address();
    if (!address || typeof address === "string") throw new Error("no port");
    const words = Array.from({ length: 40 }, (_, i) => `word${i} `);
    // The whole reply would take 0.8 s, inside the provider timeout of this file (1 s).
    provider.respond({ kind: "text", text: words.join(""), deltas: words, chunkDelayMs: 20 });
    const leave = new AbortController();
    const res = await fetch(`http://127.0.0.1:${address.port}/api/ai/message`, {
      method: "POST",
      headers: { ...bearer(u.token), "content-type": "application/json", accept: "text/event-stream" },
      body: JSON.stringify({ conversationId: id, message: "Hi, this is Alex from BrightPath. Do you have two minutes?", language: "en" }),
      signal: leave.signal,
    });
    const reader = res.body?.getReader();
    const first = await reader?.read();
    expect(new TextDecoder().decode(first?.value)).toContain("event: delta");
    leave.abort();
    // The provider notices at its next chunk that nobody reads any more.
    await expect.poll(() => provider.abandonedStreams, { timeout: 1000 }).toBe(1);
    // Past the time the whole reply would have taken: still nothing stored.
    await new Promise((r) => setTimeout(r, 1500));
    const after = await stored(u.token, id);
    expect(after.messages.map((m) => m.role)).toEqual(["assistant"]);
    provider.respond({ kind: "text", text: "Go ahead." });
    const next = await send(u.token, id);
    expect(next.statusCode).toBe(200);
  });
});
