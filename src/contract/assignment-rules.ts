/**
 * Assignment constants without zod (issue 17), for the screens: the schemas and the progress rule are in
 * ./assignments, which builds zod schemas when loaded.
 */
export const ASSIGNMENT_LIMITS = {
  maxAttempts: 20,
  maxUsers: 200,
  /** Assignments one company may hold. */
  maxPerCompany: 500,
  /** How far ahead a due date may be. */
  maxDaysAhead: 366,
} as const;

export const ASSIGNMENT_STATUSES = ["todo", "in_progress", "passed", "overdue"] as const;
export type AssignmentStatus = (typeof ASSIGNMENT_STATUSES)[number];
