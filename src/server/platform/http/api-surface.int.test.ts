import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { users } from "../db/schema";
import { bearer, createTestApp, meStatus, registerUser, resetDatabase, type TestApp } from "../../test/harness";

let t: TestApp;
beforeEach(async () => {
  await resetDatabase();
  t = await createTestApp();
});
afterEach(async () => {
  await t.close();
});

describe("percent-encoded API paths", () => {
  // The router decodes `/%61pi/…` to `/api/…`: the request must get every protection an /api request gets.
  it("refuse a cross-site cookie POST like /api does", async () => {
    const u = await registerUser(t.app);
    for (const url of ["/%61pi/auth/logout", "/%61%70%69/auth/logout", "/api/auth/%6Cogout"]) {
      const res = await t.app.inject({ method: "POST", url, headers: { cookie: u.cookie, origin: "https://evil.example" } });
      expect(res.statusCode, url).toBe(403);
      expect(res.json().code).toBe("FORBIDDEN");
    }
    expect(await meStatus(t.app, { cookie: u.cookie })).toBe(200);
  });

  it("authenticate the caller and answer with no-store, like /api does", async () => {
    const u = await registerUser(t.app);
    const res = await t.app.inject({ method: "GET", url: "/%61pi/auth/me", headers: bearer(u.token) });
    expect(res.statusCode).toBe(200);
    expect(res.json().user.email).toBe(u.email);
    expect(res.headers["cache-control"]).toBe("no-store");
    const anonymous = await t.app.inject({ method: "GET", url: "/%61pi/health" });
    expect(anonymous.headers["cache-control"]).toBe("no-store");
  });

  it("answer an unknown encoded API path with the JSON 404 of /api, not the web app", async () => {
    const webRoot = fs.mkdtempSync(path.join(os.tmpdir(), "salesdojo-web-"));
    fs.writeFileSync(path.join(webRoot, "index.html"), "<!doctype html><title>SalesDojo</title>");
    const withWeb = await createTestApp({ config: { webRoot } });
    try {
      expect((await withWeb.app.inject({ method: "GET", url: "/pricing" })).body).toContain("<title>SalesDojo</title>");
      const res = await withWeb.app.inject({ method: "GET", url: "/%61pi/no-such-thing" });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ error: "Not found", code: "NOT_FOUND" });
      expect(res.headers["cache-control"]).toBe("no-store");
    } finally {
      await withWeb.close();
      fs.rmSync(webRoot, { recursive: true, force: true });
    }
  });
});

describe("the API reference at /api/docs", () => {
  const docs = (app: TestApp, headers: Record<string, string> = {}) =>
    Promise.all(["/api/docs", "/api/docs/json"].map((url) => app.app.inject({ method: "GET", url, headers }).then((r) => r.statusCode)));

  it("is public outside production", async () => {
    expect(await docs(t)).toEqual([200, 200]);
  });

  it("is for platform admins only in production", async () => {
    const prod = await createTestApp({ env: { NODE_ENV: "production" } });
    try {
      expect(await docs(prod)).toEqual([401, 401]);
      const user = await registerUser(prod.app);
      expect(await docs(prod, bearer(user.token))).toEqual([403, 403]);
      const admin = await registerUser(prod.app);
      await prod.deps.database.db.update(users).set({ role: "super_admin", isSuperAdmin: true }).where(eq(users.id, admin.user.id));
      expect(await docs(prod, bearer(admin.token))).toEqual([200, 200]);
    } finally {
      await prod.close();
    }
  });

  it("is public in production with API_DOCS_PUBLIC=true", async () => {
    const prod = await createTestApp({ env: { NODE_ENV: "production", API_DOCS_PUBLIC: "true" } });
    try {
      expect(await docs(prod)).toEqual([200, 200]);
    } finally {
      await prod.close();
    }
  });
});
