import { eq } from "drizzle-orm";
import { BILLING_MESSAGES as M } from "../../../contract/billing";
import { users, type UserRow } from "../../platform/db/schema";
import { AppError } from "../../platform/errors";
import { type BillingContext, BillingUnavailableError } from "../billing";

/**
 * DELETE /api/users/delete-account. Billing is stopped first (once; a provider outage keeps the account so the
 * user can retry rather than be charged for an account that is gone); then the user row goes, and with it, by
 * foreign-key cascade, sessions, one-time tokens, usage and checkout sessions. Feedback and enterprise requests
 * keep their text without the user.
 */
export async function deleteAccount(ctx: BillingContext, user: UserRow): Promise<void> {
  if (user.role === "company_admin" && user.companyId) throw new AppError("FORBIDDEN", M.companyAdminCannotDelete);
  if (user.billingSubscriptionId) {
    try {
      await ctx.provider.cancelNow({ user });
    } catch (e) {
      if (e instanceof BillingUnavailableError) throw new AppError("UNAVAILABLE", M.billingUnavailable);
      throw e;
    }
  }
  await ctx.db.delete(users).where(eq(users.id, user.id));
}
