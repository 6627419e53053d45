import { test } from "vitest";
import { openDatabase } from "../platform/db/client";
test("probe 2", async () => {
  const g = globalThis as any;
  const t0 = performance.now();
  const d = await openDatabase({ pgliteDir: "memory://" });
  const t1 = performance.now();
  await d.migrate();
  const t2 = performance.now();
  console.log("file 2 pid", process.pid, "pool", process.env.VITEST_POOL_ID, "worker", process.env.VITEST_WORKER_ID, "seen", g.__seen, "create", Math.round(t1-t0), "migrate", Math.round(t2-t1), "rss", Math.round(process.memoryUsage().rss/1e6));
  g.__seen = (g.__seen ?? 0) + 1;
  await d.close();
});
