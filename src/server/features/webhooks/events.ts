import { randomUUID } from "node:crypto";
import { and, eq } from "drizzle-orm";
import type { WebhookEvent, WebhookEventType } from "../../../contract/webhooks";
import type { Db } from "../../platform/db/client";
import { companies, type ConversationRow, type UserRow, webhookDeliveries, webhookEndpoints } from "../../platform/db/schema";
import { assignmentsPassedBy } from "../assignments";

/**
 * Events become delivery rows, written with the caller's database handle: pass the transaction that makes the
 * change, and the deliveries exist exactly when the change does. Nothing here calls out: the worker (worker.ts)
 * sends, so a slow or dead endpoint never holds up the request that caused the event.
 */

interface Subscribed {
  id: string;
  events: WebhookEvent[];
}

/** The company's enabled endpoints while it is on Enterprise (one query; none for most companies). */
async function subscribedEndpoints(db: Db, companyId: string): Promise<Subscribed[]> {
  const rows = await db
    .select({ id: webhookEndpoints.id, events: webhookEndpoints.events })
    .from(webhookEndpoints)
    .innerJoin(companies, eq(companies.id, webhookEndpoints.companyId))
    .where(and(eq(webhookEndpoints.companyId, companyId), eq(webhookEndpoints.enabled, true), eq(companies.plan, "enterprise")));
  return rows.map((r) => ({ id: r.id, events: r.events }));
}

/** The body every delivery of one event carries, byte for byte on every attempt. */
export function eventBody(eventId: string, type: WebhookEventType, companyId: string, data: object, now: Date): string {
  return JSON.stringify({ id: eventId, type, createdAt: now.toISOString(), companyId, data });
}

/** One delivery row per endpoint; the event id is shared, so a receiver can tell one event sent twice. */
export async function enqueue(db: Db, endpointIds: string[], companyId: string, type: WebhookEventType, data: object, now: Date) {
  if (endpointIds.length === 0) return [];
  const eventId = randomUUID();
  const body = eventBody(eventId, type, companyId, data, now);
  return db
    .insert(webhookDeliveries)
    .values(endpointIds.map((endpointId) => ({ endpointId, companyId, eventId, eventType: type, body, nextAttemptAt: now, createdAt: now })))
    .returning();
}

const personOf = (u: UserRow) => ({ id: u.id, email: u.email, firstName: u.firstName, lastName: u.lastName, role: u.role, teamId: u.teamId });

/** `user.added`: someone joined the company (an admin or team leader added them, or a platform admin did). */
/** `user.added`; `addedBy` is null when the person joined on their first single sign-on (docs/decisions/023). */
export async function userAdded(db: Db, user: UserRow, addedBy: UserRow | null, now = new Date()): Promise<void> {
  if (!user.companyId) return;
  const endpoints = (await subscribedEndpoints(db, user.companyId)).filter((e) => e.events.includes("user.added"));
  await enqueue(
    db,
    endpoints.map((e) => e.id),
    user.companyId,
    "user.added",
    { user: personOf(user), addedBy: addedBy ? { id: addedBy.id } : null },
    now,
  );
}

/**
 * `conversation.rated` for a company member's rated call, and `assignment.passed` for each assignment the call
 * turned to passed. The assignment check runs only when an endpoint wants it.
 */
export async function conversationRated(db: Db, user: UserRow, row: ConversationRow, now = new Date()): Promise<void> {
  if (!user.companyId || row.totalScore === null) return;
  const endpoints = await subscribedEndpoints(db, user.companyId);
  if (endpoints.length === 0) return;
  const scores = {
    introduction: row.scoreIntroduction,
    mapping: row.scoreMapping,
    productPresentation: row.scorePresentation,
    objectionHandling: row.scoreObjections,
    close: row.scoreClose,
  };
  const rated = endpoints.filter((e) => e.events.includes("conversation.rated")).map((e) => e.id);
  await enqueue(
    db,
    rated,
    user.companyId,
    "conversation.rated",
    {
      conversation: {
        id: row.id,
        title: row.title,
        scenario: row.scenario,
        difficulty: row.difficulty,
        language: row.language,
        companyScenarioId: row.companyScenarioId,
        startedAt: row.createdAt.toISOString(),
        endedAt: (row.endedAt ?? now).toISOString(),
        scores,
        /** Mean of the five stages, 0-10, one decimal. */
        overallScore: Math.round((row.totalScore / 5) * 10) / 10,
      },
      user: personOf(user),
    },
    now,
  );

  const passedTo = endpoints.filter((e) => e.events.includes("assignment.passed")).map((e) => e.id);
  if (passedTo.length === 0 || !row.companyScenarioId) return;
  for (const p of await assignmentsPassedBy(db, user, row, now)) {
    await enqueue(
      db,
      passedTo,
      user.companyId,
      "assignment.passed",
      {
        assignment: {
          id: p.assignment.id,
          scenarioId: p.assignment.scenarioId,
          scenarioName: p.scenarioName,
          teamId: p.assignment.teamId,
          dueAt: p.assignment.dueAt.toISOString(),
          requiredAttempts: p.assignment.requiredAttempts,
          passMark: p.assignment.passMarkTenths / 10,
        },
        user: personOf(user),
        conversationId: row.id,
        progress: { attemptsMade: p.progress.attemptsMade, bestScore: p.progress.bestScore },
      },
      now,
    );
  }
}
