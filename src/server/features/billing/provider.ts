import type { PaidPlanId } from "../../../contract/billing";
import type { UserRow } from "../../platform/db/schema";
import type { SubscriptionState } from "./subscription-state";

/**
 * The billing port. Two providers implement it: `local` (built-in test mode, the default) and `stripe`.
 * Providers talk to the payment system and report subscriptions; they never write entitlements themselves
 * except through applySubscriptionState.
 */
export interface BillingProvider {
  readonly kind: "stripe" | "local";
  /**
   * Starts a checkout for a paid plan; `url` is where the browser goes. `successPath` (a checked path of this
   * app, see contract/return-path.ts) is where it comes back after paying.
   */
  createCheckout(opts: { user: UserRow; plan: PaidPlanId; successPath: string }): Promise<{ url: string; sessionId: string }>;
  /** A page where the customer manages payment details and invoices. */
  createPortal(opts: { user: UserRow }): Promise<{ url: string }>;
  /** Moves the user's live subscription to another plan at once (plan changes are immediate). */
  changePlan(opts: { user: UserRow; plan: PaidPlanId }): Promise<SubscriptionState>;
  /** Stops renewal; access continues until the period end. */
  cancelAtPeriodEnd(opts: { user: UserRow }): Promise<SubscriptionState>;
  /** Ends the subscription now (account deletion). Safe to call when there is none. */
  cancelNow(opts: { user: UserRow }): Promise<void>;
  /**
   * Reads the subscription as the provider knows it, after the browser returns from checkout
   * (complete-setup). Null when the provider has none for this user.
   */
  fetchSubscription(opts: { user: UserRow; sessionId?: string }): Promise<SubscriptionState | null>;
}

/** The provider could not be reached or refused the call (answers 503 with the spec's message). */
export class BillingUnavailableError extends Error {
  constructor(cause?: unknown) {
    super("Billing provider unavailable", { cause });
    this.name = "BillingUnavailableError";
  }
}
