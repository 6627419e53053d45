import { Writable } from "node:stream";
import pino from "pino";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { buildApp } from "../../app";
import type { Config } from "../../config";
import { createTestApp, resetDatabase, type TestApp } from "../../test/harness";
import { TEST_BILLING_IN_PRODUCTION } from "./providers";

let t: TestApp;
beforeEach(async () => {
  await resetDatabase();
  t = await createTestApp();
});
afterEach(async () => {
  await t.close();
});

const STRIPE: Config["stripe"] = {
  secretKey: "sk_test_x",
  webhookSecret: "whsec_x",
  prices: { basic: "price_b", pro: "price_p", unlimited: "price_u" },
  apiUrl: "http://127.0.0.1:9",
};

/** Builds the app as main.ts does, with a logger whose lines the test reads. */
async function start(config: Partial<Config>) {
  const lines: Array<{ level: number; msg: string }> = [];
  const sink = new Writable({
    write(chunk: Buffer, _enc, cb) {
      for (const line of chunk.toString().split("\n").filter(Boolean)) lines.push(JSON.parse(line) as { level: number; msg: string });
      cb();
    },
  });
  const app = await buildApp({ ...t.deps, config: { ...t.deps.config, ...config }, log: pino({ level: "info" }, sink) });
  await app.ready();
  const mode = await app.inject({ method: "GET", url: "/api/billing/mode" });
  await app.close();
  const warnings = lines.filter((l) => l.level === 40).map((l) => l.msg);
  return { warnings, mode: mode.json<{ provider: string }>() };
}

describe("test-mode billing in production", () => {
  it("logs a warning at start-up when NODE_ENV=production has no STRIPE_SECRET_KEY, and the API says test mode", async () => {
    const { warnings, mode } = await start({ env: "production", stripe: undefined });
    expect(warnings).toContain(TEST_BILLING_IN_PRODUCTION);
    expect(TEST_BILLING_IN_PRODUCTION).toMatch(/STRIPE_SECRET_KEY is not set/);
    expect(mode).toEqual({ provider: "local" });
  });

  it("stays quiet in development and tests, and with Stripe configured", async () => {
    expect((await start({ env: "development", stripe: undefined })).warnings).not.toContain(TEST_BILLING_IN_PRODUCTION);
    const withStripe = await start({ env: "production", stripe: STRIPE });
    expect(withStripe.warnings).not.toContain(TEST_BILLING_IN_PRODUCTION);
    expect(withStripe.mode).toEqual({ provider: "stripe" });
  });

  it("tells visitors which provider runs, without signing in", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/billing/mode" });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ provider: "local" });
  });
});
