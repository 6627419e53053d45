import { z } from "zod";
import { AUTH_TOKEN_NOT_FOUND, PASSWORDS_DO_NOT_MATCH } from "../auth";
import { COMPANY_SIZES } from "../enterprise";
import { PLANS } from "../plans";

/** Company sizes, the limits a company's users share, and the messages the company area answers with. */

export { COMPANY_SIZES };
export const companySizeSchema = z.enum(COMPANY_SIZES);
export type CompanySize = z.infer<typeof companySizeSchema>;

const ENTERPRISE_PER_DAY = PLANS.enterprise.limits.conversations;

/**
 * The most users a company of each size can hold: its number of employees (500+: the form's maximum). The
 * default is the same number, except 500+ which starts at spec 3 §9's 1000 (issue 20 item 10: "1-10 employees"
 * with "Maximum users 1000" contradicted itself).
 */
export const COMPANY_SIZE_USERS: Record<CompanySize, { max: number; default: number }> = {
  "1-10": { max: 10, default: 10 },
  "11-50": { max: 50, default: 50 },
  "51-200": { max: 200, default: 200 },
  "201-500": { max: 500, default: 500 },
  "500+": { max: 10_000, default: 1000 },
};

/** The company area's constants (docs/glossary.md#company-limits), made to agree with the plan table (issue 20 item 10). */
export const COMPANY_LIMITS = {
  maxUsers: { min: 1, max: 10_000, default: COMPANY_SIZE_USERS["1-10"].default },
  /**
   * Per member per month, on top of enterprise's 50 a day (spec ruling 6). Below 50 a member could not have the
   * plan's one full day; above 31 days of 50 it could never be reached. The default is 30 days of 50.
   */
  monthlyConversationLimit: { min: ENTERPRISE_PER_DAY, max: ENTERPRISE_PER_DAY * 31, default: ENTERPRISE_PER_DAY * 30 },
  defaultSize: "1-10" as CompanySize,
  plan: "enterprise" as const,
  /** User detail viewer page size. */
  conversationsPageSize: 20,
  /** Overview: the first 5 users. */
  overviewUsers: 5,
  /** Users table: team names are cut to this many characters. */
  teamNameCut: 10,
  /** The leaderboard averages each user's last 5 rated conversations. */
  leaderboardLastN: 5,
  leaderboardRefreshMs: 30_000,
  leaderboardThrottleMs: 5_000,
  /** Score colour bands of the leaderboard (out of 50). */
  leaderboardBands: [40, 30, 20] as const,
  /** Admin lists: default and largest page size. */
  adminPageSize: 20,
  adminMaxPageSize: 100,
  /** Admin usage chart: default and largest number of days. */
  usageDays: 30,
  usageMaxDays: 365,
} as const;

/** The messages the company area's clients show, and the server's own for the same area. */
export const COMPANY_MESSAGES = {
  // failures
  fetchConversations: "Failed to fetch conversations",
  fetchSummaries: "Failed to fetch summaries",
  fetchLeaderboard: "Failed to fetch leaderboard data",
  fetchCompany: "Failed to fetch company data",
  companyNotFound: "Company not found",
  noCompanyId: "No company ID available",
  unknownError: "Unknown error",
  deleteUserFailed: "Failed to delete user",
  deleteTeamFailed: "Failed to delete team",
  deleteCompanyFailed: "Failed to delete company",
  createCompanyFailed: "Failed to create company",
  createUserFailed: "Failed to create user",
  passwordsDoNotMatch: PASSWORDS_DO_NOT_MATCH,
  selectCompany: "Please select a company for this user role",
  adminAccessRequired: "Admin access required",
  addMemberFailed: "Failed to add member to team",
  removeMemberFailed: "Failed to remove member from team",
  fetchConversationFailed: "Failed to fetch conversation",
  addUserFailed: "Failed to add user",
  updateTeamFailed: "Failed to update team",
  updateUserFailed: "Failed to update user",
  tokenNotFound: AUTH_TOKEN_NOT_FOUND,
  // validation and permissions
  noCompany: "No company is associated with your account.",
  noAddPermission: "You do not have permission to add users to the company.",
  createCompanyDenied: "Access Denied: Only admin accounts can create companies. Please contact your administrator.",
  teamLeaderNeedsTeam: "Please select a team for the team leader role",
  refreshThrottled: "Please wait 5 seconds between refreshes",
  noMembers: "No members in this team yet.",
  noAvailableUsers: "No available users to add to this team.",
  selectUserToAdd: "Select a user to add",
  // success messages
  userAdded: "User added successfully",
  userUpdated: "User updated successfully",
  userDeleted: "User deleted successfully",
  teamCreated: "Team created successfully",
  teamUpdated: "Team updated successfully",
  teamDeleted: "Team deleted successfully",
  memberAdded: "User added to the team",
  memberRemoved: "User removed from the team",
  companyCreated: "Company created successfully",
  companyDeleted: "Company deleted successfully",
  userCreated: "User created successfully",
  // server refusals
  userNotFound: "User not found",
  teamNotFound: "Team not found",
  conversationNotFound: "Conversation not found",
  emailTaken: "An account with this email already exists",
  teamNameTaken: "A team with this name already exists in the company",
  cannotEditSelf: "You cannot edit your own account here",
  cannotEditAdmin: "You cannot edit another admin",
  cannotDeleteSelf: "You cannot delete your own account",
  cannotDeleteAdmin: "You cannot delete an admin",
  cannotViewAdmin: "Details of admins are not shown",
  roleNotAllowed: "You may not give this role",
  teamChoiceNotAllowed: "Only a company admin can choose the team",
  teamLeaderHasNoTeam: "You are not leading a team yet; ask your company admin to assign you one",
  onlyCompanyUsersJoin: "Only users with the company user role can be added to a team",
  alreadyOnTeam: "This user is already on this team",
  leaderCannotBeRemoved: "Team leaders cannot be removed from their team",
  notOnTeam: "This user is not on this team",
  teamRequired: "Give teamName or teamId",
  alreadyInCompany: "You already belong to a company",
  planNotYours: "This plan cannot be chosen for the company you create",
  noCompanyForRole: "This role belongs to a company: choose one",
  individualHasNoCompany: "Individual accounts do not belong to a company",
} as const;

/** The maxUsers refusal (409); the only message with a number in it. */
export const maxUsersReachedMessage = (maxUsers: number) => `This company has reached its limit of ${maxUsers} users. Remove a user or ask for a larger plan.`;
