import { describe, expect, it } from "vitest";
import type { Language } from "../../../contract/languages";
import type { Difficulty } from "../../../contract/practice";
import { LANGUAGE_PACKS } from "../language";
import { REGISTER } from "../language/register";
import { LINES } from "./fixtures/behaviour-lines";
import { opened, persona, ready, say } from "./fixtures/test-calls";
import { buildPersona, personaSize } from "./persona";
import { step } from "./step";

/**
 * The customer reacts to what the salesperson actually says, in every language: small talk, questions
 * about itself, one and two offered times, "yes" to its own suggestion, repetition, insults, gibberish, another
 * language, an assumptive close and its own questions. The lines (fixtures/behaviour-lines.ts) are written for
 * these tests; the reader's corpus never saw them.
 */
describe.each(Object.keys(LINES) as Language[])("the customer in %s", (language) => {
  const L = LINES[language];

  it("answers small talk as small talk", () => {
    const p = persona(language);
    expect(say(p, opened(p), L.smallTalk).decision.intent).toBe("small_talk_reply");
  });

  it("answers a question about itself from its persona", () => {
    const p = persona(language);
    const r = say(p, opened(p), L.about);
    expect(r.decision.intent).toBe("answer_about_self");
    expect(r.reply).toContain(String(personaSize(p)));
  });

  it("accepts one offered time and says it back in its own words", () => {
    const p = persona(language);
    const r = say(p, ready(p), L.oneSlot[0]);
    expect(r.decision.intent).toBe("agree_next_step");
    expect(r.state.outcome).toBe("meeting_booked");
    expect(r.reply).toContain(L.oneSlot[1]);
  });

  it("takes exactly one of two offered times", () => {
    const p = persona(language);
    const r = say(p, ready(p), L.twoSlots[0]);
    expect(r.decision.intent).toBe("choose_slot");
    expect(r.state.outcome).toBe("meeting_booked");
    const said = L.twoSlots[1].filter((slot) => r.reply.includes(slot));
    expect(said).toHaveLength(1);
    expect(r.state.memory?.agreedTime).toBe(said[0]);
  });

  it("honours a plain yes to the time it suggested itself", () => {
    const p = persona(language);
    const asked = say(p, ready(p), L.proposeNoTime);
    expect(asked.decision.intent).toBe("ask_for_time");
    const yes = say(p, asked.state, L.yes);
    expect(yes.decision.intent).toBe("agree_next_step");
    expect(yes.state.outcome).toBe("meeting_booked");
    expect(yes.reply).toContain(p.meetingTime);
  });

  it("answers a repeated question with what it said before, then loses patience", () => {
    const p = persona(language);
    const first = say(p, opened(p), L.question);
    expect(first.decision.intent).toBe("answer_situation");
    const second = say(p, first.state, `${L.smallTalk}`);
    const again = say(p, second.state, L.question);
    expect(again.decision.intent).toBe("answer_situation");
    expect(again.decision.repeated).toBe(true);
    expect(LANGUAGE_PACKS[language].asISaid.some((prefix) => again.reply.startsWith(prefix))).toBe(true);
    const third = say(p, again.state, L.question);
    expect(third.decision.intent).toBe("already_covered");
    expect(third.state.patience).toBeLessThan(again.state.patience - 5);
  });

  it("is offended by an insult at once and hangs up by the third, even on easy", () => {
    const p = persona(language, "easy");
    let state = opened(p);
    const intents: string[] = [];
    for (const insult of L.insults) {
      if (state.callOver) break;
      const r = say(p, state, insult);
      intents.push(r.decision.intent);
      state = r.state;
    }
    expect(intents[0]).toBe("offended");
    expect(intents[intents.length - 1]).toBe("hang_up");
    expect(state.outcome).toBe("hung_up");
  });

  it("does not understand gibberish and ends the call when it goes on", () => {
    const p = persona(language, "easy");
    let state = opened(p);
    const intents: string[] = [];
    for (const noise of L.gibberish) {
      const r = say(p, state, noise);
      intents.push(r.decision.intent);
      state = r.state;
    }
    expect(intents.slice(0, 2)).toEqual(["confused", "confused"]);
    expect(intents[2]).toBe("hang_up");
  });

  it("asks to keep to its language when the salesperson switches", () => {
    const p = persona(language);
    expect(say(p, opened(p), L.foreign).decision.intent).toBe("ask_language");
  });

  it("refuses an assumptive close it never agreed to", () => {
    const p = persona(language);
    const r = say(p, opened(p, { revealed: ["situation", "pain:0"], pitches: 1 }), L.assumptive);
    expect(r.decision.intent).toBe("refuse_assumption");
    expect(r.state.outcome).toBeNull();
  });

  it("asks what it costs once the offer is on the table", () => {
    const p = persona(language);
    const r = say(p, opened(p, { revealed: ["situation", "pain:0"] }), L.pitch);
    expect([r.decision.intent, r.decision.followUp]).toContain("ask_price");
  });

  it("asks its question again, once, when the salesperson talks past it", () => {
    // A sceptical customer's price questions open with a reaction ("Right. And how much…?"): dropped when asked again.
    const p = buildPersona(
      { scenario: "cold_call", difficulty: "medium", language, clientPersonality: "skeptical" },
      `behaviour-${language}`,
      LANGUAGE_PACKS[language],
    );
    const asked = say(p, opened(p, { revealed: ["situation", "pain:0"] }), L.pitch);
    const past = say(p, asked.state, L.proof);
    expect(past.decision.askedAgain).toBe(true);
    expect([past.decision.intent, past.decision.followUp]).toContain("ask_price");
    const pack = LANGUAGE_PACKS[language];
    const words = pack.askAgain.find((w) => past.reply.includes(w)) ?? "";
    expect(words, past.reply).not.toBe("");
    // The question after it starts plainly: "You skipped my question. What does it cost?", not "… OK, and what …".
    const question = past.reply.slice(past.reply.indexOf(words) + words.length).trim();
    const leadIn = pack.leadIn.exec(question);
    expect((leadIn?.[0].length ?? 0) - (leadIn?.[1]?.length ?? 0), past.reply).toBe(0);
    expect(question, past.reply).toMatch(/^\P{L}*\p{Lu}/u);
    // Once: a question it has asked twice already is not asked a third time.
    const twice = { ...asked.state, memory: { ...asked.state.memory!, askedAgain: ["ask_price"] } };
    expect(say(p, twice, L.proof).decision.askedAgain).toBeUndefined();
  });
});

describe("the customer's story holds together", () => {
  it.each(Object.keys(LINES) as Language[])("draws company and industry together, and takes the start form's industry and role (%s)", (language) => {
    const pack = LANGUAGE_PACKS[language];
    for (let i = 0; i < 40; i++) {
      const p = buildPersona({ scenario: "cold_call", difficulty: "medium", language }, `story-${i}`, pack);
      const at = pack.persona.companies.indexOf(p.company);
      expect(pack.persona.industries[pack.persona.companyIndustries[at] ?? -1], p.company).toBe(p.industry);
    }
    const chosen = pack.persona.industries[4] as string;
    const p = buildPersona({ scenario: "cold_call", difficulty: "medium", language, clientIndustry: chosen, clientRole: "CFO" }, "story-form", pack);
    const trade = pack.persona.companies.filter((_, i) => pack.persona.companyIndustries[i] === 4);
    expect(trade).toContain(p.company);
    const unknown = buildPersona({ scenario: "cold_call", difficulty: "medium", language, clientIndustry: "drone racing" }, "story-form", pack);
    expect(pack.persona.companies).not.toContain(unknown.company);
    const r = say(p, opened(p), LINES[language].about);
    expect(r.decision.intent).toBe("answer_about_self");
    expect(r.reply).toContain("CFO");
  });
});

describe("difficulty changes how the customer talks", () => {
  const speech =
    "So our platform connects to your accounting system, pulls every open invoice every morning, sends polite reminders in your own words, escalates the ones that are late, tracks who promised to pay when, and gives your finance team one clear list, so nobody has to chase anything by hand any more.";
  it("a hard customer cuts a long speech short; an easy one lets it run", () => {
    const hard = persona("en", "hard");
    const easy = persona("en", "easy");
    expect(say(hard, opened(hard, { revealed: ["situation", "pain:0"] }), speech).decision.intent).toBe("lost_in_monologue");
    expect(say(easy, opened(easy, { revealed: ["situation", "pain:0"] }), speech).decision.intent).not.toBe("lost_in_monologue");
  });

  it("a hard customer says less than an easy one", () => {
    const length = (difficulty: Difficulty) => {
      const p = persona("en", difficulty);
      let total = 0;
      for (const line of [LINES.en.smallTalk, LINES.en.about, LINES.en.question, LINES.en.pitch])
        total += say(p, opened(p, { revealed: ["situation", "pain:0"] }), line).reply.length;
      return total;
    };
    expect(length("hard")).toBeLessThan(length("easy"));
  });
});

describe("the customer compares with a name the salesperson said", () => {
  // Said as a comparison: asked "are you still on Xero?", a customer that is not says so, and has nothing to compare.
  const asks: Record<Language, string> = {
    en: "We're cheaper than Xero and quicker to set up.",
    et: "Oleme odavamad kui Xero ja kiiremini seadistatavad.",
    es: "Somos más baratos que Xero y más rápidos de poner en marcha.",
    ru: "Мы дешевле, чем Xero, и быстрее внедряемся.",
  };
  it.each(Object.keys(LINES) as Language[])("asks what makes the offer different from it (%s)", (language) => {
    const p = persona(language);
    const start = opened(p, { revealed: ["pain:0"] });
    start.memory = { ...start.memory!, priceStated: true };
    const first = say(p, start, asks[language]);
    const pitch = say(p, first.state, LINES[language].pitch);
    const asking = [first, pitch].find((r) => [r.decision.intent, r.decision.followUp].includes("ask_difference"));
    expect(asking, `${first.reply} / ${pitch.reply}`).toBeDefined();
    expect(asking?.reply).toContain("Xero");
  });
});

describe("the same question asked again and again", () => {
  it("gets the same pain, then impatience, then the end of the call, not a new pain each time", () => {
    const p = persona("en");
    let state = opened(p, { trust: 70 });
    const intents: string[] = [];
    const pains = new Set<string>();
    for (let i = 0; i < 8 && !state.callOver; i++) {
      const r = say(p, state, "What's the biggest problem you have with invoicing right now?");
      intents.push(r.decision.intent);
      if (r.decision.facts.pain) pains.add(r.decision.facts.pain);
      state = r.state;
    }
    expect(pains.size).toBe(1);
    expect(intents.slice(0, 3)).toEqual(["reveal_pain", "reveal_pain", "already_covered"]);
    expect(state.outcome).toBe("hung_up");
  });
});

describe("a question the customer cannot place", () => {
  const odd: Record<Language, string> = {
    en: "Is the blue one still in the window?",
    et: "Kas see sinine on ikka veel aknal?",
    es: "¿Sigue el azul en el escaparate?",
    ru: "Синий всё ещё на витрине?",
  };
  it.each(Object.keys(LINES) as Language[])("gets 'what do you mean?', never a yes or no at random (%s)", (language) => {
    const p = persona(language);
    // Read as no act at all (as an engine's model may read it): only the question mark is left.
    const r = step(p, opened(p), odd[language], LANGUAGE_PACKS[language], [[]]);
    expect(r.decision.intent).toBe("ask_what_meant");
  });
});

describe("the customer mirrors the salesperson's register", () => {
  const informal: Partial<Record<Language, string>> = {
    es: "Hola, soy Marta de Ledgerly, te llamo porque ayudamos a empresas como la tuya a cobrar antes. ¿Tienes un par de minutos?",
    ru: "Привет, это Марта из Ledgerly, звоню, потому что мы помогаем компаниям быстрее получать оплату. Есть пара минут, можешь говорить?",
    et: "Tere, siin Marta Ledgeryst, helistan, sest aitame firmadel arveid kiiremini kätte saada. Kas sul on paar minutit?",
  };
  const formal: Partial<Record<Language, string>> = {
    es: "Buenos días, soy Marta de Ledgerly, le llamo porque ayudamos a empresas como la suya a cobrar antes. ¿Tiene usted un par de minutos?",
    ru: "Здравствуйте, это Марта из Ledgerly, звоню, потому что мы помогаем компаниям быстрее получать оплату. У вас есть пара минут?",
    et: "Tere, siin Marta Ledgeryst, helistan, sest aitame firmadel arveid kiiremini kätte saada. Kas teil on paar minutit?",
  };
  it.each(["es", "ru", "et"] as Language[])("answers tú with tú and usted with usted (%s)", (language) => {
    const pack = LANGUAGE_PACKS[language];
    const register = REGISTER[language];
    if (!register) throw new Error("no register");
    const p = buildPersona({ scenario: "general", difficulty: "easy", language, clientPersonality: "friendly" }, `register-${language}`, pack);
    const start = opened(p, { reasonGiven: false, introduced: false, turn: 0 });
    const casual = say(p, start, informal[language] as string);
    expect(casual.state.memory?.register).toBe("informal");
    expect(pack.informal?.[casual.decision.intent]?.some((line) => casual.reply.startsWith(line.split("{")[0] as string))).toBe(true);
    expect(casual.reply).not.toMatch(register.formal);
    const polite = say(p, start, formal[language] as string);
    expect(polite.state.memory?.register).toBe("formal");
    expect(polite.reply).not.toMatch(register.informal);
  });
});
