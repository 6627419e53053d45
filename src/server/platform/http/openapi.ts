import type { FastifyDynamicSwaggerOptions } from "@fastify/swagger";
import { jsonSchemaTransform, jsonSchemaTransformObject } from "fastify-type-provider-zod";
import { z } from "zod";
import { errorBodySchema } from "../../../contract/errors";

/**
 * The OpenAPI document of the API (served at /api/docs/json), built by @fastify/swagger from the routes' zod
 * schemas and finished here: the server it is served from, the licence, the areas (tags), and the error answers the
 * platform layer gives on top of the ones each route declares. `npm test` lints it (redocly.yaml) and drives a
 * client generated from it (openapi-client.int.test.ts); ADR 016 explains the choices.
 */

/** Every error answer has this body; the document names it once (components.schemas.Error). */
const ERROR_SCHEMA_ID = "Error";
if (!z.globalRegistry.has(errorBodySchema)) z.globalRegistry.add(errorBodySchema, { id: ERROR_SCHEMA_ID });

/** The API's areas, in the order the reference shows them. Each route names one or more in `tags`. */
const API_TAGS = [
  { name: "auth", description: "Register, sign in and out, the signed-in user" },
  { name: "password reset", description: "Reset a forgotten password by mail" },
  { name: "invites", description: "Accept an invitation to a company account" },
  { name: "practice", description: "Practice calls with the AI customer: start, talk, end and rating, history, export" },
  { name: "voice", description: "Voice messages turned into text" },
  { name: "tips", description: "The sales-tips assistant" },
  { name: "summaries", description: "Performance summaries over the latest rated calls" },
  { name: "translation", description: "The interface's phrase tables and machine translation of generated texts" },
  { name: "subscriptions", description: "Plans, checkout, billing portal and the Stripe webhook" },
  { name: "billing (test mode)", description: "The built-in checkout used when Stripe is not configured; no money moves" },
  { name: "account", description: "The user's own account" },
  { name: "companies", description: "Company accounts: users, teams, their calls and summaries" },
  { name: "company scenarios", description: "Practice scenarios a company writes for its own people" },
  { name: "assignments", description: "Company scenarios assigned to teams or people, with due dates and progress" },
  { name: "certificates", description: "Certificates earned by passing an assignment" },
  { name: "scenario library", description: "Ready-made scenarios a company copies and edits" },
  { name: "api keys", description: "A company's API keys: create, list and revoke (company admins, Enterprise)" },
  { name: "branding", description: "A company's logo, colour and display name; white-label (company admins set it, Enterprise)" },
  { name: "webhooks", description: "A company's outgoing webhooks: endpoints, signing secrets, test events and the delivery log (company admins, Enterprise)" },
  { name: "sso", description: "Single sign-on with a company's OpenID Connect or SAML 2.0 identity provider: settings and the sign-in" },
  { name: "leaderboard", description: "Rankings within a company" },
  { name: "analytics", description: "Company analytics: stage trends, activity, skill gaps and scenario results, with CSV export" },
  { name: "enterprise", description: "Enterprise plan inquiries" },
  { name: "feedback", description: "Beta feedback from users" },
  { name: "admin", description: "Platform administration (platform admins only)" },
  { name: "platform", description: "Health of the service" },
];

/** `security` of an operation anyone may call. */
export const PUBLIC: Array<Record<string, string[]>> = [];
/** `security` of an operation that works signed out and acts on the signed-in user when there is one. */
export const SIGNED_IN_OR_NOT: Array<Record<string, string[]>> = [{}, { bearer: [] }, { cookie: [] }];

const retryAfter = {
  "Retry-After": { description: "Seconds to wait before trying again", schema: { type: "integer", minimum: 1 } },
};

/** One shared answer per error status; operations refer to them by `$ref`. */
const ERROR_RESPONSES: Record<string, { name: string; description: string; headers?: object }> = {
  "400": { name: "BadRequest", description: "The request is invalid: `code` VALIDATION lists the fields in `errors`" },
  "401": { name: "Unauthorized", description: "Not signed in, the session has ended, or the credentials are wrong" },
  "403": {
    name: "Forbidden",
    description:
      "Not allowed: the role or plan does not permit it (`upgradeRequired` when a plan limit refused it), or a " +
      "cross-site request carried the session cookie",
  },
  "404": { name: "NotFound", description: "No such record, or not one the caller may see" },
  "409": { name: "Conflict", description: "The request conflicts with the current state (for example a duplicate)" },
  "413": { name: "PayloadTooLarge", description: "The request body is larger than the server accepts" },
  "415": { name: "UnsupportedMediaType", description: "The request body's content type is not accepted" },
  "429": { name: "TooManyRequests", description: "A rate or usage limit was reached", headers: retryAfter },
  "500": { name: "InternalError", description: "An unexpected failure; the body carries no internals" },
  "501": { name: "NotImplemented", description: "The server is not configured for this feature" },
  "502": { name: "BadGateway", description: "The AI provider failed (`type` and `details` say how)" },
  "503": { name: "Unavailable", description: "The database or a provider cannot be reached right now", headers: retryAfter },
  "504": { name: "GatewayTimeout", description: "The AI provider did not answer in time" },
};

const WRITE_METHODS = new Set(["post", "put", "patch", "delete"]);
const METHODS = new Set(["get", "put", "post", "delete", "options", "head", "patch", "trace"]);

interface Operation {
  parameters?: unknown[];
  requestBody?: unknown;
  responses?: Record<string, Record<string, unknown>>;
}

/**
 * The error statuses the platform layer answers for an operation, whatever its handler does:
 * - 500 for anything unexpected, and 503 when the database is unreachable (every request may read the session);
 * - 400 when it takes parameters or a body (validation), 413 and 415 when it takes a body (size, content type);
 * - 403 for a state-changing request with the session cookie from another site (the CSRF guard).
 */
function platformErrors(method: string, op: Operation): string[] {
  const codes = ["500", "503"];
  if (op.requestBody || (op.parameters?.length ?? 0) > 0) codes.push("400");
  if (op.requestBody) codes.push("413", "415");
  if (WRITE_METHODS.has(method)) codes.push("403");
  return codes;
}

/** A declared answer whose body is exactly the Error schema (tips' 429, with its own body, is not). */
function isErrorBody(response: Record<string, unknown>): boolean {
  const content = response.content as Record<string, { schema?: { $ref?: string } }> | undefined;
  return content?.["application/json"]?.schema?.$ref === `#/components/schemas/${ERROR_SCHEMA_ID}`;
}

function sharedResponse(code: string): Record<string, unknown> {
  const shared = ERROR_RESPONSES[code];
  if (!shared) throw new Error(`No shared error answer for status ${code}: add it to ERROR_RESPONSES`);
  return { $ref: `#/components/responses/${shared.name}` };
}

/** Adds the platform's error answers to every operation and points every plain error answer at the shared one. */
function finishOperations(paths: Record<string, Record<string, Operation>>): void {
  for (const ops of Object.values(paths)) {
    for (const [method, op] of Object.entries(ops)) {
      if (!METHODS.has(method)) continue;
      const responses = (op.responses ??= {});
      for (const [code, response] of Object.entries(responses)) if (isErrorBody(response)) responses[code] = sharedResponse(code);
      for (const code of platformErrors(method, op)) responses[code] ??= sharedResponse(code);
      // Status order reads best (200, 201, 400, 401, ...).
      op.responses = Object.fromEntries(Object.entries(responses).sort(([a], [b]) => a.localeCompare(b)));
    }
  }
}

/**
 * OpenAPI 3.0 allows `nullable` only beside a `type`, but zod's 3.0 output puts it beside `anyOf` for a nullable
 * union (`companyName: "" | string | null`). Moving it onto the first typed branch says the same thing validly.
 */
function fixNullableUnions(node: unknown): void {
  if (Array.isArray(node)) return node.forEach(fixNullableUnions);
  if (!node || typeof node !== "object") return;
  const schema = node as Record<string, unknown>;
  const branches = (schema.anyOf ?? schema.oneOf) as Array<Record<string, unknown>> | undefined;
  const typed = schema.nullable === true && schema.type === undefined ? branches?.find((b) => b.type !== undefined) : undefined;
  if (typed) {
    delete schema.nullable;
    typed.nullable = true;
  }
  Object.values(schema).forEach(fixNullableUnions);
}

/** The options of @fastify/swagger: the document is served from `publicUrl`. */
export function openApiOptions(publicUrl: string): FastifyDynamicSwaggerOptions {
  return {
    openapi: {
      info: {
        title: "SalesDojo API",
        version: "1.0.0",
        description:
          "Every call of the product. Authenticate with `Authorization: Bearer <token>` (the token from login or " +
          "register) or the HttpOnly `sb_session` cookie. Errors answer `{error, code, errors?: [{path, msg}]}`.",
        license: { name: "SalesDojo Terms of Service", url: `${publicUrl}/terms` },
      },
      servers: [{ url: publicUrl }],
      tags: API_TAGS,
      components: {
        securitySchemes: {
          bearer: { type: "http", scheme: "bearer" },
          cookie: { type: "apiKey", in: "cookie", name: "sb_session" },
          companyApiKey: {
            type: "http",
            scheme: "bearer",
            bearerFormat: "sdk_live_…",
            description:
              "A company API key (Enterprise), created by a company admin in the company area: " +
              "`Authorization: Bearer sdk_live_…`. It acts as that admin, only on the operations that list " +
              "`companyApiKey` and whose description names one of its scopes; anything else answers 403, and each " +
              "key has its own rate limit (429 with Retry-After).",
          },
        },
      },
      security: [{ bearer: [] }, { cookie: [] }],
    },
    transform: jsonSchemaTransform,
    transformObject: (documentObject) => {
      const doc = jsonSchemaTransformObject(documentObject) as {
        paths?: Record<string, Record<string, Operation>>;
        components?: Record<string, unknown>;
      };
      finishOperations(doc.paths ?? {});
      fixNullableUnions(doc.paths);
      const used = JSON.stringify(doc.paths);
      const responses = Object.fromEntries(
        Object.values(ERROR_RESPONSES)
          .filter(({ name }) => used.includes(`"#/components/responses/${name}"`))
          .map(({ name, description, headers }) => [
            name,
            { description, ...(headers ? { headers } : {}), content: { "application/json": { schema: { $ref: `#/components/schemas/${ERROR_SCHEMA_ID}` } } } },
          ]),
      );
      // zod names an input and an output variant of each registered schema; keep the ones the document uses.
      const refs = JSON.stringify([doc.paths, responses]);
      const schemas = Object.entries((doc.components?.schemas ?? {}) as Record<string, unknown>);
      doc.components = {
        ...doc.components,
        schemas: Object.fromEntries(schemas.filter(([name]) => refs.includes(`"#/components/schemas/${name}"`))),
        responses,
      };
      return doc as ReturnType<typeof jsonSchemaTransformObject>;
    },
  };
}
