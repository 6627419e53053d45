import { randomBytes } from "node:crypto";
import { afterEach, describe, expect, it } from "vitest";
import { createLimiterFactory, type LimiterFactory, tryConsume } from "./limiter";

const redisUrl = process.env.TEST_REDIS_URL?.trim();
const factories: LimiterFactory[] = [];
afterEach(async () => {
  for (const f of factories.splice(0)) await f.close();
});

describe.skipIf(!redisUrl)("rate limits shared through Redis (REDIS_URL)", () => {
  it("two replicas count against one limit", async () => {
    const name = `test-${randomBytes(4).toString("hex")}`;
    const a = createLimiterFactory(redisUrl);
    const b = createLimiterFactory(redisUrl);
    factories.push(a, b);
    await Promise.all([a.ready(), b.ready()]);
    const la = a.create(name, { points: 5, durationSeconds: 60 });
    const lb = b.create(name, { points: 5, durationSeconds: 60 });
    const results = await Promise.all(Array.from({ length: 10 }, (_, i) => tryConsume(i % 2 ? la : lb, "user-1")));
    expect(results.filter((r) => r === null)).toHaveLength(5);
    expect(results.filter((r) => r !== null).every((wait) => (wait ?? 0) >= 1)).toBe(true);
    // Another key has its own budget.
    expect(await tryConsume(la, "user-2")).toBeNull();
  });

  it("keeps limiting in memory when Redis cannot be reached", async () => {
    const down = createLimiterFactory("redis://127.0.0.1:1");
    factories.push(down);
    const limiter = down.create(`down-${randomBytes(4).toString("hex")}`, { points: 2, durationSeconds: 60 });
    expect(await tryConsume(limiter, "k")).toBeNull();
    expect(await tryConsume(limiter, "k")).toBeNull();
    expect(await tryConsume(limiter, "k")).not.toBeNull();
  });
});
