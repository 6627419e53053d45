import { eq } from "drizzle-orm";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { CERTIFICATE_MESSAGES } from "../../../contract/certificates";
import { testScenarioBody } from "../../../contract/company-scenario-fixtures";
import { certificates } from "../../platform/db/schema";
import { createTestApp, resetDatabase, type TestApp } from "../../test/harness";
import { insertCompany, insertTeam, insertUser, type Person, signIn } from "../companies/test/fixture";

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

let t: TestApp;
let admin: Person;
let leader: Person;
let otherLeader: Person;
let rep1: Person;
let rep2: Person;
let foreignAdmin: Person;
let foreignRep: Person;
let alpha: string;
const db = () => t.deps.database.db;
beforeEach(async () => {
  await resetDatabase();
  t = await createTestApp();
  const a = await insertCompany(db(), "Acme");
  const b = await insertCompany(db(), "Globex");
  alpha = (await insertTeam(db(), a.id, "Alpha")).id;
  const bravo = (await insertTeam(db(), a.id, "Bravo")).id;
  const foreignTeam = (await insertTeam(db(), b.id, "Alpha")).id;
  const make = async (role: Parameters<typeof insertUser>[1]["role"], companyId: string, teamId: string | null, firstName: string) =>
    signIn(db(), await insertUser(db(), { role, companyId, teamId, firstName }));
  admin = await make("company_admin", a.id, null, "Carl");
  leader = await make("company_team_leader", a.id, alpha, "Lena");
  otherLeader = await make("company_team_leader", a.id, bravo, "Otto");
  rep1 = await make("company_user", a.id, alpha, "Rita");
  rep2 = await make("company_user", a.id, alpha, "Rob");
  foreignAdmin = await make("company_admin", b.id, null, "Bea");
  foreignRep = await make("company_user", b.id, foreignTeam, "Boris");
});
afterEach(async () => {
  await t.close();
});

const req = (p: Person, method: "GET" | "POST" | "DELETE", url: string, payload?: object) =>
  t.app.inject({ method, url, headers: p.headers, ...(payload ? { payload } : {}) });
const inDays = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString();
/** A scenario without stage minimums, so that the assignment's pass mark alone decides. */
async function scenario(): Promise<Json> {
  const res = await req(admin, "POST", "/api/company-scenarios", { ...testScenarioBody("en"), stageMinimums: {} });
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}
async function assign(body: object): Promise<Json> {
  const res = await req(admin, "POST", "/api/assignments", { dueAt: inDays(7), ...body });
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}
const CALL = [
  "Hi, good morning, this is Sam from Ledgerly. I'm calling because we help finance teams close the month faster. Do you have two minutes?",
  "How do you run the month-end close today?",
  "What are the biggest problems you have with that?",
  "And how does that affect you, what does it cost?",
];
/** A real call on the scenario through the practice API, ended and rated. */
async function practise(p: Person, scenarioId: string): Promise<string> {
  const started = await req(p, "POST", "/api/ai/conversation", { companyScenarioId: scenarioId });
  expect(started.statusCode, started.body).toBe(201);
  const id = started.json().conversation.id as string;
  for (const message of CALL) expect((await req(p, "POST", "/api/ai/message", { conversationId: id, message })).statusCode).toBe(200);
  expect((await req(p, "POST", `/api/ai/conversation/${id}/end`)).statusCode).toBe(200);
  return id;
}
const mineCerts = async (p: Person) => (await req(p, "GET", "/api/certificates/mine")).json().certificates as Json[];
const assignee = async (assignmentId: string, userId: string) =>
  ((await req(admin, "GET", `/api/assignments/${assignmentId}`)).json().assignees as Json[]).find((x) => x.userId === userId) as Json;

describe("certificates: issued once, at the moment of the pass (issue 17)", () => {
  it("passing an assignment issues one certificate with the rep's name, the scenario, the date and the score", async () => {
    const s = await scenario();
    const a = await assign({ scenarioId: s.id, teamId: alpha, passMark: 0 });
    expect(await mineCerts(rep1)).toEqual([]);
    const before = Date.now();
    const call = await practise(rep1, s.id);

    const certs = await mineCerts(rep1);
    expect(certs).toHaveLength(1);
    const cert = certs[0]!;
    const row = await assignee(a.id, rep1.row.id);
    expect(cert).toMatchObject({
      userId: rep1.row.id,
      recipientName: `Rita ${rep1.row.lastName}`,
      companyName: "Acme",
      scenarioId: s.id,
      scenarioName: s.name,
      scenarioLanguage: "en",
      assignmentId: a.id,
      conversationId: call,
      score: row.attempts[0].score,
      passMark: 0,
    });
    expect(new Date(cert.issuedAt).getTime()).toBeGreaterThanOrEqual(before - 1000);
    // The manager's progress view and the rep's own list point at it; the rep who has not practised has none.
    expect(row.certificateId).toBe(cert.id);
    expect((await assignee(a.id, rep2.row.id)).certificateId).toBeNull();
    const [mine] = (await req(rep1, "GET", "/api/assignments/mine")).json().assignments as Json[];
    expect(mine!.certificateId).toBe(cert.id);

    // Another passing call issues nothing more: the pass is a fact recorded once.
    await practise(rep1, s.id);
    expect(await mineCerts(rep1)).toHaveLength(1);

    // The certificate outlives the assignment and the scenario (it keeps their names).
    expect((await req(admin, "DELETE", `/api/assignments/${a.id}`)).statusCode).toBe(200);
    expect((await req(admin, "DELETE", `/api/company-scenarios/${s.id}`)).statusCode).toBe(200);
    const kept = (await req(admin, "GET", `/api/certificates/${cert.id}`)).json();
    expect(kept).toMatchObject({ id: cert.id, assignmentId: null, scenarioId: null, scenarioName: s.name, score: cert.score });
  });

  it("a failed attempt issues none; with two attempts required, the pass is only when both are made", async () => {
    const s = await scenario();
    const strict = await assign({ scenarioId: s.id, userIds: [rep1.row.id], passMark: 10 });
    const twice = await assign({ scenarioId: s.id, userIds: [rep2.row.id], passMark: 0, requiredAttempts: 2 });

    await practise(rep1, s.id);
    expect((await assignee(strict.id, rep1.row.id)).progress.passed).toBe(false);
    expect(await mineCerts(rep1)).toEqual([]);

    await practise(rep2, s.id);
    expect((await assignee(twice.id, rep2.row.id)).progress).toMatchObject({ passed: true, completed: false });
    expect(await mineCerts(rep2)).toEqual([]);
    const second = await practise(rep2, s.id);
    const certs = await mineCerts(rep2);
    expect(certs.map((c) => [c.assignmentId, c.conversationId])).toEqual([[twice.id, second]]);
    expect(await db().select().from(certificates).where(eq(certificates.userId, rep1.row.id))).toEqual([]);
  });
});

describe("certificates: who sees one (issue 17)", () => {
  it("the holder, the company's admin and the holder's team leader; no other rep, leader or company", async () => {
    const s = await scenario();
    await assign({ scenarioId: s.id, teamId: alpha, passMark: 0 });
    await practise(rep1, s.id);
    const [cert] = await mineCerts(rep1);
    const status = async (p: Person) => (await req(p, "GET", `/api/certificates/${cert!.id}`)).statusCode;
    expect(await status(rep1)).toBe(200);
    expect(await status(admin)).toBe(200);
    expect(await status(leader)).toBe(200);
    expect(await status(rep2)).toBe(404);
    expect(await status(otherLeader)).toBe(404);
    expect(await status(foreignAdmin)).toBe(404);
    expect(await status(foreignRep)).toBe(404);
    expect((await t.app.inject({ method: "GET", url: `/api/certificates/${cert!.id}` })).statusCode).toBe(401);
    expect((await req(rep1, "GET", "/api/certificates/not-a-uuid")).statusCode).toBe(400);
    expect(await mineCerts(rep2)).toEqual([]);
    expect(await mineCerts(foreignAdmin)).toEqual([]);
  });
});

describe("certificates: the managers' list (issue 17)", () => {
  it("a company admin sees the company's, a team leader only their team's; filters by scenario and rep; no one else", async () => {
    const bravoRep = await signIn(
      db(),
      await insertUser(db(), { role: "company_user", companyId: rep1.row.companyId as string, teamId: otherLeader.row.teamId as string, firstName: "Rosa" }),
    );
    const list = async (p: Person, query = "") => {
      const res = await req(p, "GET", `/api/certificates${query}`);
      expect(res.statusCode, res.body).toBe(200);
      return (res.json().certificates as Json[]).map((c) => [c.recipientName.split(" ")[0], c.scenarioName, c.teamName]);
    };
    // Nothing issued yet: an empty list, not an error.
    expect(await list(admin)).toEqual([]);
    expect(await list(leader)).toEqual([]);

    const s1 = await scenario();
    const s2 = (await req(admin, "POST", "/api/company-scenarios", { ...testScenarioBody("en"), name: "Renewal", stageMinimums: {} })).json() as Json;
    await assign({ scenarioId: s1.id, userIds: [rep1.row.id, bravoRep.row.id], passMark: 0 });
    await assign({ scenarioId: s2.id, userIds: [rep2.row.id], passMark: 0 });
    await practise(rep1, s1.id);
    await practise(bravoRep, s1.id);
    await practise(rep2, s2.id);

    const all = (await req(admin, "GET", "/api/certificates")).json().certificates as Json[];
    expect(all.map((c) => c.recipientName.split(" ")[0]).sort()).toEqual(["Rita", "Rob", "Rosa"]);
    expect(all.find((c) => c.userId === bravoRep.row.id)).toMatchObject({ scenarioName: s1.name, teamName: "Bravo", passMark: 0, companyName: "Acme" });
    // Each line's printable page opens for the one who sees the line.
    for (const c of all) expect((await req(admin, "GET", `/api/certificates/${c.id}`)).statusCode).toBe(200);

    expect((await list(leader)).sort()).toEqual([
      ["Rita", s1.name, "Alpha"],
      ["Rob", "Renewal", "Alpha"],
    ]);
    expect(await list(otherLeader)).toEqual([["Rosa", s1.name, "Bravo"]]);
    expect(await list(admin, `?scenarioId=${s2.id}`)).toEqual([["Rob", "Renewal", "Alpha"]]);
    expect(await list(leader, `?scenarioId=${s1.id}`)).toEqual([["Rita", s1.name, "Alpha"]]);
    expect(await list(admin, `?userId=${bravoRep.row.id}`)).toEqual([["Rosa", s1.name, "Bravo"]]);
    // A team leader naming another team's rep, and anyone naming another company, get 404.
    const otherTeam = await req(leader, "GET", `/api/certificates?userId=${bravoRep.row.id}`);
    expect(otherTeam.statusCode).toBe(404);
    expect(otherTeam.json()).toMatchObject({ error: CERTIFICATE_MESSAGES.userNotFound, reason: "certificate.userNotFound" });
    expect((await req(foreignAdmin, "GET", `/api/certificates?userId=${rep1.row.id}`)).statusCode).toBe(404);
    expect((await req(admin, "GET", `/api/certificates?companyId=${foreignAdmin.row.companyId}`)).statusCode).toBe(404);
    expect((await req(foreignAdmin, "GET", "/api/certificates")).json().certificates).toEqual([]);
    // Reps keep to their own (GET /api/certificates/mine).
    const rep = await req(rep1, "GET", "/api/certificates");
    expect(rep.statusCode).toBe(403);
    expect(rep.json()).toMatchObject({ error: CERTIFICATE_MESSAGES.forbidden, reason: "certificate.forbidden" });
    expect((await req(foreignRep, "GET", "/api/certificates")).statusCode).toBe(403);
  });

  it("a pass on the Estonian version of an English assignment gives the assignment's certificate", async () => {
    const s = await scenario();
    const et = (await req(admin, "POST", `/api/company-scenarios/${s.id}/versions`, { language: "et" })).json() as Json;
    const a = await assign({ scenarioId: s.id, userIds: [rep1.row.id], passMark: 0 });
    const started = await req(rep1, "POST", "/api/ai/conversation", { companyScenarioId: s.id, interfaceLanguage: "et" });
    expect(started.json().conversation.companyScenario.id).toBe(et.id);
    const id = started.json().conversation.id as string;
    for (const message of CALL) expect((await req(rep1, "POST", "/api/ai/message", { conversationId: id, message })).statusCode).toBe(200);
    expect((await req(rep1, "POST", `/api/ai/conversation/${id}/end`)).statusCode).toBe(200);
    const [cert] = (await req(admin, "GET", "/api/certificates")).json().certificates as Json[];
    expect(cert).toMatchObject({ userId: rep1.row.id, assignmentId: a.id, scenarioId: s.id, conversationId: id });
  });
});
