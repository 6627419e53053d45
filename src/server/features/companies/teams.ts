import { eq } from "drizzle-orm";
import { COMPANY_MESSAGES as M } from "../../../contract/companies";
import { canManageMembers, canManageTeams, isTeamCandidate } from "../../../contract/company-permissions";
import type { Db } from "../../platform/db/client";
import { teams, type UserRow, users } from "../../platform/db/schema";
import { isUniqueViolation } from "../../platform/db/unique-violation";
import { forbidden } from "../../platform/errors";
import { findTeam, findTeamByName, loadTeam, type TeamRow, toActor } from "./queries";
import { badRequest, conflict, resolveCompany, targetInScope, teamInScope, teamOfCompany, tx } from "./scope";

/** Teams and their members. */

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
