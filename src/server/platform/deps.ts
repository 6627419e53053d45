import type { Logger } from "pino";
import type { Ai } from "../ai";
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
  /** Parts of the AI port to use instead of those config.ai names (tests pass a failing engine or tips answerer). */
  ai?: Partial<Ai>;
}
