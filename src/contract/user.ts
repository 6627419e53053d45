import { z } from "zod";
import { AUTH_MESSAGES, COMMON_MESSAGES } from "./auth-messages";
import { nameText } from "./names";
import { roleSchema } from "./roles";
import { planIdSchema, subscriptionStatusSchema } from "./plans";

/** Email as every call accepts it: trimmed, lower-cased, checked. */
export const REQUIRED = COMMON_MESSAGES.required;

export const emailSchema = z
  .string({ error: REQUIRED })
  .trim()
  .min(1, { message: REQUIRED })
  .toLowerCase()
  .max(254)
  .check(z.email({ message: AUTH_MESSAGES.invalidEmail }));

/** A person's first or last name: normalised, without invisible characters (./names.ts). */
export const nameSchema = nameText(100, REQUIRED);

export const subscriptionSchema = z.object({
  plan: planIdSchema,
  status: subscriptionStatusSchema,
  cancelAtPeriodEnd: z.boolean(),
  currentPeriodEnd: z.string().nullable().describe("ISO date-time when the paid period ends"),
  billingCustomerId: z.string().nullable(),
});

export const usageSchema = z.object({
  aiConversations: z.number().int(),
  monthlyLimit: z.number().int(),
});

/** The user as the API returns it. Never carries secrets. */
export const publicUserSchema = z.object({
  _id: z.string(),
  id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  company: z.string().nullable(),
  companyId: z.string().nullable(),
  role: roleSchema,
  isAdmin: z.boolean(),
  isSuperAdmin: z.boolean(),
  isCompanyAdmin: z.boolean(),
  isTeamLeader: z.boolean(),
  teamId: z.string().nullable(),
  needsPasswordSetup: z.boolean(),
  companyJoinedAt: z.string().nullable(),
  createdAt: z.string(),
  subscription: subscriptionSchema,
  usage: usageSchema,
});
export type PublicUser = z.infer<typeof publicUserSchema>;
