import { z } from "zod";
import type { ActorLike } from "./company-permissions";
import { API_KEY_LIMITS } from "./api-key-rules";
import { uuidSchema } from "./ids";
import { singleLine } from "./text";

/**
 * Company API keys (issue 18, Enterprise): a company admin gives a program read or user-management access to the
 * company through `Authorization: Bearer sdk_live_…`. The key acts as the admin who created it, narrowed to its
 * scopes (docs/decisions/021).
 */

/** Every key starts with this, so a leaked key is recognised (secret scanners, logs) and told from a session token. */
export const API_KEY_PREFIX = "sdk_live_";

export const API_KEY_SCOPES = ["users:read", "conversations:read", "analytics:read", "users:manage"] as const;
export const apiKeyScopeSchema = z.enum(API_KEY_SCOPES);
export type ApiKeyScope = z.infer<typeof apiKeyScopeSchema>;

export { API_KEY_LIMITS, API_KEY_MESSAGES } from "./api-key-rules";

/** Company admins of their own company (never a platform admin: a key must not carry platform power). */
export function canManageApiKeys(actor: Pick<ActorLike, "role" | "isSuperAdmin" | "companyId">): boolean {
  return actor.role === "company_admin" && actor.isSuperAdmin !== true && actor.companyId !== null;
}

export const createApiKeyBodySchema = z.object({
  name: singleLine(z.string().trim().min(1).max(API_KEY_LIMITS.name)),
  scopes: z
    .array(apiKeyScopeSchema)
    .min(1)
    .max(API_KEY_SCOPES.length)
    .transform((s) => [...new Set(s)]),
});
export type CreateApiKeyInput = z.input<typeof createApiKeyBodySchema>;

export const apiKeySchema = z.object({
  id: uuidSchema(),
  name: z.string(),
  /** `sdk_live_` and the first characters of the secret: enough to tell keys apart, useless to an attacker. */
  prefix: z.string(),
  scopes: z.array(apiKeyScopeSchema),
  createdAt: z.string(),
  lastUsedAt: z.string().nullable(),
  createdBy: z.object({ id: uuidSchema(), name: z.string() }).nullable(),
});
export type ApiKey = z.infer<typeof apiKeySchema>;

export const apiKeyListSchema = z.object({ keys: z.array(apiKeySchema) });
/** The answer to a create: the only time the whole key is ever sent. */
export const createdApiKeySchema = z.object({ apiKey: apiKeySchema, key: z.string() });
export type CreatedApiKey = z.infer<typeof createdApiKeySchema>;
export const apiKeyIdParamsSchema = z.object({ id: uuidSchema() });
