import { spawnSync } from "node:child_process";
import fs from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { createTestApp, resetDatabase, TEST_PUBLIC_URL, type TestApp } from "../../test/harness";

/** Where redocly.yaml expects the document (its ignore file names this path). */
const DOC_PATH = path.resolve(".tmp/openapi.json");
const redoclyCli = path.join(path.dirname(createRequire(import.meta.url).resolve("@redocly/cli/package.json")), "bin/cli.js");

interface LintProblem {
  ruleId: string;
  severity: string;
  message: string;
  location: Array<{ pointer: string }>;
}

/** `redocly lint` (redocly.yaml: the recommended rules) over the app's document; offline, no telemetry. */
function lint(doc: unknown): { errors: number; warnings: number; problems: string[] } {
  fs.mkdirSync(path.dirname(DOC_PATH), { recursive: true });
  fs.writeFileSync(DOC_PATH, JSON.stringify(doc, null, 2));
  const res = spawnSync(process.execPath, [redoclyCli, "lint", "salesdojo", "--format=json"], {
    encoding: "utf8",
    env: { ...process.env, REDOCLY_TELEMETRY: "off", REDOCLY_SUPPRESS_UPDATE_NOTICE: "true", NO_COLOR: "1" },
    timeout: 60_000,
  });
  const out = res.stdout.slice(res.stdout.indexOf("{"));
  let report: { totals: { errors: number; warnings: number }; problems: LintProblem[] };
  try {
    report = JSON.parse(out) as typeof report;
  } catch {
    throw new Error(`redocly lint gave no report (exit ${res.status}): ${res.stderr}`);
  }
  return {
    ...report.totals,
    problems: report.problems.map((p) => `${p.severity} ${p.ruleId} ${p.location[0]?.pointer ?? ""}: ${p.message}`),
  };
}

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

async function documentOf(env: Record<string, string> = {}) {
  await resetDatabase();
  t = await createTestApp({ env });
  const res = await t.app.inject({ method: "GET", url: "/api/docs/json" });
  expect(res.statusCode).toBe(200);
  return res.json<{
    servers: Array<{ url: string }>;
    info: { license?: { name: string; url: string } };
    tags: Array<{ name: string; description: string }>;
    paths: Record<string, Record<string, { operationId?: string; tags?: string[] }>>;
  }>();
}

const operations = (doc: Awaited<ReturnType<typeof documentOf>>) =>
  Object.entries(doc.paths).flatMap(([p, ops]) => Object.entries(ops).map(([method, op]) => ({ name: `${method.toUpperCase()} ${p}`, op })));

describe("the OpenAPI document at /api/docs/json", () => {
  it("passes Redocly's recommended rules with no error and no warning (test-mode billing)", async () => {
    const doc = await documentOf();
    const report = lint(doc);
    expect(report.problems).toEqual([]);
    expect([report.errors, report.warnings]).toEqual([0, 0]);
  }, 90_000);

  it("passes them with Stripe configured too (the webhook instead of the test-mode checkout)", async () => {
    const doc = await documentOf({
      STRIPE_SECRET_KEY: "sk_test_lint",
      STRIPE_WEBHOOK_SECRET: "whsec_lint",
      STRIPE_PRICE_BASIC: "price_basic",
      STRIPE_PRICE_PRO: "price_pro",
      STRIPE_PRICE_UNLIMITED: "price_unlimited",
      STRIPE_API_URL: "http://127.0.0.1:9",
    });
    expect(doc.paths["/api/subscriptions/webhook"]?.post?.operationId).toBe("receiveStripeWebhook");
    expect(lint(doc).problems).toEqual([]);
  }, 90_000);

  it("names the server from PUBLIC_URL, the licence, and every tag it uses", async () => {
    const doc = await documentOf();
    expect(doc.servers).toEqual([{ url: TEST_PUBLIC_URL }]);
    expect(doc.info.license).toEqual({ name: "SalesDojo Terms of Service", url: `${TEST_PUBLIC_URL}/terms` });
    const declared = new Set(doc.tags.map((tag) => tag.name));
    for (const { name, op } of operations(doc)) {
      expect(op.tags?.length, name).toBeGreaterThan(0);
      for (const tag of op.tags ?? []) expect(declared, `${name} uses tag ${tag}`).toContain(tag);
    }
  });

  it("gives the calls a client makes most the names a generated client shows", async () => {
    const ids = Object.fromEntries(operations(await documentOf()).map(({ name, op }) => [name, op.operationId]));
    expect(ids).toMatchObject({
      "POST /api/auth/register": "register",
      "POST /api/auth/login": "login",
      "GET /api/ai/conversations": "listConversations",
      "POST /api/ai/conversation": "startConversation",
      "POST /api/ai/message": "sendMessage",
      "POST /api/ai/conversation/{id}/end": "endConversation",
      "PUT /api/companies/users/{userId}/team": "assignUserToTeam",
      "DELETE /api/companies/users/{userId}/team": "removeUserFromTeam",
    });
  });
});
