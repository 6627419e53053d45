import type { TFunction } from "i18next";
import { ApiError } from "../../../lib/api";
import { translateMessage } from "../../../lib/messages";

/** True when a plan limit refused the call (the client then offers /pricing). */
export function isUpgradeRequired(e: unknown): boolean {
  return e instanceof ApiError && e.body?.upgradeRequired === true;
}

/** The server's error (translated when known), else the fallback. */
export function errorText(t: TFunction, e: unknown, fallbackKey: string): string {
  return translateMessage(t, e instanceof ApiError ? e.body?.error : undefined, fallbackKey);
}

/** Spec 2 §8 send error: the server error (or "Failed to send message"), plus ": details" when present. */
export function sendErrorText(t: TFunction, e: unknown): string {
  const base = errorText(t, e, "practice.errors.sendFailed");
  const details = e instanceof ApiError ? e.body?.details : undefined;
  return details ? `${base}: ${details}` : base;
}
