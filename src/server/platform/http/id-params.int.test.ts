import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { users } from "../db/schema";
import { bearer, createTestApp, registerUser, resetDatabase, type TestApp } from "../../test/harness";

interface Parameter {
  in: string;
  name: string;
}
type Operations = Record<string, { parameters?: Parameter[] }>;

let t: TestApp;
beforeEach(async () => {
  await resetDatabase();
  // Speech-to-text configured (never called), so that the voice route gets as far as reading its query.
  t = await createTestApp({
    env: { AI_PROVIDER: "openai-compatible", AI_MODEL: "m", AI_BASE_URL: "http://127.0.0.1:9", AI_TRANSCRIPTION_MODEL: "w" },
  });
});
afterEach(async () => {
  await t.close();
});

/** Checkout session ids (`cs_…`) come from the billing provider; every other id names one of our records. */
const isIdName = (name: string) => (name === "id" || name.endsWith("Id")) && name !== "sessionId";

/** Every path and query parameter that names a record, from the OpenAPI document. */
async function idParameters(): Promise<Array<{ method: string; path: string; param: Parameter }>> {
  const doc = (await t.app.inject({ method: "GET", url: "/api/docs/json" })).json<{ paths: Record<string, Operations> }>();
  return Object.entries(doc.paths).flatMap(([path, ops]) =>
    Object.entries(ops).flatMap(([method, op]) =>
      (op.parameters ?? [])
        .filter((p) => (p.in === "path" || p.in === "query") && isIdName(p.name))
        .map((param) => ({ method: method.toUpperCase(), path, param })),
    ),
  );
}

async function superAdmin() {
  const admin = await registerUser(t.app);
  await t.deps.database.db
    .update(users)
    .set({ role: "super_admin", isSuperAdmin: true, plan: "unlimited", subscriptionStatus: "active" })
    .where(eq(users.id, admin.user.id));
  return admin;
}

describe("id parameters", () => {
  it("GET /api/admin/users?companyId=<not a uuid> answers 400, not 500", async () => {
    const admin = await superAdmin();
    const res = await t.app.inject({ method: "GET", url: "/api/admin/users?companyId=acme", headers: bearer(admin.token) });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: "VALIDATION", errors: [{ path: "companyId", msg: "Invalid id" }] });
  });

  it("answer 400 naming the parameter for anything but a UUID, on every route (a super admin on the top plan)", async () => {
    const admin = await superAdmin();
    const params = await idParameters();
    // The ones the review found, and the rest of the families, are all in the list.
    const names = params.map((p) => `${p.method} ${p.path} ${p.param.in}:${p.param.name}`);
    for (const expected of [
      "GET /api/admin/users query:companyId",
      "GET /api/companies/details query:companyId",
      "GET /api/companies/users/{userId}/conversations/{conversationId} path:conversationId",
      "GET /api/leaderboard/company/{companyId} path:companyId",
      "GET /api/ai/conversation/{id} path:id",
      "POST /api/conversation-summaries/{id}/translate path:id",
      "POST /api/ai/transcribe query:conversationId",
    ]) {
      expect(names).toContain(expected);
    }
    for (const bad of ["not-a-uuid", "00000000-0000-0000-0000-00000000000g"]) {
      for (const { method, path, param } of params) {
        let url = path.replace(/\{(\w+)\}/g, (_, name: string) => (param.in === "path" && name === param.name ? bad : randomUUID()));
        if (param.in === "query") url += `?${param.name}=${bad}`;
        const label = `${method} ${url}`;
        const res = await t.app.inject({
          method: method as "GET",
          url,
          headers: { ...bearer(admin.token), ...(path === "/api/ai/transcribe" ? { "content-type": "audio/webm" } : {}) },
          ...(method === "GET" || method === "DELETE" ? {} : { payload: path === "/api/ai/transcribe" ? Buffer.alloc(8, 1) : {} }),
        });
        expect(res.statusCode, label).toBe(400);
        expect(res.json().code, label).toBe("VALIDATION");
        expect(
          res.json().errors.map((e: { path: string }) => e.path),
          label,
        ).toContain(param.name);
      }
    }
  }, 120_000);
});
