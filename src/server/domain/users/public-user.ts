import { PLANS, type PlanId, type SubscriptionStatus } from "../../../contract/plans";
import { type Role, roleFlags } from "../../../contract/roles";
import type { PublicUser } from "../../../contract/user";
import type { Db } from "../../platform/db/client";
import type { UserRow } from "../../platform/db/schema";
import { conversationUsage, effectivePlan } from "../entitlements";

/**
 * The user as every call returns it. Role flags are derived from the role; the usage counter is filled in by
 * the caller that knows it (the practice feature counts conversations).
 */
export function toPublicUser(row: UserRow, usage: { aiConversations: number; monthlyLimit?: number } = { aiConversations: 0 }): PublicUser {
  const role = row.role as Role;
  const plan: PlanId = effectivePlan(row);
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
      status: plan === row.plan ? (row.subscriptionStatus as SubscriptionStatus) : "inactive",
      cancelAtPeriodEnd: plan === row.plan ? row.cancelAtPeriodEnd : false,
      currentPeriodEnd: plan === row.plan ? (row.currentPeriodEnd?.toISOString() ?? null) : null,
      billingCustomerId: row.billingCustomerId,
    },
    usage: { aiConversations: usage.aiConversations, monthlyLimit: usage.monthlyLimit ?? PLANS[plan].limits.conversations },
  };
}

/** The user with their conversation count of the current period. */
export async function toPublicUserWithUsage(db: Db, row: UserRow): Promise<PublicUser> {
  const usage = await conversationUsage(db, row);
  return toPublicUser(row, { aiConversations: usage.currentUsage, monthlyLimit: usage.monthlyLimit });
}
