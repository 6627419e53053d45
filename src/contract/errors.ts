import { z } from "zod";

/** A field error as the spec's clients read it: `errors: [{path, msg}]`. */
export const fieldErrorSchema = z.object({ path: z.string(), msg: z.string() });
export type FieldError = z.infer<typeof fieldErrorSchema>;

/** Every error response: `error` is the message to show; `errors` lists field problems on validation. */
export const errorBodySchema = z.object({
  error: z.string(),
  code: z.string(),
  message: z.string().optional(),
  errors: z.array(fieldErrorSchema).optional(),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;

export const messageSchema = z.object({ message: z.string() });
