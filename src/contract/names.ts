import { z } from "zod";
import { singleLine } from "./text";

/**
 * Names people see (user, company and team names) in one canonical form: NFC, without invisible characters
 * (zero-width spaces, text direction overrides and isolates, Hangul fillers, variation selectors...) and trimmed.
 * A zero-width joiner or non-joiner between two letters is kept: some scripts (Persian, Indic) need it.
 */
export const NAME_NEEDS_VISIBLE = "Use at least one visible letter, digit or sign";

// Joiners are handled by STRAY_JOINER; every other default-ignorable character, and the braille blank, goes.
const INVISIBLE = /(?![\u200C\u200D])[\p{Default_Ignorable_Code_Point}\u2800]/gu;
const STRAY_JOINER = /(?<![\p{L}\p{M}])[\u200C\u200D]|[\u200C\u200D](?![\p{L}\p{M}])/gu;
const VISIBLE = /[\p{L}\p{N}\p{P}\p{S}]/u;

export function normalizeName(raw: string): string {
  return raw.normalize("NFC").replace(INVISIBLE, "").replace(STRAY_JOINER, "").trim();
}

/** A required name of at most `max` characters (after normalising). */
export function nameText(max: number, requiredMessage: string) {
  return z
    .string({ error: requiredMessage })
    .transform(normalizeName)
    .pipe(singleLine(z.string().min(1, { message: requiredMessage }).max(max)).refine((v) => v === "" || VISIBLE.test(v), { message: NAME_NEEDS_VISIBLE }));
}

/** An optional name: blank (or invisible only) means none. */
export function optionalNameText(max: number) {
  return z
    .string()
    .transform(normalizeName)
    .pipe(singleLine(z.string().max(max)))
    .nullish()
    .transform((v) => (v ? v : null));
}
