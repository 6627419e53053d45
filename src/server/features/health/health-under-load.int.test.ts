import { type ChildProcess, spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { brotliCompressSync, gzipSync } from "node:zlib";
import { afterEach, describe, expect, it } from "vitest";
import { waitHealthy } from "../../test/wait-healthy";

/**
 * The embedded database in its worker thread (ADR 014), against the real process on its own embedded database: while 50 connections practise (start a
 * conversation, send messages, end and rate it), a user who only opens the site still gets /api/health and a
 * static file at once. With PGlite on the main thread every request waited behind the database's work.
 */
const CONNECTIONS = 50;
// One user per connection: a user has one call at a time (a second start answers 409).
const USERS = CONNECTIONS;
const LOAD_MS = 8_000;
const FAST_MS = 100;
const WARM_UP = [
  "Hi, good morning! This is Alex Morgan from BrightPath. Do you have two minutes?",
  "Thanks. Could you tell me how you handle your reporting today?",
  "What are the biggest challenges you face with that at the moment?",
];

let child: ChildProcess | undefined;
let dir: string | undefined;
afterEach(() => {
  child?.kill("SIGKILL");
  child = undefined;
  if (dir) fs.rmSync(dir, { recursive: true, force: true });
});

/** main.ts as `npm start` runs it; its working directory holds the "built" web app (dist/web) it serves. */
function startServer(cwd: string, port: number): ChildProcess {
  // tsx by its full address: `--import tsx` would look for it under the working directory.
  return spawn(process.execPath, ["--import", import.meta.resolve("tsx"), path.resolve("src/server/main.ts")], {
    cwd,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: path.join(cwd, "data"),
      LOG_LEVEL: "warn",
      DATABASE_URL: "",
      REDIS_URL: "",
      AI_PROVIDER: "builtin",
      STRIPE_SECRET_KEY: "",
      NODE_ENV: "test",
      RATE_LIMIT_REGISTER_PER_HOUR: "100000",
    },
    stdio: ["ignore", "ignore", "inherit"],
  });
}

const p50 = (samples: number[]) => [...samples].sort((a, b) => a - b)[Math.floor(samples.length * 0.5)] ?? Number.NaN;
const p95 = (samples: number[]) => [...samples].sort((a, b) => a - b)[Math.floor(samples.length * 0.95)] ?? Number.NaN;

describe("health and static files while the embedded database is busy", () => {
  it(`answer at once (median under ${FAST_MS} ms, p95 under the practice requests' median) while ${CONNECTIONS} connections practise`, async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), "salesdojo-busy-"));
    const assets = path.join(dir, "dist/web/assets");
    fs.mkdirSync(assets, { recursive: true });
    fs.writeFileSync(path.join(dir, "dist/web/index.html"), "<!doctype html><title>SalesDojo</title>");
    // A script about the size of the app's largest one, precompressed beside it as `npm run build` does.
    const script = `console.log("${randomBytes(100_000).toString("hex")}");`;
    fs.writeFileSync(path.join(assets, "app.js"), script);
    fs.writeFileSync(path.join(assets, "app.js.br"), brotliCompressSync(script));
    fs.writeFileSync(path.join(assets, "app.js.gz"), gzipSync(script));
    const port = 20000 + Math.floor(Math.random() * 20000);
    const url = `http://127.0.0.1:${port}`;
    child = startServer(dir, port);
    await waitHealthy(url, 90_000);

    const post = async (pathname: string, body: unknown, token?: string) => {
      const res = await fetch(`${url}${pathname}`, {
        method: "POST",
        headers: { "content-type": "application/json", ...(token ? { authorization: `Bearer ${token}` } : {}) },
        body: JSON.stringify(body),
      });
      return { status: res.status, json: (await res.json()) as Record<string, unknown> };
    };
    // Users on Unlimited (through the test-mode checkout), so the plan's limit does not stop the load.
    const tokens = await Promise.all(
      Array.from({ length: USERS }, async (_, i) => {
        const password = "Busy-Server-123";
        const reg = await post("/api/auth/register", {
          firstName: "Busy",
          lastName: `User ${i}`,
          email: `busy-${i}@example.test`,
          password,
          confirmPassword: password,
        });
        const token = reg.json.token as string;
        const { sessionId } = (await post("/api/subscriptions/create-checkout-session", { plan: "unlimited" }, token)).json as { sessionId: string };
        expect((await post(`/api/billing/local/checkout/${sessionId}/complete`, {}, token)).status).toBe(200);
        return token;
      }),
    );

    // One call first, so that the load does not start with the engine's first compilations and loads.
    const first = await post("/api/ai/conversation", { scenario: "cold_call" }, tokens[0]);
    const firstId = (first.json.conversation as { id: string }).id;
    for (const message of WARM_UP) {
      expect((await post("/api/ai/message", { conversationId: firstId, message, language: "en" }, tokens[0])).status).toBe(200);
    }
    expect((await post(`/api/ai/conversation/${firstId}/end`, {}, tokens[0])).status).toBe(200);

    // The practice load from its own process, so that this one only measures.
    const load = spawn(process.execPath, ["--import", import.meta.resolve("tsx"), path.resolve("src/server/test/practice-load.ts")], {
      env: { ...process.env, URL: url, TOKENS: JSON.stringify(tokens), CONNECTIONS: String(CONNECTIONS), DURATION_MS: String(LOAD_MS + 2_000) },
      stdio: ["ignore", "pipe", "inherit"],
    });
    let output = "";
    load.stdout.on("data", (c: Buffer) => (output += c.toString()));
    const loadDone = new Promise<void>((resolve) => load.on("exit", () => resolve()));

    // Let the load build up, then ask as a visitor would, one request at a time.
    await new Promise((r) => setTimeout(r, 1_500));
    const timings = { health: [] as number[], static: [] as number[] };
    const until = Date.now() + LOAD_MS;
    while (Date.now() < until) {
      let t0 = performance.now();
      const health = await fetch(`${url}/api/health`);
      expect(await health.json()).toEqual({ status: "ok" });
      timings.health.push(performance.now() - t0);
      t0 = performance.now();
      const file = await fetch(`${url}/assets/app.js`);
      expect((await file.text()).length).toBe(script.length);
      timings.static.push(performance.now() - t0);
      await new Promise((r) => setTimeout(r, 50));
    }
    await loadDone;
    const answered = JSON.parse(output) as { ok: number; failed: number; statuses: Record<string, number>; p50Ms: number };

    // The database was busy the whole time: practice requests kept being answered.
    expect(answered.statuses).toEqual({});
    expect(answered.ok).toBeGreaterThan(200);
    const seen =
      `health p50 ${p50(timings.health).toFixed(1)} / p95 ${p95(timings.health).toFixed(1)} ms, static file p50 ${p50(timings.static).toFixed(1)} / ` +
      `p95 ${p95(timings.static).toFixed(1)} ms (${timings.health.length} samples each); ${answered.ok} practice requests, p50 ${answered.p50Ms.toFixed(1)} ms`;
    console.info(seen);
    // Absolute figures depend on what else the machine runs (on a shared 2-core machine at a load average of 15,
    // every process waits for a core), so the tail is held against the database's own pace: a visitor's request
    // must not wait like a practice request does (its p95 stays under their median). On a quiet machine the p95s are a few ms (see docs/benchmarks.md).
    for (const kind of ["health", "static"] as const) {
      expect(p50(timings[kind]), seen).toBeLessThan(FAST_MS);
      expect(p95(timings[kind]), seen).toBeLessThan(Math.max(FAST_MS, answered.p50Ms));
    }
  }, 180_000);
});
