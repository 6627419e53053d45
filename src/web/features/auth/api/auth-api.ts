import type { z } from "zod";
import type { authSuccessSchema, meResponseSchema, setupPasswordResponseSchema, verifyResetTokenResponseSchema } from "../../../../contract/auth";
import type { AcceptInviteBody, InviteInfo } from "../../../../contract/invites";
import type { Language } from "../../../../contract/languages";
import { api } from "../../../lib/api";

type AuthSuccess = z.infer<typeof authSuccessSchema>;

export interface RegisterInput {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
  confirmPassword: string;
  company?: string;
}

export const authApi = {
  me: (signal?: AbortSignal) => api<z.infer<typeof meResponseSchema>>("/api/auth/me", { signal }),
  login: (body: { email: string; password: string }) => api<AuthSuccess>("/api/auth/login", { body }),
  register: (body: RegisterInput) => api<AuthSuccess>("/api/auth/register", { body }),
  logout: () => api<{ message: string }>("/api/auth/logout", { body: {} }),
  setupPassword: (body: { password: string; confirmPassword: string }) =>
    api<z.infer<typeof setupPasswordResponseSchema>>("/api/auth/setup-password", { body }),
  forgotPassword: (body: { email: string; language: Language }) => api<{ message: string }>("/api/password-reset/forgot-password", { body }),
  verifyResetToken: (token: string) =>
    api<z.infer<typeof verifyResetTokenResponseSchema>>(`/api/password-reset/verify-reset-token/${encodeURIComponent(token)}`),
  resetPassword: (body: { token: string; newPassword: string }) => api<{ message: string }>("/api/password-reset/reset-password", { body }),
  inviteInfo: (token: string, signal?: AbortSignal) => api<InviteInfo>(`/api/invites/${encodeURIComponent(token)}`, { signal }),
  acceptInvite: (body: AcceptInviteBody) => api<AuthSuccess>("/api/invites/accept", { body }),
};
