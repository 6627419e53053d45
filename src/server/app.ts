import cookie from "@fastify/cookie";
import swagger from "@fastify/swagger";
import swaggerUi from "@fastify/swagger-ui";
import compress from "@fastify/compress";
import Fastify, { type FastifyBaseLogger, type FastifyInstance, type FastifyRequest } from "fastify";
import { serializerCompiler, validatorCompiler } from "fastify-type-provider-zod";
import { createAi } from "./ai";
import { fastifyTrustProxy } from "./config";
import { accountRoutes } from "./features/account/routes";
import { analyticsRoutes } from "./features/analytics/routes";
import { apiKeyRoutes } from "./features/api-keys/routes";
import { brandingRoutes } from "./features/branding/routes";
import { webhookRoutes } from "./features/webhooks/routes";
import { SAML_ACS_ROUTE, ssoRoutes } from "./features/sso/routes";
import { benchBaselineRoutes } from "./features/bench-baseline/routes";
import { authRoutes } from "./features/auth/routes";
import { createBillingProvider, warnAboutTestBilling } from "./features/billing/providers";
import { billingRoutes } from "./features/billing/routes";
import { stripeWebhookRoutes } from "./features/billing/webhook-routes";
import { createAuthLimiters } from "./features/auth/limits";
import { enterpriseRoutes } from "./features/enterprise/routes";
import { feedbackRoutes } from "./features/feedback/routes";
import { healthRoutes } from "./features/health/routes";
import { inviteRoutes } from "./features/invites/routes";
import { passwordResetRoutes } from "./features/password-reset/routes";
import { practiceRoutes } from "./features/practice/routes";
import { tipsRoutes } from "./features/tips/routes";
import { summariesRoutes } from "./features/summaries/routes";
import { adminRoutes } from "./features/admin/routes";
import { companyRoutes } from "./features/companies/routes";
import { companyScenarioRoutes } from "./features/company-scenarios/routes";
import { assignmentRoutes } from "./features/assignments/routes";
import { certificateRoutes } from "./features/certificates/routes";
import { scenarioLibraryRoutes } from "./features/scenario-library/routes";
import { leaderboardRoutes } from "./features/leaderboard/routes";
import { translationRoutes } from "./features/translation/routes";
import { voiceRoutes } from "./features/voice/routes";
import type { AppDeps } from "./platform/deps";
import { registerAuthentication } from "./platform/http/authenticate";
import { registerCsrfGuard } from "./platform/http/csrf";
import { registerDatabaseStatus } from "./platform/http/database-status";
import { registerErrorHandler } from "./platform/http/error-handler";
import { openApiOptions } from "./platform/http/openapi";
import { requirePlatformAdmin } from "./platform/http/route-auth";
import { registerSecurityHeaders } from "./platform/http/security-headers";
import { serverTimeoutOptions } from "./platform/http/timeouts";
import { registerWebApp } from "./platform/http/web-app";

/** Request bodies larger than this are refused with 413 (security item 26). */
export const BODY_LIMIT_BYTES = 256 * 1024;

/** Plugins and feature routes, nothing else. */
export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const app = Fastify({
    loggerInstance: deps.log as FastifyBaseLogger,
    bodyLimit: BODY_LIMIT_BYTES,
    trustProxy: fastifyTrustProxy(deps.config.trustProxy),
    routerOptions: { ignoreTrailingSlash: true },
    ...serverTimeoutOptions(deps.config.http),
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  const databaseStatus = registerDatabaseStatus(app, deps.database);
  registerErrorHandler(app, databaseStatus);
  await registerSecurityHeaders(app, { publicUrl: deps.config.publicUrl });
  await app.register(cookie);
  // JSON over 1 KB travels brotli- or gzip-compressed; built assets are sent precompressed (web-app.ts); streamed
  // replies (server-sent events) are written directly and never buffered for compression.
  await app.register(compress, { threshold: 1024, encodings: ["br", "gzip"] });
  // The SAML ACS receives the identity provider's cross-site form post by design; the signed response, the request
  // id it answers and the starting browser's cookie checked on the next step protect it (ADR 029).
  registerCsrfGuard(app, { publicUrl: deps.config.publicUrl, exempt: [SAML_ACS_ROUTE] });
  registerAuthentication(app, deps.database.db, {
    apiKeyLimiter: deps.limiterFactory.create("api-key", { points: deps.config.rateLimits.apiKeyPerMinute, durationSeconds: 60 }),
  });

  await app.register(swagger, openApiOptions(deps.config.publicUrl));
  // The API reference is public only where API_DOCS_PUBLIC allows it; otherwise platform admins read it.
  const adminsOnly = async (request: FastifyRequest) => void requirePlatformAdmin(request);
  await app.register(swaggerUi, { routePrefix: "/api/docs", uiHooks: deps.config.apiDocsPublic ? undefined : { onRequest: adminsOnly } });

  const authLimiters = createAuthLimiters(deps.limiterFactory, deps.config.rateLimits);
  await app.register(healthRoutes, { status: databaseStatus });
  await app.register(authRoutes, { db: deps.database.db, limiters: authLimiters });
  await app.register(passwordResetRoutes, { deps, limiters: authLimiters });
  await app.register(inviteRoutes, { db: deps.database.db, limiters: authLimiters });
  const billing = { db: deps.database.db, provider: createBillingProvider(deps.config, deps.database.db), publicUrl: deps.config.publicUrl };
  warnAboutTestBilling(deps.config, deps.log);
  await app.register(billingRoutes, billing);
  await app.register(stripeWebhookRoutes, billing); // Only when Stripe is configured; parses its own raw body.
  await app.register(accountRoutes, billing);
  // The AI port, built once: each feature receives its part and never calls a provider itself (ADR 032).
  const ai = createAi(deps.config.ai, { log: deps.log, replace: deps.ai });
  await app.register(practiceRoutes, { db: deps.database.db, engine: ai.engine, silentCallTimeoutMs: deps.config.practice.silentCallTimeoutMs });
  await app.register(translationRoutes, { translator: ai.translator, limiterFactory: deps.limiterFactory });
  await app.register(voiceRoutes, { db: deps.database.db, transcriber: ai.transcriber, limiterFactory: deps.limiterFactory });
  await app.register(tipsRoutes, { db: deps.database.db, tips: ai.tips });
  await app.register(enterpriseRoutes, { deps });
  await app.register(feedbackRoutes, { deps });
  await app.register(summariesRoutes, { db: deps.database.db });
  if (deps.config.benchBaselineRoute) await app.register(benchBaselineRoutes, { db: deps.database.db }); // npm run bench only
  await app.register(companyRoutes, { deps });
  await app.register(companyScenarioRoutes, { deps });
  await app.register(assignmentRoutes, { deps });
  await app.register(certificateRoutes, { deps });
  await app.register(scenarioLibraryRoutes, { deps });
  await app.register(apiKeyRoutes, { db: deps.database.db });
  await app.register(brandingRoutes, { db: deps.database.db, limiterFactory: deps.limiterFactory });
  await app.register(webhookRoutes, { deps });
  await app.register(ssoRoutes, { deps });
  await app.register(leaderboardRoutes, { db: deps.database.db });
  await app.register(analyticsRoutes, { db: deps.database.db });
  await app.register(adminRoutes, { deps });

  await registerWebApp(app, deps.config.webRoot);
  return app;
}
