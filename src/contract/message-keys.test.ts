import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
// The browser's mapping from a message key to its phrase-book key: the test checks the registry against the books.
// eslint-disable-next-line no-restricted-imports
import { localeKeyOf } from "../web/lib/messages";
import { MESSAGE_DOMAINS, messageEntries, messageKeyOf } from "./message-keys";

const WEB = path.join(__dirname, "../web");
const LANGS = ["en", "et", "es", "ru"] as const;

/** A language's phrase books merged as the app merges them: the shared one and each feature's. */
function book(lang: string): Record<string, unknown> {
  const files = [path.join(WEB, "locales", `${lang}.json`)];
  for (const feature of fs.readdirSync(path.join(WEB, "features"))) {
    const file = path.join(WEB, "features", feature, "locales", `${lang}.json`);
    if (fs.existsSync(file)) files.push(file);
  }
  return Object.assign({}, ...files.map((f) => JSON.parse(fs.readFileSync(f, "utf8")) as Record<string, unknown>)) as Record<string, unknown>;
}

function lookup(tree: Record<string, unknown>, key: string): unknown {
  return key.split(".").reduce<unknown>((node, part) => (node && typeof node === "object" ? (node as Record<string, unknown>)[part] : undefined), tree);
}

/** The modules a contract file loads (imports and re-exports, not `import type`), by path. */
function valueImports(file: string): string[] {
  const source = fs.readFileSync(file, "utf8");
  return [...source.matchAll(/^(?:import|export) (?!type )[^;]*? from "([^"]+)";/gms)].map((m) => m[1]!);
}

describe("the message key registry", () => {
  it("loads without zod, like every module it imports (the browser's screens import it to translate)", () => {
    const seen = new Set<string>();
    const visit = (file: string): string[] => {
      if (seen.has(file)) return [];
      seen.add(file);
      return valueImports(file).flatMap((spec) => {
        if (!spec.startsWith(".")) return [`${path.relative(__dirname, file)} imports ${spec}`];
        return visit(path.resolve(path.dirname(file), `${spec}.ts`));
      });
    };
    expect(visit(path.join(__dirname, "message-keys.ts"))).toEqual([]);
  });

  const entries = messageEntries();

  it("gives every message of every domain a key of the form <domain>.<name>, each key once", () => {
    const count = Object.values(MESSAGE_DOMAINS).reduce((n, messages) => n + Object.keys(messages).length, 0);
    expect(entries).toHaveLength(count);
    expect(new Set(entries.map((e) => e.key)).size).toBe(count);
    for (const { key } of entries) expect(key).toMatch(/^[a-z][a-zA-Z]*\.[a-zA-Z]+$/);
    expect(messageKeyOf("Invalid email or password")).toBe("auth.invalidCredentials");
  });

  it("gives each set of words one key, so the key sent does not depend on which domain is listed first", () => {
    const keysOf = new Map<string, string[]>();
    for (const { key, text } of entries) keysOf.set(text, [...(keysOf.get(text) ?? []), key]);
    const shared = [...keysOf].filter(([, keys]) => keys.length > 1).map(([text, keys]) => `${keys.join(" and ")}: ${text}`);
    expect(shared).toEqual([]);
    expect(messageKeyOf("Passwords do not match")).toBe("auth.passwordsDoNotMatch");
  });

  it("finds, by its words, a key whose words are the same, and none for unknown words", () => {
    for (const { key, text } of entries) {
      expect(text.trim()).not.toBe("");
      expect(messageKeyOf(text), text).toBe(key);
    }
    expect(messageKeyOf("Words no domain lists")).toBeUndefined();
    expect(messageKeyOf(undefined)).toBeUndefined();
  });

  it.each(LANGS)("has a translation of every key in the %s phrase books", (lang) => {
    const tree = book(lang);
    const missing = entries.filter(({ key }) => {
      const localeKey = localeKeyOf(key);
      const text = localeKey ? lookup(tree, localeKey) : undefined;
      return typeof text !== "string" || text.trim() === "";
    });
    expect(missing.map((e) => e.key)).toEqual([]);
  });

  it.each(LANGS)("keeps the numbers of the English words in the %s translations (limits are written out, not interpolated)", (lang) => {
    const tree = book(lang);
    const numbers = (text: string) => (text.match(/\d+/g) ?? []).sort().join(" ");
    const differ = entries.filter(({ key, text }) => {
      const translated = lookup(tree, localeKeyOf(key) ?? "");
      return typeof translated === "string" && numbers(translated) !== numbers(text);
    });
    expect(differ.map((e) => e.key)).toEqual([]);
  });

  it("sends distinct keys to distinct phrase-book keys", () => {
    const localeKeys = entries.map((e) => localeKeyOf(e.key));
    expect(new Set(localeKeys).size).toBe(entries.length);
  });
});
