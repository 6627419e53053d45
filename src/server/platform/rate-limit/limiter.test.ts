import { describe, expect, it } from "vitest";
import { blockedFor, createLimiterFactory, tryConsume } from "./limiter";

describe("rate limiter helpers (in-memory store)", () => {
  it("tryConsume lets `points` calls through, then answers the seconds to wait", async () => {
    const limiter = createLimiterFactory(undefined).create("t", { points: 3, durationSeconds: 60 });
    for (let i = 0; i < 3; i++) expect(await tryConsume(limiter, "k")).toBeNull();
    const wait = await tryConsume(limiter, "k");
    expect(wait).toBeGreaterThanOrEqual(1);
    expect(wait).toBeLessThanOrEqual(60);
    expect(await tryConsume(limiter, "other")).toBeNull();
  });

  it("blockedFor reports a spent key without spending a point", async () => {
    const limiter = createLimiterFactory(undefined).create("t", { points: 2, durationSeconds: 3600 });
    expect(await blockedFor(limiter, "k")).toBeNull();
    expect(await blockedFor(limiter, "k")).toBeNull();
    await tryConsume(limiter, "k");
    expect(await blockedFor(limiter, "k")).toBeNull();
    await tryConsume(limiter, "k");
    const wait = await blockedFor(limiter, "k");
    expect(wait).toBeGreaterThan(60);
    expect(wait).toBeLessThanOrEqual(3600);
  });

  it("limiters of one factory count separately", async () => {
    const factory = createLimiterFactory(undefined);
    const a = factory.create("a", { points: 1, durationSeconds: 60 });
    const b = factory.create("b", { points: 1, durationSeconds: 60 });
    expect(await tryConsume(a, "k")).toBeNull();
    expect(await tryConsume(b, "k")).toBeNull();
    expect(await tryConsume(a, "k")).not.toBeNull();
  });
});
