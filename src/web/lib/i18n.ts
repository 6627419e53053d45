import i18next from "i18next";
import { initReactI18next } from "react-i18next";
import { DEFAULT_LANGUAGE, type Language, LANGUAGES } from "../../contract/language-list";
import en from "../locales/en.json";
import { readStorage, STORAGE_KEYS, writeStorage } from "./storage";

export const LANGUAGE_CHANGED_EVENT = "language-changed";

/** A plain check rather than the contract's zod schema: the shell of every page stays free of zod. */
function isLanguage(value: unknown): value is Language {
  return (LANGUAGES as readonly unknown[]).includes(value);
}

export function storedLanguage(): Language {
  const stored = readStorage(STORAGE_KEYS.language);
  return isLanguage(stored) ? stored : DEFAULT_LANGUAGE;
}

/**
 * Phrase books: the shared one in src/web/locales, plus one per feature in src/web/features/<feature>/locales,
 * merged under the feature's own top-level keys (each feature owns its strings; a test keeps the four in step).
 * English is the fallback: the shared book and the books of what every page shows (the feedback widget) are
 * built in; the English books of the other features arrive with the first screen that is not the home page
 * (router.tsx), and the other languages when chosen, so a page carries only the phrase books it speaks.
 */
const englishShellBooks = import.meta.glob<Record<string, unknown>>("../features/feedback/locales/en.json", {
  eager: true,
  import: "default",
});
const lazyBooks = import.meta.glob<Record<string, unknown>>(
  ["../locales/*.json", "../features/*/locales/*.json", "!../locales/en.json", "!../features/feedback/locales/en.json"],
  { import: "default" },
);

function merge(books: Array<Record<string, unknown>>): Record<string, unknown> {
  return Object.assign({}, ...books) as Record<string, unknown>;
}

export const i18n = i18next.createInstance();
void i18n.use(initReactI18next).init({
  resources: { en: { translation: merge([en, ...Object.values(englishShellBooks)]) } },
  lng: DEFAULT_LANGUAGE,
  fallbackLng: "en",
  interpolation: { escapeValue: false },
  returnNull: false,
  initAsync: false,
});

const loadingBooks = new Map<string, Promise<void>>();

/** A feature's folder name under src/web/features (its phrase book is features/<name>/locales/<lang>.json). */
export type Feature = string;

/**
 * Loads a language's phrase books once each: the shared one and, for English, the features' (the shared English
 * book is built in). `features` limits it to those features' books (a screen that speaks only from them); without
 * it, every feature's. Resolves when they are all in.
 */
export function loadLanguage(lang: Language, features?: readonly Feature[]): Promise<void> {
  const files = Object.keys(lazyBooks).filter(
    (f) => f.endsWith(`/${lang}.json`) && (!features || !f.includes("/features/") || features.some((name) => f.includes(`/features/${name}/`))),
  );
  // The shared book first, then the features' (each owns its own top-level keys).
  files.sort((a, b) => Number(a.includes("/features/")) - Number(b.includes("/features/")));
  return Promise.all(
    files.map((file) => {
      let pending = loadingBooks.get(file);
      if (!pending) {
        pending = (lazyBooks[file] as () => Promise<Record<string, unknown>>)().then((book) => {
          i18n.addResourceBundle(lang, "translation", book, true, true);
        });
        pending.catch(() => loadingBooks.delete(file));
        loadingBooks.set(file, pending);
      }
      return pending;
    }),
  ).then(() => undefined);
}

/** Before the first render: the stored language, loaded and active (English if it cannot be loaded). */
export async function startLanguage(): Promise<void> {
  const lang = storedLanguage();
  try {
    // The home page needs no feature's English book; other screens load them as they open.
    if (lang !== "en") await loadLanguage(lang);
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
  return isLanguage(i18n.language) ? i18n.language : DEFAULT_LANGUAGE;
}
