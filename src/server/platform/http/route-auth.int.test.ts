import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { z } from "zod";
import { AUTH_TOKEN_NOT_FOUND } from "../../../contract/auth-messages";
import { buildApp } from "../../app";
import { bearer, createTestApp, registerUser, resetDatabase, type TestApp } from "../../test/harness";
import { users } from "../db/schema";

let t: TestApp;
let app: FastifyInstance;
/** Set by every test route's handler: the handlers below never look at the caller themselves. */
let handled: string[];

beforeEach(async () => {
  await resetDatabase();
  t = await createTestApp();
  handled = [];
  app = await buildApp(t.deps);
  const r = app.withTypeProvider<ZodTypeProvider>();
  const reached = (name: string) => async () => {
    handled.push(name);
    return { ok: true };
  };
  const body = z.object({ name: z.string().min(1) });
  r.get("/api/test-only/user", { config: { auth: "user" } }, reached("user"));
  r.get("/api/test-only/platform-admin", { config: { auth: "platformAdmin" } }, reached("platformAdmin"));
  r.post("/api/test-only/after-validation", { config: { auth: "user" }, schema: { body } }, reached("afterValidation"));
  r.post("/api/test-only/before-validation", { config: { auth: "user", authCheckpoint: "beforeValidation" }, schema: { body } }, reached("beforeValidation"));
  r.put("/api/test-only/before-body", { config: { auth: "user", authCheckpoint: "beforeBody" } }, reached("beforeBody"));
  r.get("/api/test-only/public", { config: { auth: "public" } }, reached("public"));
  await app.ready();
});
afterEach(async () => {
  await app.close();
  await t.close();
});

const UNAUTHORIZED = { error: AUTH_TOKEN_NOT_FOUND, message: AUTH_TOKEN_NOT_FOUND, code: "UNAUTHORIZED", reason: "auth.tokenNotFound" };
const DENIED = "You do not have permission to do that";

describe("a route that declares config.auth", () => {
  it("refuses a visitor with the usual 401 though its handler never checks, and the handler does not run", async () => {
    const res = await app.inject({ method: "GET", url: "/api/test-only/user" });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual(UNAUTHORIZED);
    expect((await app.inject({ method: "HEAD", url: "/api/test-only/user" })).statusCode).toBe(401);
    expect(handled).toEqual([]);
    const user = await registerUser(app);
    const signedIn = await app.inject({ method: "GET", url: "/api/test-only/user", headers: bearer(user.token) });
    expect(signedIn.statusCode).toBe(200);
    expect(handled).toEqual(["user"]);
  });

  it("platformAdmin: 401 for a visitor, 403 for any other signed-in user, 200 for a platform admin", async () => {
    const url = "/api/test-only/platform-admin";
    expect((await app.inject({ method: "GET", url })).json()).toEqual(UNAUTHORIZED);
    const user = await registerUser(app);
    const refused = await app.inject({ method: "GET", url, headers: bearer(user.token) });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ error: DENIED, message: DENIED, code: "FORBIDDEN", reason: "common.forbidden" });
    const root = await registerUser(app);
    await t.deps.database.db.update(users).set({ isSuperAdmin: true }).where(eq(users.email, root.email));
    const admin = await app.inject({ method: "GET", url, headers: bearer(root.token) });
    expect(admin.statusCode).toBe(200);
    expect(handled).toEqual(["platformAdmin"]);
  });

  it("refuses at the checkpoint it names: after validation by default, before it, or before the body", async () => {
    const bad = { name: "" };
    const after = await app.inject({ method: "POST", url: "/api/test-only/after-validation", payload: bad });
    expect(after.statusCode).toBe(400);
    expect((await app.inject({ method: "POST", url: "/api/test-only/after-validation", payload: { name: "x" } })).json()).toEqual(UNAUTHORIZED);
    const before = await app.inject({ method: "POST", url: "/api/test-only/before-validation", payload: bad });
    expect(before.statusCode).toBe(401);
    expect(before.json()).toEqual(UNAUTHORIZED);
    const upload = await app.inject({ method: "PUT", url: "/api/test-only/before-body", payload: { name: "x" } });
    expect(upload.statusCode).toBe(401);
    expect(upload.headers.connection).toBe("close");
    expect(handled).toEqual([]);
  });

  it("public: anyone reaches the handler", async () => {
    expect((await app.inject({ method: "GET", url: "/api/test-only/public" })).statusCode).toBe(200);
    expect(handled).toEqual(["public"]);
  });
});

describe("every /api route declares who may call it", () => {
  it("a route under /api without config.auth fails at startup", async () => {
    const other = await buildApp(t.deps);
    try {
      let failure: unknown;
      try {
        other.get("/api/test-only/undeclared", async () => ({ ok: true }));
        await other.ready();
      } catch (e) {
        failure = e;
      }
      expect(String(failure)).toMatch(/GET \/api\/test-only\/undeclared must declare config\.auth/);
    } finally {
      await other.close().catch(() => undefined);
    }
  });
});
