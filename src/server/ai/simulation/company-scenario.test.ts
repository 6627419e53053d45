import { describe, expect, it } from "vitest";
import { scenarioPassed } from "../../../contract/company-scenarios";
import { writeLine } from "../builtin/writer";
import { LANGUAGE_PACKS } from "../language";
import { buildScenarioPersona } from "./company-persona";
import { testScenario } from "../../../contract/company-scenario-fixtures";
import type { Persona } from "./persona";
import { scoreCall } from "./rubric";
import { type CustomerState, initialState } from "./state";
import { step } from "./step";
import type { Intent } from "./types";

/**
 * Issue 17: a company scenario becomes the customer. Scripted calls in two languages show the customer telling
 * the scenario's pain and impact in its words, using the scenario's competitor today, raising the scenario's
 * objection, accepting the answer the manager wrote for it, and never taking the rep's own product for a rival;
 * the scenario's pass mark decides pass or fail.
 */
const SCRIPTS = {
  en: {
    intro: "Hi, this is Sam from Ledgerly. I'm calling because we help finance teams close the month faster. Do you have two minutes?",
    situation: "How do you handle the month-end close today?",
    pain: "What are the biggest challenges with that?",
    impact: "How does that affect you, what does it cost you?",
    pitch: "So the close drags on for eight working days. Ledgerly cuts the close to two days, so the board sees the numbers on time. How does that sound?",
    proof:
      "For example, Nordhavn Logistics used to close in eight days and now closes in two, so their board gets the numbers on time. Does that make sense for you?",
    price: "It starts at 400 euros a month for the whole finance team.",
    meeting: "Would you be open to a short meeting on Tuesday at 10am?",
    resolution: "I understand. Ledgerly plugs straight into Xero, so nothing gets replaced and your accountants keep their Xero setup.",
    generic: "It will save you a lot of time, trust me.",
    close: "Shall we meet on Tuesday at 10am then?",
    weak: ["Hello.", "We sell software.", "It has many features, dashboards and reports.", "Buy it now, the offer ends today."],
    pain_words: "month-end close drags on for eight working days",
    impact_words: "the board sees last month's numbers a week late",
    objection_words: "we already pay for Xero",
    competitor: "Xero",
  },
  es: {
    intro: "Hola, buenos días, soy Sam de Ledgerly. Le llamo porque ayudamos a los equipos de finanzas a cerrar el mes más rápido. ¿Tiene dos minutos?",
    situation: "¿Cómo gestionan hoy el cierre de mes?",
    pain: "¿Cuáles son los mayores problemas que tienen con eso?",
    impact: "¿Y cómo les afecta eso, qué les cuesta?",
    pitch:
      "Entonces el cierre se les alarga ocho días laborables. Ledgerly reduce el cierre a dos días, así que la dirección ve los números a tiempo. ¿Qué le parece?",
    proof:
      "Por ejemplo, Transportes Ibéricos cerraba en ocho días y ahora cierra en dos, así que su dirección tiene los números a tiempo. ¿Tiene sentido para ustedes?",
    price: "Cuesta desde 400 euros al mes para todo el equipo de finanzas.",
    meeting: "¿Le parece bien una reunión corta el martes a las 10?",
    resolution: "Lo entiendo. Ledgerly se conecta directamente con Holded, así que no sustituimos nada y sus contables siguen trabajando en Holded.",
    generic: "Le va a ahorrar mucho tiempo, créame.",
    close: "¿Quedamos entonces el martes a las 10?",
    weak: ["Hola.", "Vendemos software.", "Tiene muchas funciones, paneles e informes.", "Cómprelo ya, la oferta termina hoy."],
    pain_words: "el cierre de mes se nos alarga ocho días laborables",
    impact_words: "la dirección ve los números del mes pasado con una semana de retraso",
    objection_words: "ya pagamos Holded",
    competitor: "Holded",
  },
} as const;

interface Turn {
  said: string;
  intent: Intent;
  followUp?: Intent;
  reply: string;
  state: CustomerState;
}

function call(persona: Persona, messages: readonly string[], answer?: string): { opening: string; turns: Turn[] } {
  const pack = LANGUAGE_PACKS[persona.language];
  let state = initialState(persona);
  const opening = writeLine(persona, state, { intent: "opening", facts: {}, callEnded: false }, pack).text;
  const replies = [opening];
  const turns: Turn[] = [];
  const plan = [...messages];
  // Like a real rep, a scripted one answers a concern when it comes up, with `answer`, then goes on with its plan.
  while (plan.length > 0 && !state.callOver) {
    const said = plan.shift() as string;
    const r = step(persona, state, said, pack);
    state = r.state;
    const reply = writeLine(persona, state, r.decision, pack, replies).text;
    replies.push(reply);
    turns.push({ said, intent: r.decision.intent, followUp: r.decision.followUp, reply, state });
    if (answer && r.decision.intent === "raise_objection") plan.unshift(answer);
  }
  return { opening, turns };
}

describe.each(["en", "es"] as const)("a company scenario's call in %s", (language) => {
  const s = SCRIPTS[language];
  const persona = buildScenarioPersona("00000000-0000-4000-8000-000000000017", testScenario(language), "scenario-seed", LANGUAGE_PACKS[language]);
  const plan = [s.intro, s.situation, s.pain, s.impact, s.pitch, s.proof, s.meeting, s.close];
  const { turns } = call(persona, plan, s.resolution);
  const at = (said: string) => turns.find((t) => t.said === said) as Turn;

  it("is the scenario's customer: its company, role, size and the competitor it uses today", () => {
    expect(persona.company).toBe(testScenario(language).customer.companyName);
    expect(persona.role).toBe(testScenario(language).customer.role);
    expect(persona.size).toBe(140);
    expect(persona.product).toBe("Ledgerly");
    expect(at(s.situation).intent).toBe("answer_situation");
    expect(at(s.situation).reply).toContain(s.competitor);
  });

  it("tells the scenario's pain and its impact in the words the manager gave", () => {
    expect(at(s.pain).intent).toBe("reveal_pain");
    expect(at(s.pain).reply).toContain(s.pain_words);
    expect(at(s.impact).intent).toBe("reveal_impact");
    expect(at(s.impact).reply).toContain(s.impact_words);
  });

  it("raises the scenario's objection once the offer is on the table, and the manager's answer settles it", () => {
    const raised = turns.find((t) => t.intent === "raise_objection") as Turn;
    expect(raised.reply).toContain(s.objection_words);
    expect(raised.state.open).toBe("current_solution");
    expect(at(s.resolution).intent).toBe("objection_resolved");
    expect(turns.at(-1)?.state.outcome).toBe("meeting_booked");
  });

  it("does not accept a generic answer in place of the one that resolves the concern", () => {
    const generic = call(persona, plan, s.generic).turns;
    const after = generic.find((t) => t.said === s.generic);
    expect(after?.intent).not.toBe("objection_resolved");
    expect(after?.state.open).toBe("current_solution");
  });

  it("asks how the rep differs from its competitor, and never from the rep's own product", () => {
    // The rep names its product again and again and never the competitor: the customer brings the competitor up.
    const long = call(persona, [s.intro, s.situation, s.pain, s.impact, s.pitch, s.price, s.proof], s.resolution).turns;
    const asked = long.find((t) => t.intent === "ask_difference" || t.followUp === "ask_difference");
    expect(asked?.reply).toContain(s.competitor);
    expect(long.map((t) => t.reply).join(" ")).not.toMatch(/Ledgerly/u);
    for (const t of [...long, ...turns]) expect(t.state.memory?.names ?? []).not.toContain("Ledgerly");
  });

  it("passes the strong call and fails the weak one against the scenario's pass mark", () => {
    const pack = LANGUAGE_PACKS[language];
    const c = persona.custom;
    if (!c) throw new Error("no scenario facts");
    const good = scoreCall(
      persona,
      turns.map((t) => t.said),
      pack,
    );
    const bad = scoreCall(persona, [...s.weak], pack);
    expect(scenarioPassed(good.scores, c.passMark, c.stageMinimums).passed).toBe(true);
    const weak = scenarioPassed(bad.scores, c.passMark, c.stageMinimums);
    expect(weak.passed).toBe(false);
    expect(weak.stagesBelow).toContain("objectionHandling");
    // The same strong call fails a scenario that asks for a perfect score.
    expect(scenarioPassed(good.scores, 10, {}).passed).toBe(false);
  });
});
