import http from "node:http";
import https from "node:https";
import { isIP } from "node:net";
import { and, asc, eq, inArray, isNull, lt, lte, or } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import { WEBHOOK_LIMITS, WEBHOOK_SIGNATURE_HEADER } from "../../../contract/webhooks";
import type { Db } from "../../platform/db/client";
import { type WebhookDeliveryRow, webhookDeliveries, webhookEndpoints } from "../../platform/db/schema";
import { addressAllowed, bareHost, BlockedAddressError, guardedLookup } from "./address";
import { signatureHeader, signingSecrets } from "./signature";

/**
 * The delivery worker (docs/decisions/022). Every server process runs it; each round claims due deliveries with
 * one statement (UPDATE … WHERE id IN (SELECT … FOR UPDATE SKIP LOCKED)) that sets a lease, sends them, and
 * records the answer only while it still holds the lease. Two processes never send the same attempt; a process
 * that dies mid-send leaves the row to another once the lease runs out.
 */

export interface WorkerOptions {
  db: Db;
  log: FastifyBaseLogger;
  /** Loopback endpoints allowed (development and tests; never in production). */
  allowLocal: boolean;
  /** Per attempt: connect, send and the answer's status line. */
  timeoutMs: number;
  /** The worker's clock: tests move it to make retries due without waiting. */
  clock?: () => Date;
  /** Deliveries claimed per round, sent in parallel. */
  batchSize?: number;
}

const USER_AGENT = "SalesDojo-Webhooks/1.0";

/** The wait after failed attempt `attempts` (1-based), or null when it was the last. */
export function retryDelayMs(attempts: number): number | null {
  return WEBHOOK_LIMITS.retryDelaysMs[attempts - 1] ?? null;
}

interface Outcome {
  status: number | null;
  error: string | null;
}

/** POSTs the body once; never follows a redirect, never reads more than the status line and headers. */
export function post(url: string, body: string, headers: Record<string, string>, opts: { allowLocal: boolean; timeoutMs: number }): Promise<Outcome> {
  return new Promise((resolve) => {
    let target: URL;
    try {
      target = new URL(url);
    } catch {
      return resolve({ status: null, error: "invalid address" });
    }
    const host = bareHost(target);
    // An address typed as a number skips the name lookup, so it is checked here; names are checked in lookup.
    if (isIP(host) && !addressAllowed(host, opts.allowLocal)) return resolve({ status: null, error: `blocked address ${host}` });
    const local = opts.allowLocal && target.protocol === "http:";
    if (target.protocol !== "https:" && !local) return resolve({ status: null, error: "not https" });
    const signal = AbortSignal.timeout(opts.timeoutMs);
    const request = (target.protocol === "https:" ? https : http).request(target, {
      method: "POST",
      headers: { ...headers, "content-type": "application/json", "content-length": String(Buffer.byteLength(body)), "user-agent": USER_AGENT },
      lookup: guardedLookup(opts.allowLocal) as unknown as typeof import("node:dns").lookup,
      agent: false,
      signal,
    });
    let settled = false;
    const done = (o: Outcome) => {
      if (settled) return;
      settled = true;
      resolve(o);
      request.destroy();
    };
    request.on("response", (res) => {
      res.resume();
      done({ status: res.statusCode ?? null, error: null });
    });
    request.on("error", (err: Error & { code?: string; cause?: unknown }) => {
      if (signal.aborted) return done({ status: null, error: `no answer within ${opts.timeoutMs} ms` });
      const blocked = err instanceof BlockedAddressError ? err : err.cause instanceof BlockedAddressError ? err.cause : null;
      if (blocked) return done({ status: null, error: blocked.message });
      done({ status: null, error: err.code ?? err.message });
    });
    request.end(body);
  });
}

/** Claims up to `limit` due deliveries of enabled endpoints for this process until `leaseUntil`. */
async function claim(db: Db, now: Date, leaseUntil: Date, limit: number): Promise<WebhookDeliveryRow[]> {
  const due = db
    .select({ id: webhookDeliveries.id })
    .from(webhookDeliveries)
    .innerJoin(webhookEndpoints, eq(webhookEndpoints.id, webhookDeliveries.endpointId))
    .where(
      and(
        eq(webhookDeliveries.status, "pending"),
        lte(webhookDeliveries.nextAttemptAt, now),
        or(isNull(webhookDeliveries.lockedUntil), lte(webhookDeliveries.lockedUntil, now)),
        eq(webhookEndpoints.enabled, true),
      ),
    )
    .orderBy(asc(webhookDeliveries.nextAttemptAt))
    .limit(limit)
    .for("update", { of: webhookDeliveries, skipLocked: true });
  return db.update(webhookDeliveries).set({ lockedUntil: leaseUntil }).where(inArray(webhookDeliveries.id, due)).returning();
}

/** One attempt of one claimed delivery, recorded while this process still holds its lease. */
async function attempt(opts: WorkerOptions, row: WebhookDeliveryRow, leaseUntil: Date): Promise<boolean> {
  const clock = opts.clock ?? (() => new Date());
  const [endpoint] = await opts.db.select().from(webhookEndpoints).where(eq(webhookEndpoints.id, row.endpointId));
  if (!endpoint) return false;
  const sentAt = clock();
  const outcome = await post(
    endpoint.url,
    row.body,
    {
      [WEBHOOK_SIGNATURE_HEADER]: signatureHeader(row.body, signingSecrets(endpoint, sentAt), sentAt),
      "SalesDojo-Event": row.eventType,
      "SalesDojo-Delivery": row.id,
    },
    opts,
  );
  const at = clock();
  const attempts = row.attempts + 1;
  const ok = outcome.status !== null && outcome.status >= 200 && outcome.status < 300;
  const wait = ok ? null : retryDelayMs(attempts);
  await opts.db
    .update(webhookDeliveries)
    .set({
      attempts,
      status: ok ? "succeeded" : wait === null ? "failed" : "pending",
      nextAttemptAt: wait === null ? null : new Date(at.getTime() + wait),
      lockedUntil: null,
      lastAttemptAt: at,
      lastResponseCode: outcome.status,
      lastError: outcome.error?.slice(0, 200) ?? null,
    })
    .where(and(eq(webhookDeliveries.id, row.id), eq(webhookDeliveries.lockedUntil, leaseUntil)));
  if (!ok) opts.log.info({ deliveryId: row.id, endpointId: row.endpointId, attempts, status: outcome.status, error: outcome.error }, "webhook delivery failed");
  return ok;
}

/** One round: claims the deliveries due now and sends them in parallel. Returns how many were attempted. */
export async function deliverDue(opts: WorkerOptions): Promise<number> {
  const now = (opts.clock ?? (() => new Date()))();
  // Long enough for the attempt and its bookkeeping; a crashed process's claim frees after it.
  const leaseUntil = new Date(now.getTime() + opts.timeoutMs + 60_000);
  const rows = await claim(opts.db, now, leaseUntil, opts.batchSize ?? 10);
  await Promise.all(
    rows.map((row) =>
      attempt(opts, row, leaseUntil).catch((err: unknown) => opts.log.error({ err, deliveryId: row.id }, "webhook delivery could not be recorded")),
    ),
  );
  return rows.length;
}

/** Finished deliveries are pruned in batches of this many rows, at most `PRUNE_MAX_BATCHES` batches per run. */
const PRUNE_BATCH = 1_000;
const PRUNE_MAX_BATCHES = 50;
/** How often each process prunes (the first time in its first round). */
export const PRUNE_EVERY_MS = 3_600_000;

/**
 * Deletes succeeded and failed deliveries created more than `retentionDays` ago; pending ones are never touched,
 * whatever their age. Each batch takes its rows with FOR UPDATE SKIP LOCKED, so replicas pruning at the same moment
 * split the rows instead of waiting on each other, and a delete is harmless to repeat. Returns how many went.
 */
export async function pruneDeliveries(db: Db, now: Date, retentionDays: number): Promise<number> {
  const cutoff = new Date(now.getTime() - retentionDays * 86_400_000);
  let total = 0;
  for (let i = 0; i < PRUNE_MAX_BATCHES; i++) {
    const old = db
      .select({ id: webhookDeliveries.id })
      .from(webhookDeliveries)
      .where(and(inArray(webhookDeliveries.status, ["succeeded", "failed"]), lt(webhookDeliveries.createdAt, cutoff)))
      .limit(PRUNE_BATCH)
      .for("update", { of: webhookDeliveries, skipLocked: true });
    const gone = await db.delete(webhookDeliveries).where(inArray(webhookDeliveries.id, old)).returning({ id: webhookDeliveries.id });
    total += gone.length;
    if (gone.length < PRUNE_BATCH) break;
  }
  return total;
}

/** One round: sends what is due and, once per `PRUNE_EVERY_MS`, prunes old finished deliveries. */
async function round(opts: WorkerOptions & { retentionDays: number }, state: { lastPruned: number }): Promise<void> {
  await deliverDue(opts);
  const now = (opts.clock ?? (() => new Date()))();
  if (now.getTime() - state.lastPruned < PRUNE_EVERY_MS) return;
  state.lastPruned = now.getTime();
  const pruned = await pruneDeliveries(opts.db, now, opts.retentionDays);
  if (pruned > 0) opts.log.info({ pruned, retentionDays: opts.retentionDays }, "old webhook deliveries pruned");
}

/**
 * Runs rounds every `intervalMs` while the server runs (an unref'd timer; a round never overlaps the previous).
 * stop() waits for the round in flight, so the database is not closed under it.
 */
export function startWebhookWorker(opts: WorkerOptions & { intervalMs: number; retentionDays: number }): () => Promise<void> {
  let running: Promise<unknown> | null = null;
  const state = { lastPruned: Number.NEGATIVE_INFINITY };
  const timer = setInterval(() => {
    if (running) return;
    running = round(opts, state)
      .catch((err: unknown) => opts.log.error({ err }, "webhook delivery round failed"))
      .finally(() => {
        running = null;
      });
  }, opts.intervalMs);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await running;
  };
}
