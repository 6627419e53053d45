import helmet from "@fastify/helmet";
import type { FastifyInstance } from "fastify";

/** Security item 25: CSP, nosniff, HSTS only over https, and no caching of API answers. */
export async function registerSecurityHeaders(app: FastifyInstance): Promise<void> {
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // Radix and sonner position popovers with inline style attributes.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", "data:"],
        fontSrc: ["'self'", "data:"],
        connectSrc: ["'self'"],
        mediaSrc: ["'self'", "blob:"],
        objectSrc: ["'none'"],
        baseUri: ["'none'"],
        frameAncestors: ["'none'"],
        formAction: ["'self'"],
      },
    },
    hsts: false,
    crossOriginEmbedderPolicy: false,
  });
  app.addHook("onSend", async (request, reply, payload) => {
    if (request.protocol === "https") {
      reply.header("Strict-Transport-Security", "max-age=31536000; includeSubDomains");
    }
    if (request.url.startsWith("/api/") && !request.url.startsWith("/api/docs")) {
      reply.header("Cache-Control", "no-store");
    }
    return payload;
  });
}
