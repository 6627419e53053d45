import { createHash } from "node:crypto";
import fs from "node:fs";
import { createRequire } from "node:module";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { sql } from "drizzle-orm";
import pg from "pg";
import { type Database, openDatabase, openPglite, type PgliteDatabase } from "../platform/db/client";

/**
 * The database of one vitest worker: created and migrated once, then shared by every test of the worker and
 * emptied between tests with resetDatabase().
 *
 * PGlite (in memory) by default, in its worker thread as the server runs it (ADR 014). Creating a PGlite instance runs initdb (2-3 s, ~0.5 GB), so the first worker
 * stores a migrated data directory in the OS temp dir and later workers load it (under 1 s). The cache key
 * covers the migration files and the PGlite version, so a new migration builds a new template.
 *
 * With TEST_DATABASE_URL (a PostgreSQL server the tests may create databases on) each worker gets its own
 * database, salesdojo_test_<run>_<pool id>, dropped and re-created when the worker starts and dropped at the end
 * of the run (global-setup.ts).
 *
 * vitest isolates test files by default (a new process per file), so "once per worker" is once per file
 * there; with `isolate: false` the same instance also serves every later file of the worker.
 */

const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), "../platform/db/migrations");

interface WorkerDatabase {
  database: Database;
  /** Tables emptied by resetDatabase(), read from the catalogue after migration. */
  tables: string[];
}

const GLOBAL_KEY = Symbol.for("salesdojo.test.database");
type GlobalWithDb = typeof globalThis & { [GLOBAL_KEY]?: Promise<WorkerDatabase> };

export function workerId(): string {
  return process.env.VITEST_POOL_ID ?? process.env.VITEST_WORKER_ID ?? "0";
}

/** The worker's database, created and migrated on first use. */
export async function getTestDatabase(): Promise<Database> {
  return (await workerDatabase()).database;
}

function workerDatabase(): Promise<WorkerDatabase> {
  const g = globalThis as GlobalWithDb;
  g[GLOBAL_KEY] ??= createWorkerDatabase().catch((err: unknown) => {
    g[GLOBAL_KEY] = undefined;
    throw err;
  });
  return g[GLOBAL_KEY];
}

async function createWorkerDatabase(): Promise<WorkerDatabase> {
  const url = process.env.TEST_DATABASE_URL?.trim();
  const database = url ? await createPostgresDatabase(url) : await createPgliteDatabase();
  const rows = await database.db.execute<{ tablename: string }>(sql`select tablename from pg_tables where schemaname = 'public' order by tablename`);
  const tables = resultRows<{ tablename: string }>(rows).map((r) => r.tablename);
  return { database, tables };
}

/** Empties every application table (fast: one TRUNCATE). Call it in beforeEach. */
export async function resetDatabase(): Promise<void> {
  const { database, tables } = await workerDatabase();
  if (tables.length === 0) return;
  const list = tables.map((t) => `"${t.replace(/"/g, '""')}"`).join(", ");
  await database.db.execute(sql.raw(`truncate table ${list} restart identity cascade`));
}

// drizzle's execute() answers rows directly on node-postgres' result object and under `rows` on PGlite.
function resultRows<T>(result: unknown): T[] {
  const r = result as { rows?: T[] };
  return Array.isArray(r.rows) ? r.rows : (result as T[]);
}

// ---- PostgreSQL

async function createPostgresDatabase(serverUrl: string): Promise<Database> {
  // The run id (set by global-setup.ts) keeps concurrent runs on one server apart.
  const run = process.env.SALESDOJO_TEST_RUN ?? String(process.ppid);
  const name = `salesdojo_test_${run}_${workerId()}`.replace(/\W/g, "_");
  const admin = new pg.Client({ connectionString: serverUrl, connectionTimeoutMillis: 5_000 });
  await admin.connect();
  try {
    await admin.query(`drop database if exists "${name}" with (force)`);
    await admin.query(`create database "${name}"`);
  } finally {
    await admin.end();
  }
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ url: url.toString(), poolSize: 5 });
  await database.migrate();
  return database;
}

// ---- PGlite

const TEMPLATE_PREFIX = "salesdojo-test-pglite-";

function templateKey(): string {
  const h = createHash("sha256");
  h.update(pgliteVersion());
  const files: string[] = [];
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const p = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(p);
      else files.push(p);
    }
  };
  walk(migrationsFolder);
  for (const file of files.sort()) {
    h.update(path.relative(migrationsFolder, file));
    h.update(fs.readFileSync(file));
  }
  return h.digest("hex").slice(0, 16);
}

function pgliteVersion(): string {
  let dir = path.dirname(createRequire(import.meta.url).resolve("@electric-sql/pglite"));
  while (dir !== path.dirname(dir)) {
    const file = path.join(dir, "package.json");
    if (fs.existsSync(file)) {
      const pkg = JSON.parse(fs.readFileSync(file, "utf8")) as { name?: string; version?: string };
      if (pkg.name === "@electric-sql/pglite") return String(pkg.version);
    }
    dir = path.dirname(dir);
  }
  return "unknown";
}

async function createPgliteDatabase(): Promise<Database> {
  const templateFile = path.join(os.tmpdir(), `${TEMPLATE_PREFIX}${templateKey()}.tar`);
  let database: PgliteDatabase | undefined;
  if (fs.existsSync(templateFile)) {
    try {
      const tar = fs.readFileSync(templateFile);
      database = await openPglite({ pgliteLoad: tar.buffer.slice(tar.byteOffset, tar.byteOffset + tar.byteLength) });
    } catch {
      database = undefined; // A damaged template: build a new one below.
    }
  }
  const loaded = database !== undefined;
  database ??= await openPglite({});
  // A no-op on a loaded template; on a fresh instance it builds the schema.
  await database.migrate();
  if (!loaded) await saveTemplate(database, templateFile);
  return database;
}

async function saveTemplate(database: PgliteDatabase, file: string): Promise<void> {
  try {
    const dump = await database.dump();
    // Write then rename, so that a worker never loads a half-written template.
    const tmp = `${file}.${process.pid}.tmp`;
    fs.writeFileSync(tmp, Buffer.from(dump));
    fs.renameSync(tmp, file);
    // Templates of older migrations are ~40 MB each and never used again.
    const dir = path.dirname(file);
    for (const f of fs.readdirSync(dir)) {
      if (f.startsWith(TEMPLATE_PREFIX) && f.endsWith(".tar") && path.join(dir, f) !== file) {
        fs.rmSync(path.join(dir, f), { force: true });
      }
    }
  } catch {
    // Only a cache: the next worker builds its own.
  }
}
