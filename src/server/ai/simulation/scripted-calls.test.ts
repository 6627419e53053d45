import { describe, expect, it } from "vitest";
import type { Language } from "../../../contract/languages";
import { SCENARIOS } from "../../../contract/practice";
import { STAGES } from "../../../contract/stages";
import { LANGUAGE_PACKS } from "../language";
import { runScriptedCall, SCRIPTED_REPS } from "./fixtures/scripted-calls";
import { buildPersona } from "./persona";
import { scoreCall } from "./rubric";

const languages = Object.keys(SCRIPTED_REPS) as Language[];

describe.each(languages)("scripted calls in %s", (language) => {
  const reps = SCRIPTED_REPS[language];
  if (!reps) throw new Error("no scripted reps");
  const pack = LANGUAGE_PACKS[language];

  describe.each(SCENARIOS)("%s", (scenario) => {
    const persona = buildPersona({ scenario, difficulty: "medium", language, clientPersonality: "analytical" }, `scripted-${scenario}`, pack);
    const calls = {
      strong: runScriptedCall(persona, reps.strong, pack),
      average: runScriptedCall(persona, reps.average, pack),
      weak: runScriptedCall(persona, reps.weak, pack),
    };
    const strong = scoreCall(persona, calls.strong, pack);
    const average = scoreCall(persona, calls.average, pack);
    const weak = scoreCall(persona, calls.weak, pack);

    it("scores strong above average above weak in every stage", () => {
      for (const stage of STAGES) {
        const said = `${stage}: strong ${strong.scores[stage]}, average ${average.scores[stage]}, weak ${weak.scores[stage]}`;
        expect(strong.scores[stage], said).toBeGreaterThan(average.scores[stage]);
        expect(average.scores[stage], said).toBeGreaterThan(weak.scores[stage]);
      }
      const total = (s: typeof strong) => STAGES.reduce((a, st) => a + s.scores[st], 0);
      expect(total(strong)).toBeGreaterThan(total(average));
      expect(total(average)).toBeGreaterThan(total(weak));
      expect(total(strong)).toBeGreaterThanOrEqual(35);
      expect(total(weak)).toBeLessThanOrEqual(12);
    });

    it("ends with the customer trusting the strong caller more, and only the strong call books the meeting", () => {
      expect(strong.final.trust).toBeGreaterThan(weak.final.trust);
      expect(strong.final.outcome).toBe("meeting_booked");
      expect(weak.final.outcome).not.toBe("meeting_booked");
    });

    it("gives the same result for the same transcript", () => {
      expect(scoreCall(persona, calls.strong, pack)).toEqual(strong);
    });

    it("backs findings with the salesperson's own words", () => {
      const said = calls.strong.join(" ");
      const quotes = strong.findings.flatMap((f) => (f.quote ? [f.quote.replace(/…$/, "")] : []));
      expect(quotes.length).toBeGreaterThan(5);
      for (const q of quotes) expect(said).toContain(q);
    });
  });
});
