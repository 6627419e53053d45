import { describe, expect, it } from "vitest";
import type { Language } from "../../../contract/languages";
import { LANGUAGE_PACKS } from "../language";
import { renderTimeSlot } from "../reader/slots";
import { opened, persona, ready, say } from "./fixtures/test-calls";
import { testScenario } from "../../../contract/company-scenario-fixtures";
import { buildScenarioPersona } from "./company-persona";
import { emptyMemory } from "./memory";
import { buildPersona } from "./persona";
import { initialState } from "./state";
import { step } from "./step";
import type { Topic } from "./types";

/**
 * Lines a trainer tried on whole calls: the salesperson says what it sells before asking about pains, and says
 * goodbye naming a day nobody agreed to. Written for these tests; the reader's corpus never saw them.
 */
const LANGUAGES: Language[] = ["en", "et", "es", "ru"];

/** What is sold, then a question about the pain: the customer's pain must fit the offer. */
const OFFERS: Record<Language, Array<{ pitch: string; topics: Topic[] }>> = {
  en: [
    { pitch: "We do month-end close software for finance teams.", topics: ["time", "quality"] },
    { pitch: "We run IT support and backups for offices your size.", topics: ["reliability", "support"] },
  ],
  et: [
    { pitch: "Me teeme raamatupidamise ja kuu lõpu aruandluse tarkvara.", topics: ["time", "quality"] },
    { pitch: "Pakume kontoritele IT-tuge ja varukoopiaid.", topics: ["reliability", "support"] },
  ],
  es: [
    { pitch: "Hacemos software de contabilidad y cierre de mes para equipos financieros.", topics: ["time", "quality"] },
    { pitch: "Damos soporte informático y copias de seguridad a oficinas como la suya.", topics: ["reliability", "support"] },
  ],
  ru: [
    { pitch: "Мы делаем программу для бухгалтерии и закрытия месяца.", topics: ["time", "quality"] },
    { pitch: "Мы обслуживаем офисы: IT-поддержка, сервера, бэкапы.", topics: ["reliability", "support"] },
  ],
};

const WORST_PART: Record<Language, string> = {
  en: "What's the most annoying part of how it works today?",
  et: "Mis teid praegu kõige rohkem häirib?",
  es: "¿Qué es lo que más le molesta de cómo funciona ahora?",
  ru: "Что вас сейчас больше всего раздражает?",
};

describe.each(LANGUAGES)("the customer's pains fit the offer in %s", (language) => {
  const pack = LANGUAGE_PACKS[language];
  for (const { pitch, topics } of OFFERS[language]) {
    it(`names a pain such an offer answers after "${pitch}"`, () => {
      for (const seed of ["a", "b", "c", "d", "e", "f"]) {
        const p = buildPersona({ scenario: "cold_call", difficulty: "easy", language }, `offer-${seed}`, pack);
        const start = { ...initialState(p), introduced: true, reasonGiven: true, turn: 3, trust: 80, patience: 90 };
        const said = step(p, start, pitch, pack);
        const asked = say(p, said.state, WORST_PART[language]);
        expect(asked.decision.intent).toBe("reveal_pain");
        const named = asked.state.memory?.pains?.find((x) => x.text === asked.decision.facts.pain);
        expect(named && topics.includes(named.topic), `${seed}: ${asked.reply}`).toBe(true);
      }
    });
  }

  it("keeps a company scenario's own pains", () => {
    const p = buildScenarioPersona("00000000-0000-4000-8000-000000000013", { ...testScenario("en"), language }, `offer-${language}`, pack);
    const r = step(p, opened(p), OFFERS[language][0]?.pitch as string, pack);
    expect(r.state.memory?.pains).toBeUndefined();
  });
});

const BYE_TUESDAY: Record<Language, string> = {
  en: "great, see you tuesday then, bye",
  et: "super, näeme siis teisipäeval, head aega",
  es: "genial, nos vemos el martes entonces, adiós",
  ru: "отлично, тогда до вторника, до свидания",
};
const BYE_THURSDAY: Record<Language, string> = {
  en: "great, see you thursday then, bye",
  et: "super, näeme siis neljapäeval, head aega",
  es: "genial, nos vemos el jueves entonces, adiós",
  ru: "отлично, тогда до четверга, до свидания",
};

describe.each(LANGUAGES)("a goodbye that names a meeting in %s", (language) => {
  const thursdayAt2 = renderTimeSlot({ day: 3, hour: 14, minute: 0, part: null }, language);
  const booked = (p: ReturnType<typeof persona>) => ({
    ...ready(p),
    outcome: "meeting_booked" as const,
    memory: { ...emptyMemory(), agreedTime: thursdayAt2 },
  });

  it("refuses a meeting nobody agreed to", () => {
    const p = persona(language);
    const r = say(p, opened(p, { lastIntent: "objection_persists" }), BYE_TUESDAY[language]);
    expect(r.decision.intent).toBe("refuse_assumption");
  });

  it("says the agreed time back when the goodbye names another day", () => {
    const p = persona(language);
    const r = say(p, booked(p), BYE_TUESDAY[language]);
    expect(r.decision.intent).toBe("correct_time");
    expect(r.reply).toContain(thursdayAt2);
  });

  it("just says goodbye when the goodbye names the agreed day", () => {
    const p = persona(language);
    expect(say(p, booked(p), BYE_THURSDAY[language]).decision.intent).toBe("goodbye");
  });
});

describe("words a trainer used that the reader missed", () => {
  it("hears 'чем это для вас оборачивается?' as a question about what the problem costs", () => {
    const p = persona("ru");
    const r = say(p, opened(p, { revealed: ["situation", "pain:0"], trust: 80 }), "и чем это для вас оборачивается?");
    expect(r.reading.acts.has("discovery_impact")).toBe(true);
    expect(r.decision.intent).toBe("reveal_impact");
  });

  it.each([
    ["es", "te entiendo. con nosotros tienes un técnico que responde en menos de una hora, así no os quedáis parados"],
    ["ru", "понимаю. у нас инженер отвечает за 15 минут, так что простоев не будет"],
  ] as const)("in %s ties a benefit that ends the standstill to an unreliable system", (language, line) => {
    const p = persona(language);
    const pains = [
      { topic: "reliability" as const, text: LANGUAGE_PACKS[language].persona.pains.reliability[0] as string, impact: "x", intensity: 3 },
      ...p.pains,
    ];
    const state = opened(p, { revealed: ["situation", "pain:0"], memory: { ...emptyMemory(), pains } });
    const r = say(p, state, line);
    expect(r.reading.acts.has("benefit_tied")).toBe(true);
    expect(r.decision.intent).toBe("interested");
  });
});

const REASON_AND_MOMENT: Record<Language, string> = {
  en: "morning! sam from shiftly, we do staff scheduling for restaurants. bad time?",
  et: "Tere, Mart Arvepilvest, me teeme väikefirmadele raamatupidamise tarkvara. Kas teil on paar minutit?",
  es: "hola, soy Lucía de Nubetech, os llamo porque damos soporte informático a oficinas, ¿tienes 2 minutos?",
  ru: "добрый день, это Андрей из ОблакоСервиса, мы занимаемся IT-поддержкой офисов. удобно говорить?",
};

describe.each(LANGUAGES)("asked for a moment after the reason was given in %s", (language) => {
  it("lets the salesperson go on without asking what the call is about", () => {
    for (const personality of ["analytical", "friendly", "skeptical", "busy"]) {
      for (const seed of ["a", "b", "c"]) {
        const p = buildPersona(
          { scenario: "cold_call", difficulty: "medium", language, clientPersonality: personality },
          `moment-${seed}`,
          LANGUAGE_PACKS[language],
        );
        const r = say(p, initialState(p), REASON_AND_MOMENT[language]);
        expect(r.state.reasonGiven).toBe(true);
        expect(["grant_permission", "busy_but_listening"]).toContain(r.decision.intent);
        expect(r.reply, `${personality} ${seed}`).not.toMatch(/[?¿]/u);
      }
    }
  });
});
