// `npm run bench`: prints a table and writes .tmp/bench-results.json. See docs/benchmarks.md.
// PGlite unless DATABASE_URL is set. BENCH_DURATION_S sets each load run's length (default 20 s); BENCH_ONLY picks
// parts (comma-separated: reader,engine,http,manager,analytics,load,llm,web); BENCH_BUILD=1 rebuilds the browser app first.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { ANALYTICS_TARGET_MS, type AnalyticsResult, benchAnalytics } from "./analytics.bench";
import { benchEngine } from "./engine.bench";
import { benchFrontend, type FrontendResult, frontendRows } from "./frontend.bench";
import { benchHttpTurn } from "./http-turn.bench";
import { benchManagerReads, MANAGER_TARGET_MS, type ManagerReadsResult } from "./manager-reads.bench";
import { benchLlm, type LlmResult, llmRows } from "./llm.bench";
import { benchLoad, type LoadResult, loadRows } from "./load.bench";
import { benchReader, type ReaderResult } from "./reader.bench";
import { ensureWebBuild, startServer } from "./server";
import { printTable, type Row } from "./stats";

const only = new Set((process.env.BENCH_ONLY ?? "reader,engine,http,manager,analytics,load,llm,web").split(",").map((s) => s.trim()));
const rows: Row[] = [];
let load: LoadResult | undefined;
let llm: LlmResult | undefined;
let web: FrontendResult | undefined;

if (only.has("engine")) rows.push(...benchEngine());
// After the engine: the reader's evaluation holds the whole corpus in memory, which slowed the engine runs after it.
let reader: ReaderResult | undefined;
if (only.has("reader")) {
  const r = benchReader();
  reader = r.result;
  rows.push(...r.rows);
}
if (only.has("http")) rows.push(...(await benchHttpTurn()));
let manager: ManagerReadsResult | undefined;
if (only.has("manager")) {
  console.log("manager reads: seeding 1,000 users and 100,000 conversations...");
  manager = await benchManagerReads();
  rows.push(...manager.rows);
}
let analytics: AnalyticsResult | undefined;
if (only.has("analytics")) {
  console.log("analytics: seeding 1,000 users and 100,000 conversations...");
  analytics = await benchAnalytics();
  rows.push(...analytics.rows);
}
if (only.has("load") || only.has("web")) {
  ensureWebBuild();
  const server = await startServer();
  try {
    if (only.has("load")) {
      load = await benchLoad(server);
      rows.push(...loadRows(load));
    }
    if (only.has("web")) {
      console.log("front end in Chromium...");
      web = await benchFrontend(server);
      rows.push(...frontendRows(web));
    }
  } finally {
    await server.stop();
  }
}
if (only.has("llm")) {
  console.log("LLM overhead against the local test provider...");
  llm = await benchLlm();
  rows.push(...llmRows(llm));
}

console.log("");
printTable(rows);
const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
const verdict = (ok: boolean) => (ok ? "met" : "NOT met");
const targets: Record<string, { value: number; target: string; met: boolean }> = {};
if (load) {
  const r = load.ratios;
  console.log(
    `\nload (${load.users} users, ${load.connections} connections, ${load.database}): practice ${load.practice.rps.toFixed(1)} req/s ` +
      `(${load.practice.conversationsEnded ?? 0} conversations ended, ${load.practice.non2xx} non-2xx, ${load.practice.errors} errors); ` +
      `baseline ${load.baseline.rps.toFixed(1)} req/s (${load.baseline.non2xx} non-2xx)`,
  );
  targets.turnP50OverBaseline = { value: r.turnP50, target: "<= 2", met: r.turnP50 <= 2 };
  targets.allCallsP50OverBaseline = { value: r.allCallsP50, target: "<= 2 (informative)", met: r.allCallsP50 <= 2 };
  targets.rpsOverBaseline = { value: r.rps, target: ">= 0.5", met: r.rps >= 0.5 };
  const startP99 = load.practice.calls.start?.p99 ?? Number.NaN;
  targets.startP99Ms = { value: startP99, target: "< 500", met: startP99 < 500 };
  const healthP95 = load.practice.probes?.health?.p95 ?? Number.NaN;
  targets.healthDuringPracticeP95Ms = { value: healthP95, target: "< 100", met: healthP95 < 100 };
  const staticP95 = load.practice.probes?.static?.p95 ?? Number.NaN;
  targets.staticDuringPracticeP95Ms = { value: staticP95, target: "< 100", met: staticP95 < 100 };
}
if (manager) {
  console.log(
    `\nmanager reads: ${manager.users} users, ${manager.conversations} conversations on ${manager.database}, seeded in ${manager.seedSeconds.toFixed(1)} s`,
  );
  targets.leaderboardP99Ms = { value: manager.leaderboardP99, target: `< ${MANAGER_TARGET_MS}`, met: manager.leaderboardP99 < MANAGER_TARGET_MS };
  targets.companyOverviewP99Ms = { value: manager.overviewP99, target: `< ${MANAGER_TARGET_MS}`, met: manager.overviewP99 < MANAGER_TARGET_MS };
}
if (analytics) {
  console.log(
    `\nanalytics: ${analytics.users} users, ${analytics.conversations} conversations on ${analytics.database}, seeded in ${analytics.seedSeconds.toFixed(1)} s`,
  );
  targets.analyticsWorstP99Ms = { value: analytics.worstP99, target: `< ${ANALYTICS_TARGET_MS}`, met: analytics.worstP99 < ANALYTICS_TARGET_MS };
}
if (reader) {
  console.log("\nreader on its held-out lines (never trained on):\nlanguage   lines  macro-F1  exact-set  language-id");
  for (const e of reader.evaluations) {
    console.log(
      `${e.language.padEnd(8)} ${String(e.lines).padStart(7)}  ${e.macroF1.toFixed(3).padStart(8)}  ${e.exactMatch.toFixed(3).padStart(9)}  ${e.languageAccuracy.toFixed(3).padStart(11)}`,
    );
    if (e.language !== "all") targets[`readerMacroF1_${e.language}`] = { value: e.macroF1, target: ">= 0.90", met: e.macroF1 >= 0.9 };
  }
  console.log("the same lines read as whole messages by the simulation (sentences, clauses, guards):");
  for (const m of reader.messageF1) console.log(`${m.language.padEnd(8)} macro-F1 ${m.macroF1.toFixed(3)}`);
  targets.readerP99Ms = { value: reader.costP99, target: "< 2", met: reader.costP99 < 2 };
  targets.readerCpuP99Ms = { value: reader.cpuP99, target: "< 2", met: reader.cpuP99 < 2 };
}
if (llm) targets.llmAddedP50Ms = { value: llm.addedP50, target: "< 10", met: llm.addedP50 < 10 };
if (web) {
  targets.homeJsWireKb = { value: web.homeJsWire / 1024, target: "< 150", met: web.homeJsWire < 150 * 1024 };
  targets.practiceJsWireKb = { value: web.practiceJsWire / 1024, target: "< 250", met: web.practiceJsWire < 250 * 1024 };
  console.log(
    `front end: home ${kb(web.homeJsWire)} in ${web.homeJsFiles} files; practice ${kb(web.practiceJsWire)} in ${web.practiceJsFiles} files (as sent)`,
  );
}
if (Object.keys(targets).length) {
  console.log("\ntarget                          value      target       verdict");
  for (const [name, t] of Object.entries(targets)) {
    console.log(`${name.padEnd(31)} ${t.value.toFixed(2).padStart(8)}   ${t.target.padEnd(12)} ${verdict(t.met)}`);
  }
}

const cpus = os.cpus();
const machine = {
  cpus: cpus.length,
  cpu: cpus[0]?.model,
  memoryGb: Math.round(os.totalmem() / 2 ** 30),
  node: process.version,
  platform: `${os.type()} ${os.release()}`,
  loadAverageAtEnd: os.loadavg().map((n) => Math.round(n * 100) / 100),
};
const out = path.resolve(".tmp/bench-results.json");
fs.mkdirSync(path.dirname(out), { recursive: true });
fs.writeFileSync(out, JSON.stringify({ at: new Date().toISOString(), machine, rows, reader, manager, analytics, load, llm, web, targets }, null, 2));
console.log(`\nmachine: ${machine.cpus} x ${machine.cpu}, ${machine.memoryGb} GB, Node ${machine.node}\nwritten: ${out}`);
