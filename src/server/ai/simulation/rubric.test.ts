import { describe, expect, it } from "vitest";
import { LANGUAGES } from "../../../contract/languages";
import { STAGES } from "../../../contract/stages";
import { renderRating } from "../builtin/render";
import { LANGUAGE_PACKS } from "../language";
import { runScriptedCall, SCRIPTED_REPS } from "./fixtures/scripted-calls";
import { buildPersona } from "./persona";
import { replay } from "./replay";
import { scoreCall } from "./rubric";

describe.each(LANGUAGES)("ratings in %s", (language) => {
  const pack = LANGUAGE_PACKS[language];
  const reps = SCRIPTED_REPS[language];
  if (!reps) throw new Error("no scripted reps");
  const persona = buildPersona({ scenario: "cold_call", difficulty: "medium", language, clientPersonality: "analytical" }, "rubric-objections", pack);
  const strong = runScriptedCall(persona, reps.strong, pack);
  const weak = runScriptedCall(persona, reps.weak, pack);

  const firstObjection = replay(persona, strong, pack).turns.findIndex((t) => t.decision.intent === "raise_objection");

  it("scores a call that never met an objection below one that acknowledged, explored and answered it, and says the stage was not reached", () => {
    const handled = scoreCall(persona, strong, pack);
    // The same salesperson, stopping before the customer voiced any concern.
    const none = scoreCall(persona, strong.slice(0, firstObjection), pack);
    expect(replay(persona, strong, pack).turns.some((t) => t.decision.intent === "objection_resolved")).toBe(true);
    expect(none.findings.some((f) => f.code === "objections.none_raised")).toBe(true);
    expect(handled.scores.objectionHandling).toBeGreaterThan(none.scores.objectionHandling);
  });

  it("does not punish a strong call whose customer objects in its very last reply", () => {
    expect(firstObjection).toBeGreaterThan(0);
    const cut = scoreCall(persona, strong.slice(0, firstObjection + 1), pack);
    const none = scoreCall(persona, strong.slice(0, firstObjection), pack);
    expect(cut.scores.objectionHandling).toBeGreaterThanOrEqual(none.scores.objectionHandling);
    expect(cut.findings.some((f) => f.code === "objections.ignored")).toBe(false);
  });

  it("gives every stage written feedback, a line to try under 7, and never the same quote twice in a stage", () => {
    for (const said of [strong, weak]) {
      const { scores, findings } = scoreCall(persona, said, pack);
      const rendered = renderRating(findings, scores, pack);
      for (const stage of rendered.stages) {
        expect(stage.feedback.trim().length, stage.stage).toBeGreaterThan(20);
        const quotes = stage.evidence.map((e) => e.quote);
        expect(new Set(quotes).size, stage.stage).toBe(quotes.length);
        if (stage.score < 7)
          expect(
            findings.some((f) => f.code === `try.${stage.stage}`),
            stage.stage,
          ).toBe(true);
      }
      expect(rendered.stages.map((s) => s.stage)).toEqual([...STAGES]);
    }
  });
});

/** An opening whose reason for the call is said as what the caller helps with, however the reader labels it. */
const OPENING: Record<(typeof LANGUAGES)[number], [string, string]> = {
  en: [
    "Hi, is this Sam? It's Jordan from Ledgerly, how's your week going?",
    "Good to hear. Look, I'll be quick – we help finance teams close the month faster. Have you got two minutes?",
  ],
  et: [
    "Tere! Kas räägin Kadriga? Siin Martin Ledgerlyst, kuidas nädal on läinud?",
    "Tore kuulda. Ma olen lühike – aitame finantsmeeskondadel kuu kiiremini kinni panna. Kas teil on paar minutit?",
  ],
  es: [
    "Hola, ¿hablo con Lucía? Soy Pablo, de Facturio, ¿qué tal la semana?",
    "Me alegro. Seré breve: ayudamos a los equipos de finanzas a cerrar el mes más rápido. ¿Tiene un par de minutos?",
  ],
  ru: [
    "Алло, здравствуйте, я говорю с Ольгой? Это Павел из Учётки, как проходит неделя?",
    "Рад слышать. Буду краток: мы помогаем финансовым отделам закрывать месяц быстрее. У вас есть пара минут?",
  ],
};

describe.each(LANGUAGES)("the reason for the call in %s", (language) => {
  it("is credited when the customer took it as the reason, quoting the sentence that gave it", () => {
    const pack = LANGUAGE_PACKS[language];
    const persona = buildPersona({ scenario: "cold_call", difficulty: "medium", language, clientPersonality: "analytical" }, "rubric-reason", pack);
    const lines = OPENING[language];
    expect(replay(persona, lines, pack).final.reasonGiven).toBe(true);
    const rating = scoreCall(persona, lines, pack);
    const reason = rating.findings.find((f) => f.code === "intro.stated_reason");
    expect(reason?.quote, JSON.stringify(rating.findings)).toBeDefined();
    expect(lines[1]).toContain(reason?.quote as string);
    expect(reason?.quote).not.toMatch(/^(?:Good to hear|Tore kuulda|Me alegro|Рад слышать)/u);
    expect(rating.findings.some((f) => f.code === "intro.no_reason")).toBe(false);
  });
});

/** A greeting, a name with a request for a moment, a word about the weather, then the reason with the first question. */
const AFTER_SMALL_TALK: Record<(typeof LANGUAGES)[number], string[]> = {
  en: [
    "Hi, is that the person who looks after the books over there?",
    "Great, I'm Sam from Ledgerly. Bad time, or have you got two minutes?",
    "Cheers. Bit grim out today isn't it, the rain hasn't stopped since Monday",
    "Anyway, we do month-end close software for smaller firms. How are you handling month end at the moment?",
  ],
  et: [
    "Tere! Kas räägin raamatupidamise eest vastutava inimesega?",
    "Väga tore. Mina olen Kadri, Arvelduse OÜ-st. Kas teil on paar minutit?",
    "Aitäh. Ilus ilm on täna, eks, lõpuks ometi päike",
    "Helistan, sest teeme tarkvara, millega kuu lõpu sulgemine käib kiiremini. Kuidas te praegu kuu lõppu teete?",
  ],
  es: [
    "Buenas, ¿hablo con la persona que lleva la contabilidad?",
    "Perfecto, soy Marta de Cuadra Software. ¿Le pillo en mal momento?",
    "Gracias. Vaya calor está haciendo esta semana, ¿verdad?",
    "Bueno, le cuento: hacemos un programa para cerrar el mes más rápido. ¿Cómo lo hacen ahora ustedes?",
  ],
  ru: [
    "Добрый день! Я говорю с тем, кто отвечает за бухгалтерию?",
    "Отлично. Меня зовут Ольга, компания «Сверка». Удобно сейчас пару минут поговорить?",
    "Спасибо. Ну и погодка сегодня, с понедельника льёт не переставая",
    "Звоню, потому что мы помогаем быстрее закрывать месяц. Как у вас сейчас это устроено?",
  ],
};

describe.each(LANGUAGES)("a reason for the call after small talk in %s", (language) => {
  it("is credited when it comes with the first question about the business, and the weather is not a meeting time", () => {
    const pack = LANGUAGE_PACKS[language];
    const persona = buildPersona({ scenario: "cold_call", difficulty: "medium", language, clientPersonality: "analytical" }, "rubric-small-talk", pack);
    const lines = AFTER_SMALL_TALK[language];
    const rating = scoreCall(persona, lines, pack);
    const reason = rating.findings.find((f) => f.code === "intro.stated_reason");
    expect(reason, JSON.stringify(rating.findings)).toBeDefined();
    expect(lines[3]).toContain(reason?.quote as string);
    expect(rating.findings.some((f) => f.code === "intro.no_reason")).toBe(false);
    expect(rating.findings.some((f) => f.quote === lines[2])).toBe(false);
  });

  it("is not credited when it comes only after the customer's business was asked about", () => {
    const pack = LANGUAGE_PACKS[language];
    const persona = buildPersona({ scenario: "cold_call", difficulty: "medium", language, clientPersonality: "analytical" }, "rubric-small-talk", pack);
    const late = [...AFTER_SMALL_TALK[language].slice(0, 3), ...LATE_REASON[language]];
    const rating = scoreCall(persona, late, pack);
    expect(
      rating.findings.some((f) => f.code === "intro.no_reason"),
      JSON.stringify(rating.findings),
    ).toBe(true);
  });
});

/** The business asked about first, the reason given only afterwards. */
const LATE_REASON: Record<(typeof LANGUAGES)[number], string[]> = {
  en: [
    "How are you handling month end at the moment?",
    "And what's the hardest part of it?",
    "The reason I'm calling is that we help firms close the month faster.",
  ],
  et: ["Kuidas te praegu kuu lõppu teete?", "Ja mis on selle juures kõige raskem?", "Helistan sellepärast, et aitame firmadel kuu kiiremini kinni panna."],
  es: ["¿Cómo hacen ahora el cierre de mes?", "¿Y qué es lo más difícil de eso?", "Le llamo porque ayudamos a las empresas a cerrar el mes más rápido."],
  ru: ["Как у вас сейчас устроено закрытие месяца?", "А что в этом самое сложное?", "Звоню потому, что мы помогаем компаниям быстрее закрывать месяц."],
};
