import type { TFunction } from "i18next";
import { PLANS, type PlanId } from "../../../contract/plan-list";

export interface PlanFeature {
  text: string;
  /** False for what the plan leaves out (shown crossed out, e.g. "Summaries locked" on Free). */
  included: boolean;
}

/** Words of each plan's features, in order; the numbers are filled in from PLANS. */
const FEATURE_KEYS: Record<PlanId, string[]> = {
  free: ["conversations", "textPractice", "ratings", "tips", "-summariesLocked"],
  basic: ["conversations", "tips", "ratings", "summaries", "export", "emailSupport"],
  pro: ["conversations", "tips", "voice", "personalFeedback", "summaries", "export", "prioritySupport"],
  // The team sits among the first 6 features, the ones the card shows (spec 1 §2); issue 20 item 9.
  unlimited: ["conversations", "tips", "team", "voice", "personalFeedback", "dedicatedSupport", "prioritySupport", "summaries", "export"],
  enterprise: [
    "conversations",
    "tips",
    "teamManagement",
    "leaderboards",
    "analytics",
    "sso",
    "branding",
    "api",
    "accountManager",
    "phoneSupport",
    "customTraining",
    "whiteLabel",
    "export",
  ],
};

/**
 * The feature list of a plan card. Numbers come from PLANS (the one place they live); the words from the
 * billing phrase book.
 */
export function planFeatures(t: TFunction, id: PlanId): PlanFeature[] {
  const { limits } = PLANS[id];
  return FEATURE_KEYS[id].map((key): PlanFeature => {
    if (key === "conversations") {
      const perDay = limits.conversationPeriod === "day";
      return {
        text: t(perDay ? "billing.features.conversationsPerDay" : "billing.features.conversationsPerMonth", {
          n: limits.conversations,
        }),
        included: true,
      };
    }
    if (key === "tips") {
      return limits.aiTips > 0
        ? { text: t("billing.features.aiTips", { n: limits.aiTips }), included: true }
        : { text: t("billing.features.noAiTips"), included: false };
    }
    if (key === "team") return { text: t("billing.features.teamOf", { n: PLANS[id].team?.maxUsers }), included: true };
    if (key.startsWith("-")) return { text: t(`billing.features.${key.slice(1)}`), included: false };
    return { text: t(`billing.features.${key}`), included: true };
  });
}

/** Enterprise and Unlimited cards list only their first 6 features (spec 1 §2); the others list all. */
export function visibleFeatures(t: TFunction, id: PlanId): PlanFeature[] {
  const all = planFeatures(t, id);
  return id === "enterprise" || id === "unlimited" ? all.slice(0, 6) : all;
}

/**
 * What moving from one plan to another adds, in the order of the new plan's card: more conversations or tips
 * than before, and every feature the old plan did not have. Empty for a downgrade that adds nothing.
 */
export function unlockedFeatures(t: TFunction, from: PlanId, to: PlanId): string[] {
  const before = new Set(FEATURE_KEYS[from]);
  const was = PLANS[from].limits;
  const now = PLANS[to].limits;
  const features = planFeatures(t, to);
  return FEATURE_KEYS[to].flatMap((key, i) => {
    const feature = features[i];
    if (!feature?.included) return [];
    if (key === "conversations") return now.conversations > was.conversations || now.conversationPeriod !== was.conversationPeriod ? [feature.text] : [];
    if (key === "tips") return now.aiTips > was.aiTips ? [feature.text] : [];
    return before.has(key) ? [] : [feature.text];
  });
}
