import type { TFunction } from "i18next";
import { translateError } from "../../lib/messages";

/** What a failed billing call shows: the server's words (translated when known), else the fallback (spec 1 §8). */
export function errorMessage(t: TFunction, e: unknown, fallbackKey: string): string {
  return translateError(t, e, fallbackKey);
}
