// A whole practice turn over HTTP (issue 4 target: p99 under 50 ms on this machine): the built server on PGlite
// (or DATABASE_URL), one signed-in user, sequential messages through POST /api/ai/message.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { performance } from "node:perf_hooks";
import { eq } from "drizzle-orm";
import pino from "pino";
import { buildApp } from "../src/server/app";
import { loadConfig } from "../src/server/config";
import { openDatabase } from "../src/server/platform/db/client";
import { users } from "../src/server/platform/db/schema";
import { createMailer } from "../src/server/platform/mail/mailer";
import { createLimiterFactory } from "../src/server/platform/rate-limit/limiter";
import { percentiles, type Row } from "./stats";

const MESSAGES = [
  "Hi, this is Alex from BrightPath. I'm calling because we help teams cut reporting time. Do you have two minutes?",
  "How do you handle your reporting today?",
  "What are the biggest challenges with that?",
  "I understand. How does that affect your team?",
  "We would save your team time every week on exactly that. How does that sound?",
  "That's a fair point. What worries you most about it?",
];

export async function benchHttpTurn(turns = 300): Promise<Row[]> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "salesdojo-bench-"));
  const config = { ...loadConfig({ ...process.env, LOG_LEVEL: "silent", DATA_DIR: dir, PORT: "0" }), webRoot: undefined };
  const log = pino({ level: "silent" });
  const database = await openDatabase({ url: config.databaseUrl, pgliteDir: config.databaseUrl ? undefined : "memory://" });
  await database.migrate();
  const app = await buildApp({
    config,
    database,
    mailer: createMailer({ from: config.mailFrom, outboxDir: path.join(dir, "outbox"), log }),
    limiterFactory: createLimiterFactory(undefined),
    log,
  });
  const address = await app.listen({ port: 0, host: "127.0.0.1" });
  try {
    const email = `bench-${Date.now()}@example.test`;
    const reg = await fetch(`${address}/api/auth/register`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ firstName: "Bench", lastName: "User", email, password: "Bench-Pass-1", confirmPassword: "Bench-Pass-1" }),
    });
    const { token, user } = (await reg.json()) as { token: string; user: { id: string } };
    await database.db
      .update(users)
      .set({ plan: "unlimited", subscriptionStatus: "active", currentPeriodEnd: new Date(Date.now() + 86_400_000) })
      .where(eq(users.id, user.id));
    const headers = { "content-type": "application/json", authorization: `Bearer ${token}` };
    const times: number[] = [];
    let conversationId = "";
    for (let i = 0; i < turns; i++) {
      if (i % MESSAGES.length === 0) {
        // One call at a time: the previous call is ended (and rated) before the next starts.
        if (conversationId) await (await fetch(`${address}/api/ai/conversation/${conversationId}/end`, { method: "POST", headers, body: "{}" })).arrayBuffer();
        const res = await fetch(`${address}/api/ai/conversation`, { method: "POST", headers, body: JSON.stringify({ scenario: "cold_call" }) });
        conversationId = ((await res.json()) as { conversation: { id: string } }).conversation.id;
      }
      const t0 = performance.now();
      const res = await fetch(`${address}/api/ai/message`, {
        method: "POST",
        headers,
        body: JSON.stringify({ conversationId, message: MESSAGES[i % MESSAGES.length], language: "en" }),
      });
      await res.arrayBuffer();
      if (res.status !== 200) throw new Error(`turn ${i}: HTTP ${res.status}`);
      times.push(performance.now() - t0);
    }
    return [{ name: `HTTP practice turn (${database.kind})`, ...percentiles(times) }];
  } finally {
    await app.close();
    await database.close();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
