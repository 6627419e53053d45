import { describe, expect, it } from "vitest";
import type { Language } from "../../../contract/languages";
import { opened, persona, say } from "./fixtures/test-calls";

/**
 * From a trainer's hard English call and its equivalents (written for these tests; the reader's corpus never saw
 * them): a question about a product the customer does not use, and an apology after an insult.
 */
const LANGUAGES: Language[] = ["en", "et", "es", "ru"];

const OTHER_PRODUCT: Record<Language, string> = {
  en: "Have you looked at OptiRoute at all?",
  et: "Kas olete OptiRoute'i kunagi vaadanud?",
  es: "¿Han mirado alguna vez OptiRoute?",
  ru: "А вы смотрели когда-нибудь OptiRoute?",
};

const INSULT: Record<Language, string> = {
  en: "come on, it's cheap, stop being so thick about it",
  et: "ärge olge nii rumal, see on ju odav",
  es: "venga, no sea tan tonto, que es barato",
  ru: "да бросьте, не тупите, это же дёшево",
};

const APOLOGY: Record<Language, string> = {
  en: "Sorry, that was out of line. What would make it worth it for you?",
  et: "Vabandust, see oli liiast. Mis teeks selle teie jaoks väärt?",
  es: "Perdone, me he pasado. ¿Qué haría que le mereciera la pena?",
  ru: "Извините, я перегнул. Что сделало бы это для вас оправданным?",
};

describe.each(LANGUAGES)("another product and an apology in %s", (language) => {
  it("says it has not tried a product it does not use, instead of telling its setup again", () => {
    const p = persona(language);
    const r = say(p, opened(p, { revealed: ["situation"], memory: { ...opened(p).memory!, asked: { situation: 1 } } }), OTHER_PRODUCT[language]);
    expect(r.decision.intent).toBe("not_used_product");
    expect(r.decision.repeated).toBeFalsy();
    expect(r.reply).not.toContain(p.solution);
  });

  it("stays offended after an insult but wins back some patience when the salesperson apologises", () => {
    const p = persona(language);
    const insulted = say(p, opened(p), INSULT[language]);
    expect(insulted.decision.intent).toBe("offended");
    const sorry = say(p, insulted.state, APOLOGY[language]);
    expect(sorry.state.patience).toBeGreaterThan(insulted.state.patience);
    expect(sorry.state.trust).toBeGreaterThan(insulted.state.trust);
    expect(sorry.state.outcome).toBeNull();
    // Once per insult: saying sorry again wins nothing more.
    const again = say(p, sorry.state, APOLOGY[language]);
    expect(again.state.patience).toBeLessThanOrEqual(sorry.state.patience);
  });
});

/** A line in another language that names a language. */
const FOREIGN: Record<Language, string> = {
  en: "Perdone, ¿habla usted Español?",
  et: "Sorry, do you speak English?",
  es: "Sorry, do you speak English?",
  ru: "Sorry, do you speak English?",
};

describe.each(LANGUAGES)("a language named in another language in %s", (language) => {
  it("is asked about, and never taken for a competitor the customer later asks about", () => {
    const p = persona(language);
    const r = say(p, opened(p), FOREIGN[language]);
    expect(r.decision.intent).toBe("ask_language");
    expect(r.state.memory?.names ?? []).toEqual([]);
  });
});

describe("'как вообще дела?' in a Russian call", () => {
  it("is small talk, not a question about the setup", () => {
    const p = persona("ru");
    const r = say(p, opened(p), "как вообще дела, неделя нормально идёт?");
    expect(r.decision.intent).toBe("small_talk_reply");
  });
});

describe.each(LANGUAGES)("a product the customer said it never tried in %s", (language) => {
  it("is not the one it asks the salesperson to compare with", () => {
    const p = persona(language);
    const start = opened(p, { revealed: ["situation", "pain:0"], interest: 60 });
    start.memory = { ...start.memory!, priceStated: true };
    const asked = say(p, start, OTHER_PRODUCT[language]);
    expect(asked.decision.intent).toBe("not_used_product");
    let state = asked.state;
    const said: string[] = [];
    for (const line of PITCHES[language]) {
      const r = say(p, state, line);
      said.push(r.reply);
      expect([r.decision.intent, r.decision.followUp]).not.toContain("ask_difference");
      state = r.state;
    }
    expect(said.join(" ")).not.toContain("OptiRoute");
  });
});

const PITCHES: Record<Language, string[]> = {
  en: ["Our planner builds the day's routes in five minutes, so your team gets those hours back.", "It also sends every driver their route on the phone."],
  et: [
    "Meie planeerija teeb päeva marsruudid viie minutiga, nii et teie meeskond saab need tunnid tagasi.",
    "Lisaks saadab see iga juhi marsruudi talle telefoni.",
  ],
  es: [
    "Nuestro planificador hace las rutas del día en cinco minutos, así que su equipo recupera esas horas.",
    "Además, manda a cada conductor su ruta al móvil.",
  ],
  ru: [
    "Наш планировщик строит маршруты на день за пять минут, так что ваша команда возвращает себе эти часы.",
    "А ещё он отправляет каждому водителю его маршрут на телефон.",
  ],
};
