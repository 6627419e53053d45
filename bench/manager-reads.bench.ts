// Manager reads at scale (issue 7 target: leaderboard and company overview p99 under 50 ms): one company with
// 1,000 users in 10 teams and 100,000 rated conversations, seeded with bulk SQL; then the leaderboard, the
// company overview (GET /api/companies/details), a user's detail (conversations page and summaries) and the
// admin dashboard over HTTP, sequentially. PGlite in memory, or a throw-away database on DATABASE_URL's server.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { performance } from "node:perf_hooks";
import { eq, sql } from "drizzle-orm";
import pg from "pg";
import pino from "pino";
import { buildApp } from "../src/server/app";
import { loadConfig } from "../src/server/config";
import { generateSummary } from "../src/server/features/summaries/service";
import { type Database, openDatabase } from "../src/server/platform/db/client";
import { companies, conversations, teams, users } from "../src/server/platform/db/schema";
import { createMailer } from "../src/server/platform/mail/mailer";
import { createLimiterFactory } from "../src/server/platform/rate-limit/limiter";
import { createSession } from "../src/server/platform/sessions";
import { percentiles, type Row } from "./stats";

export const MANAGER_TARGET_MS = 50;

export interface ManagerReadsResult {
  database: "pglite" | "postgres";
  users: number;
  conversations: number;
  seedSeconds: number;
  rows: Row[];
  /** p99 of the two reads the issue sets a target for. */
  leaderboardP99: number;
  overviewP99: number;
}

const GOOD_CALL = [
  "Hi, good morning! This is Alex Morgan from BrightPath. I'm calling because we help teams like yours cut the time spent on manual reporting. Do you have two minutes?",
  "Thanks. Could you tell me how you handle your reporting today?",
  "What are the biggest challenges you face with that at the moment?",
  "I understand, that sounds frustrating. How does that affect your team?",
];

/** With DATABASE_URL, a database of its own on that server (dropped at the end), so no real data is touched. */
export async function benchDatabase(serverUrl: string | undefined, label = "manager"): Promise<{ database: Database; drop(): Promise<void> }> {
  if (!serverUrl) {
    const database = await openDatabase({ pgliteDir: "memory://" });
    return { database, drop: async () => {} };
  }
  const name = `salesdojo_bench_${label}_${process.pid}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`drop database if exists "${name}" with (force)`);
  await admin.query(`create database "${name}"`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ url: url.toString(), poolSize: 10 });
  return {
    database,
    drop: async () => {
      const c = new pg.Client({ connectionString: serverUrl });
      await c.connect();
      await c.query(`drop database if exists "${name}" with (force)`);
      await c.end();
    },
  };
}

/** Seeds one company: 10 teams, `userCount` users (the company admin among them), `conversationCount` rated conversations. */
export async function seedManagerWorld(database: Database, address: string, userCount: number, conversationCount: number) {
  const db = database.db;
  const [company] = await db.insert(companies).values({ displayId: "BENCH-0001", name: "Bench Corp", maxUsers: 10_000 }).returning();
  if (!company) throw new Error("no company");
  const teamRows = await db
    .insert(teams)
    .values(Array.from({ length: 10 }, (_, i) => ({ companyId: company.id, name: `Team ${i + 1}` })))
    .returning({ id: teams.id });
  const teamIds = teamRows.map((t) => t.id);
  const [boss] = await db
    .insert(users)
    .values({
      email: "boss@bench.test",
      firstName: "Bench",
      lastName: "Boss",
      role: "company_admin",
      companyId: company.id,
      company: company.name,
      plan: "enterprise",
      subscriptionStatus: "active",
      companyJoinedAt: new Date(),
    })
    .returning();
  const [root] = await db
    .insert(users)
    .values({ email: "root@bench.test", firstName: "Root", lastName: "Admin", role: "super_admin", isSuperAdmin: true })
    .returning();
  if (!boss || !root) throw new Error("no boss");
  await db.update(companies).set({ adminUserId: boss.id }).where(eq(companies.id, company.id));
  const bossToken = await createSession(db, boss.id);
  const rootToken = await createSession(db, root.id);

  // A real conversation through the API: the template whose JSON the bulk rows copy.
  const headers = { "content-type": "application/json", authorization: `Bearer ${bossToken}` };
  const started = await fetch(`${address}/api/ai/conversation`, { method: "POST", headers, body: JSON.stringify({ scenario: "cold_call" }) });
  const templateId = ((await started.json()) as { conversation: { id: string } }).conversation.id;
  for (const message of GOOD_CALL) {
    const res = await fetch(`${address}/api/ai/message`, {
      method: "POST",
      headers,
      body: JSON.stringify({ conversationId: templateId, message, language: "en" }),
    });
    await res.arrayBuffer();
  }
  await (await fetch(`${address}/api/ai/conversation/${templateId}/end`, { method: "POST", headers })).arrayBuffer();

  // 1,000 reps (one is the boss), spread over the 10 teams.
  await db.execute(sql`
    insert into users (email, first_name, last_name, role, company_id, company, team_id, plan, subscription_status, company_joined_at, created_at)
    select 'rep-' || g || '@bench.test', 'Rep', 'Number ' || g, 'company_user', ${company.id}::uuid, ${company.name},
           (${sql.raw(`array[${teamIds.map((id) => `'${id}'::uuid`).join(",")}]`)})[1 + g % 10],
           'enterprise', 'active', now() - (g || ' minutes')::interval, now() - (g || ' minutes')::interval
    from generate_series(1, ${userCount - 1}::int) g
  `);
  await db.execute(sql`create temporary table bench_reps as
    select id, (row_number() over (order by id)) - 1 as n from users where company_id = ${company.id}::uuid`);
  // 100,000 rated conversations over the last ~23 days, in chunks; messages kept short (they are TOASTed and
  // never read by these calls), scores 0-10 per stage.
  const chunk = 20_000;
  for (let from = 1; from <= conversationCount; from += chunk) {
    const to = Math.min(conversationCount, from + chunk - 1);
    await db.execute(sql`
      insert into conversations (user_id, title, scenario, difficulty, language, setup, persona, state, messages,
        message_count, status, engine, rating, score_introduction, score_mapping, score_presentation,
        score_objections, score_close, total_score, created_at, ended_at, updated_at)
      select r.id, 'Bench call ' || g, 'cold_call', 'medium', 'en', t.setup, t.persona, t.state, '[]'::jsonb,
             8, 'ended', t.engine, null, s.a, s.b, s.c, s.d, s.e, s.a + s.b + s.c + s.d + s.e,
             now() - (g * 20 || ' seconds')::interval, now() - (g * 20 || ' seconds')::interval, now()
      from generate_series(${from}::int, ${to}::int) g
      join bench_reps r on r.n = g % ${userCount}::int
      cross join (select setup, persona, state, engine from conversations where id = ${templateId}::uuid) t
      cross join lateral (select (random() * 10)::int a, (random() * 10)::int b, (random() * 10)::int c,
                                 (random() * 10)::int d, (random() * 10)::int e, g as k) s
    `);
  }
  // Three summaries for the rep whose detail is read.
  const [detailUser] = await db.select().from(users).where(eq(users.email, "rep-1@bench.test"));
  if (!detailUser) throw new Error("no rep-1");
  for (let i = 0; i < 3; i++) await generateSummary(db, detailUser).catch(() => undefined);
  // What autovacuum does in production: statistics and the visibility map (index-only scans).
  await db.execute(sql`vacuum analyze`);
  return { company, bossToken, rootToken, detailUserId: detailUser.id };
}

export async function benchManagerReads(opts: { users?: number; conversations?: number; requests?: number } = {}): Promise<ManagerReadsResult> {
  const userCount = opts.users ?? 1000;
  const conversationCount = opts.conversations ?? 100_000;
  const requests = opts.requests ?? 200;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "salesdojo-bench-manager-"));
  const config = { ...loadConfig({ ...process.env, LOG_LEVEL: "silent", DATA_DIR: dir, PORT: "0" }), webRoot: undefined };
  const log = pino({ level: "silent" });
  const { database, drop } = await benchDatabase(config.databaseUrl);
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
    const { company, bossToken, rootToken, detailUserId } = await seedManagerWorld(database, address, userCount, conversationCount);
    const seedSeconds = (performance.now() - seedStart) / 1000;
    const [{ n: convs } = { n: 0 }] = await db.select({ n: sql<number>`count(*)::int` }).from(conversations);

    // ---- measure
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
    const rows = [
      await measure("leaderboard, 1k users / 100k conv", `/api/leaderboard/company/${company.id}`, bossToken),
      await measure("company overview (details)", "/api/companies/details", bossToken),
      await measure("company users list (1k)", "/api/companies/users", bossToken),
      await measure("user detail: conversations page 1", `/api/companies/users/${detailUserId}/conversations?page=1&limit=20`, bossToken),
      await measure("user detail: conversations page 5", `/api/companies/users/${detailUserId}/conversations?page=5&limit=20`, bossToken),
      await measure("user detail: summaries", `/api/companies/users/${detailUserId}/summaries`, bossToken),
      await measure("admin dashboard", "/api/admin/dashboard", rootToken),
      await measure("admin usage chart (30 days)", "/api/admin/usage?days=30", rootToken),
    ];
    return {
      database: database.kind,
      users: userCount,
      conversations: Number(convs),
      seedSeconds,
      rows,
      leaderboardP99: rows[0]?.p99 ?? Number.NaN,
      overviewP99: rows[1]?.p99 ?? Number.NaN,
    };
  } finally {
    await app.close();
    await database.close();
    await drop();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

// `node --import tsx bench/manager-reads.bench.ts` runs this part alone.
if (import.meta.url === `file://${process.argv[1]}`) {
  const { printTable } = await import("./stats");
  const r = await benchManagerReads();
  console.log(`seeded ${r.users} users and ${r.conversations} conversations on ${r.database} in ${r.seedSeconds.toFixed(1)} s`);
  printTable(r.rows);
}
