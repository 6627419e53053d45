// Webhooks' limits and messages as plain values, without zod: the browser translates the messages by key
// (message-keys.ts); the schemas are in webhooks.ts.

export const WEBHOOK_LIMITS = {
  /** Endpoints per company. */
  perCompany: 10,
  url: 2048,
  description: 100,
  /** Deliveries the log shows per endpoint (newest first). */
  logSize: 50,
  /**
   * Waits after failed attempt 1, 2, 3, ...: 1 min, 5 min, 30 min, 2 h, 6 h. After the last wait the next failure
   * marks the delivery failed: six attempts in all.
   */
  retryDelaysMs: [60_000, 5 * 60_000, 30 * 60_000, 2 * 3_600_000, 6 * 3_600_000] as readonly number[],
  /** A rotated-away secret still signs deliveries (as a second v1) for this long, so receivers can switch over. */
  previousSecretGraceMs: 24 * 3_600_000,
  /** Default days a finished (succeeded or failed) delivery stays in the log; `WEBHOOK_DELIVERY_RETENTION_DAYS`. */
  retentionDays: 30,
};

/** Webhooks' messages under their stable keys (`webhook.<name>`, see message-keys.ts). */
export const WEBHOOK_MESSAGES = {
  notAdmin: "Only a company admin can manage webhooks.",
  enterpriseOnly: "Webhooks are part of the Enterprise plan.",
  tooMany: `A company can have at most ${WEBHOOK_LIMITS.perCompany} webhook endpoints. Delete one first.`,
  notFound: "Webhook endpoint not found",
  deleted: "Webhook endpoint deleted",
  disabled: "This endpoint is disabled. Enable it before sending a test event.",
  disabledResend: "This endpoint is disabled. Enable it before resending a delivery.",
  deliveryNotFound: "Delivery not found",
  stillPending: "This delivery is still being retried. Resend it once it has succeeded or failed.",
  httpsOnly: "The endpoint must be an https:// address.",
  credentials: "The address cannot contain a user name or password.",
  privateAddress: "The endpoint must be a public address on the internet, not a private, local or reserved one.",
  nothingToChange: "Nothing to change",
} as const;
