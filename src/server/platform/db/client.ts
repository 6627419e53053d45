import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { PGlite } from "@electric-sql/pglite";
import { sql } from "drizzle-orm";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import pg from "pg";
import { PgliteProxy } from "./pglite-proxy";
import * as schema from "./schema";

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface Database {
  db: Db;
  kind: "pglite" | "postgres";
  /** Applies pending migrations; safe to call from several replicas at once on PostgreSQL. */
  migrate(): Promise<void>;
  /** Cheap round trip for health checks. */
  ping(): Promise<void>;
  close(): Promise<void>;
}

const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), "migrations");
/** Any constant; replicas starting together queue on it so that migrations run once. */
const MIGRATION_LOCK_ID = 74_201_001;

export interface DatabaseOptions {
  /** PostgreSQL connection string; without it an embedded PGlite database is used. */
  url?: string;
  /** PGlite data directory; "memory://" for an in-memory database. */
  pgliteDir?: string;
  poolSize?: number;
  /** PGlite only: a dump (PGlite's dumpDataDir tar) to start the database from. */
  pgliteLoad?: ArrayBuffer;
  /** PGlite only: called if the database's worker thread stops by itself; every query fails from then on. */
  onLost?: (error: Error) => void;
}

/** The embedded database, with what only it can do. */
export interface PgliteDatabase extends Database {
  kind: "pglite";
  /** The whole database as a tar, for PGlite's loadDataDir (the tests' template). */
  dump(): Promise<ArrayBuffer>;
}

export async function openDatabase(opts: DatabaseOptions): Promise<Database> {
  if (opts.url) return openPostgres(opts.url, opts.poolSize ?? 10);
  return openPglite(opts);
}

/**
 * PGlite in a worker thread (pglite-worker.ts, ADR 014): its WebAssembly runs synchronously, and on the main
 * thread every query held up every request, /api/health and static files included.
 */
export async function openPglite(opts: Pick<DatabaseOptions, "pgliteDir" | "pgliteLoad" | "onLost">): Promise<PgliteDatabase> {
  const dir = opts.pgliteDir ?? "memory://";
  if (!dir.startsWith("memory://")) fs.mkdirSync(dir, { recursive: true });
  const proxy = await PgliteProxy.create({ dataDir: dir, loadDataDir: opts.pgliteLoad, onLost: opts.onLost });
  // drizzle's PGlite driver uses only query() and transaction() (and tx.query/exec), which the proxy answers.
  const client = proxy as unknown as PGlite;
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  return {
    db,
    kind: "pglite",
    migrate: () => migratePglite(drizzlePglite(client, { schema }), { migrationsFolder }),
    ping: async () => {
      await proxy.query("select 1");
    },
    dump: () => proxy.dumpDataDir(),
    close: () => proxy.close(),
  };
}

async function openPostgres(url: string, max: number): Promise<Database> {
  const pool = new pg.Pool({
    connectionString: url,
    max,
    connectionTimeoutMillis: 2_000,
    idleTimeoutMillis: 30_000,
    statement_timeout: 15_000,
  });
  // An idle client that loses its server must not crash the process (security item 28).
  pool.on("error", () => {});
  const db = drizzlePg(pool, { schema }) as unknown as Db;
  return {
    db,
    kind: "postgres",
    migrate: async () => {
      const client = await pool.connect();
      try {
        await client.query("select pg_advisory_lock($1)", [MIGRATION_LOCK_ID]);
        await migratePg(drizzlePg(client, { schema }), { migrationsFolder });
      } finally {
        await client.query("select pg_advisory_unlock($1)", [MIGRATION_LOCK_ID]).catch(() => {});
        client.release();
      }
    },
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    close: () => pool.end(),
  };
}
