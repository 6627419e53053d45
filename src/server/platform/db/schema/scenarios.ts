import { sql } from "drizzle-orm";
import { type AnyPgColumn, check, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import type { CompanyScenarioContent } from "../../../../contract/company-scenarios";
import { createdAt } from "./columns";
import { companies, teams, users } from "./accounts";

/* Company scenarios and the assignments that give them to reps. */

/**
 * A company scenario's content as stored: what the contract's schema answered when it was saved. Scenarios saved
 * before stage weights existed have no `stageWeights` (equal weights).
 */
export type StoredScenarioContent = Omit<CompanyScenarioContent, "stageWeights"> & Partial<Pick<CompanyScenarioContent, "stageWeights">>;

/**
 * Company scenarios (issue 17): a company's own practice call. The content (what is sold, the customer, the goal
 * and the pass mark) is one JSON document validated by src/contract/company-scenarios.ts on every write; name,
 * language and status are columns for the lists (docs/decisions/019). Scenarios with the same `group_id` are one
 * training in several languages, at most one version per language (docs/decisions/028); a new scenario starts
 * its own group.
 */
export const companyScenarios = pgTable(
  "company_scenarios",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    companyId: uuid("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    language: text("language").notNull(),
    groupId: uuid("group_id").notNull().defaultRandom(),
    status: text("status").notNull().default("active"),
    content: jsonb("content").$type<StoredScenarioContent>().notNull(),
    createdBy: uuid("created_by").references((): AnyPgColumn => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("company_scenarios_company_idx").on(t.companyId, t.status),
    uniqueIndex("company_scenarios_group_language_idx").on(t.groupId, t.language),
    check("company_scenarios_status_check", sql`${t.status} in ('active','archived')`),
    check("company_scenarios_language_check", sql`${t.language} in ('en','et','es','ru')`),
  ],
);
export type CompanyScenarioRow = typeof companyScenarios.$inferSelect;

/**
 * Assignments (issue 17): a company scenario given to a team (everyone on it when read) or to chosen users
 * (`scenario_assignment_users`), with a due date, attempts and a pass mark. Progress is read from the calls
 * (docs/decisions/020); nothing here counts.
 */
export const scenarioAssignments = pgTable(
  "scenario_assignments",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    companyId: uuid("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    scenarioId: uuid("scenario_id")
      .notNull()
      .references(() => companyScenarios.id, { onDelete: "cascade" }),
    teamId: uuid("team_id").references(() => teams.id, { onDelete: "cascade" }),
    dueAt: timestamp("due_at", { withTimezone: true }).notNull(),
    requiredAttempts: integer("required_attempts").notNull().default(1),
    /** Tenths of a point (0-100): the pass mark has one decimal. */
    passMarkTenths: integer("pass_mark_tenths").notNull(),
    createdBy: uuid("created_by").references((): AnyPgColumn => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  (t) => [
    index("scenario_assignments_company_idx").on(t.companyId, t.createdAt),
    index("scenario_assignments_team_idx").on(t.teamId),
    check("scenario_assignments_attempts_check", sql`${t.requiredAttempts} between 1 and 20`),
    check("scenario_assignments_pass_mark_check", sql`${t.passMarkTenths} between 0 and 100`),
  ],
);
export type ScenarioAssignmentRow = typeof scenarioAssignments.$inferSelect;

export const scenarioAssignmentUsers = pgTable(
  "scenario_assignment_users",
  {
    assignmentId: uuid("assignment_id")
      .notNull()
      .references(() => scenarioAssignments.id, { onDelete: "cascade" }),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
  },
  (t) => [primaryKey({ columns: [t.assignmentId, t.userId] }), index("scenario_assignment_users_user_idx").on(t.userId)],
);

/**
 * Reminder mails sent (issue 17): one row per assignment and assignee, inserted before the mail goes out, so that of
 * several server processes only the one whose insert wins sends it.
 */
export const assignmentReminders = pgTable(
  "assignment_reminders",
  {
    assignmentId: uuid("assignment_id")
      .notNull()
      .references(() => scenarioAssignments.id, { onDelete: "cascade" }),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    sentAt: timestamp("sent_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.assignmentId, t.userId] })],
);
