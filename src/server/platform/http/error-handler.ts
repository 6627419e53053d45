import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { hasZodFastifySchemaValidationErrors } from "fastify-type-provider-zod";
import { COMMON_MESSAGES } from "../../../contract/auth-messages";
import type { ErrorBody, FieldError } from "../../../contract/errors";
import { messageKeyOf } from "../../../contract/message-keys";
import type { DatabaseStatus } from "../db/status";
import { isDatabaseUnavailable, isDiskFull, isUnstorableText } from "../db/unavailable";
import { AppError } from "../errors";

const FALLBACK_VALIDATION_MESSAGE = COMMON_MESSAGES.fixHighlighted;
/** A full disk is not fixed in seconds; clients should not hammer it. */
const DISK_FULL_RETRY_AFTER_SECONDS = 30;

/**
 * One place turns every failure into the contract's error body. 5xx bodies never carry internals; validation
 * failures list `errors: [{path, msg}]` as the spec's clients read them. Every body whose `error` is a registered
 * message carries its stable key as `reason`, and so does every field error whose `msg` is one (looked up here,
 * once, so no throw site names a key).
 */
export function registerErrorHandler(app: FastifyInstance, databaseStatus?: DatabaseStatus): void {
  app.setErrorHandler((err: FastifyError | AppError, request, reply) => reply.send(withReasons(handle(err, request, reply, databaseStatus))));
}

/**
 * The body with the keys of its messages: `reason` right after `code` (error, code, reason, then the rest), and
 * each field error's own. A route that answers an error body itself sends it through here too.
 */
export function withReasons<T extends ErrorBody>(body: T): T {
  const { error, code, ...rest } = body;
  const reason = messageKeyOf(error);
  const keyed = (reason ? { error, code, reason, ...rest } : { ...body }) as T;
  if (body.errors) keyed.errors = body.errors.map(withFieldReason);
  return keyed;
}

function withFieldReason(field: FieldError): FieldError {
  const reason = messageKeyOf(field.msg);
  return reason ? { ...field, reason } : field;
}

/** Sets the status and headers of the failure and returns its body (the caller sends it). */
function handle(err: FastifyError | AppError, request: FastifyRequest, reply: FastifyReply, databaseStatus?: DatabaseStatus): ErrorBody {
  if (err instanceof AppError) {
    if (err.extra.retryAfterSeconds) reply.header("Retry-After", String(err.extra.retryAfterSeconds));
    const body: ErrorBody = { error: err.message, code: err.code, message: err.message };
    if (err.extra.errors) body.errors = err.extra.errors;
    if (err.extra.upgradeRequired) body.upgradeRequired = true;
    if (err.extra.details) body.details = err.extra.details;
    if (err.extra.type) body.type = err.extra.type;
    if (err.extra.activeConversationId) body.activeConversationId = err.extra.activeConversationId;
    reply.status(err.status);
    return body;
  }
  if (hasZodFastifySchemaValidationErrors(err)) {
    const errors = err.validation.map((v) => ({
      path: v.instancePath.replace(/^\//, "").replace(/\//g, "."),
      msg: v.message ?? "Invalid value",
    }));
    const first = errors[0]?.msg;
    const body: ErrorBody = {
      error: errors.length === 1 && first ? first : FALLBACK_VALIDATION_MESSAGE,
      code: "VALIDATION",
      message: FALLBACK_VALIDATION_MESSAGE,
      errors,
    };
    reply.status(400);
    return body;
  }
  const status = typeof err.statusCode === "number" ? err.statusCode : 500;
  if (status === 413) {
    reply.status(413);
    return { error: "Request is too large", code: "PAYLOAD_TOO_LARGE" };
  }
  if (status === 429) {
    reply.status(429);
    return { error: COMMON_MESSAGES.tooManyRequests, code: "RATE_LIMITED" };
  }
  if (status >= 400 && status < 500) {
    // Fastify's own client errors (malformed JSON, wrong content type) are safe to describe.
    reply.status(status);
    return { error: err.message || "Bad request", code: "BAD_REQUEST" };
  }
  if (isUnstorableText(err)) {
    // A control character a schema did not refuse: the request's fault, not the server's.
    reply.status(400);
    return { error: "The text contains characters that are not allowed", code: "BAD_REQUEST" };
  }
  if (isDiskFull(err)) {
    databaseStatus?.sawDiskFull();
    request.log.error({ err }, "database disk full");
    reply.status(503).header("Retry-After", String(DISK_FULL_RETRY_AFTER_SECONDS));
    return { error: "The service cannot save changes right now. Please try again later.", code: "UNAVAILABLE" };
  }
  if (isDatabaseUnavailable(err)) {
    databaseStatus?.sawUnavailable();
    request.log.warn({ err }, "database unavailable");
    reply.status(503).header("Retry-After", "5");
    return { error: "The service is temporarily unavailable. Please try again in a moment.", code: "UNAVAILABLE" };
  }
  request.log.error({ err }, "request failed");
  reply.status(500);
  return { error: COMMON_MESSAGES.generic, code: "INTERNAL" };
}
