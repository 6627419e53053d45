// Issue 8, practice load against a baseline: 50 simulated users on 50 connections (autocannon) against the built
// server in its own process. Each user starts a conversation, sends 10 messages and ends it, again and again;
// the baseline is the same 50 connections on POST /api/bench/baseline (one indexed read and one insert).
import fs from "node:fs";
import path from "node:path";
import autocannon from "autocannon";
import { type BenchServer, seedUsers, type SeededUser } from "./server";
import { percentiles, type Row } from "./stats";

/** A salesperson's side of a call that the builtin customer does not hang up on before the tenth line. */
export const CALL = [
  "Hi, good morning! This is Alex Morgan from BrightPath. I'm calling because we help teams like yours cut the time spent on manual reporting. Do you have two minutes?",
  "Thanks. Could you tell me how you handle your reporting today?",
  "What are the biggest challenges you face with that at the moment?",
  "I understand, that sounds frustrating. How does that affect your team?",
  "That makes sense. Based on what you told me, we would save you time every week and reduce those costs. How does that sound so far?",
  "That's a fair point, I understand. Can you tell me more about what worries you about it?",
  "Many of our customers felt the same; we start with a small trial so you only pay when it saves you time. Does that make sense?",
  "Who else would be involved in the decision, and what is your timeline?",
  "What would you need to see from a trial to call it a success?",
  "Would you be open to a short meeting to go through it together? How about Tuesday at 10am?",
];

type Kind = "start" | "message" | "end" | "baseline";
type ProbeKind = "health" | "static";

/** A built asset to ask for, as a browser would while others practise. */
function staticPath(): string {
  const dir = path.resolve("dist/web/assets");
  const file = fs.existsSync(dir) ? fs.readdirSync(dir).find((f) => f.endsWith(".css") || f.endsWith(".js")) : undefined;
  return file ? `/assets/${file}` : "/";
}

/**
 * Issue 14 item 17: what a user who is not practising feels while others are. One request at a time (health, then
 * the static file), every 100 ms, until stopped.
 */
function startProbes(url: string) {
  const samples: Record<ProbeKind, number[]> = { health: [], static: [] };
  const failed: Record<ProbeKind, number> = { health: 0, static: 0 };
  const paths: Record<ProbeKind, string> = { health: "/api/health", static: staticPath() };
  let running = true;
  const loop = (async () => {
    while (running) {
      for (const kind of ["health", "static"] as ProbeKind[]) {
        const t0 = performance.now();
        try {
          const res = await fetch(`${url}${paths[kind]}`);
          await res.arrayBuffer();
          if (res.ok) samples[kind].push(performance.now() - t0);
          else failed[kind] += 1;
        } catch {
          failed[kind] += 1;
        }
      }
      await new Promise((r) => setTimeout(r, 100));
    }
  })();
  return async (): Promise<NonNullable<LoadRun["probes"]>> => {
    running = false;
    await loop;
    return {
      health: { ...percentiles(samples.health), failed: failed.health },
      static: { ...percentiles(samples.static), failed: failed.static },
    };
  };
}

export interface LoadRun {
  durationS: number;
  requests: number;
  rps: number;
  non2xx: number;
  errors: number;
  timeouts: number;
  /** Latency of every successful call of the run together, ms. */
  overall: Omit<Row, "name">;
  /** Latency per call kind, ms. */
  calls: Partial<Record<Kind, Omit<Row, "name"> & { non2xx: number }>>;
  /** GET /api/health and one static file, asked one at a time every 100 ms alongside the load, ms. */
  probes?: Partial<Record<ProbeKind, Omit<Row, "name"> & { failed: number }>>;
  /** Conversations started and ended during the run. */
  conversationsStarted?: number;
  conversationsEnded?: number;
}

export interface LoadResult {
  connections: number;
  users: number;
  database: string;
  practice: LoadRun;
  baseline: LoadRun;
  ratios: {
    /** Practice turn (POST /api/ai/message) p50 over baseline p50; target at most 2. */
    turnP50: number;
    /** All practice calls (start, message, end) p50 over baseline p50. */
    allCallsP50: number;
    /** Practice requests per second (all calls) over baseline requests per second; target at least 0.5. */
    rps: number;
  };
}

interface Ctx {
  token?: string;
  conversationId?: string;
}

/** A pool of users: each connection takes one for a whole conversation and gives it back at the end. */
function userPool(users: SeededUser[]) {
  const free = users.map((u) => u.token);
  let next = 0;
  return {
    take: () => free.shift() ?? (users[next++ % users.length] as SeededUser).token,
    give: (token: string | undefined) => {
      if (token && !free.includes(token)) free.push(token);
    },
  };
}

async function cannon(url: string, connections: number, durationS: number, requests: autocannon.Request[], kindOf: () => Kind | undefined): Promise<LoadRun> {
  const samples = new Map<Kind, number[]>();
  const failed = new Map<Kind, number>();
  const stopProbes = startProbes(url);
  let instance: autocannon.Instance | undefined;
  const done = new Promise<autocannon.Result>((resolve, reject) => {
    instance = autocannon({ url, connections, duration: durationS, requests, timeout: 30 }, (err, result) => (err ? reject(err) : resolve(result)));
  });
  instance?.on("response", (_client, status, _bytes, ms) => {
    const kind = kindOf();
    if (!kind) return;
    if (status >= 200 && status < 300) {
      let list = samples.get(kind);
      if (!list) samples.set(kind, (list = []));
      list.push(ms);
    } else {
      failed.set(kind, (failed.get(kind) ?? 0) + 1);
    }
  });
  const result = await done;
  const probes = await stopProbes();
  const calls: LoadRun["calls"] = {};
  for (const [kind, list] of samples) calls[kind] = { ...percentiles(list), non2xx: failed.get(kind) ?? 0 };
  for (const [kind, n] of failed) if (!calls[kind]) calls[kind] = { ...percentiles([]), non2xx: n };
  const durationMs = result.duration * 1000;
  return {
    overall: percentiles([...samples.values()].flat()),
    durationS: Math.round(durationMs) / 1000,
    requests: result.requests.total,
    rps: result.requests.total / result.duration,
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
    calls,
    probes,
  };
}

async function runBaseline(url: string, users: SeededUser[], connections: number, durationS: number): Promise<LoadRun> {
  let last: Kind | undefined;
  let next = 0;
  const requests: autocannon.Request[] = [
    {
      method: "POST",
      path: "/api/bench/baseline",
      setupRequest: (req, context) => {
        const ctx = context as Ctx;
        ctx.token ??= (users[next++ % users.length] as SeededUser).token;
        return { ...req, headers: { ...req.headers, authorization: `Bearer ${ctx.token}`, "content-type": "application/json" }, body: "{}" };
      },
      onResponse: () => {
        last = "baseline";
      },
    },
  ];
  return cannon(url, connections, durationS, requests, () => last);
}

async function runPractice(url: string, users: SeededUser[], connections: number, durationS: number): Promise<LoadRun> {
  const pool = userPool(users);
  let last: Kind | undefined;
  let started = 0;
  let ended = 0;
  const auth = (req: autocannon.Request, ctx: Ctx, body: unknown) => ({
    ...req,
    headers: { ...req.headers, authorization: `Bearer ${ctx.token}`, "content-type": "application/json" },
    body: JSON.stringify(body),
  });
  const requests: autocannon.Request[] = [
    {
      method: "POST",
      path: "/api/ai/conversation",
      setupRequest: (req, context) => {
        const ctx = context as Ctx;
        ctx.token = pool.take();
        ctx.conversationId = undefined;
        return auth(req, ctx, { scenario: "cold_call", language: "en" });
      },
      onResponse: (status, body, context) => {
        last = "start";
        if (status === 201) {
          (context as Ctx).conversationId = (JSON.parse(body) as { conversation: { id: string } }).conversation.id;
          started++;
        }
      },
    },
    ...CALL.map((line): autocannon.Request => ({
      method: "POST",
      path: "/api/ai/message",
      setupRequest: (req, context) => {
        const ctx = context as Ctx;
        return auth(req, ctx, { conversationId: ctx.conversationId ?? "00000000-0000-0000-0000-000000000000", message: line, language: "en" });
      },
      onResponse: () => {
        last = "message";
      },
    })),
    {
      method: "POST",
      setupRequest: (req, context) => {
        const ctx = context as Ctx;
        return { ...auth(req, ctx, {}), path: `/api/ai/conversation/${ctx.conversationId ?? "00000000-0000-0000-0000-000000000000"}/end` };
      },
      onResponse: (status, _body, context) => {
        last = "end";
        if (status === 200) ended++;
        pool.give((context as Ctx).token);
      },
    },
  ];
  const run = await cannon(url, connections, durationS, requests, () => last);
  return { ...run, conversationsStarted: started, conversationsEnded: ended };
}

export async function benchLoad(server: BenchServer, opts: { users?: number; connections?: number; durationS?: number } = {}): Promise<LoadResult> {
  const userCount = opts.users ?? 50;
  const connections = opts.connections ?? 50;
  const durationS = opts.durationS ?? Number(process.env.BENCH_DURATION_S ?? 20);
  console.log(`seeding ${userCount} users...`);
  const users = await seedUsers(server.url, userCount);
  // A short warm-up of both, so that neither pays for the server's first compilations.
  await runBaseline(server.url, users, connections, 2);
  await runPractice(server.url, users.slice(0, 10), 10, 2);
  console.log(`baseline: ${connections} connections for ${durationS} s...`);
  const baseline = await runBaseline(server.url, users, connections, durationS);
  console.log(`practice: ${userCount} users on ${connections} connections for ${durationS} s...`);
  const practice = await runPractice(server.url, users, connections, durationS);

  const baseP50 = baseline.calls.baseline?.p50 ?? Number.NaN;
  return {
    connections,
    users: userCount,
    database: server.database,
    practice,
    baseline,
    ratios: {
      turnP50: (practice.calls.message?.p50 ?? Number.NaN) / baseP50,
      allCallsP50: practice.overall.p50 / baseP50,
      rps: practice.rps / baseline.rps,
    },
  };
}

export function loadRows(r: LoadResult): Row[] {
  const rows: Row[] = [];
  const label: Record<Kind, string> = { start: "start conversation", message: "send message (turn)", end: "end + rate", baseline: "baseline read+insert" };
  for (const run of [r.baseline, r.practice]) {
    for (const kind of ["baseline", "start", "message", "end"] as Kind[]) {
      const c = run.calls[kind];
      if (c) rows.push({ name: `load ${r.connections}c: ${label[kind]}`, count: c.count, p50: c.p50, p95: c.p95, p99: c.p99, max: c.max });
    }
    const during = run === r.baseline ? "baseline" : "practice";
    for (const kind of ["health", "static"] as ProbeKind[]) {
      const p = run.probes?.[kind];
      if (p)
        rows.push({
          name: `during ${during}: GET ${kind === "health" ? "/api/health" : "static file"}`,
          count: p.count,
          p50: p.p50,
          p95: p.p95,
          p99: p.p99,
          max: p.max,
        });
    }
  }
  return rows;
}
