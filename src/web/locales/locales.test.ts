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

const placeholders = (s: string) => [...s.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();
const english = flatten(en as Tree);
const others = { et: flatten(et as Tree), es: flatten(es as Tree), ru: flatten(ru as Tree) };

describe.each(Object.entries(others))("the %s phrase book", (_lang, book) => {
  it("has exactly the English keys", () => {
    expect([...book.keys()].sort()).toEqual([...english.keys()].sort());
  });

  it("fills every string and keeps its placeholders", () => {
    for (const [key, text] of english) {
      const translated = book.get(key) ?? "";
      expect(translated.trim(), key).not.toBe("");
      expect(placeholders(translated), key).toEqual(placeholders(text));
    }
  });

  it("is a translation, not an English copy", () => {
    // Names (brands, the companies in testimonials) may stay as they are; prose may not.
    const isName = (key: string) => /\.(company|name)$/.test(key);
    const copied = [...english].filter(
      ([key, text]) => !isName(key) && text.split(" ").length >= 3 && book.get(key) === text,
    );
    expect(copied.map(([key]) => key)).toEqual([]);
  });
});
