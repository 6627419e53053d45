/**
 * The plans as plain values, without zod: the browser imports these, and the schemas live in plans.ts (issue 15:
 * the practice screen should not carry zod).
 */
/** Plan ids as the API sends them (lowercase names). */
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

/**
 * Team management and the leaderboard (spec 3 §1: they belong to Enterprise and Unlimited). Enterprise companies
 * are set up by a platform admin, who chooses their size; an Unlimited subscriber sets up their own team.
 */
export interface TeamAllowance {
  /** "admin": a platform admin creates the company; "self": the subscriber creates it from /company. */
  setUp: "admin" | "self";
  /** Most users the company holds, its admin included; null when the platform admin chooses it per company. */
  maxUsers: number | null;
  /**
   * Conversations per member per month; null when the platform admin chooses it per company. Members also have
   * enterprise's 50 a day, as enterprise members do (spec ruling 6).
   */
  monthlyConversationLimit: number | null;
}

export interface Plan {
  id: PlanId;
  /** Price per month in cents; null for custom pricing. */
  priceCents: number | null;
  popular: boolean;
  action: "subscribe" | "contact";
  limits: PlanLimits;
  /** Team features, or null when the plan has none. */
  team: TeamAllowance | null;
}

/** The plan table (docs/glossary.md#plans): the one place these numbers live. */
export const PLANS: Record<PlanId, Plan> = {
  free: {
    id: "free",
    priceCents: 0,
    popular: false,
    action: "subscribe",
    limits: { conversations: 3, conversationPeriod: "month", aiTips: 0, summaries: false, voice: false },
    team: null,
  },
  basic: {
    id: "basic",
    priceCents: 5999,
    popular: false,
    action: "subscribe",
    limits: { conversations: 30, conversationPeriod: "month", aiTips: 10, summaries: true, voice: false },
    team: null,
  },
  pro: {
    id: "pro",
    priceCents: 8999,
    popular: true,
    action: "subscribe",
    limits: { conversations: 50, conversationPeriod: "month", aiTips: 25, summaries: true, voice: true },
    team: null,
  },
  unlimited: {
    id: "unlimited",
    priceCents: 34900,
    popular: false,
    action: "subscribe",
    limits: { conversations: 200, conversationPeriod: "month", aiTips: 50, summaries: true, voice: true },
    team: { setUp: "self", maxUsers: 10, monthlyConversationLimit: 200 },
  },
  enterprise: {
    id: "enterprise",
    priceCents: null,
    popular: false,
    action: "contact",
    limits: { conversations: 50, conversationPeriod: "day", aiTips: 50, summaries: true, voice: true },
    team: { setUp: "admin", maxUsers: null, monthlyConversationLimit: null },
  },
};

/** Plans with team features (those whose `team` is set; a test keeps the two in step). */
export const TEAM_PLAN_IDS = ["unlimited", "enterprise"] as const satisfies readonly PlanId[];
export type TeamPlanId = (typeof TEAM_PLAN_IDS)[number];

export function isTeamPlan(plan: PlanId): plan is TeamPlanId {
  return (TEAM_PLAN_IDS as readonly PlanId[]).includes(plan);
}

/**
 * The team a subscriber of this plan may set up themselves from /company (Unlimited), else null. It lasts while
 * the owner's plan does: when the owner's subscription ends, the members cannot start conversations.
 */
export function selfServeTeam(plan: PlanId): TeamAllowance | null {
  const team = PLANS[plan].team;
  return team?.setUp === "self" ? team : null;
}

/**
 * Accounts whose plan the company manages, so that billing, plan changes and cancelling are not theirs (spec 1
 * §6): enterprise accounts and the members of a company. The owner of a self-serve team (its company admin on
 * Unlimited) pays for the team with their own subscription and keeps managing it, also after it has lapsed.
 */
export function isCompanyManagedAccount(user: { plan: PlanId; companyId: string | null; role: string }): boolean {
  return user.plan === "enterprise" || (user.companyId !== null && user.role !== "company_admin");
}
