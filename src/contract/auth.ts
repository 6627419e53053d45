import { z } from "zod";
import { languageSchema } from "./languages";
import { optionalNameText } from "./names";
import { passwordSchema } from "./password";
import { emailSchema, nameSchema, publicUserSchema, REQUIRED } from "./user";
import { AUTH_MESSAGES } from "./auth-messages";

export const PASSWORDS_DO_NOT_MATCH = AUTH_MESSAGES.passwordsDoNotMatch;

// ---- POST /api/auth/login
export const loginBodySchema = z.object({
  email: emailSchema,
  // Any length is accepted for a login attempt up to the maximum; the hash decides.
  password: z.string().min(1, { message: "Password is required" }).max(1024),
});
export const authSuccessSchema = z.object({ message: z.string(), user: publicUserSchema, token: z.string() });

// ---- POST /api/auth/register
export const registerBodySchema = z
  .object({
    firstName: nameSchema,
    lastName: nameSchema,
    email: emailSchema,
    password: passwordSchema,
    confirmPassword: z.string({ error: REQUIRED }),
    company: optionalNameText(200).transform((v) => v ?? undefined),
  })
  .refine((b) => b.password === b.confirmPassword, {
    path: ["confirmPassword"],
    message: PASSWORDS_DO_NOT_MATCH,
  });
export type RegisterBody = z.infer<typeof registerBodySchema>;

// ---- GET /api/auth/me
export const meResponseSchema = z.object({ user: publicUserSchema });

// ---- POST /api/auth/setup-password
export const setupPasswordBodySchema = z
  .object({ password: passwordSchema, confirmPassword: z.string({ error: REQUIRED }) })
  .refine((b) => b.password === b.confirmPassword, {
    path: ["confirmPassword"],
    message: PASSWORDS_DO_NOT_MATCH,
  });
export const setupPasswordResponseSchema = z.object({ message: z.string(), user: publicUserSchema });

// ---- /api/password-reset/*
export const forgotPasswordBodySchema = z.object({
  email: emailSchema,
  language: languageSchema.optional().describe("Language of the mail; defaults to English"),
});
export const FORGOT_PASSWORD_MESSAGE = "If an account exists for that email, we have sent password reset instructions.";

export const verifyResetTokenParamsSchema = z.object({ token: z.string().min(1).max(200) });
export const verifyResetTokenResponseSchema = z.object({ valid: z.literal(true), email: z.string() });

export const resetPasswordBodySchema = z.object({
  token: z.string().min(1).max(200),
  newPassword: passwordSchema,
});
