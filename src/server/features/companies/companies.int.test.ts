import { eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { AUTH_MESSAGES } from "../../../contract/auth-messages";
import { COMPANY_MESSAGES as M, type CompanyDetails, type CompanyListItem, maxUsersReachedMessage } from "../../../contract/companies";
import { companies, conversations, conversationSummaries, teams, users } from "../../platform/db/schema";
import { generateSummary } from "../summaries/service";
import { createTestApp, extractInviteToken, loginRequest, readOutbox, resetDatabase, type TestApp } from "../../test/harness";
import { buildCompanyWorld, cloneConversation, type CompanyWorld, insertCompany, insertTeam, insertUser, signIn, uniformScores } from "./test/fixture";

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
type Method = "GET" | "POST" | "PUT" | "DELETE";
const call = (method: Method, url: string, headers: Record<string, string>, payload?: unknown) =>
  t.app.inject({ method, url, headers, ...(payload === undefined ? {} : { payload: payload as object }) });
const newUserBody = (over: Record<string, unknown> = {}) => ({
  firstName: "New",
  lastName: "Person",
  email: `new-${Math.random().toString(36).slice(2)}@example.test`,
  password: "Temporary-Pass-1",
  confirmPassword: "Temporary-Pass-1",
  ...over,
});

describe("OpenAPI document", () => {
  it("names every call of spec 3 §7, the member calls included", async () => {
    const doc = (await t.app.inject({ method: "GET", url: "/api/docs/json" })).json<{ paths: Record<string, Record<string, unknown>> }>();
    const has = (method: string, path: string) => Boolean(doc.paths[path]?.[method]);
    expect(has("put", "/api/companies/users/{userId}/team")).toBe(true);
    // One path, one parameter name, for both methods (issue 19: the document had `{id}/team` and `{userId}/team`).
    expect(has("delete", "/api/companies/users/{userId}/team")).toBe(true);
    expect(Object.keys(doc.paths).filter((p) => p.startsWith("/api/companies/users/{id}"))).toEqual([]);
    for (const [method, path] of [
      ["get", "/api/companies/details"],
      ["post", "/api/companies/users"],
      ["get", "/api/companies/users/{userId}/conversations/{conversationId}"],
      ["delete", "/api/companies/{id}"],
      ["post", "/api/companies/create"],
      ["get", "/api/leaderboard/company/{companyId}"],
      ["get", "/api/admin/dashboard"],
      ["post", "/api/admin/users/create"],
      ["get", "/api/admin/usage"],
    ]) {
      expect(has(method!, path!), `${method} ${path}`).toBe(true);
    }
  });
});

describe("GET /api/companies/details", () => {
  it("answers the member's company: counts without super admins, the first 5 users, teams with leader and members", async () => {
    // A super admin carrying the companyId is neither counted nor listed.
    await insertUser(db(), { role: "super_admin", companyId: w.companyA.id });
    const res = await call("GET", "/api/companies/details", w.rep1.headers);
    expect(res.statusCode).toBe(200);
    const company = res.json<{ company: CompanyDetails }>().company;
    expect(company).toMatchObject({
      _id: w.companyA.id,
      id: w.companyA.id,
      companyId: w.companyA.displayId,
      name: "Acme",
      userCount: 7,
      teamCount: 2,
      subscription: { plan: "enterprise", maxUsers: 1000 },
      admin: { email: w.companyAdmin.row.email },
    });
    expect(company.users).toHaveLength(5);
    expect(company.users.every((u) => u.companyId === w.companyA.id && !u.isSuperAdmin)).toBe(true);
    const alpha = company.teams.find((x) => x.name === "Alpha");
    expect(alpha?.teamLeader?.email).toBe(w.leader1.row.email);
    expect(alpha?.members.map((m) => m.firstName).sort()).toEqual(["Lena", "Rita", "Rob"]);
    expect(alpha?.memberCount).toBe(3);
  });

  it("answers super admins the list of companies with user counts, and one company with ?companyId=", async () => {
    const list = await call("GET", "/api/companies/details", w.superAdmin.headers);
    expect(list.statusCode).toBe(200);
    const items = list.json<{ companies: CompanyListItem[] }>().companies;
    expect(items.map((c) => [c.name, c.userCount])).toEqual(
      expect.arrayContaining([
        ["Acme", 7],
        ["Globex", 2],
      ]),
    );
    const one = await call("GET", `/api/companies/details?companyId=${w.companyB.id}`, w.superAdmin.headers);
    expect(one.json().company.name).toBe("Globex");
  });

  it("tells a user without a company that none is associated (403); a visitor gets 401", async () => {
    const res = await call("GET", "/api/companies/details", w.individual.headers);
    expect(res.statusCode).toBe(403);
    expect(res.json().error).toBe(M.noCompany);
    expect((await call("GET", "/api/companies/details", {})).statusCode).toBe(401);
  });

  it("answers 404 when a member names another company (security item 15)", async () => {
    const res = await call("GET", `/api/companies/details?companyId=${w.companyB.id}`, w.companyAdmin.headers);
    expect(res.statusCode).toBe(404);
    expect(res.json().error).toBe(M.companyNotFound);
  });
});

describe("GET /api/companies/users", () => {
  it("lists only the company's own users, with their team, super admins excluded", async () => {
    const res = await call("GET", "/api/companies/users", w.leader1.headers);
    expect(res.statusCode).toBe(200);
    const list = res.json<{ users: { email: string; companyId: string; team: { name: string } | null; isSuperAdmin: boolean }[] }>().users;
    expect(list.every((u) => u.companyId === w.companyA.id && !u.isSuperAdmin)).toBe(true);
    expect(list.map((u) => u.email)).not.toContain(w.repB.row.email);
    expect(list.find((u) => u.email === w.rep2.row.email)?.team?.name).toBe("Bravo");
    expect(list.find((u) => u.email === w.repNoTeam.row.email)?.team).toBeNull();
  });
});

describe("POST /api/companies/users", () => {
  it("creates a company user with needsPasswordSetup and mails an invitation whose link sets the password", async () => {
    const body = newUserBody({ role: "company_team_leader", teamName: "Bravo" });
    const res = await call("POST", "/api/companies/users", w.companyAdmin.headers, body);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      message: M.userAdded,
      user: { email: body.email, role: "company_team_leader", needsPasswordSetup: true, team: { name: "Bravo" }, subscription: { plan: "enterprise" } },
    });
    const mails = await readOutbox(t.outboxDir, { count: 1 });
    const mail = mails.find((m) => m.to.includes(body.email));
    expect(mail?.subject).toContain("Acme");
    expect(mail?.text).toContain("Carl");
    const token = extractInviteToken(mail!.text);
    const accept = await t.app.inject({
      method: "POST",
      url: "/api/invites/accept",
      payload: { token, password: "My-Own-Password-7", confirmPassword: "My-Own-Password-7" },
    });
    expect(accept.statusCode).toBe(200);
    const login = await loginRequest(t.app, body.email, "My-Own-Password-7");
    expect(login.statusCode).toBe(200);
    expect(login.json().user).toMatchObject({ needsPasswordSetup: false, companyId: w.companyA.id });
  });

  it("puts a team leader's users on the leader's team and refuses the leader another team or role", async () => {
    const res = await call("POST", "/api/companies/users", w.leader1.headers, newUserBody());
    expect(res.statusCode).toBe(201);
    expect(res.json().user).toMatchObject({ role: "company_user", teamId: w.t1.id });
    const otherTeam = await call("POST", "/api/companies/users", w.leader1.headers, newUserBody({ teamId: w.t2.id }));
    expect(otherTeam.statusCode).toBe(403);
    expect(otherTeam.json().error).toBe(M.teamChoiceNotAllowed);
    const leaderRole = await call("POST", "/api/companies/users", w.leader1.headers, newUserBody({ role: "company_team_leader" }));
    expect(leaderRole.statusCode).toBe(403);
    expect(leaderRole.json().error).toBe(M.roleNotAllowed);
  });

  it("refuses company users with the spec's message, and checks the form's rules", async () => {
    const rep = await call("POST", "/api/companies/users", w.rep1.headers, newUserBody());
    expect(rep.statusCode).toBe(403);
    expect(rep.json().error).toBe(M.noAddPermission);
    const mismatch = await call("POST", "/api/companies/users", w.companyAdmin.headers, newUserBody({ confirmPassword: "other-password" }));
    expect(mismatch.statusCode).toBe(400);
    // Words the sign-in area also says keep its one key, whichever area refuses.
    expect(mismatch.json()).toMatchObject({ error: AUTH_MESSAGES.passwordsDoNotMatch, reason: "auth.passwordsDoNotMatch" });
    expect(mismatch.json().errors).toEqual([{ path: "confirmPassword", msg: AUTH_MESSAGES.passwordsDoNotMatch, reason: "auth.passwordsDoNotMatch" }]);
    const noTeam = await call("POST", "/api/companies/users", w.companyAdmin.headers, newUserBody({ role: "company_team_leader" }));
    expect(noTeam.statusCode).toBe(400);
    expect(noTeam.json().error).toBe(M.teamLeaderNeedsTeam);
    const taken = await call("POST", "/api/companies/users", w.companyAdmin.headers, newUserBody({ email: w.repB.row.email }));
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({ error: AUTH_MESSAGES.emailTaken, reason: "auth.emailTaken" });
    const foreignTeam = await call("POST", "/api/companies/users", w.companyAdmin.headers, newUserBody({ teamId: w.tb.id }));
    expect(foreignTeam.statusCode).toBe(404);
  });

  it("enforces maxUsers with a clear 409, also under parallel adds", async () => {
    const small = await insertCompany(db(), "Tiny", { maxUsers: 3 });
    const boss = await signIn(db(), await insertUser(db(), { role: "company_admin", companyId: small.id }));
    const results = await Promise.all([0, 1, 2, 3].map(() => call("POST", "/api/companies/users", boss.headers, newUserBody())));
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 201, 409, 409]);
    expect(results.find((r) => r.statusCode === 409)?.json().error).toBe(maxUsersReachedMessage(3));
  });
});

describe("PUT and DELETE /api/companies/users/{userId}", () => {
  it("lets the company admin edit a rep, and makes a new team leader lead a team that has none", async () => {
    const team = await insertTeam(db(), w.companyA.id, `Charlie-${Date.now()}`);
    const rep = await insertUser(db(), { role: "company_user", companyId: w.companyA.id });
    const res = await call("PUT", `/api/companies/users/${rep.id}`, w.companyAdmin.headers, {
      firstName: "Renamed",
      lastName: "Rep",
      email: rep.email,
      role: "company_team_leader",
      teamId: team.id,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().user).toMatchObject({ firstName: "Renamed", role: "company_team_leader", teamId: team.id, isTeamLeader: true });
    const [row] = await db().select().from(teams).where(eq(teams.id, team.id));
    expect(row?.teamLeaderId).toBe(rep.id);
  });

  it("refuses editing oneself or another admin, with the reason", async () => {
    const body = (u: typeof w.companyAdmin) => ({ firstName: "X", lastName: "Y", email: u.row.email, role: "company_user" });
    const self = await call("PUT", `/api/companies/users/${w.companyAdmin.row.id}`, w.companyAdmin.headers, body(w.companyAdmin));
    expect(self.statusCode).toBe(403);
    expect(self.json().error).toBe(M.cannotEditSelf);
    const otherAdmin = await insertUser(db(), { role: "company_admin", companyId: w.companyA.id });
    const other = await call("PUT", `/api/companies/users/${otherAdmin.id}`, w.companyAdmin.headers, { ...body(w.companyAdmin), email: otherAdmin.email });
    expect(other.statusCode).toBe(403);
    expect(other.json().error).toBe(M.cannotEditAdmin);
    const del = await call("DELETE", `/api/companies/users/${otherAdmin.id}`, w.companyAdmin.headers);
    expect(del.statusCode).toBe(403);
    expect(del.json().error).toBe(M.cannotDeleteAdmin);
  });

  it("deletes a rep with their conversations", async () => {
    const rep = await insertUser(db(), { role: "company_user", companyId: w.companyA.id });
    await db()
      .insert(conversations)
      .values(cloneConversation(w.template, rep.id, new Date(), uniformScores(5)));
    const res = await call("DELETE", `/api/companies/users/${rep.id}`, w.companyAdmin.headers);
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(M.userDeleted);
    expect(await db().select().from(users).where(eq(users.id, rep.id))).toHaveLength(0);
    expect(await db().select().from(conversations).where(eq(conversations.userId, rep.id))).toHaveLength(0);
  });
});

describe("teams and their members", () => {
  it("creates, renames and deletes a team; names are unique in the company; members are unassigned", async () => {
    const created = await call("POST", "/api/companies/teams/create", w.companyAdmin.headers, { name: "Delta", description: "Inbound" });
    expect(created.statusCode).toBe(201);
    const team = created.json().team;
    expect(team).toMatchObject({ name: "Delta", description: "Inbound", memberCount: 0, teamLeader: null, companyId: w.companyA.id });
    const dup = await call("POST", "/api/companies/teams/create", w.companyAdmin.headers, { name: "delta" });
    expect(dup.statusCode).toBe(409);
    // The same name in another company is fine.
    expect((await call("POST", "/api/companies/teams/create", w.adminB.headers, { name: "Delta" })).statusCode).toBe(201);
    const renamed = await call("PUT", `/api/companies/teams/${team._id}`, w.companyAdmin.headers, { name: "Delta Force", description: null });
    expect(renamed.json().team).toMatchObject({ name: "Delta Force", description: null });
    const member = await insertUser(db(), { role: "company_user", companyId: w.companyA.id, teamId: team._id });
    const del = await call("DELETE", `/api/companies/teams/${team._id}`, w.companyAdmin.headers);
    expect(del.statusCode).toBe(200);
    const [after] = await db().select().from(users).where(eq(users.id, member.id));
    expect(after?.teamId).toBeNull();
  });

  it("adds by {teamName} and removes by {teamName}, answering the team; the leader cannot be removed", async () => {
    const rep = await insertUser(db(), { role: "company_user", companyId: w.companyA.id, firstName: "Newbie" });
    const added = await call("PUT", `/api/companies/users/${rep.id}/team`, w.leader1.headers, { teamName: "Alpha" });
    expect(added.statusCode).toBe(200);
    expect(added.json().team.members.map((m: { _id: string }) => m._id)).toContain(rep.id);
    const again = await call("PUT", `/api/companies/users/${rep.id}/team`, w.leader1.headers, { teamId: w.t1.id });
    expect(again.statusCode).toBe(409);
    const removed = await call("DELETE", `/api/companies/users/${rep.id}/team`, w.leader1.headers, { teamName: "Alpha" });
    expect(removed.statusCode).toBe(200);
    expect(removed.json().team.members.map((m: { _id: string }) => m._id)).not.toContain(rep.id);
    const leader = await call("DELETE", `/api/companies/users/${w.leader1.row.id}/team`, w.companyAdmin.headers, { teamName: "Alpha" });
    expect(leader.statusCode).toBe(400);
    expect(leader.json().error).toBe(M.leaderCannotBeRemoved);
    const admin = await call("PUT", `/api/companies/users/${w.companyAdmin.row.id}/team`, w.companyAdmin.headers, { teamName: "Alpha" });
    expect(admin.statusCode).toBe(400);
    expect(admin.json().error).toBe(M.onlyCompanyUsersJoin);
    const missing = await call("PUT", `/api/companies/users/${rep.id}/team`, w.companyAdmin.headers, {});
    expect(missing.statusCode).toBe(400);
    const unknown = await call("PUT", `/api/companies/users/${rep.id}/team`, w.companyAdmin.headers, { teamName: "Nope" });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error).toBe(M.teamNotFound);
  });

  it("without a body the remove call takes the user off their current team", async () => {
    const rep = await insertUser(db(), { role: "company_user", companyId: w.companyA.id, teamId: w.t2.id });
    const res = await call("DELETE", `/api/companies/users/${rep.id}/team`, w.companyAdmin.headers);
    expect(res.statusCode).toBe(200);
    expect(res.json().team.name).toBe("Bravo");
  });
});

describe("user detail: conversations, viewer, summaries", () => {
  it("pages 20 a page, newest first, with page count", async () => {
    const rep = await insertUser(db(), { role: "company_user", companyId: w.companyA.id, teamId: w.t1.id });
    const base = Date.now() - 100 * 60_000;
    await db()
      .insert(conversations)
      .values(Array.from({ length: 25 }, (_, i) => cloneConversation(w.template, rep.id, new Date(base + i * 60_000), i % 2 ? uniformScores(7) : null)));
    const p1 = await call("GET", `/api/companies/users/${rep.id}/conversations?page=1&limit=20`, w.leader1.headers);
    expect(p1.statusCode).toBe(200);
    expect(p1.json().pagination).toEqual({ page: 1, limit: 20, total: 25, pages: 2 });
    expect(p1.json().conversations).toHaveLength(20);
    const first = p1.json().conversations[0];
    expect(new Date(first.createdAt).getTime()).toBe(base + 24 * 60_000);
    expect(first).toMatchObject({ isActive: true, totalScore: null });
    const p2 = await call("GET", `/api/companies/users/${rep.id}/conversations?page=2`, w.leader1.headers);
    expect(p2.json().conversations).toHaveLength(5);
    expect(p2.json().conversations[0]).toMatchObject({ isActive: true });
  });

  it("shows one conversation read-only with the spec's fields and the manager vocabulary", async () => {
    const id = w.conversationOf.get(w.rep1.row.id)!;
    const res = await call("GET", `/api/companies/users/${w.rep1.row.id}/conversations/${id}`, w.companyAdmin.headers);
    expect(res.statusCode).toBe(200);
    const c = res.json().conversation;
    expect(c).toMatchObject({ _id: id, isActive: false, scenario: "cold_call", userId: { firstName: "Rita", _id: w.rep1.row.id } });
    expect(Object.keys(c.aiRatings).sort()).toEqual(["closing", "discovery", "objectionHandling", "opening", "overall", "presentation"]);
    const s = w.template.rating as { scores: Record<string, number> };
    expect(c.aiRatings.opening).toBe(s.scores.introduction);
    expect(c.aiRatings.closing).toBe(s.scores.close);
    expect(typeof c.aiRatingFeedback).toBe("string");
    expect(c.messages.length).toBeGreaterThan(3);
    expect(c.messages[0]).toEqual({ _id: `${id}-0`, role: "assistant", content: expect.any(String), timestamp: expect.any(String) });
  });

  it("answers 404 for a conversation of another user, and 400 for a malformed id", async () => {
    const other = w.conversationOf.get(w.rep1b.row.id)!;
    const res = await call("GET", `/api/companies/users/${w.rep1.row.id}/conversations/${other}`, w.companyAdmin.headers);
    expect(res.statusCode).toBe(404);
    expect(res.json().error).toBe(M.conversationNotFound);
    expect((await call("GET", `/api/companies/users/not-a-uuid/conversations`, w.companyAdmin.headers)).statusCode).toBe(400);
  });

  it("shows the rep's summaries to the manager", async () => {
    const rep = await insertUser(db(), { role: "company_user", companyId: w.companyA.id, teamId: w.t1.id });
    await db()
      .insert(conversations)
      .values(Array.from({ length: 5 }, (_, i) => cloneConversation(w.template, rep.id, new Date(Date.now() - i * 60_000), uniformScores(4 + i))));
    await generateSummary(db(), rep);
    const res = await call("GET", `/api/companies/users/${rep.id}/summaries?language=et`, w.leader1.headers);
    expect(res.statusCode).toBe(200);
    expect(res.json().summaries).toHaveLength(1);
    expect(res.json().summaries[0]).toMatchObject({ summaryNumber: 1, conversationCount: 5, language: "et" });
    const other = await call("GET", `/api/companies/users/${rep.id}/summaries`, w.leader2.headers);
    expect(other.statusCode).toBe(403);
  });
});

/** An individual with a live subscription to `plan`, signed in. */
async function subscriber(plan: "pro" | "unlimited") {
  const row = await insertUser(db(), { role: "individual" });
  await db()
    .update(users)
    .set({ plan, subscriptionStatus: "active", billingCustomerId: `cus_${row.id.slice(0, 8)}` })
    .where(eq(users.id, row.id));
  return signIn(db(), { ...row, plan, subscriptionStatus: "active" });
}

describe("POST /api/companies/create", () => {
  it("an admin creator stays an admin (issue 20 item 2): enterprise company, defaults that agree with the size and the plan table", async () => {
    const admin = await signIn(db(), await insertUser(db(), { role: "admin" }));
    const res = await call("POST", "/api/companies/create", admin.headers, { name: "Initech", industry: "Software" });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body.company).toMatchObject({
      name: "Initech",
      industry: "Software",
      size: "1-10",
      subscription: { plan: "enterprise", maxUsers: 10, monthlyConversationLimit: 1500 },
      admin: null,
      userCount: 0,
    });
    expect(body.company.companyId).toMatch(/^INITEC-\d{4}$/);
    expect(body.user).toBeNull();
    const [after] = await db().select().from(users).where(eq(users.id, admin.row.id));
    expect(after).toMatchObject({ role: "admin", companyId: null });
    // The dashboard stays open, and a second company can follow.
    expect((await call("GET", "/api/admin/dashboard", admin.headers)).statusCode).toBe(200);
    expect((await call("POST", "/api/companies/create", admin.headers, { name: "Initech Two" })).statusCode).toBe(201);
  });

  it("refuses numbers that contradict the size or the plan table (issue 20 item 10)", async () => {
    const res = await call("POST", "/api/companies/create", w.superAdmin.headers, {
      name: "Tiny Big",
      size: "1-10",
      maxUsers: 1000,
      monthlyConversationLimit: 49,
    });
    expect(res.statusCode).toBe(400);
    expect(
      res
        .json()
        .errors.map((e: { path: string }) => e.path)
        .sort(),
    ).toEqual(["maxUsers", "monthlyConversationLimit"]);
    const plan = await call("POST", "/api/companies/create", w.superAdmin.headers, { name: "Self", plan: "unlimited" });
    expect(plan.statusCode).toBe(400);
  });

  it("keeps a super admin what they are, and refuses others with the spec's message", async () => {
    const res = await call("POST", "/api/companies/create", w.superAdmin.headers, {
      name: "Umbrella",
      maxUsers: 20,
      monthlyConversationLimit: 100,
      size: "11-50",
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().user).toBeNull();
    expect(res.json().company.admin).toBeNull();
    expect(res.json().company.subscription).toMatchObject({ maxUsers: 20, monthlyConversationLimit: 100 });
    for (const who of [w.individual, await subscriber("pro")]) {
      const denied = await call("POST", "/api/companies/create", who.headers, { name: "Mine" });
      expect(denied.statusCode).toBe(403);
      expect(denied.json().error).toBe(M.createCompanyDenied);
    }
    const bad = await call("POST", "/api/companies/create", w.superAdmin.headers, { name: "", maxUsers: 10_001 });
    expect(bad.statusCode).toBe(400);
    expect(
      bad
        .json()
        .errors.map((e: { path: string }) => e.path)
        .sort(),
    ).toEqual(["maxUsers", "name"]);
  });
});

describe("a team on Unlimited (issue 20 item 9, spec 3 §1)", () => {
  it("the subscriber sets up a team of up to 10, manages it, sees the leaderboard; members practise within the team's limits", async () => {
    const owner = await subscriber("unlimited");
    const res = await call("POST", "/api/companies/create", owner.headers, { name: "Solo Sales", maxUsers: 500, size: "500+" });
    expect(res.statusCode).toBe(201);
    const { company, user } = res.json();
    // The plan's numbers, whatever was sent; the owner becomes company admin and keeps their subscription.
    expect(company).toMatchObject({ subscription: { plan: "unlimited", maxUsers: 10, monthlyConversationLimit: 200 }, admin: { email: owner.row.email } });
    expect(user).toMatchObject({ role: "company_admin", companyId: company.id, isCompanyAdmin: true, subscription: { plan: "unlimited" } });
    expect((await call("POST", "/api/companies/create", owner.headers, { name: "Again" })).statusCode).toBe(409);
    // The owner pays for the team and keeps managing their own subscription.
    const portal = await call("POST", "/api/subscriptions/create-portal-session", owner.headers);
    expect(portal.statusCode, portal.body).toBe(200);

    const team = await call("POST", "/api/companies/teams/create", owner.headers, { name: "Closers" });
    expect(team.statusCode).toBe(201);
    const added: string[] = [];
    for (let i = 0; i < 9; i++) {
      const r = await call("POST", "/api/companies/users", owner.headers, newUserBody({ teamName: "Closers" }));
      expect(r.statusCode, r.body).toBe(201);
      added.push(r.json().user.id);
    }
    const eleventh = await call("POST", "/api/companies/users", owner.headers, newUserBody());
    expect(eleventh.statusCode).toBe(409);
    expect(eleventh.json().error).toBe(maxUsersReachedMessage(10));
    expect((await call("GET", `/api/leaderboard/company/${company.id}`, owner.headers)).statusCode).toBe(200);

    // A member: 50 a day like an enterprise member, and the team's 200 a month.
    const [memberRow] = await db().select().from(users).where(eq(users.id, added[0]!));
    const member = await signIn(db(), memberRow!);
    const status = (await call("GET", "/api/subscriptions/status", member.headers)).json().usageStatus;
    expect(status).toMatchObject({ period: "day", monthlyLimit: 50, canUseAI: true });
    expect((await call("POST", "/api/subscriptions/create-portal-session", member.headers)).statusCode).toBe(403);
    const started = await call("POST", "/api/ai/conversation", member.headers, { scenario: "cold_call" });
    expect(started.statusCode).toBe(201);
    await call("POST", `/api/ai/conversation/${started.json().conversation._id}/end`, member.headers);

    // The team lasts while the owner's subscription does.
    await db().update(users).set({ subscriptionStatus: "inactive" }).where(eq(users.id, owner.row.id));
    const lapsed = await call("POST", "/api/ai/conversation", member.headers, { scenario: "cold_call" });
    expect(lapsed.statusCode).toBe(403);
    expect(lapsed.json().upgradeRequired).toBe(true);
  });
});

describe("DELETE /api/companies/{id}", () => {
  it("deletes users, conversations, summaries and teams in one go; the admin becomes an individual (spec ruling 2)", async () => {
    const doomed = await insertCompany(db(), "Doomed");
    const team = await insertTeam(db(), doomed.id, "Only");
    const boss = await insertUser(db(), { role: "company_admin", companyId: doomed.id });
    await db().update(companies).set({ adminUserId: boss.id }).where(eq(companies.id, doomed.id));
    const reps = await Promise.all([0, 1, 2].map(() => insertUser(db(), { role: "company_user", companyId: doomed.id, teamId: team.id })));
    await db()
      .insert(conversations)
      .values(reps.flatMap((r) => Array.from({ length: 5 }, (_, i) => cloneConversation(w.template, r.id, new Date(Date.now() - i * 1000), uniformScores(5)))));
    await db()
      .insert(conversations)
      .values(cloneConversation(w.template, boss.id, new Date(), uniformScores(5)));
    await generateSummary(db(), reps[0]!);

    const denied = await call("DELETE", `/api/companies/${doomed.id}`, w.companyAdmin.headers);
    expect(denied.statusCode).toBe(403);
    const res = await call("DELETE", `/api/companies/${doomed.id}`, w.superAdmin.headers);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      message: M.companyDeleted,
      deletedData: { company: "Doomed", users: 3, teams: 1, conversations: 15, summaries: 1 },
      adminUser: { action: "converted_to_individual", email: boss.email },
    });
    const [kept] = await db().select().from(users).where(eq(users.id, boss.id));
    expect(kept).toMatchObject({ role: "individual", companyId: null, teamId: null, isSuperAdmin: false, plan: "free" });
    expect(
      await db()
        .select()
        .from(users)
        .where(
          inArray(
            users.id,
            reps.map((r) => r.id),
          ),
        ),
    ).toHaveLength(0);
    expect(await db().select().from(conversationSummaries).where(eq(conversationSummaries.userId, reps[0]!.id))).toHaveLength(0);
    // The admin keeps their own conversations; the other company is untouched.
    expect(await db().select().from(conversations).where(eq(conversations.userId, boss.id))).toHaveLength(1);
    expect((await call("GET", "/api/companies/details", w.adminB.headers)).statusCode).toBe(200);
    expect((await call("DELETE", `/api/companies/${doomed.id}`, w.superAdmin.headers)).statusCode).toBe(404);
  });
});
