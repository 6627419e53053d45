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
  "Network error. Check your connection and try again.": "messages.network",
  "Something went wrong. Please try again.": "messages.generic",
  "This field is required": "messages.required",
};

export function translateMessage(t: TFunction, message: string | undefined, fallbackKey: string): string {
  if (!message) return t(fallbackKey);
  const key = KNOWN[message];
  return key ? t(key) : message;
}
