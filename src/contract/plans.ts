import { z } from "zod";
import { PLAN_IDS, SUBSCRIPTION_STATUSES } from "./plan-list";

export * from "./plan-list";
export const planIdSchema = z.enum(PLAN_IDS);
export const subscriptionStatusSchema = z.enum(SUBSCRIPTION_STATUSES);
