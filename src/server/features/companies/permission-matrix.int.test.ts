import type { LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ApiKeyScope } from "../../../contract/api-keys";
import { testScenario } from "../../../contract/company-scenario-fixtures";
import { certificates, companyBranding, companyScenarios, scenarioAssignments, webhookDeliveries, webhookEndpoints } from "../../platform/db/schema";
import { createTestApp, resetDatabase, type TestApp } from "../../test/harness";
import { buildCompanyWorld, type CompanyWorld, insertCompany, insertTeam, insertUser, type Person, tag } from "./test/fixture";

/**
 * Security item 14: every company and admin call x the six roles and visitors x the target's relation to the
 * caller (own = the caller, same team, other team, other company). The table below is written out by hand (not
 * derived from the permission functions it checks); a 2xx where it says N fails, and so does a refusal where
 * it says Y. Refusals must be 401 for visitors, 403/404 (or 400/409 for a rule of the form) for everyone else,
 * and another company's objects never answer 2xx to its non-members.
 *
 * Actors: super_admin, admin (no company), company_admin of A, company_team_leader of team Alpha (A),
 * company_user of Alpha, individual (Free), unlimited (an individual subscribed to Unlimited), anonymous. Targets: own = the caller; same team = another rep of Alpha;
 * other team = a rep of Bravo (A); other company = a rep of Globex (B).
 *
 * Two API keys of company A made by its admin (issue 18, docs/decisions/021) are actors too: key_read
 * (users:read, conversations:read, analytics:read) and key_all (those and users:manage). A key acts as its creator
 * narrowed to its scopes, so its row is the admin's or narrower; where a call gives no letters for a key, every
 * relation is refused.
 */

const ACTORS = [
  "super_admin",
  "admin",
  "company_admin",
  "company_team_leader",
  "company_user",
  "individual",
  "unlimited",
  "anonymous",
  "key_read",
  "key_all",
] as const;
type ActorName = (typeof ACTORS)[number];
type Rel = "own" | "sameTeam" | "otherTeam" | "otherCompany" | "-";
const USER_RELS: Rel[] = ["own", "sameTeam", "otherTeam", "otherCompany"];
const TEAM_RELS: Rel[] = ["sameTeam", "otherTeam", "otherCompany"];
const COMPANY_RELS: Rel[] = ["own", "otherCompany"];

type KeyActor = "key_read" | "key_all";
type Expect = Record<Exclude<ActorName, "anonymous" | KeyActor>, string> & Partial<Record<KeyActor, string>>;
interface CallDef {
  name: string;
  rels: Rel[];
  /** Y = allowed, N = refused, one letter per relation in `rels` order. Visitors are always refused. */
  expect: Expect;
  run(actor: Person | null, rel: Rel): Promise<LightMyRequestResponse>;
}

let t: TestApp;
let w: CompanyWorld;
beforeAll(async () => {
  await resetDatabase();
  t = await createTestApp();
  w = await buildCompanyWorld(t.app, t.deps.database.db);
  scenarioA = await insertScenario(w.companyA.id);
  keyRead = await apiKeyOf(w.companyAdmin, ["users:read", "conversations:read", "analytics:read"]);
  keyAll = await apiKeyOf(w.companyAdmin, ["users:read", "conversations:read", "analytics:read", "users:manage"]);
  scenarioB = await insertScenario(w.companyB.id);
  // Company A has branding (issue 18), so that its admin's DELETE of the logo finds one even before the upload.
  await db()
    .insert(companyBranding)
    .values({ companyId: w.companyA.id, displayName: w.companyA.name, logo: Buffer.from(LOGO), logoType: "image/svg+xml", logoHash: "0".repeat(64) });
});
const LOGO = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 4 4"><rect width="4" height="4" fill="#1d4ed8"/></svg>';
/** Branding settings: a company admin of their own Enterprise company, no one else (nor an API key). */
const onlyCompanyAdmin = { super_admin: "N", admin: "N", company_admin: "Y", company_team_leader: "N", company_user: "N", individual: "N", unlimited: "N" };
let scenarioA: string;
let keyRead: Person;
let keyAll: Person;
/** An API key created by `admin` through the API, as a caller that acts as that admin. */
async function apiKeyOf(admin: Person, scopes: ApiKeyScope[]): Promise<Person> {
  const res = await t.app.inject({ method: "POST", url: "/api/companies/api-keys", headers: admin.headers, payload: { name: `Matrix ${tag()}`, scopes } });
  if (res.statusCode !== 201) throw new Error(`api key: ${res.statusCode} ${res.body}`);
  const { key } = res.json<{ key: string }>();
  return { row: admin.row, token: key, headers: { authorization: `Bearer ${key}` } };
}
let scenarioB: string;
/** A company scenario (issue 17) of company A or B. */
async function insertScenario(companyId: string): Promise<string> {
  const content = testScenario("en");
  const [row] = await db()
    .insert(companyScenarios)
    .values({ companyId, name: `${content.name} ${tag()}`, language: "en", content })
    .returning();
  return row!.id;
}
const scenarioOf = (rel: Rel) => (rel === "otherCompany" ? scenarioB : scenarioA);
/** An assignment (issue 17) of company A's or B's scenario to one of its teams. */
async function insertAssignment(rel: Rel): Promise<string> {
  const other = rel === "otherCompany";
  const [row] = await db()
    .insert(scenarioAssignments)
    .values({
      companyId: other ? w.companyB.id : w.companyA.id,
      scenarioId: scenarioOf(rel),
      teamId: other ? w.tb.id : w.t1.id,
      dueAt: new Date(Date.now() + 7 * 86_400_000),
      passMarkTenths: 60,
    })
    .returning();
  return row!.id;
}
/** A certificate (issue 17, docs/decisions/026) held by the target of the relation, issued by its company. */
async function insertCertificate(a: Person | null, rel: Rel): Promise<string> {
  const holder = target(a, rel);
  const [row] = await db()
    .insert(certificates)
    .values({
      companyId: holder.companyId ?? w.companyA.id,
      userId: holder.id,
      recipientName: "R",
      scenarioName: "S",
      scenarioLanguage: "en",
      scoreTenths: 70,
      passMarkTenths: 60,
    })
    .returning();
  return row!.id;
}
/** A webhook endpoint (issue 18, docs/decisions/022) of company A or B. */
async function insertEndpoint(rel: Rel): Promise<string> {
  const [row] = await db()
    .insert(webhookEndpoints)
    .values({
      companyId: rel === "otherCompany" ? w.companyB.id : w.companyA.id,
      url: "https://hooks.example.com/matrix",
      events: ["user.added"],
      secret: `whsec_${tag()}`,
    })
    .returning();
  return row!.id;
}
/** A delivered event of an endpoint of company A or B, as its delivery log's resend button names it. */
async function insertDelivery(rel: Rel): Promise<string> {
  const endpointId = await insertEndpoint(rel);
  const companyId = rel === "otherCompany" ? w.companyB.id : w.companyA.id;
  const [row] = await db()
    .insert(webhookDeliveries)
    .values({ endpointId, companyId, eventId: crypto.randomUUID(), eventType: "webhook.test", body: "{}", status: "succeeded", attempts: 1 })
    .returning();
  return `/api/companies/webhooks/${endpointId}/deliveries/${row!.id}/resend`;
}
const webhookAdmins = { super_admin: "NN", admin: "NN", company_admin: "YN", company_team_leader: "NN", company_user: "NN", individual: "NN", unlimited: "NN" };
const inAWeek = () => new Date(Date.now() + 7 * 86_400_000).toISOString();
const freshScenario = (rel: Rel) => insertScenario(rel === "otherCompany" ? w.companyB.id : w.companyA.id);
afterAll(async () => {
  await t.close();
});

const db = () => t.deps.database.db;
const actorOf = (name: ActorName): Person | null =>
  ({
    super_admin: w.superAdmin,
    admin: w.admin,
    company_admin: w.companyAdmin,
    company_team_leader: w.leader1,
    company_user: w.rep1,
    individual: w.individual,
    unlimited: w.unlimited,
    anonymous: null,
    key_read: keyRead,
    key_all: keyAll,
  })[name];
const headersOf = (a: Person | null) => a?.headers ?? {};
const req = (a: Person | null, method: "GET" | "POST" | "PUT" | "PATCH" | "DELETE", url: string, payload?: object) =>
  t.app.inject({ method, url, headers: headersOf(a), ...(payload ? { payload } : {}) });

/** Persistent targets for reads and no-op edits. */
const target = (a: Person | null, rel: Rel) =>
  ({ own: a?.row ?? w.rep1.row, sameTeam: w.rep1b.row, otherTeam: w.rep2.row, otherCompany: w.repB.row, "-": w.rep1.row })[rel];
const teamOf = (rel: Rel) => ({ sameTeam: w.t1, otherTeam: w.t2, otherCompany: w.tb, own: w.t1, "-": w.t1 })[rel];
/** A fresh rep placed by the relation, for calls that change or delete it. */
async function victim(a: Person | null, rel: Rel, onTeam: boolean) {
  if (rel === "own") return a?.row ?? w.rep1.row;
  const team = teamOf(rel);
  return insertUser(db(), { role: "company_user", companyId: team.companyId, teamId: onTeam ? team.id : null });
}

const noOne = { admin: "", company_admin: "", company_team_leader: "", company_user: "", individual: "", unlimited: "" };
const ssoAdminOnly = { super_admin: "N", admin: "N", company_admin: "Y", company_team_leader: "N", company_user: "N", individual: "N", unlimited: "N" };
const CALLS: CallDef[] = [
  // ---- user detail reads
  {
    name: "GET /api/companies/users/{userId}/conversations",
    rels: USER_RELS,
    expect: {
      super_admin: "NYYY",
      admin: "NNNN",
      company_admin: "NYYN",
      company_team_leader: "YYNN",
      company_user: "NNNN",
      individual: "NNNN",
      unlimited: "NNNN",
      key_read: "NYYN",
      key_all: "NYYN",
    },
    run: (a, rel) => req(a, "GET", `/api/companies/users/${target(a, rel).id}/conversations?page=1&limit=20`),
  },
  {
    name: "GET /api/companies/users/{userId}/conversations/{conversationId}",
    rels: USER_RELS,
    expect: {
      super_admin: "NYYY",
      admin: "NNNN",
      company_admin: "NYYN",
      company_team_leader: "YYNN",
      company_user: "NNNN",
      individual: "NNNN",
      unlimited: "NNNN",
      key_read: "NYYN",
      key_all: "NYYN",
    },
    run: (a, rel) => {
      const u = target(a, rel);
      const conv = w.conversationOf.get(u.id) ?? "00000000-0000-4000-8000-000000000000";
      return req(a, "GET", `/api/companies/users/${u.id}/conversations/${conv}`);
    },
  },
  {
    name: "GET /api/companies/users/{userId}/summaries",
    rels: USER_RELS,
    expect: {
      super_admin: "NYYY",
      admin: "NNNN",
      company_admin: "NYYN",
      company_team_leader: "YYNN",
      company_user: "NNNN",
      individual: "NNNN",
      unlimited: "NNNN",
      key_read: "NYYN",
      key_all: "NYYN",
    },
    run: (a, rel) => req(a, "GET", `/api/companies/users/${target(a, rel).id}/summaries`),
  },
  // ---- user writes
  {
    name: "PUT /api/companies/users/{userId}",
    rels: USER_RELS,
    expect: {
      super_admin: "NYYY",
      admin: "NNNN",
      company_admin: "NYYN",
      company_team_leader: "NNNN",
      company_user: "NNNN",
      individual: "NNNN",
      unlimited: "NNNN",
      key_all: "NYYN",
    },
    run: (a, rel) => {
      const u = target(a, rel);
      const role = u.role.startsWith("company_") ? u.role : "company_user";
      return req(a, "PUT", `/api/companies/users/${u.id}`, { firstName: u.firstName, lastName: u.lastName, email: u.email, role, teamId: u.teamId });
    },
  },
  {
    name: "DELETE /api/companies/users/{userId}",
    rels: USER_RELS,
    expect: {
      super_admin: "NYYY",
      admin: "NNNN",
      company_admin: "NYYN",
      company_team_leader: "NNNN",
      company_user: "NNNN",
      individual: "NNNN",
      unlimited: "NNNN",
      key_all: "NYYN",
    },
    run: async (a, rel) => req(a, "DELETE", `/api/companies/users/${(await victim(a, rel, true)).id}`),
  },
  {
    name: "PUT /api/companies/users/{userId}/team",
    rels: USER_RELS,
    expect: {
      super_admin: "NYYY",
      admin: "NNNN",
      company_admin: "NYYN",
      company_team_leader: "NYNN",
      company_user: "NNNN",
      individual: "NNNN",
      unlimited: "NNNN",
      key_all: "NYYN",
    },
    run: async (a, rel) => req(a, "PUT", `/api/companies/users/${(await victim(a, rel, false)).id}/team`, { teamId: teamOf(rel).id }),
  },
  {
    name: "DELETE /api/companies/users/{userId}/team",
    rels: USER_RELS,
    expect: {
      super_admin: "NYYY",
      admin: "NNNN",
      company_admin: "NYYN",
      company_team_leader: "NYNN",
      company_user: "NNNN",
      individual: "NNNN",
      unlimited: "NNNN",
      key_all: "NYYN",
    },
    run: async (a, rel) => req(a, "DELETE", `/api/companies/users/${(await victim(a, rel, true)).id}/team`, { teamId: teamOf(rel).id }),
  },
  // ---- teams
  {
    name: "PUT /api/companies/teams/{id}",
    rels: TEAM_RELS,
    expect: { super_admin: "YYY", admin: "NNN", company_admin: "YYN", company_team_leader: "NNN", company_user: "NNN", individual: "NNN", unlimited: "NNN" },
    run: (a, rel) => req(a, "PUT", `/api/companies/teams/${teamOf(rel).id}`, { name: teamOf(rel).name, description: null }),
  },
  {
    name: "DELETE /api/companies/teams/{id}",
    rels: COMPANY_RELS,
    expect: { super_admin: "YY", admin: "NN", company_admin: "YN", company_team_leader: "NN", company_user: "NN", individual: "NN", unlimited: "NN" },
    run: async (a, rel) => {
      const team = await insertTeam(db(), rel === "own" ? w.companyA.id : w.companyB.id, `Temp ${tag()}`);
      return req(a, "DELETE", `/api/companies/teams/${team.id}`);
    },
  },
  // ---- company
  {
    name: "GET /api/companies/details",
    rels: COMPANY_RELS,
    expect: {
      super_admin: "YY",
      admin: "NN",
      company_admin: "YN",
      company_team_leader: "YN",
      company_user: "YN",
      individual: "NN",
      unlimited: "NN",
      key_read: "YN",
      key_all: "YN",
    },
    run: (a, rel) => req(a, "GET", rel === "own" ? "/api/companies/details" : `/api/companies/details?companyId=${w.companyB.id}`),
  },
  {
    name: "GET /api/companies/users",
    rels: COMPANY_RELS,
    // A super admin without ?companyId= has no company to list (400 No company ID available).
    expect: {
      super_admin: "NY",
      admin: "NN",
      company_admin: "YN",
      company_team_leader: "YN",
      company_user: "YN",
      individual: "NN",
      unlimited: "NN",
      key_read: "YN",
      key_all: "YN",
    },
    run: (a, rel) => req(a, "GET", rel === "own" ? "/api/companies/users" : `/api/companies/users?companyId=${w.companyB.id}`),
  },
  {
    name: "GET /api/leaderboard/company/{companyId}",
    rels: COMPANY_RELS,
    expect: {
      super_admin: "YY",
      admin: "NN",
      company_admin: "YN",
      company_team_leader: "YN",
      company_user: "YN",
      individual: "NN",
      unlimited: "NN",
      key_read: "YN",
      key_all: "YN",
    },
    run: (a, rel) => req(a, "GET", `/api/leaderboard/company/${rel === "own" ? (a?.row.companyId ?? w.companyA.id) : w.companyB.id}`),
  },
  // Company analytics (issue 18): company admins and team leaders (their own team), keys with analytics:read.
  ...(["stages", "activity", "skill-gaps", "scenarios", "export?report=activity"] as const).map((report): CallDef => ({
    name: `GET /api/analytics/company/{companyId}/${report.split("?")[0]}`,
    rels: COMPANY_RELS,
    expect: {
      super_admin: "YY",
      admin: "NN",
      company_admin: "YN",
      company_team_leader: "YN",
      company_user: "NN",
      individual: "NN",
      unlimited: "NN",
      key_read: "YN",
      key_all: "YN",
    },
    run: (a, rel) => req(a, "GET", `/api/analytics/company/${rel === "own" ? (a?.row.companyId ?? w.companyA.id) : w.companyB.id}/${report}`),
  })),
  {
    name: "GET /api/analytics/company/{companyId}/stages?teamId=",
    rels: TEAM_RELS,
    expect: {
      super_admin: "YYY",
      admin: "NNN",
      company_admin: "YYN",
      company_team_leader: "YNN",
      company_user: "NNN",
      individual: "NNN",
      unlimited: "NNN",
      key_read: "YYN",
      key_all: "YYN",
    },
    run: (a, rel) => {
      const [company, team] = rel === "otherCompany" ? [w.companyB.id, w.tb.id] : [w.companyA.id, rel === "sameTeam" ? w.t1.id : w.t2.id];
      return req(a, "GET", `/api/analytics/company/${company}/stages?teamId=${team}`);
    },
  },
  {
    name: "POST /api/companies/users",
    rels: COMPANY_RELS,
    expect: {
      super_admin: "NY",
      admin: "NN",
      company_admin: "YN",
      company_team_leader: "YN",
      company_user: "NN",
      individual: "NN",
      unlimited: "NN",
      key_all: "YN",
    },
    run: (a, rel) =>
      req(a, "POST", "/api/companies/users", {
        firstName: "M",
        lastName: "X",
        email: `m-${tag()}@example.test`,
        password: "Temporary-Pass-1",
        confirmPassword: "Temporary-Pass-1",
        ...(rel === "otherCompany" ? { companyId: w.companyB.id } : {}),
      }),
  },
  {
    name: "POST /api/companies/teams/create",
    rels: COMPANY_RELS,
    expect: { super_admin: "NY", admin: "NN", company_admin: "YN", company_team_leader: "NN", company_user: "NN", individual: "NN", unlimited: "NN" },
    run: (a, rel) => req(a, "POST", "/api/companies/teams/create", { name: `Team ${tag()}`, ...(rel === "otherCompany" ? { companyId: w.companyB.id } : {}) }),
  },
  {
    name: "DELETE /api/companies/{id}",
    rels: COMPANY_RELS,
    expect: { super_admin: "YY", admin: "NN", company_admin: "NN", company_team_leader: "NN", company_user: "NN", individual: "NN", unlimited: "NN" },
    run: async (a, rel) => {
      const id = rel === "own" && a?.row.companyId ? a.row.companyId : (await insertCompany(db(), `Temp ${tag()}`)).id;
      return req(a, "DELETE", `/api/companies/${id}`);
    },
  },
  // ---- branding (issue 18): a company admin of an Enterprise company sets it; every member reads it and the logo
  {
    name: "GET /api/companies/branding",
    rels: ["-"],
    expect: onlyCompanyAdmin,
    run: (a) => req(a, "GET", "/api/companies/branding"),
  },
  {
    name: "PUT /api/companies/branding",
    rels: ["-"],
    expect: onlyCompanyAdmin,
    run: (a) => req(a, "PUT", "/api/companies/branding", { displayName: "Matrix brand", color: "#1d4ed8", whiteLabel: false }),
  },
  {
    name: "PUT /api/companies/branding/logo",
    rels: ["-"],
    expect: onlyCompanyAdmin,
    run: (a) =>
      t.app.inject({ method: "PUT", url: "/api/companies/branding/logo", headers: { ...headersOf(a), "content-type": "image/svg+xml" }, payload: LOGO }),
  },
  {
    name: "DELETE /api/companies/branding/logo",
    rels: ["-"],
    expect: onlyCompanyAdmin,
    run: (a) => req(a, "DELETE", "/api/companies/branding/logo"),
  },
  {
    name: "GET /api/branding",
    rels: ["-"],
    // Anyone signed in: the answer is their own company's brand (null outside a company).
    expect: { ...noOne, super_admin: "Y", admin: "Y", company_admin: "Y", company_team_leader: "Y", company_user: "Y", individual: "Y", unlimited: "Y" },
    run: (a) => req(a, "GET", "/api/branding"),
  },
  // ---- company scenarios (issue 17): managed by company admins and team leaders, practised by members
  {
    name: "GET /api/company-scenarios",
    rels: COMPANY_RELS,
    // A super admin without ?companyId= has no company to list (400).
    expect: { super_admin: "NY", admin: "NN", company_admin: "YN", company_team_leader: "YN", company_user: "YN", individual: "NN", unlimited: "NN" },
    run: (a, rel) => req(a, "GET", rel === "own" ? "/api/company-scenarios" : `/api/company-scenarios?companyId=${w.companyB.id}`),
  },
  {
    name: "POST /api/company-scenarios",
    rels: COMPANY_RELS,
    expect: { super_admin: "NY", admin: "NN", company_admin: "YN", company_team_leader: "YN", company_user: "NN", individual: "NN", unlimited: "NN" },
    run: (a, rel) =>
      req(a, "POST", "/api/company-scenarios", {
        ...testScenario("en"),
        name: `New ${tag()}`,
        ...(rel === "otherCompany" ? { companyId: w.companyB.id } : {}),
      }),
  },
  {
    name: "GET /api/company-scenarios/{id}",
    rels: COMPANY_RELS,
    expect: { super_admin: "YY", admin: "NN", company_admin: "YN", company_team_leader: "YN", company_user: "YN", individual: "NN", unlimited: "NN" },
    run: (a, rel) => req(a, "GET", `/api/company-scenarios/${scenarioOf(rel)}`),
  },
  {
    name: "PUT /api/company-scenarios/{id}",
    rels: COMPANY_RELS,
    expect: { super_admin: "YY", admin: "NN", company_admin: "YN", company_team_leader: "YN", company_user: "NN", individual: "NN", unlimited: "NN" },
    run: (a, rel) => req(a, "PUT", `/api/company-scenarios/${scenarioOf(rel)}`, { ...testScenario("en"), name: `Edited ${tag()}` }),
  },
  {
    name: "POST /api/company-scenarios/{id}/duplicate",
    rels: COMPANY_RELS,
    expect: { super_admin: "YY", admin: "NN", company_admin: "YN", company_team_leader: "YN", company_user: "NN", individual: "NN", unlimited: "NN" },
    run: (a, rel) => req(a, "POST", `/api/company-scenarios/${scenarioOf(rel)}/duplicate`, {}),
  },
  {
    name: "POST /api/company-scenarios/{id}/archive",
    rels: COMPANY_RELS,
    expect: { super_admin: "YY", admin: "NN", company_admin: "YN", company_team_leader: "YN", company_user: "NN", individual: "NN", unlimited: "NN" },
    run: async (a, rel) => req(a, "POST", `/api/company-scenarios/${await freshScenario(rel)}/archive`, { archived: true }),
  },
  {
    name: "DELETE /api/company-scenarios/{id}",
    rels: COMPANY_RELS,
    expect: { super_admin: "YY", admin: "NN", company_admin: "YN", company_team_leader: "YN", company_user: "NN", individual: "NN", unlimited: "NN" },
    run: async (a, rel) => req(a, "DELETE", `/api/company-scenarios/${await freshScenario(rel)}`),
  },
  {
    name: "POST /api/company-scenarios/{id}/versions",
    rels: COMPANY_RELS,
    expect: { super_admin: "YY", admin: "NN", company_admin: "YN", company_team_leader: "YN", company_user: "NN", individual: "NN", unlimited: "NN" },
    run: async (a, rel) => req(a, "POST", `/api/company-scenarios/${await freshScenario(rel)}/versions`, { language: "et" }),
  },
  {
    name: "POST /api/ai/conversation (companyScenarioId)",
    rels: COMPANY_RELS,
    expect: { super_admin: "YY", admin: "NN", company_admin: "YN", company_team_leader: "YN", company_user: "YN", individual: "NN", unlimited: "NN" },
    run: (a, rel) => req(a, "POST", "/api/ai/conversation", { companyScenarioId: scenarioOf(rel) }),
  },
  // ---- assignments (issue 17): managed like scenarios; every member reads their own
  {
    name: "GET /api/assignments",
    rels: COMPANY_RELS,
    expect: { super_admin: "NY", admin: "NN", company_admin: "YN", company_team_leader: "YN", company_user: "NN", individual: "NN", unlimited: "NN" },
    run: (a, rel) => req(a, "GET", rel === "own" ? "/api/assignments" : `/api/assignments?companyId=${w.companyB.id}`),
  },
  {
    name: "POST /api/assignments",
    rels: TEAM_RELS,
    expect: { super_admin: "NNY", admin: "NNN", company_admin: "YYN", company_team_leader: "YYN", company_user: "NNN", individual: "NNN", unlimited: "NNN" },
    run: (a, rel) =>
      req(a, "POST", "/api/assignments", {
        scenarioId: scenarioOf(rel),
        teamId: teamOf(rel).id,
        dueAt: inAWeek(),
        ...(rel === "otherCompany" ? { companyId: w.companyB.id } : {}),
      }),
  },
  {
    name: "POST /api/assignments (chosen users)",
    rels: USER_RELS,
    // The caller's own row: a super admin or an individual is no member of company A (refused).
    expect: {
      super_admin: "NYYN",
      admin: "NNNN",
      company_admin: "YYYN",
      company_team_leader: "YYYN",
      company_user: "NNNN",
      individual: "NNNN",
      unlimited: "NNNN",
    },
    run: (a, rel) =>
      req(a, "POST", "/api/assignments", {
        scenarioId: scenarioA,
        userIds: [target(a, rel).id],
        dueAt: inAWeek(),
        ...(a?.row.companyId ? {} : { companyId: w.companyA.id }),
      }),
  },
  {
    name: "GET /api/assignments/{id}",
    rels: COMPANY_RELS,
    expect: { super_admin: "YY", admin: "NN", company_admin: "YN", company_team_leader: "YN", company_user: "NN", individual: "NN", unlimited: "NN" },
    run: async (a, rel) => req(a, "GET", `/api/assignments/${await insertAssignment(rel)}`),
  },
  {
    name: "PATCH /api/assignments/{id}",
    rels: COMPANY_RELS,
    expect: { super_admin: "YY", admin: "NN", company_admin: "YN", company_team_leader: "YN", company_user: "NN", individual: "NN", unlimited: "NN" },
    run: async (a, rel) => req(a, "PATCH", `/api/assignments/${await insertAssignment(rel)}`, { requiredAttempts: 2, passMark: 7.5, dueAt: inAWeek() }),
  },
  {
    name: "DELETE /api/assignments/{id}",
    rels: COMPANY_RELS,
    expect: { super_admin: "YY", admin: "NN", company_admin: "YN", company_team_leader: "YN", company_user: "NN", individual: "NN", unlimited: "NN" },
    run: async (a, rel) => req(a, "DELETE", `/api/assignments/${await insertAssignment(rel)}`),
  },
  {
    name: "GET /api/assignments/mine",
    rels: ["-"],
    // Anyone signed in: the answer is their own list (empty outside a company).
    expect: { ...noOne, super_admin: "Y", admin: "Y", company_admin: "Y", company_team_leader: "Y", company_user: "Y", individual: "Y", unlimited: "Y" },
    run: (a) => req(a, "GET", "/api/assignments/mine"),
  },
  // ---- certificates (issue 17): the holder, the company's admins, the holder's team leader
  {
    name: "GET /api/certificates/{id}",
    rels: USER_RELS,
    expect: {
      super_admin: "YYYY",
      admin: "YNNN",
      company_admin: "YYYN",
      company_team_leader: "YYNN",
      company_user: "YNNN",
      individual: "YNNN",
      unlimited: "YNNN",
    },
    run: async (a, rel) => req(a, "GET", `/api/certificates/${await insertCertificate(a, rel)}`),
  },
  {
    name: "GET /api/certificates/mine",
    rels: ["-"],
    expect: { ...noOne, super_admin: "Y", admin: "Y", company_admin: "Y", company_team_leader: "Y", company_user: "Y", individual: "Y", unlimited: "Y" },
    run: (a) => req(a, "GET", "/api/certificates/mine"),
  },
  {
    name: "GET /api/certificates",
    rels: COMPANY_RELS,
    // A super admin without ?companyId= has no company to list (400).
    expect: { super_admin: "NY", admin: "NN", company_admin: "YN", company_team_leader: "YN", company_user: "NN", individual: "NN", unlimited: "NN" },
    run: (a, rel) => req(a, "GET", rel === "own" ? "/api/certificates" : `/api/certificates?companyId=${w.companyB.id}`),
  },
  {
    name: "GET /api/certificates?userId= (the holder's certificates)",
    rels: USER_RELS,
    // Company admins see every member's; a team leader only their own team's (another team's rep is 404).
    expect: {
      super_admin: "NYYY",
      admin: "NNNN",
      company_admin: "YYYN",
      company_team_leader: "YYNN",
      company_user: "NNNN",
      individual: "NNNN",
      unlimited: "NNNN",
    },
    run: async (a, rel) => {
      await insertCertificate(a, rel);
      const holder = target(a, rel);
      return req(a, "GET", `/api/certificates?userId=${holder.id}${holder.companyId ? `&companyId=${holder.companyId}` : ""}`);
    },
  },
  // ---- starter library (issue 17): read and copied by those who manage scenarios
  {
    name: "GET /api/scenario-library",
    rels: ["-"],
    expect: { ...noOne, super_admin: "Y", admin: "N", company_admin: "Y", company_team_leader: "Y", company_user: "N", individual: "N", unlimited: "N" },
    run: (a) => req(a, "GET", "/api/scenario-library"),
  },
  {
    name: "POST /api/scenario-library/{key}/copy",
    rels: COMPANY_RELS,
    // A super admin without companyId has no company to copy into (400).
    expect: { super_admin: "NY", admin: "NN", company_admin: "YN", company_team_leader: "YN", company_user: "NN", individual: "NN", unlimited: "NN" },
    run: (a, rel) =>
      req(a, "POST", "/api/scenario-library/saas_discovery/copy", { language: "en", ...(rel === "otherCompany" ? { companyId: w.companyB.id } : {}) }),
  },
  // ---- single sign-on (issue 18): the company's own admin, Enterprise; never a key or a platform admin
  {
    name: "GET /api/companies/sso",
    rels: ["-"],
    expect: ssoAdminOnly,
    run: (a) => req(a, "GET", "/api/companies/sso"),
  },
  {
    name: "PUT /api/companies/sso",
    rels: ["-"],
    expect: ssoAdminOnly,
    run: (a) =>
      req(a, "PUT", "/api/companies/sso", {
        enabled: false,
        issuerUrl: "https://idp.example.com",
        clientId: "matrix",
        clientSecret: "matrix-secret",
        allowedDomains: [`matrix-${tag()}.test`],
        mandatory: false,
      }),
  },
  {
    name: "DELETE /api/companies/sso",
    rels: ["-"],
    expect: ssoAdminOnly,
    run: (a) => req(a, "DELETE", "/api/companies/sso"),
  },
  // ---- admin
  ...["dashboard", "companies?search=a&page=1", "users?search=a&page=1", "usage?days=7"].map((path): CallDef => ({
    name: `GET /api/admin/${path.split("?")[0]}`,
    rels: ["-"],
    expect: { ...noOne, super_admin: "Y", admin: "Y", company_admin: "N", company_team_leader: "N", company_user: "N", individual: "N", unlimited: "N" },
    run: (a) => req(a, "GET", `/api/admin/${path}`),
  })),
  // The admin role creates individual accounts only: an account it places in a company (with a password it chose)
  // would let it sign in as that member and read what the role reads.
  ...(
    [
      ["individual", "Y"],
      ["company_user", "N"],
      ["company_team_leader", "N"],
      ["company_admin", "N"],
      ["admin", "N"],
    ] as const
  ).map(([role, byAdmin]): CallDef => ({
    name: `POST /api/admin/users/create (${role})`,
    rels: ["-"],
    expect: { super_admin: "Y", admin: byAdmin, company_admin: "N", company_team_leader: "N", company_user: "N", individual: "N", unlimited: "N" },
    run: (a) =>
      req(a, "POST", "/api/admin/users/create", {
        firstName: "A",
        lastName: "B",
        email: `a-${tag()}@example.test`,
        password: "Temporary-Pass-1",
        confirmPassword: "Temporary-Pass-1",
        role,
        companyId: w.companyB.id,
        ...(role === "company_team_leader" ? { teamId: w.tb.id } : {}),
      }),
  })),
  // ---- webhooks (issue 18): company admins of their own Enterprise company only; never an API key
  {
    name: "GET /api/companies/webhooks",
    rels: ["-"],
    expect: { super_admin: "N", admin: "N", company_admin: "Y", company_team_leader: "N", company_user: "N", individual: "N", unlimited: "N" },
    run: (a) => req(a, "GET", "/api/companies/webhooks"),
  },
  {
    name: "POST /api/companies/webhooks",
    rels: ["-"],
    expect: { super_admin: "N", admin: "N", company_admin: "Y", company_team_leader: "N", company_user: "N", individual: "N", unlimited: "N" },
    run: (a) => req(a, "POST", "/api/companies/webhooks", { url: `https://hooks.example.com/${tag()}`, events: ["user.added"] }),
  },
  {
    name: "PUT /api/companies/webhooks/{id}",
    rels: COMPANY_RELS,
    expect: webhookAdmins,
    run: async (a, rel) => req(a, "PUT", `/api/companies/webhooks/${await insertEndpoint(rel)}`, { enabled: false }),
  },
  {
    name: "DELETE /api/companies/webhooks/{id}",
    rels: COMPANY_RELS,
    expect: webhookAdmins,
    run: async (a, rel) => req(a, "DELETE", `/api/companies/webhooks/${await insertEndpoint(rel)}`),
  },
  {
    name: "POST /api/companies/webhooks/{id}/rotate-secret",
    rels: COMPANY_RELS,
    expect: webhookAdmins,
    run: async (a, rel) => req(a, "POST", `/api/companies/webhooks/${await insertEndpoint(rel)}/rotate-secret`),
  },
  {
    name: "POST /api/companies/webhooks/{id}/test",
    rels: COMPANY_RELS,
    expect: webhookAdmins,
    run: async (a, rel) => req(a, "POST", `/api/companies/webhooks/${await insertEndpoint(rel)}/test`),
  },
  {
    name: "GET /api/companies/webhooks/{id}/deliveries",
    rels: COMPANY_RELS,
    expect: webhookAdmins,
    run: async (a, rel) => req(a, "GET", `/api/companies/webhooks/${await insertEndpoint(rel)}/deliveries`),
  },
  {
    name: "POST /api/companies/webhooks/{id}/deliveries/{deliveryId}/resend",
    rels: COMPANY_RELS,
    expect: webhookAdmins,
    run: async (a, rel) => req(a, "POST", await insertDelivery(rel)),
  },
  // Admin accounts create enterprise companies and stay what they are (issue 20 item 2); an Unlimited subscriber
  // sets up their own team and becomes its company_admin (item 9), so this call comes last.
  {
    name: "POST /api/companies/create",
    rels: ["-"],
    expect: { super_admin: "Y", admin: "Y", company_admin: "N", company_team_leader: "N", company_user: "N", individual: "N", unlimited: "Y" },
    run: (a) => req(a, "POST", "/api/companies/create", { name: `Matrix ${tag()}` }),
  },
];

interface Case {
  call: CallDef;
  actor: ActorName;
  rel: Rel;
  allowed: boolean;
}
const CASES: Case[] = CALLS.flatMap((call) =>
  ACTORS.flatMap((actor) =>
    call.rels.map((rel, i) => {
      const row = actor === "anonymous" ? "N".repeat(call.rels.length) : (call.expect[actor] ?? "N".repeat(call.rels.length));
      if (row.length !== call.rels.length) throw new Error(`${call.name}: ${actor} needs ${call.rels.length} letters`);
      return { call, actor, rel, allowed: row[i] === "Y" };
    }),
  ),
);

/** The number of cases, for the report (security item 14). */
export const MATRIX_SIZE = CASES.length;

describe(`permission matrix (${MATRIX_SIZE} cases)`, () => {
  it("covers every call for six roles, an Unlimited subscriber, visitors and two API keys", () => {
    expect(new Set(CASES.map((c) => c.actor)).size).toBe(10);
    expect(MATRIX_SIZE).toBe(1380);
  });

  it.each(CASES.map((c) => [`${c.call.name} | ${c.actor} -> ${c.rel} | ${c.allowed ? "allowed" : "refused"}`, c] as const))("%s", async (_label, c) => {
    const res = await c.call.run(actorOf(c.actor), c.rel);
    const ok = res.statusCode >= 200 && res.statusCode < 300;
    if (c.allowed) {
      expect(ok, `expected 2xx, got ${res.statusCode}: ${res.body}`).toBe(true);
      return;
    }
    expect(ok, `unexpected ${res.statusCode}: ${res.body.slice(0, 300)}`).toBe(false);
    if (c.actor === "anonymous") expect(res.statusCode).toBe(401);
    else if (c.rel === "otherCompany" && c.actor !== "individual" && c.actor !== "unlimited" && c.actor !== "admin")
      expect([403, 404]).toContain(res.statusCode);
    else expect([400, 403, 404, 409]).toContain(res.statusCode);
  });
});
