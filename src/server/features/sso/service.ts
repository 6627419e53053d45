import { and, eq, inArray, lt, ne } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import { isPlatformAdmin, type Role } from "../../../contract/roles";
import { nameSchema } from "../../../contract/user";
import { canManageSso, emailDomain, type SaveSsoBody, SSO_LIMITS, SSO_MESSAGES as M, type SsoError, type SsoSettings } from "../../../contract/sso";
import { hashToken, newToken } from "../../platform/crypto";
import type { Db } from "../../platform/db/client";
import { auditEvents, companies, companySso, type CompanySsoRow, ssoDomains, ssoLoginStates, type UserRow, users } from "../../platform/db/schema";
import { AppError, forbidden } from "../../platform/errors";
import type { Mailer } from "../../platform/mail/mailer";
import type { SecretBox } from "../../platform/secret-box";
import { createSession } from "../../platform/sessions";
import { createAccount } from "../companies/service";
import { findUserByEmail } from "../users/queries";
import { authorizationRequest, finishAuthorization, forgetProviders, issuerAllowed, providerConfig } from "./oidc";

/**
 * Single sign-on with OpenID Connect (issue 18, docs/decisions/023). Company admins of Enterprise companies set it
 * up; anyone whose e-mail domain a company claimed starts at "Sign in with your company"; the callback signs the
 * person in with an ordinary session (docs/decisions/002), creating them in the company the first time.
 */

export interface SsoCtx {
  db: Db;
  mailer: Mailer;
  publicUrl: string;
  log: FastifyBaseLogger;
  box: SecretBox;
  allowInsecureLocalhostIssuer: boolean;
}

export const callbackPath = "/api/auth/sso/callback";
export const redirectUri = (publicUrl: string) => `${publicUrl}${callbackPath}`;

/** A sign-in through the identity provider that ends on the login page with this reason. */
export class SsoFailure extends Error {
  constructor(
    public readonly reason: SsoError,
    detail: string,
  ) {
    super(detail);
  }
}

async function managedCompany(db: Db, actor: UserRow) {
  const role = { role: actor.role as Role, isSuperAdmin: actor.isSuperAdmin, companyId: actor.companyId };
  if (!canManageSso(role) || actor.companyId === null) throw forbidden(M.notAdmin);
  const [company] = await db.select().from(companies).where(eq(companies.id, actor.companyId));
  if (!company) throw forbidden(M.notAdmin);
  if (company.plan !== "enterprise") throw new AppError("FORBIDDEN", M.enterpriseOnly, { upgradeRequired: true });
  return company;
}

async function domainsOf(db: Db, companyId: string): Promise<string[]> {
  const rows = await db.select({ domain: ssoDomains.domain }).from(ssoDomains).where(eq(ssoDomains.companyId, companyId));
  return rows.map((r) => r.domain).sort();
}

async function breakGlassEmail(db: Db, adminUserId: string | null): Promise<string | null> {
  if (!adminUserId) return null;
  const [row] = await db.select({ email: users.email }).from(users).where(eq(users.id, adminUserId));
  return row?.email ?? null;
}

/** GET /api/companies/sso */
export async function getSsoSettings(ctx: SsoCtx, actor: UserRow): Promise<SsoSettings> {
  const company = await managedCompany(ctx.db, actor);
  const [row] = await ctx.db.select().from(companySso).where(eq(companySso.companyId, company.id));
  return {
    configured: row !== undefined,
    enabled: row?.enabled ?? false,
    issuerUrl: row?.issuerUrl ?? "",
    clientId: row?.clientId ?? "",
    hasClientSecret: row !== undefined,
    allowedDomains: await domainsOf(ctx.db, company.id),
    mandatory: row?.mandatory ?? false,
    redirectUri: redirectUri(ctx.publicUrl),
    secretStorage: ctx.box.available,
    breakGlassEmail: await breakGlassEmail(ctx.db, company.adminUserId),
    updatedAt: row?.updatedAt.toISOString() ?? null,
  };
}

const isUniqueViolation = (e: unknown): boolean => {
  for (let cur = e as { code?: string; cause?: unknown } | undefined; cur; cur = cur.cause as typeof cur) {
    if (cur.code === "23505") return true;
  }
  return false;
};

/** PUT /api/companies/sso: settings, the sealed secret and the claimed domains in one transaction. */
export async function saveSsoSettings(ctx: SsoCtx, actor: UserRow, body: Omit<SaveSsoBody, "allowedDomains"> & { allowedDomains: string[] }): Promise<SsoSettings> {
  const company = await managedCompany(ctx.db, actor);
  if (!ctx.box.available) throw new AppError("UNAVAILABLE", M.noSecretKey);
  if (!issuerAllowed(body.issuerUrl, ctx.allowInsecureLocalhostIssuer)) {
    throw new AppError("BAD_REQUEST", M.insecureIssuer, { errors: [{ path: "issuerUrl", msg: M.insecureIssuer }] });
  }
  const secret = body.clientSecret?.trim() ? ctx.box.seal(body.clientSecret.trim(), company.id) : undefined;
  const taken = await ctx.db
    .select({ domain: ssoDomains.domain })
    .from(ssoDomains)
    .where(and(inArray(ssoDomains.domain, body.allowedDomains), ne(ssoDomains.companyId, company.id)));
  if (taken.length > 0) throw domainTaken(taken.map((t) => t.domain));
  try {
    await ctx.db.transaction(async (tx) => {
      const [existing] = await tx.select().from(companySso).where(eq(companySso.companyId, company.id)).for("update");
      const clientSecretEnc = secret ?? existing?.clientSecretEnc;
      if (!clientSecretEnc) throw new AppError("BAD_REQUEST", M.secretRequired, { errors: [{ path: "clientSecret", msg: M.secretRequired }] });
      const values = {
        enabled: body.enabled,
        issuerUrl: body.issuerUrl.replace(/\/+$/, ""),
        clientId: body.clientId,
        clientSecretEnc,
        mandatory: body.mandatory,
        updatedBy: actor.id,
        updatedAt: new Date(),
      };
      await tx.insert(companySso).values({ companyId: company.id, ...values }).onConflictDoUpdate({ target: companySso.companyId, set: values });
      await tx.delete(ssoDomains).where(eq(ssoDomains.companyId, company.id));
      await tx.insert(ssoDomains).values(body.allowedDomains.map((domain) => ({ domain, companyId: company.id })));
      await tx.insert(auditEvents).values({
        action: "sso.updated",
        actorUserId: actor.id,
        companyId: company.id,
        details: { enabled: body.enabled, issuerUrl: values.issuerUrl, clientId: body.clientId, domains: body.allowedDomains, mandatory: body.mandatory, secretChanged: secret !== undefined },
      });
    });
  } catch (e) {
    // Another company claimed one of the domains between the check and the insert.
    if (isUniqueViolation(e)) throw domainTaken([]);
    throw e;
  }
  forgetProviders();
  return getSsoSettings(ctx, actor);
}

function domainTaken(domains: string[]): AppError {
  return new AppError("CONFLICT", M.domainTaken, { errors: domains.map((d) => ({ path: "allowedDomains", msg: `${d}: ${M.domainTaken}` })) });
}

/** DELETE /api/companies/sso: the settings and the domains go; members keep their accounts. */
export async function removeSsoSettings(ctx: SsoCtx, actor: UserRow): Promise<{ message: string }> {
  const company = await managedCompany(ctx.db, actor);
  await ctx.db.transaction(async (tx) => {
    await tx.delete(ssoDomains).where(eq(ssoDomains.companyId, company.id));
    await tx.delete(companySso).where(eq(companySso.companyId, company.id));
    await tx.insert(auditEvents).values({ action: "sso.removed", actorUserId: actor.id, companyId: company.id, details: {} });
  });
  forgetProviders();
  return { message: M.removed };
}

/** The company that signs in people of this e-mail's domain, when its SSO is on and it is on Enterprise. */
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
  const [claim] = await ctx.db.select().from(ssoDomains).where(eq(ssoDomains.domain, emailDomain(email)));
  const found = claim ? await ssoCompanyFor(ctx.db, claim.companyId) : null;
  if (!found) throw new AppError("NOT_FOUND", M.noCompanyForDomain);
  let request;
  try {
    const config = await providerConfig(providerSettings(ctx, found.sso), ctx.allowInsecureLocalhostIssuer);
    request = await authorizationRequest(config, redirectUri(ctx.publicUrl), email);
  } catch (e) {
    ctx.log.warn({ companyId: found.company.id, err: { message: (e as Error).message } }, "SSO: identity provider not usable");
    throw new AppError("BAD_GATEWAY", M.providerUnreachable);
  }
  const flowId = newToken();
  const now = new Date();
  await ctx.db.delete(ssoLoginStates).where(lt(ssoLoginStates.expiresAt, now));
  await ctx.db.insert(ssoLoginStates).values({
    idHash: hashToken(flowId),
    companyId: found.company.id,
    state: request.state,
    nonce: request.nonce,
    codeVerifier: request.codeVerifier,
    expiresAt: new Date(now.getTime() + SSO_LIMITS.loginMinutes * 60_000),
  });
  return { redirectUrl: request.url, flowId };
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
  const [flow] = await ctx.db.delete(ssoLoginStates).where(eq(ssoLoginStates.idHash, hashToken(input.flowId))).returning();
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
  const company = found.company;
  const email = claims.email;
  if (!email || claims.emailVerified === false) throw new SsoFailure("domain", "no verified e-mail from the identity provider");
  const domains = await domainsOf(ctx.db, company.id);
  if (!domains.includes(emailDomain(email))) throw new SsoFailure("domain", "e-mail domain not claimed by the company");

  let user = await findUserByEmail(ctx.db, email);
  let created = false;
  if (user) {
    if (user.companyId !== company.id || isPlatformAdmin({ role: user.role as Role, isSuperAdmin: user.isSuperAdmin }) || user.role === "admin") {
      throw new SsoFailure("not_member", "the account exists outside this company");
    }
  } else {
    try {
      user = await createAccount({ db: ctx.db, mailer: ctx.mailer, publicUrl: ctx.publicUrl, log: ctx.log }, null, {
        ...namesFrom(claims, email),
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
  const token = await createSession(ctx.db, user.id, input.userAgent);
  await ctx.db.insert(auditEvents).values({
    action: created ? "sso.provisioned" : "sso.signed_in",
    actorUserId: user.id,
    subjectUserId: user.id,
    companyId: company.id,
    details: { issuer: found.sso.issuerUrl, subject: claims.subject },
  });
  return { user, token, created };
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
