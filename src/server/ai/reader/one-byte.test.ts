import { describe, expect, it } from "vitest";
import { oneByteFor } from "./one-byte";

const SOURCES = [String.raw`\bdon['’]t\b`, String.raw`€\s*\d+`, String.raw`(?<![\p{L}])šokk\p{L}*`];

describe("the one-byte copy of a text", () => {
  const oneByte = oneByteFor(SOURCES);
  if (!oneByte) throw new Error("expected a one-byte copy for Latin-script patterns");
  const run = (source: string, flags: string, text: string) => new RegExp(oneByte.source(source), flags).test(oneByte.text(text));

  it("is made of characters up to U+00FF only, and leaves such text as it is", () => {
    expect(oneByte.text("Don’t – €29 … „jah“ Šokk 😀 Платформа ⅓")).toMatch(/^[\0-\xff]*$/u);
    expect(oneByte.text("Hola, ¿qué tal? Ça va, Jõgeva")).toBe("Hola, ¿qué tal? Ça va, Jõgeva");
  });

  it("matches where the patterns match the text itself, and only there", () => {
    for (const [source, flags] of [
      [SOURCES[0], "u"],
      [SOURCES[1], "u"],
      [SOURCES[2], "iu"],
      [String.raw`(?<![\p{L}])\p{L}+\s+\p{N}`, "u"],
    ] as const) {
      for (const text of ["I don’t know", "I don't know", "it’s €29 a month", "€ 29", "šokk!", "ŠOKK", "väga šokeeriv", "Платформа 5", "üks ⅓", "a—b"]) {
        expect(run(source as string, flags, text), `${source} on ${text}`).toBe(new RegExp(source as string, flags).test(text));
      }
    }
  });

  it("is not made for patterns written in another script (Russian packs run on the text itself)", () => {
    expect(oneByteFor([String.raw`(?:привет|здравствуйте|добрый\s+день)`])).toBeNull();
  });
});
