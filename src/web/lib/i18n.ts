import i18next from "i18next";
import { initReactI18next } from "react-i18next";
import { DEFAULT_LANGUAGE, type Language, languageSchema } from "../../contract/languages";
import en from "../locales/en.json";
import { readStorage, STORAGE_KEYS, writeStorage } from "./storage";

export const LANGUAGE_CHANGED_EVENT = "language-changed";

export function storedLanguage(): Language {
  const parsed = languageSchema.safeParse(readStorage(STORAGE_KEYS.language));
  return parsed.success ? parsed.data : DEFAULT_LANGUAGE;
}

/**
 * Phrase books: the shared one in src/web/locales, plus one per feature in src/web/features/<feature>/locales,
 * merged under the feature's own top-level keys (each feature owns its strings; a test keeps the four in step).
 * English is built in (it is the fallback); the other languages are loaded when chosen, so a page carries only
 * the phrase books it speaks.
 */
const englishFeatureBooks = import.meta.glob<Record<string, unknown>>("../features/*/locales/en.json", {
  eager: true,
  import: "default",
});
const lazyBooks = import.meta.glob<Record<string, unknown>>(["../locales/*.json", "../features/*/locales/*.json", "!**/en.json"], {
  import: "default",
});

function merge(books: Array<Record<string, unknown>>): Record<string, unknown> {
  return Object.assign({}, ...books) as Record<string, unknown>;
}

export const i18n = i18next.createInstance();
void i18n.use(initReactI18next).init({
  resources: { en: { translation: merge([en, ...Object.values(englishFeatureBooks)]) } },
  lng: DEFAULT_LANGUAGE,
  fallbackLng: "en",
  interpolation: { escapeValue: false },
  returnNull: false,
  initAsync: false,
});

const loading = new Map<Language, Promise<void>>();

/** Loads a language's phrase books once (English is always there). */
export function loadLanguage(lang: Language): Promise<void> {
  if (lang === "en" || i18n.hasResourceBundle(lang, "translation")) return Promise.resolve();
  let pending = loading.get(lang);
  if (!pending) {
    const files = Object.keys(lazyBooks).filter((f) => f.endsWith(`/${lang}.json`));
    // The shared book first, then the features' (each owns its own top-level keys).
    files.sort((a, b) => Number(a.includes("/features/")) - Number(b.includes("/features/")));
    pending = Promise.all(files.map((f) => (lazyBooks[f] as () => Promise<Record<string, unknown>>)())).then((books) => {
      i18n.addResourceBundle(lang, "translation", merge(books), true, true);
    });
    pending.catch(() => loading.delete(lang));
    loading.set(lang, pending);
  }
  return pending;
}

/** Before the first render: the stored language, loaded and active (English if it cannot be loaded). */
export async function startLanguage(): Promise<void> {
  const lang = storedLanguage();
  try {
    await loadLanguage(lang);
    await i18n.changeLanguage(lang);
    document.documentElement.lang = lang;
  } catch {
    // Offline or a failed chunk: the page speaks English rather than not at all.
  }
}

/** Stores the choice on this device and tells the rest of the page (spec 1 §4). */
export async function setLanguage(lang: Language): Promise<void> {
  writeStorage(STORAGE_KEYS.language, lang);
  await loadLanguage(lang);
  await i18n.changeLanguage(lang);
  document.documentElement.lang = lang;
  window.dispatchEvent(new CustomEvent(LANGUAGE_CHANGED_EVENT, { detail: lang }));
}

export function currentLanguage(): Language {
  const parsed = languageSchema.safeParse(i18n.language);
  return parsed.success ? parsed.data : DEFAULT_LANGUAGE;
}
