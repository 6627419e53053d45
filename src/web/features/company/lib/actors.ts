import type { Team, TeamMember } from "../../../../contract/companies";
import type { ActorLike, TeamLike } from "../../../../contract/company-permissions";

/** A team as the permission rules read it. */
export function teamLike(team: Pick<Team, "id" | "companyId" | "teamLeader">): TeamLike {
  return { id: team.id, companyId: team.companyId, teamLeaderId: team.teamLeader?.id ?? null };
}

/** A member of `team` as the permission rules read it. */
export function memberAsTarget(member: TeamMember, team: Pick<Team, "id" | "companyId">): ActorLike {
  return { id: member.id, role: member.role, companyId: team.companyId, teamId: team.id };
}
