import { and, count, desc, eq, gt, gte, inArray, isNotNull, lte, sql } from "drizzle-orm";
import {
  ASSIGNMENT_LIMITS,
  ASSIGNMENT_MESSAGES as M,
  type Assignee,
  type Assignment,
  type AssignmentCreateBody,
  type AssignmentDetail,
  type Attempt,
  assigneeProgress,
  type MyAssignment,
  type Progress,
  rates,
} from "../../../contract/assignments";
import { type ActorLike, canManageScenarios, canUseScenarios, canViewCertificate, canViewDetails } from "../../../contract/company-permissions";
import { scenarioPassed } from "../../../contract/company-scenarios";
import { isUuid } from "../../../contract/ids";
import type { Language } from "../../../contract/languages";
import { isPlatformAdmin, type Role } from "../../../contract/roles";
import type { Stage, StageScores } from "../../../contract/stages";
import type { Db } from "../../platform/db/client";
import {
  assignmentReminders,
  certificates,
  companies,
  companyScenarios,
  conversations,
  scenarioAssignments,
  type ScenarioAssignmentRow,
  scenarioAssignmentUsers,
  teams,
  type UserRow,
  users,
} from "../../platform/db/schema";
import { AppError, forbidden, notFound } from "../../platform/errors";
import { companyInScope, toActor } from "../companies/queries";

const tx = <T>(db: Db, fn: (t: Db) => Promise<T>): Promise<T> => db.transaction((t) => fn(t as unknown as Db));
const DAY_MS = 86_400_000;

const companyFor = (db: Db, actor: ActorLike, requested: string | undefined) => companyInScope(db, actor, requested, M);

interface Person {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  role: string;
  isSuperAdmin: boolean;
  companyId: string | null;
  teamId: string | null;
}
const personColumns = {
  id: users.id,
  firstName: users.firstName,
  lastName: users.lastName,
  email: users.email,
  role: users.role,
  isSuperAdmin: users.isSuperAdmin,
  companyId: users.companyId,
  teamId: users.teamId,
};
/** Platform admins never appear in a company's lists (and so are never assignees). */
const listed = (p: Person) => !isPlatformAdmin({ role: p.role as Role, isSuperAdmin: p.isSuperAdmin });

/**
 * Who an assignment is for, as it is now: the reps on its team, or the chosen users still in its company. A rep
 * who joins the team later gets it; one who leaves the team or the company drops out.
 */
async function assigneesOf(db: Db, rows: ScenarioAssignmentRow[]): Promise<Map<string, Person[]>> {
  const out = new Map<string, Person[]>(rows.map((r) => [r.id, []]));
  if (rows.length === 0) return out;
  const teamIds = [...new Set(rows.map((r) => r.teamId).filter((x): x is string => x !== null))];
  const byTeam = new Map<string, Person[]>();
  if (teamIds.length > 0) {
    for (const p of await db.select(personColumns).from(users).where(inArray(users.teamId, teamIds))) {
      // A team's assignment is for its reps; its leader follows it rather than practising it.
      if (p.role !== "company_user" || !p.teamId) continue;
      byTeam.set(p.teamId, [...(byTeam.get(p.teamId) ?? []), p]);
    }
  }
  const chosenIds = rows.filter((r) => r.teamId === null).map((r) => r.id);
  const chosen =
    chosenIds.length === 0
      ? []
      : await db
          .select({ assignmentId: scenarioAssignmentUsers.assignmentId, ...personColumns })
          .from(scenarioAssignmentUsers)
          .innerJoin(users, eq(users.id, scenarioAssignmentUsers.userId))
          .where(inArray(scenarioAssignmentUsers.assignmentId, chosenIds));
  for (const r of rows) {
    const people = r.teamId
      ? (byTeam.get(r.teamId) ?? []).filter((p) => p.companyId === r.companyId)
      : chosen.filter((c) => c.assignmentId === r.id && c.companyId === r.companyId && listed(c));
    out.set(
      r.id,
      [...people].sort((a, b) => `${a.firstName} ${a.lastName}`.localeCompare(`${b.firstName} ${b.lastName}`)),
    );
  }
  return out;
}

interface AttemptRow extends Attempt {
  userId: string;
  scenarioId: string;
  createdAt: Date;
}

/**
 * The rated calls of these users on these scenarios started since `since` (the oldest assignment's creation).
 * A call counts once it is ended and rated; a call closed because nobody spoke is not an attempt.
 */
async function attemptsOf(db: Db, userIds: string[], scenarioIds: string[], since: Date): Promise<AttemptRow[]> {
  if (userIds.length === 0 || scenarioIds.length === 0) return [];
  const rows = await db
    .select({
      id: conversations.id,
      userId: conversations.userId,
      scenarioId: conversations.companyScenarioId,
      createdAt: conversations.createdAt,
      endedAt: conversations.endedAt,
      introduction: conversations.scoreIntroduction,
      mapping: conversations.scoreMapping,
      productPresentation: conversations.scorePresentation,
      objectionHandling: conversations.scoreObjections,
      close: conversations.scoreClose,
      stageMinimums: sql<Partial<Record<Stage, number>> | null>`${conversations.persona} -> 'custom' -> 'stageMinimums'`,
    })
    .from(conversations)
    .where(
      and(
        inArray(conversations.userId, userIds),
        inArray(conversations.companyScenarioId, scenarioIds),
        eq(conversations.status, "ended"),
        isNotNull(conversations.totalScore),
        gte(conversations.createdAt, since),
      ),
    )
    .orderBy(desc(conversations.endedAt));
  return rows.map((r) => ({
    conversationId: r.id,
    userId: r.userId,
    scenarioId: r.scenarioId as string,
    createdAt: r.createdAt,
    endedAt: r.endedAt ?? r.createdAt,
    scores: {
      introduction: r.introduction ?? 0,
      mapping: r.mapping ?? 0,
      productPresentation: r.productPresentation ?? 0,
      objectionHandling: r.objectionHandling ?? 0,
      close: r.close ?? 0,
    } satisfies StageScores,
    stageMinimums: r.stageMinimums ?? {},
  }));
}

const termsOf = (r: ScenarioAssignmentRow) => ({ requiredAttempts: r.requiredAttempts, passMark: r.passMarkTenths / 10, dueAt: r.dueAt });
const attemptsFor = (all: AttemptRow[], r: ScenarioAssignmentRow, userId: string) =>
  all.filter((a) => a.userId === userId && a.scenarioId === r.scenarioId && a.createdAt.getTime() >= r.createdAt.getTime());

interface Loaded {
  rows: ScenarioAssignmentRow[];
  assignees: Map<string, Person[]>;
  attempts: AttemptRow[];
  scenarios: Map<string, { id: string; name: string; language: Language; status: "active" | "archived" }>;
  teamNames: Map<string, string>;
  creators: Map<string, string>;
}

/** Everything the views need for these assignments, in a fixed number of queries. */
async function load(db: Db, rows: ScenarioAssignmentRow[]): Promise<Loaded> {
  const assignees = await assigneesOf(db, rows);
  const userIds = [...new Set([...assignees.values()].flat().map((p) => p.id))];
  const scenarioIds = [...new Set(rows.map((r) => r.scenarioId))];
  const since = rows.reduce((m, r) => (r.createdAt < m ? r.createdAt : m), new Date(8.64e15));
  const attempts = await attemptsOf(db, userIds, scenarioIds, since);
  const scenarioRows =
    scenarioIds.length === 0
      ? []
      : await db
          .select({ id: companyScenarios.id, name: companyScenarios.name, language: companyScenarios.language, status: companyScenarios.status })
          .from(companyScenarios)
          .where(inArray(companyScenarios.id, scenarioIds));
  const teamIds = [
    ...new Set([...rows.map((r) => r.teamId), ...[...assignees.values()].flat().map((p) => p.teamId)].filter((x): x is string => x !== null)),
  ];
  const teamRows = teamIds.length === 0 ? [] : await db.select({ id: teams.id, name: teams.name }).from(teams).where(inArray(teams.id, teamIds));
  const creatorIds = [...new Set(rows.map((r) => r.createdBy).filter((x): x is string => x !== null))];
  const creatorRows =
    creatorIds.length === 0
      ? []
      : await db.select({ id: users.id, firstName: users.firstName, lastName: users.lastName }).from(users).where(inArray(users.id, creatorIds));
  return {
    rows,
    assignees,
    attempts,
    scenarios: new Map(scenarioRows.map((s) => [s.id, { ...s, language: s.language as Language, status: s.status as "active" | "archived" }])),
    teamNames: new Map(teamRows.map((t) => [t.id, t.name])),
    creators: new Map(creatorRows.map((c) => [c.id, `${c.firstName} ${c.lastName}`.trim()])),
  };
}

const teamRef = (l: Loaded, id: string | null) => (id && l.teamNames.has(id) ? { id, name: l.teamNames.get(id) as string } : null);

function progressOf(l: Loaded, r: ScenarioAssignmentRow, now: Date): Array<{ person: Person; progress: Progress; attempts: AttemptRow[] }> {
  return (l.assignees.get(r.id) ?? []).map((person) => {
    const attempts = attemptsFor(l.attempts, r, person.id);
    return { person, attempts, progress: assigneeProgress(termsOf(r), attempts, now) };
  });
}

function summaryView(l: Loaded, r: ScenarioAssignmentRow, now: Date): Assignment {
  const scenario = l.scenarios.get(r.scenarioId);
  return {
    id: r.id,
    companyId: r.companyId,
    scenario: scenario ?? { id: r.scenarioId, name: "", language: "en", status: "archived" },
    team: teamRef(l, r.teamId),
    dueAt: r.dueAt.toISOString(),
    requiredAttempts: r.requiredAttempts,
    passMark: r.passMarkTenths / 10,
    createdBy: r.createdBy ? (l.creators.get(r.createdBy) ?? null) : null,
    createdAt: r.createdAt.toISOString(),
    rates: rates(progressOf(l, r, now).map((p) => p.progress)),
  };
}

/** Certificate ids (docs/decisions/026) by `assignment:user` for these assignments. */
async function certificateIds(db: Db, assignmentIds: string[]): Promise<Map<string, string>> {
  if (assignmentIds.length === 0) return new Map();
  const rows = await db
    .select({ id: certificates.id, assignmentId: certificates.assignmentId, userId: certificates.userId })
    .from(certificates)
    .where(inArray(certificates.assignmentId, assignmentIds));
  return new Map(rows.map((r) => [`${r.assignmentId}:${r.userId}`, r.id]));
}

/** An assignment the caller manages; another company's (or a bad id) is 404, a rep of the company gets 403. */
async function managedAssignment(db: Db, actor: ActorLike, id: string): Promise<ScenarioAssignmentRow> {
  if (!isUuid(id)) throw notFound(M.notFound);
  const [row] = await db.select().from(scenarioAssignments).where(eq(scenarioAssignments.id, id)).limit(1);
  if (!row || !canUseScenarios(actor, row.companyId)) throw notFound(M.notFound);
  if (!canManageScenarios(actor, row.companyId)) throw forbidden(M.forbidden);
  return row;
}

export async function listAssignments(db: Db, user: UserRow, query: { companyId?: string }, now = new Date()): Promise<{ assignments: Assignment[] }> {
  const actor = toActor(user);
  const companyId = await companyFor(db, actor, query.companyId);
  if (!canManageScenarios(actor, companyId)) throw forbidden(M.forbidden);
  const rows = await db
    .select()
    .from(scenarioAssignments)
    .where(eq(scenarioAssignments.companyId, companyId))
    .orderBy(desc(scenarioAssignments.createdAt))
    .limit(ASSIGNMENT_LIMITS.maxPerCompany);
  const l = await load(db, rows);
  return { assignments: rows.map((r) => summaryView(l, r, now)) };
}

export async function getAssignment(db: Db, user: UserRow, id: string, now = new Date()): Promise<AssignmentDetail> {
  const actor = toActor(user);
  const row = await managedAssignment(db, actor, id);
  const l = await load(db, [row]);
  const people = progressOf(l, row, now);
  const certs = await certificateIds(db, [row.id]);
  const assignees: Assignee[] = people.map(({ person, progress, attempts }) => ({
    userId: person.id,
    name: `${person.firstName} ${person.lastName}`.trim(),
    email: person.email,
    team: teamRef(l, person.teamId),
    progress,
    attempts: attempts.map((a) => {
      const one = assigneeProgress({ ...termsOf(row), requiredAttempts: 1 }, [a], now);
      return { conversationId: a.conversationId, endedAt: a.endedAt.toISOString(), score: one.bestScore ?? 0, passed: one.passed };
    }),
    canViewAttempts: canViewDetails(actor, { ...person, role: person.role as Role }),
    // Only a certificate the caller may open (a team leader: their own team's).
    certificateId: canViewCertificate(actor, { userId: person.id, companyId: row.companyId }, person) ? (certs.get(`${row.id}:${person.id}`) ?? null) : null,
  }));
  const groups = new Map<string, typeof people>();
  for (const p of people) groups.set(p.person.teamId ?? "", [...(groups.get(p.person.teamId ?? "") ?? []), p]);
  const teamRates = [...groups.entries()]
    .map(([teamId, ps]) => ({ team: teamRef(l, teamId || null), rates: rates(ps.map((p) => p.progress)) }))
    .sort((a, b) => (a.team?.name ?? "\uffff").localeCompare(b.team?.name ?? "\uffff"));
  return { ...summaryView(l, row, now), assignees, teams: teamRates };
}

export async function createAssignment(db: Db, user: UserRow, body: AssignmentCreateBody, now = new Date()): Promise<AssignmentDetail> {
  const actor = toActor(user);
  const companyId = await companyFor(db, actor, body.companyId);
  if (!canManageScenarios(actor, companyId)) throw forbidden(M.forbidden);
  const due = new Date(body.dueAt);
  if (due.getTime() <= now.getTime()) throw new AppError("BAD_REQUEST", M.duePast);
  if (due.getTime() > now.getTime() + ASSIGNMENT_LIMITS.maxDaysAhead * DAY_MS) throw new AppError("BAD_REQUEST", M.dueFar);

  const [scenario] = await db.select().from(companyScenarios).where(eq(companyScenarios.id, body.scenarioId.toLowerCase())).limit(1);
  if (!scenario || scenario.companyId !== companyId) throw notFound(M.scenarioNotFound);
  if (scenario.status !== "active") throw new AppError("BAD_REQUEST", M.archived);
  if (body.teamId) {
    const [team] = await db.select({ id: teams.id, companyId: teams.companyId }).from(teams).where(eq(teams.id, body.teamId.toLowerCase())).limit(1);
    if (!team || team.companyId !== companyId) throw notFound(M.teamNotFound);
  } else {
    const found = await db.select(personColumns).from(users).where(inArray(users.id, body.userIds));
    const ok = found.filter((p) => p.companyId === companyId && listed(p));
    if (ok.length !== body.userIds.length) throw notFound(M.userNotFound);
  }
  const passMark = body.passMark ?? (scenario.content as { passMark: number }).passMark;

  const id = await tx(db, async (t) => {
    // The company row is locked so that two creates at once cannot both pass the count.
    await t.select({ id: companies.id }).from(companies).where(eq(companies.id, companyId)).for("update");
    const [n] = await t.select({ n: count() }).from(scenarioAssignments).where(eq(scenarioAssignments.companyId, companyId));
    if (Number(n?.n ?? 0) >= ASSIGNMENT_LIMITS.maxPerCompany) throw new AppError("CONFLICT", M.tooMany);
    const [row] = await t
      .insert(scenarioAssignments)
      .values({
        companyId,
        scenarioId: scenario.id,
        teamId: body.teamId ? body.teamId.toLowerCase() : null,
        dueAt: due,
        requiredAttempts: body.requiredAttempts,
        passMarkTenths: Math.round(passMark * 10),
        createdBy: user.id,
        createdAt: now,
      })
      .returning({ id: scenarioAssignments.id });
    const assignmentId = (row as { id: string }).id;
    if (!body.teamId) await t.insert(scenarioAssignmentUsers).values(body.userIds.map((userId) => ({ assignmentId, userId })));
    return assignmentId;
  });
  return getAssignment(db, user, id, now);
}

export async function deleteAssignment(db: Db, user: UserRow, id: string): Promise<{ message: string }> {
  const row = await managedAssignment(db, toActor(user), id);
  await db.delete(scenarioAssignments).where(eq(scenarioAssignments.id, row.id));
  return { message: "Assignment deleted" };
}

/** The assignments that may be the user's (their team's or chosen for them), optionally on one scenario. */
async function candidateRows(db: Db, user: UserRow & { companyId: string }, scenarioId?: string): Promise<ScenarioAssignmentRow[]> {
  const chosen = db.select({ id: scenarioAssignmentUsers.assignmentId }).from(scenarioAssignmentUsers).where(eq(scenarioAssignmentUsers.userId, user.id));
  const mine = user.teamId
    ? sql`(${scenarioAssignments.teamId} = ${user.teamId} or ${scenarioAssignments.id} in (${chosen}))`
    : sql`${scenarioAssignments.id} in (${chosen})`;
  return db
    .select()
    .from(scenarioAssignments)
    .where(and(eq(scenarioAssignments.companyId, user.companyId), mine, scenarioId ? eq(scenarioAssignments.scenarioId, scenarioId) : undefined))
    .orderBy(scenarioAssignments.dueAt)
    .limit(ASSIGNMENT_LIMITS.maxPerCompany);
}

export interface PassedForCertificate {
  assignment: ScenarioAssignmentRow;
  scenarioName: string;
  scenarioLanguage: Language;
  /** Best overall score among the passing attempts. */
  score: number;
  /** The latest attempt: the one that completed the pass when this is read right after a call is rated. */
  conversationId: string;
}

/**
 * The user's assignments on a scenario that are passed now (status `passed`: a passing attempt and the required
 * number of attempts). Certificates are issued from this, right after a call on the scenario is rated.
 */
export async function passedAssignments(db: Db, user: UserRow, scenarioId: string, now = new Date()): Promise<PassedForCertificate[]> {
  if (!user.companyId) return [];
  const rows = await candidateRows(db, { ...user, companyId: user.companyId }, scenarioId);
  const l = await load(db, rows);
  return rows.flatMap((r) => {
    if (!(l.assignees.get(r.id) ?? []).some((p) => p.id === user.id)) return [];
    const attempts = attemptsFor(l.attempts, r, user.id);
    const progress = assigneeProgress(termsOf(r), attempts, now);
    const scenario = l.scenarios.get(r.scenarioId);
    if (progress.status !== "passed" || !scenario || attempts.length === 0) return [];
    const passing = attempts.map((a) => scenarioPassed(a.scores, r.passMarkTenths / 10, a.stageMinimums)).filter((v) => v.passed);
    return [
      {
        assignment: r,
        scenarioName: scenario.name,
        scenarioLanguage: scenario.language,
        score: Math.max(...passing.map((v) => v.overall)),
        conversationId: (attempts[0] as AttemptRow).conversationId,
      },
    ];
  });
}

/** The caller's own assignments (any member of a company): open ones first, by due date. */
export async function myAssignments(db: Db, user: UserRow, now = new Date()): Promise<{ assignments: MyAssignment[] }> {
  if (!user.companyId) return { assignments: [] };
  const rows = await candidateRows(db, { ...user, companyId: user.companyId });
  const l = await load(db, rows);
  const certs = await certificateIds(db, rows.map((r) => r.id));
  const order = { overdue: 0, in_progress: 1, todo: 2, passed: 3 } as const;
  return {
    assignments: rows
      .filter((r) => (l.assignees.get(r.id) ?? []).some((p) => p.id === user.id))
      .map((r) => {
        const s = summaryView(l, r, now);
        return {
          id: r.id,
          scenario: s.scenario,
          dueAt: s.dueAt,
          requiredAttempts: r.requiredAttempts,
          passMark: s.passMark,
          progress: assigneeProgress(termsOf(r), attemptsFor(l.attempts, r, user.id), now),
          certificateId: certs.get(`${r.id}:${user.id}`) ?? null,
        };
      })
      .sort((a, b) => order[a.progress.status] - order[b.progress.status] || a.dueAt.localeCompare(b.dueAt)),
  };
}

export interface DueReminder {
  assignmentId: string;
  companyId: string;
  userId: string;
  email: string;
  firstName: string;
  scenarioName: string;
  scenarioLanguage: Language;
  dueAt: Date;
  progress: Progress;
}

/**
 * Assignees who still owe an assignment due within `withinMs` (and not yet due): not passed, on an active scenario,
 * with no reminder sent yet. The reminder job mails them.
 */
export async function dueReminders(db: Db, now: Date, withinMs: number): Promise<DueReminder[]> {
  const rows = await db
    .select({ a: scenarioAssignments })
    .from(scenarioAssignments)
    .innerJoin(companyScenarios, eq(companyScenarios.id, scenarioAssignments.scenarioId))
    .where(
      and(
        gt(scenarioAssignments.dueAt, now),
        lte(scenarioAssignments.dueAt, new Date(now.getTime() + withinMs)),
        eq(companyScenarios.status, "active"),
      ),
    )
    .limit(ASSIGNMENT_LIMITS.maxPerCompany);
  const assignments = rows.map((r) => r.a);
  if (assignments.length === 0) return [];
  const l = await load(db, assignments);
  const sent = await db
    .select({ assignmentId: assignmentReminders.assignmentId, userId: assignmentReminders.userId })
    .from(assignmentReminders)
    .where(inArray(assignmentReminders.assignmentId, assignments.map((a) => a.id)));
  const done = new Set(sent.map((x) => `${x.assignmentId}:${x.userId}`));
  return assignments.flatMap((r) => {
    const scenario = l.scenarios.get(r.scenarioId);
    if (!scenario) return [];
    return progressOf(l, r, now)
      .filter(({ person, progress }) => progress.status !== "passed" && !done.has(`${r.id}:${person.id}`))
      .map(({ person, progress }) => ({
        assignmentId: r.id,
        companyId: r.companyId,
        userId: person.id,
        email: person.email,
        firstName: person.firstName,
        scenarioName: scenario.name,
        scenarioLanguage: scenario.language,
        dueAt: r.dueAt,
        progress,
      }));
  });
}

export interface PassedAssignment {
  assignment: ScenarioAssignmentRow;
  scenarioName: string;
  progress: Progress;
}

/**
 * The caller's assignments on the call's scenario that this rated call turned to passed (passed with it, not
 * without it): the moment an `assignment.passed` webhook is sent (docs/decisions/022). Reads inside the caller's
 * transaction see the call's rating.
 */
export async function assignmentsPassedBy(
  db: Db,
  user: UserRow,
  call: { id: string; companyScenarioId: string | null },
  now = new Date(),
): Promise<PassedAssignment[]> {
  if (!user.companyId || !call.companyScenarioId) return [];
  const chosen = db.select({ id: scenarioAssignmentUsers.assignmentId }).from(scenarioAssignmentUsers).where(eq(scenarioAssignmentUsers.userId, user.id));
  const mine = user.teamId
    ? sql`(${scenarioAssignments.teamId} = ${user.teamId} or ${scenarioAssignments.id} in (${chosen}))`
    : sql`${scenarioAssignments.id} in (${chosen})`;
  const rows = await db
    .select()
    .from(scenarioAssignments)
    .where(and(eq(scenarioAssignments.companyId, user.companyId), eq(scenarioAssignments.scenarioId, call.companyScenarioId), mine))
    .limit(ASSIGNMENT_LIMITS.maxPerCompany);
  if (rows.length === 0) return [];
  const l = await load(db, rows);
  return rows.flatMap((r) => {
    if (!(l.assignees.get(r.id) ?? []).some((p) => p.id === user.id)) return [];
    const attempts = attemptsFor(l.attempts, r, user.id);
    if (!attempts.some((a) => a.conversationId === call.id)) return [];
    const after = assigneeProgress(termsOf(r), attempts, now);
    const before = assigneeProgress(termsOf(r), attempts.filter((a) => a.conversationId !== call.id), now);
    if (after.status !== "passed" || before.status === "passed") return [];
    return [{ assignment: r, scenarioName: l.scenarios.get(r.scenarioId)?.name ?? "", progress: after }];
  });
}
