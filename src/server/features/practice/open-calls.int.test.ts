import { eq, sql } from "drizzle-orm";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { PRACTICE_MESSAGES } from "../../../contract/practice";
import { conversations } from "../../platform/db/schema";
import { bearer, createTestApp, registerUser, resetDatabase, type TestApp } from "../../test/harness";

// One call at a time, and calls nobody answered closed automatically, through the real database.

let t: TestApp;
beforeEach(async () => {
  await resetDatabase();
  t = await createTestApp({ env: { SILENT_CALL_TIMEOUT_MINUTES: "5" } });
});
afterEach(async () => {
  await t.close();
});

const HELLO = "Hi, good morning! This is Alex Morgan from BrightPath. Do you have two minutes?";

async function start(token: string) {
  return t.app.inject({ method: "POST", url: "/api/ai/conversation", headers: bearer(token), payload: { scenario: "cold_call" } });
}
async function startId(token: string): Promise<string> {
  const res = await start(token);
  expect(res.statusCode).toBe(201);
  return res.json().conversation.id as string;
}
async function send(token: string, conversationId: string) {
  const res = await t.app.inject({
    method: "POST",
    url: "/api/ai/message",
    headers: bearer(token),
    payload: { conversationId, message: HELLO, language: "en" },
  });
  expect(res.statusCode).toBe(200);
}
async function list(token: string) {
  const res = await t.app.inject({ method: "GET", url: "/api/ai/conversations?pageSize=20", headers: bearer(token) });
  expect(res.statusCode).toBe(200);
  return res.json().conversations as Array<{ id: string; status: string; endedAt: string | null; aiRatings: unknown }>;
}
async function usage(token: string): Promise<number> {
  const res = await t.app.inject({ method: "GET", url: "/api/subscriptions/status", headers: bearer(token) });
  return res.json().usageStatus.currentUsage as number;
}
/** Moves a call's start back in time, as if it had been started `minutes` ago. */
async function startedAgo(id: string, minutes: number) {
  await t.deps.database.db
    .update(conversations)
    .set({ createdAt: sql`now() - make_interval(mins => ${minutes})` })
    .where(eq(conversations.id, id));
}

describe("calls in which the salesperson never spoke", () => {
  it("are closed once the configured timeout has passed, without a rating, and stay counted; spoken ones stay", async () => {
    const u = await registerUser(t.app);
    const silent = await startId(u.token);
    await startedAgo(silent, 4);
    expect((await list(u.token)).find((c) => c.id === silent)).toMatchObject({ status: "active", endedAt: null });

    await startedAgo(silent, 6);
    const closed = (await list(u.token)).find((c) => c.id === silent);
    expect(closed).toMatchObject({ status: "ended", aiRatings: null });
    expect(closed?.endedAt).not.toBeNull();
    expect(await usage(u.token)).toBe(1); // counted at start, not given back

    // Opening it shows an ended call, and it takes no more messages.
    const opened = await t.app.inject({ method: "GET", url: `/api/ai/conversation/${silent}`, headers: bearer(u.token) });
    expect(opened.json().conversation.status).toBe("ended");
    const late = await t.app.inject({ method: "POST", url: "/api/ai/message", headers: bearer(u.token), payload: { conversationId: silent, message: HELLO } });
    expect(late.statusCode).toBe(400);
    expect(late.json().error).toBe(PRACTICE_MESSAGES.ended);

    // A call the salesperson spoke in stays open however old it is.
    const spoken = await startId(u.token);
    await send(u.token, spoken);
    await startedAgo(spoken, 600);
    expect((await list(u.token)).find((c) => c.id === spoken)?.status).toBe("active");
  });

  it("are checked when a single call is opened, too", async () => {
    const u = await registerUser(t.app);
    const silent = await startId(u.token);
    await startedAgo(silent, 10);
    const opened = await t.app.inject({ method: "GET", url: `/api/ai/conversation/${silent}`, headers: bearer(u.token) });
    expect(opened.json().conversation).toMatchObject({ status: "ended", isActive: false });
  });

  it("are closed at once by the next start, which is not refused", async () => {
    const u = await registerUser(t.app);
    const first = await startId(u.token);
    const second = await startId(u.token);
    const rows = await list(u.token);
    expect(rows.find((c) => c.id === first)?.status).toBe("ended");
    expect(rows.find((c) => c.id === second)?.status).toBe("active");
    expect(await usage(u.token)).toBe(2);
  });
});

describe("one call at a time", () => {
  it("refuses a second start while a call is in progress, naming the call to resume, and counts nothing", async () => {
    const u = await registerUser(t.app);
    const open = await startId(u.token);
    await send(u.token, open);
    const refused = await start(u.token);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ error: PRACTICE_MESSAGES.callInProgress, activeConversationId: open });
    expect(await usage(u.token)).toBe(1);
    expect((await list(u.token)).map((c) => c.id)).toEqual([open]);
  });

  it("refuses a second start until the customer has ended the open call", async () => {
    const u = await registerUser(t.app);
    const open = await startId(u.token);
    await send(u.token, open);
    expect((await start(u.token)).statusCode).toBe(409);
    await t.deps.database.db
      .update(conversations)
      .set({ state: sql`${conversations.state} || '{"callOver": true, "outcome": "hung_up"}'::jsonb` })
      .where(eq(conversations.id, open));
    expect((await start(u.token)).statusCode).toBe(201);
  });

  it("refuses a second start until the open call is rated", async () => {
    const u = await registerUser(t.app);
    const open = await startId(u.token);
    await send(u.token, open);
    expect((await start(u.token)).statusCode).toBe(409);
    for (const line of ["How do you handle reporting today?", "What is the hardest part of it?"]) {
      const res = await t.app.inject({ method: "POST", url: "/api/ai/message", headers: bearer(u.token), payload: { conversationId: open, message: line } });
      expect(res.statusCode).toBe(200);
    }
    const ended = await t.app.inject({ method: "POST", url: `/api/ai/conversation/${open}/end`, headers: bearer(u.token) });
    expect(ended.statusCode).toBe(200);
    expect((await start(u.token)).statusCode).toBe(201);
  });
});
