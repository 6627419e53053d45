import { desc, eq, sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { errorBodySchema } from "../../../contract/errors";
import type { Db } from "../../platform/db/client";
import { conversations } from "../../platform/db/schema";
import { authed } from "../../platform/http/route-auth";

/**
 * The benchmark's baseline: the least an authenticated call of this server can do, one indexed read
 * and one insert, so that the practice figures are read as a ratio to what the machine can do. Registered only
 * with BENCH_BASELINE_ROUTE=1, which the configuration refuses in production. Its table is created here, outside
 * the migrations, because nothing in the product reads it.
 */
export async function benchBaselineRoutes(app: FastifyInstance, opts: { db: Db }) {
  await opts.db.execute(
    sql`create table if not exists bench_baseline_hits (id bigserial primary key, user_id uuid not null, at timestamptz not null default now())`,
  );
  app.withTypeProvider<ZodTypeProvider>().post(
    "/api/bench/baseline",
    {
      config: { auth: "user" },
      schema: {
        operationId: "benchBaseline",
        tags: ["platform"],
        summary: "Benchmark baseline: one indexed read and one insert (only with BENCH_BASELINE_ROUTE=1)",
        response: { 200: z.object({ ok: z.literal(true), latestConversationId: z.string().nullable() }), 401: errorBodySchema },
      },
    },
    async (request) => {
      const user = authed(request).user;
      const [latest] = await opts.db
        .select({ id: conversations.id })
        .from(conversations)
        .where(eq(conversations.userId, user.id))
        .orderBy(desc(conversations.createdAt))
        .limit(1);
      await opts.db.execute(sql`insert into bench_baseline_hits (user_id) values (${user.id})`);
      return { ok: true as const, latestConversationId: latest?.id ?? null };
    },
  );
}
