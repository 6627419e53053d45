import { sql } from "drizzle-orm";
import { type AnyPgColumn, check, date, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import type { ChatMessage } from "../../../../contract/practice";
import type { ManagerStage } from "../../../../contract/stages";
import type { EngineInfo, StoredRating, Persona, CustomerState, SummaryContent } from "../../../ai";
import { createdAt } from "./columns";
import { companies, users } from "./accounts";
import { companyScenarios, scenarioAssignments } from "./scenarios";

/* Practice conversations and what is kept from them: certificates, per-user stats, weekly analytics buckets, summaries. */

/** What the start dialog chose that the simulation does not use: the browser's voice, its volume and the custom prompt. */
export interface ConversationSetup {
  selectedVoice: { name: string; lang: string; voiceURI: string } | null;
  ttsVolume: number;
  customPrompt: string | null;
}

/**
 * Practice conversations. Persona, customer state, messages and the stored rating are JSON owned by
 * the AI engine; the stage scores are also columns so manager reads (leaderboard, averages) stay indexed SQL.
 */
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
    setup: jsonb("setup").$type<ConversationSetup>().notNull(),
    persona: jsonb("persona").$type<Persona>().notNull(),
    state: jsonb("state").$type<CustomerState>().notNull(),
    messages: jsonb("messages")
      .$type<ChatMessage[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    messageCount: integer("message_count").notNull().default(0),
    status: text("status").notNull().default("active"),
    /** Set while a customer reply is being written; a second message meanwhile is refused. */
    pendingSince: timestamp("pending_since", { withTimezone: true }),
    engine: jsonb("engine").$type<EngineInfo>().notNull(),
    /** The company scenario practised (issue 17); the persona keeps its own copy, so a deleted scenario leaves null. */
    companyScenarioId: uuid("company_scenario_id").references((): AnyPgColumn => companyScenarios.id, { onDelete: "set null" }),
    rating: jsonb("rating").$type<StoredRating>(),
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
    index("conversations_user_ended_idx")
      .on(t.userId, t.endedAt)
      .where(sql`${t.totalScore} is not null`),
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
    conversationIds: jsonb("conversation_ids").$type<string[]>().notNull(),
    startDate: timestamp("start_date", { withTimezone: true }).notNull(),
    endDate: timestamp("end_date", { withTimezone: true }).notNull(),
    /** Tenths of a point: 73 is 7.3 out of 10. */
    overallRating: integer("overall_rating").notNull(),
    stageRatings: jsonb("stage_ratings").$type<Record<ManagerStage, number>>().notNull(),
    content: jsonb("content").$type<SummaryContent>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("conversation_summaries_user_number_uq").on(t.userId, t.summaryNumber)],
);

export type ConversationSummaryRow = typeof conversationSummaries.$inferSelect;
