import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  type AdminCompaniesResponse,
  type AdminDashboardResponse,
  type AdminUsageResponse,
  type AdminUsersResponse,
  COMPANY_MESSAGES as M,
} from "../../../contract/companies";
import { AUTH_MESSAGES } from "../../../contract/auth-messages";
import { conversations } from "../../platform/db/schema";
import { createTestApp, extractInviteToken, loginRequest, readOutbox, resetDatabase, type TestApp } from "../../test/harness";
import { buildCompanyWorld, cloneConversation, type CompanyWorld, insertCompany, insertUser, uniformScores } from "../companies/test/fixture";

let t: TestApp;
let w: CompanyWorld;
beforeAll(async () => {
  await resetDatabase();
  t = await createTestApp();
  w = await buildCompanyWorld(t.app, t.deps.database.db);
});
afterAll(async () => {
  await t.close();
});

const db = () => t.deps.database.db;
const get = (url: string, headers = w.admin.headers) => t.app.inject({ method: "GET", url, headers });
const DAY = 24 * 3600_000;

describe("GET /api/admin/dashboard", () => {
  it("counts users, companies, active users and users per plan, with the newest users and companies", async () => {
    const res = await get("/api/admin/dashboard");
    expect(res.statusCode).toBe(200);
    const d = res.json<AdminDashboardResponse>();
    // 13 users in the world (one of them on Unlimited); the 9 company users each have a conversation from today.
    expect(d.stats).toMatchObject({ totalUsers: 13, totalCompanies: 2, activeUsers: 9 });
    expect(d.stats.subscriptionStats.find((s) => s.plan === "enterprise")?.count).toBe(9);
    expect(d.stats.subscriptionStats.find((s) => s.plan === "unlimited")?.count).toBe(1);
    expect(d.stats.subscriptionStats.map((s) => s._id)).toEqual(["free", "basic", "pro", "unlimited", "enterprise"]);
    expect(d.recentUsers).toHaveLength(5);
    expect(d.recentCompanies.map((c) => c.name).sort()).toEqual(["Acme", "Globex"]);
    expect(d.recentCompanies.find((c) => c.name === "Acme")?.userCount).toBe(7);
  });

  it("is for admin access only, with the spec's message", async () => {
    const res = await get("/api/admin/dashboard", w.companyAdmin.headers);
    expect(res.statusCode).toBe(403);
    expect(res.json().error).toBe(M.adminAccessRequired);
    expect((await get("/api/admin/dashboard", {})).statusCode).toBe(401);
    expect((await get("/api/admin/dashboard", w.superAdmin.headers)).statusCode).toBe(200);
  });
});

describe("admin lists", () => {
  it("searches and pages companies", async () => {
    for (let i = 0; i < 3; i++) await insertCompany(db(), `Zeta ${i}`);
    const res = await get("/api/admin/companies?search=zeta&page=2&limit=2");
    expect(res.statusCode).toBe(200);
    const body = res.json<AdminCompaniesResponse>();
    expect(body.pagination).toEqual({ page: 2, limit: 2, total: 3, pages: 2 });
    expect(body.companies.map((c) => c.name)).toEqual(["Zeta 2"]);
    // The spec's call without parameters answers every company.
    expect((await get("/api/admin/companies")).json<AdminCompaniesResponse>().companies.length).toBe(5);
  });

  it("searches users by name or e-mail, filters by role and company, and treats % literally", async () => {
    const byName = (await get("/api/admin/users?search=rita")).json<AdminUsersResponse>();
    expect(byName.users.map((u) => u.email)).toEqual([w.rep1.row.email]);
    expect(byName.users[0]?.company?.name).toBe("Acme");
    const byRole = (await get(`/api/admin/users?role=company_admin&companyId=${w.companyB.id}`)).json<AdminUsersResponse>();
    expect(byRole.users.map((u) => u.email)).toEqual([w.adminB.row.email]);
    expect((await get("/api/admin/users?search=%25")).json<AdminUsersResponse>().pagination.total).toBe(0);
    expect((await get("/api/admin/users?limit=1000")).statusCode).toBe(400);
  });
});

describe("GET /api/admin/usage", () => {
  it("answers conversations per UTC day, every day listed, oldest first", async () => {
    const rep = await insertUser(db(), { role: "company_user", companyId: w.companyA.id });
    const today = new Date();
    await db()
      .insert(conversations)
      .values([1, 1, 3].map((d) => cloneConversation(w.template, rep.id, new Date(today.getTime() - d * DAY), uniformScores(5))));
    const res = await get("/api/admin/usage?days=7");
    expect(res.statusCode).toBe(200);
    const u = res.json<AdminUsageResponse>();
    expect(u.series).toHaveLength(7);
    expect(u.series[6]?.date).toBe(today.toISOString().slice(0, 10));
    expect(u.series[5]?.conversations).toBe(2);
    expect(u.series[3]?.conversations).toBe(1);
    expect(u.series[6]?.conversations).toBe(9);
    expect(u.total).toBe(12);
  });
});

describe("POST /api/admin/users/create", () => {
  const body = (over: Record<string, unknown> = {}) => ({
    firstName: "Olga",
    lastName: "Ops",
    email: `olga-${Math.random().toString(36).slice(2)}@example.test`,
    password: "Temporary-Pass-1",
    confirmPassword: "Temporary-Pass-1",
    ...over,
  });

  it("creates a company user who must set up a password and gets the mail", async () => {
    const b = body({ role: "company_user", companyId: w.companyB.id });
    const res = await t.app.inject({ method: "POST", url: "/api/admin/users/create", headers: w.superAdmin.headers, payload: b });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      message: M.userCreated,
      user: {
        email: b.email,
        role: "company_user",
        companyId: w.companyB.id,
        company: { name: "Globex" },
        needsPasswordSetup: true,
        subscription: { plan: "enterprise" },
      },
    });
    const mails = await readOutbox(t.outboxDir, { count: 1 });
    expect(mails.some((m) => m.to.includes(b.email) && m.text.includes("/set-password?token="))).toBe(true);
  });

  it("needs no password: the person gets an invitation in the admin's language and chooses their own (docs/decisions/013)", async () => {
    const { password: _p, confirmPassword: _c, ...b } = body({ role: "individual", language: "et" });
    const res = await t.app.inject({ method: "POST", url: "/api/admin/users/create", headers: w.admin.headers, payload: b });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().user).toMatchObject({ email: b.email, role: "individual", needsPasswordSetup: true });
    const mails = await readOutbox(t.outboxDir, { count: 1 });
    const mail = mails.find((m) => m.to.includes(b.email));
    expect(mail?.subject).toBe("Oled kutsutud: SalesDojo");
    // Nobody can sign in until the invitee has chosen a password; the invitation's link sets it and signs them in.
    expect((await loginRequest(t.app, b.email, "Temporary-Pass-1")).statusCode).toBe(401);
    const accepted = await t.app.inject({
      method: "POST",
      url: "/api/invites/accept",
      payload: { token: extractInviteToken(mail!.text), password: "Own-choice-123", confirmPassword: "Own-choice-123" },
    });
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json().user).toMatchObject({ email: b.email, needsPasswordSetup: false });
  });

  it("needs a company for company roles, ignores it for individuals, and keeps platform roles for super admins", async () => {
    const noCompany = await t.app.inject({
      method: "POST",
      url: "/api/admin/users/create",
      headers: w.superAdmin.headers,
      payload: body({ role: "company_user" }),
    });
    expect(noCompany.statusCode).toBe(400);
    expect(noCompany.json().errors).toEqual([{ path: "companyId", msg: M.selectCompany, reason: "company.selectCompany" }]);
    const indiv = await t.app.inject({
      method: "POST",
      url: "/api/admin/users/create",
      headers: w.admin.headers,
      payload: body({ role: "individual", companyId: w.companyA.id }),
    });
    expect(indiv.statusCode).toBe(201);
    expect(indiv.json().user).toMatchObject({ role: "individual", companyId: null, subscription: { plan: "free" } });
    const promote = await t.app.inject({ method: "POST", url: "/api/admin/users/create", headers: w.admin.headers, payload: body({ role: "super_admin" }) });
    expect(promote.statusCode).toBe(403);
    const bySuper = await t.app.inject({ method: "POST", url: "/api/admin/users/create", headers: w.superAdmin.headers, payload: body({ role: "admin" }) });
    expect(bySuper.statusCode).toBe(201);
    expect(bySuper.json().user).toMatchObject({ role: "admin", isAdmin: true });
    const unknown = await t.app.inject({
      method: "POST",
      url: "/api/admin/users/create",
      headers: w.superAdmin.headers,
      payload: body({ role: "company_user", companyId: "00000000-0000-4000-8000-000000000000" }),
    });
    expect(unknown.statusCode).toBe(404);
    const mismatch = await t.app.inject({
      method: "POST",
      url: "/api/admin/users/create",
      headers: w.admin.headers,
      payload: body({ confirmPassword: "nope-nope-1" }),
    });
    expect(mismatch.json().errors).toEqual([{ path: "confirmPassword", msg: AUTH_MESSAGES.passwordsDoNotMatch, reason: "auth.passwordsDoNotMatch" }]);
  });

  it("enforces the company's maxUsers", async () => {
    const tiny = await insertCompany(db(), "Tiny", { maxUsers: 1 });
    await insertUser(db(), { role: "company_admin", companyId: tiny.id });
    const res = await t.app.inject({
      method: "POST",
      url: "/api/admin/users/create",
      headers: w.superAdmin.headers,
      payload: body({ role: "company_user", companyId: tiny.id }),
    });
    expect(res.statusCode).toBe(409);
  });

  it("refuses the admin role an account inside a company, so it cannot sign in as that company's admin", async () => {
    const b = body({ role: "company_admin", companyId: w.companyB.id });
    const res = await t.app.inject({ method: "POST", url: "/api/admin/users/create", headers: w.admin.headers, payload: b });
    expect(res.statusCode).toBe(403);
    const login = await t.app.inject({ method: "POST", url: "/api/auth/login", payload: { email: b.email, password: b.password } });
    expect(login.statusCode).toBe(401);
    const list = await t.app.inject({ method: "GET", url: `/api/admin/users?search=${encodeURIComponent(b.email)}`, headers: w.admin.headers });
    expect(list.json().users).toEqual([]);
  });
});
