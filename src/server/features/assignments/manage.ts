import { count, desc, eq, inArray } from "drizzle-orm";
import {
  ASSIGNMENT_LIMITS,
  ASSIGNMENT_MESSAGES as M,
  type Assignee,
  type Assignment,
  type AssignmentCreateBody,
  type AssignmentDetail,
  type AssignmentUpdateBody,
  assigneeProgress,
  rates,
} from "../../../contract/assignments";
import { COMPANY_SCENARIO_MESSAGES, scenarioPassed } from "../../../contract/company-scenarios";
import { type ActorLike, canManageScenarios, canViewCertificate, canViewDetails } from "../../../contract/company-permissions";
import { type Role } from "../../../contract/roles";
import type { Db } from "../../platform/db/client";
import {
  assignmentReminders,
  certificates,
  companies,
  companyScenarios,
  scenarioAssignments,
  scenarioAssignmentUsers,
  teams,
  type UserRow,
  users,
} from "../../platform/db/schema";
import { AppError, forbidden, notFound } from "../../platform/errors";
import { companyInScope, toActor } from "../companies";
import { DAY_MS, certificateIds, listed, load, managedAssignment, personColumns, progressOf, summaryView, teamRef, termsOf, tx } from "./progress";

/** What managers do with assignments: list, open, create, edit, delete. */

const companyFor = (db: Db, actor: ActorLike, requested: string | undefined) => companyInScope(db, actor, requested, M);

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
  checkDue(due, now);

  const [scenario] = await db.select().from(companyScenarios).where(eq(companyScenarios.id, body.scenarioId.toLowerCase())).limit(1);
  if (!scenario || scenario.companyId !== companyId) throw notFound(COMPANY_SCENARIO_MESSAGES.notFound);
  if (scenario.status !== "active") throw new AppError("BAD_REQUEST", M.archived);
  if (body.teamId) {
    const [team] = await db.select({ id: teams.id, companyId: teams.companyId }).from(teams).where(eq(teams.id, body.teamId.toLowerCase())).limit(1);
    if (!team || team.companyId !== companyId) throw notFound(M.teamNotFound);
  } else {
    const found = await db.select(personColumns).from(users).where(inArray(users.id, body.userIds));
    const ok = found.filter((p) => p.companyId === companyId && listed(p));
    if (ok.length !== body.userIds.length) throw notFound(M.userNotFound);
  }
  const passMark = body.passMark ?? scenario.content.passMark;

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

/** A new due date: in the future and at most ASSIGNMENT_LIMITS.maxDaysAhead away, as on creation. */
function checkDue(due: Date, now: Date) {
  if (due.getTime() <= now.getTime()) throw new AppError("BAD_REQUEST", M.duePast);
  if (due.getTime() > now.getTime() + ASSIGNMENT_LIMITS.maxDaysAhead * DAY_MS) throw new AppError("BAD_REQUEST", M.dueFar);
}

/**
 * Edits an assignment's terms (issue 17): due date, required attempts, pass mark. Same permissions as creating it.
 *
 * Progress is never stored, so every view judges the attempts against the terms as they are now: raising the pass
 * mark or the attempts can take a rep from passed back to in progress (or overdue), lowering them can make a rep
 * pass. Certificates are records of a pass as it was earned (they keep the score and the pass mark of that moment),
 * so one already issued stays; a rep whom the new terms make passed gets theirs now, in the same transaction, as
 * they would have after their next call. Moving the due date forgets the reminders sent for the old one, so each
 * assignee who still owes it gets one for the new date (the reminder job checks the date it claimed a reminder for).
 */
export async function updateAssignment(db: Db, user: UserRow, id: string, body: AssignmentUpdateBody, now = new Date()): Promise<AssignmentDetail> {
  const actor = toActor(user);
  const row = await managedAssignment(db, actor, id);
  const due = body.dueAt !== undefined ? new Date(body.dueAt) : row.dueAt;
  const dueMoved = due.getTime() !== row.dueAt.getTime();
  if (dueMoved) checkDue(due, now);
  await tx(db, async (t) => {
    const [updated] = await t
      .update(scenarioAssignments)
      .set({
        dueAt: due,
        requiredAttempts: body.requiredAttempts ?? row.requiredAttempts,
        passMarkTenths: body.passMark !== undefined ? Math.round(body.passMark * 10) : row.passMarkTenths,
      })
      .where(eq(scenarioAssignments.id, row.id))
      .returning();
    if (!updated) throw notFound(M.notFound);
    if (dueMoved) await t.delete(assignmentReminders).where(eq(assignmentReminders.assignmentId, row.id));
    await issueForNewTerms(t, updated, now);
  });
  return getAssignment(db, user, row.id, now);
}

/** Certificates for the assignees the assignment's current terms make passed and who have none yet. */
async function issueForNewTerms(db: Db, row: typeof scenarioAssignments.$inferSelect, now: Date): Promise<void> {
  const l = await load(db, [row]);
  const scenario = l.scenarios.get(row.scenarioId);
  if (!scenario) return;
  const certs = await certificateIds(db, [row.id]);
  const fresh = progressOf(l, row, now).filter(
    ({ person, progress, attempts }) => progress.status === "passed" && attempts.length > 0 && !certs.has(`${row.id}:${person.id}`),
  );
  if (fresh.length === 0) return;
  await db
    .insert(certificates)
    .values(
      fresh.map(({ person, attempts }) => {
        const best = Math.max(
          ...attempts
            .map((a) => scenarioPassed(a.scores, row.passMarkTenths / 10, a.stageMinimums, a.stageWeights ?? null))
            .filter((v) => v.passed)
            .map((v) => v.overall),
        );
        return {
          companyId: row.companyId,
          userId: person.id,
          assignmentId: row.id,
          scenarioId: row.scenarioId,
          conversationId: attempts[0]!.conversationId,
          recipientName: `${person.firstName} ${person.lastName}`.trim(),
          scenarioName: scenario.name,
          scenarioLanguage: scenario.language,
          scoreTenths: Math.round(best * 10),
          passMarkTenths: row.passMarkTenths,
          issuedAt: now,
        };
      }),
    )
    .onConflictDoNothing();
}

export async function deleteAssignment(db: Db, user: UserRow, id: string): Promise<{ message: string }> {
  const row = await managedAssignment(db, toActor(user), id);
  await db.delete(scenarioAssignments).where(eq(scenarioAssignments.id, row.id));
  return { message: "Assignment deleted" };
}
