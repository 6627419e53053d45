import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { errorBodySchema } from "../../../contract/errors";
import type { Database } from "../../platform/db/client";
import { AppError } from "../../platform/errors";

const PING_TIMEOUT_MS = 2_000;

export async function healthRoutes(app: FastifyInstance, opts: { database: Database }) {
  app.withTypeProvider<ZodTypeProvider>().get(
    "/api/health",
    {
      schema: {
        tags: ["platform"],
        summary: "Ready when the database is migrated and answers",
        response: { 200: z.object({ status: z.literal("ok") }), 503: errorBodySchema },
      },
    },
    async () => {
      let timer: NodeJS.Timeout | undefined;
      try {
        await Promise.race([
          opts.database.ping(),
          new Promise((_, reject) => {
            timer = setTimeout(() => reject(new Error("database ping timed out")), PING_TIMEOUT_MS);
          }),
        ]);
      } catch {
        throw new AppError("UNAVAILABLE", "Service unavailable");
      } finally {
        clearTimeout(timer);
      }
      return { status: "ok" as const };
    },
  );
}
