import { describe, expect, it } from "vitest";
import { LANGUAGE_PACKS } from "../language";
import { LEXICAL_ACTS, TOPICS } from "../simulation/types";
import { READER_LANGUAGES } from "./acts";
import { isHeldOut, loadCorpus } from "./corpus";
import { patternHits, withoutLookarounds } from "./features";

const test = (re: RegExp, text: string) => {
  re.lastIndex = 0;
  return re.test(text);
};

describe("the language packs' patterns as the reader runs them", () => {
  it("drops lookarounds from a pattern and nothing else", () => {
    expect(withoutLookarounds("(?<![\\p{L}\\p{N}])(?:hi|hey)(?![\\p{L}\\p{N}])")).toBe("(?:hi|hey)");
    expect(withoutLookarounds("(?<!не\\s)(?<![\\p{L}\\p{N}])проблем[(?]\\(x")).toBe("проблем[(?]\\(x");
    expect(withoutLookarounds("a(?=(b|c)d)e")).toBe("ae");
  });

  it("find exactly what the patterns themselves find, in the held-out sentences of the corpus (the quick prefilter loses no hit)", () => {
    const corpus = loadCorpus().filter((l) => isHeldOut(l.text));
    for (const language of READER_LANGUAGES) {
      const pack = LANGUAGE_PACKS[language];
      const lines = corpus.filter((l) => l.language === language).map((l) => l.text);
      // Lines of the other languages too (Cyrillic in a Spanish call), and typed with typographic characters: the
      // patterns of a Latin-script pack run on a one-byte copy of such text (one-byte.ts).
      const others = corpus.filter((l, i) => l.language !== language && i % 7 === 0).map((l) => l.text);
      const typographic = lines
        .filter((_, i) => i % 5 === 0)
        .map((t, i) =>
          t
            .replace(/'/g, "’")
            .replace(/ - /g, " – ")
            .replace(/\.\.\./g, "…")
            .replace(/\?$/, i % 2 ? "? 😀" : "?\u2009👍🏽 Štšš ž"),
        );
      const upper = lines.filter((_, i) => i % 4 === 0).map((t) => t.toUpperCase());
      for (const text of [...lines, ...upper, ...others, ...typographic, "don’t – €29 … „jah“ šŠžŽ ⅓ ½ \u2028 x", "€"]) {
        const hits = patternHits(`${text} `, language);
        const acts = LEXICAL_ACTS.filter((a) => pack.acts[a].some((re) => test(re, `${text} `)));
        const topics = TOPICS.filter((t) => pack.topics[t].some((re) => test(re, `${text} `)));
        expect([...hits.acts].sort(), text).toEqual([...acts].sort());
        expect([...hits.topics].sort(), text).toEqual([...topics].sort());
      }
    }
  }, 60_000);
});
