import { z } from "zod";
export { BILLING_MESSAGES } from "./billing-messages";
import { planIdSchema, subscriptionStatusSchema } from "./plans";
import { INVALID_RETURN_PATH, isSafeReturnPath } from "./return-path";
import { usageStatusSchema } from "./usage";
import { publicUserSchema } from "./user";

/** Plans that can be bought online (Free needs no checkout; Enterprise goes through sales). */
export const PAID_PLAN_IDS = ["basic", "pro", "unlimited"] as const;
export const paidPlanIdSchema = z.enum(PAID_PLAN_IDS, { error: "Please choose a plan: basic, pro or unlimited" });
export type PaidPlanId = z.infer<typeof paidPlanIdSchema>;

// ---- POST /api/subscriptions/create-checkout-session
export const returnPathSchema = z
  .string()
  .refine(isSafeReturnPath, { message: INVALID_RETURN_PATH })
  .describe('A path of this app ("/conversations"); no scheme, host, backslash or control characters, not /api or /billing');
export const checkoutBodySchema = z.object({
  plan: z.string().trim().toLowerCase().pipe(paidPlanIdSchema),
  returnTo: returnPathSchema.optional().describe("Where the browser comes back after paying (with ?checkout=success&plan=…); /profile when absent"),
});
export const checkoutResponseSchema = z.object({
  url: z.string().describe("Where the browser goes next: the provider's checkout, or the profile after a plan change"),
  sessionId: z.string().optional(),
  message: z.string().optional(),
  changed: z.boolean().optional().describe("True when an existing subscription was moved to the plan at once"),
});

// ---- POST /api/subscriptions/create-portal-session
export const portalResponseSchema = z.object({ url: z.string() });

// ---- GET /api/subscriptions/change-options
export const changeOptionSchema = z.object({
  plan: paidPlanIdSchema,
  priceCents: z.number().int(),
  current: z.boolean(),
});
export const changeOptionsResponseSchema = z.object({
  currentPlan: planIdSchema,
  availablePlans: z.array(changeOptionSchema).describe("Paid plans other than the current one"),
});

// ---- POST /api/subscriptions/complete-setup
export const completeSetupBodySchema = z.object({
  sessionId: z.string().max(300).optional().describe("The checkout session the browser came back from"),
});

export const subscriptionViewSchema = z.object({
  plan: planIdSchema,
  status: subscriptionStatusSchema,
  cancelAtPeriodEnd: z.boolean(),
  currentPeriodEnd: z.string().nullable(),
  hasBillingCustomer: z.boolean(),
  provider: z.enum(["stripe", "local"]).describe("`local` is the built-in test mode: no money moves"),
});
export type SubscriptionView = z.infer<typeof subscriptionViewSchema>;

export const subscriptionResultSchema = z.object({
  message: z.string(),
  subscription: subscriptionViewSchema,
});

// ---- GET /api/subscriptions/status
export const statusResponseSchema = z.object({
  usageStatus: usageStatusSchema,
  subscription: subscriptionViewSchema,
});

// ---- GET /api/billing/mode (public: the pricing page warns visitors too)
export const billingModeResponseSchema = z.object({ provider: subscriptionViewSchema.shape.provider });

// ---- Local test-mode checkout (the default billing provider)
export const localSessionParamsSchema = z.object({ sessionId: z.string().min(1).max(100) });
export const localSessionResponseSchema = z.object({
  sessionId: z.string(),
  plan: paidPlanIdSchema,
  priceCents: z.number().int(),
  status: z.enum(["open", "complete", "expired"]),
});
export const localCompleteResponseSchema = z.object({ message: z.string(), user: publicUserSchema });

// ---- DELETE /api/users/delete-account
export const deleteAccountResponseSchema = z.object({ message: z.string() });
