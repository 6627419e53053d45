/**
 * The plans as plain values, without zod: the browser imports these, and the schemas live in plans.ts (issue 15:
 * the practice screen should not carry zod).
 */
/** Plan ids as the API sends them (lowercase names, spec 1 §7). */
export const PLAN_IDS = ["free", "basic", "pro", "unlimited", "enterprise"] as const;
export type PlanId = (typeof PLAN_IDS)[number];

export const SUBSCRIPTION_STATUSES = ["active", "cancelled", "past_due", "inactive"] as const;
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];

export interface PlanLimits {
  /** Conversations per `conversationPeriod`. */
  conversations: number;
  conversationPeriod: "month" | "day";
  /** AI tips questions per month; 0 means the tips assistant is not included. */
  aiTips: number;
  summaries: boolean;
  voice: boolean;
}

export interface Plan {
  id: PlanId;
  /** Price per month in cents; null for custom pricing. */
  priceCents: number | null;
  popular: boolean;
  action: "subscribe" | "contact";
  limits: PlanLimits;
}

/** The plan table of spec 1 §9 and spec ruling 6: the one place these numbers live. */
export const PLANS: Record<PlanId, Plan> = {
  free: {
    id: "free",
    priceCents: 0,
    popular: false,
    action: "subscribe",
    limits: { conversations: 3, conversationPeriod: "month", aiTips: 0, summaries: false, voice: false },
  },
  basic: {
    id: "basic",
    priceCents: 5999,
    popular: false,
    action: "subscribe",
    limits: { conversations: 30, conversationPeriod: "month", aiTips: 10, summaries: true, voice: false },
  },
  pro: {
    id: "pro",
    priceCents: 8999,
    popular: true,
    action: "subscribe",
    limits: { conversations: 50, conversationPeriod: "month", aiTips: 25, summaries: true, voice: true },
  },
  unlimited: {
    id: "unlimited",
    priceCents: 34900,
    popular: false,
    action: "subscribe",
    limits: { conversations: 200, conversationPeriod: "month", aiTips: 50, summaries: true, voice: true },
  },
  enterprise: {
    id: "enterprise",
    priceCents: null,
    popular: false,
    action: "contact",
    limits: { conversations: 50, conversationPeriod: "day", aiTips: 50, summaries: true, voice: true },
  },
};

export const DEFAULT_PLAN: PlanId = "free";
