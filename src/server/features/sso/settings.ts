import { and, eq, inArray, ne } from "drizzle-orm";
import { type Role } from "../../../contract/roles";
import { canManageSso, SAML_METADATA_ERRORS, type SaveSsoBody, SSO_MESSAGES as M, type SsoSettings } from "../../../contract/sso";
import type { Db } from "../../platform/db/client";
import { auditEvents, companies, type CompanySsoRow, companySso, ssoDomains, type UserRow, users } from "../../platform/db/schema";
import { isUniqueViolation } from "../../platform/db/unique-violation";
import { AppError, forbidden } from "../../platform/errors";
import { forgetProviders, issuerAllowed } from "./oidc";
import { MetadataError, parseIdpMetadata, spUrls } from "./saml";
import { redirectUri, type SsoCtx } from "./context";

/**
 * Single sign-on settings of a company (issue 18, docs/decisions/023 and 029): what its admin sees and saves on
 * the Single sign-on tab, and removing them.
 */

async function managedCompany(db: Db, actor: UserRow) {
  const role = { role: actor.role as Role, isSuperAdmin: actor.isSuperAdmin, companyId: actor.companyId };
  if (!canManageSso(role) || actor.companyId === null) throw forbidden(M.notAdmin);
  const [company] = await db.select().from(companies).where(eq(companies.id, actor.companyId));
  if (!company) throw forbidden(M.notAdmin);
  if (company.plan !== "enterprise") throw new AppError("FORBIDDEN", M.enterpriseOnly, { upgradeRequired: true });
  return company;
}

export async function domainsOf(db: Db, companyId: string): Promise<string[]> {
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
  let saml: SsoSettings["saml"] = null;
  if (row?.samlMetadataXml && row.samlIdpEntityId && row.samlSsoUrl) {
    let certificateExpiresAt: string | null = null;
    try {
      certificateExpiresAt = parseIdpMetadata(row.samlMetadataXml).certExpiresAt;
    } catch {
      // Expired since it was saved: the screen shows no date and the admin pastes fresh metadata.
    }
    saml = {
      metadataXml: row.samlMetadataXml,
      idpEntityId: row.samlIdpEntityId,
      ssoUrl: row.samlSsoUrl,
      certificateCount: row.samlCerts?.length ?? 0,
      certificateExpiresAt,
    };
  }
  return {
    configured: row !== undefined,
    enabled: row?.enabled ?? false,
    protocol: row?.protocol ?? "oidc",
    issuerUrl: row?.issuerUrl ?? "",
    clientId: row?.clientId ?? "",
    hasClientSecret: row !== undefined && row.clientSecretEnc !== "",
    allowedDomains: await domainsOf(ctx.db, company.id),
    mandatory: row?.mandatory ?? false,
    redirectUri: redirectUri(ctx.publicUrl),
    samlServiceProvider: spUrls(ctx.publicUrl, company.id),
    saml,
    secretStorage: ctx.box.available,
    breakGlassEmail: await breakGlassEmail(ctx.db, company.adminUserId),
    updatedAt: row?.updatedAt.toISOString() ?? null,
  };
}

/** PUT /api/companies/sso: settings, the sealed secret or the IdP metadata, and the claimed domains in one transaction. */
export async function saveSsoSettings(ctx: SsoCtx, actor: UserRow, body: SaveSsoBody & { allowedDomains: string[] }): Promise<SsoSettings> {
  const company = await managedCompany(ctx.db, actor);
  const protocol = body.protocol ?? "oidc";
  const oidc = protocol === "oidc";
  if (oidc && !ctx.box.available) throw new AppError("UNAVAILABLE", M.noSecretKey);
  if (oidc && !issuerAllowed(body.issuerUrl ?? "", ctx.allowInsecureLocalhostIssuer)) {
    throw new AppError("BAD_REQUEST", M.insecureIssuer, { errors: [{ path: "issuerUrl", msg: M.insecureIssuer }] });
  }
  const metadata = !oidc && body.samlMetadataXml ? readMetadata(body.samlMetadataXml) : undefined;
  const secret = oidc && body.clientSecret?.trim() ? ctx.box.seal(body.clientSecret.trim(), company.id) : undefined;
  await assertDomainsFree(ctx.db, company.id, body.allowedDomains);
  try {
    await ctx.db.transaction(async (tx) => {
      const [existing] = await tx.select().from(companySso).where(eq(companySso.companyId, company.id)).for("update");
      const clientSecretEnc = oidc ? (secret ?? existing?.clientSecretEnc ?? "") : (existing?.clientSecretEnc ?? "");
      if (oidc && !clientSecretEnc) throw new AppError("BAD_REQUEST", M.secretRequired, { errors: [{ path: "clientSecret", msg: M.secretRequired }] });
      const saml = samlColumns(metadata, existing);
      if (!oidc && !saml.samlMetadataXml) {
        throw new AppError("BAD_REQUEST", M.samlMetadataRequired, { errors: [{ path: "samlMetadataXml", msg: M.samlMetadataRequired }] });
      }
      const values = {
        enabled: body.enabled,
        protocol,
        issuerUrl: oidc ? body.issuerUrl!.replace(/\/+$/, "") : (existing?.issuerUrl ?? ""),
        clientId: oidc ? body.clientId! : (existing?.clientId ?? ""),
        clientSecretEnc,
        ...saml,
        mandatory: body.mandatory,
        updatedBy: actor.id,
        updatedAt: new Date(),
      };
      await tx
        .insert(companySso)
        .values({ companyId: company.id, ...values })
        .onConflictDoUpdate({ target: companySso.companyId, set: values });
      await tx.delete(ssoDomains).where(eq(ssoDomains.companyId, company.id));
      await tx.insert(ssoDomains).values(body.allowedDomains.map((domain) => ({ domain, companyId: company.id })));
      await tx.insert(auditEvents).values({
        action: "sso.updated",
        actorUserId: actor.id,
        companyId: company.id,
        details: oidc
          ? {
              protocol,
              enabled: body.enabled,
              issuerUrl: values.issuerUrl,
              clientId: values.clientId,
              domains: body.allowedDomains,
              mandatory: body.mandatory,
              secretChanged: secret !== undefined,
            }
          : {
              protocol,
              enabled: body.enabled,
              idpEntityId: saml.samlIdpEntityId,
              domains: body.allowedDomains,
              mandatory: body.mandatory,
              metadataChanged: metadata !== undefined,
            },
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

type IdpMetadata = { xml: string; parsed: ReturnType<typeof parseIdpMetadata> };

/** The identity provider's SAML metadata as sent, read; metadata that cannot be read is a 400 on its field. */
function readMetadata(xml: string): IdpMetadata {
  try {
    return { xml, parsed: parseIdpMetadata(xml) };
  } catch (e) {
    if (!(e instanceof MetadataError)) throw e;
    const msg = SAML_METADATA_ERRORS[e.code];
    throw new AppError("BAD_REQUEST", msg, { errors: [{ path: "samlMetadataXml", msg }] });
  }
}

/** The SAML columns: from new metadata, else as they were. */
function samlColumns(metadata: IdpMetadata | undefined, existing: CompanySsoRow | undefined) {
  return metadata
    ? { samlMetadataXml: metadata.xml, samlIdpEntityId: metadata.parsed.entityId, samlSsoUrl: metadata.parsed.ssoUrl, samlCerts: metadata.parsed.certs }
    : {
        samlMetadataXml: existing?.samlMetadataXml ?? null,
        samlIdpEntityId: existing?.samlIdpEntityId ?? null,
        samlSsoUrl: existing?.samlSsoUrl ?? null,
        samlCerts: existing?.samlCerts ?? null,
      };
}

/** A domain another company signs in with cannot be claimed: 409 naming each. */
async function assertDomainsFree(db: Db, companyId: string, domains: string[]) {
  const taken = await db
    .select({ domain: ssoDomains.domain })
    .from(ssoDomains)
    .where(and(inArray(ssoDomains.domain, domains), ne(ssoDomains.companyId, companyId)));
  if (taken.length > 0) throw domainTaken(taken.map((t) => t.domain));
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
