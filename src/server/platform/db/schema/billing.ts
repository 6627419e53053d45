import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, primaryKey, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { createdAt } from "./columns";
import { users } from "./accounts";

/* Usage counters, checkout sessions, billing events, Enterprise inquiries and beta feedback. */

/**
 * Usage counters (a conversation counts when it starts, docs/glossary.md#usage-counting): one row per user, kind and period ("2026-11" for a UTC month, "2026-11-22" for a
 * UTC day). Checked and incremented in one conditional upsert so parallel requests cannot pass the limit.
 */
export const usageCounters = pgTable(
  "usage_counters",
  {
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    kind: text("kind").notNull(),
    period: text("period").notNull(),
    count: integer("count").notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.kind, t.period] }),
    check("usage_counters_kind_check", sql`${t.kind} in ('conversation','tip','summary')`),
    check("usage_counters_count_check", sql`${t.count} >= 0`),
  ],
);

/** Checkout sessions: the local test-mode provider's own, and a record of the Stripe ones started here. */
export const checkoutSessions = pgTable(
  "checkout_sessions",
  {
    id: text("id").primaryKey(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    plan: text("plan").notNull(),
    provider: text("provider").notNull(),
    status: text("status").notNull().default("open"),
    createdAt: createdAt(),
    completedAt: timestamp("completed_at", { withTimezone: true }),
  },
  (t) => [index("checkout_sessions_user_idx").on(t.userId), check("checkout_sessions_status_check", sql`${t.status} in ('open','complete','expired')`)],
);

/** Billing provider events applied (security item 18): the primary key makes each event id apply once. */
export const billingEvents = pgTable("billing_events", {
  id: text("id").primaryKey(),
  type: text("type").notNull(),
  receivedAt: timestamp("received_at", { withTimezone: true }).notNull().defaultNow(),
});

/** Enterprise inquiries, listed for platform admins and mailed to sales. */
export const enterpriseRequests = pgTable(
  "enterprise_requests",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id").references(() => users.id, { onDelete: "set null" }),
    firstName: text("first_name").notNull(),
    lastName: text("last_name").notNull(),
    email: text("email").notNull(),
    phone: text("phone"),
    company: text("company").notNull(),
    jobTitle: text("job_title").notNull(),
    companySize: text("company_size").notNull(),
    industry: text("industry").notNull(),
    useCase: text("use_case").notNull(),
    expectedUsers: integer("expected_users").notNull(),
    budget: text("budget").notNull(),
    timeline: text("timeline").notNull(),
    additionalInfo: text("additional_info"),
    createdAt: createdAt(),
  },
  (t) => [index("enterprise_requests_created_idx").on(t.createdAt)],
);

/** Beta feedback, listed for platform admins. */
export const feedback = pgTable(
  "feedback",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id").references(() => users.id, { onDelete: "set null" }),
    type: text("type").notNull(),
    priority: text("priority").notNull(),
    title: text("title").notNull(),
    description: text("description").notNull(),
    url: text("url"),
    userAgent: text("user_agent"),
    clientTimestamp: text("client_timestamp"),
    userEmail: text("user_email"),
    userName: text("user_name"),
    createdAt: createdAt(),
  },
  (t) => [
    index("feedback_created_idx").on(t.createdAt),
    check("feedback_type_check", sql`${t.type} in ('bug','issue','feature','other')`),
    check("feedback_priority_check", sql`${t.priority} in ('low','medium','high')`),
  ],
);
