import { z } from "zod";

export const LANGUAGES = ["en", "et", "es", "ru"] as const;
export const languageSchema = z.enum(LANGUAGES);
export type Language = z.infer<typeof languageSchema>;
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
