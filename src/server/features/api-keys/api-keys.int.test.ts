import { createHash } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { API_KEY_MESSAGES, type ApiKeyScope, type CreatedApiKey } from "../../../contract/api-keys";
import { apiKeys, auditEvents, companies, users } from "../../platform/db/schema";
import { createTestApp, resetDatabase, type TestApp } from "../../test/harness";
import { buildCompanyWorld, type CompanyWorld, type Person, tag } from "../companies/test/fixture";

let t: TestApp;
let w: CompanyWorld;
const db = () => t.deps.database.db;

beforeAll(async () => {
  await resetDatabase();
  t = await createTestApp();
  w = await buildCompanyWorld(t.app, db());
});
afterAll(async () => {
  await t.close();
});

async function createKey(by: Person, scopes: ApiKeyScope[], app = t): Promise<CreatedApiKey> {
  const res = await app.app.inject({ method: "POST", url: "/api/companies/api-keys", headers: by.headers, payload: { name: `Key ${tag()}`, scopes } });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<CreatedApiKey>();
}
const withKey = (key: string, method: "GET" | "POST" | "PUT" | "DELETE", url: string, payload?: object, app = t) =>
  app.app.inject({ method, url, headers: { authorization: `Bearer ${key}` }, ...(payload ? { payload } : {}) });

describe("managing API keys", () => {
  it("a company admin creates a key, sees it listed by prefix only, and revokes it", async () => {
    const created = await createKey(w.companyAdmin, ["users:read", "conversations:read"]);
    expect(created.key).toMatch(/^sdk_live_[A-Za-z0-9_-]{43}$/);
    expect(created.key.startsWith(created.apiKey.prefix)).toBe(true);
    expect(created.apiKey.prefix).toHaveLength("sdk_live_".length + 6);

    const list = await t.app.inject({ method: "GET", url: "/api/companies/api-keys", headers: w.companyAdmin.headers });
    expect(list.statusCode).toBe(200);
    const listed = list.json<{ keys: Array<Record<string, unknown>> }>().keys.find((k) => k.id === created.apiKey.id);
    expect(listed).toMatchObject({ name: created.apiKey.name, prefix: created.apiKey.prefix, scopes: ["users:read", "conversations:read"], lastUsedAt: null });
    expect(listed?.createdBy).toMatchObject({ id: w.companyAdmin.row.id });
    expect(list.body).not.toContain(created.key);

    // Company B's admin sees none of A's keys and cannot revoke them.
    const other = await t.app.inject({ method: "GET", url: "/api/companies/api-keys", headers: w.adminB.headers });
    expect(other.json<{ keys: unknown[] }>().keys.map((k) => (k as { id: string }).id)).not.toContain(created.apiKey.id);
    const foreignRevoke = await t.app.inject({ method: "DELETE", url: `/api/companies/api-keys/${created.apiKey.id}`, headers: w.adminB.headers });
    expect(foreignRevoke.statusCode).toBe(404);
    expect((await withKey(created.key, "GET", "/api/companies/users")).statusCode).toBe(200);

    const revoke = await t.app.inject({ method: "DELETE", url: `/api/companies/api-keys/${created.apiKey.id}`, headers: w.companyAdmin.headers });
    expect(revoke.statusCode).toBe(200);
    const after = await t.app.inject({ method: "GET", url: "/api/companies/api-keys", headers: w.companyAdmin.headers });
    expect(after.json<{ keys: Array<{ id: string }> }>().keys.map((k) => k.id)).not.toContain(created.apiKey.id);
    const refused = await withKey(created.key, "GET", "/api/companies/users");
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toMatchObject({ error: API_KEY_MESSAGES.invalidKey, reason: "apiKey.invalidKey" });
    const audit = await db().select().from(auditEvents).where(eq(auditEvents.actorUserId, w.companyAdmin.row.id));
    expect(audit.map((a) => a.action)).toEqual(expect.arrayContaining(["api_key.created", "api_key.revoked"]));
  });

  it("stores only the SHA-256 of the key", async () => {
    const created = await createKey(w.companyAdmin, ["users:read"]);
    const [row] = await db().select().from(apiKeys).where(eq(apiKeys.id, created.apiKey.id));
    expect(row!.keyHash).toBe(createHash("sha256").update(created.key).digest("hex"));
    const secretPart = created.key.slice("sdk_live_".length + 6);
    expect(JSON.stringify(row)).not.toContain(secretPart);
  });

  it("records the key's last use", async () => {
    const created = await createKey(w.companyAdmin, ["users:read"]);
    const before = Date.now();
    expect((await withKey(created.key, "GET", "/api/companies/details")).statusCode).toBe(200);
    const list = await t.app.inject({ method: "GET", url: "/api/companies/api-keys", headers: w.companyAdmin.headers });
    const listed = list.json<{ keys: Array<{ id: string; lastUsedAt: string | null }> }>().keys.find((k) => k.id === created.apiKey.id);
    expect(new Date(listed!.lastUsedAt!).getTime()).toBeGreaterThanOrEqual(before - 1000);
  });

  it("only a company admin of an Enterprise company manages keys; a key cannot mint keys", async () => {
    for (const p of [w.leader1, w.rep1, w.superAdmin, w.admin, w.individual]) {
      const res = await t.app.inject({ method: "POST", url: "/api/companies/api-keys", headers: p.headers, payload: { name: "x", scopes: ["users:read"] } });
      expect(res.statusCode, `${p.row.role}`).toBe(403);
      expect((await t.app.inject({ method: "GET", url: "/api/companies/api-keys", headers: p.headers })).statusCode).toBe(403);
    }
    expect((await t.app.inject({ method: "GET", url: "/api/companies/api-keys" })).statusCode).toBe(401);
    const created = await createKey(w.companyAdmin, ["users:read", "users:manage"]);
    expect((await withKey(created.key, "POST", "/api/companies/api-keys", { name: "child", scopes: ["users:manage"] })).statusCode).toBe(403);
    expect((await withKey(created.key, "DELETE", `/api/companies/api-keys/${created.apiKey.id}`)).statusCode).toBe(403);

    // Off the Enterprise plan, the company's keys stop and no new one is made.
    await db().update(companies).set({ plan: "pro" }).where(eq(companies.id, w.companyA.id));
    try {
      expect((await withKey(created.key, "GET", "/api/companies/users")).statusCode).toBe(401);
      const res = await t.app.inject({
        method: "POST",
        url: "/api/companies/api-keys",
        headers: w.companyAdmin.headers,
        payload: { name: "x", scopes: ["users:read"] },
      });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ error: API_KEY_MESSAGES.enterpriseOnly, reason: "apiKey.enterpriseOnly", upgradeRequired: true });
    } finally {
      await db().update(companies).set({ plan: "enterprise" }).where(eq(companies.id, w.companyA.id));
    }
    expect((await withKey(created.key, "GET", "/api/companies/users")).statusCode).toBe(200);
  });

  it("refuses bad input: no scope, an unknown scope, a name with control characters", async () => {
    for (const payload of [
      { name: "x", scopes: [] },
      { name: "x", scopes: ["admin:all"] },
      { name: "a\u0007b", scopes: ["users:read"] },
    ]) {
      const res = await t.app.inject({ method: "POST", url: "/api/companies/api-keys", headers: w.companyAdmin.headers, payload });
      expect(res.statusCode).toBe(400);
    }
  });
});

describe("calling the API with a key", () => {
  it("a users:read key lists its own company's users and can do nothing else", async () => {
    const { key } = await createKey(w.companyAdmin, ["users:read"]);
    const res = await withKey(key, "GET", "/api/companies/users");
    expect(res.statusCode).toBe(200);
    const emails = res.json<{ users: Array<{ email: string }> }>().users.map((u) => u.email);
    expect(emails).toContain(w.rep1.row.email);
    expect(emails).not.toContain(w.repB.row.email);

    // Writes, conversations, the caller's own account, platform-admin routes and logout: 403.
    expect((await withKey(key, "POST", "/api/companies/users", { firstName: "N", lastName: "X", email: `n-${tag()}@example.test` })).statusCode).toBe(403);
    expect((await withKey(key, "DELETE", `/api/companies/users/${w.rep2.row.id}`)).statusCode).toBe(403);
    expect((await withKey(key, "GET", `/api/companies/users/${w.rep1.row.id}/conversations`)).statusCode).toBe(403);
    expect((await withKey(key, "GET", "/api/auth/me")).statusCode).toBe(403);
    expect((await withKey(key, "GET", "/api/admin/dashboard")).statusCode).toBe(403);
    expect((await withKey(key, "POST", "/api/auth/logout")).statusCode).toBe(403);
    expect((await withKey(key, "POST", "/api/ai/conversation", {})).statusCode).toBe(403);
    const [still] = await db().select({ id: users.id }).from(users).where(eq(users.id, w.rep2.row.id));
    expect(still).toBeDefined();
  });

  it("a key never reaches another company's data", async () => {
    const { key } = await createKey(w.companyAdmin, ["users:read", "conversations:read", "analytics:read", "users:manage"]);
    expect((await withKey(key, "GET", `/api/companies/users?companyId=${w.companyB.id}`)).statusCode).toBeGreaterThanOrEqual(400);
    expect((await withKey(key, "GET", `/api/companies/details?companyId=${w.companyB.id}`)).statusCode).toBeGreaterThanOrEqual(400);
    expect((await withKey(key, "GET", `/api/companies/users/${w.repB.row.id}/conversations`)).statusCode).toBe(404);
    expect((await withKey(key, "GET", `/api/leaderboard/company/${w.companyB.id}`)).statusCode).toBe(404);
    expect((await withKey(key, "DELETE", `/api/companies/users/${w.repB.row.id}`)).statusCode).toBe(404);
    // ...while its own company's data answers.
    expect((await withKey(key, "GET", `/api/companies/users/${w.rep1.row.id}/conversations`)).statusCode).toBe(200);
    expect((await withKey(key, "GET", `/api/leaderboard/company/${w.companyA.id}`)).statusCode).toBe(200);
  });

  it("a users:manage key adds a user to its company", async () => {
    const { key } = await createKey(w.companyAdmin, ["users:manage"]);
    const email = `api-${tag()}@example.test`;
    const res = await withKey(key, "POST", "/api/companies/users", { firstName: "Api", lastName: "Made", email });
    expect(res.statusCode, res.body).toBe(201);
    const [row] = await db().select().from(users).where(eq(users.email, email));
    expect(row?.companyId).toBe(w.companyA.id);
    expect(row?.role).toBe("company_user");
  });

  it("a key stops when its creator is no longer a company admin", async () => {
    const { key } = await createKey(w.adminB, ["users:read"]);
    expect((await withKey(key, "GET", "/api/companies/users")).statusCode).toBe(200);
    await db().update(users).set({ role: "company_user" }).where(eq(users.id, w.adminB.row.id));
    try {
      expect((await withKey(key, "GET", "/api/companies/users")).statusCode).toBe(401);
    } finally {
      await db().update(users).set({ role: "company_admin" }).where(eq(users.id, w.adminB.row.id));
    }
  });

  it("an unknown key is refused with 401", async () => {
    expect((await withKey(`sdk_live_${"A".repeat(43)}`, "GET", "/api/companies/users")).statusCode).toBe(401);
  });
});

describe("each key has its own rate limit", () => {
  it("answers 429 with Retry-After past RATE_LIMIT_API_KEY_PER_MINUTE, per key", async () => {
    const limited = await createTestApp({ env: { RATE_LIMIT_API_KEY_PER_MINUTE: "3" } });
    try {
      const a = await createKey(w.companyAdmin, ["users:read"], limited);
      const b = await createKey(w.companyAdmin, ["users:read"], limited);
      for (let i = 0; i < 3; i++) expect((await withKey(a.key, "GET", "/api/companies/users", undefined, limited)).statusCode).toBe(200);
      const over = await withKey(a.key, "GET", "/api/companies/users", undefined, limited);
      expect(over.statusCode).toBe(429);
      expect(Number(over.headers["retry-after"])).toBeGreaterThanOrEqual(1);
      // Another key, and the admin's own session, are not held back.
      expect((await withKey(b.key, "GET", "/api/companies/users", undefined, limited)).statusCode).toBe(200);
      expect((await limited.app.inject({ method: "GET", url: "/api/companies/users", headers: w.companyAdmin.headers })).statusCode).toBe(200);
    } finally {
      await limited.close();
    }
  });
});

describe("the OpenAPI document", () => {
  it("declares the key's security scheme on exactly the routes a key may call, with the scope", async () => {
    const doc = (await t.app.inject({ method: "GET", url: "/api/docs/json" })).json<{
      components: { securitySchemes: Record<string, { type: string; scheme?: string }> };
      paths: Record<string, Record<string, { security?: Array<Record<string, string[]>>; description?: string }>>;
    }>();
    expect(doc.components.securitySchemes.companyApiKey).toMatchObject({ type: "http", scheme: "bearer" });
    const keyed = Object.entries(doc.paths).flatMap(([path, ops]) =>
      Object.entries(ops)
        .filter(([, op]) => op.security?.some((s) => "companyApiKey" in s))
        .map(([method, op]) => `${method} ${path} ${/`([a-z]+:[a-z]+)` scope/.exec(op.description ?? "")?.[1]}`),
    );
    expect(keyed.sort()).toEqual(
      [
        "get /api/companies/details users:read",
        "get /api/companies/users users:read",
        "post /api/companies/users users:manage",
        "put /api/companies/users/{userId} users:manage",
        "delete /api/companies/users/{userId} users:manage",
        "put /api/companies/users/{userId}/team users:manage",
        "delete /api/companies/users/{userId}/team users:manage",
        "get /api/companies/users/{userId}/conversations conversations:read",
        "get /api/companies/users/{userId}/conversations/{conversationId} conversations:read",
        "get /api/companies/users/{userId}/summaries conversations:read",
        "get /api/leaderboard/company/{companyId} analytics:read",
        "get /api/analytics/company/{companyId}/stages analytics:read",
        "get /api/analytics/company/{companyId}/activity analytics:read",
        "get /api/analytics/company/{companyId}/skill-gaps analytics:read",
        "get /api/analytics/company/{companyId}/scenarios analytics:read",
        "get /api/analytics/company/{companyId}/export analytics:read",
      ].sort(),
    );
  });
});
