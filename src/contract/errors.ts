import { z } from "zod";

/** A field error as the spec's clients read it: `errors: [{path, msg}]`, with `reason` the stable key of `msg`. */
export const fieldErrorSchema = z.object({
  path: z.string(),
  msg: z.string(),
  reason: z
    .string()
    .optional()
    .describe(
      "Stable key of the message in `msg`, as `reason` is of `error`. Absent when the message has no key (zod's own words, or words that name a value)",
    ),
});
export type FieldError = z.infer<typeof fieldErrorSchema>;

/**
 * Every error response: `error` is the message to show, `reason` its stable key (src/contract/message-keys.ts);
 * `errors` lists field problems on validation.
 */
export const errorBodySchema = z.object({
  error: z.string(),
  code: z.string(),
  reason: z
    .string()
    .optional()
    .describe(
      "Stable key of the message in `error`, such as auth.invalidCredentials: clients translate by it and show `error` for a key they do not know. Absent when the message has no key (zod's own words, or words that name a value)",
    ),
  message: z.string().optional(),
  errors: z.array(fieldErrorSchema).optional(),
  details: z.string().optional().describe("More about an AI failure, shown after the error"),
  type: z.string().optional().describe("Kind of AI failure: timeout, provider_error, invalid_output, unavailable"),
  upgradeRequired: z.boolean().optional().describe("True when a plan limit refused the call; the client offers /pricing"),
  activeConversationId: z.string().optional().describe("The call in progress that refused a second start (409); the client offers to resume it"),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;

export const messageSchema = z.object({ message: z.string() });
