import { sql } from "drizzle-orm";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { buildApp } from "../../app";
import { createTestApp, resetDatabase, type TestApp, uniqueEmail } from "../../test/harness";
import type { Db } from "./client";

let t: TestApp;
beforeEach(async () => {
  await resetDatabase();
  t = await createTestApp();
});
afterEach(async () => {
  await t.close();
});

/** What drizzle throws when the driver's write fails for lack of space: the driver's error as its cause. */
function failedQuery(cause: Error & { code: string }): Error {
  return Object.assign(new Error('Failed query: insert into "users" ...\nparams: ...'), { cause });
}
const DISK_FULL_ERRORS = [
  // PostgreSQL (and PGlite's own PostgreSQL) report disk_full.
  Object.assign(new Error('could not extend file "base/5/16390": No space left on device'), { code: "53100" }),
  // The file system under PGlite.
  Object.assign(new Error("ENOSPC: no space left on device, write"), { code: "ENOSPC" }),
];

describe("a full disk", () => {
  it.each(DISK_FULL_ERRORS.map((e) => [e.code, e] as const))(
    "(%s) answers writes 503 with Retry-After and reports degraded health until a write succeeds again",
    async (_code, error) => {
      let full = true;
      // Inserts fail as on a full disk; reads (and the health ping) still work.
      const db = new Proxy(t.deps.database.db, {
        get(target, prop, receiver) {
          if (prop === "insert" && full) {
            return () => {
              throw failedQuery(error);
            };
          }
          return Reflect.get(target, prop, receiver) as unknown;
        },
      }) as Db;
      const app = await buildApp({ ...t.deps, database: { ...t.deps.database, db } });
      try {
        const register = () =>
          app.inject({
            method: "POST",
            url: "/api/auth/register",
            payload: { firstName: "Disk", lastName: "Full", email: uniqueEmail(), password: "Correct-Horse-9", confirmPassword: "Correct-Horse-9" },
          });
        const health = async () => (await app.inject({ method: "GET", url: "/api/health" })).json<Record<string, unknown>>();
        expect(await health()).toEqual({ status: "ok" });

        const refused = await register();
        expect(refused.statusCode).toBe(503);
        expect(refused.json()).toMatchObject({ code: "UNAVAILABLE" });
        expect(Number(refused.headers["retry-after"])).toBeGreaterThan(0);
        expect(await health()).toEqual({ status: "degraded", reason: "disk_full" });

        full = false;
        expect((await register()).statusCode).toBe(201);
        expect(await health()).toEqual({ status: "ok" });
      } finally {
        await app.close();
      }
    },
  );

  it("(53100 from the database itself) reaches the app from the database's worker thread with its code: 503 and degraded health", async () => {
    const { db } = t.deps.database;
    // The database refuses new users with PostgreSQL's disk_full code (the message alone would not say so).
    await db.execute(sql`create function test_disk_full() returns trigger language plpgsql as $$
      begin raise exception 'could not extend file "base/5/16390"' using errcode = 'disk_full'; end $$`);
    await db.execute(sql`create trigger test_disk_full before insert on users for each row execute function test_disk_full()`);
    try {
      const register = () =>
        t.app.inject({
          method: "POST",
          url: "/api/auth/register",
          payload: { firstName: "Disk", lastName: "Full", email: uniqueEmail(), password: "Correct-Horse-9", confirmPassword: "Correct-Horse-9" },
        });
      const health = async () => (await t.app.inject({ method: "GET", url: "/api/health" })).json<Record<string, unknown>>();
      const refused = await register();
      expect(refused.statusCode).toBe(503);
      expect(Number(refused.headers["retry-after"])).toBeGreaterThan(0);
      expect(await health()).toEqual({ status: "degraded", reason: "disk_full" });

      await db.execute(sql`drop trigger test_disk_full on users`);
      expect((await register()).statusCode).toBe(201);
      expect(await health()).toEqual({ status: "ok" });
    } finally {
      await db.execute(sql`drop trigger if exists test_disk_full on users`);
      await db.execute(sql`drop function if exists test_disk_full()`);
    }
  });
});
