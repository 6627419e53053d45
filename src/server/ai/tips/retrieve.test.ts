import { describe, expect, it } from "vitest";
import { LANGUAGES, type Language } from "../../../contract/languages";
import { type Stage, STAGES } from "../../../contract/stages";
import { builtinTipsAnswer } from "./answer";
import { KNOWLEDGE, TIP_TOPICS } from "./knowledge";
import { retrieveTips, tipsForAnswer, tokenize } from "./retrieve";

const PRICE: Record<Language, string> = {
  en: "the customer says it's too expensive",
  et: "klient ütleb, et see on liiga kallis",
  es: "el cliente dice que es demasiado caro",
  ru: "клиент говорит, что это слишком дорого",
};
const CLOSING: Record<Language, string> = {
  en: "how do I close the deal at the end of the call?",
  et: "kuidas tehingut sulgeda?",
  es: "¿cómo cierro la venta?",
  ru: "как закрыть сделку?",
};
const CUSTOMER: Record<Language, string> = { en: "what to say to the customer", et: "klient", es: "cliente", ru: "клиент" };

describe("the knowledge base", () => {
  it.each(LANGUAGES)("%s has 4+ entries on each of the six topics, with unique ids and every field filled", (lang) => {
    const entries = KNOWLEDGE[lang];
    for (const topic of TIP_TOPICS) expect(entries.filter((e) => e.topic === topic).length, topic).toBeGreaterThanOrEqual(4);
    expect(new Set(entries.map((e) => e.id)).size).toBe(entries.length);
    for (const e of entries) {
      expect(STAGES).toContain(e.stage);
      expect(e.title && e.text && e.example).toBeTruthy();
      expect(e.keywords.length).toBeGreaterThan(2);
    }
  });
});

describe("tokenize", () => {
  it("lowercases and keeps Unicode letters", () => {
    expect(tokenize("Klient ÜTLEB, et see on liiga kallis!")).toEqual(["klient", "ütleb", "et", "see", "on", "liiga", "kallis"]);
    expect(tokenize("Клиент говорит: «Дорого»")).toEqual(["клиент", "говорит", "дорого"]);
  });
});

describe.each(LANGUAGES)("retrieveTips in %s", (lang) => {
  it("retrieves objection material first for a price objection", () => {
    const [first] = retrieveTips(PRICE[lang], lang);
    expect(first?.topic).toBe("objections");
    expect(first?.id).toBe(`${lang}-obj-price`);
  });

  it("retrieves closing material first for a closing question", () => {
    const [first] = retrieveTips(CLOSING[lang], lang);
    expect(first?.topic).toBe("closing");
  });

  it("gently boosts the user's weak stages", () => {
    const q = CUSTOMER[lang];
    const mappingIn = (weak: Stage[]) => retrieveTips(q, lang, weak, 6).filter((e) => e.stage === "mapping").length;
    expect(mappingIn(["mapping"])).toBeGreaterThan(mappingIn([]));
    // Gently: a clear question still wins over the boost.
    expect(retrieveTips(PRICE[lang], lang, ["mapping"])[0]?.id).toBe(`${lang}-obj-price`);
    expect(retrieveTips(CLOSING[lang], lang, ["mapping"])[0]?.topic).toBe("closing");
    // Without any matching word, the weakest stage's entries answer.
    expect(retrieveTips("zzzz qqqq", lang, ["close"]).every((e) => e.stage === "close")).toBe(true);
  });

  it("builds an answer from the best match and its own topic, not from loosely related entries", () => {
    const entries = tipsForAnswer(PRICE[lang], lang);
    expect(entries).toHaveLength(3);
    expect(entries.map((e) => e.topic)).toEqual(["objections", "objections", "objections"]);
    expect(tipsForAnswer(CLOSING[lang], lang).every((e) => e.stage === "close")).toBe(true);
  });

  it("writes a builtin answer in the question's language, naming the weakest stage", () => {
    const answer = builtinTipsAnswer({ message: PRICE[lang], language: lang, history: [], weakStages: ["objectionHandling"] });
    const entry = KNOWLEDGE[lang].find((e) => e.id === `${lang}-obj-price`);
    expect(answer).toContain(entry?.example);
    const stageWord = { en: "objection handling", et: "vastuväidete käsitlemine", es: "manejo de objeciones", ru: "работа с возражениями" }[lang];
    expect(answer).toContain(stageWord);
  });
});
