import { describe, expect, it } from "vitest";
import { LANGUAGES } from "../../../contract/languages";
import { MANAGER_STAGES } from "../../../contract/stages";
import type { StoredRating } from "../engine";
import { LANGUAGE_PACKS } from "../language";
import { type CallQuality, runScriptedCall, SCRIPTED_REPS } from "../simulation/fixtures/scripted-calls";
import { buildPersona } from "../simulation/persona";
import { scoreCall } from "../simulation/rubric";
import { FINDING_CODES, isSkillCode } from "../simulation/types";
import { buildSummary, type RatedConversation } from "./build";
import { SUMMARY_PHRASES } from "./phrases";
import { renderSummary } from "./render";

const QUALITIES: CallQuality[] = ["strong", "average", "weak", "strong", "average"];

/** Five English calls played by the scripted reps and rated by the builtin rubric. */
function fiveCalls(): RatedConversation[] {
  const pack = LANGUAGE_PACKS.en;
  return QUALITIES.map((q, i) => {
    const persona = buildPersona({ scenario: "cold_call", difficulty: "medium", language: "en" }, `summary-${i}`, pack);
    const said = runScriptedCall(persona, SCRIPTED_REPS.en![q], pack);
    const { scores, findings } = scoreCall(persona, said, pack);
    const rating: StoredRating = { scores, findings, llm: null, engine: { kind: "builtin", label: "Offline simulator" } };
    return { id: `c${i}`, title: `Cold call ${i + 1}`, endedAt: new Date(Date.UTC(2026, 10, 1 + i, 10)), rating };
  });
}

describe("buildSummary", () => {
  it("is deterministic and averages the overall and stage scores", () => {
    const calls = fiveCalls();
    const a = buildSummary(calls);
    expect(buildSummary([...calls].reverse())).toEqual(a);
    const overall = calls.map((c) => Object.values(c.rating.scores).reduce((x, y) => x + y, 0) / 5);
    expect(a.overallRating).toBeCloseTo(overall.reduce((x, y) => x + y, 0) / 5, 0);
    expect(Object.keys(a.stageRatings).sort()).toEqual([...MANAGER_STAGES].sort());
    expect(a.startDate.toISOString()).toBe("2026-11-01T10:00:00.000Z");
    expect(a.endDate.toISOString()).toBe("2026-11-05T10:00:00.000Z");
    expect(a.content.strengths.length).toBeGreaterThan(0);
    expect(a.content.improvements.length).toBeGreaterThan(0);
    // Quotes are the salesperson's own words.
    const said = calls.flatMap((c) => c.rating.findings.map((f) => f.quote).filter(Boolean));
    for (const e of a.content.examples) expect(said).toContain(e.quote);
  });

  it("renders every field in every language", () => {
    const content = buildSummary(fiveCalls()).content;
    for (const lang of LANGUAGES) {
      const r = renderSummary(content, lang);
      expect(r.strengths.length).toBeGreaterThan(0);
      expect(r.improvements.length).toBeGreaterThan(0);
      for (const s of MANAGER_STAGES) expect(r.stageRatings[s].feedback.length).toBeGreaterThan(10);
      expect(r.aiAnalysis.nextSteps.length).toBe(3);
      expect(r.aiAnalysis.recommendedFocus.length).toBe(2);
      expect(r.exampleConversations.length).toBeGreaterThan(0);
    }
  });
});

describe("summary phrase packs", () => {
  it("cover every finding code, and the other languages are not English copies", () => {
    for (const lang of LANGUAGES) {
      const p = SUMMARY_PHRASES[lang];
      for (const code of FINDING_CODES.filter(isSkillCode)) expect(p.skills[code]?.trim(), `${lang} ${code}`).toBeTruthy();
      if (lang === "en") continue;
      for (const code of FINDING_CODES.filter(isSkillCode)) expect(p.skills[code]).not.toBe(SUMMARY_PHRASES.en.skills[code]);
      for (const s of MANAGER_STAGES) {
        expect(p.focus[s]).not.toBe(SUMMARY_PHRASES.en.focus[s]);
        expect(p.nextSteps[s]).not.toBe(SUMMARY_PHRASES.en.nextSteps[s]);
      }
    }
  });
});
