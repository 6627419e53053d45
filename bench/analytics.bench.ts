// Company analytics at scale (issue 18 target: each analytics call p99 under 100 ms on PostgreSQL): the manager
// bench's company (1,000 users in 10 teams, 100,000 rated calls over the last ~23 days), with a tenth of the calls
// on three company scenarios; then each report for the last 26 weeks (every call in range: the worst case) as the
// company admin, the stage report as a team leader, and the largest CSV, over HTTP, sequentially. PGlite in memory,
// or a throw-away database on DATABASE_URL's server.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { performance } from "node:perf_hooks";
import { eq, sql } from "drizzle-orm";
import pino from "pino";
import { testScenario } from "../src/contract/company-scenario-fixtures";
import { buildApp } from "../src/server/app";
import { loadConfig } from "../src/server/config";
import { companyScenarios, conversations, users } from "../src/server/platform/db/schema";
import { createMailer } from "../src/server/platform/mail/mailer";
import { createLimiterFactory } from "../src/server/platform/rate-limit/limiter";
import { createSession } from "../src/server/platform/sessions";
import { benchDatabase, seedManagerWorld } from "./manager-reads.bench";
import { percentiles, type Row } from "./stats";

export const ANALYTICS_TARGET_MS = 100;

export interface AnalyticsResult {
  database: "pglite" | "postgres";
  users: number;
  conversations: number;
  seedSeconds: number;
  rows: Row[];
  /** The slowest p99 of the calls measured. */
  worstP99: number;
}

export async function benchAnalytics(opts: { users?: number; conversations?: number; requests?: number } = {}): Promise<AnalyticsResult> {
  const userCount = opts.users ?? 1000;
  const conversationCount = opts.conversations ?? 100_000;
  const requests = opts.requests ?? 200;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "salesdojo-bench-analytics-"));
  const config = { ...loadConfig({ ...process.env, LOG_LEVEL: "silent", DATA_DIR: dir, PORT: "0" }), webRoot: undefined };
  const log = pino({ level: "silent" });
  const { database, drop } = await benchDatabase(config.databaseUrl, "analytics");
  await database.migrate();
  const db = database.db;
  const app = await buildApp({
    config,
    database,
    mailer: createMailer({ from: config.mailFrom, outboxDir: path.join(dir, "outbox"), log }),
    limiterFactory: createLimiterFactory(undefined),
    log,
  });
  const address = await app.listen({ port: 0, host: "127.0.0.1" });
  try {
    const seedStart = performance.now();
    const { company, bossToken } = await seedManagerWorld(database, address, userCount, conversationCount);
    // Three company scenarios (pass marks 5, 6 and 7) with every tenth call on one of them.
    const ids: string[] = [];
    for (const passMark of [5, 6, 7]) {
      const content = { ...testScenario("en"), passMark };
      const [row] = await db
        .insert(companyScenarios)
        .values({ companyId: company.id, name: `Bench scenario ${passMark}`, language: "en", content })
        .returning();
      ids.push(row!.id);
    }
    // 10,000 rows through the row-level update trigger: more than the pool's statement timeout allows.
    await db.transaction(async (tx) => {
      await tx.execute(sql`set local statement_timeout = 0`);
      await tx.execute(sql`
      update conversations c set company_scenario_id = (${sql.raw(`array[${ids.map((id) => `'${id}'::uuid`).join(",")}]`)})[1 + (abs(hashtext(c.id::text)) % 3)]
      where abs(hashtext(c.id::text)) % 10 = 0
    `);
    });
    // A team leader of one team.
    const [rep] = await db.select().from(users).where(eq(users.email, "rep-1@bench.test"));
    await db.update(users).set({ role: "company_team_leader" }).where(eq(users.id, rep!.id));
    const leaderToken = await createSession(db, rep!.id);
    await db.execute(sql`vacuum analyze`);
    const seedSeconds = (performance.now() - seedStart) / 1000;
    const [{ n: convs } = { n: 0 }] = await db.select({ n: sql<number>`count(*)::int` }).from(conversations);

    const measure = async (name: string, url: string, token: string): Promise<Row> => {
      const h = { authorization: `Bearer ${token}` };
      for (let i = 0; i < 20; i++) {
        const res = await fetch(`${address}${url}`, { headers: h });
        if (res.status !== 200) throw new Error(`${url}: HTTP ${res.status} ${await res.text()}`);
        await res.arrayBuffer();
      }
      const times: number[] = [];
      for (let i = 0; i < requests; i++) {
        const t0 = performance.now();
        const res = await fetch(`${address}${url}`, { headers: h });
        await res.arrayBuffer();
        times.push(performance.now() - t0);
      }
      return { name: `${name} (${database.kind})`, ...percentiles(times) };
    };
    const base = `/api/analytics/company/${company.id}`;
    const rows = [
      await measure("analytics: stages, 26 weeks", `${base}/stages?weeks=26`, bossToken),
      await measure("analytics: activity, 26 weeks", `${base}/activity?weeks=26`, bossToken),
      await measure("analytics: skill gaps, 26 weeks", `${base}/skill-gaps?weeks=26`, bossToken),
      await measure("analytics: scenarios, 26 weeks", `${base}/scenarios?weeks=26`, bossToken),
      await measure("analytics: stages, 4 weeks", `${base}/stages?weeks=4`, bossToken),
      await measure("analytics: stages, team leader", `${base}/stages?weeks=26`, leaderToken),
      await measure("analytics: activity CSV, 26 weeks", `${base}/export?report=activity&weeks=26`, bossToken),
    ];
    return {
      database: database.kind,
      users: userCount,
      conversations: Number(convs),
      seedSeconds,
      rows,
      worstP99: Math.max(...rows.map((r) => r.p99)),
    };
  } finally {
    await app.close();
    await database.close();
    await drop();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

// `node --import tsx bench/analytics.bench.ts` runs this part alone.
if (import.meta.url === `file://${process.argv[1]}`) {
  const { printTable } = await import("./stats");
  const r = await benchAnalytics();
  console.log(`seeded ${r.users} users and ${r.conversations} conversations on ${r.database} in ${r.seedSeconds.toFixed(1)} s`);
  printTable(r.rows);
}
