import { sql } from "drizzle-orm";
import { type AnyPgColumn, boolean, check, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uuid } from "drizzle-orm/pg-core";
import type { ApiKeyScope } from "../../../../contract/api-keys";
import type { WebhookEvent } from "../../../../contract/webhooks";
import { createdAt, bytea } from "./columns";
import { companies, users } from "./accounts";

/* What Enterprise companies connect: API keys, outgoing webhooks, single sign-on, branding. */

/**
 * Company API keys (issue 18, docs/decisions/021). Only the SHA-256 of the key is stored; `prefix` is its
 * recognisable start for lists. A key dies with its company and with the admin who created it; a revoked key keeps
 * its row (revoked_at) so that the audit trail of who had access stays.
 */
export const apiKeys = pgTable(
  "api_keys",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    companyId: uuid("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    createdBy: uuid("created_by")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    prefix: text("prefix").notNull(),
    keyHash: text("key_hash").notNull().unique(),
    scopes: jsonb("scopes").$type<ApiKeyScope[]>().notNull(),
    createdAt: createdAt(),
    lastUsedAt: timestamp("last_used_at", { withTimezone: true }),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
  },
  (t) => [index("api_keys_company_idx").on(t.companyId, t.revokedAt)],
);
export type ApiKeyRow = typeof apiKeys.$inferSelect;

/**
 * Outgoing webhook endpoints (issue 18, docs/decisions/022). The signing secret is kept as written: the server needs
 * it to sign each delivery (an HMAC key cannot be stored as a hash). After a rotation the previous secret also signs
 * until `previous_secret_expires_at`, so a receiver can switch over without dropping deliveries.
 */
export const webhookEndpoints = pgTable(
  "webhook_endpoints",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    companyId: uuid("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    createdBy: uuid("created_by").references((): AnyPgColumn => users.id, { onDelete: "set null" }),
    url: text("url").notNull(),
    description: text("description").notNull().default(""),
    events: jsonb("events").$type<WebhookEvent[]>().notNull(),
    enabled: boolean("enabled").notNull().default(true),
    secret: text("secret").notNull(),
    previousSecret: text("previous_secret"),
    previousSecretExpiresAt: timestamp("previous_secret_expires_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index("webhook_endpoints_company_idx").on(t.companyId)],
);
export type WebhookEndpointRow = typeof webhookEndpoints.$inferSelect;

/**
 * One event to one endpoint: enqueued in the transaction of the event, sent by the delivery worker of any server
 * process. `locked_until` is the claim: a worker takes due rows whose claim is free or expired (FOR UPDATE SKIP
 * LOCKED), so two processes never send one attempt, and a process that dies mid-send leaves the row to another
 * after the lease. `body` is the exact JSON sent on every attempt.
 */
export const webhookDeliveries = pgTable(
  "webhook_deliveries",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    endpointId: uuid("endpoint_id")
      .notNull()
      .references(() => webhookEndpoints.id, { onDelete: "cascade" }),
    companyId: uuid("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    eventId: uuid("event_id").notNull(),
    eventType: text("event_type").notNull(),
    body: text("body").notNull(),
    status: text("status").notNull().default("pending"),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }),
    lockedUntil: timestamp("locked_until", { withTimezone: true }),
    lastAttemptAt: timestamp("last_attempt_at", { withTimezone: true }),
    lastResponseCode: integer("last_response_code"),
    lastError: text("last_error"),
    createdAt: createdAt(),
  },
  (t) => [
    index("webhook_deliveries_due_idx")
      .on(t.nextAttemptAt)
      .where(sql`${t.status} = 'pending'`),
    index("webhook_deliveries_endpoint_idx").on(t.endpointId, t.createdAt),
    // The retention job's scan (worker.ts pruneDeliveries): finished deliveries by age.
    index("webhook_deliveries_finished_idx")
      .on(t.createdAt)
      .where(sql`${t.status} <> 'pending'`),
    check("webhook_deliveries_status_check", sql`${t.status} in ('pending','succeeded','failed')`),
  ],
);
export type WebhookDeliveryRow = typeof webhookDeliveries.$inferSelect;

/**
 * A company's identity provider (issue 18, docs/decisions/023 and 029): OpenID Connect or SAML 2.0. For OIDC the
 * client secret is stored AES-256-GCM encrypted (platform/secret-box.ts) with the company id as associated data; it
 * is never answered. For SAML the IdP's metadata XML is kept as pasted with the fields read from it (entity id,
 * redirect-binding SSO URL, signing certificates in PEM); the OIDC columns are then empty strings.
 */
export const companySso = pgTable("company_sso", {
  companyId: uuid("company_id")
    .primaryKey()
    .references(() => companies.id, { onDelete: "cascade" }),
  enabled: boolean("enabled").notNull().default(false),
  protocol: text("protocol", { enum: ["oidc", "saml"] })
    .notNull()
    .default("oidc"),
  issuerUrl: text("issuer_url").notNull().default(""),
  clientId: text("client_id").notNull().default(""),
  clientSecretEnc: text("client_secret_enc").notNull().default(""),
  samlMetadataXml: text("saml_metadata_xml"),
  samlIdpEntityId: text("saml_idp_entity_id"),
  samlSsoUrl: text("saml_sso_url"),
  /** PEM certificates (one or more, for rollover) the IdP signs with. */
  samlCerts: jsonb("saml_certs").$type<string[]>(),
  /** Password sign-in refused for the company's members except its own admin (companies.admin_user_id). */
  mandatory: boolean("mandatory").notNull().default(false),
  updatedBy: uuid("updated_by").references(() => users.id, { onDelete: "set null" }),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});
export type CompanySsoRow = typeof companySso.$inferSelect;

/** E-mail domains a company's identity provider vouches for; a domain belongs to one company at most. */
export const ssoDomains = pgTable(
  "sso_domains",
  {
    domain: text("domain").primaryKey(),
    companyId: uuid("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
  },
  (t) => [index("sso_domains_company_idx").on(t.companyId)],
);

/**
 * Sign-ins on their way through an identity provider: the browser holds a random id in the `sb_sso` cookie and
 * this row, found by its SHA-256, holds state, nonce and PKCE verifier. Used once, then deleted; 10 minutes.
 */
export const ssoLoginStates = pgTable(
  "sso_login_states",
  {
    idHash: text("id_hash").primaryKey(),
    companyId: uuid("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    /** OIDC: the state parameter. SAML: the AuthnRequest's ID, which the response's InResponseTo must name. */
    state: text("state").notNull(),
    nonce: text("nonce").notNull().default(""),
    codeVerifier: text("code_verifier").notNull().default(""),
    /**
     * SAML only: who the identity provider vouched for, written once by the ACS endpoint when the signed response
     * checked out (a second response for the same request finds it set and is refused as a replay), read and
     * deleted by the browser's next step, which carries the sb_sso cookie.
     */
    samlIdentity: jsonb("saml_identity").$type<Record<string, string | null>>(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("sso_login_states_expires_idx").on(t.expiresAt), index("sso_login_states_state_idx").on(t.companyId, t.state)],
);

/**
 * Who an identity provider says a user is (OIDC `sub`, SAML NameID), per company and provider (issuer / IdP entity
 * id), written at the first single sign-on. Later sign-ins find the user by it before the e-mail, so a renamed
 * address at the provider signs in the same account instead of creating a second one (docs/decisions/029).
 */
export const ssoIdentities = pgTable(
  "sso_identities",
  {
    companyId: uuid("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    issuer: text("issuer").notNull(),
    subject: text("subject").notNull(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
    lastUsedAt: timestamp("last_used_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.issuer, t.subject] }), index("sso_identities_user_idx").on(t.userId)],
);

/**
 * A company's branding (issue 18, docs/decisions/024): display name, colour, white-label and the logo itself, in
 * the database so that every replica serves it and no file lives on a server's disk. The logo is stored already
 * checked (PNG/WebP structure) or sanitised (SVG); `logo_hash` (SHA-256, hex) versions its URL.
 */
export const companyBranding = pgTable("company_branding", {
  companyId: uuid("company_id")
    .primaryKey()
    .references(() => companies.id, { onDelete: "cascade" }),
  displayName: text("display_name").notNull(),
  color: text("color"),
  whiteLabel: boolean("white_label").notNull().default(false),
  /** The company's sign-in link, `/login?company=<slug>` (decision 030); null: no public sign-in page. */
  signInSlug: text("sign_in_slug").unique(),
  logo: bytea("logo"),
  logoType: text("logo_type"),
  logoHash: text("logo_hash"),
  logoUpdatedAt: timestamp("logo_updated_at", { withTimezone: true }),
  updatedBy: uuid("updated_by").references(() => users.id, { onDelete: "set null" }),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});
export type CompanyBrandingRow = typeof companyBranding.$inferSelect;
