import { describe, expect, it } from "vitest";
import en from "./en.json";
import es from "./es.json";
import et from "./et.json";
import ru from "./ru.json";

type Tree = { [key: string]: string | Tree };

function flatten(tree: Tree, prefix = ""): Map<string, string> {
  const out = new Map<string, string>();
  for (const [k, v] of Object.entries(tree)) {
    const key = prefix ? `${prefix}.${k}` : k;
    if (typeof v === "string") out.set(key, v);
    else for (const [kk, vv] of flatten(v, key)) out.set(kk, vv);
  }
  return out;
}

// Each feature's own phrase books (src/web/features/<feature>/locales/<lang>.json), merged as the app merges them.
const featureBooks = import.meta.glob<Tree>("../features/*/locales/*.json", { eager: true, import: "default" });
function withFeatures(lang: string, base: Tree): Tree {
  const merged: Tree = { ...base };
  for (const [file, content] of Object.entries(featureBooks)) {
    if (file.endsWith(`/${lang}.json`)) {
      for (const key of Object.keys(content)) {
        if (key in merged) throw new Error(`${file} redefines the top-level key "${key}"`);
      }
      Object.assign(merged, content);
    }
  }
  return merged;
}

/** i18next plural forms differ by language (Russian has few and many); compare the keys without them. */
const PLURAL = /_(zero|one|two|few|many|other)$/;
const baseKeys = (book: Map<string, string>) => [...new Set([...book.keys()].map((k) => k.replace(PLURAL, "")))].sort();

const placeholders = (s: string) => [...s.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();
const english = flatten(withFeatures("en", en as Tree));
const others = {
  et: flatten(withFeatures("et", et as Tree)),
  es: flatten(withFeatures("es", es as Tree)),
  ru: flatten(withFeatures("ru", ru as Tree)),
};

describe.each(Object.entries(others))("the %s phrase book", (_lang, book) => {
  it("has exactly the English keys (plural forms aside)", () => {
    expect(baseKeys(book)).toEqual(baseKeys(english));
  });

  it("fills every string and keeps its placeholders", () => {
    for (const [key, text] of english) {
      // A plural form English has may be absent where the language does not use it.
      const translated = book.get(key) ?? book.get(key.replace(PLURAL, "_other")) ?? "";
      expect(translated.trim(), key).not.toBe("");
      expect(placeholders(translated), key).toEqual(placeholders(text));
    }
  });

  it("is a translation, not an English copy", () => {
    // Names (brands, the companies in testimonials) may stay as they are; prose may not.
    const isName = (key: string) => /\.(company|name)$/.test(key);
    const copied = [...english].filter(([key, text]) => !isName(key) && text.split(" ").length >= 3 && book.get(key) === text);
    expect(copied.map(([key]) => key)).toEqual([]);
  });
});
