import type { Database } from "./client";

/** How often the background check pings the database. */
const REFRESH_MS = 2_000;
/**
 * A ping that has not answered after this long marks the database unavailable. Generous on purpose: under
 * load PGlite answers every query late, and a busy database is not a down one.
 */
const PING_TIMEOUT_MS = 10_000;

export type DatabaseHealth = { status: "ok" } | { status: "degraded"; reason: "disk_full" } | { status: "unavailable" };

/**
 * The database's health as /api/health reports it, kept current in the background and by what requests
 * observe (an unreachable database, a full disk, a write that succeeded again), so that the health check
 * answers at once and never queues behind the database's work.
 */
export interface DatabaseStatus {
  current(): DatabaseHealth;
  /** Pings once now (the first answer before the app serves), then every REFRESH_MS until stop(). */
  start(): Promise<void>;
  stop(): void;
  sawUnavailable(): void;
  sawDiskFull(): void;
  sawWriteSucceed(): void;
}

export function createDatabaseStatus(database: Pick<Database, "ping">): DatabaseStatus {
  let reachable = true;
  let diskFull = false;
  let pinging: Promise<void> | null = null;
  let timer: NodeJS.Timeout | undefined;

  const check = (): Promise<void> => {
    // One ping at a time: a slow one is still the check in progress, not a reason for another.
    pinging ??= withTimeout(database.ping(), PING_TIMEOUT_MS)
      .then(
        () => {
          reachable = true;
        },
        () => {
          reachable = false;
        },
      )
      .finally(() => {
        pinging = null;
      });
    return pinging;
  };

  return {
    current: () => (!reachable ? { status: "unavailable" } : diskFull ? { status: "degraded", reason: "disk_full" } : { status: "ok" }),
    async start() {
      clearInterval(timer);
      timer = setInterval(() => void check(), REFRESH_MS);
      timer.unref();
      await check();
    },
    stop: () => clearInterval(timer),
    sawUnavailable: () => {
      reachable = false;
    },
    sawDiskFull: () => {
      diskFull = true;
    },
    sawWriteSucceed: () => {
      diskFull = false;
    },
  };
}

function withTimeout(promise: Promise<unknown>, ms: number): Promise<unknown> {
  let timer: NodeJS.Timeout | undefined;
  return Promise.race([
    promise,
    new Promise((_, reject) => {
      timer = setTimeout(() => reject(new Error("database ping timed out")), ms);
    }),
  ]).finally(() => clearTimeout(timer));
}
