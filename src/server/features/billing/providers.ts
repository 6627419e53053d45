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
