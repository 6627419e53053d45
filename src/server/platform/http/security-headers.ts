import helmet from "@fastify/helmet";
import type { FastifyInstance } from "fastify";
import { isApiPath, routedPath } from "./api-path";

declare module "fastify" {
  interface FastifyRequest {
    /** The browser reached us over https: the request says so, or PUBLIC_URL does (a TLS proxy in front). */
    readonly overHttps: boolean;
  }
}

/** Security item 25: CSP, nosniff, HSTS only over https, and no caching of API answers. */
export async function registerSecurityHeaders(app: FastifyInstance, opts: { publicUrl: string }): Promise<void> {
  const publicHttps = new URL(opts.publicUrl).protocol === "https:";
  app.decorateRequest("overHttps", {
    getter(this: { protocol: string }) {
      return publicHttps || this.protocol === "https";
    },
  });
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
    if (request.overHttps) {
      reply.header("Strict-Transport-Security", "max-age=31536000; includeSubDomains");
    }
    const path = routedPath(request);
    if (isApiPath(path) && !path.startsWith("/api/docs")) {
      reply.header("Cache-Control", "no-store");
    }
    return payload;
  });
}
