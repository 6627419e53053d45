import { z } from "zod";
import { ASSIGNMENT_LIMITS, ASSIGNMENT_MESSAGES, ASSIGNMENT_STATUSES, type AssignmentStatus } from "./assignment-rules";
import { COMMON_MESSAGES } from "./auth-messages";
import { COMPANY_SCENARIO_MESSAGES } from "./company-scenario-rules";
import { scenarioPassed } from "./company-scenarios";
import { uuidSchema } from "./ids";
import { languageSchema } from "./languages";
import type { Stage, StageScores, StageWeights } from "./stages";

/**
 * Assignments (issue 17): a manager gives a company scenario to a team or to chosen users of the company, with a
 * due date, a number of attempts and a pass mark. Progress is never stored: it is read from the calls practised on
 * the scenario since the assignment was made (docs/decisions/020).
 */

export { ASSIGNMENT_LIMITS, ASSIGNMENT_MESSAGES, type AssignmentStatus } from "./assignment-rules";

const passMarkSchema = z
  .number()
  .min(0)
  .max(10)
  .refine((v) => Math.round(v * 10) === v * 10, { message: COMMON_MESSAGES.oneDecimal });

export const assignmentCreateSchema = z
  .object({
    scenarioId: uuidSchema(COMPANY_SCENARIO_MESSAGES.notFound),
    teamId: uuidSchema(ASSIGNMENT_MESSAGES.teamNotFound).optional().nullable().describe("Assign to everyone on this team (as it is when read)"),
    userIds: z
      .array(uuidSchema(ASSIGNMENT_MESSAGES.userNotFound))
      .max(ASSIGNMENT_LIMITS.maxUsers)
      .default([])
      .transform((ids) => [...new Set(ids.map((id) => id.toLowerCase()))])
      .describe("Or: these users of the company"),
    dueAt: z.iso.datetime({ offset: true, message: ASSIGNMENT_MESSAGES.dateTimeRequired }).describe("When it is due (ISO 8601)"),
    requiredAttempts: z.number().int().min(1).max(ASSIGNMENT_LIMITS.maxAttempts).default(1).describe("Calls each assignee must practise"),
    passMark: passMarkSchema.optional().nullable().describe("Overall score (0-10) a pass needs; the scenario's when absent"),
    companyId: uuidSchema().optional().describe("Super admins only: the company"),
  })
  .superRefine((v, ctx) => {
    if (Boolean(v.teamId) === v.userIds.length > 0) ctx.addIssue({ code: "custom", path: ["teamId"], message: ASSIGNMENT_MESSAGES.oneTarget });
  });
export type AssignmentCreateBody = z.infer<typeof assignmentCreateSchema>;

/**
 * Editing an assignment's terms: any of the due date, the required attempts and the pass mark. The scenario and
 * the assignees stay (delete and assign again to change them). A due date that changes must be in the future, as
 * on creation; sending the current one again (say, of an overdue assignment) is not a change.
 */
export const assignmentUpdateSchema = z
  .object({
    dueAt: z.iso.datetime({ offset: true, message: ASSIGNMENT_MESSAGES.dateTimeRequired }).optional().describe("When it is due (ISO 8601)"),
    requiredAttempts: z.number().int().min(1).max(ASSIGNMENT_LIMITS.maxAttempts).optional().describe("Calls each assignee must practise"),
    passMark: passMarkSchema.optional().describe("Overall score (0-10) a pass needs"),
  })
  .refine((v) => v.dueAt !== undefined || v.requiredAttempts !== undefined || v.passMark !== undefined, { message: ASSIGNMENT_MESSAGES.nothingToChange });
export type AssignmentUpdateBody = z.infer<typeof assignmentUpdateSchema>;
export type AssignmentCreateInput = z.input<typeof assignmentCreateSchema>;

// ---- progress: one rule for every view

export interface Attempt {
  conversationId: string;
  endedAt: Date;
  /** The stage scores of the rated call. */
  scores: StageScores;
  /** The stage minimums of the scenario as the call copied it at its start. */
  stageMinimums: Partial<Record<Stage, number>>;
  /** The stage weights of the scenario as the call copied them at its start; null: equal. */
  stageWeights?: StageWeights | null;
}

export interface AssignmentTerms {
  requiredAttempts: number;
  passMark: number;
  dueAt: Date;
}

export interface Progress {
  attemptsMade: number;
  attemptsLeft: number;
  /** Best overall score (mean of the five stages, weighted by the scenario's stage weights, 0-10) of the attempts, or null before the first. */
  bestScore: number | null;
  /** Any attempt reached the assignment's pass mark (and the scenario's stage minimums). */
  passed: boolean;
  /** The required number of attempts is made. */
  completed: boolean;
  status: AssignmentStatus;
}

/**
 * One assignee's progress from their attempts. Done ("passed") needs both a passing attempt and the required
 * number of attempts; until then it is overdue after the due date, in progress after a first attempt, else to do.
 */
export function assigneeProgress(terms: AssignmentTerms, attempts: readonly Attempt[], now: Date): Progress {
  const verdicts = attempts.map((a) => scenarioPassed(a.scores, terms.passMark, a.stageMinimums, a.stageWeights ?? null));
  const attemptsMade = attempts.length;
  const passed = verdicts.some((v) => v.passed);
  const completed = attemptsMade >= terms.requiredAttempts;
  const bestScore = verdicts.length === 0 ? null : Math.max(...verdicts.map((v) => v.overall));
  let status: AssignmentStatus;
  if (passed && completed) status = "passed";
  else if (now.getTime() > terms.dueAt.getTime()) status = "overdue";
  else if (attemptsMade > 0) status = "in_progress";
  else status = "todo";
  return { attemptsMade, attemptsLeft: Math.max(0, terms.requiredAttempts - attemptsMade), bestScore, passed, completed, status };
}

export interface Rates {
  assignees: number;
  completed: number;
  passed: number;
  /** Shares 0-1 (0 with no assignees). */
  completionRate: number;
  passRate: number;
}

/** Completion (the required attempts made) and pass rate (a passing attempt) over a group of assignees. */
export function rates(progress: readonly Pick<Progress, "completed" | "passed">[]): Rates {
  const n = progress.length;
  const completed = progress.filter((p) => p.completed).length;
  const passed = progress.filter((p) => p.passed).length;
  return { assignees: n, completed, passed, completionRate: n ? completed / n : 0, passRate: n ? passed / n : 0 };
}

// ---- views

const ratesSchema = z.object({
  assignees: z.number().int(),
  completed: z.number().int(),
  passed: z.number().int(),
  completionRate: z.number(),
  passRate: z.number(),
});

const progressSchema = z.object({
  attemptsMade: z.number().int(),
  attemptsLeft: z.number().int(),
  bestScore: z.number().nullable(),
  passed: z.boolean(),
  completed: z.boolean(),
  status: z.enum(ASSIGNMENT_STATUSES),
});

const scenarioRefSchema = z.object({
  id: z.string(),
  name: z.string(),
  language: languageSchema,
  status: z.enum(["active", "archived"]).describe("An archived scenario cannot be started until it is restored"),
});

export const assignmentSchema = z.object({
  id: z.string(),
  companyId: z.string(),
  scenario: scenarioRefSchema,
  team: z.object({ id: z.string(), name: z.string() }).nullable().describe("Assigned to a team; null: to chosen users"),
  dueAt: z.string(),
  requiredAttempts: z.number().int(),
  passMark: z.number(),
  createdBy: z.string().nullable(),
  createdAt: z.string(),
  rates: ratesSchema,
});
export type Assignment = z.infer<typeof assignmentSchema>;

export const assignmentListSchema = z.object({ assignments: z.array(assignmentSchema) });

export const assigneeSchema = z.object({
  userId: z.string(),
  name: z.string(),
  email: z.string(),
  team: z.object({ id: z.string(), name: z.string() }).nullable(),
  progress: progressSchema,
  attempts: z.array(z.object({ conversationId: z.string(), endedAt: z.string(), score: z.number(), passed: z.boolean() })),
  canViewAttempts: z.boolean().describe("The caller may open these calls in the conversation viewer"),
  certificateId: z
    .string()
    .nullable()
    .describe("The certificate the pass earned (GET /api/certificates/{id}); null until passed or when the caller may not open it"),
});
export type Assignee = z.infer<typeof assigneeSchema>;

export const assignmentDetailSchema = assignmentSchema.extend({
  assignees: z.array(assigneeSchema),
  teams: z
    .array(z.object({ team: z.object({ id: z.string(), name: z.string() }).nullable(), rates: ratesSchema }))
    .describe("Rates per team of the assignees (null: no team)"),
});
export type AssignmentDetail = z.infer<typeof assignmentDetailSchema>;

export const myAssignmentSchema = z.object({
  id: z.string(),
  scenario: scenarioRefSchema,
  dueAt: z.string(),
  requiredAttempts: z.number().int(),
  passMark: z.number(),
  progress: progressSchema,
  certificateId: z.string().nullable().describe("The certificate the pass earned; null until passed"),
});
export type MyAssignment = z.infer<typeof myAssignmentSchema>;
export const myAssignmentListSchema = z.object({ assignments: z.array(myAssignmentSchema) });

export const assignmentListQuerySchema = z.object({ companyId: uuidSchema().optional().describe("Super admins only") });
export const assignmentIdParamsSchema = z.object({ id: uuidSchema(ASSIGNMENT_MESSAGES.notFound) });
