// Billing's messages without zod: the browser translates them by key (message-keys.ts); the schemas are in billing.ts.

/** Messages the server sends (the browser translates them). */
export const BILLING_MESSAGES = {
  loginToSubscribe: "Please log in to subscribe",
  enterpriseManaged: "Your enterprise plan is managed by your company",
  noBillingCustomer: "No billing account found. Please subscribe to a plan first.",
  noOtherPlans: "No other plans available for your current subscription",
  noActiveSubscription: "You have no active subscription to cancel",
  billingUnavailable: "Billing service is not available. Please contact support.",
  invalidRequest: "Invalid request. Please try again.",
  checkoutNotFound: "Checkout session not found",
  checkoutAlreadyUsed: "This checkout session has already been completed",
  planChanged: "Your plan has been changed",
  planActivated: "Your subscription is active",
  cancelled: "Your subscription will end at the end of the current period",
  accountDeleted: "Account deleted successfully",
  companyAdminCannotDelete: "Company administrators cannot delete their account while they manage a company",
} as const;
