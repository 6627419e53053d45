import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { COMMON_MESSAGES } from "../../../contract/auth-messages";
import type { Role } from "../../../contract/roles";
import {
  companyBrandingSchema,
  logoParamsSchema,
  logoQuerySchema,
  myBrandResponseSchema,
  signInBrandSchema,
  signInSlugParamsSchema,
  updateBrandingBodySchema,
} from "../../../contract/branding";
import { BRANDING_LIMITS, BRANDING_MESSAGES as M, canManageBranding, LOGO_TYPES } from "../../../contract/branding-rules";
import { errorBodySchema, messageSchema } from "../../../contract/errors";
import type { Db } from "../../platform/db/client";
import { AppError } from "../../platform/errors";
import { authed } from "../../platform/http/route-auth";
import type { ZodRoutes } from "../../platform/http/zod-routes";
import { checkBeforeBody } from "../../platform/http/before-body";
import { PUBLIC } from "../../platform/http/openapi";
import { type LimiterFactory, tryConsume } from "../../platform/rate-limit/limiter";
import { brandOf, getCompanyBranding, readLogo, readSignInLogo, removeLogo, setLogo, signInBrandOf, updateBranding } from "./service";

const tags = ["branding"];
/** Public sign-in brand and logo requests per minute from one address (decision 030). */
const SIGN_IN_LOOKUPS_PER_MINUTE = 60;
const errors = { 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema };

/**
 * The logo is served with its own strict headers: the checked type, nothing it may load or run (an SVG opened
 * directly can neither script nor fetch), never sniffed as something else (decision 024).
 */
const LOGO_HEADERS = {
  "content-security-policy": "default-src 'none'; style-src 'unsafe-inline'; sandbox",
  "x-content-type-options": "nosniff",
  "cross-origin-resource-policy": "same-origin",
  "content-disposition": 'inline; filename="logo"',
};

/** Company branding (issue 18): members read it; company admins of an Enterprise company change it. */
export async function brandingRoutes(app: FastifyInstance, opts: { db: Db; limiterFactory: LimiterFactory }) {
  const { db } = opts;
  // The public sign-in brand answers anyone, so one address may ask only so often (slugs are not for guessing).
  const signInLookups = opts.limiterFactory.create("branding-sign-in", { points: SIGN_IN_LOOKUPS_PER_MINUTE, durationSeconds: 60 });
  const limitSignIn = async (ip: string) => {
    const wait = await tryConsume(signInLookups, ip);
    if (wait) throw new AppError("RATE_LIMITED", COMMON_MESSAGES.tooManyRequests, { retryAfterSeconds: wait });
  };

  // The logo arrives as the raw body, whatever type the browser guessed from its name: the bytes decide
  // (logo.ts). Larger bodies are cut off at the limit with 413 and never buffered whole.
  app.addContentTypeParser([...LOGO_TYPES, "application/octet-stream"], { parseAs: "buffer", bodyLimit: BRANDING_LIMITS.logoBytes }, (_request, body, done) =>
    done(null, body),
  );

  const r = app.withTypeProvider<ZodTypeProvider>();
  memberBrandRoutes(r, db);
  signInBrandRoutes(r, db, limitSignIn);
  brandingSettingsRoutes(r, db);
}

/** A member's brand: the company's name and colours, and its logo. */
function memberBrandRoutes(r: ZodRoutes, db: Db) {
  r.get(
    "/api/branding",
    {
      config: { auth: "user" },
      schema: {
        operationId: "getMyBrand",
        tags,
        summary: "The brand of the signed-in user's company (null when it has none or is not on Enterprise)",
        response: { 200: myBrandResponseSchema, 401: errorBodySchema },
      },
    },
    async (request) => ({ brand: await brandOf(db, authed(request).user.companyId) }),
  );

  r.get(
    "/api/branding/logo/:companyId",
    {
      config: { auth: "public" },
      schema: {
        operationId: "getCompanyLogo",
        security: PUBLIC,
        tags,
        summary: "The company's logo, at the address GET /api/branding gives the company's members",
        description:
          "PNG, WebP or sanitised SVG with its own Content-Type, `Content-Security-Policy: default-src 'none'; " +
          "style-src 'unsafe-inline'; sandbox` and `X-Content-Type-Options: nosniff`. The address is a capability: " +
          "`v` (the first 16 hex digits of the logo's SHA-256) must match, otherwise 404; so an `<img>` loads it " +
          "without credentials, and no one can list or guess another company's logo.",
        params: logoParamsSchema,
        querystring: logoQuerySchema,
        response: {
          200: { description: "The logo", content: Object.fromEntries(LOGO_TYPES.map((t) => [t, { schema: z.string() }])) },
          400: errorBodySchema,
          404: errorBodySchema,
        },
      },
    },
    async (request, reply) => {
      const logo = await readLogo(db, request.params.companyId, request.query.v);
      return reply.headers({ ...LOGO_HEADERS, "content-type": logo.type, etag: `"${logo.hash.slice(0, 32)}"` }).send(logo.data as never); // bytes, not one of the JSON answers
    },
  );
}

/** The brand of a company's own sign-in page, for anyone who opens it: limited per address. */
function signInBrandRoutes(r: ZodRoutes, db: Db, limitSignIn: (ip: string) => Promise<void>) {
  r.get(
    "/api/branding/sign-in/:slug",
    {
      config: { auth: "public" },
      schema: {
        operationId: "getSignInBrand",
        security: PUBLIC,
        tags: ["auth", ...tags],
        summary: "The brand of a company's sign-in page, `/login?company=<slug>` (public)",
        description:
          "Display name, colour, white-label and the logo's address, for a company on Enterprise whose admin set this " +
          "sign-in address in its branding; nothing else about the company. 404 for any other slug; 429 past " +
          `${SIGN_IN_LOOKUPS_PER_MINUTE} lookups a minute from one address.`,
        params: signInSlugParamsSchema,
        response: { 200: signInBrandSchema, 404: errorBodySchema, 429: errorBodySchema },
      },
    },
    async (request) => {
      await limitSignIn(request.ip);
      return signInBrandOf(db, request.params.slug);
    },
  );

  r.get(
    "/api/branding/sign-in/:slug/logo",
    {
      config: { auth: "public" },
      schema: {
        operationId: "getSignInLogo",
        security: PUBLIC,
        tags: ["auth", ...tags],
        summary: "The logo of a company's sign-in page, at the address GET /api/branding/sign-in/{slug} gives",
        description: "Served like GET /api/branding/logo/{companyId}: same headers, `v` must match, otherwise 404.",
        params: signInSlugParamsSchema,
        querystring: logoQuerySchema,
        response: {
          200: { description: "The logo", content: Object.fromEntries(LOGO_TYPES.map((t) => [t, { schema: z.string() }])) },
          404: errorBodySchema,
          429: errorBodySchema,
        },
      },
    },
    async (request, reply) => {
      await limitSignIn(request.ip);
      const logo = await readSignInLogo(db, request.params.slug, request.query.v);
      return reply.headers({ ...LOGO_HEADERS, "content-type": logo.type, etag: `"${logo.hash.slice(0, 32)}"` }).send(logo.data as never);
    },
  );
}

/** The company admin's branding settings and logo. */
function brandingSettingsRoutes(r: ZodRoutes, db: Db) {
  r.get(
    "/api/companies/branding",
    {
      config: { auth: "user" },
      schema: {
        operationId: "getCompanyBranding",
        tags: ["companies", ...tags],
        summary: "The company's branding settings (company admins, Enterprise)",
        response: { 200: companyBrandingSchema, ...errors },
      },
    },
    async (request) => getCompanyBranding(db, authed(request).user),
  );

  r.put(
    "/api/companies/branding",
    {
      config: { auth: "user" },
      schema: {
        operationId: "updateCompanyBranding",
        tags: ["companies", ...tags],
        summary: "Set the display name, brand colour, white-label and sign-in address (company admins, Enterprise)",
        description:
          "The colour needs 3:1 contrast against both the light (#ffffff) and dark (#020617) page background; a " +
          "colour without it answers 400 naming the nearest colour of the same hue that has it. White or black " +
          "text is chosen for brand-coloured buttons (4.5:1 or more). `signInSlug` publishes a branded sign-in page at " +
          "`/login?company=<slug>` (null removes it; 409 when another company has it).",
        body: updateBrandingBodySchema,
        response: { 200: companyBrandingSchema, 400: errorBodySchema, ...errors },
      },
    },
    async (request) => updateBranding(db, authed(request).user, request.body),
  );

  r.put(
    "/api/companies/branding/logo",
    {
      config: { auth: "user", authCheckpoint: "beforeBody" },
      // Who may upload is settled before a byte of the body is read.
      onRequest: checkBeforeBody((request) => {
        const user = authed(request).user;
        if (!canManageBranding({ role: user.role as Role, isSuperAdmin: user.isSuperAdmin, companyId: user.companyId }))
          throw new AppError("FORBIDDEN", M.notAdmin);
      }),
      schema: {
        operationId: "setCompanyLogo",
        tags: ["companies", ...tags],
        summary: "Upload the company's logo (company admins, Enterprise)",
        description:
          `The body is the file itself (PNG, SVG or WebP; at most ${BRANDING_LIMITS.logoBytes / 1024} KB, larger answers 413). ` +
          "Its type is read from its bytes, not from its name or Content-Type: anything else answers 415. A PNG is " +
          "rebuilt from its image chunks (text and metadata dropped; bytes after IEND refused); an SVG is sanitised " +
          "(scripts, event handlers, external references and foreignObject removed; a DOCTYPE refused).",
        response: { 200: companyBrandingSchema, 400: errorBodySchema, ...errors, 413: errorBodySchema, 415: errorBodySchema },
      },
    },
    async (request) => {
      const body = request.body;
      if (!(body instanceof Buffer)) throw new AppError("UNSUPPORTED_MEDIA_TYPE", M.logoType);
      return setLogo(db, authed(request).user, body);
    },
  );

  r.delete(
    "/api/companies/branding/logo",
    {
      config: { auth: "user" },
      schema: {
        operationId: "removeCompanyLogo",
        tags: ["companies", ...tags],
        summary: "Remove the company's logo (company admins, Enterprise)",
        response: { 200: messageSchema, ...errors },
      },
    },
    async (request) => removeLogo(db, authed(request).user),
  );
}
