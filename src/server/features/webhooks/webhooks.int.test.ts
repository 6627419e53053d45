import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { eq } from "drizzle-orm";
import pino from "pino";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { testScenarioBody } from "../../../contract/company-scenario-fixtures";
import { WEBHOOK_MESSAGES, type WebhookDelivery, type WebhookEvent, type WebhookWithSecret } from "../../../contract/webhooks";
import { companies, webhookDeliveries, webhookEndpoints } from "../../platform/db/schema";
import { createTestApp, resetDatabase, type TestApp } from "../../test/harness";
import { buildCompanyWorld, type CompanyWorld, type Person, tag } from "../companies/test/fixture";
import { deliverDue, pruneDeliveries } from "./worker";

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

/**
 * Outgoing webhooks (issue 18, docs/decisions/022) against a real receiver: a node:http server on 127.0.0.1 whose
 * answer each test chooses. The worker is driven round by round with its clock moved, so retries are tested
 * without waiting; one test runs the real timer loop.
 */

// ---- the receiver

interface Received {
  path: string;
  headers: http.IncomingHttpHeaders;
  body: string;
  at: number;
}
type Behaviour = (res: http.ServerResponse, n: number) => void;
const received: Received[] = [];
const behaviours = new Map<string, Behaviour>();
const hanging = new Set<http.ServerResponse>();
let receiver: http.Server;
let base: string;

function startReceiver(): Promise<void> {
  receiver = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      const p = req.url ?? "/";
      received.push({ path: p, headers: req.headers, body: Buffer.concat(chunks).toString("utf8"), at: Date.now() });
      const n = received.filter((r) => r.path === p).length;
      (behaviours.get(p) ?? ((r) => r.writeHead(200).end("ok")))(res, n);
    });
  });
  return new Promise((resolve) =>
    receiver.listen(0, "127.0.0.1", () => {
      base = `http://127.0.0.1:${(receiver.address() as { port: number }).port}`;
      resolve();
    }),
  );
}
const hookPath = (behaviour?: Behaviour) => {
  const p = `/hook/${tag()}`;
  if (behaviour) behaviours.set(p, behaviour);
  return p;
};
const at = (p: string) => received.filter((r) => r.path === p);

// ---- the recipe, exactly as docs/webhooks.md prints it

type Verify = (rawBody: string | Buffer, header: string | undefined, secret: string, opts?: { toleranceSeconds?: number; now?: number }) => boolean;
let verify: Verify;
async function loadRecipe(): Promise<Verify> {
  const doc = fs.readFileSync(path.resolve("docs/webhooks.md"), "utf8");
  const block = /<!-- recipe:start -->\s*```js\n([\s\S]*?)```\s*<!-- recipe:end -->/.exec(doc)?.[1];
  if (!block) throw new Error("docs/webhooks.md has no recipe block");
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "webhook-recipe-")), "verify.mjs");
  fs.writeFileSync(file, block);
  const mod = (await import(pathToFileURL(file).href)) as { verifySalesDojoSignature: Verify };
  return mod.verifySalesDojoSignature;
}

// ---- the app

let t: TestApp;
let w: CompanyWorld;
const db = () => t.deps.database.db;
const log = pino({ level: "silent" });
const TIMEOUT_MS = 1000;
const round = (now = new Date(), allowLocal = true) => deliverDue({ db: db(), log, allowLocal, timeoutMs: TIMEOUT_MS, clock: () => now });

beforeAll(async () => {
  await resetDatabase();
  await startReceiver();
  verify = await loadRecipe();
  // The worker's timer is off here: each test runs rounds itself with the clock it wants.
  t = await createTestApp({ env: { WEBHOOK_ALLOW_LOCAL: "1", WEBHOOK_WORKER_INTERVAL_MS: "0", WEBHOOK_TIMEOUT_MS: String(TIMEOUT_MS) } });
  w = await buildCompanyWorld(t.app, db());
});
afterEach(async () => {
  await db().delete(webhookEndpoints);
  for (const res of hanging) res.destroy();
  hanging.clear();
});
afterAll(async () => {
  await t.close();
  await new Promise((resolve) => receiver.close(resolve));
});

const call = (p: Person | null, method: "GET" | "POST" | "PUT" | "DELETE", url: string, payload?: object, app = t) =>
  app.app.inject({ method, url, headers: p?.headers ?? {}, ...(payload ? { payload } : {}) });

async function register(
  p: string,
  events: WebhookEvent[] = ["conversation.rated", "assignment.passed", "user.added"],
  by: Person = w.companyAdmin,
): Promise<WebhookWithSecret> {
  const res = await call(by, "POST", "/api/companies/webhooks", { url: `${base}${p}`, description: "CRM sync", events });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<WebhookWithSecret>();
}
const deliveries = async (id: string, by: Person = w.companyAdmin) => {
  const res = await call(by, "GET", `/api/companies/webhooks/${id}/deliveries`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ deliveries: WebhookDelivery[] }>().deliveries;
};
async function addUser(by: Person = w.companyAdmin) {
  const started = Date.now();
  const res = await call(by, "POST", "/api/companies/users", { firstName: "Nora", lastName: "New", email: `nora-${tag()}@example.test` });
  expect(res.statusCode, res.body).toBe(201);
  return { user: res.json<Json>().user, ms: Date.now() - started };
}

describe("a delivery, signed and verified by the documented recipe", () => {
  it("a company admin registers an endpoint, sends a test event, and the receiver verifies it with the docs' code", async () => {
    const p = hookPath();
    const created = await register(p);
    expect(created.secret).toMatch(/^whsec_[A-Za-z0-9_-]{43}$/);
    expect(created.endpoint).toMatchObject({ url: `${base}${p}`, enabled: true, description: "CRM sync", lastDelivery: null });
    expect(created.secret.startsWith(created.endpoint.secretPrefix.replace("…", ""))).toBe(true);
    const list = await call(w.companyAdmin, "GET", "/api/companies/webhooks");
    expect(list.json<Json>().endpoints.map((e: Json) => e.id)).toContain(created.endpoint.id);
    expect(list.body).not.toContain(created.secret);

    const queued = await call(w.companyAdmin, "POST", `/api/companies/webhooks/${created.endpoint.id}/test`);
    expect(queued.statusCode, queued.body).toBe(202);
    expect(at(p)).toHaveLength(0); // queued, not sent by the request
    expect(await round()).toBe(1);

    const [got] = at(p);
    expect(got!.headers["content-type"]).toBe("application/json");
    expect(got!.headers["salesdojo-event"]).toBe("webhook.test");
    expect(got!.headers["salesdojo-delivery"]).toBe(queued.json<Json>().delivery.id);
    const header = got!.headers["salesdojo-signature"] as string;
    expect(header).toMatch(/^t=\d+,v1=[0-9a-f]{64}$/);
    expect(verify(got!.body, header, created.secret)).toBe(true);
    expect(verify(Buffer.from(got!.body), header, created.secret)).toBe(true);
    // Another secret, a changed body, or a signature older than five minutes is refused by the same code.
    expect(verify(got!.body, header, `whsec_${"x".repeat(43)}`)).toBe(false);
    expect(verify(got!.body.replace("test", "tost"), header, created.secret)).toBe(false);
    expect(verify(got!.body, header, created.secret, { now: Date.now() + 6 * 60_000 })).toBe(false);
    expect(verify(got!.body, undefined, created.secret)).toBe(false);
    const event = JSON.parse(got!.body) as Json;
    expect(event).toMatchObject({ type: "webhook.test", companyId: w.companyA.id, data: { endpointId: created.endpoint.id } });

    const [logged] = await deliveries(created.endpoint.id);
    expect(logged).toMatchObject({
      eventType: "webhook.test",
      eventId: event.id,
      status: "succeeded",
      attempts: 1,
      lastResponseCode: 200,
      nextAttemptAt: null,
    });
    const after = await call(w.companyAdmin, "GET", "/api/companies/webhooks");
    expect(after.json<Json>().endpoints[0].lastDelivery).toMatchObject({ status: "succeeded", attempts: 1 });
  });
});

describe("resending from the delivery log", () => {
  it("resends a delivered event: a new delivery of the same body with a fresh signature the recipe verifies", async () => {
    const p = hookPath();
    const created = await register(p, ["user.added"]);
    await addUser();
    expect(await round()).toBe(1);
    const [original] = await deliveries(created.endpoint.id);
    expect(original).toMatchObject({ status: "succeeded", attempts: 1 });

    const res = await call(w.companyAdmin, "POST", `/api/companies/webhooks/${created.endpoint.id}/deliveries/${original!.id}/resend`);
    expect(res.statusCode, res.body).toBe(202);
    const resent = res.json<{ delivery: WebhookDelivery }>().delivery;
    expect(resent).toMatchObject({ eventId: original!.eventId, eventType: "user.added", status: "pending", attempts: 0 });
    expect(resent.id).not.toBe(original!.id);
    expect(at(p)).toHaveLength(1); // queued for the worker, not sent by the request
    // The worker sends it ten minutes later (its clock moved).
    const later = Date.now() + 10 * 60_000;
    expect(await round(new Date(later))).toBe(1);

    const [first, second] = at(p);
    expect(second!.body).toBe(first!.body); // the same event, byte for byte
    expect(second!.headers["salesdojo-delivery"]).toBe(resent.id);
    const header = second!.headers["salesdojo-signature"] as string;
    expect(header).not.toBe(first!.headers["salesdojo-signature"]); // a new timestamp, so a new signature
    expect(verify(second!.body, header, created.secret, { now: later })).toBe(true);
    // Ten minutes on, the first signature is too old for the recipe; the resent one passes.
    expect(verify(first!.body, first!.headers["salesdojo-signature"] as string, created.secret, { now: later })).toBe(false);

    const log = await deliveries(created.endpoint.id);
    expect(log).toHaveLength(2);
    expect(log[0]).toMatchObject({ id: resent.id, status: "succeeded", attempts: 1, lastResponseCode: 200 });
  });

  it("a resent delivery goes through the normal retries; pending deliveries, disabled endpoints and others' deliveries are refused", async () => {
    const p = hookPath((res, n) => res.writeHead(n === 2 ? 500 : 200).end());
    const { endpoint } = await register(p, ["user.added"]);
    await addUser();
    expect(await round()).toBe(1);
    const [original] = await deliveries(endpoint.id);
    const url = `/api/companies/webhooks/${endpoint.id}/deliveries/${original!.id}/resend`;
    const resent = (await call(w.companyAdmin, "POST", url)).json<{ delivery: WebhookDelivery }>().delivery;
    const t0 = new Date();
    expect(await round(t0)).toBe(1);
    let [d] = await deliveries(endpoint.id);
    expect(d).toMatchObject({ id: resent.id, status: "pending", attempts: 1, lastResponseCode: 500 });
    // While it is pending, resending it is refused (it is still being retried).
    const pending = await call(w.companyAdmin, "POST", `/api/companies/webhooks/${endpoint.id}/deliveries/${resent.id}/resend`);
    expect(pending.statusCode).toBe(409);
    expect(pending.json()).toMatchObject({ error: WEBHOOK_MESSAGES.stillPending, reason: "webhook.stillPending" });
    expect(await round(new Date(t0.getTime() + 60_000))).toBe(1);
    [d] = await deliveries(endpoint.id);
    expect(d).toMatchObject({ id: resent.id, status: "succeeded", attempts: 2 });

    // A delivery id under another endpoint, an unknown id, another company: 404; a disabled endpoint: 409.
    const other = await register(hookPath(), ["user.added"]);
    expect((await call(w.companyAdmin, "POST", `/api/companies/webhooks/${other.endpoint.id}/deliveries/${original!.id}/resend`)).statusCode).toBe(404);
    expect((await call(w.companyAdmin, "POST", `/api/companies/webhooks/${endpoint.id}/deliveries/${crypto.randomUUID()}/resend`)).statusCode).toBe(404);
    expect((await call(w.adminB, "POST", url)).statusCode).toBe(404);
    expect((await call(w.leader1, "POST", url)).statusCode).toBe(403);
    await call(w.companyAdmin, "PUT", `/api/companies/webhooks/${endpoint.id}`, { enabled: false });
    const disabled = await call(w.companyAdmin, "POST", url);
    expect(disabled.statusCode).toBe(409);
    expect(disabled.json()).toMatchObject({ error: WEBHOOK_MESSAGES.disabledResend, reason: "webhook.disabledResend" });
  });
});

describe("retention", () => {
  it("deletes only finished deliveries older than the retention period; pending ones stay whatever their age", async () => {
    const { endpoint } = await register(hookPath(), ["user.added"]);
    const now = new Date();
    const daysAgo = (d: number) => new Date(now.getTime() - d * 86_400_000);
    const row = (status: string, createdAt: Date) => ({
      endpointId: endpoint.id,
      companyId: w.companyA.id,
      eventId: crypto.randomUUID(),
      eventType: "user.added",
      body: "{}",
      status,
      attempts: status === "pending" ? 0 : 1,
      nextAttemptAt: status === "pending" ? now : null,
      createdAt,
    });
    const inserted = await db()
      .insert(webhookDeliveries)
      .values([
        row("succeeded", daysAgo(31)),
        row("failed", daysAgo(45)),
        row("pending", daysAgo(60)),
        row("succeeded", daysAgo(29)),
        row("failed", daysAgo(1)),
      ])
      .returning({ id: webhookDeliveries.id });
    const ids = inserted.map((r) => r.id);

    expect(await pruneDeliveries(db(), now, 30)).toBe(2);
    const left = (await deliveries(endpoint.id)).map((d) => d.id).sort();
    expect(left).toEqual([ids[2], ids[3], ids[4]].sort());
    // Two replicas pruning at once (or again) find nothing more and fail nothing.
    expect(await Promise.all([pruneDeliveries(db(), now, 30), pruneDeliveries(db(), now, 30)])).toEqual([0, 0]);
    // A shorter retention (WEBHOOK_DELIVERY_RETENTION_DAYS=7) reaches the 29-day-old one, never the pending one.
    expect(await pruneDeliveries(db(), now, 7)).toBe(1);
    expect((await deliveries(endpoint.id)).map((d) => d.id).sort()).toEqual([ids[2], ids[4]].sort());
  });
});

describe("retries", () => {
  it("an endpoint that answers 500 and then 200 is retried a minute later, and the log shows each step", async () => {
    const p = hookPath((res, n) => res.writeHead(n === 1 ? 500 : 200).end());
    const { endpoint } = await register(p, ["user.added"]);
    const { user } = await addUser();
    const t0 = new Date();
    expect(await round(t0)).toBe(1);

    let [d] = await deliveries(endpoint.id);
    expect(d).toMatchObject({ eventType: "user.added", status: "pending", attempts: 1, lastResponseCode: 500 });
    expect(new Date(d!.nextAttemptAt!).getTime()).toBe(t0.getTime() + 60_000);
    // Not due yet: nothing is sent.
    expect(await round(new Date(t0.getTime() + 59_000))).toBe(0);
    expect(await round(new Date(t0.getTime() + 60_000))).toBe(1);
    [d] = await deliveries(endpoint.id);
    expect(d).toMatchObject({ status: "succeeded", attempts: 2, lastResponseCode: 200, nextAttemptAt: null });

    // Both attempts carried the same event, byte for byte, with the same delivery id.
    const [first, second] = at(p);
    expect(second!.body).toBe(first!.body);
    expect(second!.headers["salesdojo-delivery"]).toBe(first!.headers["salesdojo-delivery"]);
    expect(JSON.parse(first!.body).data.user).toMatchObject({ id: user.id, email: user.email, role: "company_user" });
  });

  it("waits 1 min, 5 min, 30 min, 2 h and 6 h, then marks the delivery failed after the sixth attempt", async () => {
    const p = hookPath((res) => res.writeHead(503).end());
    const { endpoint } = await register(p);
    await call(w.companyAdmin, "POST", `/api/companies/webhooks/${endpoint.id}/test`);
    let now = new Date();
    const waits: number[] = [];
    for (let attempt = 1; attempt <= 6; attempt++) {
      expect(await round(now)).toBe(1);
      const [d] = await deliveries(endpoint.id);
      expect(d!.attempts).toBe(attempt);
      if (d!.status === "failed") break;
      const next = new Date(d!.nextAttemptAt!);
      waits.push(next.getTime() - now.getTime());
      now = next;
    }
    expect(waits).toEqual([60_000, 300_000, 1_800_000, 7_200_000, 21_600_000]);
    const [d] = await deliveries(endpoint.id);
    expect(d).toMatchObject({ status: "failed", attempts: 6, lastResponseCode: 503, nextAttemptAt: null });
    expect(await round(new Date(now.getTime() + 86_400_000))).toBe(0);
    expect(at(p)).toHaveLength(6);
  });

  it("two workers (two server processes) running at once send each delivery once", async () => {
    const p = hookPath();
    const { endpoint } = await register(p);
    for (let i = 0; i < 6; i++) expect((await call(w.companyAdmin, "POST", `/api/companies/webhooks/${endpoint.id}/test`)).statusCode).toBe(202);
    const now = new Date();
    const [a, b] = await Promise.all([
      deliverDue({ db: db(), log, allowLocal: true, timeoutMs: TIMEOUT_MS, clock: () => now, batchSize: 4 }),
      deliverDue({ db: db(), log, allowLocal: true, timeoutMs: TIMEOUT_MS, clock: () => now, batchSize: 4 }),
    ]);
    await round(now); // whatever neither took in its first round
    expect(a! + b!).toBeGreaterThanOrEqual(4);
    const ids = at(p).map((r) => r.headers["salesdojo-delivery"]);
    expect(ids).toHaveLength(6);
    expect(new Set(ids).size).toBe(6);
    expect((await deliveries(endpoint.id)).every((d) => d.status === "succeeded" && d.attempts === 1)).toBe(true);
  });
});

describe("a dead endpoint never slows a request", () => {
  it("with the real worker loop, adding a user answers at once while the hanging endpoint times out in the background", async () => {
    const live = await createTestApp({ env: { WEBHOOK_ALLOW_LOCAL: "1", WEBHOOK_WORKER_INTERVAL_MS: "50", WEBHOOK_TIMEOUT_MS: "1500" } });
    try {
      const p = hookPath((res) => void hanging.add(res)); // never answers
      const { endpoint } = await register(p, ["user.added"]);
      const timings: number[] = [];
      for (let i = 0; i < 3; i++) {
        const started = Date.now();
        const res = await call(
          w.companyAdmin,
          "POST",
          "/api/companies/users",
          { firstName: "Hana", lastName: "Hang", email: `hana-${tag()}@example.test` },
          live,
        );
        expect(res.statusCode, res.body).toBe(201);
        timings.push(Date.now() - started);
      }
      // Each request finished well inside the endpoint's timeout, which it would have to wait out if it called it.
      expect(Math.max(...timings)).toBeLessThan(1500);
      // Meanwhile the worker did call it, and logged the timeout with a retry a minute later.
      await expect.poll(() => at(p).length, { timeout: 5000 }).toBeGreaterThanOrEqual(1);
      await expect.poll(async () => (await deliveries(endpoint.id)).filter((d) => d.attempts === 1).length, { timeout: 8000, interval: 200 }).toBe(3);
      const log = await deliveries(endpoint.id);
      expect(log.every((d) => d.status === "pending" && d.lastResponseCode === null && d.lastError === "no answer within 1500 ms")).toBe(true);
      expect(log.every((d) => d.nextAttemptAt !== null)).toBe(true);
    } finally {
      await live.close();
    }
  }, 20_000);
});

describe("events", () => {
  it("user.added, conversation.rated and assignment.passed reach the endpoints that want them", async () => {
    const everything = hookPath();
    const onlyUsers = hookPath();
    const all = await register(everything);
    await register(onlyUsers, ["user.added"]);

    const { user } = await addUser(w.leader1); // a team leader's new user joins their team
    // A company scenario assigned to Rita's team with pass mark 0: her first rated call passes it.
    const scenario = await call(w.companyAdmin, "POST", "/api/company-scenarios", { ...testScenarioBody("en"), stageMinimums: {} });
    expect(scenario.statusCode, scenario.body).toBe(201);
    const scenarioId = scenario.json<Json>().id as string;
    const assignment = await call(w.companyAdmin, "POST", "/api/assignments", {
      scenarioId,
      teamId: w.t1.id,
      passMark: 0,
      requiredAttempts: 1,
      dueAt: new Date(Date.now() + 7 * 86_400_000).toISOString(),
    });
    expect(assignment.statusCode, assignment.body).toBe(201);
    const practise = async () => {
      const started = await call(w.rep1, "POST", "/api/ai/conversation", { companyScenarioId: scenarioId });
      expect(started.statusCode, started.body).toBe(201);
      const id = started.json<Json>().conversation.id as string;
      for (const message of [
        "Hi, this is Sam from Ledgerly, do you have two minutes?",
        "How do you run the month-end close today?",
        "What are the biggest problems with that?",
      ]) {
        expect((await call(w.rep1, "POST", "/api/ai/message", { conversationId: id, message })).statusCode).toBe(200);
      }
      const ended = await call(w.rep1, "POST", `/api/ai/conversation/${id}/end`);
      expect(ended.statusCode, ended.body).toBe(200);
      return id;
    };
    const first = await practise();
    await practise(); // already passed: rated again, but no second assignment.passed
    // Another company's events go to its own endpoints only.
    await addUser(w.adminB);

    while ((await round()) > 0);
    const types = (p: string) => at(p).map((r) => JSON.parse(r.body).type as string);
    expect(types(everything).sort()).toEqual(["assignment.passed", "conversation.rated", "conversation.rated", "user.added"]);
    expect(types(onlyUsers)).toEqual(["user.added"]);

    const byType = (type: string) =>
      at(everything)
        .map((r) => JSON.parse(r.body) as Json)
        .find((e) => e.type === type)!;
    expect(byType("user.added").data.user).toMatchObject({ id: user.id, teamId: w.t1.id });
    const rated = at(everything)
      .map((r) => JSON.parse(r.body) as Json)
      .find((e) => e.type === "conversation.rated" && e.data.conversation.id === first)!;
    expect(rated.companyId).toBe(w.companyA.id);
    expect(rated.data.user.id).toBe(w.rep1.row.id);
    expect(rated.data.conversation).toMatchObject({ companyScenarioId: scenarioId, language: "en" });
    expect(Object.keys(rated.data.conversation.scores).sort()).toEqual(["close", "introduction", "mapping", "objectionHandling", "productPresentation"]);
    const passed = byType("assignment.passed");
    expect(passed.data).toMatchObject({
      assignment: { id: assignment.json<Json>().id, scenarioId, teamId: w.t1.id, passMark: 0, requiredAttempts: 1 },
      user: { id: w.rep1.row.id },
      conversationId: first,
      progress: { attemptsMade: 1 },
    });
    // Every delivery was signed with this endpoint's secret.
    for (const r of at(everything)) expect(verify(r.body, r.headers["salesdojo-signature"] as string, all.secret)).toBe(true);
  });

  it("a company off the Enterprise plan, or a disabled endpoint, queues nothing", async () => {
    const p = hookPath();
    const { endpoint } = await register(p, ["user.added"]);
    await db().update(companies).set({ plan: "pro" }).where(eq(companies.id, w.companyA.id));
    try {
      await addUser();
    } finally {
      await db().update(companies).set({ plan: "enterprise" }).where(eq(companies.id, w.companyA.id));
    }
    expect((await call(w.companyAdmin, "PUT", `/api/companies/webhooks/${endpoint.id}`, { enabled: false })).json<Json>().enabled).toBe(false);
    await addUser();
    expect((await call(w.companyAdmin, "POST", `/api/companies/webhooks/${endpoint.id}/test`)).statusCode).toBe(409);
    expect(await deliveries(endpoint.id)).toEqual([]);
    expect((await call(w.companyAdmin, "PUT", `/api/companies/webhooks/${endpoint.id}`, { enabled: true })).json<Json>().enabled).toBe(true);
    await addUser();
    expect(await deliveries(endpoint.id)).toHaveLength(1);
  });
});

describe("managing endpoints", () => {
  it("rotating the secret: the new one signs at once and the old one still verifies for a day", async () => {
    const p = hookPath();
    const created = await register(p);
    const rotated = await call(w.companyAdmin, "POST", `/api/companies/webhooks/${created.endpoint.id}/rotate-secret`);
    expect(rotated.statusCode, rotated.body).toBe(200);
    const { secret } = rotated.json<WebhookWithSecret>();
    expect(secret).not.toBe(created.secret);
    await call(w.companyAdmin, "POST", `/api/companies/webhooks/${created.endpoint.id}/test`);
    await round();
    const [got] = at(p);
    const header = got!.headers["salesdojo-signature"] as string;
    expect(header.match(/v1=/g)).toHaveLength(2);
    expect(verify(got!.body, header, secret)).toBe(true);
    expect(verify(got!.body, header, created.secret)).toBe(true);
    // A day later only the new secret signs.
    await call(w.companyAdmin, "POST", `/api/companies/webhooks/${created.endpoint.id}/test`);
    await round(new Date(Date.now() + 25 * 3_600_000));
    const late = at(p)[1]!;
    const lateHeader = late.headers["salesdojo-signature"] as string;
    expect(lateHeader.match(/v1=/g)).toHaveLength(1);
    expect(verify(late.body, lateHeader, secret, { now: Date.now() + 25 * 3_600_000 })).toBe(true);
    expect(verify(late.body, lateHeader, created.secret, { now: Date.now() + 25 * 3_600_000 })).toBe(false);
  });

  it("deleting an endpoint removes it and its log; its pending deliveries are never sent", async () => {
    const p = hookPath();
    const { endpoint } = await register(p);
    await call(w.companyAdmin, "POST", `/api/companies/webhooks/${endpoint.id}/test`);
    expect((await call(w.companyAdmin, "DELETE", `/api/companies/webhooks/${endpoint.id}`)).statusCode).toBe(200);
    expect(await round()).toBe(0);
    expect(at(p)).toHaveLength(0);
    expect((await call(w.companyAdmin, "GET", `/api/companies/webhooks/${endpoint.id}/deliveries`)).statusCode).toBe(404);
    expect(await db().select().from(webhookDeliveries).where(eq(webhookDeliveries.endpointId, endpoint.id))).toEqual([]);
  });

  it("changes an endpoint's events; an empty change is refused", async () => {
    const p = hookPath();
    const { endpoint } = await register(p, ["user.added"]);
    const res = await call(w.companyAdmin, "PUT", `/api/companies/webhooks/${endpoint.id}`, { events: ["conversation.rated", "conversation.rated"] });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<Json>()).toMatchObject({ events: ["conversation.rated"], enabled: true });
    await addUser();
    expect(await deliveries(endpoint.id)).toEqual([]);
    const empty = await call(w.companyAdmin, "PUT", `/api/companies/webhooks/${endpoint.id}`, {});
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toMatchObject({
      reason: "webhook.nothingToChange",
      errors: [{ msg: WEBHOOK_MESSAGES.nothingToChange, reason: "webhook.nothingToChange" }],
    });
  });

  it("at most 10 endpoints per company", async () => {
    for (let i = 0; i < 10; i++) await register(hookPath());
    const res = await call(w.companyAdmin, "POST", "/api/companies/webhooks", { url: `${base}/eleven`, events: ["user.added"] });
    expect(res.statusCode).toBe(409);
  });

  it("refuses bad input: no event, an unknown event, a description with control characters", async () => {
    for (const payload of [
      { url: `${base}/x`, events: [] },
      { url: `${base}/x`, events: ["user.deleted"] },
      { url: `${base}/x`, events: ["user.added"], description: "a\u0007b" },
    ]) {
      expect((await call(w.companyAdmin, "POST", "/api/companies/webhooks", payload)).statusCode).toBe(400);
    }
  });
});

describe("who sees what", () => {
  it("a company never sees or touches another company's endpoints or deliveries", async () => {
    const mine = await register(hookPath());
    const theirs = await register(hookPath(), ["user.added"], w.adminB);
    const listB = await call(w.adminB, "GET", "/api/companies/webhooks");
    expect(listB.json<Json>().endpoints.map((e: Json) => e.id)).toEqual([theirs.endpoint.id]);
    const listA = await call(w.companyAdmin, "GET", "/api/companies/webhooks");
    expect(listA.json<Json>().endpoints.map((e: Json) => e.id)).toEqual([mine.endpoint.id]);
    const id = mine.endpoint.id;
    for (const [method, url, payload] of [
      ["GET", `/api/companies/webhooks/${id}/deliveries`],
      ["PUT", `/api/companies/webhooks/${id}`, { enabled: false }],
      ["POST", `/api/companies/webhooks/${id}/test`],
      ["POST", `/api/companies/webhooks/${id}/rotate-secret`],
      ["DELETE", `/api/companies/webhooks/${id}`],
    ] as const) {
      const res = await call(w.adminB, method, url, payload);
      expect(res.statusCode, `${method} ${url}`).toBe(404);
    }
    const still = await call(w.companyAdmin, "GET", "/api/companies/webhooks");
    expect(still.json<Json>().endpoints[0]).toMatchObject({ id, enabled: true });
  });

  it("only a company admin of an Enterprise company manages webhooks; an API key cannot", async () => {
    for (const p of [w.leader1, w.rep1, w.superAdmin, w.admin, w.individual, w.unlimited]) {
      expect((await call(p, "GET", "/api/companies/webhooks")).statusCode, p.row.role).toBe(403);
      expect((await call(p, "POST", "/api/companies/webhooks", { url: `${base}/x`, events: ["user.added"] })).statusCode, p.row.role).toBe(403);
    }
    expect((await call(null, "GET", "/api/companies/webhooks")).statusCode).toBe(401);
    const key = await call(w.companyAdmin, "POST", "/api/companies/api-keys", { name: "k", scopes: ["users:read", "users:manage"] });
    const bearer = { row: w.companyAdmin.row, token: "", headers: { authorization: `Bearer ${key.json<Json>().key}` } };
    expect((await call(bearer, "GET", "/api/companies/webhooks")).statusCode).toBe(403);
    await db().update(companies).set({ plan: "pro" }).where(eq(companies.id, w.companyA.id));
    try {
      const res = await call(w.companyAdmin, "GET", "/api/companies/webhooks");
      expect(res.statusCode).toBe(403);
      expect(res.json<Json>().upgradeRequired).toBe(true);
    } finally {
      await db().update(companies).set({ plan: "enterprise" }).where(eq(companies.id, w.companyA.id));
    }
  });
});

describe("addresses (SSRF)", () => {
  it("without the development flag only public https addresses are taken", async () => {
    const strict = await createTestApp({ env: { WEBHOOK_WORKER_INTERVAL_MS: "0" } });
    try {
      const refused = [
        `${base}/local-http`,
        "http://hooks.example.com/x",
        "https://127.0.0.1/x",
        "https://localhost/x",
        "https://10.1.2.3/x",
        "https://192.168.0.10/x",
        "https://169.254.169.254/latest/meta-data",
        "https://[::1]/x",
        "https://[::ffff:10.0.0.1]/x",
        "https://[fd00::1]/x",
        "https://intranet/x",
        "https://user:pass@hooks.example.com/x",
        "ftp://hooks.example.com/x",
        "not a url",
      ];
      for (const url of refused) {
        const res = await call(w.companyAdmin, "POST", "/api/companies/webhooks", { url, events: ["user.added"] }, strict);
        expect(res.statusCode, url).toBe(400);
      }
      // The field error says why, under its key.
      const privateOne = await call(w.companyAdmin, "POST", "/api/companies/webhooks", { url: "https://10.1.2.3/x", events: ["user.added"] }, strict);
      expect(privateOne.json()).toMatchObject({
        error: WEBHOOK_MESSAGES.privateAddress,
        reason: "webhook.privateAddress",
        errors: [{ path: "url", msg: WEBHOOK_MESSAGES.privateAddress, reason: "webhook.privateAddress" }],
      });
      const ok = await call(w.companyAdmin, "POST", "/api/companies/webhooks", { url: "https://hooks.example.com/salesdojo", events: ["user.added"] }, strict);
      expect(ok.statusCode, ok.body).toBe(201);
    } finally {
      await strict.close();
    }
  });

  it("at delivery, a name that resolves to a private address is not connected to (DNS rebinding)", async () => {
    const p = hookPath();
    const { endpoint } = await register(p);
    // As if the name had pointed elsewhere at registration: it is checked again on every connection.
    const port = new URL(base).port;
    await db()
      .update(webhookEndpoints)
      .set({ url: `https://localhost:${port}${p}` })
      .where(eq(webhookEndpoints.id, endpoint.id));
    await call(w.companyAdmin, "POST", `/api/companies/webhooks/${endpoint.id}/test`);
    await db()
      .update(webhookEndpoints)
      .set({ url: `http://127.0.0.1:${port}${p}` })
      .where(eq(webhookEndpoints.id, endpoint.id));
    await call(w.companyAdmin, "POST", `/api/companies/webhooks/${endpoint.id}/test`);
    expect(await round(new Date(), false)).toBe(2);
    expect(at(p)).toHaveLength(0);
    const log = await deliveries(endpoint.id);
    expect(log).toHaveLength(2);
    for (const d of log)
      expect(d).toMatchObject({
        status: "pending",
        attempts: 1,
        lastResponseCode: null,
        lastError: expect.stringMatching(/^blocked address (127\.0\.0\.1|::1)$/),
      });
  });
});
