import { describe, expect, it } from "vitest";
import { SentenceBuffer, splitSentences } from "./sentences";

describe("sentences of a streamed reply", () => {
  it("gives each sentence as soon as it is complete, keeping the rest for later", () => {
    const b = new SentenceBuffer();
    expect(b.push("Hello, this is ")).toEqual([]);
    expect(b.push("Maria. We already")).toEqual(["Hello, this is Maria."]);
    expect(b.push(" have a supplier! Why ")).toEqual(["We already have a supplier!"]);
    expect(b.push("switch?")).toEqual([]); // the reply may go on
    expect(b.flush()).toEqual(["Why switch?"]);
    expect(b.flush()).toEqual([]);
  });

  it("does not cut a number or an abbreviation at the end of a piece", () => {
    const b = new SentenceBuffer();
    expect(b.push("It costs 3.")).toEqual([]);
    expect(b.push("5 thousand. Too much.")).toEqual(["It costs 3.5 thousand."]);
    expect(b.flush()).toEqual(["Too much."]);
  });

  it("handles Spanish, Russian and Estonian punctuation and ellipses", () => {
    expect(splitSentences("¿Cuánto cuesta? ¡Es caro! Bueno…  veremos.")).toEqual(["¿Cuánto cuesta?", "¡Es caro!", "Bueno…", "veremos."]);
    expect(splitSentences("Здравствуйте. Кто это?")).toEqual(["Здравствуйте.", "Кто это?"]);
    expect(splitSentences("Tere! Mul on vähe aega.")).toEqual(["Tere!", "Mul on vähe aega."]);
  });
});
