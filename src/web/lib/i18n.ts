import i18next from "i18next";
import { initReactI18next } from "react-i18next";
import { DEFAULT_LANGUAGE, type Language, languageSchema } from "../../contract/languages";
import en from "../locales/en.json";
import es from "../locales/es.json";
import et from "../locales/et.json";
import ru from "../locales/ru.json";
import { readStorage, STORAGE_KEYS, writeStorage } from "./storage";

export const LANGUAGE_CHANGED_EVENT = "language-changed";

export function storedLanguage(): Language {
  const parsed = languageSchema.safeParse(readStorage(STORAGE_KEYS.language));
  return parsed.success ? parsed.data : DEFAULT_LANGUAGE;
}

/**
 * Phrase books: the shared one in src/web/locales, plus one per feature in src/web/features/<feature>/locales,
 * merged under the feature's own top-level keys (each feature owns its strings; a test keeps the four in step).
 */
const featureBooks = import.meta.glob<Record<string, unknown>>("../features/*/locales/*.json", {
  eager: true,
  import: "default",
});

function book(lang: Language, base: Record<string, unknown>): Record<string, unknown> {
  const merged = { ...base };
  for (const [file, content] of Object.entries(featureBooks)) {
    if (file.endsWith(`/${lang}.json`)) Object.assign(merged, content);
  }
  return merged;
}

export const i18n = i18next.createInstance();
void i18n.use(initReactI18next).init({
  resources: {
    en: { translation: book("en", en) },
    et: { translation: book("et", et) },
    es: { translation: book("es", es) },
    ru: { translation: book("ru", ru) },
  },
  lng: storedLanguage(),
  fallbackLng: "en",
  interpolation: { escapeValue: false },
  returnNull: false,
  initAsync: false,
});

/** Stores the choice on this device and tells the rest of the page (spec 1 §4). */
export async function setLanguage(lang: Language): Promise<void> {
  writeStorage(STORAGE_KEYS.language, lang);
  await i18n.changeLanguage(lang);
  document.documentElement.lang = lang;
  window.dispatchEvent(new CustomEvent(LANGUAGE_CHANGED_EVENT, { detail: lang }));
}

export function currentLanguage(): Language {
  const parsed = languageSchema.safeParse(i18n.language);
  return parsed.success ? parsed.data : DEFAULT_LANGUAGE;
}
