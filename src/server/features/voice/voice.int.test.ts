import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { PlanId } from "../../../contract/plans";
import { MAX_AUDIO_BYTES, VOICE_MESSAGES } from "../../../contract/voice";
import { type OpenAiTestServer, startOpenAiTestServer } from "../../ai/llm/test/openai-test-server";
import { usageCounters, users } from "../../platform/db/schema";
import { bearer, createTestApp, registerUser, resetDatabase, type TestApp } from "../../test/harness";
import { listenOnLoopback, rawConnection } from "../../test/raw-http";

let stt: OpenAiTestServer;
beforeAll(async () => {
  stt = await startOpenAiTestServer();
});
afterAll(async () => {
  await stt.close();
});

let t: TestApp;
beforeEach(async () => {
  await resetDatabase();
  stt.reset();
});
afterEach(async () => {
  await t.close();
});

/** The builtin engine plays the customer; speech-to-text goes to the local OpenAI-compatible server. */
async function appWithStt() {
  t = await createTestApp({
    env: { AI_PROVIDER: "openai-compatible", AI_MODEL: "test-chat", AI_BASE_URL: stt.baseUrl, AI_TRANSCRIPTION_MODEL: "whisper-test", AI_TIMEOUT_MS: "8000" },
  });
  // The conversation itself runs on the builtin engine, so replies do not need scripting.
  return t;
}

async function userOn(plan: PlanId) {
  const u = await registerUser(t.app);
  if (plan !== "free") {
    await t.deps.database.db.update(users).set({ plan, subscriptionStatus: "active" }).where(eq(users.id, u.user.id));
  }
  return u;
}

async function startCall(token: string, language = "en") {
  const res = await t.app.inject({ method: "POST", url: "/api/ai/conversation", headers: bearer(token), payload: { language } });
  expect(res.statusCode).toBe(201);
  return res.json().conversation.id as string;
}

const AUDIO = Buffer.concat([Buffer.from([0x1a, 0x45, 0xdf, 0xa3]), Buffer.alloc(2048, 7)]); // a WebM header and some bytes

function transcribe(token: string, conversationId: string, body: Buffer = AUDIO, language = "en", type = "audio/webm") {
  return t.app.inject({
    method: "POST",
    url: `/api/ai/transcribe?conversationId=${conversationId}&language=${language}`,
    headers: { ...bearer(token), "content-type": type },
    payload: body,
  });
}

describe("voice status", () => {
  it("offers voice on Pro, Unlimited and Enterprise only, and says whether the server transcribes", async () => {
    t = await createTestApp();
    const expected: Record<PlanId, boolean> = { free: false, basic: false, pro: true, unlimited: true, enterprise: true };
    for (const [plan, allowed] of Object.entries(expected) as [PlanId, boolean][]) {
      const u = await userOn(plan);
      const res = await t.app.inject({ method: "GET", url: "/api/ai/voice", headers: bearer(u.token) });
      expect(res.json(), plan).toMatchObject({ allowed, serverTranscription: false });
    }
    expect((await t.app.inject({ method: "GET", url: "/api/ai/voice" })).statusCode).toBe(401);
  });
});

describe("POST /api/ai/transcribe", () => {
  it("turns a Pro user's recording into text in the conversation's language", async () => {
    await appWithStt();
    const u = await userOn("pro");
    const status = await t.app.inject({ method: "GET", url: "/api/ai/voice", headers: bearer(u.token) });
    expect(status.json()).toMatchObject({ allowed: true, serverTranscription: true });
    const id = await startCall(u.token, "et");
    stt.transcribeWith({ text: " Tere, helistan teie laoprogrammi pärast. " });
    const res = await transcribe(u.token, id, AUDIO, "et");
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ text: "Tere, helistan teie laoprogrammi pärast." });
    expect(stt.transcriptions).toHaveLength(1);
    expect(stt.transcriptions[0]).toMatchObject({ model: "whisper-test", language: "et" });
  });

  it("refuses Free and Basic users with upgradeRequired, before any audio reaches the provider", async () => {
    await appWithStt();
    for (const plan of ["free", "basic"] as const) {
      const u = await userOn(plan);
      const id = await startCall(u.token);
      const res = await transcribe(u.token, id);
      expect(res.statusCode, plan).toBe(403);
      expect(res.json()).toMatchObject({ error: VOICE_MESSAGES.upgradeRequired, reason: "voice.upgradeRequired", upgradeRequired: true });
    }
    expect(stt.transcriptions).toHaveLength(0);
  });

  it("answers 501 when no speech-to-text provider is configured", async () => {
    t = await createTestApp();
    const u = await userOn("pro");
    const id = await startCall(u.token);
    const res = await transcribe(u.token, id);
    expect(res.statusCode).toBe(501);
    expect(res.json().error).toBe(VOICE_MESSAGES.unavailable);
  });

  it("refuses someone else's conversation, an ended one, empty audio and other content types", async () => {
    await appWithStt();
    const owner = await userOn("pro");
    const other = await userOn("pro");
    const id = await startCall(owner.token);
    expect((await transcribe(other.token, id)).statusCode).toBe(404);
    const empty = await transcribe(owner.token, id, Buffer.alloc(0));
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toMatchObject({ error: VOICE_MESSAGES.emptyAudio, reason: "voice.emptyAudio" });
    expect((await transcribe(owner.token, id, AUDIO, "en", "text/plain")).statusCode).toBe(415);
    expect((await transcribe(owner.token, "not-an-id")).statusCode).toBe(400);
    expect(stt.transcriptions).toHaveLength(0);
  });

  it("keeps to the monthly limit like any message", async () => {
    await appWithStt();
    const u = await userOn("pro");
    const id = await startCall(u.token);
    // Over the month's limit (a plan change or a reset can leave a user above it): refused like a message.
    await t.deps.database.db.update(usageCounters).set({ count: 51 }).where(eq(usageCounters.userId, u.user.id));
    const res = await transcribe(u.token, id);
    expect(res.statusCode).toBe(403);
    expect(res.json().upgradeRequired).toBe(true);
    expect(stt.transcriptions).toHaveLength(0);
  });

  it("says the transcription failed when the provider errors, with the spec's error shape", async () => {
    await appWithStt();
    const u = await userOn("pro");
    const id = await startCall(u.token);
    stt.transcribeWith({ status: 500, message: "model crashed" });
    const res = await transcribe(u.token, id);
    expect(res.statusCode).toBe(502);
    expect(res.json()).toMatchObject({ error: VOICE_MESSAGES.failed, type: "provider_error" });
  });
});

describe("a large recording from a caller who may not send it", () => {
  const head = (conversationId: string, extraHeaders: string) =>
    `POST /api/ai/transcribe?conversationId=${conversationId}&language=en HTTP/1.1\r\nHost: 127.0.0.1\r\n` +
    `Content-Type: audio/webm\r\nContent-Length: ${MAX_AUDIO_BYTES}\r\n${extraHeaders}\r\n`;

  it("is refused (401 anonymous, 403 on Free) while the body has not arrived, and the connection is closed", async () => {
    await appWithStt();
    const port = await listenOnLoopback(t.app);
    const free = await userOn("free");
    const cases = [
      ["anonymous", "", "HTTP/1.1 401 Unauthorized"],
      ["free", `Authorization: Bearer ${free.token}\r\n`, "HTTP/1.1 403 Forbidden"],
    ] as const;
    for (const [who, auth, status] of cases) {
      // Headers announcing 10 MB, then only the first 4 bytes of a WebM file: the rest never comes.
      const conn = await rawConnection(port, Buffer.concat([Buffer.from(head(randomUUID(), auth), "latin1"), AUDIO.subarray(0, 4)]));
      try {
        expect(await conn.statusWithin(5000), who).toBe(status);
        expect(await conn.closedWithin(5000), who).toMatch(/connection: close/i);
      } finally {
        conn.destroy();
      }
    }
    expect(stt.transcriptions).toHaveLength(0);
  });

  it("still reads a Pro user's recording sent in pieces over a real connection", async () => {
    await appWithStt();
    const port = await listenOnLoopback(t.app);
    const u = await userOn("pro");
    const id = await startCall(u.token);
    stt.transcribeWith({ text: "Hello there" });
    const start =
      `POST /api/ai/transcribe?conversationId=${id}&language=en HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n` +
      `Authorization: Bearer ${u.token}\r\nContent-Type: audio/webm\r\nContent-Length: ${AUDIO.length}\r\n\r\n`;
    const conn = await rawConnection(port, Buffer.concat([Buffer.from(start, "latin1"), AUDIO.subarray(0, 100)]));
    try {
      conn.write(AUDIO.subarray(100));
      expect(await conn.statusWithin(10_000)).toBe("HTTP/1.1 200 OK");
      expect(await conn.closedWithin(10_000)).toContain('{"text":"Hello there"}');
    } finally {
      conn.destroy();
    }
  });
});
