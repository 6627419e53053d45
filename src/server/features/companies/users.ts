import { and, eq, isNull, ne, sql } from "drizzle-orm";
import { AUTH_MESSAGES } from "../../../contract/auth-messages";
import { type AddCompanyUserBody, COMPANY_MESSAGES as M, maxUsersReachedMessage, type UpdateCompanyUserBody } from "../../../contract/companies";
import { type ActorLike, assignableRoles, canAddUsers, canEditUser, isAdminTarget, isCompanyAdminOf } from "../../../contract/company-permissions";
import type { Language } from "../../../contract/languages";
import type { Role } from "../../../contract/roles";
import type { Db } from "../../platform/db/client";
import { companies, teams, type UserRow, users } from "../../platform/db/schema";
import { isUniqueViolation } from "../../platform/db/unique-violation";
import { forbidden, notFound } from "../../platform/errors";
import { hashPassword } from "../../platform/passwords";
import { type CompanyRow, countCompanyUsers, findCompanyUser, findTeam, type TeamRow, toActor } from "./queries";
import { announceEmailChange, recordEmailChange } from "./email-change";
import { createSetupLink, sendSetupMail, setupMail } from "./setup-mail";
import { mailBrandOf } from "../branding";
import { userAdded } from "../webhooks";
import { type CompanyCtx, badRequest, conflict, requireCompanyArea, resolveCompany, targetInScope, teamOfCompany, tx } from "./scope";

/** Accounts made for others (invitations and single sign-on), and changing or removing a company's users. */

// ---------------------------------------------------------------------------------------------- accounts

export interface NewAccount {
  firstName: string;
  lastName: string;
  email: string;
  /** Absent: the account has no password until its owner sets one from the invitation. */
  password?: string;
  role: Role;
  companyId: string | null;
  teamId: string | null;
  /** Of the invitation mail. */
  language?: Language;
  /**
   * "sso": created on a first sign-in through the company's identity provider (docs/decisions/023): no password,
   * nothing to set up, no invitation mail.
   */
  via?: "invitation" | "sso";
}

/**
 * Creates an account for someone else (a manager's or an admin's call): needsPasswordSetup, the company's
 * plan for company roles (Enterprise), maxUsers enforced under a lock on the company row, a team leader made
 * the leader of a team that has none, and the setup mail sent once the transaction has committed.
 */
export async function createAccount(ctx: CompanyCtx, inviter: UserRow | null, input: NewAccount): Promise<UserRow> {
  const sso = input.via === "sso";
  const passwordHash = input.password ? await hashPassword(input.password) : null;
  const now = new Date();
  const { user, link, companyName } = await tx(ctx.db, async (t) => {
    let company: CompanyRow | undefined;
    if (input.companyId) {
      [company] = await t.select().from(companies).where(eq(companies.id, input.companyId)).for("update").limit(1);
      if (!company) throw notFound(M.companyNotFound);
      const hidden = input.role === "super_admin";
      if (!hidden && (await countCompanyUsers(t, company.id)) >= company.maxUsers) {
        throw conflict(maxUsersReachedMessage(company.maxUsers));
      }
    }
    const [taken] = await t.select({ id: users.id }).from(users).where(eq(users.email, input.email)).limit(1);
    if (taken) throw conflict(AUTH_MESSAGES.emailTaken);
    const companyRole = company !== undefined && input.role.startsWith("company_");
    let inserted: UserRow | undefined;
    try {
      [inserted] = await t
        .insert(users)
        .values({
          email: input.email,
          passwordHash,
          firstName: input.firstName,
          lastName: input.lastName,
          role: input.role,
          isSuperAdmin: input.role === "super_admin",
          company: company?.name ?? null,
          companyId: company?.id ?? null,
          teamId: input.teamId,
          companyJoinedAt: company ? now : null,
          needsPasswordSetup: !sso,
          plan: companyRole ? "enterprise" : "free",
          subscriptionStatus: companyRole || input.role === "super_admin" || input.role === "admin" ? "active" : "inactive",
        })
        .returning();
    } catch (e) {
      if (isUniqueViolation(e)) throw conflict(AUTH_MESSAGES.emailTaken);
      throw e;
    }
    if (!inserted) throw new Error("insert returned nothing");
    if (input.role === "company_team_leader" && input.teamId) {
      await t
        .update(teams)
        .set({ teamLeaderId: inserted.id })
        .where(and(eq(teams.id, input.teamId), isNull(teams.teamLeaderId)));
    }
    if (input.role === "company_admin" && company && !company.adminUserId) {
      await t.update(companies).set({ adminUserId: inserted.id }).where(eq(companies.id, company.id));
    }
    // Webhooks (docs/decisions/022): enqueued with the user, so the event exists exactly when the user does.
    if (companyRole) await userAdded(t, inserted, inviter, now);
    const setupLink = sso ? null : await createSetupLink(t, inserted.id, ctx.publicUrl, now);
    return { user: inserted, link: setupLink, companyName: company?.name ?? null };
  });
  if (link === null) return user;
  sendSetupMail(
    ctx.mailer,
    ctx.log,
    setupMail({
      to: user.email,
      firstName: user.firstName,
      inviter: inviter ? `${inviter.firstName} ${inviter.lastName}`.trim() : (companyName ?? ""),
      company: companyName,
      link,
      language: input.language,
      brand: await mailBrandOf(ctx.db, user.companyId),
    }),
    user.id,
  );
  return user;
}

/** The team of the leader: the one they are on, else the one they lead. */
async function leaderTeam(db: Db, actor: ActorLike): Promise<TeamRow | null> {
  if (actor.teamId) return (await findTeam(db, actor.teamId)) ?? null;
  const [led] = await db.select().from(teams).where(eq(teams.teamLeaderId, actor.id)).limit(1);
  return led ?? null;
}

/** POST /api/companies/users */
export async function addCompanyUser(ctx: CompanyCtx, actorRow: UserRow, body: AddCompanyUserBody & { role: Role }) {
  const actor = toActor(actorRow);
  requireCompanyArea(actor);
  const company = await resolveCompany(ctx.db, actor, body.companyId);
  if (!canAddUsers(actor, company.id)) throw forbidden(M.noAddPermission);
  if (!(assignableRoles(actor, company.id) as Role[]).includes(body.role)) throw forbidden(M.roleNotAllowed);
  let team: TeamRow | null;
  if (isCompanyAdminOf(actor, company.id)) {
    team = await teamOfCompany(ctx.db, company.id, body);
  } else {
    // A team leader's users join the leader's own team; naming another team is refused (security item 13).
    team = await leaderTeam(ctx.db, actor);
    if (!team) throw badRequest(M.teamLeaderHasNoTeam);
    const named = await teamOfCompany(ctx.db, company.id, body);
    if (named && named.id !== team.id) throw forbidden(M.teamChoiceNotAllowed);
  }
  if (body.role === "company_team_leader" && !team) throw badRequest(M.teamLeaderNeedsTeam, "teamId");
  const user = await createAccount(ctx, actorRow, {
    firstName: body.firstName,
    lastName: body.lastName,
    email: body.email,
    password: body.password,
    role: body.role,
    language: body.language,
    companyId: company.id,
    teamId: team?.id ?? null,
  });
  return { message: M.userAdded, user: (await findCompanyUser(ctx.db, user.id))! };
}

/** PUT /api/companies/users/{id} */
export async function updateCompanyUser(ctx: CompanyCtx, actorRow: UserRow, userId: string, body: UpdateCompanyUserBody & { role: Role }) {
  const { db } = ctx;
  const actor = toActor(actorRow);
  const target = await targetInScope(db, actor, userId);
  const targetActor = toActor(target);
  if (!canEditUser(actor, targetActor)) {
    if (target.id === actor.id) throw forbidden(M.cannotEditSelf);
    if (isAdminTarget(targetActor)) throw forbidden(M.cannotEditAdmin);
    throw forbidden("You do not have permission to edit users");
  }
  const companyId = target.companyId as string;
  if (!(assignableRoles(actor, companyId) as Role[]).includes(body.role)) throw forbidden(M.roleNotAllowed);
  const team = await teamOfCompany(db, companyId, { teamId: body.teamId });
  if (body.role === "company_team_leader" && !team) throw badRequest(M.teamLeaderNeedsTeam, "teamId");
  const emailChange = body.email !== target.email ? { actor: actorRow, member: target, newEmail: body.email } : null;
  await tx(db, async (t) => {
    const [taken] = await t
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.email, body.email), ne(users.id, target.id)))
      .limit(1);
    if (taken) throw conflict(AUTH_MESSAGES.emailTaken);
    // A leader who leaves the role or the team stops leading it.
    await t
      .update(teams)
      .set({ teamLeaderId: null })
      .where(and(eq(teams.teamLeaderId, target.id), body.role === "company_team_leader" && team ? ne(teams.id, team.id) : sql`true`));
    try {
      await t
        .update(users)
        .set({
          firstName: body.firstName,
          lastName: body.lastName,
          email: body.email,
          role: body.role,
          teamId: team?.id ?? null,
          updatedAt: new Date(),
        })
        .where(eq(users.id, target.id));
    } catch (e) {
      if (isUniqueViolation(e)) throw conflict(AUTH_MESSAGES.emailTaken);
      throw e;
    }
    if (body.role === "company_team_leader" && team) {
      await t
        .update(teams)
        .set({ teamLeaderId: target.id })
        .where(and(eq(teams.id, team.id), isNull(teams.teamLeaderId)));
    }
    if (emailChange) await recordEmailChange(t, emailChange);
  });
  if (emailChange) announceEmailChange(ctx, emailChange);
  return { message: M.userUpdated, user: (await findCompanyUser(db, target.id))! };
}

/** DELETE /api/companies/users/{id}: the account and everything it owns (conversations, summaries, sessions). */
export async function deleteCompanyUser(db: Db, actorRow: UserRow, userId: string) {
  const actor = toActor(actorRow);
  const target = await targetInScope(db, actor, userId);
  const targetActor = toActor(target);
  if (!canEditUser(actor, targetActor)) {
    if (target.id === actor.id) throw forbidden(M.cannotDeleteSelf);
    if (isAdminTarget(targetActor)) throw forbidden(M.cannotDeleteAdmin);
    throw forbidden("You do not have permission to delete users");
  }
  // Foreign keys cascade to conversations, summaries, sessions and counters, and clear team leadership.
  await db.delete(users).where(eq(users.id, target.id));
  return { message: M.userDeleted };
}
