import { and, asc, count, desc, eq, inArray } from "drizzle-orm";
import type { Role } from "../../../contract/roles";
import {
  canManageWebhooks,
  WEBHOOK_LIMITS,
  WEBHOOK_MESSAGES as M,
  type WebhookDelivery,
  type WebhookEndpoint,
  type WebhookEvent,
  type WebhookWithSecret,
} from "../../../contract/webhooks";
import type { Db } from "../../platform/db/client";
import {
  auditEvents,
  companies,
  type UserRow,
  users,
  type WebhookDeliveryRow,
  webhookDeliveries,
  type WebhookEndpointRow,
  webhookEndpoints,
} from "../../platform/db/schema";
import { AppError, forbidden, notFound } from "../../platform/errors";
import { checkEndpointUrl } from "./address";
import { enqueue } from "./events";
import { newWebhookSecret, PREVIOUS_SECRET_GRACE_MS, secretPrefix } from "./signature";

/**
 * Webhook endpoints (issue 18, docs/decisions/022): a company admin of an Enterprise company lists, creates,
 * enables/disables, deletes them, rotates a secret, sends a test event and reads the delivery log. Another
 * company's endpoint answers 404.
 */

const tx = <T>(db: Db, fn: (t: Db) => Promise<T>): Promise<T> => db.transaction((t) => fn(t as unknown as Db));

/** The caller's company id, when they may manage its webhooks. */
async function managedCompany(db: Db, actor: UserRow): Promise<string> {
  const role = { role: actor.role as Role, isSuperAdmin: actor.isSuperAdmin, companyId: actor.companyId };
  if (!canManageWebhooks(role) || actor.companyId === null) throw forbidden(M.notAdmin);
  const [company] = await db.select({ plan: companies.plan }).from(companies).where(eq(companies.id, actor.companyId));
  if (!company) throw forbidden(M.notAdmin);
  if (company.plan !== "enterprise") throw new AppError("FORBIDDEN", M.enterpriseOnly, { upgradeRequired: true });
  return actor.companyId;
}

async function ownEndpoint(db: Db, companyId: string, id: string): Promise<WebhookEndpointRow> {
  const [row] = await db
    .select()
    .from(webhookEndpoints)
    .where(and(eq(webhookEndpoints.id, id), eq(webhookEndpoints.companyId, companyId)));
  if (!row) throw notFound(M.notFound);
  return row;
}

type Creator = { id: string; firstName: string; lastName: string } | null;
type Last = { status: string; attempts: number; at: Date } | undefined;

function view(row: WebhookEndpointRow, creator: Creator, last: Last): WebhookEndpoint {
  return {
    id: row.id,
    url: row.url,
    description: row.description,
    events: row.events,
    enabled: row.enabled,
    secretPrefix: secretPrefix(row.secret),
    createdAt: row.createdAt.toISOString(),
    createdBy: creator ? { id: creator.id, name: `${creator.firstName} ${creator.lastName}`.trim() } : null,
    lastDelivery: last ? { status: last.status as "pending" | "succeeded" | "failed", attempts: last.attempts, at: last.at.toISOString() } : null,
  };
}

export function deliveryView(d: WebhookDeliveryRow): WebhookDelivery {
  return {
    id: d.id,
    eventId: d.eventId,
    eventType: d.eventType as WebhookDelivery["eventType"],
    status: d.status as WebhookDelivery["status"],
    attempts: d.attempts,
    lastResponseCode: d.lastResponseCode,
    lastError: d.lastError,
    lastAttemptAt: d.lastAttemptAt?.toISOString() ?? null,
    nextAttemptAt: d.status === "pending" && d.nextAttemptAt ? d.nextAttemptAt.toISOString() : null,
    createdAt: d.createdAt.toISOString(),
  };
}

async function creatorOf(db: Db, id: string | null): Promise<Creator> {
  if (!id) return null;
  const [c] = await db.select({ id: users.id, firstName: users.firstName, lastName: users.lastName }).from(users).where(eq(users.id, id));
  return c ?? null;
}

/** The company's endpoints, oldest first, each with its newest delivery's status. */
export async function listWebhooks(db: Db, actor: UserRow): Promise<{ endpoints: WebhookEndpoint[] }> {
  const companyId = await managedCompany(db, actor);
  const rows = await db
    .select({ endpoint: webhookEndpoints, creator: { id: users.id, firstName: users.firstName, lastName: users.lastName } })
    .from(webhookEndpoints)
    .leftJoin(users, eq(users.id, webhookEndpoints.createdBy))
    .where(eq(webhookEndpoints.companyId, companyId))
    .orderBy(asc(webhookEndpoints.createdAt), asc(webhookEndpoints.id));
  const ids = rows.map((r) => r.endpoint.id);
  const latest =
    ids.length === 0
      ? []
      : await db
          .selectDistinctOn([webhookDeliveries.endpointId], {
            endpointId: webhookDeliveries.endpointId,
            status: webhookDeliveries.status,
            attempts: webhookDeliveries.attempts,
            at: webhookDeliveries.createdAt,
          })
          .from(webhookDeliveries)
          .where(inArray(webhookDeliveries.endpointId, ids))
          .orderBy(webhookDeliveries.endpointId, desc(webhookDeliveries.createdAt));
  const last = new Map(latest.map((l) => [l.endpointId, l]));
  return { endpoints: rows.map((r) => view(r.endpoint, r.creator?.id ? r.creator : null, last.get(r.endpoint.id))) };
}

/** Registers an endpoint; the secret is answered here and at rotation only. Count and insert hold the company's lock. */
export async function createWebhook(
  db: Db,
  actor: UserRow,
  input: { url: string; description: string; events: WebhookEvent[] },
  opts: { allowLocal: boolean },
): Promise<WebhookWithSecret> {
  const companyId = await managedCompany(db, actor);
  const checked = checkEndpointUrl(input.url, opts.allowLocal);
  if ("error" in checked) throw new AppError("BAD_REQUEST", checked.error, { errors: [{ path: "url", msg: checked.error }] });
  const secret = newWebhookSecret();
  const row = await tx(db, async (t) => {
    await t.select({ id: companies.id }).from(companies).where(eq(companies.id, companyId)).for("update");
    const [n] = await t.select({ n: count() }).from(webhookEndpoints).where(eq(webhookEndpoints.companyId, companyId));
    if ((n?.n ?? 0) >= WEBHOOK_LIMITS.perCompany) throw new AppError("CONFLICT", M.tooMany);
    const [inserted] = await t
      .insert(webhookEndpoints)
      .values({ companyId, createdBy: actor.id, url: checked.url, description: input.description, events: input.events, secret })
      .returning();
    await t.insert(auditEvents).values({
      action: "webhook.created",
      actorUserId: actor.id,
      companyId,
      details: { webhookId: inserted!.id, url: checked.url, events: input.events },
    });
    return inserted!;
  });
  return { endpoint: view(row, actor, undefined), secret };
}

/** Enables or disables an endpoint, or changes its events. A disabled endpoint gets no new deliveries and its pending ones wait. */
export async function updateWebhook(db: Db, actor: UserRow, id: string, input: { enabled?: boolean; events?: WebhookEvent[] }): Promise<WebhookEndpoint> {
  const companyId = await managedCompany(db, actor);
  const row = await tx(db, async (t) => {
    const [updated] = await t
      .update(webhookEndpoints)
      .set({ ...(input.enabled === undefined ? {} : { enabled: input.enabled }), ...(input.events ? { events: input.events } : {}) })
      .where(and(eq(webhookEndpoints.id, id), eq(webhookEndpoints.companyId, companyId)))
      .returning();
    if (!updated) throw notFound(M.notFound);
    await t.insert(auditEvents).values({ action: "webhook.updated", actorUserId: actor.id, companyId, details: { webhookId: id, ...input } });
    return updated;
  });
  return view(row, await creatorOf(db, row.createdBy), undefined);
}

export async function deleteWebhook(db: Db, actor: UserRow, id: string): Promise<{ message: string }> {
  const companyId = await managedCompany(db, actor);
  await tx(db, async (t) => {
    const [row] = await t
      .delete(webhookEndpoints)
      .where(and(eq(webhookEndpoints.id, id), eq(webhookEndpoints.companyId, companyId)))
      .returning();
    if (!row) throw notFound(M.notFound);
    await t.insert(auditEvents).values({ action: "webhook.deleted", actorUserId: actor.id, companyId, details: { webhookId: id, url: row.url } });
  });
  return { message: M.deleted };
}

/** A new secret at once; the old one keeps signing (as a second v1) for the grace period so receivers can switch. */
export async function rotateWebhookSecret(db: Db, actor: UserRow, id: string, now = new Date()): Promise<WebhookWithSecret> {
  const companyId = await managedCompany(db, actor);
  const secret = newWebhookSecret();
  const row = await tx(db, async (t) => {
    const current = await ownEndpoint(t, companyId, id);
    const [updated] = await t
      .update(webhookEndpoints)
      .set({ secret, previousSecret: current.secret, previousSecretExpiresAt: new Date(now.getTime() + PREVIOUS_SECRET_GRACE_MS) })
      .where(eq(webhookEndpoints.id, id))
      .returning();
    await t.insert(auditEvents).values({ action: "webhook.secret_rotated", actorUserId: actor.id, companyId, details: { webhookId: id } });
    return updated!;
  });
  return { endpoint: view(row, await creatorOf(db, row.createdBy), undefined), secret };
}

/** Queues a `webhook.test` event to this endpoint alone; the worker sends it like any other. */
export async function sendTestEvent(db: Db, actor: UserRow, id: string, now = new Date()): Promise<{ delivery: WebhookDelivery }> {
  const companyId = await managedCompany(db, actor);
  const endpoint = await ownEndpoint(db, companyId, id);
  if (!endpoint.enabled) throw new AppError("CONFLICT", M.disabled);
  const [row] = await enqueue(db, [endpoint.id], companyId, "webhook.test", { message: "A test event from SalesDojo.", endpointId: endpoint.id }, now);
  return { delivery: deliveryView(row!) };
}

/** The endpoint's newest deliveries. */
export async function listDeliveries(db: Db, actor: UserRow, id: string): Promise<{ deliveries: WebhookDelivery[] }> {
  const companyId = await managedCompany(db, actor);
  await ownEndpoint(db, companyId, id);
  const rows = await db
    .select()
    .from(webhookDeliveries)
    .where(eq(webhookDeliveries.endpointId, id))
    .orderBy(desc(webhookDeliveries.createdAt), desc(webhookDeliveries.id))
    .limit(WEBHOOK_LIMITS.logSize);
  return { deliveries: rows.map(deliveryView) };
}

/**
 * Resends a finished (succeeded or failed) delivery: a new delivery row with the same body (so the same event id,
 * which lets a receiver recognise a repeat) to the same endpoint. The worker sends it like any other, with a new
 * signature and timestamp and the usual retries. A pending one is still being retried (409), as is a disabled endpoint.
 */
export async function resendDelivery(db: Db, actor: UserRow, id: string, deliveryId: string, now = new Date()): Promise<{ delivery: WebhookDelivery }> {
  const companyId = await managedCompany(db, actor);
  const endpoint = await ownEndpoint(db, companyId, id);
  const row = await tx(db, async (t) => {
    const [original] = await t
      .select()
      .from(webhookDeliveries)
      .where(and(eq(webhookDeliveries.id, deliveryId), eq(webhookDeliveries.endpointId, endpoint.id), eq(webhookDeliveries.companyId, companyId)));
    if (!original) throw notFound(M.deliveryNotFound);
    if (!endpoint.enabled) throw new AppError("CONFLICT", M.disabledResend);
    if (original.status === "pending") throw new AppError("CONFLICT", M.stillPending);
    const [inserted] = await t
      .insert(webhookDeliveries)
      .values({
        endpointId: endpoint.id,
        companyId,
        eventId: original.eventId,
        eventType: original.eventType,
        body: original.body,
        nextAttemptAt: now,
        createdAt: now,
      })
      .returning();
    await t.insert(auditEvents).values({
      action: "webhook.delivery_resent",
      actorUserId: actor.id,
      companyId,
      details: { webhookId: endpoint.id, deliveryId: original.id, newDeliveryId: inserted!.id, eventId: original.eventId },
    });
    return inserted!;
  });
  return { delivery: deliveryView(row) };
}
