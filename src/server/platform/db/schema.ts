import { sql } from "drizzle-orm";
import {
  type AnyPgColumn,
  boolean,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uuid,
} from "drizzle-orm/pg-core";

const createdAt = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();

/** Companies (spec 3 §3). Used by the company issue; created here so the user model is complete. */
export const companies = pgTable("companies", {
  id: uuid("id").primaryKey().defaultRandom(),
  displayId: text("display_id").notNull().unique(),
  name: text("name").notNull(),
  description: text("description"),
  industry: text("industry"),
  size: text("size"),
  plan: text("plan").notNull().default("enterprise"),
  maxUsers: integer("max_users").notNull().default(50),
  monthlyConversationLimit: integer("monthly_conversation_limit").notNull().default(1000),
  adminUserId: uuid("admin_user_id").references((): AnyPgColumn => users.id, { onDelete: "set null" }),
  createdAt: createdAt(),
});

/** Teams inside a company (spec 3 §3). */
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
  (t) => [index("teams_company_idx").on(t.companyId)],
);

/** Users: all fields of spec 1 §3 and spec 3 §3. Flags derive from `role`; only isSuperAdmin is stored. */
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
    check(
      "users_role_check",
      sql`${t.role} in ('super_admin','admin','company_admin','company_team_leader','company_user','individual')`,
    ),
    check("users_plan_check", sql`${t.plan} in ('free','basic','pro','unlimited','enterprise')`),
    check(
      "users_subscription_status_check",
      sql`${t.subscriptionStatus} in ('active','cancelled','past_due','inactive')`,
    ),
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
  (t) => [
    index("verifications_user_idx").on(t.userId),
    check("verifications_purpose_check", sql`${t.purpose} in ('password_reset','password_setup')`),
  ],
);

export type UserRow = typeof users.$inferSelect;
