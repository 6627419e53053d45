import { Writable } from "node:stream";
import { sql } from "drizzle-orm";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { buildApp } from "../app";
import { createTestApp, getTestDatabase, resetDatabase, type TestApp, uniqueEmail } from "../test/harness";
import { createLogger } from "./logger";

let t: TestApp;
beforeEach(async () => {
  await resetDatabase();
  t = await createTestApp();
});
afterEach(async () => {
  const { db } = await getTestDatabase();
  await db.execute(sql`alter table users drop constraint if exists test_refuse_every_row`);
  await t.close();
});

function capture() {
  const lines: string[] = [];
  const sink = new Writable({
    write(chunk: Buffer, _enc, cb) {
      lines.push(chunk.toString());
      cb();
    },
  });
  return { log: createLogger("info", sink), text: () => lines.join("") };
}

describe("a failed query in the log", () => {
  it("is logged without its bound parameters: no password hash, no e-mail", async () => {
    const { db } = await getTestDatabase();
    // Every insert into users now fails, carrying the new user's e-mail and argon2id hash as parameters.
    await db.execute(sql`alter table users add constraint test_refuse_every_row check (false) not valid`);
    const out = capture();
    const app = await buildApp({ ...t.deps, log: out.log });
    try {
      const email = uniqueEmail("leak");
      const res = await app.inject({
        method: "POST",
        url: "/api/auth/register",
        payload: { firstName: "Lea", lastName: "King", email, password: "Correct-Horse-9", confirmPassword: "Correct-Horse-9" },
      });
      expect(res.statusCode).toBe(500);
      const logged = out.text();
      expect(logged).toContain("request failed");
      expect(logged).toContain("insert into"); // the SQL text is still there to debug with
      expect(logged).not.toContain(email);
      expect(logged).not.toContain("$argon2");
      expect(logged).not.toContain("Correct-Horse-9");
    } finally {
      await app.close();
    }
  });
});
