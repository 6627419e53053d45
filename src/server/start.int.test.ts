import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { Writable } from "node:stream";
import { eq } from "drizzle-orm";
import { afterAll, afterEach, describe, expect, it } from "vitest";
import { loadConfig } from "./config";
import { conversations } from "./platform/db/schema";
import { createLogger } from "./platform/logger";
import { pgliteLockFile, type RunningServer, startServer } from "./start";
import { bearer, registerUser } from "./test/harness";

/** The real start-up on an embedded database in its own folder, as main() runs it. */
const dir = fs.mkdtempSync(path.join(os.tmpdir(), "salesdojo-start-"));
const env = {
  NODE_ENV: "test",
  DATA_DIR: dir,
  PORT: "0",
  HOST: "127.0.0.1",
  LOG_LEVEL: "info",
  DATABASE_URL: "",
  REDIS_URL: "",
  AI_PROVIDER: "builtin",
  STRIPE_SECRET_KEY: "",
};
let server: RunningServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

async function start() {
  const lines: string[] = [];
  const sink = new Writable({
    write(chunk: Buffer, _enc, cb) {
      lines.push(chunk.toString());
      cb();
    },
  });
  server = await startServer({ ...loadConfig(env), webRoot: undefined }, createLogger("info", sink));
  return { app: server.app, database: server.database, log: () => lines.join("") };
}

/** main.ts in a child process on the same data directory; resolves with its exit code and output. */
function runSecondServer(): Promise<{ code: number | null; output: string }> {
  const child = spawn(process.execPath, ["--import", "tsx", "src/server/main.ts"], { env: { ...process.env, ...env }, stdio: ["ignore", "pipe", "pipe"] });
  let output = "";
  child.stdout.on("data", (c: Buffer) => (output += c.toString()));
  child.stderr.on("data", (c: Buffer) => (output += c.toString()));
  const killer = setTimeout(() => child.kill("SIGKILL"), 30_000);
  return new Promise((resolve) =>
    child.on("exit", (code) => {
      clearTimeout(killer);
      resolve({ code, output });
    }),
  );
}

/** The pid of a process that has exited: what a lock file left by a crash names. */
async function deadPid(): Promise<number> {
  const child = spawn(process.execPath, ["-e", ""], { stdio: "ignore" });
  await new Promise((resolve) => child.on("exit", resolve));
  return child.pid as number;
}

describe("one server per embedded database", () => {
  it("a second server on the same DATA_DIR refuses to start with a clear message and exits non-zero", async () => {
    await start();
    const lock = JSON.parse(fs.readFileSync(pgliteLockFile(dir), "utf8")) as { pid: number; host: string };
    expect(lock).toMatchObject({ pid: process.pid, host: os.hostname() });

    const second = await runSecondServer();
    expect(second.code).toBe(1);
    expect(second.output).toContain("Another SalesDojo server");
    expect(second.output).toContain(`pid ${process.pid}`);
    expect(second.output).not.toContain("SalesDojo is ready");

    // The first one still serves, and a clean shutdown gives the folder back.
    expect((await server?.app.inject({ method: "GET", url: "/api/health" }))?.statusCode).toBe(200);
    await server?.close();
    server = undefined;
    expect(fs.existsSync(pgliteLockFile(dir))).toBe(false);
  }, 60_000);

  it("after a crash: the stale lock is recovered with a log line, and a conversation left waiting for a reply takes a message at once", async () => {
    const first = await start();
    const u = await registerUser(first.app);
    const res = await first.app.inject({ method: "POST", url: "/api/ai/conversation", headers: bearer(u.token), payload: { scenario: "cold_call" } });
    const id = res.json().conversation.id as string;
    // The process dies while the customer's reply is being written: the conversation stays marked, the lock stays.
    await first.database.db.update(conversations).set({ pendingSince: new Date() }).where(eq(conversations.id, id));
    await server?.close();
    server = undefined;
    const pid = await deadPid();
    fs.writeFileSync(pgliteLockFile(dir), JSON.stringify({ pid, host: os.hostname(), startedAt: new Date().toISOString() }));

    const restarted = await start();
    expect(restarted.log()).toContain("recovered a stale data directory lock");
    expect(restarted.log()).toContain(String(pid));
    expect(JSON.parse(fs.readFileSync(pgliteLockFile(dir), "utf8")).pid).toBe(process.pid);
    const send = await restarted.app.inject({
      method: "POST",
      url: "/api/ai/message",
      headers: bearer(u.token),
      payload: { conversationId: id, message: "Hi, this is Alex from BrightPath. Do you have two minutes?" },
    });
    expect(send.statusCode).toBe(200);
  }, 60_000);
});
