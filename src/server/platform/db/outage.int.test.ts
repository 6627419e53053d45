import net from "node:net";
import os from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import pino from "pino";
import { afterEach, describe, expect, it } from "vitest";
import { buildApp } from "../../app";
import { loadConfig } from "../../config";
import { getTestDatabase } from "../../test/harness";
import { createMailer } from "../mail/mailer";
import { createLimiterFactory } from "../rate-limit/limiter";
import { openDatabase } from "./client";

/** A TCP proxy in front of PostgreSQL that the test can cut and restore, like a database going away. */
async function startProxy(target: { host: string; port: number }) {
  const sockets = new Set<net.Socket>();
  let server: net.Server | null = null;
  let port = 0;
  const listen = () =>
    new Promise<void>((resolve) => {
      server = net.createServer((client) => {
        const upstream = net.connect(target.port, target.host);
        for (const s of [client, upstream]) {
          sockets.add(s);
          s.on("close", () => sockets.delete(s));
          s.on("error", () => s.destroy());
        }
        client.pipe(upstream).pipe(client);
      });
      server.listen(port, "127.0.0.1", () => {
        port = (server?.address() as net.AddressInfo).port;
        resolve();
      });
    });
  await listen();
  return {
    get port() {
      return port;
    },
    async cut() {
      for (const s of sockets) s.destroy();
      await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
      server = null;
    },
    restore: listen,
  };
}

const serverUrl = process.env.TEST_DATABASE_URL?.trim();
let cleanup: Array<() => Promise<void>> = [];
afterEach(async () => {
  for (const c of cleanup.reverse()) await c();
  cleanup = [];
});

describe.skipIf(!serverUrl)("PostgreSQL going away (security item 28)", () => {
  it("answers 503 within 2 s while the database is unreachable, and recovers by itself", async () => {
    const testDb = await getTestDatabase();
    const base = new URL(serverUrl as string);
    const proxy = await startProxy({ host: base.hostname, port: Number(base.port || 5432) });
    const result = (await testDb.db.execute(sql`select current_database() as name`)) as unknown as { rows: Array<{ name: string }> };
    const rows = result.rows;
    const url = new URL(serverUrl as string);
    url.hostname = "127.0.0.1";
    url.port = String(proxy.port);
    url.pathname = `/${rows[0]?.name}`;
    const database = await openDatabase({ url: url.toString(), poolSize: 2 });
    const log = pino({ level: "silent" });
    const config = { ...loadConfig({ NODE_ENV: "test", LOG_LEVEL: "silent", PUBLIC_URL: "https://app.example.test" }), webRoot: undefined };
    const app = await buildApp({
      config,
      database,
      log,
      mailer: createMailer({ from: config.mailFrom, outboxDir: path.join(os.tmpdir(), "salesdojo-outage-outbox"), log }),
      limiterFactory: createLimiterFactory(undefined),
    });
    cleanup.push(async () => {
      await app.close();
      await database.close();
    });

    const login = () => app.inject({ method: "POST", url: "/api/auth/login", payload: { email: "nobody@example.test", password: "whatever-123" } });
    expect((await login()).statusCode).toBe(401);

    await proxy.cut();
    const started = Date.now();
    const down = await login();
    expect(Date.now() - started).toBeLessThan(2_500);
    expect(down.statusCode).toBe(503);
    expect(down.json()).toMatchObject({ code: "UNAVAILABLE" });
    expect(down.headers["retry-after"]).toBe("5");
    expect((await app.inject({ method: "GET", url: "/api/health" })).statusCode).toBe(503);

    await proxy.restore();
    let back = 0;
    for (let i = 0; i < 20 && back !== 401; i++) {
      back = (await login()).statusCode;
      if (back !== 401) await new Promise((r) => setTimeout(r, 100));
    }
    expect(back).toBe(401);
    cleanup.push(() => proxy.cut());
  });
});
