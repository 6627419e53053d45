import type { FastifyError, FastifyInstance } from "fastify";
import { hasZodFastifySchemaValidationErrors } from "fastify-type-provider-zod";
import type { ErrorBody } from "../../../contract/errors";
import type { DatabaseStatus } from "../db/status";
import { isDatabaseUnavailable, isDiskFull, isUnstorableText } from "../db/unavailable";
import { AppError } from "../errors";

const FALLBACK_VALIDATION_MESSAGE = "Please fix the highlighted fields";
/** A full disk is not fixed in seconds; clients should not hammer it. */
const DISK_FULL_RETRY_AFTER_SECONDS = 30;

/**
 * One place turns every failure into the contract's error body. 5xx bodies never carry internals; validation
 * failures list `errors: [{path, msg}]` as the spec's clients read them.
 */
export function registerErrorHandler(app: FastifyInstance, databaseStatus?: DatabaseStatus): void {
  app.setErrorHandler((err: FastifyError | AppError, request, reply) => {
    if (err instanceof AppError) {
      if (err.extra.retryAfterSeconds) reply.header("Retry-After", String(err.extra.retryAfterSeconds));
      const body: ErrorBody = { error: err.message, code: err.code, message: err.message };
      if (err.extra.errors) body.errors = err.extra.errors;
      if (err.extra.upgradeRequired) body.upgradeRequired = true;
      if (err.extra.details) body.details = err.extra.details;
      if (err.extra.type) body.type = err.extra.type;
      if (err.extra.activeConversationId) body.activeConversationId = err.extra.activeConversationId;
      return reply.status(err.status).send(body);
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
      return reply.status(400).send(body);
    }
    const status = typeof err.statusCode === "number" ? err.statusCode : 500;
    if (status === 413) {
      return reply.status(413).send({ error: "Request is too large", code: "PAYLOAD_TOO_LARGE" });
    }
    if (status === 429) {
      return reply.status(429).send({ error: "Too many requests. Please try again later.", code: "RATE_LIMITED" });
    }
    if (status >= 400 && status < 500) {
      // Fastify's own client errors (malformed JSON, wrong content type) are safe to describe.
      return reply.status(status).send({ error: err.message || "Bad request", code: "BAD_REQUEST" });
    }
    if (isUnstorableText(err)) {
      // A control character a schema did not refuse: the request's fault, not the server's.
      return reply.status(400).send({ error: "The text contains characters that are not allowed", code: "BAD_REQUEST" });
    }
    if (isDiskFull(err)) {
      databaseStatus?.sawDiskFull();
      request.log.error({ err }, "database disk full");
      return reply
        .status(503)
        .header("Retry-After", String(DISK_FULL_RETRY_AFTER_SECONDS))
        .send({ error: "The service cannot save changes right now. Please try again later.", code: "UNAVAILABLE" });
    }
    if (isDatabaseUnavailable(err)) {
      databaseStatus?.sawUnavailable();
      request.log.warn({ err }, "database unavailable");
      return reply
        .status(503)
        .header("Retry-After", "5")
        .send({ error: "The service is temporarily unavailable. Please try again in a moment.", code: "UNAVAILABLE" });
    }
    request.log.error({ err }, "request failed");
    return reply.status(500).send({ error: "Something went wrong. Please try again.", code: "INTERNAL" });
  });
}
