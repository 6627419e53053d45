// The billing feature as other features see it: the plan a subscription gives, and the billing port's context.
export { BillingUnavailableError } from "./provider";
export type { BillingContext } from "./service";
export { effectivePlan } from "./subscription-state";
