import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { RateLimiterAbstract } from "rate-limiter-flexible";
import { z } from "zod";
import { errorBodySchema, messageSchema } from "../../../contract/errors";
import {
  samlAcsBodySchema,
  saveSsoBodySchema,
  ssoCallbackQuerySchema,
  ssoSettingsSchema,
  ssoStartBodySchema,
  ssoStartResponseSchema,
  SSO_LIMITS,
} from "../../../contract/sso";
import type { AppDeps } from "../../platform/deps";
import { setSessionCookie } from "../../platform/http/authenticate";
import { authed } from "../../platform/http/route-auth";
import type { ZodRoutes } from "../../platform/http/zod-routes";
import { PUBLIC } from "../../platform/http/openapi";
import { AppError } from "../../platform/errors";
import { tryConsume } from "../../platform/rate-limit/limiter";
import { createSecretBox } from "../../platform/secret-box";
import { spMetadata } from "./saml";
import { acceptSamlResponse, callbackPath, completeSamlSso, finishSso, type SsoCtx, SsoFailure, startSso } from "./service";
import { getSsoSettings, removeSsoSettings, saveSsoSettings } from "./settings";

/** Where the identity provider posts its SAML response (exempt from the cross-site guard: see app.ts). */
export const SAML_ACS_ROUTE = "/api/auth/sso/saml/:companyId/acs";

/** The browser's half of a sign-in in flight: HttpOnly, only sent to the SSO routes, 10 minutes. */
export const SSO_FLOW_COOKIE = "sb_sso";
const flowCookiePath = "/api/auth/sso";

const tags = ["companies", "sso"];
const readErrors = { 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema };

/** What each group of the SSO routes is given by the plugin. */
interface SsoRoutes {
  r: ZodRoutes;
  ctx: (log: SsoCtx["log"]) => SsoCtx;
  publicUrl: string;
  /** Sign-in starts per client address. */
  starts: RateLimiterAbstract;
}

/**
 * Single sign-on (issue 18, docs/decisions/023): the company admin's settings under /api/companies/sso, and the
 * sign-in itself under /api/auth/sso (start, then the identity provider's redirect back to the callback).
 */
export async function ssoRoutes(app: FastifyInstance, opts: { deps: AppDeps }) {
  const { config, database, mailer, log } = opts.deps;
  const box = createSecretBox({ key: config.sso.secretKey, env: config.env, dataDir: config.dataDir, log });
  const ctx = (requestLog: SsoCtx["log"]): SsoCtx => ({
    db: database.db,
    mailer,
    publicUrl: config.publicUrl,
    log: requestLog,
    box,
    allowInsecureLocalhostIssuer: config.sso.allowInsecureLocalhostIssuer,
  });
  // Each start writes a row and may call the provider: 20 a minute per client address, then 429.
  const starts = opts.deps.limiterFactory.create("sso-start", { points: SSO_LIMITS.startsPerMinute, durationSeconds: 60 });
  const routes: SsoRoutes = { r: app.withTypeProvider<ZodTypeProvider>(), ctx, publicUrl: config.publicUrl, starts };
  settingsRoutes(routes);
  oidcSignInRoutes(routes);
  samlSignInRoutes(routes);
}

/** The company admin's SSO settings: read, save, remove. */
function settingsRoutes({ r, ctx }: SsoRoutes) {
  r.get(
    "/api/companies/sso",
    {
      config: { auth: "user" },
      schema: {
        operationId: "getSsoSettings",
        tags,
        summary: "The company's single sign-on settings (company admins, Enterprise)",
        description: "The client secret is never answered; `hasClientSecret` says whether one is stored.",
        response: { 200: ssoSettingsSchema, ...readErrors },
      },
    },
    async (request) => getSsoSettings(ctx(request.log), authed(request).user),
  );

  r.put(
    "/api/companies/sso",
    {
      config: { auth: "user", authCheckpoint: "beforeValidation" },
      schema: {
        operationId: "saveSsoSettings",
        tags,
        summary: "Set up or change single sign-on with OpenID Connect or SAML 2.0 (company admins, Enterprise)",
        description:
          "`protocol` oidc (default) or saml. SAML: `samlMetadataXml` is the IdP's metadata (entity id, HTTP-Redirect " +
          "SingleSignOnService on https, signing certificate), checked on save (400 with the reason); omitted keeps the " +
          "stored metadata. OIDC: the issuer must be https. `clientSecret` may be left out to keep the stored one; it is stored encrypted " +
          "(AES-256-GCM, SSO_SECRET_KEY) and 503 answers when the server has no key. Each domain belongs to one " +
          "company (409 when another has it); public mail domains are refused. `mandatory` refuses password " +
          "sign-in to every member except the company's own admin.",
        body: saveSsoBodySchema,
        response: { 200: ssoSettingsSchema, 400: errorBodySchema, ...readErrors, 409: errorBodySchema, 503: errorBodySchema },
      },
    },
    async (request) => saveSsoSettings(ctx(request.log), authed(request).user, request.body),
  );

  r.delete(
    "/api/companies/sso",
    {
      config: { auth: "user" },
      schema: {
        operationId: "removeSsoSettings",
        tags,
        summary: "Remove single sign-on (company admins, Enterprise); members keep their accounts",
        response: { 200: messageSchema, ...readErrors },
      },
    },
    async (request) => removeSsoSettings(ctx(request.log), authed(request).user),
  );
}

/** Signing in with the company's identity provider: the start, and the provider's redirect back (OpenID Connect). */
function oidcSignInRoutes(routes: SsoRoutes) {
  const { r, ctx, starts } = routes;
  r.post(
    "/api/auth/sso/start",
    {
      config: { auth: "public" },
      schema: {
        operationId: "startSsoSignIn",
        security: PUBLIC,
        tags: ["auth", "sso"],
        summary: "Sign in with your company: find the company by the e-mail's domain and get the identity provider's URL",
        description:
          "Sets the HttpOnly `sb_sso` cookie that ties the sign-in to this browser (10 minutes, used once). " +
          "404 when no company signs in this domain with SSO; 502 when its identity provider cannot be reached; " +
          "429 past 20 starts a minute from one address.",
        body: ssoStartBodySchema,
        response: { 200: ssoStartResponseSchema, 400: errorBodySchema, 404: errorBodySchema, 429: errorBodySchema, 502: errorBodySchema },
      },
    },
    async (request, reply) => {
      const wait = await tryConsume(starts, request.ip);
      if (wait) throw new AppError("RATE_LIMITED", "Too many requests. Please try again later.", { retryAfterSeconds: wait });
      const { redirectUrl, flowId } = await startSso(ctx(request.log), request.body.email);
      reply.setCookie(SSO_FLOW_COOKIE, flowId, {
        httpOnly: true,
        // Lax: the identity provider's redirect back is a top-level GET navigation, which carries it.
        sameSite: "lax",
        secure: request.overHttps,
        path: flowCookiePath,
        maxAge: SSO_LIMITS.loginMinutes * 60,
      });
      return { redirectUrl };
    },
  );

  r.get(
    callbackPath,
    {
      config: { auth: "public" },
      schema: {
        operationId: "finishSsoSignIn",
        security: PUBLIC,
        tags: ["auth", "sso"],
        summary: "Where the identity provider sends the browser back; signs in and redirects to the app",
        description:
          "Always answers 302: to `/` with the session cookie set, or to `/login?sso_error=` with one of failed, " +
          "expired, domain, not_member, unavailable, full, denied.",
        querystring: ssoCallbackQuerySchema,
        response: { 302: z.null().describe("Redirect to the app") },
      },
    },
    async (request, reply) => finish(routes, request, reply),
  );
}

/** Signing in over SAML: this company's metadata, the response the identity provider posts, the browser's finish. */
function samlSignInRoutes(routes: SsoRoutes) {
  const { r, ctx, publicUrl } = routes;
  const companyParams = z.object({ companyId: z.uuid() });

  r.get(
    "/api/auth/sso/saml/:companyId/metadata",
    {
      config: { auth: "public" },
      schema: {
        operationId: "getSamlServiceProviderMetadata",
        security: PUBLIC,
        tags: ["auth", "sso"],
        summary: "This company's SAML service provider metadata (entity id, ACS URL), for its IdP administrator",
        params: companyParams,
        response: { 200: z.string().describe("SAML 2.0 EntityDescriptor (XML)") },
      },
    },
    async (request, reply) => {
      reply.header("content-disposition", `attachment; filename="salesdojo-saml-${request.params.companyId}.xml"`);
      return reply.type("application/samlmetadata+xml; charset=utf-8").send(spMetadata(publicUrl, request.params.companyId));
    },
  );

  // The IdP's HTTP-POST binding: an auto-submitted form.
  r.addContentTypeParser("application/x-www-form-urlencoded", { parseAs: "string", bodyLimit: 1_100_000 }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(body as string)));
  });

  r.post(
    SAML_ACS_ROUTE,
    {
      config: { auth: "public" },
      schema: {
        operationId: "samlAssertionConsumer",
        security: PUBLIC,
        tags: ["auth", "sso"],
        summary: "SAML assertion consumer service: the IdP posts its signed response here",
        description:
          "Checks the response with node-saml (signature, audience, time window with 2 minutes' clock skew, " +
          "InResponseTo of an open request of this company, used once) and answers 303: to " +
          "`/api/auth/sso/saml/complete`, where the browser that started the sign-in collects it, or to " +
          "`/login?sso_error=`. Unsolicited (IdP-initiated) responses are refused.",
        params: companyParams,
        consumes: ["application/x-www-form-urlencoded"],
        body: samlAcsBodySchema,
        response: { 303: z.null().describe("Redirect") },
      },
    },
    async (request, reply) => {
      try {
        await acceptSamlResponse(ctx(request.log), request.params.companyId, request.body.SAMLResponse);
        return reply.redirect("/api/auth/sso/saml/complete", 303);
      } catch (e) {
        if (!(e instanceof SsoFailure)) throw e;
        request.log.info({ reason: e.reason, detail: e.message }, "SAML sign-in refused");
        return reply.redirect(`/login?sso_error=${e.reason}`, 303);
      }
    },
  );

  r.get(
    "/api/auth/sso/saml/complete",
    {
      config: { auth: "public" },
      schema: {
        operationId: "completeSamlSignIn",
        security: PUBLIC,
        tags: ["auth", "sso"],
        summary: "Finishes a SAML sign-in in the browser that started it (sb_sso cookie) and redirects to the app",
        description: "Always 302: to `/` with the session cookie set, or to `/login?sso_error=`.",
        response: { 302: z.null().describe("Redirect to the app") },
      },
    },
    async (request, reply) =>
      finish(routes, request, reply, () =>
        completeSamlSso(ctx(request.log), { flowId: request.cookies[SSO_FLOW_COOKIE], userAgent: request.headers["user-agent"] }),
      ),
  );
}

/**
 * Ends a sign-in in the browser that started it: the flow cookie is cleared, and the browser goes to the app signed in,
 * or to the sign-in page with the reason it was refused.
 */
async function finish({ ctx, publicUrl }: SsoRoutes, request: FastifyRequest, reply: FastifyReply, complete?: () => Promise<{ token: string }>) {
  const flowId = request.cookies[SSO_FLOW_COOKIE];
  reply.clearCookie(SSO_FLOW_COOKIE, { path: flowCookiePath });
  try {
    const { token } = complete
      ? await complete()
      : await finishSso(ctx(request.log), {
          flowId,
          currentUrl: new URL(request.url, publicUrl),
          userAgent: request.headers["user-agent"],
        });
    setSessionCookie(request, reply, token);
    return reply.redirect("/", 302);
  } catch (e) {
    if (!(e instanceof SsoFailure)) throw e;
    request.log.info({ reason: e.reason, detail: e.message }, "SSO sign-in refused");
    return reply.redirect(`/login?sso_error=${e.reason}`, 302);
  }
}
