import { and, eq, isNull } from "drizzle-orm";
import { API_KEY_LIMITS, API_KEY_PREFIX, type ApiKeyScope, canManageApiKeys } from "../../contract/api-keys";
import type { Role } from "../../contract/roles";
import type { Db } from "./db/client";
import { apiKeys, companies, type UserRow, users } from "./db/schema";
import { constantTimeEqual, hashToken, newToken } from "./crypto";

/** lastUsedAt is written at most this often, so a busy key does not write on every call. */
const LAST_USED_INTERVAL_MS = 60_000;

export interface ResolvedApiKey {
  /** The admin who created the key: every existing permission check runs against them. */
  user: UserRow;
  keyHash: string;
  key: { id: string; companyId: string; scopes: ApiKeyScope[] };
}

/** A new key: `sdk_live_` and 256 bits from the CSPRNG. Only its SHA-256 and its visible start are stored. */
export function newApiKey(): { key: string; keyHash: string; prefix: string } {
  const key = `${API_KEY_PREFIX}${newToken()}`;
  return { key, keyHash: hashToken(key), prefix: key.slice(0, API_KEY_PREFIX.length + API_KEY_LIMITS.visibleChars) };
}

export const looksLikeApiKey = (token: string): boolean => token.startsWith(API_KEY_PREFIX);

/**
 * The key behind a Bearer token, or null. A key works only while it is not revoked, its company is on the
 * Enterprise plan, and its creator is still a company admin of that company (a demoted or moved admin's keys stop).
 */
export async function resolveApiKey(db: Db, token: string, now = new Date()): Promise<ResolvedApiKey | null> {
  if (token.length < 40 || token.length > 200) return null;
  const keyHash = hashToken(token);
  const rows = await db
    .select({ key: apiKeys, user: users, plan: companies.plan })
    .from(apiKeys)
    .innerJoin(users, eq(users.id, apiKeys.createdBy))
    .innerJoin(companies, eq(companies.id, apiKeys.companyId))
    .where(and(eq(apiKeys.keyHash, keyHash), isNull(apiKeys.revokedAt)))
    .limit(1);
  const row = rows[0];
  if (!row || !constantTimeEqual(row.key.keyHash, keyHash)) return null;
  const creator = { role: row.user.role as Role, isSuperAdmin: row.user.isSuperAdmin, companyId: row.user.companyId };
  if (row.plan !== "enterprise" || !canManageApiKeys(creator) || row.user.companyId !== row.key.companyId) return null;
  const last = row.key.lastUsedAt?.getTime() ?? 0;
  if (now.getTime() - last >= LAST_USED_INTERVAL_MS) {
    await db.update(apiKeys).set({ lastUsedAt: now }).where(eq(apiKeys.id, row.key.id));
  }
  return {
    user: row.user,
    keyHash,
    key: { id: row.key.id, companyId: row.key.companyId, scopes: row.key.scopes },
  };
}
