import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Activity, ScenarioResults, SkillGaps, StageTrends } from "../../../contract/analytics";
import { ANALYTICS_MESSAGES, weekStart } from "../../../contract/analytics-rules";
import type { ApiKeyScope } from "../../../contract/api-keys";
import { COMPANY_MESSAGES } from "../../../contract/companies";
import { testScenario } from "../../../contract/company-scenario-fixtures";
import type { StageScores } from "../../../contract/stages";
import type { ConversationRow } from "../../platform/db/schema";
import { companyScenarios, conversations } from "../../platform/db/schema";
import { eq } from "drizzle-orm";
import { createTestApp, resetDatabase, type TestApp } from "../../test/harness";
import {
  cloneConversation,
  insertCompany,
  insertTeam,
  insertUser,
  loadConversation,
  type Person,
  practiceConversation,
  signIn,
  tag,
} from "../companies/test/fixture";

/**
 * A company whose numbers can be worked out by hand (issue 18): two teams, a rep on no team, one company scenario
 * with a pass mark, calls placed in known weeks. Every expected figure below is computed in the comment next to it.
 */

let t: TestApp;
const db = () => t.deps.database.db;
const DAY = 86_400_000;
const s = (introduction: number, mapping: number, productPresentation: number, objectionHandling: number, close: number): StageScores => ({
  introduction,
  mapping,
  productPresentation,
  objectionHandling,
  close,
});

let companyId: string;
let alphaId: string;
let bravoId: string;
let scenarioId: string;
let admin: Person;
let leaderA: Person;
let leaderB: Person;
let a1: Person;
let a2: Person;
let b1: Person;
let nina: Person;
let otherAdmin: Person;
let otherCompanyId: string;
let runningId: string;
let oldBorisId: string;

beforeAll(async () => {
  await resetDatabase();
  t = await createTestApp();
  const w0 = weekStart(new Date()).getTime(); // this week's Monday 00:00 UTC: in range and never in the future
  const weeksAgo = (k: number) => new Date(w0 - k * 7 * DAY + 3_600_000);

  const acme = await insertCompany(db(), "Acme");
  companyId = acme.id;
  const globex = await insertCompany(db(), "Globex");
  otherCompanyId = globex.id;
  const make = async (role: Parameters<typeof insertUser>[1]["role"], firstName: string, teamId: string | null = null, company = companyId) =>
    signIn(db(), await insertUser(db(), { role, companyId: company, teamId, firstName, lastName: "Test" }));
  admin = await make("company_admin", "Carl");
  const alpha = await insertTeam(db(), companyId, "Alpha");
  const bravo = await insertTeam(db(), companyId, "Bravo");
  alphaId = alpha.id;
  bravoId = bravo.id;
  leaderA = await make("company_team_leader", "Lena", alphaId);
  leaderB = await make("company_team_leader", "Leo", bravoId);
  a1 = await make("company_user", "Anna", alphaId);
  a2 = await make("company_user", "Arvo", alphaId);
  b1 = await make("company_user", "Boris", bravoId);
  // A formula as a name: the CSV must keep it text.
  nina = await make("company_user", '=HYPERLINK("http://x","Nina")');
  otherAdmin = await make("company_admin", "Gina", null, otherCompanyId);
  const otherRep = await make("company_user", "Gus", null, otherCompanyId);

  const content = { ...testScenario("en"), passMark: 7, stageMinimums: { close: 5 } };
  const [scenario] = await db().insert(companyScenarios).values({ companyId, name: "Renewal call", language: "en", content }).returning();
  scenarioId = scenario!.id;

  // The template: a real call by someone outside both companies.
  const outsider = await signIn(db(), await insertUser(db(), { role: "individual", firstName: "Ivy" }));
  const template: ConversationRow = {
    ...(await loadConversation(db(), await practiceConversation(t.app, outsider.headers))),
    scenario: "cold_call",
    companyScenarioId: null,
  };
  const call = (p: Person, at: Date, scores: StageScores | null, onScenario = false) => ({
    ...cloneConversation(template, p.row.id, at, scores),
    companyScenarioId: onScenario ? scenarioId : null,
  });
  const inserted = await db()
    .insert(conversations)
    .values([
      call(a1, weeksAgo(1), s(6, 6, 6, 6, 6)), // total 30
      call(a1, new Date(w0), s(8, 6, 4, 6, 6)), // total 30
      call(a1, new Date(w0), null), // still running: never counted
      call(a2, new Date(w0), s(4, 4, 4, 4, 4)), // total 20
      call(b1, weeksAgo(2), s(10, 8, 2, 8, 7)), // total 35
      call(b1, new Date(w0), s(9, 9, 9, 9, 4), true), // overall 8.0 but close 4 < 5: fails
      call(b1, new Date(w0), s(7, 7, 7, 7, 7), true), // overall 7.0 >= 7: passes
      call(nina, weeksAgo(20), s(2, 2, 2, 2, 2)), // only in a 26-week range
      call(otherRep, new Date(w0), s(10, 10, 10, 10, 10)), // another company
    ])
    .returning({ id: conversations.id });
  runningId = inserted[2]!.id;
  oldBorisId = inserted[4]!.id;
});
afterAll(async () => {
  await t.close();
});

const get = (p: Person | null, url: string) => t.app.inject({ method: "GET", url, headers: p?.headers ?? {} });
const url = (report: string, query = "weeks=12", company = companyId) => `/api/analytics/company/${company}/${report}?${query}`;

describe("the figures of a hand-computed company", () => {
  it("stage means per team and week", async () => {
    const res = await get(admin, url("stages"));
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json<StageTrends>();
    expect(body.weeks).toHaveLength(12);
    expect(body.weeks[11]).toBe(new Date(weekStart(new Date())).toISOString().slice(0, 10));
    expect(body.teamId).toBeNull();
    // Nina's only call is 20 weeks old: no "no team" line in a 12-week range.
    expect(body.teams.map((x) => x.teamName)).toEqual(["Alpha", "Bravo"]);
    const [alpha, bravo] = body.teams;
    expect(alpha!.points).toEqual([
      { week: body.weeks[10], calls: 1, averages: s(6, 6, 6, 6, 6), overall: 6 },
      // Anna (8,6,4,6,6) and Arvo (4,4,4,4,4): means 6,5,4,5,5; overall (30 + 20) / 2 / 5 = 5.0
      { week: body.weeks[11], calls: 2, averages: s(6, 5, 4, 5, 5), overall: 5 },
    ]);
    expect(bravo!.points).toEqual([
      { week: body.weeks[9], calls: 1, averages: s(10, 8, 2, 8, 7), overall: 7 },
      // (9,9,9,9,4) and (7,7,7,7,7): means 8,8,8,8,5.5; overall (40 + 35) / 2 / 5 = 7.5
      { week: body.weeks[11], calls: 2, averages: s(8, 8, 8, 8, 5.5), overall: 7.5 },
    ]);

    const long = (await get(admin, url("stages", "weeks=26"))).json<StageTrends>();
    expect(long.teams.map((x) => x.teamName)).toEqual(["Alpha", "Bravo", null]);
    expect(long.teams[2]!.points).toEqual([{ week: long.weeks[5], calls: 1, averages: s(2, 2, 2, 2, 2), overall: 2 }]);
  });

  it("rated calls per week per rep, those without any included", async () => {
    const body = (await get(admin, url("activity"))).json<Activity>();
    const byId = new Map(body.reps.map((r) => [r.userId, r]));
    // Everyone in the company, the admin and the leaders too; Globex's people never.
    expect(body.reps).toHaveLength(7);
    expect(byId.get(a1.row.id)).toMatchObject({ firstName: "Anna", teamName: "Alpha", total: 2 });
    expect(byId.get(a1.row.id)!.perWeek).toEqual([0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 1]);
    expect(byId.get(a2.row.id)!.perWeek.slice(9)).toEqual([0, 0, 1]);
    expect(byId.get(b1.row.id)).toMatchObject({ total: 3 });
    expect(byId.get(b1.row.id)!.perWeek.slice(9)).toEqual([1, 0, 2]);
    expect(byId.get(nina.row.id)).toMatchObject({ total: 0, teamName: null });
    expect(byId.get(admin.row.id)!.total).toBe(0);
  });

  it("each rep's weakest stage, weakest first", async () => {
    const body = (await get(admin, url("skill-gaps"))).json<SkillGaps>();
    expect(body.reps.map((r) => [r.firstName, r.calls, r.weakestStage])).toEqual([
      ["Arvo", 1, "introduction"], // all 4: a tie goes to the earliest stage
      ["Anna", 2, "productPresentation"], // means 7, 6, 5, 6, 6
      ["Boris", 3, "productPresentation"], // means 8.7, 8, 6, 8, 6: tie of 6.0 goes to presentation
    ]);
    expect(body.reps[2]!.averages).toEqual(s(8.7, 8, 6, 8, 6));
  });

  it("per scenario: calls, mean, and a pass rate where there is a pass mark", async () => {
    const body = (await get(admin, url("scenarios"))).json<ScenarioResults>();
    expect(body.scenarios).toEqual([
      // Anna 30 + 30, Arvo 20, Boris 35: 115 / 4 / 5 = 5.75, shown 5.8
      { kind: "builtin", key: "cold_call", name: null, calls: 4, average: 5.8, passMark: null, passed: null, passRate: null },
      { kind: "company", key: scenarioId, name: "Renewal call", calls: 2, average: 7.5, passMark: 7, passed: 1, passRate: 0.5 },
    ]);
  });
});

describe("who sees what", () => {
  it("a team leader sees their own team only, and cannot name another", async () => {
    const stages = (await get(leaderA, url("stages"))).json<StageTrends>();
    expect(stages.teamId).toBe(alphaId);
    expect(stages.teams.map((x) => x.teamName)).toEqual(["Alpha"]);
    const activity = (await get(leaderA, url("activity"))).json<Activity>();
    expect(activity.reps.map((r) => r.firstName).sort()).toEqual(["Anna", "Arvo", "Lena"]);
    const scenarios = (await get(leaderB, url("scenarios"))).json<ScenarioResults>();
    // Most calls first.
    expect(scenarios.scenarios.map((x) => [x.key, x.calls])).toEqual([
      [scenarioId, 2],
      ["cold_call", 1],
    ]);
    expect((await get(leaderA, url("stages", `weeks=12&teamId=${bravoId}`))).statusCode).toBe(404);
    expect((await get(leaderA, url("stages", `weeks=12&teamId=${alphaId}`))).statusCode).toBe(200);
  });

  it("a company admin narrows to one team", async () => {
    const body = (await get(admin, url("skill-gaps", `weeks=12&teamId=${bravoId}`))).json<SkillGaps>();
    expect(body.reps.map((r) => r.firstName)).toEqual(["Boris"]);
  });

  it("reps are refused, another company is not found, visitors must sign in", async () => {
    const rep = await get(a1, url("stages"));
    expect(rep.statusCode).toBe(403);
    expect(rep.json()).toMatchObject({ error: ANALYTICS_MESSAGES.notAllowed, reason: "analytics.notAllowed" });
    expect((await get(otherAdmin, url("stages"))).statusCode).toBe(404);
    expect((await get(admin, url("stages", "weeks=12", otherCompanyId))).statusCode).toBe(404);
    expect((await get(otherAdmin, url("activity", "weeks=12", otherCompanyId))).statusCode).toBe(200);
    // Another company's team, named by an admin: not found.
    const [foreignTeam] = [await insertTeam(db(), otherCompanyId, `Far ${tag()}`)];
    const farTeam = await get(admin, url("stages", `weeks=12&teamId=${foreignTeam!.id}`));
    expect(farTeam.statusCode).toBe(404);
    // The company area's words for a missing team, under their one key.
    expect(farTeam.json()).toMatchObject({ error: COMPANY_MESSAGES.teamNotFound, reason: "company.teamNotFound" });
    expect((await get(null, url("stages"))).statusCode).toBe(401);
    expect((await get(admin, url("stages", "weeks=0"))).statusCode).toBe(400);
    expect((await get(admin, url("stages", "weeks=53"))).statusCode).toBe(400);
  });

  it("a company API key with the analytics scope reads them; one without it is refused", async () => {
    const keyOf = async (scopes: ApiKeyScope[]) => {
      const res = await t.app.inject({ method: "POST", url: "/api/companies/api-keys", headers: admin.headers, payload: { name: `K ${tag()}`, scopes } });
      expect(res.statusCode, res.body).toBe(201);
      return { authorization: `Bearer ${res.json<{ key: string }>().key}` };
    };
    const reader = await keyOf(["analytics:read"]);
    const other = await keyOf(["users:read"]);
    const ok = await t.app.inject({ method: "GET", url: url("scenarios"), headers: reader });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json<ScenarioResults>().scenarios).toHaveLength(2);
    expect((await t.app.inject({ method: "GET", url: url("export", "weeks=12&report=activity"), headers: reader })).statusCode).toBe(200);
    expect((await t.app.inject({ method: "GET", url: url("scenarios"), headers: other })).statusCode).toBe(403);
  });
});

describe("CSV export", () => {
  it("writes the report's numbers, quoted, with formulas kept as text", async () => {
    const res = await get(admin, url("export", "weeks=12&report=activity"));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers["content-type"]).toContain("text/csv");
    expect(res.headers["content-disposition"]).toMatch(/^attachment; filename="salesdojo-activity-12w-\d{4}-\d{2}-\d{2}\.csv"$/);
    const lines = res.body.split("\r\n");
    expect(lines.at(-1)).toBe("");
    const weeks = (await get(admin, url("activity"))).json<Activity>().weeks;
    expect(lines[0]).toBe(["firstName", "lastName", "team", ...weeks, "total"].map((x) => `"${x}"`).join(","));
    expect(lines).toContain(`"Boris","Test","Bravo",${'"0",'.repeat(9)}"1","0","2","3"`);
    // The apostrophe stops the spreadsheet from running it; the inner quotes are doubled.
    expect(lines).toContain(`"'=HYPERLINK(""http://x"",""Nina"")","Test","",${'"0",'.repeat(12)}"0"`);
  });

  it("exports the scenario report with its pass rate", async () => {
    const res = await get(admin, url("export", "weeks=12&report=scenarios"));
    expect(res.body.split("\r\n")).toEqual([
      '"kind","scenario","calls","average","passMark","passed","passRate"',
      '"builtin","cold_call","4","5.8","","",""',
      '"company","Renewal call","2","7.5","7","1","0.5"',
      "",
    ]);
  });

  it("refuses an unknown report", async () => {
    expect((await get(admin, url("export", "weeks=12&report=secrets"))).statusCode).toBe(400);
  });
});

describe("kept current by the database (the weekly buckets)", () => {
  it("a rating, a deleted call and a deleted company scenario show up in the next read", async () => {
    // Anna's running call is rated (the practice service's update); Boris's call of two weeks ago is deleted.
    await db()
      .update(conversations)
      .set({
        status: "ended",
        endedAt: weekStart(new Date()),
        totalScore: 50,
        scoreIntroduction: 10,
        scoreMapping: 10,
        scorePresentation: 10,
        scoreObjections: 10,
        scoreClose: 10,
      })
      .where(eq(conversations.id, runningId));
    await db().delete(conversations).where(eq(conversations.id, oldBorisId));
    const activity = (await get(admin, url("activity"))).json<Activity>();
    const of = (p: Person) => activity.reps.find((r) => r.userId === p.row.id)!;
    expect(of(a1).perWeek.slice(10)).toEqual([1, 2]);
    expect(of(b1).perWeek.slice(9)).toEqual([0, 0, 2]);
    // Alpha this week: (8,6,4,6,6), (4,4,4,4,4), (10,10,10,10,10): overall (30 + 20 + 50) / 3 / 5 = 6.7
    const stages = (await get(admin, url("stages"))).json<StageTrends>();
    expect(stages.teams[0]!.points.at(-1)).toMatchObject({ calls: 3, overall: 6.7 });
    expect(stages.teams[1]!.points.map((p) => p.week)).toEqual([stages.weeks[11]]);

    // The pass mark changes (the close minimum goes): both of Boris's scenario calls now pass.
    await db()
      .update(companyScenarios)
      .set({ content: { ...testScenario("en"), passMark: 7, stageMinimums: {} } })
      .where(eq(companyScenarios.id, scenarioId));
    const remarked = (await get(admin, url("scenarios"))).json<ScenarioResults>();
    expect(remarked.scenarios.find((x) => x.key === scenarioId)).toMatchObject({ calls: 2, passed: 2, passRate: 1 });

    // The scenario goes: its calls become plain cold calls (their company_scenario_id is set null).
    await db().delete(companyScenarios).where(eq(companyScenarios.id, scenarioId));
    const scenarios = (await get(admin, url("scenarios"))).json<ScenarioResults>();
    // Anna 30, 30, 50; Arvo 20; Boris 40, 35: 205 / 6 / 5 = 6.83, shown 6.8
    expect(scenarios.scenarios).toEqual([
      { kind: "builtin", key: "cold_call", name: null, calls: 6, average: 6.8, passMark: null, passed: null, passRate: null },
    ]);
  });

  it("a deleted user's calls leave with them", async () => {
    await t.app.inject({ method: "DELETE", url: `/api/companies/users/${a2.row.id}`, headers: admin.headers });
    const gaps = (await get(admin, url("skill-gaps"))).json<SkillGaps>();
    expect(gaps.reps.map((r) => r.firstName)).not.toContain("Arvo");
    const stages = (await get(admin, url("stages"))).json<StageTrends>();
    expect(stages.teams[0]!.points.at(-1)).toMatchObject({ calls: 2 });
  });
});
