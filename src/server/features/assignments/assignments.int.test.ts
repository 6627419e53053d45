import { eq } from "drizzle-orm";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { ASSIGNMENT_MESSAGES } from "../../../contract/assignments";
import { testScenarioBody } from "../../../contract/company-scenario-fixtures";
import { COMPANY_SCENARIO_MESSAGES } from "../../../contract/company-scenarios";
import type { StageScores } from "../../../contract/stages";
import { conversations, scenarioAssignments } from "../../platform/db/schema";
import type { Mail, Mailer } from "../../platform/mail/mailer";
import { createTestApp, resetDatabase, TEST_PUBLIC_URL, type TestApp } from "../../test/harness";
import { cloneConversation, insertCompany, insertTeam, insertUser, loadConversation, type Person, signIn, uniformScores } from "../companies/test/fixture";
import { sendDueReminders } from "./reminders";

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

let t: TestApp;
let admin: Person;
let leader: Person;
let rep1: Person;
let rep2: Person;
let rep3: Person;
let loner: Person;
let foreignAdmin: Person;
let foreignRep: Person;
let alpha: string;
let bravo: string;
let foreignTeam: string;
const db = () => t.deps.database.db;
beforeEach(async () => {
  await resetDatabase();
  t = await createTestApp();
  const a = await insertCompany(db(), "Acme");
  const b = await insertCompany(db(), "Globex");
  alpha = (await insertTeam(db(), a.id, "Alpha")).id;
  bravo = (await insertTeam(db(), a.id, "Bravo")).id;
  foreignTeam = (await insertTeam(db(), b.id, "Alpha")).id;
  const make = async (role: Parameters<typeof insertUser>[1]["role"], companyId: string, teamId: string | null, firstName: string) =>
    signIn(db(), await insertUser(db(), { role, companyId, teamId, firstName }));
  admin = await make("company_admin", a.id, null, "Carl");
  leader = await make("company_team_leader", a.id, alpha, "Lena");
  rep1 = await make("company_user", a.id, alpha, "Rita");
  rep2 = await make("company_user", a.id, alpha, "Rob");
  rep3 = await make("company_user", a.id, bravo, "Rosa");
  loner = await make("company_user", a.id, null, "Nina");
  foreignAdmin = await make("company_admin", b.id, null, "Bea");
  foreignRep = await make("company_user", b.id, foreignTeam, "Boris");
});
afterEach(async () => {
  await t.close();
});

const req = (p: Person, method: "GET" | "POST" | "PATCH" | "DELETE", url: string, payload?: object) =>
  t.app.inject({ method, url, headers: p.headers, ...(payload ? { payload } : {}) });
const inDays = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString();
async function scenario(p: Person = admin): Promise<Json> {
  const res = await req(p, "POST", "/api/company-scenarios", testScenarioBody("en"));
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}
async function assign(p: Person, body: object): Promise<Json> {
  const res = await req(p, "POST", "/api/assignments", { dueAt: inDays(7), ...body });
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}
const mine = async (p: Person) => (await req(p, "GET", "/api/assignments/mine")).json().assignments as Json[];

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
/** A copy of a real call with the given scores, started at `at`. */
async function rated(templateId: string, p: Person, scores: StageScores, at = new Date()): Promise<string> {
  const template = await loadConversation(db(), templateId);
  const [row] = await db()
    .insert(conversations)
    .values(cloneConversation(template, p.row.id, at, scores))
    .returning({ id: conversations.id });
  return row!.id;
}

describe("assignments: progress from the calls (issue 17)", () => {
  it("a team's reps get it; attempts, best score, pass and status come from their calls on the scenario since it was assigned", async () => {
    const s = await scenario();
    // A call practised before the assignment does not count toward it.
    const before = await practise(rep2, s.id);
    await db()
      .update(conversations)
      .set({ createdAt: new Date(Date.now() - 3_600_000) })
      .where(eq(conversations.id, before));

    const a = await assign(admin, { scenarioId: s.id, teamId: alpha, requiredAttempts: 2 });
    // Defaults from the scenario; the team's reps (not its leader) are the assignees.
    expect(a).toMatchObject({ passMark: 6, requiredAttempts: 2, team: { id: alpha, name: "Alpha" }, scenario: { id: s.id, status: "active" } });
    expect(a.assignees.map((x: Json) => x.name)).toEqual([`Rita ${rep1.row.lastName}`, `Rob ${rep2.row.lastName}`]);
    expect(a.rates).toEqual({ assignees: 2, completed: 0, passed: 0, completionRate: 0, passRate: 0 });
    expect((await mine(rep2))[0]).toMatchObject({ id: a.id, progress: { attemptsMade: 0, attemptsLeft: 2, status: "todo" } });

    // Rita's real call (discovery only) counts as an attempt but fails; a second, copied with 7s, passes.
    const first = await practise(rep1, s.id);
    let [rita] = await mine(rep1);
    expect(rita!.progress).toMatchObject({ attemptsMade: 1, attemptsLeft: 1, passed: false, status: "in_progress" });
    const second = await rated(first, rep1, uniformScores(7));
    // A call on another scenario, or not on a company scenario, is no attempt.
    const other = await scenario();
    await rated(first, rep1, uniformScores(9), new Date());
    await db().update(conversations).set({ companyScenarioId: other.id }).where(eq(conversations.userId, rep1.row.id)).returning();
    await db().update(conversations).set({ companyScenarioId: s.id }).where(eq(conversations.id, first));
    await db().update(conversations).set({ companyScenarioId: s.id }).where(eq(conversations.id, second));

    [rita] = await mine(rep1);
    expect(rita!.progress).toEqual({ attemptsMade: 2, attemptsLeft: 0, bestScore: 7, passed: true, completed: true, status: "passed" });

    const detail = (await req(admin, "GET", `/api/assignments/${a.id}`)).json();
    expect(detail.rates).toEqual({ assignees: 2, completed: 1, passed: 1, completionRate: 0.5, passRate: 0.5 });
    const ritaRow = detail.assignees.find((x: Json) => x.userId === rep1.row.id);
    expect(ritaRow.attempts.map((x: Json) => [x.conversationId, x.score, x.passed]).sort()).toEqual(
      [
        [first, expect.any(Number), false],
        [second, 7, true],
      ].sort(),
    );
    expect(detail.assignees.find((x: Json) => x.userId === rep2.row.id).progress.attemptsMade).toBe(0);
    expect(detail.teams).toEqual([{ team: { id: alpha, name: "Alpha" }, rates: detail.rates }]);
    expect((await req(admin, "GET", "/api/assignments")).json().assignments[0].rates.passed).toBe(1);

    // The assignment's own pass mark decides: at 7.5 the 7 no longer passes.
    const strict = await assign(admin, { scenarioId: s.id, userIds: [rep1.row.id], passMark: 7.5 });
    await db()
      .update(scenarioAssignments)
      .set({ createdAt: new Date(Date.now() - 7_200_000) })
      .where(eq(scenarioAssignments.id, strict.id));
    const strictView = (await req(admin, "GET", `/api/assignments/${strict.id}`)).json();
    expect(strictView.assignees[0].progress).toMatchObject({ attemptsMade: 2, passed: false, status: "in_progress" });
  });

  it("chosen users across teams, rates per team, overdue after the due date, and only the rep's own list", async () => {
    const s = await scenario();
    const a = await assign(leader, { scenarioId: s.id, userIds: [rep1.row.id, rep3.row.id, loner.row.id] });
    expect(a.teams.map((x: Json) => x.team?.name ?? null)).toEqual(["Alpha", "Bravo", null]);
    // The Alpha leader may open Alpha's calls only (as the conversation viewer allows).
    expect(Object.fromEntries(a.assignees.map((x: Json) => [x.userId, x.canViewAttempts]))).toEqual({
      [rep1.row.id]: true,
      [rep3.row.id]: false,
      [loner.row.id]: false,
    });
    expect((await req(admin, "GET", `/api/assignments/${a.id}`)).json().assignees.every((x: Json) => x.canViewAttempts)).toBe(true);
    expect(await mine(rep2)).toEqual([]);
    expect(await mine(foreignRep)).toEqual([]);
    await db()
      .update(scenarioAssignments)
      .set({ dueAt: new Date(Date.now() - 60_000) })
      .where(eq(scenarioAssignments.id, a.id));
    expect((await mine(rep3))[0]!.progress.status).toBe("overdue");
    // A rep who leaves the company drops out of it.
    await req(admin, "DELETE", `/api/companies/users/${loner.row.id}`);
    expect((await req(admin, "GET", `/api/assignments/${a.id}`)).json().rates.assignees).toBe(2);
  });
});

describe("assignments: who may do what (issue 17)", () => {
  it("reps read only their own; another company never sees, assigns or deletes", async () => {
    const s = await scenario();
    const a = await assign(admin, { scenarioId: s.id, teamId: alpha });
    expect((await req(rep1, "GET", "/api/assignments")).statusCode).toBe(403);
    expect((await req(rep1, "GET", `/api/assignments/${a.id}`)).statusCode).toBe(403);
    expect((await req(rep1, "DELETE", `/api/assignments/${a.id}`)).statusCode).toBe(403);
    expect((await req(rep1, "POST", "/api/assignments", { scenarioId: s.id, teamId: alpha, dueAt: inDays(3) })).statusCode).toBe(403);
    for (const p of [foreignAdmin, foreignRep]) {
      expect((await req(p, "GET", `/api/assignments/${a.id}`)).statusCode).toBe(404);
      expect((await req(p, "DELETE", `/api/assignments/${a.id}`)).statusCode).toBe(404);
    }
    expect((await req(foreignAdmin, "GET", "/api/assignments")).json().assignments).toEqual([]);
    // Another company's scenario, team or user cannot be assigned.
    expect((await req(foreignAdmin, "POST", "/api/assignments", { scenarioId: s.id, teamId: foreignTeam, dueAt: inDays(3) })).statusCode).toBe(404);
    expect((await req(admin, "POST", "/api/assignments", { scenarioId: s.id, teamId: foreignTeam, dueAt: inDays(3) })).statusCode).toBe(404);
    expect((await req(admin, "POST", "/api/assignments", { scenarioId: s.id, userIds: [rep1.row.id, foreignRep.row.id], dueAt: inDays(3) })).statusCode).toBe(
      404,
    );
    expect((await req(admin, "GET", `/api/assignments?companyId=${foreignAdmin.row.companyId}`)).statusCode).toBe(404);
    expect((await req(admin, "GET", "/api/assignments")).json().assignments).toHaveLength(1);

    expect((await req(leader, "DELETE", `/api/assignments/${a.id}`)).statusCode).toBe(200);
    expect(await mine(rep1)).toEqual([]);
  });

  it("refuses a past due date, an archived scenario and a body without a target, and stores nothing", async () => {
    const s = await scenario();
    const past = await req(admin, "POST", "/api/assignments", { scenarioId: s.id, teamId: alpha, dueAt: inDays(-1) });
    expect(past.statusCode).toBe(400);
    expect(past.json()).toMatchObject({ error: ASSIGNMENT_MESSAGES.duePast, reason: "assignment.duePast" });
    const noTarget = await req(admin, "POST", "/api/assignments", { scenarioId: s.id, dueAt: inDays(3) });
    expect(noTarget.statusCode).toBe(400);
    expect(noTarget.json().errors).toEqual([{ path: "teamId", msg: ASSIGNMENT_MESSAGES.oneTarget, reason: "assignment.oneTarget" }]);
    // A scenario that is not there says the company scenarios' words, under their one key.
    const missing = await req(admin, "POST", "/api/assignments", { scenarioId: "00000000-0000-4000-8000-000000000000", teamId: alpha, dueAt: inDays(3) });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ error: COMPANY_SCENARIO_MESSAGES.notFound, reason: "scenario.notFound" });
    await req(admin, "POST", `/api/company-scenarios/${s.id}/archive`, { archived: true });
    const archived = await req(admin, "POST", "/api/assignments", { scenarioId: s.id, teamId: alpha, dueAt: inDays(3) });
    expect(archived.statusCode).toBe(400);
    expect(archived.json()).toMatchObject({ error: ASSIGNMENT_MESSAGES.archived, reason: "assignment.archived" });
    expect((await req(admin, "GET", "/api/assignments")).json().assignments).toEqual([]);
  });
});

describe("assignments: editing the terms (issue 17)", () => {
  const inHours = (n: number) => new Date(Date.now() + n * 3_600_000).toISOString();
  const log = { error: () => undefined } as unknown as Parameters<typeof sendDueReminders>[0]["log"];
  const outbox = (): Mailer & { mails: Mail[] } => {
    const mails: Mail[] = [];
    return { mails, send: async (m) => void mails.push(m), close: () => undefined };
  };
  const patch = (p: Person, id: string, body: object) => req(p, "PATCH", `/api/assignments/${id}`, body);
  const certificatesOf = async (p: Person) => (await req(p, "GET", "/api/certificates/mine")).json().certificates as Json[];

  it("a leader lowers and raises the pass mark and the attempts: status follows the terms as they are now, a certificate once earned stays", async () => {
    const s = await scenario();
    const a = await assign(admin, { scenarioId: s.id, userIds: [rep1.row.id], passMark: 8 });
    const template = await practise(rep2, s.id);
    await rated(template, rep1, uniformScores(7));
    expect((await mine(rep1))[0]!.progress).toMatchObject({ attemptsMade: 1, bestScore: 7, passed: false, status: "in_progress" });

    // 7/10 reaches the new pass mark of 6.5: passed now, with its certificate (as after the next call).
    const lowered = await patch(leader, a.id, { passMark: 6.5 });
    expect(lowered.statusCode, lowered.body).toBe(200);
    expect(lowered.json()).toMatchObject({ id: a.id, passMark: 6.5, requiredAttempts: 1, rates: { passed: 1, completed: 1 } });
    expect(lowered.json().assignees[0].progress).toMatchObject({ passed: true, status: "passed" });
    expect(lowered.json().assignees[0].certificateId).toEqual(expect.any(String));
    expect(await certificatesOf(rep1)).toMatchObject([{ assignmentId: a.id, score: 7, passMark: 6.5 }]);

    // Stricter again: the rep owes a better call and a second attempt; the certificate they earned is kept.
    const raised = await patch(admin, a.id, { passMark: 7.5, requiredAttempts: 2 });
    expect(raised.statusCode, raised.body).toBe(200);
    expect((await mine(rep1))[0]).toMatchObject({
      passMark: 7.5,
      requiredAttempts: 2,
      progress: { attemptsMade: 1, attemptsLeft: 1, passed: false, status: "in_progress" },
    });
    expect(await certificatesOf(rep1)).toHaveLength(1);

    // The due date moves; the list shows the new one.
    const due = inDays(20);
    expect((await patch(admin, a.id, { dueAt: due })).json().dueAt).toBe(new Date(due).toISOString());
    expect((await req(admin, "GET", "/api/assignments")).json().assignments[0]).toMatchObject({
      dueAt: new Date(due).toISOString(),
      passMark: 7.5,
      requiredAttempts: 2,
    });
  });

  it("moving the due date lets the reminder go out again for the new date", async () => {
    const s = await scenario();
    const a = await assign(admin, { scenarioId: s.id, userIds: [rep1.row.id], dueAt: inHours(30) });
    const first = outbox();
    expect(await sendDueReminders({ db: db(), mailer: first, publicUrl: TEST_PUBLIC_URL, log })).toBe(1);
    // Sent once: another round sends nothing, nor does an edit that leaves the date alone.
    expect((await patch(admin, a.id, { requiredAttempts: 3, dueAt: a.dueAt })).statusCode).toBe(200);
    expect(await sendDueReminders({ db: db(), mailer: outbox(), publicUrl: TEST_PUBLIC_URL, log })).toBe(0);

    // A week more: not due soon, so no mail yet; once the new date is two days away, one mail for it.
    const later = new Date(Date.now() + 7 * 86_400_000 + 6 * 3_600_000);
    expect((await patch(admin, a.id, { dueAt: later.toISOString() })).statusCode).toBe(200);
    expect(await sendDueReminders({ db: db(), mailer: outbox(), publicUrl: TEST_PUBLIC_URL, log })).toBe(0);
    const second = outbox();
    const inSixDays = new Date(Date.now() + 6 * 86_400_000);
    expect(await sendDueReminders({ db: db(), mailer: second, publicUrl: TEST_PUBLIC_URL, log, now: inSixDays })).toBe(1);
    expect(second.mails[0]!.text).toContain(new Intl.DateTimeFormat("en", { dateStyle: "long", timeZone: "UTC" }).format(later));
    expect(await sendDueReminders({ db: db(), mailer: outbox(), publicUrl: TEST_PUBLIC_URL, log, now: inSixDays })).toBe(0);
  });

  it("refuses reps, another company and invalid terms with a clear message, and changes nothing", async () => {
    const s = await scenario();
    const a = await assign(admin, { scenarioId: s.id, teamId: alpha, requiredAttempts: 2 });
    expect((await patch(rep1, a.id, { passMark: 1 })).statusCode).toBe(403);
    for (const p of [foreignAdmin, foreignRep]) expect((await patch(p, a.id, { passMark: 1 })).statusCode).toBe(404);
    expect((await patch(admin, "00000000-0000-4000-8000-000000000000", { passMark: 1 })).statusCode).toBe(404);

    const past = await patch(admin, a.id, { dueAt: inDays(-1) });
    expect(past.statusCode).toBe(400);
    expect(past.json().message).toMatch(/future/);
    const far = await patch(admin, a.id, { dueAt: inDays(400) });
    expect(far.statusCode).toBe(400);
    expect(far.json().message).toMatch(/within 366 days/);
    const empty = await patch(admin, a.id, {});
    expect(empty.statusCode).toBe(400);
    expect(empty.body).toContain("Send at least one of dueAt, requiredAttempts and passMark");
    for (const body of [{ passMark: 11 }, { passMark: 6.25 }, { requiredAttempts: 0 }, { requiredAttempts: 21 }, { dueAt: "tomorrow" }]) {
      expect((await patch(admin, a.id, body)).statusCode, JSON.stringify(body)).toBe(400);
    }
    const after = (await req(admin, "GET", `/api/assignments/${a.id}`)).json();
    expect(after).toMatchObject({ passMark: a.passMark, requiredAttempts: 2, dueAt: a.dueAt });

    // An overdue assignment keeps its past date when only the attempts change.
    await db()
      .update(scenarioAssignments)
      .set({ dueAt: new Date(Date.now() - 60_000) })
      .where(eq(scenarioAssignments.id, a.id));
    const overdue = (await req(admin, "GET", `/api/assignments/${a.id}`)).json();
    const kept = await patch(admin, a.id, { dueAt: overdue.dueAt, requiredAttempts: 1 });
    expect(kept.statusCode, kept.body).toBe(200);
    expect(kept.json()).toMatchObject({ dueAt: overdue.dueAt, requiredAttempts: 1 });
  });
});
