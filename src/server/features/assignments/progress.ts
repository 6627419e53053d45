import { and, desc, eq, gte, inArray, isNotNull, sql } from "drizzle-orm";
import { ASSIGNMENT_MESSAGES as M, type Assignment, type Attempt, assigneeProgress, type Progress, rates } from "../../../contract/assignments";
import { type ActorLike, canManageScenarios, canUseScenarios } from "../../../contract/company-permissions";
import { isUuid } from "../../../contract/ids";
import type { Language } from "../../../contract/languages";
import { isPlatformAdmin, type Role } from "../../../contract/roles";
import type { Stage, StageScores, StageWeights } from "../../../contract/stages";
import type { Db } from "../../platform/db/client";
import {
  certificates,
  companyScenarios,
  conversations,
  scenarioAssignments,
  type ScenarioAssignmentRow,
  scenarioAssignmentUsers,
  teams,
  users,
} from "../../platform/db/schema";
import { forbidden, notFound } from "../../platform/errors";

/** How an assignment stands: its assignees, their attempts since it was made, and the progress worked out from them (never stored). */

export const tx = <T>(db: Db, fn: (t: Db) => Promise<T>): Promise<T> => db.transaction((t) => fn(t as unknown as Db));
export const DAY_MS = 86_400_000;

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
export const personColumns = {
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
export const listed = (p: Person) => !isPlatformAdmin({ role: p.role as Role, isSuperAdmin: p.isSuperAdmin });

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

export interface AttemptRow extends Attempt {
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
      stageWeights: sql<StageWeights | null>`${conversations.persona} -> 'custom' -> 'stageWeights'`,
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
    stageWeights: r.stageWeights ?? null,
  }));
}

/** Every scenario in the groups of these scenarios, each with the ones of `scenarioIds` in its group. */
async function versionsOf(db: Db, scenarioIds: string[]): Promise<Map<string, string[]>> {
  if (scenarioIds.length === 0) return new Map();
  const assigned = await db
    .select({ id: companyScenarios.id, groupId: companyScenarios.groupId })
    .from(companyScenarios)
    .where(inArray(companyScenarios.id, scenarioIds));
  const byGroup = new Map<string, string[]>();
  for (const a of assigned) byGroup.set(a.groupId, [...(byGroup.get(a.groupId) ?? []), a.id]);
  if (byGroup.size === 0) return new Map();
  const all = await db
    .select({ id: companyScenarios.id, groupId: companyScenarios.groupId })
    .from(companyScenarios)
    .where(inArray(companyScenarios.groupId, [...byGroup.keys()]));
  return new Map(all.map((v) => [v.id, byGroup.get(v.groupId) ?? []]));
}

export const termsOf = (r: ScenarioAssignmentRow) => ({ requiredAttempts: r.requiredAttempts, passMark: r.passMarkTenths / 10, dueAt: r.dueAt });
export const attemptsFor = (all: AttemptRow[], r: ScenarioAssignmentRow, userId: string) =>
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
export async function load(db: Db, rows: ScenarioAssignmentRow[]): Promise<Loaded> {
  const assignees = await assigneesOf(db, rows);
  const userIds = [...new Set([...assignees.values()].flat().map((p) => p.id))];
  const scenarioIds = [...new Set(rows.map((r) => r.scenarioId))];
  const since = rows.reduce((m, r) => (r.createdAt < m ? r.createdAt : m), new Date(8.64e15));
  // A call on any language version of the assigned scenario counts for the assignment (docs/decisions/028): each
  // attempt is listed once under every assigned scenario of its group.
  const versions = await versionsOf(db, scenarioIds);
  const onVersions = await attemptsOf(db, userIds, [...versions.keys()], since);
  const attempts = onVersions.flatMap((a) => (versions.get(a.scenarioId) ?? []).map((scenarioId) => ({ ...a, scenarioId })));
  const scenarioRows =
    scenarioIds.length === 0
      ? []
      : await db
          .select({ id: companyScenarios.id, name: companyScenarios.name, language: companyScenarios.language, status: companyScenarios.status })
          .from(companyScenarios)
          .where(inArray(companyScenarios.id, scenarioIds));
  const teamIds = [...new Set([...rows.map((r) => r.teamId), ...[...assignees.values()].flat().map((p) => p.teamId)].filter((x): x is string => x !== null))];
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

export const teamRef = (l: Loaded, id: string | null) => (id && l.teamNames.has(id) ? { id, name: l.teamNames.get(id) as string } : null);

export function progressOf(l: Loaded, r: ScenarioAssignmentRow, now: Date): Array<{ person: Person; progress: Progress; attempts: AttemptRow[] }> {
  return (l.assignees.get(r.id) ?? []).map((person) => {
    const attempts = attemptsFor(l.attempts, r, person.id);
    return { person, attempts, progress: assigneeProgress(termsOf(r), attempts, now) };
  });
}

export function summaryView(l: Loaded, r: ScenarioAssignmentRow, now: Date): Assignment {
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
export async function certificateIds(db: Db, assignmentIds: string[]): Promise<Map<string, string>> {
  if (assignmentIds.length === 0) return new Map();
  const rows = await db
    .select({ id: certificates.id, assignmentId: certificates.assignmentId, userId: certificates.userId })
    .from(certificates)
    .where(inArray(certificates.assignmentId, assignmentIds));
  return new Map(rows.map((r) => [`${r.assignmentId}:${r.userId}`, r.id]));
}

/** An assignment the caller manages; another company's (or a bad id) is 404, a rep of the company gets 403. */
export async function managedAssignment(db: Db, actor: ActorLike, id: string): Promise<ScenarioAssignmentRow> {
  if (!isUuid(id)) throw notFound(M.notFound);
  const [row] = await db.select().from(scenarioAssignments).where(eq(scenarioAssignments.id, id)).limit(1);
  if (!row || !canUseScenarios(actor, row.companyId)) throw notFound(M.notFound);
  if (!canManageScenarios(actor, row.companyId)) throw forbidden(M.forbidden);
  return row;
}
