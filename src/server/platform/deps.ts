import type { Logger } from "pino";
import type { AiEngine } from "../ai/engine";
import type { Config } from "../config";
import type { Database } from "./db/client";
import type { Mailer } from "./mail/mailer";
import type { LimiterFactory } from "./rate-limit/limiter";

/** What the app is built from; tests build it with their own database, mailer and config. */
export interface AppDeps {
  config: Config;
  database: Database;
  mailer: Mailer;
  limiterFactory: LimiterFactory;
  log: Logger;
  /** The AI engine; built from config.ai when absent (tests pass their own). */
  ai?: AiEngine;
}
