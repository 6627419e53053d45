import { Redis } from "ioredis";
import { type IRateLimiterOptions, RateLimiterMemory, RateLimiterRedis, type RateLimiterAbstract, RateLimiterRes } from "rate-limiter-flexible";

/**
 * Rate limiters from one factory: in-process by default, shared through Redis when REDIS_URL is set so
 * that every replica counts together (architecture: rate limits).
 */
export interface LimiterFactory {
  create(name: string, opts: { points: number; durationSeconds: number }): RateLimiterAbstract;
  /** Resolves once the shared store answers (or after 2 s, when limits fall back to memory until it does). */
  ready(): Promise<void>;
  close(): Promise<void>;
}

export function createLimiterFactory(redisUrl: string | undefined): LimiterFactory {
  if (!redisUrl) {
    return {
      create: (name, o) => new RateLimiterMemory({ keyPrefix: name, points: o.points, duration: o.durationSeconds }),
      ready: async () => {},
      close: async () => {},
    };
  }
  const redis = new Redis(redisUrl, { enableOfflineQueue: false, maxRetriesPerRequest: 1, connectTimeout: 2_000 });
  redis.on("error", () => {});
  return {
    create: (name, o) => {
      const opts: IRateLimiterOptions & { storeClient: Redis } = {
        storeClient: redis,
        keyPrefix: `sd:${name}`,
        points: o.points,
        duration: o.durationSeconds,
        // Redis trouble must not lock every user out: fall back to counting in memory.
        insuranceLimiter: new RateLimiterMemory({ points: o.points, duration: o.durationSeconds }),
      };
      return new RateLimiterRedis(opts);
    },
    ready: () =>
      new Promise<void>((resolve) => {
        if (redis.status === "ready") return resolve();
        const timer = setTimeout(resolve, 2_000);
        redis.once("ready", () => {
          clearTimeout(timer);
          resolve();
        });
      }),
    close: async () => {
      redis.disconnect();
    },
  };
}

/** Consumes a point; returns the seconds to wait when the limit is spent, otherwise null. */
export async function tryConsume(limiter: RateLimiterAbstract, key: string, points = 1): Promise<number | null> {
  try {
    await limiter.consume(key, points);
    return null;
  } catch (e) {
    if (e instanceof RateLimiterRes) return Math.max(1, Math.ceil(e.msBeforeNext / 1000));
    throw e;
  }
}

/** Seconds to wait when the key has no points left, without spending one. */
export async function blockedFor(limiter: RateLimiterAbstract, key: string): Promise<number | null> {
  const res = await limiter.get(key);
  if (res && res.remainingPoints <= 0) return Math.max(1, Math.ceil(res.msBeforeNext / 1000));
  return null;
}
