import { z } from "zod";
import type { ActorLike } from "./company-permissions";
import { singleLine } from "./text";
import { emailSchema } from "./user";

/**
 * Single sign-on with OpenID Connect (issue 18, Enterprise; docs/decisions/023). A company admin names the
 * company's identity provider and the e-mail domains it vouches for; people of those domains sign in through it
 * ("Sign in with your company") and are created in the company on their first sign-in. SAML is not built.
 */

export const SSO_LIMITS = {
  domains: 20,
  clientId: 255,
  clientSecret: 1000,
  issuerUrl: 500,
  /** Minutes between "Sign in with your company" and the identity provider's answer. */
  loginMinutes: 10,
  /** "Sign in with your company" starts per client address per minute. */
  startsPerMinute: 20,
};

export const SSO_MESSAGES = {
  notAdmin: "Only a company admin can configure single sign-on.",
  enterpriseOnly: "Single sign-on is part of the Enterprise plan.",
  noSecretKey: "Single sign-on cannot be configured on this server: its administrator has not set SSO_SECRET_KEY.",
  secretRequired: "Enter the client secret.",
  insecureIssuer: "The issuer URL must start with https://",
  domainTaken: "Another company already uses this e-mail domain for single sign-on.",
  publicDomain: "A public e-mail provider's domain cannot be used for single sign-on.",
  saved: "Single sign-on settings saved",
  removed: "Single sign-on removed",
  notConfigured: "Single sign-on is not set up for this company.",
  noCompanyForDomain: "No company signs in with single sign-on for this e-mail domain. Sign in with your password.",
  mandatory: "Your company requires single sign-on. Use “Sign in with your company”.",
  providerUnreachable: "Your company's identity provider could not be reached. Please try again later.",
};

/**
 * Why a sign-in through the identity provider ended on the login page (`/login?sso_error=`); the page words it.
 */
export const SSO_ERRORS = ["failed", "expired", "domain", "not_member", "unavailable", "full", "denied"] as const;
export type SsoError = (typeof SSO_ERRORS)[number];

/** Domains of public mail services: nobody may claim them for their company. */
export const PUBLIC_MAIL_DOMAINS = [
  "gmail.com",
  "googlemail.com",
  "outlook.com",
  "hotmail.com",
  "live.com",
  "msn.com",
  "yahoo.com",
  "icloud.com",
  "me.com",
  "aol.com",
  "proton.me",
  "protonmail.com",
  "gmx.com",
  "gmx.de",
  "mail.ru",
  "yandex.ru",
  "hot.ee",
  "mail.ee",
];

/** Company admins of their own company (not platform admins: the company's identity provider is its own business). */
export function canManageSso(actor: Pick<ActorLike, "role" | "isSuperAdmin" | "companyId">): boolean {
  return actor.role === "company_admin" && actor.isSuperAdmin !== true && actor.companyId !== null;
}

/** The part after the last @, lower-cased. */
export function emailDomain(email: string): string {
  return email.slice(email.lastIndexOf("@") + 1).toLowerCase();
}

const domainSchema = z
  .string()
  .trim()
  .toLowerCase()
  .transform((d) => d.replace(/^@/, ""))
  .pipe(
    z
      .string()
      .max(253)
      .regex(/^(?=.{1,253}$)([a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/, { message: "Enter a domain such as example.com" })
      .refine((d) => !PUBLIC_MAIL_DOMAINS.includes(d), { message: SSO_MESSAGES.publicDomain }),
  );

export const saveSsoBodySchema = z.object({
  enabled: z.boolean(),
  issuerUrl: singleLine(z.string().trim().max(SSO_LIMITS.issuerUrl)).pipe(z.url({ protocol: /^https?$/, message: "Enter the issuer URL" })),
  clientId: singleLine(z.string().trim().min(1).max(SSO_LIMITS.clientId)),
  /** Omitted or empty: keep the stored secret. */
  clientSecret: z.string().max(SSO_LIMITS.clientSecret).optional(),
  allowedDomains: z
    .array(domainSchema)
    .min(1)
    .max(SSO_LIMITS.domains)
    .transform((d) => [...new Set(d)]),
  mandatory: z.boolean(),
});
export type SaveSsoBody = z.input<typeof saveSsoBodySchema>;

export const ssoSettingsSchema = z.object({
  /** False until the first save. */
  configured: z.boolean(),
  enabled: z.boolean(),
  issuerUrl: z.string(),
  clientId: z.string(),
  /** The secret itself never leaves the server. */
  hasClientSecret: z.boolean(),
  allowedDomains: z.array(z.string()),
  mandatory: z.boolean(),
  /** What to register at the identity provider as the redirect (callback) URI. */
  redirectUri: z.string(),
  /** False when the server cannot store a client secret (production without SSO_SECRET_KEY). */
  secretStorage: z.boolean(),
  /** The account that may still sign in with a password when SSO is mandatory (the company's own admin). */
  breakGlassEmail: z.string().nullable(),
  updatedAt: z.string().nullable(),
});
export type SsoSettings = z.infer<typeof ssoSettingsSchema>;

export const ssoStartBodySchema = z.object({ email: emailSchema });
export const ssoStartResponseSchema = z.object({ redirectUrl: z.string() });
export const ssoCallbackQuerySchema = z.object({
  code: z.string().max(4096).optional(),
  state: z.string().max(1024).optional(),
  error: z.string().max(256).optional(),
  error_description: z.string().max(2048).optional(),
  iss: z.string().max(1024).optional(),
  session_state: z.string().max(1024).optional(),
});
