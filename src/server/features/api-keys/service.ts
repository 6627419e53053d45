import { and, asc, count, eq, isNull } from "drizzle-orm";
import { API_KEY_LIMITS, API_KEY_MESSAGES as M, type ApiKey, type ApiKeyScope, canManageApiKeys, type CreatedApiKey } from "../../../contract/api-keys";
import type { Role } from "../../../contract/roles";
import { newApiKey } from "../../platform/api-keys";
import type { Db } from "../../platform/db/client";
import { apiKeys, type ApiKeyRow, auditEvents, companies, type UserRow, users } from "../../platform/db/schema";
import { AppError, forbidden, notFound } from "../../platform/errors";

/**
 * Company API keys (issue 18, docs/decisions/021): a company admin of an Enterprise company lists, creates and
 * revokes them. The whole key is answered once, by create; the database holds its SHA-256 only.
 */

/** The caller's company id, when they may manage its keys. */
async function managedCompany(db: Db, actor: UserRow): Promise<string> {
  const role = { role: actor.role as Role, isSuperAdmin: actor.isSuperAdmin, companyId: actor.companyId };
  if (!canManageApiKeys(role) || actor.companyId === null) throw forbidden(M.notAdmin);
  const [company] = await db.select({ plan: companies.plan }).from(companies).where(eq(companies.id, actor.companyId));
  if (!company) throw forbidden(M.notAdmin);
  if (company.plan !== "enterprise") throw new AppError("FORBIDDEN", M.enterpriseOnly, { upgradeRequired: true });
  return actor.companyId;
}

function view(row: ApiKeyRow, creator: { id: string; firstName: string; lastName: string } | null): ApiKey {
  return {
    id: row.id,
    name: row.name,
    prefix: row.prefix,
    scopes: row.scopes,
    createdAt: row.createdAt.toISOString(),
    lastUsedAt: row.lastUsedAt ? row.lastUsedAt.toISOString() : null,
    createdBy: creator ? { id: creator.id, name: `${creator.firstName} ${creator.lastName}`.trim() } : null,
  };
}

/** The company's active keys, oldest first. */
export async function listApiKeys(db: Db, actor: UserRow): Promise<{ keys: ApiKey[] }> {
  const companyId = await managedCompany(db, actor);
  const rows = await db
    .select({ key: apiKeys, creator: { id: users.id, firstName: users.firstName, lastName: users.lastName } })
    .from(apiKeys)
    .leftJoin(users, eq(users.id, apiKeys.createdBy))
    .where(and(eq(apiKeys.companyId, companyId), isNull(apiKeys.revokedAt)))
    .orderBy(asc(apiKeys.createdAt), asc(apiKeys.id));
  return { keys: rows.map((r) => view(r.key, r.creator)) };
}

/** Creates a key for the caller's company; the count check and the insert hold the company row's lock. */
export async function createApiKey(db: Db, actor: UserRow, input: { name: string; scopes: ApiKeyScope[] }): Promise<CreatedApiKey> {
  const companyId = await managedCompany(db, actor);
  const secret = newApiKey();
  const row = await db.transaction(async (tx) => {
    await tx.select({ id: companies.id }).from(companies).where(eq(companies.id, companyId)).for("update");
    const [active] = await tx
      .select({ n: count() })
      .from(apiKeys)
      .where(and(eq(apiKeys.companyId, companyId), isNull(apiKeys.revokedAt)));
    if ((active?.n ?? 0) >= API_KEY_LIMITS.perCompany) throw new AppError("CONFLICT", M.tooMany);
    const [inserted] = await tx
      .insert(apiKeys)
      .values({ companyId, createdBy: actor.id, name: input.name, prefix: secret.prefix, keyHash: secret.keyHash, scopes: input.scopes })
      .returning();
    await tx.insert(auditEvents).values({
      action: "api_key.created",
      actorUserId: actor.id,
      companyId,
      details: { apiKeyId: inserted!.id, name: input.name, prefix: secret.prefix, scopes: input.scopes },
    });
    return inserted!;
  });
  return { apiKey: view(row, actor), key: secret.key };
}

/** Revokes one of the caller's company's keys at once; another company's key (or a revoked one) answers 404. */
export async function revokeApiKey(db: Db, actor: UserRow, id: string): Promise<{ message: string }> {
  const companyId = await managedCompany(db, actor);
  await db.transaction(async (tx) => {
    const [row] = await tx
      .update(apiKeys)
      .set({ revokedAt: new Date() })
      .where(and(eq(apiKeys.id, id), eq(apiKeys.companyId, companyId), isNull(apiKeys.revokedAt)))
      .returning();
    if (!row) throw notFound(M.notFound);
    await tx.insert(auditEvents).values({
      action: "api_key.revoked",
      actorUserId: actor.id,
      companyId,
      details: { apiKeyId: row.id, name: row.name, prefix: row.prefix },
    });
  });
  return { message: M.revoked };
}
