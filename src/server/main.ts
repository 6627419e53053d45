import path from "node:path";
import { buildApp } from "./app";
import { ConfigError, configWarnings, loadConfig } from "./config";
import { ensureSuperAdmin } from "./features/users/bootstrap-admin";
import { openDatabase } from "./platform/db/client";
import { createLogger } from "./platform/logger";
import { createMailer } from "./platform/mail/mailer";
import { createLimiterFactory } from "./platform/rate-limit/limiter";

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
  const database = await openDatabase({ url: config.databaseUrl, pgliteDir: path.join(config.dataDir, "pglite") });
  await database.migrate();
  if (config.admin) {
    const outcome = await ensureSuperAdmin(database.db, config.admin);
    log.info({ email: config.admin.email, outcome }, "platform super admin ensured");
  }
  const mailer = createMailer({
    smtpUrl: config.smtpUrl,
    from: config.mailFrom,
    outboxDir: path.join(config.dataDir, "outbox"),
    log,
  });
  const limiterFactory = createLimiterFactory(config.redisUrl);
  await limiterFactory.ready();
  const app = await buildApp({ config, database, mailer, limiterFactory, log });
  await app.listen({ port: config.port, host: config.host });
  log.info(
    { url: config.publicUrl, database: database.kind, readyMs: Math.round(performance.now() - started) },
    "SalesDojo is ready",
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
      await app.close();
      clearInterval(sweep);
      await limiterFactory.close();
      mailer.close();
      await database.close();
    } finally {
      clearTimeout(force);
      process.exit(0);
    }
  };
  process.on("SIGTERM", () => void shutdown("SIGTERM"));
  process.on("SIGINT", () => void shutdown("SIGINT"));
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
