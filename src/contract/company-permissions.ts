import { COMPANY_LIMITS, type CompanyMemberRole } from "./companies";
import { type PlanId, selfServeTeam } from "./plans";
import { isPlatformAdmin, type Role } from "./roles";

/**
 * Who may do what in the company and admin area (docs/glossary.md#company-permissions). Pure functions, shared by
 * the server (which enforces them) and the web app (which hides what the server would refuse).
 *
 * Platform super admins (role super_admin or the flag) act on every company. Company admins act on their own
 * company; team leaders read and manage members of their own team only. Admins (company admins and platform
 * admins) are never edited, deleted or inspected by the company screens.
 *
 * The platform role `admin` (not super) has the /admin dashboard: platform stats, the company and user
 * directories (names, e-mails, roles, plans, counts) and the usage chart; it creates companies (staying what it
 * is) and individual accounts. It never reads a company's details, users,
 * leaderboard, conversations or summaries, never creates or edits an account inside a company, and never
 * creates platform admins (docs/decisions/012).
 */

export interface ActorLike {
  id: string;
  role: Role;
  isSuperAdmin?: boolean | null;
  isAdmin?: boolean | null;
  companyId: string | null;
  teamId: string | null;
}

export type TargetLike = ActorLike;

export interface TeamLike {
  id: string;
  companyId: string;
  teamLeaderId: string | null;
}

/** The /admin dashboard: role super_admin or admin, or the isSuperAdmin or isAdmin flag. */
export function hasAdminAccess(user: Pick<ActorLike, "role" | "isSuperAdmin" | "isAdmin">): boolean {
  return user.role === "super_admin" || user.role === "admin" || user.isSuperAdmin === true || user.isAdmin === true;
}

/** Super admins see every company (the multi-company view, Delete Company). */
export function isSuperAdminActor(user: Pick<ActorLike, "role" | "isSuperAdmin">): boolean {
  return isPlatformAdmin(user);
}

/** Super admins never appear in company lists and counts. */
export function isHiddenFromCompanyLists(user: Pick<ActorLike, "role" | "isSuperAdmin">): boolean {
  return isPlatformAdmin(user);
}

/** An admin in the sense of the company screens' "not on admins" rules. */
export function isAdminTarget(user: Pick<ActorLike, "role" | "isSuperAdmin">): boolean {
  return user.role === "company_admin" || user.role === "admin" || isPlatformAdmin(user);
}

/** /company is shown to anyone with a companyId, and to super admins (the company selector). */
export function canSeeCompanyArea(actor: ActorLike): boolean {
  return actor.companyId !== null || isPlatformAdmin(actor);
}

/** Company details, its user list and its leaderboard: any member of the company, or a super admin. */
export function canReadCompany(actor: ActorLike, companyId: string): boolean {
  return isPlatformAdmin(actor) || (actor.companyId !== null && actor.companyId === companyId);
}

/** Company admin of that company, or a super admin. */
export function isCompanyAdminOf(actor: ActorLike, companyId: string | null): boolean {
  if (companyId === null) return false;
  return isPlatformAdmin(actor) || (actor.role === "company_admin" && actor.companyId === companyId);
}

/** The Add User button: company admin or team leader of the company. */
export function canAddUsers(actor: ActorLike, companyId: string | null = actor.companyId): boolean {
  if (companyId === null) return false;
  if (isCompanyAdminOf(actor, companyId)) return true;
  return actor.role === "company_team_leader" && actor.companyId === companyId;
}

/** Choosing the team, or giving the team-leader (or admin) role: company admins only. */
export function canChooseTeam(actor: ActorLike, companyId: string | null = actor.companyId): boolean {
  return isCompanyAdminOf(actor, companyId);
}

/** Roles the actor may give when adding or editing a company user. */
export function assignableRoles(actor: ActorLike, companyId: string | null = actor.companyId): CompanyMemberRole[] {
  if (isCompanyAdminOf(actor, companyId)) return ["company_user", "company_team_leader", "company_admin"];
  if (canAddUsers(actor, companyId)) return ["company_user"];
  return [];
}

/** Edit user: company admin only; not on self; not on another admin. */
export function canEditUser(actor: ActorLike, target: TargetLike): boolean {
  if (target.companyId === null || actor.id === target.id || isAdminTarget(target)) return false;
  return isCompanyAdminOf(actor, target.companyId);
}

/** Delete user: company admin; not self; not an admin. */
export function canDeleteUser(actor: ActorLike, target: TargetLike): boolean {
  return canEditUser(actor, target);
}

/**
 * View details, conversations and summaries: company admin, or a team leader for the reps of their
 * own team; never on admins.
 */
export function canViewDetails(actor: ActorLike, target: TargetLike): boolean {
  if (target.companyId === null || isAdminTarget(target)) return false;
  if (isCompanyAdminOf(actor, target.companyId)) return true;
  return actor.role === "company_team_leader" && actor.companyId === target.companyId && actor.teamId !== null && actor.teamId === target.teamId;
}

/**
 * A certificate (issue 17, docs/decisions/026): its holder; the company admins of the company that issued it (or a
 * super admin); a team leader of that company when the holder is on their team now. Nobody in another company.
 */
export function canViewCertificate(
  actor: ActorLike,
  certificate: { userId: string; companyId: string },
  holder: Pick<ActorLike, "companyId" | "teamId">,
): boolean {
  if (actor.id === certificate.userId) return true;
  if (isCompanyAdminOf(actor, certificate.companyId)) return true;
  return (
    actor.role === "company_team_leader" &&
    actor.companyId === certificate.companyId &&
    holder.companyId === certificate.companyId &&
    actor.teamId !== null &&
    actor.teamId === holder.teamId
  );
}

/** Create, edit and delete teams: company admin. */
export function canManageTeams(actor: ActorLike, companyId: string | null = actor.companyId): boolean {
  return isCompanyAdminOf(actor, companyId);
}

/** Manage members: company admin, or the team leader of that team. */
export function canManageMembers(actor: ActorLike, team: TeamLike): boolean {
  if (isCompanyAdminOf(actor, team.companyId)) return true;
  return actor.role === "company_team_leader" && actor.companyId === team.companyId && (team.teamLeaderId === actor.id || actor.teamId === team.id);
}

/**
 * Team member candidates: company users not on that team (team leaders never). A team leader may
 * only take users who have no team; moving someone from another team is the company admin's call.
 */
export function isTeamCandidate(user: TargetLike, team: TeamLike, actor?: ActorLike): boolean {
  if (user.companyId !== team.companyId || user.role !== "company_user" || user.teamId === team.id) return false;
  if (team.teamLeaderId === user.id) return false;
  if (actor && !isCompanyAdminOf(actor, team.companyId) && user.teamId !== null) return false;
  return true;
}

export function canAddMember(actor: ActorLike, team: TeamLike, target: TargetLike): boolean {
  return canManageMembers(actor, team) && isTeamCandidate(target, team, actor);
}

/** Team leaders cannot be removed from their team. */
export function canRemoveMember(actor: ActorLike, team: TeamLike, target: TargetLike): boolean {
  if (!canManageMembers(actor, team)) return false;
  if (target.companyId !== team.companyId || target.teamId !== team.id) return false;
  return target.role !== "company_team_leader" && team.teamLeaderId !== target.id;
}

/**
 * Company scenarios: created, edited, duplicated, archived and deleted by the company's admins and
 * team leaders (as for adding users), or a super admin. Never another company's.
 */
export function canManageScenarios(actor: ActorLike, companyId: string | null = actor.companyId): boolean {
  return canAddUsers(actor, companyId);
}

/** Practising a company scenario (and seeing its active ones): any member of the company, or a super admin. */
export function canUseScenarios(actor: ActorLike, companyId: string | null = actor.companyId): boolean {
  return companyId !== null && canReadCompany(actor, companyId);
}

/** Delete Company: the multi-company view only, meaning super admins. */
export function canDeleteCompany(actor: ActorLike): boolean {
  return isPlatformAdmin(actor);
}

/**
 * Create Company from the admin dashboard (spec 3 §6): admin accounts, and only they; others see "Access Denied:
 * Only admin accounts can create companies". Creating a company never changes the creator's own role (issue 20
 * item 2): the company's admin is invited (or added by a super admin) afterwards.
 */
export function canCreateCompany(actor: Pick<ActorLike, "role" | "isSuperAdmin" | "isAdmin">): boolean {
  return hasAdminAccess(actor);
}

/**
 * "Set up your team" on /company (spec 3 §1: team management and leaderboards belong to Enterprise and
 * Unlimited): a subscriber whose plan lets them set up their own team (Unlimited) and who belongs to no company.
 * They become its company admin (spec 3 §4). `plan` is the plan in force now (a lapsed subscription is Free).
 */
export function canSetUpOwnTeam(actor: Pick<ActorLike, "role" | "companyId">, plan: PlanId): boolean {
  return actor.role === "individual" && actor.companyId === null && selfServeTeam(plan) !== null;
}

/**
 * Which way POST /api/companies/create goes for this caller: a platform admin's enterprise company (the creator
 * stays what they are), the subscriber's own team (the creator becomes its company admin), or refused.
 */
export function companyCreation(actor: ActorLike, plan: PlanId): "platform" | "ownTeam" | null {
  if (canCreateCompany(actor)) return "platform";
  if (canSetUpOwnTeam(actor, plan)) return "ownTeam";
  return null;
}

/**
 * Admin create user (docs/decisions/012). Super admins create any role. Anyone else with admin access (role admin,
 * or the isAdmin flag) creates individual accounts only: the creator chooses the password, so an account placed
 * in a company would let them sign in as its member, admin or team leader and read what that role reads.
 */
export function canCreateUserWithRole(actor: ActorLike, role: Role): boolean {
  if (!hasAdminAccess(actor)) return false;
  return isPlatformAdmin(actor) || role === "individual";
}

// ---- display rules shared by the screens

/** Team names in the users table are cut to 10 characters. */
export function cutTeamName(name: string): string {
  return name.length > COMPANY_LIMITS.teamNameCut ? `${name.slice(0, COMPANY_LIMITS.teamNameCut)}...` : name;
}

/** Leaderboard colour bands at 40, 30 and 20 (out of 50). */
export function leaderboardBand(score: number): "top" | "high" | "middle" | "low" {
  const [top, high, middle] = COMPANY_LIMITS.leaderboardBands;
  if (score >= top) return "top";
  if (score >= high) return "high";
  if (score >= middle) return "middle";
  return "low";
}
