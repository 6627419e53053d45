import { eq, sql } from "drizzle-orm";
import type { z } from "zod";
import { type Brand, type CompanyBranding, type SignInBrand, type updateBrandingBodySchema } from "../../../contract/branding";
import { BRANDING_MESSAGES as M, canManageBranding, checkBrandColor, type LogoType, SIGN_IN_SLUG_PATTERN, textColorOn } from "../../../contract/branding-rules";
import type { Role } from "../../../contract/roles";
import type { Db } from "../../platform/db/client";
import { auditEvents, companies, companyBranding, type UserRow } from "../../platform/db/schema";
import { isUniqueViolation } from "../../platform/db/unique-violation";
import { AppError, forbidden, notFound } from "../../platform/errors";
import { checkLogo } from "./logo";

/**
 * Company branding (issue 18, docs/decisions/024). A company admin of an Enterprise company sets it; the company's
 * users read it. A company that leaves Enterprise keeps its row but shows no brand until it returns.
 */

const brandColumns = {
  companyId: companyBranding.companyId,
  displayName: companyBranding.displayName,
  color: companyBranding.color,
  whiteLabel: companyBranding.whiteLabel,
  logoType: companyBranding.logoType,
  logoHash: companyBranding.logoHash,
  logoUpdatedAt: companyBranding.logoUpdatedAt,
  signInSlug: companyBranding.signInSlug,
  logoBytes: sql<number | null>`octet_length(${companyBranding.logo})`.mapWith(Number),
};

type BrandRow = { companyId: string; displayName: string; color: string | null; whiteLabel: boolean; logoHash: string | null };

function toBrand(row: BrandRow): Brand {
  return {
    companyId: row.companyId,
    displayName: row.displayName,
    color: row.color,
    buttonText: row.color ? textColorOn(row.color) : null,
    whiteLabel: row.whiteLabel,
    logoUrl: row.logoHash ? `/api/branding/logo/${row.companyId}?v=${row.logoHash.slice(0, 16)}` : null,
  };
}

/** The caller's company (id and name), when they may change its branding. */
async function managedCompany(db: Db, actor: UserRow): Promise<{ id: string; name: string }> {
  const role = { role: actor.role as Role, isSuperAdmin: actor.isSuperAdmin, companyId: actor.companyId };
  if (!canManageBranding(role) || actor.companyId === null) throw forbidden(M.notAdmin);
  const [company] = await db.select({ id: companies.id, name: companies.name, plan: companies.plan }).from(companies).where(eq(companies.id, actor.companyId));
  if (!company) throw forbidden(M.notAdmin);
  if (company.plan !== "enterprise") throw new AppError("FORBIDDEN", M.enterpriseOnly, { upgradeRequired: true });
  return company;
}

/** The brand of a company as its users see it: null unless the company is on Enterprise and has set one. */
export async function brandOf(db: Db, companyId: string | null): Promise<Brand | null> {
  if (companyId === null) return null;
  const [row] = await db
    .select({
      companyId: companyBranding.companyId,
      displayName: companyBranding.displayName,
      color: companyBranding.color,
      whiteLabel: companyBranding.whiteLabel,
      logoHash: companyBranding.logoHash,
      plan: companies.plan,
    })
    .from(companyBranding)
    .innerJoin(companies, eq(companies.id, companyBranding.companyId))
    .where(eq(companyBranding.companyId, companyId));
  return row?.plan === "enterprise" ? toBrand(row) : null;
}

/**
 * What mails to a company's user carry: the display name, whether SalesDojo is named, and the logo to embed. Only a
 * PNG or WebP logo goes into mails: many mail clients do not draw SVG and some run what it carries, so an SVG logo
 * is left out (the mail then shows the display name alone).
 */
export interface MailBrand {
  displayName: string;
  whiteLabel: boolean;
  logo?: { data: Buffer; type: "image/png" | "image/webp"; hash: string } | null;
}

export async function mailBrandOf(db: Db, companyId: string | null): Promise<MailBrand | null> {
  const brand = await brandOf(db, companyId);
  if (!brand || companyId === null) return null;
  let logo: MailBrand["logo"] = null;
  if (brand.logoUrl) {
    const [row] = await db
      .select({ data: companyBranding.logo, type: companyBranding.logoType, hash: companyBranding.logoHash })
      .from(companyBranding)
      .where(eq(companyBranding.companyId, companyId));
    if (row?.data && row.hash && (row.type === "image/png" || row.type === "image/webp")) logo = { data: row.data, type: row.type, hash: row.hash };
  }
  return { displayName: brand.displayName, whiteLabel: brand.whiteLabel, logo };
}

/** The company admin's view: the brand as members see it, the logo's facts and the company's name. */
export async function getCompanyBranding(db: Db, actor: UserRow): Promise<CompanyBranding> {
  const company = await managedCompany(db, actor);
  const [row] = await db.select(brandColumns).from(companyBranding).where(eq(companyBranding.companyId, company.id));
  return {
    companyName: company.name,
    signInSlug: row?.signInSlug ?? null,
    brand: row ? toBrand(row) : null,
    logo:
      row?.logoType && row.logoBytes !== null && row.logoUpdatedAt
        ? { type: row.logoType as LogoType, bytes: row.logoBytes, updatedAt: row.logoUpdatedAt.toISOString() }
        : null,
  };
}

/** Saves name, colour and white-label; a colour without enough contrast is refused with the nearest one that has it. */
export async function updateBranding(db: Db, actor: UserRow, input: z.output<typeof updateBrandingBodySchema>): Promise<CompanyBranding> {
  const company = await managedCompany(db, actor);
  if (input.color !== null) {
    const check = checkBrandColor(input.color);
    if (!check.ok) {
      const msg = check.suggestion ? `${M.colorContrast} Try ${check.suggestion}.` : M.colorContrast;
      throw new AppError("VALIDATION", msg, { errors: [{ path: "color", msg }] });
    }
  }
  const values = {
    displayName: input.displayName,
    color: input.color,
    whiteLabel: input.whiteLabel,
    ...(input.signInSlug === undefined ? {} : { signInSlug: input.signInSlug }),
    updatedBy: actor.id,
    updatedAt: new Date(),
  };
  try {
    await db.transaction(async (tx) => {
      await tx
        .insert(companyBranding)
        .values({ companyId: company.id, ...values })
        .onConflictDoUpdate({ target: companyBranding.companyId, set: values });
      await tx.insert(auditEvents).values({ action: "branding.updated", actorUserId: actor.id, companyId: company.id, details: { ...input } });
    });
  } catch (e) {
    if (isUniqueViolation(e)) throw new AppError("CONFLICT", M.slugTaken, { errors: [{ path: "signInSlug", msg: M.slugTaken }] });
    throw e;
  }
  return getCompanyBranding(db, actor);
}

/** Checks (or sanitises) the uploaded bytes and stores them as the company's logo. */
export async function setLogo(db: Db, actor: UserRow, bytes: Buffer): Promise<CompanyBranding> {
  const company = await managedCompany(db, actor);
  const logo = await checkLogo(bytes);
  const now = new Date();
  const values = { logo: logo.data, logoType: logo.type, logoHash: logo.hash, logoUpdatedAt: now, updatedBy: actor.id, updatedAt: now };
  await db.transaction(async (tx) => {
    await tx
      .insert(companyBranding)
      .values({ companyId: company.id, displayName: company.name, ...values })
      .onConflictDoUpdate({ target: companyBranding.companyId, set: values });
    await tx.insert(auditEvents).values({
      action: "branding.logo_set",
      actorUserId: actor.id,
      companyId: company.id,
      details: { type: logo.type, bytes: logo.data.length, received: bytes.length, sha256: logo.hash },
    });
  });
  return getCompanyBranding(db, actor);
}

export async function removeLogo(db: Db, actor: UserRow): Promise<{ message: string }> {
  const company = await managedCompany(db, actor);
  await db.transaction(async (tx) => {
    const [row] = await tx
      .update(companyBranding)
      .set({ logo: null, logoType: null, logoHash: null, logoUpdatedAt: null, updatedBy: actor.id, updatedAt: new Date() })
      .where(eq(companyBranding.companyId, company.id))
      .returning({ companyId: companyBranding.companyId });
    if (!row) throw notFound(M.noLogo);
    await tx.insert(auditEvents).values({ action: "branding.logo_removed", actorUserId: actor.id, companyId: company.id, details: {} });
  });
  return { message: M.logoRemoved };
}

/**
 * The logo's bytes for whoever holds its URL: `v` must be the first 16 hex digits of its SHA-256, which only the
 * company's members are told (GET /api/branding). Anything else answers 404, as if there were no logo.
 */
export async function readLogo(db: Db, companyId: string, version: string | undefined): Promise<{ type: string; data: Buffer; hash: string }> {
  if (!version || !/^[0-9a-f]{16}$/.test(version)) throw notFound(M.noLogo);
  const [row] = await db
    .select({ logo: companyBranding.logo, type: companyBranding.logoType, hash: companyBranding.logoHash, plan: companies.plan })
    .from(companyBranding)
    .innerJoin(companies, eq(companies.id, companyBranding.companyId))
    .where(eq(companyBranding.companyId, companyId));
  if (!row?.logo || !row.type || !row.hash || row.plan !== "enterprise" || !row.hash.startsWith(version)) throw notFound(M.noLogo);
  return { type: row.type, data: row.logo, hash: row.hash };
}

/** The branded company behind a sign-in slug: Enterprise, with branding saved; else null (answered as 404). */
async function signInCompany(db: Db, slug: string) {
  if (!SIGN_IN_SLUG_PATTERN.test(slug)) return null;
  const [row] = await db
    .select({
      companyId: companyBranding.companyId,
      displayName: companyBranding.displayName,
      color: companyBranding.color,
      whiteLabel: companyBranding.whiteLabel,
      logoHash: companyBranding.logoHash,
      plan: companies.plan,
    })
    .from(companyBranding)
    .innerJoin(companies, eq(companies.id, companyBranding.companyId))
    .where(eq(companyBranding.signInSlug, slug));
  return row?.plan === "enterprise" ? row : null;
}

/**
 * The public sign-in page's brand (decision 030): display name, colour, white-label and a logo address under the
 * slug. Nothing else: not the company's id or name, not its plan or its members.
 */
export async function signInBrandOf(db: Db, slug: string): Promise<SignInBrand> {
  const row = await signInCompany(db, slug);
  if (!row) throw notFound(M.signInNotFound);
  return {
    displayName: row.displayName,
    color: row.color,
    buttonText: row.color ? textColorOn(row.color) : null,
    whiteLabel: row.whiteLabel,
    logoUrl: row.logoHash ? `/api/branding/sign-in/${slug}/logo?v=${row.logoHash.slice(0, 16)}` : null,
  };
}

/** The logo for the sign-in page, by slug and version, like readLogo. */
export async function readSignInLogo(db: Db, slug: string, version: string | undefined) {
  const row = await signInCompany(db, slug);
  if (!row) throw notFound(M.noLogo);
  return readLogo(db, row.companyId, version);
}
