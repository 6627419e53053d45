import { PAID_PLAN_IDS, type PaidPlanId } from "../../../contract/billing";
import { isCompanyManagedAccount } from "../../../contract/plan-list";
import type { PublicUser } from "../../../contract/user";

/** A monthly price in the interface language's number style: $59.99, 59,99 $, $349. */
export function formatPrice(cents: number, language: string): string {
  const whole = cents % 100 === 0;
  return new Intl.NumberFormat(language, {
    style: "currency",
    currency: "USD",
    minimumFractionDigits: whole ? 0 : 2,
    maximumFractionDigits: whole ? 0 : 2,
  }).format(cents / 100);
}

/** A date in the interface language (spec: dates follow the chosen language). */
export function formatDate(iso: string | null | undefined, language: string, withTime = false): string {
  if (!iso) return "";
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return "";
  return new Intl.DateTimeFormat(language, withTime ? { dateStyle: "long", timeStyle: "short" } : { dateStyle: "long" }).format(date);
}

export function isPaidPlan(value: unknown): value is PaidPlanId {
  return typeof value === "string" && (PAID_PLAN_IDS as readonly string[]).includes(value);
}

/** Enterprise and company accounts: the company manages the plan, not the person (spec 1 §6). */
export function isCompanyManaged(user: Pick<PublicUser, "companyId" | "subscription" | "role">): boolean {
  return isCompanyManagedAccount({ plan: user.subscription.plan, companyId: user.companyId, role: user.role });
}

/** A paid subscription the provider can still change or cancel. */
export function hasLiveSubscription(user: Pick<PublicUser, "subscription">): boolean {
  const s = user.subscription;
  return s.billingCustomerId !== null && isPaidPlan(s.plan) && (s.status === "active" || s.status === "past_due");
}

/** Spec 1 §6: cancel shows only for an active subscription with a billing customer, not enterprise, not already ending. */
export function canCancel(user: Pick<PublicUser, "companyId" | "subscription" | "role">): boolean {
  return !isCompanyManaged(user) && hasLiveSubscription(user) && user.subscription.status === "active" && !user.subscription.cancelAtPeriodEnd;
}

/** Spec 1 §6: the billing portal and plan changes need a billing customer and a self-managed plan. */
export function canManageBilling(user: Pick<PublicUser, "companyId" | "subscription" | "role">): boolean {
  return !isCompanyManaged(user) && user.subscription.billingCustomerId !== null;
}

/** Which of the four subscription states of spec 1 §4 the card shows. */
export type SubscriptionDisplay = "active" | "ending" | "pastDue" | "inactive";

export function subscriptionDisplay(user: Pick<PublicUser, "subscription">): SubscriptionDisplay {
  const s = user.subscription;
  if (s.plan === "free" || s.status === "inactive") return "inactive";
  if (s.status === "past_due") return "pastDue";
  if (s.status === "cancelled" || s.cancelAtPeriodEnd) return "ending";
  return "active";
}
