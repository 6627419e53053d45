import { z } from "zod";
import { PASSWORDS_DO_NOT_MATCH } from "../auth";
import { languageSchema } from "../languages";
import { passwordSchema } from "../password";
import { planIdSchema } from "../plans";
import { roleSchema } from "../roles";
import { uuidSchema } from "../ids";
import { emailSchema, nameSchema } from "../user";
import { id, optionalId, paginationSchema } from "./common";
import { COMPANY_LIMITS, COMPANY_MESSAGES } from "./limits";
import { companyListItemSchema } from "./members";

/** The leaderboard and the platform admin's lists, dashboard and usage chart. */

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
    subscriptionStats: z.array(z.object({ _id: planIdSchema, plan: planIdSchema, count: z.number().int() })).describe("Users per plan, every plan listed"),
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
