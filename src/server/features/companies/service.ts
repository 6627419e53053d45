import { and, count, desc, eq, inArray, isNull, ne, sql } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import {
  type AddCompanyUserBody,
  COMPANY_LIMITS,
  COMPANY_MESSAGES as M,
  type CompanyDetailsResponse,
  type CreateCompanyInput,
  type DeleteCompanyResponse,
  maxUsersReachedMessage,
  type ManagerConversation,
  type UpdateCompanyUserBody,
  type UserConversationsResponse,
} from "../../../contract/companies";
import {
  type ActorLike,
  assignableRoles,
  canAddUsers,
  canDeleteCompany,
  companyCreation,
  canEditUser,
  canManageMembers,
  canManageTeams,
  canReadCompany,
  canViewDetails,
  isAdminTarget,
  isCompanyAdminOf,
  isHiddenFromCompanyLists,
  isSuperAdminActor,
  isTeamCandidate,
} from "../../../contract/company-permissions";
import { isUuid } from "../../../contract/ids";
import { selfServeTeam } from "../../../contract/plans";
import type { Language } from "../../../contract/languages";
import type { Difficulty, Scenario } from "../../../contract/practice";
import type { Role } from "../../../contract/roles";
import { toManagerRatings } from "../../../contract/stages";
import type { SummaryView } from "../../../contract/summaries";
import type { Db } from "../../platform/db/client";
import { companies, conversations, conversationSummaries, teams, type UserRow, users } from "../../platform/db/schema";
import { AppError, forbidden, notFound } from "../../platform/errors";
import type { Mailer } from "../../platform/mail/mailer";
import { hashPassword } from "../../platform/passwords";
import type { Persona } from "../../ai/simulation/persona";
import { effectivePlan } from "../billing/subscription-state";
import { localizedLabels } from "../practice/labels";
import { toConversationView } from "../practice/view";
import { listSummaries, toSummaryView } from "../summaries/service";
import {
  type CompanyRow,
  companyAdminUser,
  companyDetails,
  companyListItem,
  countCompanyUsers,
  findCompany,
  findCompanyUser,
  findTeam,
  findTeamByName,
  findUser,
  listCompanies,
  listCompanyUsers,
  loadTeam,
  type TeamRow,
  toActor,
} from "./queries";
import { announceEmailChange, recordEmailChange } from "./email-change";
import { createSetupLink, sendSetupMail, setupMail } from "./setup-mail";
import { userAdded } from "../webhooks/events";

export interface CompanyCtx {
  db: Db;
  mailer: Mailer;
  publicUrl: string;
  log: FastifyBaseLogger;
}

const tx = <T>(db: Db, fn: (t: Db) => Promise<T>): Promise<T> => db.transaction((t) => fn(t as unknown as Db));

const conflict = (msg: string) => new AppError("CONFLICT", msg);
const badRequest = (msg: string, path?: string) =>
  new AppError("BAD_REQUEST", msg, path ? { errors: [{ path, msg }] } : {});

function isUniqueViolation(e: unknown): boolean {
  for (let cur = e as { code?: string; cause?: unknown } | undefined; cur; cur = cur.cause as typeof cur) {
    if (cur.code === "23505") return true;
  }
  return false;
}

// ---------------------------------------------------------------------------------------------- scope

/** /company is for members of a company and for super admins; anyone else gets 403. */
export function requireCompanyArea(actor: ActorLike): void {
  if (actor.companyId === null && !isSuperAdminActor(actor)) throw forbidden(M.noCompany);
}

/**
 * The company a call acts on. Super admins name it (query or body), falling back to their own; anyone else
 * always acts on their own company, and naming another one answers 404 as if it did not exist (security 15).
 */
export async function resolveCompany(db: Db, actor: ActorLike, requested: string | null | undefined): Promise<CompanyRow> {
  requireCompanyArea(actor);
  let id: string | null;
  if (isSuperAdminActor(actor)) {
    id = requested ?? actor.companyId;
    if (!id) throw badRequest(M.noCompanyId, "companyId");
  } else {
    if (requested && requested !== actor.companyId) throw notFound(M.companyNotFound);
    id = actor.companyId;
  }
  const company = id ? await findCompany(db, id) : undefined;
  if (!company || !canReadCompany(actor, company.id)) throw notFound(M.companyNotFound);
  return company;
}

/** A user the actor may address at all: of the actor's company (any company for super admins), never a super admin. */
export async function targetInScope(db: Db, actor: ActorLike, userId: string): Promise<UserRow> {
  requireCompanyArea(actor);
  const target = await findUser(db, userId);
  if (!target || target.companyId === null || isHiddenFromCompanyLists(toActor(target))) throw notFound(M.userNotFound);
  if (!isSuperAdminActor(actor) && target.companyId !== actor.companyId) throw notFound(M.userNotFound);
  return target;
}

async function teamInScope(db: Db, actor: ActorLike, teamId: string): Promise<TeamRow> {
  requireCompanyArea(actor);
  const team = await findTeam(db, teamId);
  if (!team || !canReadCompany(actor, team.companyId)) throw notFound(M.teamNotFound);
  return team;
}

/** A team named by id or by name inside `companyId`; 404 when it is not there. */
async function teamOfCompany(db: Db, companyId: string, ref: { teamId?: string | null; teamName?: string | null }): Promise<TeamRow | null> {
  if (ref.teamId) {
    const team = await findTeam(db, ref.teamId);
    if (!team || team.companyId !== companyId) throw notFound(M.teamNotFound);
    return team;
  }
  if (ref.teamName) {
    const team = await findTeamByName(db, companyId, ref.teamName);
    if (!team) throw notFound(M.teamNotFound);
    return team;
  }
  return null;
}

// ---------------------------------------------------------------------------------------------- reads

export async function getDetails(db: Db, actor: ActorLike, requested: string | undefined): Promise<CompanyDetailsResponse> {
  requireCompanyArea(actor);
  if (isSuperAdminActor(actor) && !requested) return { companies: await listCompanies(db) };
  const company = await resolveCompany(db, actor, requested);
  const details = await companyDetails(db, company.id);
  if (!details) throw notFound(M.companyNotFound);
  return { company: details };
}

export async function getUsers(db: Db, actor: ActorLike, requested: string | undefined) {
  const company = await resolveCompany(db, actor, requested);
  return { users: await listCompanyUsers(db, company.id) };
}

async function readableTarget(db: Db, actor: ActorLike, userId: string): Promise<UserRow> {
  const target = await targetInScope(db, actor, userId);
  if (!canViewDetails(actor, toActor(target))) {
    throw forbidden(isAdminTarget(toActor(target)) ? M.cannotViewAdmin : "You do not have permission to view this user");
  }
  return target;
}

const personWithRole = (u: UserRow) => ({
  _id: u.id,
  id: u.id,
  firstName: u.firstName,
  lastName: u.lastName,
  email: u.email,
  role: u.role as Role,
});

export async function userConversations(
  db: Db,
  actor: ActorLike,
  userId: string,
  page: number,
  limit: number,
  language?: Language,
): Promise<UserConversationsResponse> {
  const target = await readableTarget(db, actor, userId);
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: conversations.id,
        scenario: conversations.scenario,
        persona: conversations.persona,
        createdAt: conversations.createdAt,
        messageCount: conversations.messageCount,
        status: conversations.status,
        totalScore: conversations.totalScore,
      })
      .from(conversations)
      .where(eq(conversations.userId, target.id))
      .orderBy(desc(conversations.createdAt), desc(conversations.id))
      .limit(limit)
      .offset((page - 1) * limit),
    db.select({ n: count() }).from(conversations).where(eq(conversations.userId, target.id)),
  ]);
  const n = Number(total?.n ?? 0);
  return {
    user: personWithRole(target),
    conversations: rows.map((r) => ({
      _id: r.id,
      id: r.id,
      title: localizedLabels(r.persona as Persona, r.scenario as Scenario, language ?? (r.persona as Persona).language).title,
      createdAt: r.createdAt.toISOString(),
      messageCount: r.messageCount,
      isActive: r.status === "active",
      totalScore: r.totalScore,
    })),
    pagination: { page, limit, total: n, pages: Math.max(1, Math.ceil(n / limit)) },
  };
}

export async function userConversation(
  db: Db,
  actor: ActorLike,
  userId: string,
  conversationId: string,
  language: Language | undefined,
): Promise<ManagerConversation> {
  const target = await readableTarget(db, actor, userId);
  if (!isUuid(conversationId)) throw notFound(M.conversationNotFound);
  const [row] = await db
    .select()
    .from(conversations)
    .where(and(eq(conversations.id, conversationId), eq(conversations.userId, target.id)))
    .limit(1);
  if (!row) throw notFound(M.conversationNotFound);
  const view = toConversationView(row, language);
  return {
    _id: row.id,
    id: row.id,
    title: view.title,
    userId: { _id: target.id, id: target.id, firstName: target.firstName, lastName: target.lastName },
    createdAt: row.createdAt.toISOString(),
    endedAt: row.endedAt?.toISOString() ?? null,
    isActive: row.status === "active",
    scenario: row.scenario as Scenario,
    difficulty: row.difficulty as Difficulty,
    aiRatings: view.aiRatings ? toManagerRatings(view.aiRatings) : null,
    aiRatingFeedback: view.aiRatingFeedback,
    stageRatings: view.stageRatings,
    messages: view.messages.map((m, i) => ({ _id: `${row.id}-${i}`, role: m.role, content: m.content, timestamp: m.timestamp, ...(m.moment ? { moment: m.moment } : {}) })),
    messageCount: row.messageCount,
  };
}

export async function userSummaries(db: Db, actor: ActorLike, userId: string, language: Language | undefined) {
  const target = await readableTarget(db, actor, userId);
  const summaries: SummaryView[] = (await listSummaries(db, target)).map((r) => toSummaryView(r, language ?? "en"));
  return { user: personWithRole(target), summaries };
}

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
    if (taken) throw conflict(M.emailTaken);
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
      if (isUniqueViolation(e)) throw conflict(M.emailTaken);
      throw e;
    }
    if (!inserted) throw new Error("insert returned nothing");
    if (input.role === "company_team_leader" && input.teamId) {
      await t.update(teams).set({ teamLeaderId: inserted.id }).where(and(eq(teams.id, input.teamId), isNull(teams.teamLeaderId)));
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
export async function updateCompanyUser(
  ctx: CompanyCtx,
  actorRow: UserRow,
  userId: string,
  body: UpdateCompanyUserBody & { role: Role },
) {
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
    if (taken) throw conflict(M.emailTaken);
    // A leader who leaves the role or the team stops leading it.
    await t
      .update(teams)
      .set({ teamLeaderId: null })
      .where(
        and(
          eq(teams.teamLeaderId, target.id),
          body.role === "company_team_leader" && team ? ne(teams.id, team.id) : sql`true`,
        ),
      );
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
      if (isUniqueViolation(e)) throw conflict(M.emailTaken);
      throw e;
    }
    if (body.role === "company_team_leader" && team) {
      await t.update(teams).set({ teamLeaderId: target.id }).where(and(eq(teams.id, team.id), isNull(teams.teamLeaderId)));
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

// ---------------------------------------------------------------------------------------------- team members

/** PUT /api/companies/users/{userId}/team */
export async function addTeamMember(db: Db, actorRow: UserRow, userId: string, ref: { teamId: string | null; teamName: string | null }) {
  const actor = toActor(actorRow);
  const target = await targetInScope(db, actor, userId);
  const team = await teamOfCompany(db, target.companyId as string, ref);
  if (!team) throw badRequest(M.teamRequired, "teamName");
  if (!canManageMembers(actor, team)) throw forbidden("You can only manage the members of your own team");
  const targetActor = toActor(target);
  if (target.teamId === team.id) throw conflict(M.alreadyOnTeam);
  if (target.role !== "company_user" || team.teamLeaderId === target.id) throw badRequest(M.onlyCompanyUsersJoin);
  if (!isTeamCandidate(targetActor, team, actor)) throw forbidden("Only a company admin can move a user from another team");
  await db.update(users).set({ teamId: team.id, updatedAt: new Date() }).where(eq(users.id, target.id));
  return { message: M.memberAdded, team: await loadTeam(db, team) };
}

/** DELETE /api/companies/users/{id}/team; without a body the user leaves their current team. */
export async function removeTeamMember(db: Db, actorRow: UserRow, userId: string, ref: { teamId: string | null; teamName: string | null }) {
  const actor = toActor(actorRow);
  const target = await targetInScope(db, actor, userId);
  const team = (await teamOfCompany(db, target.companyId as string, ref)) ?? (target.teamId ? await findTeam(db, target.teamId) : undefined);
  if (!team) throw badRequest(M.notOnTeam);
  if (!canManageMembers(actor, team)) throw forbidden("You can only manage the members of your own team");
  if (target.teamId !== team.id) throw badRequest(M.notOnTeam);
  if (target.role === "company_team_leader" || team.teamLeaderId === target.id) throw badRequest(M.leaderCannotBeRemoved);
  await db.update(users).set({ teamId: null, updatedAt: new Date() }).where(eq(users.id, target.id));
  return { message: M.memberRemoved, team: await loadTeam(db, team) };
}

// ---------------------------------------------------------------------------------------------- teams

export async function createTeam(db: Db, actorRow: UserRow, body: { name: string; description: string | null; companyId: string | null }) {
  const actor = toActor(actorRow);
  const company = await resolveCompany(db, actor, body.companyId);
  if (!canManageTeams(actor, company.id)) throw forbidden("Only a company admin can create teams");
  if (await findTeamByName(db, company.id, body.name)) throw conflict(M.teamNameTaken);
  let row: TeamRow | undefined;
  try {
    [row] = await db.insert(teams).values({ companyId: company.id, name: body.name, description: body.description }).returning();
  } catch (e) {
    if (isUniqueViolation(e)) throw conflict(M.teamNameTaken);
    throw e;
  }
  return { message: M.teamCreated, team: await loadTeam(db, row as TeamRow) };
}

export async function updateTeam(db: Db, actorRow: UserRow, teamId: string, body: { name: string; description: string | null }) {
  const actor = toActor(actorRow);
  const team = await teamInScope(db, actor, teamId);
  if (!canManageTeams(actor, team.companyId)) throw forbidden("Only a company admin can edit teams");
  const same = await findTeamByName(db, team.companyId, body.name);
  if (same && same.id !== team.id) throw conflict(M.teamNameTaken);
  try {
    await db.update(teams).set({ name: body.name, description: body.description }).where(eq(teams.id, team.id));
  } catch (e) {
    if (isUniqueViolation(e)) throw conflict(M.teamNameTaken);
    throw e;
  }
  return { message: M.teamUpdated, team: await loadTeam(db, team) };
}

/** DELETE /api/companies/teams/{id}: members are unassigned, in the same transaction. */
export async function deleteTeam(db: Db, actorRow: UserRow, teamId: string) {
  const actor = toActor(actorRow);
  const team = await teamInScope(db, actor, teamId);
  if (!canManageTeams(actor, team.companyId)) throw forbidden("Only a company admin can delete teams");
  await tx(db, async (t) => {
    await t.update(users).set({ teamId: null, updatedAt: new Date() }).where(eq(users.teamId, team.id));
    await t.delete(teams).where(eq(teams.id, team.id));
  });
  return { message: M.teamDeleted };
}

// ---------------------------------------------------------------------------------------------- companies

function newDisplayId(name: string): string {
  const prefix = name.toUpperCase().replace(/[^A-Z0-9]/g, "").slice(0, 6) || "CO";
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
    const company = isUuid(companyId)
      ? (await t.select().from(companies).where(eq(companies.id, companyId)).for("update").limit(1))[0]
      : undefined;
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
    const members = await t
      .select({ id: users.id, role: users.role, isSuperAdmin: users.isSuperAdmin })
      .from(users)
      .where(eq(users.companyId, company.id));
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
