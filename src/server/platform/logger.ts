import type { IncomingMessage } from "node:http";
import pino, { type Logger } from "pino";

/** Secrets that travel in URLs (reset links) never reach the log. */
export function redactUrl(url: string | undefined): string | undefined {
  return url
    ?.replace(/(\/verify-reset-token\/)[^/?#]+/, "$1[redacted]")
    .replace(/([?&](?:token|code)=)[^&#]*/g, "$1[redacted]");
}

export function createLogger(level: string): Logger {
  return pino({
    level,
    redact: { paths: ["req.headers.authorization", "req.headers.cookie", "*.password", "*.token"], remove: true },
    serializers: {
      // Fastify's own request serializer, with the URL redacted.
      req: (req: IncomingMessage & { ip?: string; host?: string }) => ({
        method: req.method,
        url: redactUrl(req.url),
        host: req.host,
        remoteAddress: req.ip,
      }),
    },
  });
}
