/**
 * The languages and themes as plain lists, without zod: the browser shell of every page imports these, and
 * the schema lives in languages.ts (the home page should not carry zod).
 */
export const LANGUAGES = ["en", "et", "es", "ru"] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = "en";

/** Each language's name in itself, for the language selector. */
export const LANGUAGE_NAMES: Record<Language, string> = {
  en: "English",
  et: "Eesti",
  es: "Español",
  ru: "Русский",
};

export const THEMES = ["light", "dark", "system"] as const;
export type Theme = (typeof THEMES)[number];
export const DEFAULT_THEME: Theme = "system";
