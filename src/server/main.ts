import { warmReaderInBackground } from "./ai";
import { ConfigError, configWarnings, loadConfig } from "./config";
import { DataDirLockedError } from "./platform/db/data-dir-lock";
import { createLogger, safeError } from "./platform/logger";
import { startServer } from "./start";

/** Security item 27: in-flight requests get this long to finish after SIGTERM. */
const SHUTDOWN_GRACE_MS = 25_000;

async function main() {
  const started = performance.now();
  let config;
  try {
    config = loadConfig();
  } catch (e) {
    if (e instanceof ConfigError) {
      console.error(e.message);
      process.exit(1);
    }
    throw e;
  }
  const log = createLogger(config.logLevel);
  for (const warning of configWarnings(config)) log.warn(warning);
  const server = await startServer(config, log, {
    // Nothing can be served without the database: exit, so that the process manager starts a fresh server.
    onDatabaseLost: () => process.exit(1),
  }).catch((e: unknown) => {
    if (e instanceof DataDirLockedError) {
      log.fatal(e.message);
      console.error(e.message);
      process.exit(1);
    }
    throw e;
  });
  const { app, database } = server;
  log.info({ url: config.publicUrl, database: database.kind, readyMs: Math.round(performance.now() - started) }, "SalesDojo is ready");
  // The reader's patterns and model are made ready while the first pages load, not in the first practice turn.
  warmReaderInBackground().then(
    (ms) => log.info({ warmMs: Math.round(ms) }, "the practice reader is warm"),
    (e: unknown) => log.warn({ err: safeError(e) }, "warming the practice reader failed; the first turns will be slower"),
  );

  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    log.info({ signal }, "shutting down");
    const force = setTimeout(() => {
      log.error("shutdown took too long; exiting");
      process.exit(1);
    }, SHUTDOWN_GRACE_MS);
    force.unref();
    // Keep-alive connections that finish a request while we drain would otherwise hold the close open until
    // the client drops them; close each one as soon as it goes idle.
    const sweep = setInterval(() => app.server.closeIdleConnections(), 100);
    sweep.unref();
    try {
      await server.close();
      clearInterval(sweep);
    } finally {
      clearTimeout(force);
      process.exit(0);
    }
  };
  process.on("SIGTERM", () => void shutdown("SIGTERM"));
  process.on("SIGINT", () => void shutdown("SIGINT"));
}

main().catch((err: unknown) => {
  // A failed start-up query (migrations, the super admin) must not print its parameters either.
  const safe = safeError(err) as { stack?: string; message?: string } | undefined;
  console.error(safe?.stack ?? safe?.message ?? safe);
  process.exit(1);
});
