// `npm run seed`: a demo company with teams, reps and a few hundred rated calls in the configured database (PGlite
// in DATA_DIR, or DATABASE_URL), for trying the manager views. Run it while the server is stopped when the data
// lives in PGlite (one process owns the folder). A second run changes nothing and says so.
import path from "node:path";
import type { FastifyBaseLogger } from "fastify";
import { ConfigError, loadConfig } from "../src/server/config";
import { seedDemo } from "../src/server/seed/demo";
import { openDatabase } from "../src/server/platform/db/client";
import { acquireDataDirLock, DataDirLockedError } from "../src/server/platform/db/data-dir-lock";
import { createLogger } from "../src/server/platform/logger";
import { pgliteLockFile } from "../src/server/start";

async function main(): Promise<number> {
  let config;
  try {
    config = loadConfig();
  } catch (e) {
    if (e instanceof ConfigError) {
      console.error(e.message);
      return 1;
    }
    throw e;
  }
  const log = createLogger(process.env.LOG_LEVEL ?? "warn");
  let lock;
  try {
    lock = config.databaseUrl ? null : acquireDataDirLock(pgliteLockFile(config.dataDir), log);
  } catch (e) {
    if (e instanceof DataDirLockedError) {
      console.error(`${e.message}\nStop the server first: the embedded database has one owner at a time.`);
      return 1;
    }
    throw e;
  }
  const database = await openDatabase({ url: config.databaseUrl, pgliteDir: path.join(config.dataDir, "pglite") });
  try {
    await database.migrate();
    const where = config.databaseUrl ? "the database at DATABASE_URL" : `the embedded database in ${config.dataDir}`;
    console.log(`Seeding ${where}…`);
    const started = performance.now();
    const result = await seedDemo(database.db, { password: process.env.DEMO_PASSWORD || undefined, log: log as FastifyBaseLogger });
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    if (!result.created) {
      console.log(
        `The demo company "${result.companyName}" is already there (${result.conversations} conversations, ${result.summaries} summaries, ${result.certificates} certificates); nothing was changed.\n` +
          'Its accounts keep the password printed when it was created (or use "Forgot password": without SMTP the mail is written to DATA_DIR/outbox).',
      );
    } else {
      console.log(
        `Created "${result.companyName}": ${result.logins.length} people in 3 teams, ${result.conversations} rated conversations, ${result.summaries} summaries, ${result.certificates} certificates (${seconds} s).`,
      );
    }
    console.log("\nSign in (npm start, then http://localhost:3000/login) as:");
    for (const l of result.logins) console.log(`  ${l.email.padEnd(40)} ${l.role.padEnd(20)} ${l.team ?? ""}`);
    if (result.password) console.log(`\nPassword for every demo account: ${result.password}`);
    return 0;
  } finally {
    await database.close();
    lock?.release();
  }
}

main().then(
  (code) => process.exit(code),
  (err: unknown) => {
    console.error(err);
    process.exit(1);
  },
);
