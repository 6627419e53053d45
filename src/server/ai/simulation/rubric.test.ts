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
