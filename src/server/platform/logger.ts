import type { IncomingMessage } from "node:http";
import pino, { type DestinationStream, type Logger } from "pino";

/** Secrets that travel in URLs (reset links) never reach the log. */
export function redactUrl(url: string | undefined): string | undefined {
  return url?.replace(/(\/verify-reset-token\/)[^/?#]+/, "$1[redacted]").replace(/([?&](?:token|code)=)[^&#]*/g, "$1[redacted]");
}

/** Fields of an error (and of the drivers' errors it wraps) that describe it without carrying user data. */
const SAFE_ERROR_FIELDS = ["code", "statusCode", "severity", "routine", "table", "column", "constraint", "type"] as const;
/** drizzle appends the bound values to the message of a failed query. */
const QUERY_PARAMS = /\nparams: [\s\S]*$/;

function redactMessage(message: string): string {
  return message.replace(QUERY_PARAMS, "\nparams: [redacted]");
}

/**
 * An error as the log may hold it: name, message, stack, SQL text and codes, through its causes. Bound query
 * parameters (password hashes, e-mails) and the database's `detail` ("Key (email)=(...) already exists") are
 * left out whatever logged the error.
 */
export function safeError(err: unknown, depth = 0): unknown {
  if (err === null || typeof err !== "object" || depth > 4) return err;
  const e = err as Record<string, unknown> & { message?: unknown; stack?: unknown; name?: unknown; cause?: unknown };
  const message = typeof e.message === "string" ? redactMessage(e.message) : undefined;
  const out: Record<string, unknown> = { type: e instanceof Error ? e.constructor.name : typeof e.name === "string" ? e.name : "Object" };
  if (message !== undefined) out.message = message;
  if (typeof e.stack === "string") out.stack = redactStack(e.stack, typeof e.message === "string" ? e.message : "", message ?? "");
  if (typeof e.query === "string") out.query = e.query;
  for (const field of SAFE_ERROR_FIELDS) {
    const v = e[field];
    if (typeof v === "string" || typeof v === "number") out[field] = v;
  }
  if (e.cause !== undefined) out.cause = safeError(e.cause, depth + 1);
  return out;
}

function redactStack(stack: string, message: string, safeMessage: string): string {
  const at = message ? stack.indexOf(message) : -1;
  if (at >= 0) return stack.slice(0, at) + safeMessage + stack.slice(at + message.length);
  const frames = stack.indexOf("\n    at ");
  return redactMessage(frames >= 0 ? stack.slice(0, frames) : stack) + (frames >= 0 ? stack.slice(frames) : "");
}

export function createLogger(level: string, destination?: DestinationStream): Logger {
  return pino(
    {
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
        err: safeError,
      },
    },
    destination,
  );
}
