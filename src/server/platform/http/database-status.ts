import type { FastifyInstance } from "fastify";
import type { Database } from "../db/client";
import { createDatabaseStatus, type DatabaseStatus } from "../db/status";

const WRITES = new Set(["POST", "PUT", "PATCH", "DELETE"]);

/**
 * The app's view of its database for /api/health: checked before the app serves and in the background after,
 * and told by the error handler what requests saw. A full disk is reported until a write succeeds again.
 */
export function registerDatabaseStatus(app: FastifyInstance, database: Pick<Database, "ping">): DatabaseStatus {
  const status = createDatabaseStatus(database);
  app.addHook("onReady", () => status.start());
  app.addHook("onClose", async () => status.stop());
  app.addHook("onResponse", async (request, reply) => {
    if (WRITES.has(request.method) && reply.statusCode < 400) status.sawWriteSucceed();
  });
  return status;
}
