import { z } from "zod";
import { ENTERPRISE_MESSAGES } from "./enterprise-messages";
export { ENTERPRISE_MESSAGES };
import { multiLine, singleLine } from "./text";
import { nameText } from "./names";
import { emailSchema, nameSchema, REQUIRED } from "./user";

/** Choices of the enterprise inquiry form. */
export const COMPANY_SIZES = ["1-10", "11-50", "51-200", "201-500", "500+"] as const;
export const BUDGETS = ["$500-$1000", "$1000-$2500", "$2500-$5000", "$5000+"] as const;
export const TIMELINES = ["Immediate", "1-2 weeks", "1 month", "2-3 months", "3+ months"] as const;

const requiredText = (max: number, lines = singleLine) => lines(z.string({ error: REQUIRED }).trim().min(1, { message: REQUIRED }).max(max));
const optionalText = (max: number, lines = singleLine) =>
  lines(z.string().trim().max(max))
    .optional()
    .transform((v) => (v ? v : undefined));

// ---- POST /api/enterprise/request

export const enterpriseRequestBodySchema = z.object({
  firstName: nameSchema,
  lastName: nameSchema,
  email: emailSchema,
  phone: optionalText(40),
  company: nameText(200, REQUIRED),
  jobTitle: requiredText(200),
  companySize: z.enum(COMPANY_SIZES, { error: REQUIRED }),
  industry: requiredText(200),
  useCase: requiredText(4000, multiLine),
  expectedUsers: z.coerce
    .number({ error: REQUIRED })
    .int({ message: ENTERPRISE_MESSAGES.expectedUsersInt })
    .min(1, { message: ENTERPRISE_MESSAGES.expectedUsersMin })
    .max(1_000_000),
  budget: z.enum(BUDGETS, { error: REQUIRED }),
  timeline: z.enum(TIMELINES, { error: REQUIRED }),
  additionalInfo: optionalText(4000, multiLine),
});
export type EnterpriseRequestBody = z.infer<typeof enterpriseRequestBodySchema>;

export const ENTERPRISE_SUCCESS_MESSAGE = ENTERPRISE_MESSAGES.success;

/**
 * A stored inquiry as the admin list returns it. Plain types on purpose: responses are encoded, and the
 * body schema's transforms (blank optional text -> undefined) cannot be encoded.
 */
export const enterpriseRequestSchema = z.object({
  id: z.string(),
  userId: z.string().nullable(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  company: z.string(),
  jobTitle: z.string(),
  companySize: z.enum(COMPANY_SIZES),
  industry: z.string(),
  useCase: z.string(),
  expectedUsers: z.number().int(),
  budget: z.enum(BUDGETS),
  timeline: z.enum(TIMELINES),
  additionalInfo: z.string().nullable(),
  createdAt: z.string(),
});
export const enterpriseRequestListSchema = z.object({ requests: z.array(enterpriseRequestSchema) });
