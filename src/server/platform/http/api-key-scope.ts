import type { ApiKeyScope } from "../../../contract/api-keys";

const SECURITY: Array<Record<string, string[]>> = [{ bearer: [] }, { cookie: [] }, { companyApiKey: [] }];

/**
 * Opens a route to company API keys with `scope` (docs/decisions/021): sets the route config the authentication
 * hook checks, and documents it in the OpenAPI operation (security and a line in the description). Spread it
 * into the route options in place of `schema`.
 */
export function keyScoped<S extends object>(scope: ApiKeyScope, schema: S & { description?: string }) {
  const note = `Company API keys with the \`${scope}\` scope may call this.`;
  return {
    config: { apiKeyScope: scope },
    schema: {
      ...schema,
      description: schema.description ? `${schema.description}\n\n${note}` : note,
      security: SECURITY,
    },
  };
}
