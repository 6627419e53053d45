import { sql } from "drizzle-orm";
import { type AnyPgColumn, boolean, check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { createdAt } from "./columns";

/* Companies, teams, users and what signs them in: sessions, known devices, one-time tokens, the audit trail. */

/** Companies, with the limits their users share (docs/glossary.md#company-limits). */
export const companies = pgTable("companies", {
  id: uuid("id").primaryKey().defaultRandom(),
  displayId: text("display_id").notNull().unique(),
  name: text("name").notNull(),
  description: text("description"),
  industry: text("industry"),
  size: text("size"),
  plan: text("plan").notNull().default("enterprise"),
  maxUsers: integer("max_users").notNull().default(1000),
  monthlyConversationLimit: integer("monthly_conversation_limit").notNull().default(50),
  adminUserId: uuid("admin_user_id").references((): AnyPgColumn => users.id, { onDelete: "set null" }),
  createdAt: createdAt(),
});

/** Teams inside a company; each has at most one leader. */
export const teams = pgTable(
  "teams",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    companyId: uuid("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    description: text("description"),
    teamLeaderId: uuid("team_leader_id").references((): AnyPgColumn => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  (t) => [
    index("teams_company_idx").on(t.companyId),
    // The spec's member calls name the team by its name: unique within the company.
    uniqueIndex("teams_company_name_uq").on(t.companyId, sql`lower(${t.name})`),
  ],
);

/** Users, individual and company accounts alike. Flags derive from `role`; only isSuperAdmin is stored. */
export const users = pgTable(
  "users",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    email: text("email").notNull().unique(),
    passwordHash: text("password_hash"),
    firstName: text("first_name").notNull(),
    lastName: text("last_name").notNull(),
    company: text("company"),
    companyId: uuid("company_id").references((): AnyPgColumn => companies.id, { onDelete: "set null" }),
    teamId: uuid("team_id").references((): AnyPgColumn => teams.id, { onDelete: "set null" }),
    role: text("role").notNull().default("individual"),
    isSuperAdmin: boolean("is_super_admin").notNull().default(false),
    needsPasswordSetup: boolean("needs_password_setup").notNull().default(false),
    plan: text("plan").notNull().default("free"),
    subscriptionStatus: text("subscription_status").notNull().default("inactive"),
    cancelAtPeriodEnd: boolean("cancel_at_period_end").notNull().default(false),
    currentPeriodEnd: timestamp("current_period_end", { withTimezone: true }),
    billingCustomerId: text("billing_customer_id"),
    billingSubscriptionId: text("billing_subscription_id"),
    companyJoinedAt: timestamp("company_joined_at", { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("users_company_idx").on(t.companyId),
    index("users_team_idx").on(t.teamId),
    index("users_created_idx").on(t.createdAt),
    check("users_role_check", sql`${t.role} in ('super_admin','admin','company_admin','company_team_leader','company_user','individual')`),
    check("users_plan_check", sql`${t.plan} in ('free','basic','pro','unlimited','enterprise')`),
    check("users_subscription_status_check", sql`${t.subscriptionStatus} in ('active','cancelled','past_due','inactive')`),
  ],
);

/** Server-side sessions (security items 3-6): the id is the SHA-256 of the bearer token. */
export const sessions = pgTable(
  "sessions",
  {
    tokenHash: text("token_hash").primaryKey(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
    lastSeenAt: timestamp("last_seen_at", { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    userAgent: text("user_agent"),
  },
  (t) => [index("sessions_user_idx").on(t.userId)],
);

/**
 * Browsers a user signed in from (the sb_device cookie names one by its token's SHA-256). A correct password from
 * a known browser is not held back by the per-account login backoff, so an attack on the account cannot lock its
 * owner out.
 */
export const knownDevices = pgTable(
  "known_devices",
  {
    tokenHash: text("token_hash").primaryKey(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  },
  (t) => [index("known_devices_user_idx").on(t.userId)],
);

/** Who did what to whose account (e.g. a company admin changing a member's e-mail). */
export const auditEvents = pgTable(
  "audit_events",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    action: text("action").notNull(),
    actorUserId: uuid("actor_user_id").references(() => users.id, { onDelete: "set null" }),
    subjectUserId: uuid("subject_user_id").references(() => users.id, { onDelete: "set null" }),
    companyId: uuid("company_id").references(() => companies.id, { onDelete: "set null" }),
    details: jsonb("details").$type<Record<string, unknown>>().notNull().default({}),
    createdAt: createdAt(),
  },
  (t) => [index("audit_events_subject_idx").on(t.subjectUserId, t.createdAt)],
);

/** One-time tokens for password reset and setup (security item 9): hashed, expiring, single use. */
export const verifications = pgTable(
  "verifications",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    purpose: text("purpose").notNull(),
    tokenHash: text("token_hash").notNull().unique(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index("verifications_user_idx").on(t.userId), check("verifications_purpose_check", sql`${t.purpose} in ('password_reset','password_setup')`)],
);

export type UserRow = typeof users.$inferSelect;
