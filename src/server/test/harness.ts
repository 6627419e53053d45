import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { FastifyInstance } from "fastify";
import pino from "pino";
import type { RateLimiterAbstract } from "rate-limiter-flexible";
import type { Ai } from "../ai";
import { buildApp } from "../app";
import { type Config, loadConfig } from "../config";
import type { AppDeps } from "../platform/deps";
import { createMailer, type Mailer } from "../platform/mail/mailer";
import { createLimiterFactory, type LimiterFactory } from "../platform/rate-limit/limiter";
import { getTestDatabase } from "./database";
import { forgetOutbox, trackMailer } from "./mail";

export { getTestDatabase, resetDatabase } from "./database";
export { extractInviteToken, extractResetLink, extractResetToken, parseMail, readOutbox } from "./mail";
export * from "./factories";

/** Every test app answers as if it were served from here; links in mails must start with it. */
export const TEST_PUBLIC_URL = "https://app.example.test";

export interface TestAppOverrides {
  /** Extra environment for loadConfig (PUBLIC_URL, TRUST_PROXY, ...). */
  env?: Record<string, string>;
  /** Fields set on the loaded config last. */
  config?: Partial<Config>;
  /** Replaces the outbox mailer (it is still tracked so that close() waits for it). */
  mailer?: Mailer;
  /** Replaces parts of the AI port (default: what config.ai names, the builtin simulation). */
  ai?: Partial<Ai>;
}

export interface TestApp {
  app: FastifyInstance;
  deps: AppDeps;
  outboxDir: string;
  /** The rate limiters the app created, by name (see features/auth/limits.ts: "login-attempts", "reset-ip", ...). */
  limiter(name: string): RateLimiterAbstract;
  /** Resolves when every mail the server started sending is written or sent. */
  mailSettled(): Promise<void>;
  close(): Promise<void>;
}

/**
 * A fully built app over the worker's database: temp outbox dir, in-memory rate limiters (fresh per app),
 * silent logger, PUBLIC_URL https://app.example.test, no web root. Drive it with app.inject().
 */
export async function createTestApp(overrides: TestAppOverrides = {}): Promise<TestApp> {
  const database = await getTestDatabase();
  const outboxDir = fs.mkdtempSync(path.join(os.tmpdir(), "salesdojo-outbox-"));
  const config: Config = {
    ...loadConfig({
      NODE_ENV: "test",
      PUBLIC_URL: TEST_PUBLIC_URL,
      LOG_LEVEL: "silent",
      DATA_DIR: outboxDir,
      // Tests register many accounts from one address; the registration limit test sets its own.
      RATE_LIMIT_REGISTER_PER_HOUR: "100000",
      // The webhook worker's timer is off: webhook tests run its rounds themselves, with the clock they choose.
      WEBHOOK_WORKER_INTERVAL_MS: "0",
      ...overrides.env,
    }),
    webRoot: undefined,
    ...overrides.config,
  };
  const log = pino({ level: "silent" });
  const mailer = trackMailer(overrides.mailer ?? createMailer({ from: config.mailFrom, outboxDir, log }), outboxDir);
  const limiters = new Map<string, RateLimiterAbstract>();
  const memory = createLimiterFactory(undefined);
  const limiterFactory: LimiterFactory = {
    create: (name, opts) => {
      const limiter = memory.create(name, opts);
      limiters.set(name, limiter);
      return limiter;
    },
    ready: () => memory.ready(),
    close: () => memory.close(),
  };
  const deps: AppDeps = { config, database, mailer, limiterFactory, log, ai: overrides.ai };
  const app = await buildApp(deps);
  await app.ready();
  return {
    app,
    deps,
    outboxDir,
    limiter: (name) => {
      const l = limiters.get(name);
      if (!l) throw new Error(`no limiter named ${name}; the app created: ${[...limiters.keys()].join(", ")}`);
      return l;
    },
    mailSettled: () => mailer.settled(),
    close: async () => {
      await app.close();
      await mailer.settled();
      mailer.close();
      await limiterFactory.close();
      forgetOutbox(outboxDir);
      fs.rmSync(outboxDir, { recursive: true, force: true });
    },
  };
}
