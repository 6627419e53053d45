// `npm test`: typecheck, lint, the dead-code check (knip) and formatting (prettier); unit, component and integration tests on PGlite; the integration tests again on PostgreSQL when
// DATABASE_URL is set; then the browser tests in Chromium against the built app. Ends with one summary line.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";

const tmp = path.resolve(".tmp");
fs.mkdirSync(tmp, { recursive: true });
const results = [];
const npx = process.platform === "win32" ? "npx.cmd" : "npx";

function run(label, cmd, args, env, reportFile, count) {
  console.log(`\n=== ${label} ===`);
  fs.rmSync(reportFile, { force: true });
  const res = spawnSync(cmd, args, { stdio: "inherit", env: { ...process.env, ...env } });
  let counts = { passed: 0, failed: 0, skipped: 0 };
  try {
    counts = count(JSON.parse(fs.readFileSync(reportFile, "utf8")));
  } catch {
    // No report: the runner itself failed; its exit code says so below.
  }
  const ok = res.status === 0;
  results.push({ label, ok, ...counts });
  console.log(`=== ${label}: ${ok ? "ok" : `FAILED (exit ${res.status})`} — ${counts.passed} passed, ${counts.failed} failed ===`);
}

const vitestCounts = (r) => ({
  passed: r.numPassedTests ?? 0,
  failed: r.numFailedTests ?? 0,
  skipped: (r.numPendingTests ?? 0) + (r.numTodoTests ?? 0),
});
const playwrightCounts = (r) => ({
  passed: (r.stats?.expected ?? 0) + (r.stats?.flaky ?? 0),
  failed: r.stats?.unexpected ?? 0,
  skipped: r.stats?.skipped ?? 0,
});

/** What the formatter owns (package.json's `format` formats the same; .prettierignore leaves out generated files). */
const FORMATTED = ["src/**/*.{ts,tsx}", "scripts/**/*.{ts,mjs}", "e2e/**/*.ts", "bench/**/*.ts", "*.{ts,js,mjs}"];

// Types, lint, the dead-code check and formatting first: cheap, and a type error is a failing test too.
for (const [label, args] of [
  ["typecheck", ["tsc", "--noEmit", "-p", "."]],
  ["lint", ["eslint", "."]],
  ["unused files, exports and dependencies (knip)", ["knip", "--no-progress"]],
  ["formatting (prettier; `npm run format` fixes it)", ["prettier", "--check", "--log-level", "warn", ...FORMATTED]],
]) {
  console.log(`\n=== ${label} ===`);
  const res = spawnSync(npx, args, { stdio: "inherit" });
  results.push({ label, ok: res.status === 0, passed: 0, failed: res.status === 0 ? 0 : 1, skipped: 0 });
  console.log(`=== ${label}: ${res.status === 0 ? "ok" : "FAILED"} ===`);
}

const pgliteReport = path.join(tmp, "vitest-pglite.json");
run(
  "unit, component and integration tests (PGlite)",
  npx,
  ["vitest", "run", "--reporter=default", "--reporter=json", `--outputFile=${pgliteReport}`],
  { TEST_DATABASE_URL: "", TEST_REDIS_URL: process.env.REDIS_URL ?? "" },
  pgliteReport,
  vitestCounts,
);

if (process.env.DATABASE_URL) {
  const pgReport = path.join(tmp, "vitest-postgres.json");
  run(
    "integration tests (PostgreSQL via DATABASE_URL)",
    npx,
    ["vitest", "run", "--project", "integration", "--reporter=default", "--reporter=json", `--outputFile=${pgReport}`],
    { TEST_DATABASE_URL: process.env.DATABASE_URL, TEST_REDIS_URL: process.env.REDIS_URL ?? "" },
    pgReport,
    vitestCounts,
  );
} else {
  console.log("\nDATABASE_URL is not set: the integration tests ran on PGlite only.");
}

console.log("\n=== building the app for the browser tests ===");
const build = spawnSync(npx, ["vite", "build", "--logLevel", "warn"], { stdio: "inherit" });
if (build.status !== 0) {
  results.push({ label: "build", ok: false, passed: 0, failed: 1, skipped: 0 });
} else {
  const e2eReport = path.join(tmp, "playwright.json");
  run(
    "browser tests (Playwright, system Chromium)",
    npx,
    ["playwright", "test", "--reporter=list,json"],
    { PLAYWRIGHT_JSON_OUTPUT_NAME: e2eReport },
    e2eReport,
    playwrightCounts,
  );
}

const total = results.reduce((a, r) => ({ passed: a.passed + r.passed, failed: a.failed + r.failed, skipped: a.skipped + r.skipped }), {
  passed: 0,
  failed: 0,
  skipped: 0,
});
console.log(`\nSummary (Node ${process.version}):`);
for (const r of results) console.log(`  ${r.ok ? "ok    " : "FAILED"} ${r.label}: ${r.passed} passed, ${r.failed} failed`);
const allOk = results.every((r) => r.ok);
// A stage that failed without a report still counts as a failure in the closing line.
const failed = total.failed + results.filter((r) => !r.ok && r.failed === 0).length;
console.log(`\n${total.passed} passed, ${failed} failed${total.skipped ? `, ${total.skipped} skipped` : ""}`);
process.exit(allOk && failed === 0 ? 0 : 1);
