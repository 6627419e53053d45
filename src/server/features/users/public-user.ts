import { PLANS, type PlanId, type SubscriptionStatus } from "../../../contract/plans";
import { type Role, roleFlags } from "../../../contract/roles";
import type { PublicUser } from "../../../contract/user";
import type { UserRow } from "../../platform/db/schema";

/**
 * The user as every call returns it. Role flags are derived from the role; the usage counter is filled in by
 * the caller that knows it (the practice feature counts conversations).
 */
export function toPublicUser(row: UserRow, usage: { aiConversations: number } = { aiConversations: 0 }): PublicUser {
  const role = row.role as Role;
  const plan = row.plan as PlanId;
  return {
    _id: row.id,
    id: row.id,
    firstName: row.firstName,
    lastName: row.lastName,
    email: row.email,
    company: row.company,
    companyId: row.companyId,
    role,
    ...roleFlags(role),
    isSuperAdmin: row.isSuperAdmin || role === "super_admin",
    teamId: row.teamId,
    needsPasswordSetup: row.needsPasswordSetup,
    companyJoinedAt: row.companyJoinedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    subscription: {
      plan,
      status: row.subscriptionStatus as SubscriptionStatus,
      cancelAtPeriodEnd: row.cancelAtPeriodEnd,
      currentPeriodEnd: row.currentPeriodEnd?.toISOString() ?? null,
      billingCustomerId: row.billingCustomerId,
    },
    usage: { aiConversations: usage.aiConversations, monthlyLimit: PLANS[plan].limits.conversations },
  };
}
