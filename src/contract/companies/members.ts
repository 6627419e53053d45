import { z } from "zod";
import { multiLine } from "../text";
import { PASSWORDS_DO_NOT_MATCH } from "../auth";
import { languageSchema } from "../languages";
import { nameText, optionalNameText } from "../names";
import { passwordSchema } from "../password";
import { planIdSchema } from "../plans";
import { roleSchema } from "../roles";
import { emailSchema, nameSchema, REQUIRED } from "../user";
import { id, optionalId, optionalText, personRefSchema } from "./common";
import { COMPANY_MESSAGES } from "./limits";

/** A company's users and teams: the lists, adding, changing and removing people, building teams. */

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
  users: z.array(companyUserSchema).describe("The first 5 users by join date (the overview); the full list is GET /api/companies/users"),
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
export const companyDetailsResponseSchema = z.union([z.object({ company: companyDetailsSchema }), z.object({ companies: z.array(companyListItemSchema) })]);
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
    password: passwordSchema.optional().describe("Optional (docs/decisions/013): without it the invitee sets their own from the invitation mail"),
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
