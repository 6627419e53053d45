import { createHmac, randomBytes } from "node:crypto";
import { WEBHOOK_LIMITS, WEBHOOK_SECRET_PREFIX } from "../../../contract/webhooks";

/** A new signing secret: `whsec_` and 256 bits from the CSPRNG (base64url). */
export const newWebhookSecret = (): string => `${WEBHOOK_SECRET_PREFIX}${randomBytes(32).toString("base64url")}`;

/** What lists show of a secret: enough to tell which one a receiver holds. */
export const secretPrefix = (secret: string): string => `${secret.slice(0, WEBHOOK_SECRET_PREFIX.length + 6)}…`;

/**
 * The `SalesDojo-Signature` value: `t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<body>">`, one v1 per secret that
 * signs (the current one, and the previous one during its grace period after a rotation). docs/webhooks.md shows
 * how a receiver checks it.
 */
export function signatureHeader(body: string, secrets: readonly string[], at: Date): string {
  const t = Math.floor(at.getTime() / 1000);
  const v1 = secrets.map((s) => `v1=${createHmac("sha256", s).update(`${t}.${body}`).digest("hex")}`);
  return [`t=${t}`, ...v1].join(",");
}

/** The secrets that sign at `now`: the current one, and the previous one until its grace period ends. */
export function signingSecrets(e: { secret: string; previousSecret: string | null; previousSecretExpiresAt: Date | null }, now: Date): string[] {
  const previous = e.previousSecret && e.previousSecretExpiresAt && e.previousSecretExpiresAt.getTime() > now.getTime() ? [e.previousSecret] : [];
  return [e.secret, ...previous];
}

export const PREVIOUS_SECRET_GRACE_MS = WEBHOOK_LIMITS.previousSecretGraceMs;
