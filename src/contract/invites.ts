import { z } from "zod";
import { PASSWORDS_DO_NOT_MATCH } from "./auth";
import { passwordSchema } from "./password";
import { REQUIRED } from "./user";

/**
 * Invitations: an account a manager or an admin created starts without a password; its owner gets a mail
 * "You're invited to <company>" whose link opens "Set your password" (/set-password?token=…). Setting it signs
 * them in. The link works once, for 7 days, and only while the account still waits for its first password.
 */
export const INVITE_TTL_DAYS = 7;
export const INVALID_INVITE = "This invitation link is invalid or has expired";

// ---- GET /api/invites/{token}
export const inviteTokenParamsSchema = z.object({ token: z.string().min(1).max(200) });
export const inviteInfoResponseSchema = z.object({
  email: z.string(),
  firstName: z.string(),
  company: z.string().nullable().describe("The company the invitee joins, if any"),
});
export type InviteInfo = z.infer<typeof inviteInfoResponseSchema>;

// ---- POST /api/invites/accept (answers like login: user and token, and sets the session cookie)
export const acceptInviteBodySchema = z
  .object({
    token: z.string().min(1).max(200),
    password: passwordSchema,
    confirmPassword: z.string({ error: REQUIRED }),
  })
  .refine((b) => b.password === b.confirmPassword, { path: ["confirmPassword"], message: PASSWORDS_DO_NOT_MATCH });
export type AcceptInviteBody = z.input<typeof acceptInviteBodySchema>;
