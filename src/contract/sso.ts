import { z } from "zod";
import { SSO_MESSAGES } from "./sso-messages";
export { SAML_METADATA_ERRORS, type SamlMetadataErrorCode, SSO_MESSAGES } from "./sso-messages";
import type { ActorLike } from "./company-permissions";
import { singleLine } from "./text";
import { emailSchema } from "./user";

/**
 * Single sign-on with OpenID Connect (issue 18, Enterprise; docs/decisions/023). A company admin names the
 * company's identity provider and the e-mail domains it vouches for; people of those domains sign in through it
 * ("Sign in with your company") and are created in the company on their first sign-in. The provider speaks
 * OpenID Connect or SAML 2.0 (docs/decisions/029: the admin pastes the IdP's metadata XML).
 */

export const SSO_PROTOCOLS = ["oidc", "saml"] as const;
export type SsoProtocol = (typeof SSO_PROTOCOLS)[number];

export const SSO_LIMITS = {
  domains: 20,
  clientId: 255,
  clientSecret: 1000,
  issuerUrl: 500,
  /** Characters of pasted SAML IdP metadata. */
  samlMetadata: 200_000,
  /** Minutes between "Sign in with your company" and the identity provider's answer. */
  loginMinutes: 10,
  /** "Sign in with your company" starts per client address per minute. */
  startsPerMinute: 20,
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

export const saveSsoBodySchema = z
  .object({
    enabled: z.boolean(),
    /** Omitted: OpenID Connect (the only protocol before SAML). */
    protocol: z.enum(SSO_PROTOCOLS).default("oidc"),
    /** OpenID Connect: required. */
    issuerUrl: singleLine(z.string().trim().max(SSO_LIMITS.issuerUrl))
      .pipe(z.url({ protocol: /^https?$/, message: "Enter the issuer URL" }))
      .optional(),
    clientId: singleLine(z.string().trim().min(1).max(SSO_LIMITS.clientId)).optional(),
    /** OpenID Connect. Omitted or empty: keep the stored secret. */
    clientSecret: z.string().max(SSO_LIMITS.clientSecret).optional(),
    /** SAML: the IdP's metadata XML as its administrator exports it. Omitted: keep the stored metadata. */
    samlMetadataXml: z.string().trim().max(SSO_LIMITS.samlMetadata).optional(),
    allowedDomains: z
      .array(domainSchema)
      .min(1)
      .max(SSO_LIMITS.domains)
      .transform((d) => [...new Set(d)]),
    mandatory: z.boolean(),
  })
  .superRefine((b, ctx) => {
    if (b.protocol === "oidc" && (!b.issuerUrl || !b.clientId)) {
      ctx.addIssue({ code: "custom", path: [b.issuerUrl ? "clientId" : "issuerUrl"], message: SSO_MESSAGES.oidcFieldsRequired });
    }
  });
export type SaveSsoBody = z.input<typeof saveSsoBodySchema>;

export const ssoSettingsSchema = z.object({
  /** False until the first save. */
  configured: z.boolean(),
  enabled: z.boolean(),
  protocol: z.enum(SSO_PROTOCOLS),
  issuerUrl: z.string(),
  clientId: z.string(),
  /** The secret itself never leaves the server. */
  hasClientSecret: z.boolean(),
  allowedDomains: z.array(z.string()),
  mandatory: z.boolean(),
  /** What to register at the identity provider as the redirect (callback) URI. */
  redirectUri: z.string(),
  /** This company as a SAML service provider: what its IdP administrator registers (or reads from the metadata URL). */
  samlServiceProvider: z.object({ entityId: z.string(), acsUrl: z.string(), metadataUrl: z.string() }),
  /** What was read from the stored SAML IdP metadata; null until SAML is saved. */
  saml: z
    .object({
      metadataXml: z.string(),
      idpEntityId: z.string(),
      ssoUrl: z.string(),
      certificateCount: z.number().int(),
      /** The earliest expiry of the IdP's signing certificates (ISO). */
      certificateExpiresAt: z.string().nullable(),
    })
    .nullable(),
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

/** What the IdP POSTs to the assertion consumer service (HTTP-POST binding). */
export const samlAcsBodySchema = z.object({
  SAMLResponse: z.string().max(1_000_000),
  RelayState: z.string().max(1024).optional(),
});
