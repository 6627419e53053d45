import { describe, expect, it } from "vitest";
import { LANGUAGES } from "../../../contract/languages";
import { LANGUAGE_PACKS } from "../language";
import { runScriptedCall, SCRIPTED_REPS } from "./fixtures/scripted-calls";
import { shapedPersona } from "./offer-fit";
import { buildPersona } from "./persona";
import { replay } from "./replay";
import type { CustomerState } from "./state";
import { step } from "./step";

/** "Does that make sense?" in each language: a check and nothing else. */
const CHECK_ALONE = { en: "Does that make sense?", et: "Kas see on arusaadav?", es: "¿Tiene sentido?", ru: "Это понятно?" } as const;

describe.each(LANGUAGES)("an open concern in %s", (language) => {
  const pack = LANGUAGE_PACKS[language];
  const rep = SCRIPTED_REPS[language]?.strong;
  if (!rep?.acknowledge || !rep.answer) throw new Error("no scripted answer");
  const persona = buildPersona({ scenario: "cold_call", difficulty: "medium", language, clientPersonality: "analytical" }, "objection-answer", pack);
  const call = runScriptedCall(persona, rep, pack);
  const turns = replay(persona, call, pack).turns;
  const raised = turns.findIndex((t) => t.decision.intent === "raise_objection");
  // The customer has voiced its concern, and the salesperson has acknowledged it and asked what worries it.
  const open = step(persona, (turns[raised] as (typeof turns)[number]).after, rep.acknowledge, pack).state;
  const painNamed = (s: CustomerState) => {
    const first = s.revealed.find((r) => r.startsWith("pain:"));
    return first ? (shapedPersona(persona, s).pains[Number(first.slice(5))]?.text ?? "") : "";
  };

  it("is not settled by a check that explains nothing", () => {
    expect(raised).toBeGreaterThan(0);
    expect(open.open).not.toBeNull();
    const r = step(persona, open, CHECK_ALONE[language], pack);
    expect(r.reading.acts.has("check_understanding")).toBe(true);
    expect(r.state.open).toBe(open.open);
    expect(r.decision.intent).not.toBe("objection_resolved");
  });

  it("is settled by an explanation followed by a check", () => {
    const answer = (rep.answer as string).replace("{pain}", painNamed(open) || "that");
    const r = step(persona, open, answer, pack);
    expect(r.decision.intent).toBe("objection_resolved");
    expect(r.state.open).toBeNull();
    expect(r.state.resolved).toContain(open.open);
  });
});
