import { z } from "zod";
import { AUTH_MESSAGES, COMMON_MESSAGES, PASSWORD_BOUNDS } from "./auth-messages";

/** Server-side bounds everywhere a password is set. */
export const PASSWORD_MIN = PASSWORD_BOUNDS.min;
export const PASSWORD_MAX = PASSWORD_BOUNDS.max;

export const passwordSchema = z
  .string({ error: COMMON_MESSAGES.required })
  .min(PASSWORD_MIN, { message: AUTH_MESSAGES.passwordTooShort })
  .max(PASSWORD_MAX, { message: AUTH_MESSAGES.passwordTooLong });

export type PasswordRuleId = "length" | "lowercase" | "uppercase" | "number" | "special";

/**
 * The password-setup checks (page: length, lowercase, uppercase, number; the modal adds a
 * special character). The length rule says 8, as everywhere else. Returns the ids of the failed rules in order.
 */
export function failedSetupRules(password: string, opts: { requireSpecial: boolean }): PasswordRuleId[] {
  const failed: PasswordRuleId[] = [];
  if (password.length < PASSWORD_MIN) failed.push("length");
  if (!/[a-z]/.test(password)) failed.push("lowercase");
  if (!/[A-Z]/.test(password)) failed.push("uppercase");
  if (!/[0-9]/.test(password)) failed.push("number");
  if (opts.requireSpecial && !/[^A-Za-z0-9]/.test(password)) failed.push("special");
  return failed;
}

/** The spec's English messages for each rule (the browser translates by rule id). */
export const SETUP_RULE_MESSAGES: Record<PasswordRuleId, string> = {
  length: AUTH_MESSAGES.passwordTooShort,
  lowercase: "Password must contain at least one lowercase letter",
  uppercase: "Password must contain at least one uppercase letter",
  number: "Password must contain at least one number",
  special: "Password must contain at least one special character",
};
