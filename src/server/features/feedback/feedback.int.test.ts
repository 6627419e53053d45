import { eq } from "drizzle-orm";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { FEEDBACK_DESCRIPTION_REQUIRED, FEEDBACK_SUCCESS_MESSAGE, FEEDBACK_TITLE_REQUIRED } from "../../../contract/feedback";
import { feedback } from "../../platform/db/schema";
import { bearer, createTestApp, login, registerUser, resetDatabase, type TestApp } from "../../test/harness";
import { ensureSuperAdmin } from "../users/bootstrap-admin";

let t: TestApp;
beforeEach(async () => {
  await resetDatabase();
  t = await createTestApp();
});
afterEach(async () => {
  await t.close();
});

const send = (payload: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({ method: "POST", url: "/api/feedback", payload: payload as object, headers });

const rows = () => t.deps.database.db.select().from(feedback);

const fieldErrors = (body: { errors?: { path: string; msg: string }[] }) => Object.fromEntries((body.errors ?? []).map((e) => [e.path, e.msg]));

async function adminToken(): Promise<string> {
  const admin = { email: "root@example.test", password: "Admin-Password-1" };
  await ensureSuperAdmin(t.deps.database.db, admin);
  return login(t.app, admin.email, admin.password);
}

describe("GET /api/test", () => {
  it("answers that the API is reachable, to anyone", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/test" });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: "ok", message: "API is reachable" });
  });
});

describe("POST /api/feedback", () => {
  it("needs a signed-in user (401 before the body is looked at)", async () => {
    expect((await send({ title: "Hi", description: "There" })).statusCode).toBe(401);
    expect((await send({ title: "" })).statusCode).toBe(401);
    expect(await rows()).toHaveLength(0);
  });

  it("stores the feedback as the session's user, ignoring the userId, email and name in the body", async () => {
    const victim = await registerUser(t.app, { firstName: "Victim" });
    const user = await registerUser(t.app, { firstName: "Ada", lastName: "Lovelace" });
    const res = await send(
      {
        type: "feature",
        priority: "high",
        title: "  Export to CSV ",
        description: "Please let me export my conversations.",
        userAgent: "Mozilla/5.0 (X11; Linux x86_64)",
        url: "https://app.example.test/conversations",
        timestamp: "2025-01-02T03:04:05.000Z",
        userId: victim.user.id,
        userEmail: victim.email,
        userName: "Someone Else",
      },
      bearer(user.token),
    );
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body.message).toBe(FEEDBACK_SUCCESS_MESSAGE);
    const [row, ...more] = await rows();
    expect(more).toHaveLength(0);
    expect(row).toMatchObject({
      id: body.id,
      userId: user.user.id,
      userEmail: user.email,
      userName: "Ada Lovelace",
      type: "feature",
      priority: "high",
      title: "Export to CSV",
      description: "Please let me export my conversations.",
      userAgent: "Mozilla/5.0 (X11; Linux x86_64)",
      url: "https://app.example.test/conversations",
      clientTimestamp: "2025-01-02T03:04:05.000Z",
    });
  });

  it("defaults to a bug of medium priority", async () => {
    const user = await registerUser(t.app);
    expect((await send({ title: "Crash", description: "It crashed" }, bearer(user.token))).statusCode).toBe(201);
    const [row] = await rows();
    expect(row).toMatchObject({ type: "bug", priority: "medium", url: null, userAgent: null, clientTimestamp: null });
  });

  it("refuses a blank title or description with the spec's messages", async () => {
    const user = await registerUser(t.app);
    const res = await send({ title: "   ", description: "" }, bearer(user.token));
    expect(res.statusCode).toBe(400);
    expect(fieldErrors(res.json())).toEqual({ title: FEEDBACK_TITLE_REQUIRED, description: FEEDBACK_DESCRIPTION_REQUIRED });

    const missing = await send({ title: "Only a title" }, bearer(user.token));
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error).toBe(FEEDBACK_DESCRIPTION_REQUIRED);
    expect(await rows()).toHaveLength(0);
  });

  it("refuses an unknown type or priority", async () => {
    const user = await registerUser(t.app);
    const res = await send({ title: "T", description: "D", type: "praise", priority: "urgent" }, bearer(user.token));
    expect(res.statusCode).toBe(400);
    expect(Object.keys(fieldErrors(res.json())).sort()).toEqual(["priority", "type"]);
  });

  it("allows 30 per hour per user, then 429", async () => {
    const user = await registerUser(t.app);
    await t.limiter("feedback").consume(user.user.id, 30);
    const res = await send({ title: "T", description: "D" }, bearer(user.token));
    expect(res.statusCode).toBe(429);
    expect(res.headers["retry-after"]).toBeDefined();
    const other = await registerUser(t.app);
    expect((await send({ title: "T", description: "D" }, bearer(other.token))).statusCode).toBe(201);
  });
});

describe("GET /api/admin/feedback", () => {
  const list = (headers: Record<string, string> = {}) => t.app.inject({ method: "GET", url: "/api/admin/feedback", headers });

  it("lists feedback newest first for the platform admin", async () => {
    const user = await registerUser(t.app, { firstName: "Ada", lastName: "Lovelace" });
    await send({ title: "Older", description: "first" }, bearer(user.token));
    await send({ title: "Newer", description: "second", type: "issue", priority: "low" }, bearer(user.token));
    await t.deps.database.db
      .update(feedback)
      .set({ createdAt: new Date(Date.now() - 60_000) })
      .where(eq(feedback.title, "Older"));
    const res = await list(bearer(await adminToken()));
    expect(res.statusCode).toBe(200);
    const items = res.json().feedback;
    expect(items.map((f: { title: string }) => f.title)).toEqual(["Newer", "Older"]);
    expect(items[0]).toMatchObject({
      type: "issue",
      priority: "low",
      userId: user.user.id,
      userEmail: user.email,
      userName: "Ada Lovelace",
      url: null,
    });
  });

  it("refuses an individual user with 403 and a visitor with 401", async () => {
    const user = await registerUser(t.app);
    expect((await list(bearer(user.token))).statusCode).toBe(403);
    expect((await list()).statusCode).toBe(401);
  });
});

describe("OpenAPI document", () => {
  it("documents the feedback and enterprise calls under their tags", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/docs/json" });
    expect(res.statusCode).toBe(200);
    const paths = res.json<{ paths: Record<string, Record<string, { tags?: string[] }>> }>().paths;
    expect(paths["/api/test"]?.get?.tags).toEqual(["feedback"]);
    expect(paths["/api/feedback"]?.post?.tags).toEqual(["feedback"]);
    expect(paths["/api/admin/feedback"]?.get?.tags).toEqual(["admin", "feedback"]);
    expect(paths["/api/enterprise/request"]?.post?.tags).toEqual(["enterprise"]);
    expect(paths["/api/admin/enterprise-requests"]?.get?.tags).toEqual(["admin", "enterprise"]);
  });
});
