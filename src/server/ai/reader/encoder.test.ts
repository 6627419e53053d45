import { describe, expect, it } from "vitest";
import { type Encoder, deserialiseEncoder, encoderScores, encoderTokens, serialiseEncoder } from "./encoder";
import { classifySentence } from "./classify";
import { readerModel } from "./model";
import { trainEncoder } from "./train-encoder";

const LABELS = ["greeting", "goodbye", "lang:en"];
const tiny = (): Encoder =>
  trainEncoder(
    [
      { text: "hi there", labels: ["greeting", "lang:en"], language: "en" },
      { text: "hello, good morning", labels: ["greeting", "lang:en"], language: "en" },
      { text: "bye for now", labels: ["goodbye", "lang:en"], language: "en" },
      { text: "have a good one, bye", labels: ["goodbye", "lang:en"], language: "en" },
    ],
    LABELS,
    { bits: 10, dim: 8, hidden: 8, widths: [1, 3] },
    { epochs: 60, batch: 2, rate: 0.01, dropout: 0, wordDropout: 0 },
  );

describe("the sentence encoder", () => {
  it("splits words from the punctuation that shapes a sentence, without accents or digits", () => {
    expect(encoderTokens("¿Qué tal? Hablamos el 12, ¡vale!")).toEqual(["¿", "que", "tal", "?", "hablamos", "el", "0", ",", "¡", "vale", "!"]);
  });

  it("learns from examples, deterministically", () => {
    const a = tiny();
    const b = tiny();
    expect(Array.from(encoderScores(a, "hi, good morning", "en"))).toEqual(Array.from(encoderScores(b, "hi, good morning", "en")));
    const [greeting, goodbye] = encoderScores(a, "hello there", "en");
    expect(greeting).toBeGreaterThan(0.5);
    expect(goodbye).toBeLessThan(0.5);
  });

  it("reads the same from its 8-bit file as in memory, within rounding", () => {
    const a = tiny();
    const b = deserialiseEncoder(serialiseEncoder(a));
    const pa = encoderScores(a, "bye, have a good one", "en");
    const pb = encoderScores(b, "bye, have a good one", "en");
    pa.forEach((p, i) => expect(Math.abs(p - (pb[i] as number))).toBeLessThan(0.03));
  });

  it("gives a sentence the same reading whatever was read before it (the word cache changes nothing)", () => {
    const model = readerModel();
    const first = classifySentence("So how do you handle the month-end close today?", "en", model).probabilities;
    for (const s of ["asdf qwer", "Kuidas te praegu arveid haldate?", "Добрый день!", "so how do you handle payroll?"]) classifySentence(s, undefined, model);
    expect(classifySentence("So how do you handle the month-end close today?", "en", model).probabilities).toEqual(first);
  });
});

describe("the committed reader", () => {
  it("finds a greeting at the start of a long introduction, not only in a bare hello", () => {
    const acts = classifySentence(
      "Good morning, my name is Oliver Grant and I'm calling from Brightledger because your team asked about our invoicing software last week.",
      "en",
    ).acts;
    expect(acts).toEqual(expect.arrayContaining(["greeting", "introduces_self", "states_reason"]));
  });

  it("tells small talk from a question about the customer's situation", () => {
    expect(classifySentence("How was your weekend, did you get out at all?", "en").acts).toContain("small_talk");
    expect(classifySentence("How do you plan the drivers' routes at the moment?", "en").acts).toEqual(
      expect.arrayContaining(["discovery_situation", "open_question"]),
    );
  });

  it("reads the same kinds of lines in Estonian, Spanish and Russian", () => {
    expect(classifySentence("Tere hommikust, Mari siin Arvelinkist, kas teil on paar minutit?", "et").acts).toEqual(
      expect.arrayContaining(["greeting", "introduces_self", "asks_permission"]),
    );
    expect(classifySentence("¿Y qué es lo que más os frustra del sistema que tenéis ahora?", "es").acts).toEqual(
      expect.arrayContaining(["discovery_pain", "open_question"]),
    );
    expect(classifySentence("Спасибо за время, хорошего вам дня!", "ru").acts).toEqual(expect.arrayContaining(["thanks", "goodbye"]));
  });
});
