// The enterprise inquiry's messages without zod (the schemas are in enterprise.ts).

/** The enterprise inquiry's messages under their stable keys (`enterprise.<name>`, see message-keys.ts). */
export const ENTERPRISE_MESSAGES = {
  success: "Enterprise request submitted successfully! We'll contact you soon.",
  expectedUsersInt: "Expected users must be a whole number",
  expectedUsersMin: "Expected users must be at least 1",
} as const;
