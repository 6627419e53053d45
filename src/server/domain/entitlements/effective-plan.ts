import type { PlanId } from "../../../contract/plans";
import type { UserRow } from "../../platform/db/schema";

/**
 * The plan that gates features now. A subscription cancelled at period end keeps its plan until the end date
 * (docs/glossary.md#cancellation); after it, the user is on Free even if no provider event has arrived yet.
 */
export function effectivePlan(user: Pick<UserRow, "plan" | "cancelAtPeriodEnd" | "currentPeriodEnd" | "subscriptionStatus">, now = new Date()): PlanId {
  const plan = user.plan as PlanId;
  if (plan === "free" || plan === "enterprise") return plan;
  const ended = user.currentPeriodEnd !== null && user.currentPeriodEnd.getTime() <= now.getTime();
  if (ended && (user.cancelAtPeriodEnd || user.subscriptionStatus === "cancelled")) return "free";
  if (user.subscriptionStatus === "inactive") return "free";
  return plan;
}
