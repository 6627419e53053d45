import { sql } from "drizzle-orm";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { buildApp } from "../../app";
import { createTestApp, resetDatabase, type TestApp } from "../../test/harness";

let t: TestApp;
beforeEach(async () => {
  await resetDatabase();
  t = await createTestApp();
});
afterEach(async () => {
  await t.close();
});

describe("GET /api/health", () => {
  it('answers {"status":"ok"} when the database answers', async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/health" });
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe('{"status":"ok"}');
  });

  it("answers a JSON 503 when the database does not", async () => {
    const app = await buildApp({
      ...t.deps,
      database: { ...t.deps.database, ping: () => Promise.reject(new Error("connection refused")) },
    });
    try {
      const res = await app.inject({ method: "GET", url: "/api/health" });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toMatchObject({ code: "UNAVAILABLE" });
      expect(res.body).not.toContain("connection refused");
    } finally {
      await app.close();
    }
  });
});

describe.skipIf(Boolean(process.env.TEST_DATABASE_URL?.trim()))("GET /api/health while PGlite is busy", () => {
  it("answers ok from the status kept in the background, without waiting for the database", async () => {
    let letGo = () => {};
    const gate = new Promise<void>((resolve) => (letGo = resolve));
    let holding = () => {};
    const held = new Promise<void>((resolve) => (holding = resolve));
    // A long piece of work holds the embedded database: every other query waits until it ends.
    const work = t.deps.database.db.transaction(async (tx) => {
      await tx.execute(sql`select 1`);
      holding();
      await gate;
    });
    await held;
    try {
      const res = await t.app.inject({ method: "GET", url: "/api/health" });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ status: "ok" });
    } finally {
      letGo();
      await work;
    }
  });
});

describe("GET /api/docs/json", () => {
  it("lists every route of the API with its method", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/docs/json" });
    expect(res.statusCode).toBe(200);
    const doc = res.json<{ openapi: string; paths: Record<string, Record<string, unknown>> }>();
    expect(doc.openapi).toMatch(/^3\./);
    const routes = Object.entries(doc.paths).flatMap(([p, ops]) => Object.keys(ops).map((m) => `${m.toUpperCase()} ${p}`));
    expect(routes).toEqual(
      expect.arrayContaining([
        "GET /api/auth/me",
        "POST /api/auth/login",
        "POST /api/auth/register",
        "POST /api/auth/logout",
        "POST /api/auth/setup-password",
        "POST /api/password-reset/forgot-password",
        "GET /api/password-reset/verify-reset-token/{token}",
        "POST /api/password-reset/reset-password",
        "GET /api/health",
      ]),
    );
    // Request bodies are documented from the zod schemas, not left empty.
    const registerBody = JSON.stringify(doc.paths["/api/auth/register"]?.post);
    for (const field of ["firstName", "lastName", "email", "password", "confirmPassword", "company"]) {
      expect(registerBody).toContain(`"${field}"`);
    }
  });
});
