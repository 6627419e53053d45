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
