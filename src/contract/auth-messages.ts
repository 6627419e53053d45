// Words of the sign-in area that the browser shell needs, without zod (the shell of every page stays free of it).

/**
 * The sign-in area's messages, each under its stable key (`auth.<name>` in the error body's `reason`, see
 * message-keys.ts). The English words are the spec's; the browser translates by key.
 */
/** Server-side bounds everywhere a password is set (password.ts builds its schema from these). */
export const PASSWORD_BOUNDS = { min: 8, max: 128 } as const;

export const AUTH_MESSAGES = {
  /**
   * A call that needs a signed-in user came without a valid session token (none sent, or one the server no longer
   * knows): the spec's words (spec 1 §8 delete account, spec 2 §8, spec 3 §8), the 401 of every such call.
   */
  tokenNotFound: "Authentication token not found. Please log in again.",
  invalidCredentials: "Invalid email or password",
  emailTaken: "An account with this email already exists",
  passwordsDoNotMatch: "Passwords do not match",
  passwordTooShort: `Password must be at least ${PASSWORD_BOUNDS.min} characters long`,
  passwordTooLong: `Password must be at most ${PASSWORD_BOUNDS.max} characters long`,
  invalidEmail: "Please enter a valid email address",
  tooManyLogins: "Too many login attempts. Please try again later.",
  invalidResetLink: "Invalid or expired reset link",
  alreadySetUp: "Your password is already set up",
  pleaseLogIn: "Please log in to continue",
} as const;

export const AUTH_TOKEN_NOT_FOUND = AUTH_MESSAGES.tokenNotFound;

/** Messages of no one domain: validation, rate limits, permissions, failures. Keys `common.<name>`. */
export const COMMON_MESSAGES = {
  fixHighlighted: "Please fix the highlighted fields",
  required: "This field is required",
  generic: "Something went wrong. Please try again.",
  tooManyRequests: "Too many requests. Please try again later.",
  forbidden: "You do not have permission to do that",
  network: "Network error. Check your connection and try again.",
  /** A field's text with a control character (text.ts refuses them in every one-line or multi-line field). */
  controlCharacters: "This text contains characters that are not allowed",
  /** An id in a path, query or body that is not a UUID (ids.ts), where no domain names its own words. */
  invalidId: "Invalid id",
  /** A pass mark (a scenario's or an assignment's) with more than one decimal. */
  oneDecimal: "One decimal at most",
} as const;
