// The billing feature as other features see it: the billing port's context and the error of a provider outage.
export { BillingUnavailableError } from "./provider";
export type { BillingContext } from "./service";
