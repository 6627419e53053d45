/**
 * Assignment constants without zod (issue 17), for the screens: the schemas and the progress rule are in
 * ./assignments, which builds zod schemas when loaded. The messages are translated by key (message-keys.ts).
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

/**
 * Assignments' messages under their stable keys (`assignment.<name>`, see message-keys.ts). A scenario that is
 * not found says the company scenarios' words (COMPANY_SCENARIO_MESSAGES.notFound), under their key.
 */
export const ASSIGNMENT_MESSAGES = {
  notFound: "Assignment not found.",
  teamNotFound: "Team not found.",
  userNotFound: "One of the chosen users is not in this company.",
  oneTarget: "Assign to a team or to chosen users, not both and not neither",
  duePast: "The due date must be in the future",
  dueFar: `The due date must be within ${ASSIGNMENT_LIMITS.maxDaysAhead} days`,
  archived: "This scenario is archived. Restore it before assigning it.",
  tooMany: `A company may have at most ${ASSIGNMENT_LIMITS.maxPerCompany} assignments. Delete finished ones.`,
  forbidden: "Only company admins and team leaders manage assignments",
  noCompany: "Assignments belong to a company; you are not in one.",
  nothingToChange: "Send at least one of dueAt, requiredAttempts and passMark",
  dateTimeRequired: "A date and time is required",
} as const;
