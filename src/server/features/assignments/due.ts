import { and, eq, gt, inArray, lte } from "drizzle-orm";
import { ASSIGNMENT_LIMITS, type Progress } from "../../../contract/assignments";
import type { Language } from "../../../contract/languages";
import type { Db } from "../../platform/db/client";
import { assignmentReminders, companyScenarios, scenarioAssignments } from "../../platform/db/schema";
import { load, progressOf } from "./progress";

/** Reminders due: reps who still owe an assignment due soon. */

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
    .where(and(gt(scenarioAssignments.dueAt, now), lte(scenarioAssignments.dueAt, new Date(now.getTime() + withinMs)), eq(companyScenarios.status, "active")))
    .limit(ASSIGNMENT_LIMITS.maxPerCompany);
  const assignments = rows.map((r) => r.a);
  if (assignments.length === 0) return [];
  const l = await load(db, assignments);
  const sent = await db
    .select({ assignmentId: assignmentReminders.assignmentId, userId: assignmentReminders.userId })
    .from(assignmentReminders)
    .where(
      inArray(
        assignmentReminders.assignmentId,
        assignments.map((a) => a.id),
      ),
    );
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
