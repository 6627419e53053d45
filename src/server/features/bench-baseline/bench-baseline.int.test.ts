import { sql } from "drizzle-orm";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "../../config";
import { bearer, createTestApp, registerUser, resetDatabase, type TestApp } from "../../test/harness";

let t: TestApp | undefined;
beforeEach(async () => {
  await resetDatabase();
});
afterEach(async () => {
  await t?.close();
  t = undefined;
});

describe("the benchmark's baseline route (issue 8)", () => {
  it("does not exist unless BENCH_BASELINE_ROUTE=1", async () => {
    t = await createTestApp();
    const u = await registerUser(t.app);
    const res = await t.app.inject({ method: "POST", url: "/api/bench/baseline", headers: bearer(u.token), payload: {} });
    expect(res.statusCode).toBe(404);
  });

  it("with the flag: needs a signed-in user, reads and writes one row per call", async () => {
    t = await createTestApp({ env: { BENCH_BASELINE_ROUTE: "1" } });
    expect((await t.app.inject({ method: "POST", url: "/api/bench/baseline", payload: {} })).statusCode).toBe(401);
    const u = await registerUser(t.app);
    for (let i = 0; i < 2; i++) {
      const res = await t.app.inject({ method: "POST", url: "/api/bench/baseline", headers: bearer(u.token), payload: {} });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ ok: true, latestConversationId: null });
    }
    const result = (await t.deps.database.db.execute(sql`select count(*)::int as n from bench_baseline_hits where user_id = ${u.user.id}`)) as unknown as {
      rows: Array<{ n: number }>;
    };
    expect(result.rows[0]?.n).toBe(2);
  });

  it("is refused in production", () => {
    expect(() => loadConfig({ NODE_ENV: "production", BENCH_BASELINE_ROUTE: "1" })).toThrow(ConfigError);
    expect(loadConfig({ NODE_ENV: "test", BENCH_BASELINE_ROUTE: "1" }).benchBaselineRoute).toBe(true);
    expect(loadConfig({ NODE_ENV: "production" }).benchBaselineRoute).toBe(false);
  });
});
