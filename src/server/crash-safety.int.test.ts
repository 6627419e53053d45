import { type ChildProcess, spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { STAGES } from "../contract/stages";
import { openDatabase } from "./platform/db/client";
import { conversations } from "./platform/db/schema";
import { waitHealthy } from "./test/wait-healthy";

/**
 * Crash safety, against the real process on its own PGlite folder: the server is killed with SIGKILL
 * while conversations are being ended and rated; after a restart on the same data every conversation is either
 * still active without a rating or ended with a complete one.
 */
let child: ChildProcess | undefined;
let dir: string | undefined;
afterEach(() => {
  child?.kill("SIGKILL");
  child = undefined;
  if (dir) fs.rmSync(dir, { recursive: true, force: true });
});

function startServer(dataDir: string, port: number) {
  const proc = spawn(process.execPath, ["--import", "tsx", "src/server/main.ts"], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      LOG_LEVEL: "warn",
      DATABASE_URL: "",
      REDIS_URL: "",
      AI_PROVIDER: "builtin",
      STRIPE_SECRET_KEY: "",
      NODE_ENV: "test",
      RATE_LIMIT_REGISTER_PER_HOUR: "1000",
    },
    stdio: ["ignore", "ignore", "ignore"],
  });
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) => proc.on("exit", (code, signal) => resolve({ code, signal })));
  return { proc, exited };
}

const LINES = [
  "Hi, good morning! This is Alex Morgan from BrightPath. I'm calling because we help teams cut the time spent on reporting. Do you have two minutes?",
  "Thanks. Could you tell me how you handle your reporting today?",
  "What are the biggest challenges you face with that at the moment?",
];

describe("crash safety", () => {
  it("a server killed while ending conversations leaves each one either active without a rating or ended with a complete rating", async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), "salesdojo-crash-"));
    const port = 20000 + Math.floor(Math.random() * 20000);
    const url = `http://127.0.0.1:${port}`;
    let server = startServer(dir, port);
    child = server.proc;
    await waitHealthy(url, 90_000);

    const post = async (pathname: string, body: unknown, token?: string) => {
      const res = await fetch(`${url}${pathname}`, {
        method: "POST",
        headers: { "content-type": "application/json", ...(token ? { authorization: `Bearer ${token}` } : {}) },
        body: JSON.stringify(body),
      });
      return { status: res.status, json: (await res.json()) as Record<string, unknown> };
    };
    // One call at a time per person: forty people, each in one call, each on the Free plan's 3.
    const COUNT = 40;
    const tokens = await Promise.all(
      Array.from({ length: COUNT }, async (_, i) => {
        const reg = await post("/api/auth/register", {
          firstName: "Crash",
          lastName: "Test",
          email: `crash-${i}@example.test`,
          password: "Crash-Test-123",
          confirmPassword: "Crash-Test-123",
        });
        expect(reg.status).toBe(201);
        return reg.json.token as string;
      }),
    );
    const ids = await Promise.all(
      tokens.map(async (token) => {
        const started = await post("/api/ai/conversation", { scenario: "cold_call" }, token);
        expect(started.status).toBe(201);
        const id = (started.json.conversation as { id: string }).id;
        for (const message of LINES) expect((await post("/api/ai/message", { conversationId: id, message, language: "en" }, token)).status).toBe(200);
        return id;
      }),
    );

    // End them ten at a time (the next one sent as one is answered) and kill the process once a quarter have been
    // answered: the ten in flight are being rated and written at that moment. (All forty at once no longer works:
    // with the database in its own thread every write is committed before the first answer leaves.)
    const KILL_AFTER = COUNT / 4;
    const IN_FLIGHT = 10;
    let answered = 0;
    let sent = 0;
    const enoughAnswered = new Promise<void>((resolve) => {
      const endNext = () => {
        const i = sent;
        const id = ids[i];
        if (id === undefined || answered >= KILL_AFTER) return;
        sent += 1;
        post(`/api/ai/conversation/${id}/end`, {}, tokens[i])
          .then(() => {
            answered += 1;
            if (answered >= KILL_AFTER) resolve();
            else endNext();
          })
          .catch(() => undefined); // the connection dies with the process
      };
      for (let i = 0; i < IN_FLIGHT; i++) endNext();
    });
    await enoughAnswered;
    server.proc.kill("SIGKILL");
    expect((await server.exited).signal).toBe("SIGKILL");
    expect(answered).toBeLessThan(sent);

    // Restart on the same data: the database recovers and the server answers.
    server = startServer(dir, port);
    child = server.proc;
    await waitHealthy(url, 90_000);
    const seen = { ended: 0, active: 0 };
    for (const [i, id] of ids.entries()) {
      const res = await fetch(`${url}/api/ai/conversation/${id}`, { headers: { authorization: `Bearer ${tokens[i]}` } });
      expect(res.status).toBe(200);
      const c = ((await res.json()) as { conversation: { status: string; aiRatings: Record<string, number> | null } }).conversation;
      if (c.status === "ended") {
        seen.ended += 1;
        expect(Object.keys(c.aiRatings ?? {}).sort()).toEqual([...STAGES].sort());
      } else {
        seen.active += 1;
        expect(c.aiRatings).toBeNull();
      }
    }
    // Everything answered before the kill stayed ended; some were cut off before their rating was stored.
    expect(seen.ended).toBeGreaterThanOrEqual(KILL_AFTER);
    expect(seen.active).toBeGreaterThanOrEqual(1);
    expect(seen.ended + seen.active).toBe(COUNT);

    // Column by column, in the database itself.
    server.proc.kill("SIGTERM");
    expect((await server.exited).code).toBe(0);
    child = undefined;
    const database = await openDatabase({ pgliteDir: path.join(dir, "pglite") });
    try {
      const rows = await database.db.select().from(conversations);
      expect(rows).toHaveLength(COUNT);
      for (const row of rows) {
        const scores = [row.scoreIntroduction, row.scoreMapping, row.scorePresentation, row.scoreObjections, row.scoreClose];
        if (row.status === "ended") {
          expect(row.rating).not.toBeNull();
          expect(row.endedAt).not.toBeNull();
          expect(scores.every((s) => typeof s === "number")).toBe(true);
          expect(row.totalScore).toBe(scores.reduce<number>((a, s) => a + (s ?? 0), 0));
        } else {
          expect(row.status).toBe("active");
          expect(row.rating).toBeNull();
          expect(row.endedAt).toBeNull();
          expect(scores.every((s) => s === null)).toBe(true);
          expect(row.totalScore).toBeNull();
          expect(row.messageCount).toBe(1 + 2 * LINES.length);
        }
      }
    } finally {
      await database.close();
    }
  }, 240_000);
});
