import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { errorBodySchema } from "../../../contract/errors";
import type { DatabaseStatus } from "../../platform/db/status";
import { AppError } from "../../platform/errors";
import { PUBLIC } from "../../platform/http/openapi";

const healthSchema = z.union([
  z.object({ status: z.literal("ok") }),
  z.object({ status: z.literal("degraded"), reason: z.literal("disk_full").describe("Writes fail until disk space is freed") }),
]);

/**
 * Answers from the database status kept in the background, never with a query of its own: under load the
 * embedded database answers late, and the health check must not wait in its queue.
 */
export async function healthRoutes(app: FastifyInstance, opts: { status: DatabaseStatus }) {
  app.withTypeProvider<ZodTypeProvider>().get(
    "/api/health",
    {
      config: { auth: "public" },
      schema: {
        operationId: "getHealth",
        security: PUBLIC,
        tags: ["platform"],
        summary: "Ready when the database is migrated and answers",
        description: "`degraded` (still 200): reads work but writes fail, e.g. on a full disk. 503: the database does not answer.",
        response: { 200: healthSchema, 503: errorBodySchema },
      },
    },
    async () => {
      const health = opts.status.current();
      if (health.status === "unavailable") throw new AppError("UNAVAILABLE", "Service unavailable");
      return health;
    },
  );
}
