import type { FastifyBaseLogger, FastifyInstance, RawReplyDefaultExpression, RawRequestDefaultExpression, RawServerDefault } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";

/**
 * The app as a feature's routes see it, `app.withTypeProvider<ZodTypeProvider>()`: each request and answer typed by
 * its route's zod schemas. A plugin that registers its routes in groups makes it once and hands it to each group.
 */
export type ZodRoutes = FastifyInstance<RawServerDefault, RawRequestDefaultExpression, RawReplyDefaultExpression, FastifyBaseLogger, ZodTypeProvider>;
