import { z } from "zod";
import { multiLine, singleLine } from "./text";
import { AUTH_TOKEN_NOT_FOUND, PASSWORDS_DO_NOT_MATCH } from "./auth";
import { COMPANY_SIZES } from "./enterprise";
import { languageSchema } from "./languages";
import { nameText, optionalNameText } from "./names";
import { passwordSchema } from "./password";
import { PLANS, planIdSchema, TEAM_PLAN_IDS } from "./plans";
import { difficultySchema, momentSchema, scenarioSchema, stageRatingSchema } from "./practice";
import { roleSchema } from "./roles";
import { summarySchema } from "./summaries";
import { uuidSchema } from "./ids";
import { emailSchema, nameSchema, publicUserSchema, REQUIRED } from "./user";

/**
 * The company and administration area: every request body and answer of its calls, plus the admin
 * lists and the usage chart an operator expects. Server and web import these; the permission rules live in
 * ./company-permissions.ts.
 */

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
export const maxUsersReachedMessage = (maxUsers: number) =>
  `This company has reached its limit of ${maxUsers} users. Remove a user or ask for a larger plan.`;

// ---------------------------------------------------------------------------------------------- common parts

const id = z.string().describe("The same value as `_id`");
const optionalText = (max: number, lines = singleLine) =>
  lines(z.string().trim().max(max))
    .nullish()
    .transform((v) => (v ? v : null));
/** An id given in a body: an empty string or null means none. */
const optionalId = z
  .string()
  .trim()
  .max(100)
  .nullish()
  .transform((v) => (v ? v : null));

export const personRefSchema = z.object({
  _id: z.string(),
  id,
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
});
export type PersonRef = z.infer<typeof personRefSchema>;

export const paginationSchema = z.object({
  page: z.number().int(),
  limit: z.number().int(),
  total: z.number().int(),
  pages: z.number().int().describe("At least 1, so that the client can say page 1 of 1"),
});
export type Pagination = z.infer<typeof paginationSchema>;

export const idParamsSchema = z.object({ id: uuidSchema() });
export const userIdParamsSchema = z.object({ userId: uuidSchema() });
export const userConversationParamsSchema = z.object({ userId: uuidSchema(), conversationId: uuidSchema() });
export const companyIdParamsSchema = z.object({ companyId: uuidSchema() });

/** Super admins pick the company with `?companyId=`; anyone else always gets their own. */
export const companyQuerySchema = z.object({
  companyId: uuidSchema().optional().describe("Super admins only: the company to read"),
});

export const okMessageSchema = z.object({ message: z.string() });

// ---------------------------------------------------------------------------------------------- users and teams

/** A user in the company views. Super admins never appear here. */
export const companyUserSchema = z.object({
  _id: z.string(),
  id,
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  role: roleSchema,
  isSuperAdmin: z.boolean(),
  isAdmin: z.boolean(),
  isCompanyAdmin: z.boolean(),
  isTeamLeader: z.boolean(),
  companyId: z.string().nullable(),
  teamId: z.string().nullable(),
  team: z.object({ _id: z.string(), id, name: z.string() }).nullable().describe("null: no team"),
  companyJoinedAt: z.string().nullable(),
  createdAt: z.string(),
  needsPasswordSetup: z.boolean(),
  subscription: z.object({ plan: planIdSchema }),
});
export type CompanyUser = z.infer<typeof companyUserSchema>;

export const teamMemberSchema = personRefSchema.extend({ role: roleSchema });
export type TeamMember = z.infer<typeof teamMemberSchema>;

export const teamSchema = z.object({
  _id: z.string(),
  id,
  name: z.string(),
  description: z.string().nullable(),
  companyId: z.string(),
  teamLeader: personRefSchema.nullable(),
  members: z.array(teamMemberSchema).describe("Every user whose team this is, the leader included"),
  memberCount: z.number().int(),
  createdAt: z.string(),
});
export type Team = z.infer<typeof teamSchema>;

export const companySubscriptionSchema = z.object({
  plan: planIdSchema,
  maxUsers: z.number().int(),
  monthlyConversationLimit: z.number().int(),
});

/** GET /api/companies/details for a member of the company (or a super admin with ?companyId=). */
export const companyDetailsSchema = z.object({
  _id: z.string(),
  id,
  companyId: z.string().describe("Display id, e.g. ACME-4821"),
  name: z.string(),
  description: z.string().nullable(),
  industry: z.string().nullable(),
  size: z.string().nullable(),
  subscription: companySubscriptionSchema,
  admin: personRefSchema.nullable(),
  userCount: z.number().int().describe("Users of the company, super admins excluded"),
  teamCount: z.number().int(),
  users: z
    .array(companyUserSchema)
    .describe("The first 5 users by join date (the overview); the full list is GET /api/companies/users"),
  teams: z.array(teamSchema),
  createdAt: z.string(),
});
export type CompanyDetails = z.infer<typeof companyDetailsSchema>;

/** One company in the super admin's selector and in the admin lists. */
export const companyListItemSchema = z.object({
  _id: z.string(),
  id,
  companyId: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  industry: z.string().nullable(),
  size: z.string().nullable(),
  subscription: companySubscriptionSchema,
  admin: personRefSchema.nullable(),
  userCount: z.number().int().describe("Users of the company, super admins excluded"),
  teamCount: z.number().int(),
  createdAt: z.string(),
});
export type CompanyListItem = z.infer<typeof companyListItemSchema>;

/** Either `company` (a member) or `companies` (a super admin without ?companyId=). */
export const companyDetailsResponseSchema = z.union([
  z.object({ company: companyDetailsSchema }),
  z.object({ companies: z.array(companyListItemSchema) }),
]);
export type CompanyDetailsResponse = z.infer<typeof companyDetailsResponseSchema>;

/** GET /api/companies/users */
export const companyUsersResponseSchema = z.object({ users: z.array(companyUserSchema) });
export type CompanyUsersResponse = z.infer<typeof companyUsersResponseSchema>;

/** Roles a user can hold inside a company. */
export const COMPANY_MEMBER_ROLES = ["company_admin", "company_team_leader", "company_user"] as const;
export const companyMemberRoleSchema = z.enum(COMPANY_MEMBER_ROLES);
export type CompanyMemberRole = z.infer<typeof companyMemberRoleSchema>;

/** POST /api/companies/users. A team leader's users always join the leader's team. */
export const addCompanyUserBodySchema = z
  .object({
    firstName: nameSchema,
    lastName: nameSchema,
    email: emailSchema,
    password: passwordSchema
      .optional()
      .describe("Optional (docs/decisions/013): without it the invitee sets their own from the invitation mail"),
    confirmPassword: z.string().optional().describe("Must match password when a password is sent"),
    role: companyMemberRoleSchema.default("company_user"),
    teamId: optionalId.describe("Company admins only; a team leader's users join the leader's team"),
    teamName: optionalNameText(100).describe("Alternative to teamId: the team's name in the company"),
    companyId: optionalId.describe("Super admins only; anyone else may omit it or send their own"),
    language: languageSchema.optional().describe("Language of the invitation mail (the inviter's interface); English by default"),
  })
  .refine((b) => b.password === undefined || b.password === b.confirmPassword, {
    path: ["confirmPassword"],
    message: PASSWORDS_DO_NOT_MATCH,
  });
export type AddCompanyUserBody = z.input<typeof addCompanyUserBodySchema>;

export const companyUserResponseSchema = z.object({ message: z.string(), user: companyUserSchema });
export type CompanyUserResponse = z.infer<typeof companyUserResponseSchema>;

/** PUT /api/companies/users/{id} (company admins; not self, not another admin). */
export const updateCompanyUserBodySchema = z.object({
  firstName: nameSchema,
  lastName: nameSchema,
  email: emailSchema,
  role: companyMemberRoleSchema,
  teamId: optionalId,
});
export type UpdateCompanyUserBody = z.input<typeof updateCompanyUserBodySchema>;

/**
 * PUT /api/companies/users/{userId}/team and DELETE /api/companies/users/{id}/team. The spec's client sends
 * {teamName}; teamId is accepted too (and wins when both are given). For DELETE the body is optional: without
 * it the user leaves whatever team they are on.
 */
export const teamMemberBodySchema = z
  .object({ teamName: optionalNameText(100), teamId: optionalId })
  .refine((b) => b.teamName !== null || b.teamId !== null, { path: ["teamName"], message: COMPANY_MESSAGES.teamRequired });
export type TeamMemberBody = z.input<typeof teamMemberBodySchema>;
export const removeTeamMemberBodySchema = z
  .object({ teamName: optionalNameText(100), teamId: optionalId })
  .nullish()
  .transform((b) => b ?? { teamName: null, teamId: null });
export type RemoveTeamMemberBody = z.input<typeof removeTeamMemberBodySchema>;

/** Answer of both member calls: the team as it is now (the client replaces its copy with it). */
export const teamResponseSchema = z.object({ message: z.string(), team: teamSchema });
export type TeamResponse = z.infer<typeof teamResponseSchema>;

/** POST /api/companies/teams/create */
export const createTeamBodySchema = z.object({
  name: nameText(100, REQUIRED),
  description: optionalText(1000, multiLine),
  companyId: optionalId.describe("Super admins only"),
});
export type CreateTeamBody = z.input<typeof createTeamBodySchema>;

/** PUT /api/companies/teams/{id} */
export const updateTeamBodySchema = z.object({
  name: nameText(100, REQUIRED),
  description: optionalText(1000, multiLine),
});
export type UpdateTeamBody = z.input<typeof updateTeamBodySchema>;

// ---------------------------------------------------------------------------------------------- delete company

export const ADMIN_USER_ACTIONS = ["converted_to_individual", "kept_super_admin", "none"] as const;

/** DELETE /api/companies/{id} (super admins). Nobody is ever promoted (docs/glossary.md#company-deletion). */
export const deleteCompanyResponseSchema = z.object({
  message: z.string(),
  deletedData: z.object({
    company: z.string().describe("The deleted company's name"),
    users: z.number().int(),
    teams: z.number().int(),
    conversations: z.number().int(),
    summaries: z.number().int(),
  }),
  adminUser: z
    .object({ action: z.enum(ADMIN_USER_ACTIONS), email: z.string().nullable() })
    .describe("converted_to_individual: the admin account is kept as an individual account (spec ruling 2)"),
});
export type DeleteCompanyResponse = z.infer<typeof deleteCompanyResponseSchema>;

// ---------------------------------------------------------------------------------------------- create company

/** The words of the create-company rules, for the server's 400 and the form. */
export const CREATE_COMPANY_MESSAGES = {
  maxUsersRange: "maxUsers must be a whole number from 1 to 10000",
  monthlyRange: `monthlyConversationLimit must be a whole number from ${COMPANY_LIMITS.monthlyConversationLimit.min} to ${COMPANY_LIMITS.monthlyConversationLimit.max}`,
  maxUsersAboveSize: "maxUsers cannot be more than the company size allows",
} as const;

const wholeNumber = (range: { min: number; max: number }, message: string) =>
  z.number({ error: message }).int({ message }).min(range.min, { message }).max(range.max, { message });

/**
 * POST /api/companies/create (spec 3 §5, issue 20 items 2, 9, 10). The numbers must agree with the size and
 * the plan table: maxUsers at most the size's employees (its default), monthlyConversationLimit from 50 (one
 * enterprise day) to 1550 (31 of them), 1500 by default.
 */
export const createCompanyBodySchema = z
  .object({
    name: nameText(200, "Company name is required"),
    description: optionalText(2000, multiLine),
    industry: optionalText(200),
    size: companySizeSchema.default(COMPANY_LIMITS.defaultSize),
    maxUsers: wholeNumber(COMPANY_LIMITS.maxUsers, CREATE_COMPANY_MESSAGES.maxUsersRange)
      .optional()
      .describe("Default: the size's number of employees (1-10: 10, 11-50: 50, 51-200: 200, 201-500: 500, 500+: 1000)"),
    monthlyConversationLimit: wholeNumber(COMPANY_LIMITS.monthlyConversationLimit, CREATE_COMPANY_MESSAGES.monthlyRange)
      .default(COMPANY_LIMITS.monthlyConversationLimit.default)
      .describe("Per member per month, on top of 50 a day (spec ruling 6): 50 to 1550, default 1500"),
    plan: z
      .enum(TEAM_PLAN_IDS)
      .optional()
      .describe("enterprise for a platform admin's company; unlimited for an Unlimited subscriber's own team. The caller decides which; sending the other is refused"),
  })
  .superRefine((b, ctx) => {
    // Only a number that passed its own range check (zod runs this refinement after non-fatal issues too).
    const n = b.maxUsers;
    if (Number.isInteger(n) && n !== undefined && n <= COMPANY_LIMITS.maxUsers.max && n > COMPANY_SIZE_USERS[b.size].max) {
      ctx.addIssue({ code: "custom", path: ["maxUsers"], message: CREATE_COMPANY_MESSAGES.maxUsersAboveSize });
    }
  })
  .transform((b) => ({ ...b, maxUsers: b.maxUsers ?? COMPANY_SIZE_USERS[b.size].default }));
export type CreateCompanyBody = z.input<typeof createCompanyBodySchema>;
export type CreateCompanyInput = z.output<typeof createCompanyBodySchema>;

export const createCompanyResponseSchema = z.object({
  message: z.string(),
  company: companyListItemSchema,
  user: publicUserSchema
    .nullable()
    .describe("The creator as they are now: an Unlimited subscriber has become their team's company_admin; null for a platform admin, whose role never changes"),
});
export type CreateCompanyResponse = z.infer<typeof createCompanyResponseSchema>;

// ---------------------------------------------------------------------------------------------- user detail

export const conversationsPageQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(COMPANY_LIMITS.conversationsPageSize),
  language: languageSchema.optional().describe("Language of the conversation titles; defaults to each call's own"),
});

/** A conversation in the user detail list. */
export const managerConversationItemSchema = z.object({
  _id: z.string(),
  id,
  title: z.string(),
  createdAt: z.string(),
  messageCount: z.number().int(),
  isActive: z.boolean(),
  totalScore: z.number().int().nullable().describe("Sum of the five stage scores (0-50); null until rated"),
});
export type ManagerConversationItem = z.infer<typeof managerConversationItemSchema>;

/** GET /api/companies/users/{id}/conversations?page=&limit=20 */
export const userConversationsResponseSchema = z.object({
  user: personRefSchema.extend({ role: roleSchema }),
  conversations: z.array(managerConversationItemSchema),
  pagination: paginationSchema,
});
export type UserConversationsResponse = z.infer<typeof userConversationsResponseSchema>;

/** AI ratings in the manager vocabulary (docs/glossary.md#stages), each out of 10; overall is the mean, one decimal. */
export const managerRatingsSchema = z.object({
  overall: z.number(),
  opening: z.number(),
  discovery: z.number(),
  presentation: z.number(),
  objectionHandling: z.number(),
  closing: z.number(),
});
export type ManagerRatings = z.infer<typeof managerRatingsSchema>;

export const viewerMessageSchema = z.object({
  _id: z.string(),
  role: z.enum(["user", "assistant"]),
  content: z.string(),
  timestamp: z.string(),
  moment: momentSchema.optional().describe("The customer's key moment on this message (objection raised, meeting agreed, hang-up)"),
});

/** The read-only conversation viewer. */
export const managerConversationSchema = z.object({
  _id: z.string(),
  id,
  title: z.string(),
  userId: z.object({ _id: z.string(), id, firstName: z.string(), lastName: z.string() }),
  createdAt: z.string(),
  endedAt: z.string().nullable(),
  isActive: z.boolean(),
  scenario: scenarioSchema,
  difficulty: difficultySchema,
  aiRatings: managerRatingsSchema.nullable(),
  aiRatingFeedback: z.string().nullable(),
  stageRatings: z.array(stageRatingSchema).nullable().describe("Per stage: the points with their quotes and a line to try, as the salesperson's scorecard shows them"),
  messages: z.array(viewerMessageSchema),
  messageCount: z.number().int(),
});
export type ManagerConversation = z.infer<typeof managerConversationSchema>;

/** GET /api/companies/users/{userId}/conversations/{conversationId} */
export const managerConversationResponseSchema = z.object({ conversation: managerConversationSchema });
export type ManagerConversationResponse = z.infer<typeof managerConversationResponseSchema>;

export const managerLanguageQuerySchema = z.object({
  language: languageSchema.optional().describe("Language to render feedback in; defaults to English"),
});

/** GET /api/companies/users/{id}/summaries (rendered like the user's own summaries). */
export const userSummariesResponseSchema = z.object({
  user: personRefSchema.extend({ role: roleSchema }),
  summaries: z.array(summarySchema),
});
export type UserSummariesResponse = z.infer<typeof userSummariesResponseSchema>;

// ---------------------------------------------------------------------------------------------- leaderboard

export const leaderboardRowSchema = z.object({
  rank: z.number().int(),
  user: z.object({ _id: z.string(), id, firstName: z.string(), lastName: z.string() }),
  totalConversations: z.number().int(),
  ratedConversations: z.number().int().describe("Rated conversations counted in the average (at most 5)"),
  averageScore: z.number().describe("Mean of the total (0-50) of the last 5 rated conversations, one decimal; 0 if none"),
  lastConversationDate: z.string().nullable(),
});
export type LeaderboardRow = z.infer<typeof leaderboardRowSchema>;

/** GET /api/leaderboard/company/{companyId} */
export const leaderboardResponseSchema = z.object({
  companyId: z.string(),
  totalUsers: z.number().int(),
  usersWithConversations: z.number().int(),
  lastUpdated: z.string(),
  leaderboard: z.array(leaderboardRowSchema),
});
export type LeaderboardResponse = z.infer<typeof leaderboardResponseSchema>;

// ---------------------------------------------------------------------------------------------- admin

/** A user in the admin lists. */
export const adminUserItemSchema = z.object({
  _id: z.string(),
  id,
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  role: roleSchema,
  isSuperAdmin: z.boolean(),
  isAdmin: z.boolean(),
  companyId: z.string().nullable(),
  company: z.object({ _id: z.string(), id, name: z.string() }).nullable(),
  needsPasswordSetup: z.boolean(),
  subscription: z.object({ plan: planIdSchema, status: z.string() }),
  createdAt: z.string(),
});
export type AdminUserItem = z.infer<typeof adminUserItemSchema>;

/** GET /api/admin/dashboard */
export const adminDashboardResponseSchema = z.object({
  stats: z.object({
    totalUsers: z.number().int(),
    totalCompanies: z.number().int(),
    activeUsers: z.number().int().describe("Users who started a conversation in the last 30 days"),
    subscriptionStats: z
      .array(z.object({ _id: planIdSchema, plan: planIdSchema, count: z.number().int() }))
      .describe("Users per plan, every plan listed"),
  }),
  recentUsers: z.array(adminUserItemSchema).describe("The 5 newest users"),
  recentCompanies: z.array(companyListItemSchema).describe("The 5 newest companies"),
});
export type AdminDashboardResponse = z.infer<typeof adminDashboardResponseSchema>;

/** Roles of POST /api/admin/users/create. */
export const adminCreateUserBodySchema = z
  .object({
    firstName: nameSchema,
    lastName: nameSchema,
    email: emailSchema,
    password: passwordSchema
      .optional()
      .describe("Optional, as on the company screen (docs/decisions/013): without it the person sets their own from the invitation mail"),
    confirmPassword: z.string().optional().describe("Must match password when a password is sent"),
    role: roleSchema.default("individual"),
    companyId: optionalId,
    teamId: optionalId,
    language: languageSchema.optional().describe("Language of the invitation mail (the admin's interface); English by default"),
  })
  .refine((b) => b.password === undefined || b.password === b.confirmPassword, {
    path: ["confirmPassword"],
    message: PASSWORDS_DO_NOT_MATCH,
  })
  .refine((b) => b.role === "individual" || b.role === "super_admin" || b.role === "admin" || b.companyId !== null, {
    path: ["companyId"],
    message: COMPANY_MESSAGES.selectCompany,
  });
export type AdminCreateUserBody = z.input<typeof adminCreateUserBodySchema>;

export const adminCreateUserResponseSchema = z.object({ message: z.string(), user: adminUserItemSchema });
export type AdminCreateUserResponse = z.infer<typeof adminCreateUserResponseSchema>;

export const adminListQuerySchema = z.object({
  search: z.string().trim().max(200).optional().describe("Matches name and e-mail (users) or name and display id (companies)"),
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(COMPANY_LIMITS.adminMaxPageSize).default(COMPANY_LIMITS.adminPageSize),
});
export const adminUsersQuerySchema = adminListQuerySchema.extend({
  role: roleSchema.optional(),
  companyId: uuidSchema().optional(),
});

/** GET /api/admin/companies?search=&page=&limit= */
export const adminCompaniesResponseSchema = z.object({
  companies: z.array(companyListItemSchema),
  pagination: paginationSchema,
});
export type AdminCompaniesResponse = z.infer<typeof adminCompaniesResponseSchema>;

/** GET /api/admin/users?search=&page=&limit=&role=&companyId= */
export const adminUsersResponseSchema = z.object({
  users: z.array(adminUserItemSchema),
  pagination: paginationSchema,
});
export type AdminUsersResponse = z.infer<typeof adminUsersResponseSchema>;

/** GET /api/admin/usage?days=30: conversations started per UTC day, oldest first, every day listed. */
export const adminUsageQuerySchema = z.object({
  days: z.coerce.number().int().min(1).max(COMPANY_LIMITS.usageMaxDays).default(COMPANY_LIMITS.usageDays),
});
export const adminUsageResponseSchema = z.object({
  days: z.number().int(),
  total: z.number().int(),
  series: z.array(z.object({ date: z.string().describe("YYYY-MM-DD (UTC)"), conversations: z.number().int() })),
});
export type AdminUsageResponse = z.infer<typeof adminUsageResponseSchema>;
