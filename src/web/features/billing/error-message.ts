import type { TFunction } from "i18next";
import { ApiError } from "../../lib/api";
import { translateMessage } from "../../lib/messages";

/** What a failed billing call shows: the server's words (translated when known), else the fallback (spec 1 §8). */
export function errorMessage(t: TFunction, e: unknown, fallbackKey: string): string {
  return translateMessage(t, e instanceof ApiError ? e.serverMessage : undefined, fallbackKey);
}
