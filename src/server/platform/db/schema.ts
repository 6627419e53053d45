import { sql } from "drizzle-orm";
import {
  type AnyPgColumn,
  boolean,
  check,
  date,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";

const createdAt = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();

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
  (t) => [
    index("verifications_user_idx").on(t.userId),
    check("verifications_purpose_check", sql`${t.purpose} in ('password_reset','password_setup')`),
  ],
);

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
  (t) => [
    index("checkout_sessions_user_idx").on(t.userId),
    check("checkout_sessions_status_check", sql`${t.status} in ('open','complete','expired')`),
  ],
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

/**
 * Practice conversations. Persona, customer state, messages and the stored rating are JSON owned by
 * the AI engine; the stage scores are also columns so manager reads (leaderboard, averages) stay indexed SQL.
 */
/**
 * Company scenarios (issue 17): a company's own practice call. The content (what is sold, the customer, the goal
 * and the pass mark) is one JSON document validated by src/contract/company-scenarios.ts on every write; name,
 * language and status are columns for the lists (docs/decisions/019).
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
    status: text("status").notNull().default("active"),
    content: jsonb("content").notNull(),
    createdBy: uuid("created_by").references((): AnyPgColumn => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("company_scenarios_company_idx").on(t.companyId, t.status),
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

export const conversations = pgTable(
  "conversations",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    title: text("title").notNull(),
    scenario: text("scenario").notNull(),
    difficulty: text("difficulty").notNull(),
    language: text("language").notNull(),
    setup: jsonb("setup").notNull(),
    persona: jsonb("persona").notNull(),
    state: jsonb("state").notNull(),
    messages: jsonb("messages").notNull().default(sql`'[]'::jsonb`),
    messageCount: integer("message_count").notNull().default(0),
    status: text("status").notNull().default("active"),
    /** Set while a customer reply is being written; a second message meanwhile is refused. */
    pendingSince: timestamp("pending_since", { withTimezone: true }),
    engine: jsonb("engine").notNull(),
    /** The company scenario practised (issue 17); the persona keeps its own copy, so a deleted scenario leaves null. */
    companyScenarioId: uuid("company_scenario_id").references((): AnyPgColumn => companyScenarios.id, { onDelete: "set null" }),
    rating: jsonb("rating"),
    scoreIntroduction: integer("score_introduction"),
    scoreMapping: integer("score_mapping"),
    scorePresentation: integer("score_presentation"),
    scoreObjections: integer("score_objections"),
    scoreClose: integer("score_close"),
    totalScore: integer("total_score"),
    createdAt: createdAt(),
    endedAt: timestamp("ended_at", { withTimezone: true }),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("conversations_user_created_idx").on(t.userId, t.createdAt),
    index("conversations_user_ended_idx").on(t.userId, t.endedAt).where(sql`${t.totalScore} is not null`),
    // Each user's latest rated conversations (conversation_stats' refresh), read from the index alone.
    index("conversations_user_rated_idx")
      .on(t.userId, t.createdAt.desc().nullsFirst(), t.totalScore)
      .where(sql`${t.totalScore} is not null`),
    // The admin usage chart and active users: conversations by start time.
    index("conversations_created_idx").on(t.createdAt),
    index("conversations_company_scenario_idx").on(t.companyScenarioId),
    check("conversations_status_check", sql`${t.status} in ('active','ended')`),
    check("conversations_scenario_check", sql`${t.scenario} in ('general','cold_call','lead_call','objection_handling')`),
    check("conversations_difficulty_check", sql`${t.difficulty} in ('easy','medium','hard')`),
  ],
);

export type ConversationRow = typeof conversations.$inferSelect;

/**
 * Certificates (issue 17, docs/decisions/026): issued once, when a rep's attempt turns an assignment to passed, in
 * the same transaction as that call's rating. The pass is a historical fact: the certificate keeps the scenario's
 * name, the score and the pass mark as they were, and outlives the assignment, the scenario and the call.
 */
export const certificates = pgTable(
  "certificates",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    companyId: uuid("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    assignmentId: uuid("assignment_id").references(() => scenarioAssignments.id, { onDelete: "set null" }),
    scenarioId: uuid("scenario_id").references(() => companyScenarios.id, { onDelete: "set null" }),
    conversationId: uuid("conversation_id").references(() => conversations.id, { onDelete: "set null" }),
    recipientName: text("recipient_name").notNull(),
    scenarioName: text("scenario_name").notNull(),
    scenarioLanguage: text("scenario_language").notNull(),
    /** Tenths of a point (0-100): the best passing overall score and the pass mark it met. */
    scoreTenths: integer("score_tenths").notNull(),
    passMarkTenths: integer("pass_mark_tenths").notNull(),
    issuedAt: timestamp("issued_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("certificates_assignment_user_idx").on(t.assignmentId, t.userId),
    index("certificates_user_idx").on(t.userId, t.issuedAt),
    index("certificates_company_idx").on(t.companyId, t.issuedAt),
  ],
);
export type CertificateRow = typeof certificates.$inferSelect;

/**
 * Per-user conversation aggregates for the manager views (leaderboard): the number of conversations, the latest
 * start, and the count and sum of the totals (0-50) of the newest 5 rated ones. Kept by triggers on
 * conversations (migration 0004, docs/decisions), never written by application code, so a 1,000-user board is
 * one join instead of a scan of every conversation.
 */
export const conversationStats = pgTable("conversation_stats", {
  userId: uuid("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  conversations: integer("conversations").notNull().default(0),
  lastConversationAt: timestamp("last_conversation_at", { withTimezone: true }),
  recentRated: integer("recent_rated").notNull().default(0),
  recentScoreSum: integer("recent_score_sum").notNull().default(0),
});

/**
 * Company analytics (issue 18, docs/decisions/025): per user and week (Monday, UTC, of the time a call was rated) the
 * number of rated calls and the sums of their stage scores and totals, so that a report over a company's 100,000
 * calls reads a few thousand rows. Kept by triggers on conversations (migration 0012), never written by application
 * code; rows may hold zero calls after deletions.
 */
export const analyticsWeekly = pgTable(
  "analytics_weekly",
  {
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    week: date("week", { mode: "string" }).notNull(),
    calls: integer("calls").notNull().default(0),
    sumIntroduction: integer("sum_introduction").notNull().default(0),
    sumMapping: integer("sum_mapping").notNull().default(0),
    sumPresentation: integer("sum_presentation").notNull().default(0),
    sumObjections: integer("sum_objections").notNull().default(0),
    sumClose: integer("sum_close").notNull().default(0),
    sumTotal: integer("sum_total").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.userId, t.week] })],
);

/**
 * The same per scenario: the built-in scenario's name, or the company scenario's id as text. A deleted company
 * scenario's calls move to their built-in scenario (the conversation's company_scenario_id becomes null).
 */
export const analyticsScenarioWeekly = pgTable(
  "analytics_scenario_weekly",
  {
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    week: date("week", { mode: "string" }).notNull(),
    scenarioKey: text("scenario_key").notNull(),
    calls: integer("calls").notNull().default(0),
    sumTotal: integer("sum_total").notNull().default(0),
    /** Calls that reach the company scenario's pass mark as it is now (recounted when the pass mark changes). */
    passed: integer("passed").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.userId, t.week, t.scenarioKey] })],
);

export type UserRow = typeof users.$inferSelect;

/**
 * Performance summaries: one per group of 5 rated conversations. The content is structured (finding
 * codes and numbers), rendered in any language on read.
 */
export const conversationSummaries = pgTable(
  "conversation_summaries",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    summaryNumber: integer("summary_number").notNull(),
    conversationIds: jsonb("conversation_ids").notNull(),
    startDate: timestamp("start_date", { withTimezone: true }).notNull(),
    endDate: timestamp("end_date", { withTimezone: true }).notNull(),
    /** Tenths of a point: 73 is 7.3 out of 10. */
    overallRating: integer("overall_rating").notNull(),
    stageRatings: jsonb("stage_ratings").notNull(),
    content: jsonb("content").notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("conversation_summaries_user_number_uq").on(t.userId, t.summaryNumber)],
);

export type ConversationSummaryRow = typeof conversationSummaries.$inferSelect;

/**
 * Company API keys (issue 18, docs/decisions/021). Only the SHA-256 of the key is stored; `prefix` is its
 * recognisable start for lists. A key dies with its company and with the admin who created it; a revoked key keeps
 * its row (revoked_at) so that the audit trail of who had access stays.
 */
export const apiKeys = pgTable(
  "api_keys",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    companyId: uuid("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    createdBy: uuid("created_by")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    prefix: text("prefix").notNull(),
    keyHash: text("key_hash").notNull().unique(),
    scopes: jsonb("scopes").notNull(),
    createdAt: createdAt(),
    lastUsedAt: timestamp("last_used_at", { withTimezone: true }),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
  },
  (t) => [index("api_keys_company_idx").on(t.companyId, t.revokedAt)],
);
export type ApiKeyRow = typeof apiKeys.$inferSelect;

/**
 * Outgoing webhook endpoints (issue 18, docs/decisions/022). The signing secret is kept as written: the server needs
 * it to sign each delivery (an HMAC key cannot be stored as a hash). After a rotation the previous secret also signs
 * until `previous_secret_expires_at`, so a receiver can switch over without dropping deliveries.
 */
export const webhookEndpoints = pgTable(
  "webhook_endpoints",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    companyId: uuid("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    createdBy: uuid("created_by").references((): AnyPgColumn => users.id, { onDelete: "set null" }),
    url: text("url").notNull(),
    description: text("description").notNull().default(""),
    events: jsonb("events").notNull(),
    enabled: boolean("enabled").notNull().default(true),
    secret: text("secret").notNull(),
    previousSecret: text("previous_secret"),
    previousSecretExpiresAt: timestamp("previous_secret_expires_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index("webhook_endpoints_company_idx").on(t.companyId)],
);
export type WebhookEndpointRow = typeof webhookEndpoints.$inferSelect;

/**
 * One event to one endpoint: enqueued in the transaction of the event, sent by the delivery worker of any server
 * process. `locked_until` is the claim: a worker takes due rows whose claim is free or expired (FOR UPDATE SKIP
 * LOCKED), so two processes never send one attempt, and a process that dies mid-send leaves the row to another
 * after the lease. `body` is the exact JSON sent on every attempt.
 */
export const webhookDeliveries = pgTable(
  "webhook_deliveries",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    endpointId: uuid("endpoint_id")
      .notNull()
      .references(() => webhookEndpoints.id, { onDelete: "cascade" }),
    companyId: uuid("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    eventId: uuid("event_id").notNull(),
    eventType: text("event_type").notNull(),
    body: text("body").notNull(),
    status: text("status").notNull().default("pending"),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }),
    lockedUntil: timestamp("locked_until", { withTimezone: true }),
    lastAttemptAt: timestamp("last_attempt_at", { withTimezone: true }),
    lastResponseCode: integer("last_response_code"),
    lastError: text("last_error"),
    createdAt: createdAt(),
  },
  (t) => [
    index("webhook_deliveries_due_idx").on(t.nextAttemptAt).where(sql`${t.status} = 'pending'`),
    index("webhook_deliveries_endpoint_idx").on(t.endpointId, t.createdAt),
    check("webhook_deliveries_status_check", sql`${t.status} in ('pending','succeeded','failed')`),
  ],
);
export type WebhookDeliveryRow = typeof webhookDeliveries.$inferSelect;

/**
 * A company's OpenID Connect identity provider (issue 18, docs/decisions/023). The client secret is stored
 * AES-256-GCM encrypted (platform/secret-box.ts) with the company id as associated data; it is never answered.
 */
export const companySso = pgTable("company_sso", {
  companyId: uuid("company_id")
    .primaryKey()
    .references(() => companies.id, { onDelete: "cascade" }),
  enabled: boolean("enabled").notNull().default(false),
  issuerUrl: text("issuer_url").notNull(),
  clientId: text("client_id").notNull(),
  clientSecretEnc: text("client_secret_enc").notNull(),
  /** Password sign-in refused for the company's members except its own admin (companies.admin_user_id). */
  mandatory: boolean("mandatory").notNull().default(false),
  updatedBy: uuid("updated_by").references(() => users.id, { onDelete: "set null" }),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});
export type CompanySsoRow = typeof companySso.$inferSelect;

/** E-mail domains a company's identity provider vouches for; a domain belongs to one company at most. */
export const ssoDomains = pgTable(
  "sso_domains",
  {
    domain: text("domain").primaryKey(),
    companyId: uuid("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
  },
  (t) => [index("sso_domains_company_idx").on(t.companyId)],
);

/**
 * Sign-ins on their way through an identity provider: the browser holds a random id in the `sb_sso` cookie and
 * this row, found by its SHA-256, holds state, nonce and PKCE verifier. Used once, then deleted; 10 minutes.
 */
export const ssoLoginStates = pgTable(
  "sso_login_states",
  {
    idHash: text("id_hash").primaryKey(),
    companyId: uuid("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    state: text("state").notNull(),
    nonce: text("nonce").notNull(),
    codeVerifier: text("code_verifier").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("sso_login_states_expires_idx").on(t.expiresAt)],
);
/** Binary data (bytea). PGlite answers a Uint8Array, node-postgres a Buffer: both become a Buffer. */
const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => "bytea",
  toDriver: (value) => value,
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/**
 * A company's branding (issue 18, docs/decisions/024): display name, colour, white-label and the logo itself, in
 * the database so that every replica serves it and no file lives on a server's disk. The logo is stored already
 * checked (PNG/WebP structure) or sanitised (SVG); `logo_hash` (SHA-256, hex) versions its URL.
 */
export const companyBranding = pgTable("company_branding", {
  companyId: uuid("company_id")
    .primaryKey()
    .references(() => companies.id, { onDelete: "cascade" }),
  displayName: text("display_name").notNull(),
  color: text("color"),
  whiteLabel: boolean("white_label").notNull().default(false),
  logo: bytea("logo"),
  logoType: text("logo_type"),
  logoHash: text("logo_hash"),
  logoUpdatedAt: timestamp("logo_updated_at", { withTimezone: true }),
  updatedBy: uuid("updated_by").references(() => users.id, { onDelete: "set null" }),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});
export type CompanyBrandingRow = typeof companyBranding.$inferSelect;
