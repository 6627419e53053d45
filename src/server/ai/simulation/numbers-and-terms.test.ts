import { describe, expect, it } from "vitest";
import type { Language } from "../../../contract/languages";
import { LANGUAGE_PACKS } from "../language";
import { opened, persona, say } from "./fixtures/test-calls";
import { emptyMemory } from "./memory";
import { readMessage } from "./reader";

/**
 * Lines from a trainer's English call and their equivalents, written for these tests (the reader's corpus never saw
 * them): "how much time does that eat up?" wants a number, a salesperson who already said what set-up takes is not
 * asked about set-up, and "since Monday" in small talk offers no meeting time.
 */
const LANGUAGES: Language[] = ["en", "et", "es", "ru"];

const HOW_MUCH: Record<Language, string> = {
  en: "How much time does that eat up for you each month, roughly?",
  et: "Kui palju aega see teil kuus umbes ära võtab?",
  es: "¿Cuánto tiempo les quita eso al mes, más o menos?",
  ru: "Сколько примерно времени это у вас отнимает в месяц?",
};

const WHAT_DOES_IT_DO: Record<Language, string> = {
  en: "And what does that mean for the business?",
  et: "Ja mida see ettevõttele tähendab?",
  es: "¿Y eso qué supone para el negocio?",
  ru: "А что это означает для бизнеса?",
};

const SETUP_TOLD: Record<Language, string> = {
  en: "We can have you set up in about a week, and we move your data across for you.",
  et: "Seadistamine võtab umbes nädala ja andmed toome teie eest ise üle.",
  es: "La puesta en marcha lleva una semana y los datos se los pasamos nosotros.",
  ru: "Внедрение занимает около недели, данные мы переносим сами.",
};

const CONTRACT_TOLD: Record<Language, string> = {
  en: "There's no long-term contract either, you can cancel any time.",
  et: "Pikaajalist lepingut pole, saate igal ajal loobuda.",
  es: "Y sin permanencia, se da de baja cuando quiera.",
  ru: "И без долгосрочного договора, отказаться можно в любой момент.",
};

const SMALL_TALK_DAY: Record<Language, string> = {
  en: "Bit grim out today isn't it, the rain hasn't stopped since Monday",
  et: "Täna on ikka sünge ilm, vihma on sadanud juba esmaspäevast saadik",
  es: "Qué día más feo hace hoy, ¿eh? No ha parado de llover desde el lunes",
  ru: "Погода сегодня, конечно, мрачная, дождь идёт с понедельника",
};

const DIGITS_OR_NUMBER_WORDS: Record<Language, RegExp> = {
  en: /\d|\b(?:one|two|three|four|five|eight|nine|eleven|twenty|hundred|thousand|half|fifth|twice|percent)\b/iu,
  et: /\d|(?:üks|kaks|kolm|neli|viis|kaheksa|üheksa|üksteist|kakskümmend|sada|tuhat|poolteist|viiendik|protsent)/iu,
  es: /\d|(?:uno|una|dos|tres|cuatro|cinco|ocho|nueve|once|veinte|cien|trescientos|miles|medio|quince)/iu,
  ru: /\d|(?:один|одна|два|две|три|четыре|пять|восемь|девять|одиннадцать|двадцать|сто|триста|тысяч|полтора|пятнадцать)/iu,
};

describe.each(LANGUAGES)("numbers and terms in %s", (language) => {
  const pack = LANGUAGE_PACKS[language];

  it("puts a number on what a pain costs when asked how much, and keeps the same number when asked again", () => {
    const p = persona(language);
    const state = opened(p, { trust: 70, revealed: ["situation", "pain:0"] });
    const r = say(p, state, HOW_MUCH[language]);
    expect(r.decision.intent).toBe("reveal_impact");
    expect(r.reply).toContain(p.pains[0]?.impact);
    expect(r.reply).toMatch(DIGITS_OR_NUMBER_WORDS[language]);
    const figure = pack.persona.figures[p.pains[0]?.topic ?? "time"].find((f) => r.reply.includes(f));
    expect(figure).toBeDefined();
    // Told once, the number is said again as said before, not replaced by another.
    const again = say(p, r.state, HOW_MUCH[language]);
    expect(again.reply).toContain(figure);
  });

  it("answers a question about what the pain means without a number", () => {
    const p = persona(language);
    const r = say(p, opened(p, { trust: 70, revealed: ["situation", "pain:0"] }), WHAT_DOES_IT_DO[language]);
    expect(r.decision.intent).toBe("reveal_impact");
    expect(r.reply).toContain(p.pains[0]?.impact);
    expect(pack.persona.figures[p.pains[0]?.topic ?? "time"].some((f) => r.reply.includes(f))).toBe(false);
  });

  it("gives a number for an impact it told without one, when the salesperson asks how much", () => {
    const p = persona(language);
    const told = say(p, opened(p, { trust: 70, revealed: ["situation", "pain:0"] }), WHAT_DOES_IT_DO[language]);
    const r = say(p, told.state, HOW_MUCH[language]);
    expect(r.decision.intent).toBe("reveal_impact");
    expect(r.decision.repeated).toBeFalsy();
    expect(pack.persona.figures[p.pains[0]?.topic ?? "time"].some((f) => r.reply.includes(f))).toBe(true);
  });

  it("reads what set-up takes and what binds the customer as part of the offer, and does not ask about them after", () => {
    const p = persona(language);
    const reading = readMessage(SETUP_TOLD[language], pack, new Set());
    expect(reading.acts.has("feature") || reading.acts.has("benefit")).toBe(true);
    let state = opened(p, { interest: 60, trust: 65, pitches: 1, revealed: ["situation", "pain:0"] });
    state = { ...state, memory: { ...emptyMemory(), priceStated: true, initiative: ["ask_price"], lastInitiativeTurn: 1 } };
    const setup = say(p, state, SETUP_TOLD[language]);
    expect(setup.state.memory?.setupStated).toBe(true);
    const contract = say(p, setup.state, CONTRACT_TOLD[language]);
    expect(contract.state.memory?.contractStated).toBe(true);
    const asked = [setup, contract].flatMap((x) => [x.decision.intent, x.decision.followUp]);
    expect(asked).not.toContain("ask_setup");
    expect(asked).not.toContain("ask_contract");
  });

  it("hears no meeting time in small talk about the weather since Monday", () => {
    const reading = readMessage(SMALL_TALK_DAY[language], pack, new Set());
    expect(reading.acts.has("small_talk")).toBe(true);
    expect(reading.acts.has("specific_time")).toBe(false);
    expect(reading.times).toEqual([]);
  });
});

const TERMS_ONLY: Record<Language, string> = {
  en: "Setup takes about a week and there's no long-term contract.",
  et: "Seadistamine võtab umbes nädala ja pikaajalist lepingut pole.",
  es: "La puesta en marcha lleva una semana y sin permanencia.",
  ru: "Внедрение занимает около недели, и без долгосрочного договора.",
};

const HOURS_GO_AWAY: Record<Language, string> = {
  en: "With us the bank reconciliation runs by itself, so those hours pretty much disappear.",
  et: "Meiega käib pangaväljavõtete sobitamine ise, nii et need tunnid kaovad peaaegu ära.",
  es: "Con nosotros la conciliación bancaria va sola, así que esas horas casi desaparecen.",
  ru: "С нами сверка с банком идёт сама, так что эти часы почти исчезают.",
};

describe.each(LANGUAGES)("terms and benefits in %s", (language) => {
  const pack = LANGUAGE_PACKS[language];
  it("does not take set-up time and contract terms without a figure for a price", () => {
    const reading = readMessage(TERMS_ONLY[language], pack, new Set());
    expect(reading.acts.has("price_statement")).toBe(false);
    expect(reading.acts.has("feature") || reading.acts.has("benefit")).toBe(true);
  });

  it("reads 'so those hours disappear' after what the offer does as a benefit", () => {
    expect(readMessage(HOURS_GO_AWAY[language], pack, new Set()).acts.has("benefit")).toBe(true);
  });
});

const SETUP_AND_CHECK: Record<Language, string> = {
  en: "We can have you set up in about a week and we do the data import ourselves. Does that answer your concern?",
  et: "Seadistamine võtab umbes nädala ja andmed toome ise üle. Kas see vastab teie murele?",
  es: "La puesta en marcha lleva una semana y la migración de datos la hacemos nosotros. ¿Eso responde a su duda?",
  ru: "Внедрение занимает около недели, данные мы переносим сами. Это снимает ваш вопрос?",
};

const CONTRACT_AND_CHECK: Record<Language, string> = {
  en: "There's no long-term contract, you can cancel any time. Does that answer your concern?",
  et: "Pikaajalist lepingut pole, saate igal ajal loobuda. Kas see vastab teie murele?",
  es: "No hay permanencia, se da de baja cuando quiera. ¿Eso responde a su duda?",
  ru: "Без долгосрочного договора, отказаться можно в любой момент. Это снимает ваш вопрос?",
};

describe.each(LANGUAGES)("an answer to the concern it was given for in %s", (language) => {
  const p = persona(language);
  const concern = (open: "price" | "timing" | "contract") =>
    opened(p, { open, raised: [open], revealed: ["situation", "pain:0"], objectionWork: { acknowledged: true, clarified: true, answered: 0 } });

  it("does not settle a concern about price with how quickly set-up goes", () => {
    const r = say(p, concern("price"), SETUP_AND_CHECK[language]);
    expect(r.decision.intent).not.toBe("objection_resolved");
    expect(r.state.open).toBe("price");
  });

  it("settles a concern about timing with how little set-up takes", () => {
    const r = say(p, concern("timing"), SETUP_AND_CHECK[language]);
    expect(r.decision.intent).toBe("objection_resolved");
    expect(r.state.resolved).toContain("timing");
  });

  it("settles a concern about being tied in with the contract terms", () => {
    const r = say(p, concern("contract"), CONTRACT_AND_CHECK[language]);
    expect(r.decision.intent).toBe("objection_resolved");
    expect(r.state.resolved).toContain("contract");
  });
});

/** A summary of a pain the customer never named (its pains here are its own, drawn for the persona). */
const NEVER_SAID: Record<Language, string> = {
  en: "So if I've got it right, your support provider takes days to answer the phone?",
  et: "Kui ma õigesti aru sain, siis teie tugiteenus ei vasta telefonile päevade kaupa?",
  es: "Si lo he entendido bien, ¿su proveedor de soporte tarda días en coger el teléfono?",
  ru: "Если я правильно понимаю, ваша поддержка по нескольку дней не берёт трубку?",
};

describe.each(LANGUAGES)("a summary of something the customer never said in %s", (language) => {
  it("is corrected with what the customer did say, and costs trust instead of winning it", () => {
    const p = persona(language);
    const pains = [{ topic: "time" as const, text: LANGUAGE_PACKS[language].persona.pains.time[0] as string, impact: "x", intensity: 3 }];
    const state = opened(p, { revealed: ["situation", "pain:0"], memory: { ...emptyMemory(), pains } });
    const r = say(p, state, NEVER_SAID[language]);
    expect(r.reading.acts.has("summary")).toBe(true);
    expect(r.decision.intent).toBe("correct_summary");
    expect(r.state.trust).toBeLessThan(state.trust);
    expect(r.reply).not.toBe("");
  });

  it("is corrected when the customer has told nothing yet", () => {
    const p = persona(language);
    const r = say(p, opened(p), NEVER_SAID[language]);
    expect(r.decision.intent).toBe("correct_summary");
    expect(r.reply).not.toMatch(/\{|\}/u);
  });
});

const WORTH_IT: Record<Language, string> = {
  en: "What would make it worth it for you?",
  et: "Mis teeks selle teie jaoks väärt?",
  es: "¿Qué haría que le mereciera la pena?",
  ru: "Что для вас было бы весомым аргументом?",
};

describe.each(LANGUAGES)("'what would make it worth it?' while a concern is open in %s", (language) => {
  it("explores the concern: the customer says what lies behind it", () => {
    const p = persona(language);
    const state = opened(p, {
      open: "price",
      raised: ["price"],
      revealed: ["situation", "pain:0"],
      objectionWork: { acknowledged: false, clarified: false, answered: 0 },
    });
    const r = say(p, state, WORTH_IT[language]);
    expect(r.decision.intent).toBe("explain_objection");
    expect(r.state.objectionWork.clarified).toBe(true);
  });
});

const BEHIND_IT: Record<Language, string> = {
  en: "I see. And what's behind that?",
  et: "Selge. Ja mis selle taga on?",
  es: "Ya veo. ¿Y qué hay detrás de eso?",
  ru: "Понятно. А что за этим стоит?",
};

describe.each(LANGUAGES)("a question after an answer that missed the point in %s", (language) => {
  it("gets what lies behind the concern, and does not settle it", () => {
    const p = persona(language);
    // One answer given already, which the customer said did not address its point.
    const state = opened(p, {
      open: "timing",
      raised: ["timing"],
      revealed: ["situation", "pain:0"],
      objectionWork: { acknowledged: false, clarified: false, answered: 1 },
    });
    const r = say(p, state, BEHIND_IT[language]);
    expect(r.decision.intent).toBe("explain_objection");
    expect(r.state.open).toBe("timing");
  });
});

describe.each(LANGUAGES)("the answer to the customer's own question about set-up in %s", (language) => {
  it("is taken note of before whatever the customer says next", () => {
    const p = persona(language);
    let state = opened(p, { interest: 60, trust: 65, pitches: 1, revealed: ["situation", "pain:0"] });
    state = { ...state, memory: { ...emptyMemory(), priceStated: true, initiative: ["ask_price", "ask_setup"], lastInitiativeTurn: state.turn } };
    const r = say(p, state, SETUP_TOLD[language]);
    expect(r.decision.notesAnswer).toBe(true);
    expect(LANGUAGE_PACKS[language].notesAnswer.some((x) => r.reply.startsWith(x))).toBe(true);
    // Told the same again later, nothing is left to take note of.
    const again = say(p, r.state, SETUP_TOLD[language]);
    expect(again.decision.notesAnswer).toBeUndefined();
  });
});
