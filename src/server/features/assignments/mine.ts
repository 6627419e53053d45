import { and, eq, sql } from "drizzle-orm";
import { ASSIGNMENT_LIMITS, assigneeProgress, type MyAssignment, type Progress } from "../../../contract/assignments";
import { scenarioPassed } from "../../../contract/company-scenarios";
import type { Language } from "../../../contract/languages";
import type { Db } from "../../platform/db/client";
import { companyScenarios, scenarioAssignments, type ScenarioAssignmentRow, scenarioAssignmentUsers, type UserRow } from "../../platform/db/schema";
import { type AttemptRow, attemptsFor, certificateIds, load, summaryView, termsOf } from "./progress";

/** A rep's own assignments, and the ones a rated call has just passed (for certificates and webhooks). */

/** The assignments on any language version of the scenario `scenarioId` (its group, docs/decisions/028). */
function onGroupOf(scenarioId: string) {
  const group = sql`(select ${companyScenarios.groupId} from ${companyScenarios} where ${companyScenarios.id} = ${scenarioId})`;
  return sql`${scenarioAssignments.scenarioId} in (select ${companyScenarios.id} from ${companyScenarios} where ${companyScenarios.groupId} = ${group})`;
}

/** The assignments that may be the user's (their team's or chosen for them), optionally on one scenario (any of its versions). */
async function candidateRows(db: Db, user: UserRow & { companyId: string }, scenarioId?: string): Promise<ScenarioAssignmentRow[]> {
  const chosen = db.select({ id: scenarioAssignmentUsers.assignmentId }).from(scenarioAssignmentUsers).where(eq(scenarioAssignmentUsers.userId, user.id));
  const mine = user.teamId
    ? sql`(${scenarioAssignments.teamId} = ${user.teamId} or ${scenarioAssignments.id} in (${chosen}))`
    : sql`${scenarioAssignments.id} in (${chosen})`;
  return db
    .select()
    .from(scenarioAssignments)
    .where(and(eq(scenarioAssignments.companyId, user.companyId), mine, scenarioId ? onGroupOf(scenarioId) : undefined))
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
    const passing = attempts.map((a) => scenarioPassed(a.scores, r.passMarkTenths / 10, a.stageMinimums, a.stageWeights ?? null)).filter((v) => v.passed);
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
  const certs = await certificateIds(
    db,
    rows.map((r) => r.id),
  );
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
    .where(and(eq(scenarioAssignments.companyId, user.companyId), onGroupOf(call.companyScenarioId), mine))
    .limit(ASSIGNMENT_LIMITS.maxPerCompany);
  if (rows.length === 0) return [];
  const l = await load(db, rows);
  return rows.flatMap((r) => {
    if (!(l.assignees.get(r.id) ?? []).some((p) => p.id === user.id)) return [];
    const attempts = attemptsFor(l.attempts, r, user.id);
    if (!attempts.some((a) => a.conversationId === call.id)) return [];
    const after = assigneeProgress(termsOf(r), attempts, now);
    const before = assigneeProgress(
      termsOf(r),
      attempts.filter((a) => a.conversationId !== call.id),
      now,
    );
    if (after.status !== "passed" || before.status === "passed") return [];
    return [{ assignment: r, scenarioName: l.scenarios.get(r.scenarioId)?.name ?? "", progress: after }];
  });
}
