import fs from "node:fs";
import path from "node:path";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance } from "fastify";
import { isApiRequest } from "./api-path";

/**
 * Serves the built browser app. Unknown paths under /api answer a JSON 404; any other unknown path gets the
 * app's index.html, which shows the home page.
 */
export async function registerWebApp(app: FastifyInstance, webRoot: string | undefined): Promise<void> {
  const hasApp = webRoot !== undefined && fs.existsSync(path.join(webRoot, "index.html"));
  if (hasApp) {
    await app.register(fastifyStatic, {
      root: webRoot,
      wildcard: false,
      index: false,
      // `npm run build` writes foo.js.br and foo.js.gz beside each asset: sent as the browser accepts them.
      preCompressed: true,
      setHeaders: (res, filePath) => {
        // Vite names built assets by content hash, so they can be cached for good.
        if (filePath.includes(`${path.sep}assets${path.sep}`)) {
          res.header("Cache-Control", "public, max-age=31536000, immutable");
        }
      },
    });
  }
  app.setNotFoundHandler((request, reply) => {
    if (isApiRequest(request) || !hasApp) {
      return reply.status(404).send({ error: "Not found", code: "NOT_FOUND" });
    }
    // A missing file is a 404, not the app: a stale page asking for an old bundle must fail visibly.
    if ((request.method !== "GET" && request.method !== "HEAD") || /\.[a-z0-9]+$/i.test(request.url.split("?")[0] ?? "")) {
      return reply.status(404).send({ error: "Not found", code: "NOT_FOUND" });
    }
    return reply.header("Cache-Control", "no-cache").sendFile("index.html");
  });
}
