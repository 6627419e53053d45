import type { TFunction } from "i18next";
import { ApiError } from "../../../lib/api";
import { translateMessage } from "../../../lib/messages";

/** True when a plan limit refused the call (the client then offers /pricing). */
export function isUpgradeRequired(e: unknown): boolean {
  return e instanceof ApiError && e.body?.upgradeRequired === true;
}

/** The server's error (translated by its key when known), else the fallback. */
export function errorText(t: TFunction, e: unknown, fallbackKey: string): string {
  return e instanceof ApiError ? translateMessage(t, e.body?.error, fallbackKey, e.reason) : t(fallbackKey);
}

/** Spec 2 §8 send error: the server error (or "Failed to send message"), plus ": details" when present. */
export function sendErrorText(t: TFunction, e: unknown): string {
  const base = errorText(t, e, "practice.errors.sendFailed");
  const details = e instanceof ApiError ? e.body?.details : undefined;
  return details ? `${base}: ${details}` : base;
}
