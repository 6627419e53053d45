import type { Logger } from "pino";
import type { Config } from "../../config";
import type { Db } from "../../platform/db/client";
import { createLocalProvider } from "./local-provider";
import type { BillingProvider } from "./provider";
import { createStripeProvider } from "./stripe-provider";

/** Stripe when STRIPE_SECRET_KEY is set; otherwise the built-in test mode. */
export function createBillingProvider(config: Config, db: Db): BillingProvider {
  if (config.stripe) return createStripeProvider({ db, config: config.stripe, publicUrl: config.publicUrl });
  return createLocalProvider({ db, publicUrl: config.publicUrl });
}

export const TEST_BILLING_IN_PRODUCTION =
  "BILLING IS IN TEST MODE IN PRODUCTION: STRIPE_SECRET_KEY is not set, so every paid plan is activated without " +
  "payment. Set STRIPE_SECRET_KEY (and STRIPE_WEBHOOK_SECRET, STRIPE_PRICE_*) to take real payments.";

/** A production server without Stripe gives paid plans away: say so loudly at start-up. */
export function warnAboutTestBilling(config: Pick<Config, "env" | "stripe">, log: Pick<Logger, "warn">): void {
  if (config.env === "production" && !config.stripe) log.warn({ billing: "local" }, TEST_BILLING_IN_PRODUCTION);
}
