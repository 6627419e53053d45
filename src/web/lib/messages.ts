import type { TFunction } from "i18next";

/**
 * The server answers in the spec's English words; the browser shows them in the user's language. Known
 * messages map to locale keys; anything else is shown as the server sent it.
 */
const KNOWN: Record<string, string> = {
  "Invalid email or password": "messages.invalidCredentials",
  "An account with this email already exists": "messages.emailTaken",
  "Passwords do not match": "messages.passwordsDoNotMatch",
  "Please fix the highlighted fields": "messages.fixHighlighted",
  "Password must be at least 8 characters long": "password.rules.length",
  "Password must be at most 128 characters long": "messages.passwordTooLong",
  "Please enter a valid email address": "messages.invalidEmail",
  "Too many login attempts. Please try again later.": "messages.tooManyLogins",
  "Too many requests. Please try again later.": "messages.tooManyRequests",
  "Invalid or expired reset link": "reset.invalidOrExpired",
  "Your password is already set up": "setup.alreadySetUp",
  "Please log in to continue": "messages.pleaseLogIn",
  "Authentication token not found. Please log in again.": "messages.tokenNotFound",
  "Network error. Check your connection and try again.": "messages.network",
  "Something went wrong. Please try again.": "messages.generic",
  "This field is required": "messages.required",
  // Billing and account (BILLING_MESSAGES of src/contract/billing.ts, spec 1 §8).
  "Please log in to subscribe": "billing.messages.loginToSubscribe",
  "Your enterprise plan is managed by your company": "billing.messages.enterpriseManaged",
  "No billing account found. Please subscribe to a plan first.": "billing.messages.noBillingCustomer",
  "No other plans available for your current subscription": "billing.messages.noOtherPlans",
  "You have no active subscription to cancel": "billing.messages.noActiveSubscription",
  "Billing service is not available. Please contact support.": "billing.messages.billingUnavailable",
  "Invalid request. Please try again.": "billing.messages.invalidRequest",
  "Checkout session not found": "billing.messages.checkoutNotFound",
  "This checkout session has already been completed": "billing.messages.checkoutAlreadyUsed",
  "Your plan has been changed": "billing.messages.planChanged",
  "Your subscription is active": "billing.messages.planActivated",
  "Your subscription will end at the end of the current period": "billing.messages.cancelled",
  "Account deleted successfully": "billing.messages.accountDeleted",
  "Company administrators cannot delete their account while they manage a company": "billing.messages.companyAdminCannotDelete",
  "Enterprise request submitted successfully! We'll contact you soon.": "enterprise.success",
  "Expected users must be at least 1": "enterprise.errors.expectedUsersMin",
  "Expected users must be a whole number": "enterprise.errors.expectedUsersInt",
  "Please enter a title for your feedback.": "feedback.errors.titleRequired",
  "Please enter a description for your feedback.": "feedback.errors.descriptionRequired",
  "You do not have permission to do that": "admin.forbidden",
  // Practice conversations (PRACTICE_MESSAGES of src/contract/practice.ts, spec 2 §8).
  "Please log in to start a conversation": "practice.messages.loginToStart",
  "Invalid conversation ID": "practice.messages.invalidId",
  "Conversation not found.": "practice.messages.notFound",
  "Message is required": "practice.messages.messageRequired",
  "Message is too long (at most 4000 characters)": "practice.messages.messageTooLong",
  "Please wait for the reply to your previous message": "practice.messages.replyPending",
  "This conversation has ended": "practice.messages.ended",
  "This conversation is too long. Please end it and start a new one.": "practice.messages.tooLong",
  "Send a few more messages before ending the conversation": "practice.messages.notEnoughMessages",
  "The AI customer could not reply": "practice.messages.aiFailed",
  "The AI customer did not answer in time. Please try again.": "practice.messages.aiTimeout",
  "The AI provider returned an error. Please try again.": "practice.messages.aiProviderError",
  "You have reached your monthly conversation limit. Please upgrade your plan to continue.": "practice.messages.monthlyLimit",
  "Exporting conversations is part of the paid plans": "practice.messages.exportPaidOnly",
  "You already have a call in progress. Resume it, or end it, before starting another.": "practice.messages.callInProgress",
  "Conversation ended! AI ratings generated.": "practice.toasts.ended",
  // Single sign-on (SSO_MESSAGES of src/contract/sso.ts): a password refused where the company requires SSO.
  "Your company requires single sign-on. Use “Sign in with your company”.": "sso.messages.mandatory",
};

export function translateMessage(t: TFunction, message: string | undefined, fallbackKey: string): string {
  if (!message) return t(fallbackKey);
  const key = KNOWN[message];
  return key ? t(key) : message;
}
