import type { FieldError } from "../../contract/errors";
import { AUTH_TOKEN_NOT_FOUND, COMMON_MESSAGES } from "../../contract/auth-messages";

export const ERROR_STATUS = {
  VALIDATION: 400,
  BAD_REQUEST: 400,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  RATE_LIMITED: 429,
  INTERNAL: 500,
  NOT_IMPLEMENTED: 501,
  BAD_GATEWAY: 502,
  UNAVAILABLE: 503,
  GATEWAY_TIMEOUT: 504,
} as const;
export type ErrorCode = keyof typeof ERROR_STATUS;

/** The one error type of the server: a code that maps to a status, and the message the user sees. */
export class AppError extends Error {
  constructor(
    public readonly code: ErrorCode,
    message: string,
    public readonly extra: {
      errors?: FieldError[];
      retryAfterSeconds?: number;
      upgradeRequired?: boolean;
      /** The spec's send-error answer: details and type of an AI failure. */
      details?: string;
      type?: string;
      /** The open call that refused a second start. */
      activeConversationId?: string;
    } = {},
  ) {
    super(message);
    this.name = "AppError";
  }
  get status(): number {
    return ERROR_STATUS[this.code];
  }
}

export const unauthorized = (msg: string = AUTH_TOKEN_NOT_FOUND) => new AppError("UNAUTHORIZED", msg);
export const forbidden = (msg: string = COMMON_MESSAGES.forbidden) => new AppError("FORBIDDEN", msg);
export const notFound = (msg = "Not found") => new AppError("NOT_FOUND", msg);
