import { and, eq, gt, isNull, isNotNull, lt } from "drizzle-orm";
import { isPlatformAdmin, type Role } from "../../../contract/roles";
import { nameSchema } from "../../../contract/user";
import { emailDomain, SSO_LIMITS, SSO_MESSAGES as M, type SsoError } from "../../../contract/sso";
import { findUserByEmail } from "../../domain/users";
import { hashToken, newToken } from "../../platform/crypto";
import type { Db } from "../../platform/db/client";
import {
  auditEvents,
  companies,
  companySso,
  type CompanySsoRow,
  ssoDomains,
  ssoIdentities,
  ssoLoginStates,
  type UserRow,
  users,
} from "../../platform/db/schema";
import { AppError } from "../../platform/errors";
import { createSession } from "../../platform/sessions";
import { createAccount } from "../companies";
import { callbackPath, redirectUri, type SsoCtx } from "./context";
import { domainsOf } from "./settings";
import { authorizationRequest, finishAuthorization, providerConfig } from "./oidc";
import { authnRequestUrl, type RequestIdStore, type SamlSettings, validateResponse } from "./saml";

export { callbackPath, type SsoCtx };

/**
 * Single sign-on with OpenID Connect (issue 18, docs/decisions/023). Company admins of Enterprise companies set it
 * up; anyone whose e-mail domain a company claimed starts at "Sign in with your company"; the callback signs the
 * person in with an ordinary session (docs/decisions/002), creating them in the company the first time.
 */

/** A sign-in through the identity provider that ends on the login page with this reason. */
export class SsoFailure extends Error {
  constructor(
    public readonly reason: SsoError,
    detail: string,
  ) {
    super(detail);
  }
}

async function ssoCompanyFor(db: Db, companyId: string) {
  const [row] = await db
    .select({ sso: companySso, company: companies })
    .from(companySso)
    .innerJoin(companies, eq(companies.id, companySso.companyId))
    .where(eq(companySso.companyId, companyId));
  if (!row || !row.sso.enabled || row.company.plan !== "enterprise") return null;
  return row;
}

function providerSettings(ctx: SsoCtx, sso: CompanySsoRow) {
  return { issuerUrl: sso.issuerUrl, clientId: sso.clientId, clientSecret: ctx.box.open(sso.clientSecretEnc, sso.companyId) };
}

/**
 * POST /api/auth/sso/start: finds the company from the e-mail's domain and prepares the redirect. The returned
 * `flowId` goes to the browser in the sb_sso cookie; the database keeps its hash with state, nonce and verifier.
 */
export async function startSso(ctx: SsoCtx, email: string): Promise<{ redirectUrl: string; flowId: string }> {
  const [claim] = await ctx.db
    .select()
    .from(ssoDomains)
    .where(eq(ssoDomains.domain, emailDomain(email)));
  const found = claim ? await ssoCompanyFor(ctx.db, claim.companyId) : null;
  if (!found) throw new AppError("NOT_FOUND", M.noCompanyForDomain);
  const flowId = newToken();
  const now = new Date();
  const row = { idHash: hashToken(flowId), companyId: found.company.id, expiresAt: new Date(now.getTime() + SSO_LIMITS.loginMinutes * 60_000) };
  await ctx.db.delete(ssoLoginStates).where(lt(ssoLoginStates.expiresAt, now));
  if (found.sso.protocol === "saml") {
    // node-saml makes the AuthnRequest and its ID; the row remembers the ID for the response's InResponseTo.
    const store: RequestIdStore = {
      save: async (id) => void (await ctx.db.insert(ssoLoginStates).values({ ...row, state: id })),
      issuedAt: async () => null,
    };
    return { redirectUrl: await authnRequestUrl(samlSettings(ctx, found.sso), store), flowId };
  }
  let request;
  try {
    const config = await providerConfig(providerSettings(ctx, found.sso), ctx.allowInsecureLocalhostIssuer);
    request = await authorizationRequest(config, redirectUri(ctx.publicUrl), email);
  } catch (e) {
    ctx.log.warn({ companyId: found.company.id, err: { message: (e as Error).message } }, "SSO: identity provider not usable");
    throw new AppError("BAD_GATEWAY", M.providerUnreachable);
  }
  await ctx.db.insert(ssoLoginStates).values({ ...row, state: request.state, nonce: request.nonce, codeVerifier: request.codeVerifier });
  return { redirectUrl: request.url, flowId };
}

function samlSettings(ctx: SsoCtx, sso: CompanySsoRow): SamlSettings {
  return {
    publicUrl: ctx.publicUrl,
    companyId: sso.companyId,
    idpEntityId: sso.samlIdpEntityId ?? "",
    ssoUrl: sso.samlSsoUrl ?? "",
    certs: sso.samlCerts ?? [],
  };
}

function namesFrom(claims: { givenName?: string; familyName?: string; name?: string }, email: string) {
  let first = claims.givenName;
  let last = claims.familyName;
  if (!first && claims.name) {
    const at = claims.name.lastIndexOf(" ");
    first = at > 0 ? claims.name.slice(0, at) : claims.name;
    last = last ?? (at > 0 ? claims.name.slice(at + 1) : undefined);
  }
  const clean = (v: string | undefined) => {
    const parsed = v === undefined ? undefined : nameSchema.safeParse(v);
    return parsed?.success ? parsed.data : undefined;
  };
  return { firstName: clean(first) ?? email.slice(0, email.indexOf("@")).slice(0, 100), lastName: clean(last) ?? "" };
}

/**
 * GET /api/auth/sso/callback: takes the sign-in in flight (once), lets openid-client check the answer, and signs in
 * the member of the company the e-mail belongs to, creating them with the default role on their first visit. An
 * account of another company, without a company, or of the platform is never taken over.
 */
export async function finishSso(
  ctx: SsoCtx,
  input: { flowId: string | undefined; currentUrl: URL; userAgent?: string },
): Promise<{ user: UserRow; token: string; created: boolean }> {
  if (!input.flowId) throw new SsoFailure("expired", "no sign-in in progress in this browser");
  const [flow] = await ctx.db
    .delete(ssoLoginStates)
    .where(eq(ssoLoginStates.idHash, hashToken(input.flowId)))
    .returning();
  if (!flow || flow.expiresAt.getTime() <= Date.now()) throw new SsoFailure("expired", "sign-in state unknown or expired");
  const providerError = input.currentUrl.searchParams.get("error");
  if (providerError) throw new SsoFailure("denied", `identity provider answered ${providerError}`);
  const found = await ssoCompanyFor(ctx.db, flow.companyId);
  if (!found) throw new SsoFailure("unavailable", "single sign-on was switched off meanwhile");
  let claims;
  try {
    const config = await providerConfig(providerSettings(ctx, found.sso), ctx.allowInsecureLocalhostIssuer);
    claims = await finishAuthorization(config, input.currentUrl, flow);
  } catch (e) {
    throw new SsoFailure("failed", `code exchange or ID token refused: ${(e as Error).message}`);
  }
  return signInIdentity(ctx, found, { issuer: found.sso.issuerUrl, ...claims }, input.userAgent);
}

/** Who the company's identity provider vouched for, whichever the protocol. */
export interface AssertedIdentity {
  /** OIDC issuer URL or SAML IdP entity id: subjects are unique per issuer. */
  issuer: string;
  subject: string;
  email: string | undefined;
  emailVerified: boolean | undefined;
  givenName: string | undefined;
  familyName: string | undefined;
  name: string | undefined;
}

const capturable = (user: UserRow, companyId: string) =>
  user.companyId === companyId && !isPlatformAdmin({ role: user.role as Role, isSuperAdmin: user.isSuperAdmin }) && user.role !== "admin";

/**
 * The part both protocols share once the provider's answer checked out: the account linked to this subject, else
 * the account with this e-mail (within the company's claimed domains), else a new member with the default role.
 * An account of another company, without a company, or of the platform is never taken over.
 */
async function signInIdentity(
  ctx: SsoCtx,
  found: { company: typeof companies.$inferSelect; sso: CompanySsoRow },
  identity: AssertedIdentity,
  userAgent: string | undefined,
): Promise<{ user: UserRow; token: string; created: boolean }> {
  const company = found.company;
  const link = { companyId: company.id, issuer: identity.issuer, subject: identity.subject };
  const [linked] = await ctx.db
    .select({ user: users })
    .from(ssoIdentities)
    .innerJoin(users, eq(users.id, ssoIdentities.userId))
    .where(and(eq(ssoIdentities.companyId, link.companyId), eq(ssoIdentities.issuer, link.issuer), eq(ssoIdentities.subject, link.subject)));
  let user: UserRow | undefined = linked?.user;
  let created = false;
  let matchedBy: "subject" | "email" = "subject";
  if (user) {
    // Seen before: the same person even if the provider now gives another e-mail address.
    if (!capturable(user, company.id)) throw new SsoFailure("not_member", "the linked account has left the company");
    await ctx.db
      .update(ssoIdentities)
      .set({ lastUsedAt: new Date() })
      .where(and(eq(ssoIdentities.companyId, link.companyId), eq(ssoIdentities.issuer, link.issuer), eq(ssoIdentities.subject, link.subject)));
  } else {
    matchedBy = "email";
    const email = identity.email;
    if (!email || identity.emailVerified === false) throw new SsoFailure("domain", "no verified e-mail from the identity provider");
    const domains = await domainsOf(ctx.db, company.id);
    if (!domains.includes(emailDomain(email))) throw new SsoFailure("domain", "e-mail domain not claimed by the company");
    user = await findUserByEmail(ctx.db, email);
    if (user) {
      if (!capturable(user, company.id)) throw new SsoFailure("not_member", "the account exists outside this company");
      // The address was someone else's at this provider before (a reused mailbox): not theirs to take.
      const [other] = await ctx.db
        .select({ subject: ssoIdentities.subject })
        .from(ssoIdentities)
        .where(and(eq(ssoIdentities.userId, user.id), eq(ssoIdentities.companyId, company.id), eq(ssoIdentities.issuer, identity.issuer)));
      if (other) throw new SsoFailure("not_member", "the account is linked to another identity at this provider");
    } else {
      try {
        user = await createAccount({ db: ctx.db, mailer: ctx.mailer, publicUrl: ctx.publicUrl, log: ctx.log }, null, {
          ...namesFrom(identity, email),
          email,
          role: "company_user",
          companyId: company.id,
          teamId: null,
          via: "sso",
        });
        created = true;
      } catch (e) {
        if (e instanceof AppError && e.code === "CONFLICT") {
          // Full company, or the same person's second tab won the race for the e-mail.
          const again = await findUserByEmail(ctx.db, email);
          if (!again || again.companyId !== company.id) throw new SsoFailure(again ? "not_member" : "full", e.message);
          user = again;
        } else {
          throw e;
        }
      }
    }
    await ctx.db
      .insert(ssoIdentities)
      .values({ ...link, userId: user.id })
      .onConflictDoNothing();
  }
  const token = await createSession(ctx.db, user.id, userAgent);
  await ctx.db.insert(auditEvents).values({
    action: created ? "sso.provisioned" : "sso.signed_in",
    actorUserId: user.id,
    subjectUserId: user.id,
    companyId: company.id,
    details: { protocol: found.sso.protocol, issuer: identity.issuer, subject: identity.subject, matchedBy },
  });
  return { user, token, created };
}

/**
 * POST /api/auth/sso/saml/:companyId/acs: node-saml checks the signed response (signature with the IdP's
 * certificate, audience, time window with clock skew, InResponseTo naming a request this server made for this
 * company and not yet answered). The identity is then parked on that request's row, once: a second response to the
 * same request (a replay) finds it taken. The browser finishes at `completeSamlSso`, which needs the sb_sso cookie
 * that a cross-site POST does not carry.
 */
export async function acceptSamlResponse(ctx: SsoCtx, companyId: string, samlResponse: string): Promise<void> {
  const found = await ssoCompanyFor(ctx.db, companyId);
  if (!found || found.sso.protocol !== "saml") throw new SsoFailure("unavailable", "SAML single sign-on is not on for this company");
  const open = (id: string) =>
    and(eq(ssoLoginStates.companyId, companyId), eq(ssoLoginStates.state, id), isNull(ssoLoginStates.samlIdentity), gt(ssoLoginStates.expiresAt, new Date()));
  const store: RequestIdStore = {
    save: async () => {
      throw new Error("no requests are made here");
    },
    issuedAt: async (id) => (await ctx.db.select({ at: ssoLoginStates.createdAt }).from(ssoLoginStates).where(open(id)))[0]?.at ?? null,
  };
  let identity;
  try {
    identity = await validateResponse(samlSettings(ctx, found.sso), store, samlResponse);
  } catch (e) {
    throw new SsoFailure("failed", `SAML response refused: ${(e as Error).message}`);
  }
  if (identity.issuer !== found.sso.samlIdpEntityId) throw new SsoFailure("failed", "SAML assertion from another issuer");
  if (!identity.subject || !identity.inResponseTo) throw new SsoFailure("failed", "SAML assertion without NameID or InResponseTo");
  const parked = await ctx.db
    .update(ssoLoginStates)
    .set({
      samlIdentity: {
        issuer: identity.issuer,
        subject: identity.subject,
        email: identity.email,
        givenName: identity.givenName,
        familyName: identity.familyName,
        name: identity.name,
      },
      expiresAt: new Date(Date.now() + 2 * 60_000),
    })
    .where(open(identity.inResponseTo))
    .returning({ idHash: ssoLoginStates.idHash });
  if (parked.length === 0) throw new SsoFailure("expired", "SAML response already used or its request expired");
}

/** GET /api/auth/sso/saml/complete: the browser that started the sign-in (sb_sso cookie) collects it, once. */
export async function completeSamlSso(
  ctx: SsoCtx,
  input: { flowId: string | undefined; userAgent?: string },
): Promise<{ user: UserRow; token: string; created: boolean }> {
  if (!input.flowId) throw new SsoFailure("expired", "no sign-in in progress in this browser");
  const [flow] = await ctx.db
    .delete(ssoLoginStates)
    .where(and(eq(ssoLoginStates.idHash, hashToken(input.flowId)), isNotNull(ssoLoginStates.samlIdentity)))
    .returning();
  if (!flow?.samlIdentity || flow.expiresAt.getTime() <= Date.now()) throw new SsoFailure("expired", "no SAML answer for this browser's sign-in");
  const found = await ssoCompanyFor(ctx.db, flow.companyId);
  if (!found || found.sso.protocol !== "saml") throw new SsoFailure("unavailable", "single sign-on was switched off meanwhile");
  const v = flow.samlIdentity;
  const opt = (k: string) => v[k] ?? undefined;
  // SAML has no email_verified: the IdP vouches for addresses within the company's own claimed domains.
  return signInIdentity(
    ctx,
    found,
    {
      issuer: v.issuer ?? "",
      subject: v.subject ?? "",
      email: opt("email"),
      emailVerified: undefined,
      givenName: opt("givenName"),
      familyName: opt("familyName"),
      name: opt("name"),
    },
    input.userAgent,
  );
}

/**
 * Whether a password may sign this account in: not when its company made SSO mandatory, except for the company's
 * own admin (companies.admin_user_id), the break-glass account that can still get in when the provider is down.
 */
export async function passwordSignInRefused(db: Db, user: UserRow): Promise<boolean> {
  if (!user.companyId) return false;
  const found = await ssoCompanyFor(db, user.companyId);
  return found !== null && found.sso.mandatory && found.company.adminUserId !== user.id;
}
