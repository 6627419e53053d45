import type { ApiKeyScope } from "../../../contract/api-keys";
import type { AuthCheckpoint } from "./route-auth";

const SECURITY: Array<Record<string, string[]>> = [{ bearer: [] }, { cookie: [] }, { companyApiKey: [] }];

/**
 * Opens a route to company API keys with `scope` (docs/decisions/021): sets the route config the authentication
 * hook checks, and documents it in the OpenAPI operation (security and a line in the description). Spread it
 * into the route options in place of `schema` and `config`. The route admits signed-in callers (`auth: "user"`),
 * refused at the `authCheckpoint` given with the scope, if any (route-auth.ts).
 */
export function keyScoped<S extends object>(
  scoped: ApiKeyScope | { scope: ApiKeyScope; authCheckpoint: AuthCheckpoint },
  schema: S & { description?: string },
) {
  const { scope, authCheckpoint } = typeof scoped === "string" ? { scope: scoped, authCheckpoint: undefined } : scoped;
  const note = `Company API keys with the \`${scope}\` scope may call this.`;
  return {
    config: { apiKeyScope: scope, auth: "user" as const, ...(authCheckpoint ? { authCheckpoint } : {}) },
    schema: {
      ...schema,
      description: schema.description ? `${schema.description}\n\n${note}` : note,
      security: SECURITY,
    },
  };
}
