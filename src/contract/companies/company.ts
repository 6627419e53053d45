import { z } from "zod";
import { multiLine } from "../text";
import { nameText } from "../names";
import { TEAM_PLAN_IDS } from "../plans";
import { publicUserSchema } from "../user";
import { optionalText } from "./common";
import { COMPANY_LIMITS, COMPANY_SIZE_USERS, companySizeSchema } from "./limits";
import { companyListItemSchema } from "./members";

/** Creating and deleting a company. */

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
      .describe(
        "enterprise for a platform admin's company; unlimited for an Unlimited subscriber's own team. The caller decides which; sending the other is refused",
      ),
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
    .describe(
      "The creator as they are now: an Unlimited subscriber has become their team's company_admin; null for a platform admin, whose role never changes",
    ),
});
export type CreateCompanyResponse = z.infer<typeof createCompanyResponseSchema>;
