// API keys' limits and messages as plain values, without zod: the browser translates the messages by key
// (message-keys.ts); the schemas are in api-keys.ts.

export const API_KEY_LIMITS = {
  name: 60,
  /** Active keys per company. */
  perCompany: 20,
  /** Characters of the secret shown in lists after the prefix (the rest exists only in the creator's copy). */
  visibleChars: 6,
  /** Default requests per minute per key (RATE_LIMIT_API_KEY_PER_MINUTE). */
  perMinute: 300,
};

/** API keys' messages under their stable keys (`apiKey.<name>`, see message-keys.ts). */
export const API_KEY_MESSAGES = {
  notAdmin: "Only a company admin can manage API keys.",
  enterpriseOnly: "API access is part of the Enterprise plan.",
  tooMany: `A company can have at most ${API_KEY_LIMITS.perCompany} active API keys. Revoke one first.`,
  notFound: "API key not found",
  revoked: "API key revoked",
  scopeMissing: "This API key may not call this endpoint.",
  invalidKey: "Invalid or revoked API key",
  rateLimited: "Too many requests for this API key. Please try again later.",
} as const;
