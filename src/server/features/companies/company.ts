import { and, count, eq, inArray, isNull } from "drizzle-orm";
import { COMPANY_LIMITS, COMPANY_MESSAGES as M, type CreateCompanyInput, type DeleteCompanyResponse } from "../../../contract/companies";
import { canDeleteCompany, companyCreation, isSuperAdminActor } from "../../../contract/company-permissions";
import { isUuid } from "../../../contract/ids";
import { selfServeTeam } from "../../../contract/plans";
import type { Role } from "../../../contract/roles";
import { effectivePlan } from "../../domain/entitlements";
import type { Db } from "../../platform/db/client";
import { companies, conversations, conversationSummaries, teams, type UserRow, users } from "../../platform/db/schema";
import { forbidden, notFound } from "../../platform/errors";
import { type CompanyRow, companyAdminUser, companyListItem, findUser, toActor } from "./queries";
import { badRequest, conflict, tx } from "./scope";

/** Creating and deleting a company. */

// ---------------------------------------------------------------------------------------------- companies

function newDisplayId(name: string): string {
  const prefix =
    name
      .toUpperCase()
      .replace(/[^A-Z0-9]/g, "")
      .slice(0, 6) || "CO";
  return `${prefix}-${Math.floor(1000 + Math.random() * 9000)}`;
}

/**
 * POST /api/companies/create, two ways (issue 20 items 2 and 9):
 * - a platform admin (admin access) creates an enterprise company with the form's numbers and stays what they are;
 * - an Unlimited subscriber without a company sets up their own team: the plan's numbers (10 users, 200 a month per
 *   member), and they become its company_admin, keeping their own subscription. In one transaction.
 */
export async function createCompany(db: Db, actorRow: UserRow, body: CreateCompanyInput) {
  const actor = toActor(actorRow);
  const plan = effectivePlan(actorRow);
  const way = companyCreation(actor, plan);
  if (way === null) {
    if (actor.companyId !== null && selfServeTeam(plan)) throw conflict(M.alreadyInCompany);
    throw forbidden(M.createCompanyDenied);
  }
  const team = way === "ownTeam" ? selfServeTeam(plan) : null;
  const companyPlan = team ? plan : COMPANY_LIMITS.plan;
  if (body.plan !== undefined && body.plan !== companyPlan) throw badRequest(M.planNotYours, "plan");
  const now = new Date();
  const companyId = await tx(db, async (t) => {
    let created: CompanyRow | undefined;
    for (let attempt = 0; !created; attempt++) {
      [created] = await t
        .insert(companies)
        .values({
          displayId: newDisplayId(body.name),
          name: body.name,
          description: body.description ?? null,
          industry: body.industry ?? null,
          size: body.size,
          plan: companyPlan,
          maxUsers: team?.maxUsers ?? body.maxUsers,
          monthlyConversationLimit: team?.monthlyConversationLimit ?? body.monthlyConversationLimit,
          adminUserId: team ? actor.id : null,
        })
        .onConflictDoNothing({ target: companies.displayId })
        .returning();
      if (attempt > 20) throw new Error("no free display id");
    }
    if (team) {
      // The owner's own plan and subscription stay as they are: they pay for the team.
      const [moved] = await t
        .update(users)
        .set({ role: "company_admin", companyId: created.id, company: created.name, teamId: null, companyJoinedAt: now, updatedAt: now })
        .where(and(eq(users.id, actor.id), isNull(users.companyId)))
        .returning({ id: users.id });
      // Two set-ups at once: the second finds the owner already in a company.
      if (!moved) throw conflict(M.alreadyInCompany);
    }
    return created.id;
  });
  const company = await companyListItem(db, companyId);
  const user = team ? await findUser(db, actor.id) : undefined;
  return { company: company!, promotedUser: user ?? null };
}

/**
 * DELETE /api/companies/{id} (super admins): the company, its teams, its users with their conversations and
 * summaries, in one transaction. The admin account is kept and becomes an individual account (nobody is promoted);
 * a super admin who administered it stays what they were.
 */
export async function deleteCompany(db: Db, actorRow: UserRow, companyId: string): Promise<DeleteCompanyResponse> {
  const actor = toActor(actorRow);
  if (!canDeleteCompany(actor)) throw forbidden("Only super admins can delete companies");
  return tx(db, async (t) => {
    const company = isUuid(companyId) ? (await t.select().from(companies).where(eq(companies.id, companyId)).for("update").limit(1))[0] : undefined;
    if (!company) throw notFound(M.companyNotFound);
    const admin = await companyAdminUser(t, company);
    const keep = new Set<string>();
    let adminUser: DeleteCompanyResponse["adminUser"] = { action: "none", email: null };
    if (admin) {
      keep.add(admin.id);
      adminUser = {
        action: isSuperAdminActor(toActor(admin)) ? "kept_super_admin" : "converted_to_individual",
        email: admin.email,
      };
    }
    // Super admins who happen to carry this companyId are detached, never deleted.
    const members = await t.select({ id: users.id, role: users.role, isSuperAdmin: users.isSuperAdmin }).from(users).where(eq(users.companyId, company.id));
    for (const m of members) if (isSuperAdminActor({ role: m.role as Role, isSuperAdmin: m.isSuperAdmin })) keep.add(m.id);
    const doomed = members.filter((m) => !keep.has(m.id)).map((m) => m.id);

    let conversationsDeleted = 0;
    let summariesDeleted = 0;
    if (doomed.length > 0) {
      const [c] = await t.select({ n: count() }).from(conversations).where(inArray(conversations.userId, doomed));
      const [s] = await t.select({ n: count() }).from(conversationSummaries).where(inArray(conversationSummaries.userId, doomed));
      conversationsDeleted = Number(c?.n ?? 0);
      summariesDeleted = Number(s?.n ?? 0);
      await t.delete(conversations).where(inArray(conversations.userId, doomed));
      await t.delete(conversationSummaries).where(inArray(conversationSummaries.userId, doomed));
      await t.delete(users).where(inArray(users.id, doomed));
    }
    if (admin && adminUser.action === "converted_to_individual") {
      await t
        .update(users)
        .set({
          role: "individual",
          isSuperAdmin: false,
          companyId: null,
          company: null,
          teamId: null,
          companyJoinedAt: null,
          plan: "free",
          subscriptionStatus: "inactive",
          cancelAtPeriodEnd: false,
          currentPeriodEnd: null,
          updatedAt: new Date(),
        })
        .where(eq(users.id, admin.id));
    }
    if (keep.size > 0) {
      await t
        .update(users)
        .set({ companyId: null, company: null, teamId: null, companyJoinedAt: null, updatedAt: new Date() })
        .where(and(inArray(users.id, [...keep]), eq(users.companyId, company.id)));
    }
    const removedTeams = await t.delete(teams).where(eq(teams.companyId, company.id)).returning({ id: teams.id });
    await t.delete(companies).where(eq(companies.id, company.id));
    return {
      message: M.companyDeleted,
      deletedData: {
        company: company.name,
        users: doomed.length,
        teams: removedTeams.length,
        conversations: conversationsDeleted,
        summaries: summariesDeleted,
      },
      adminUser,
    };
  });
}
