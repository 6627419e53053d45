import path from "node:path";
import type { FastifyInstance } from "fastify";
import type { Logger } from "pino";
import { buildApp } from "./app";
import type { Config } from "./config";
import { releaseAbandonedTurns } from "./features/practice/service";
import { ensureSuperAdmin } from "./features/users/bootstrap-admin";
import { type Database, openDatabase } from "./platform/db/client";
import { acquireDataDirLock, type DataDirLock } from "./platform/db/data-dir-lock";
import { safeError } from "./platform/logger";
import { createMailer } from "./platform/mail/mailer";
import { createLimiterFactory } from "./platform/rate-limit/limiter";

export interface RunningServer {
  app: FastifyInstance;
  database: Database;
  /** Stops taking requests once the ones in flight finish, then closes everything and releases the data directory. */
  close(): Promise<void>;
}

/** The embedded database's lock file, next to its data directory. */
export const pgliteLockFile = (dataDir: string) => path.join(dataDir, "pglite.lock");

export interface StartHooks {
  /**
   * The embedded database's worker thread stopped by itself (it cannot come back: every query answers 503 from
   * then on). main() exits so that the process manager restarts the server; PGlite recovers its data on start.
   */
  onDatabaseLost?: (error: Error) => void;
}

/** Everything main() does before it waits for signals: database, migrations, app, listening socket. */
export async function startServer(config: Config, log: Logger, hooks: StartHooks = {}): Promise<RunningServer> {
  // Two servers on one embedded database both acknowledge writes and lose some: refuse to be the second.
  const lock: DataDirLock | null = config.databaseUrl ? null : acquireDataDirLock(pgliteLockFile(config.dataDir), log);
  const opened: Array<() => Promise<void> | void> = [() => lock?.release()];
  const closeAll = async () => {
    for (const close of opened.reverse()) await close();
  };
  try {
    const database = await openDatabase({
      url: config.databaseUrl,
      pgliteDir: path.join(config.dataDir, "pglite"),
      onLost: (error) => {
        log.fatal({ err: safeError(error) }, "the embedded database stopped");
        hooks.onDatabaseLost?.(error);
      },
    });
    opened.push(() => database.close());
    await database.migrate();
    if (database.kind === "pglite") {
      // This process is the embedded database's only user: a reply still marked as being written died with the last one.
      const released = await releaseAbandonedTurns(database.db);
      if (released > 0) log.warn({ conversations: released }, "released conversations left waiting for a reply by the last run");
    }
    if (config.admin) {
      const outcome = await ensureSuperAdmin(database.db, config.admin);
      log.info({ email: config.admin.email, outcome }, "platform super admin ensured");
    }
    const mailer = createMailer({ smtpUrl: config.smtpUrl, from: config.mailFrom, outboxDir: path.join(config.dataDir, "outbox"), log });
    opened.push(() => mailer.close());
    const limiterFactory = createLimiterFactory(config.redisUrl);
    opened.push(() => limiterFactory.close());
    await limiterFactory.ready();
    const app = await buildApp({ config, database, mailer, limiterFactory, log });
    opened.push(() => app.close());
    await app.listen({ port: config.port, host: config.host });
    return { app, database, close: closeAll };
  } catch (e) {
    await closeAll().catch(() => {});
    throw e;
  }
}
