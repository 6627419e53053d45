import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { Logger } from "pino";

/** The owner touches its lock this often; a lock left untouched for STALE_AFTER_MS belongs to no running server. */
const HEARTBEAT_MS = 10_000;
const STALE_AFTER_MS = 60_000;
/** A lock file without a readable owner is being written right now, unless it is older than this. */
const UNREADABLE_GRACE_MS = 2_000;

interface LockOwner {
  pid: number;
  host: string;
  startedAt: string;
}
const UNKNOWN_OWNER: LockOwner = { pid: 0, host: "an unknown host", startedAt: "at an unknown time" };

export class DataDirLockedError extends Error {
  constructor(file: string, owner: LockOwner) {
    super(
      `Another SalesDojo server (pid ${owner.pid} on ${owner.host}, started ${owner.startedAt}) is using this data ` +
        `directory (lock file ${file}). Two servers on one embedded database lose data: stop the other one, give ` +
        `this one its own DATA_DIR, or point both at one PostgreSQL server with DATABASE_URL. If no such server ` +
        `is running, delete the lock file.`,
    );
    this.name = "DataDirLockedError";
  }
}

export interface DataDirLock {
  release(): void;
}

/**
 * One process per embedded database: a lock file created atomically (O_EXCL) holding the owner's pid, host
 * and start time. A lock whose process is gone (same host, pid not alive) or that its owner stopped touching
 * is stale and taken over, with a log line. Released on a clean shutdown.
 */
export function acquireDataDirLock(file: string, log: Pick<Logger, "warn">): DataDirLock {
  const me: LockOwner = { pid: process.pid, host: os.hostname(), startedAt: new Date().toISOString() };
  // A fresh machine has no data directory yet: the first start creates it.
  fs.mkdirSync(path.dirname(file), { recursive: true });
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      fs.writeFileSync(file, `${JSON.stringify(me)}\n`, { flag: "wx", mode: 0o644 });
      return holdLock(file);
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code !== "EEXIST") throw e;
    }
    const owner = readOwner(file);
    if (!isStale(file, owner)) throw new DataDirLockedError(file, owner ?? UNKNOWN_OWNER);
    log.warn({ lockFile: file, staleOwner: owner }, "recovered a stale data directory lock left by a server that is no longer running");
    fs.rmSync(file, { force: true });
  }
  throw new DataDirLockedError(file, readOwner(file) ?? UNKNOWN_OWNER);
}

function holdLock(file: string): DataDirLock {
  const heartbeat = setInterval(() => {
    const now = new Date();
    try {
      fs.utimesSync(file, now, now);
    } catch {
      // Removed under us: nothing to keep fresh.
    }
  }, HEARTBEAT_MS);
  heartbeat.unref();
  let released = false;
  return {
    release() {
      if (released) return;
      released = true;
      clearInterval(heartbeat);
      // Only our own lock: a server that took over a lock we let go stale keeps its own.
      if (readOwner(file)?.pid === process.pid) fs.rmSync(file, { force: true });
    },
  };
}

function readOwner(file: string): LockOwner | null {
  try {
    const owner = JSON.parse(fs.readFileSync(file, "utf8")) as Partial<LockOwner>;
    if (typeof owner.pid !== "number" || typeof owner.host !== "string") return null;
    return { pid: owner.pid, host: owner.host, startedAt: String(owner.startedAt ?? "unknown") };
  } catch {
    return null;
  }
}

function isStale(file: string, owner: LockOwner | null): boolean {
  if (owner && owner.host === os.hostname() && !isAlive(owner.pid)) return true;
  try {
    return Date.now() - fs.statSync(file).mtimeMs > (owner ? STALE_AFTER_MS : UNREADABLE_GRACE_MS);
  } catch {
    return true; // Gone meanwhile: try again.
  }
}

function isAlive(pid: number): boolean {
  // Our own pid in a lock we do not hold yet is a previous run (a container restarts as pid 1 again).
  if (pid === process.pid) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (e) {
    return (e as NodeJS.ErrnoException).code === "EPERM";
  }
}
