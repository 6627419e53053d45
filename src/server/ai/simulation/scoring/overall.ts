import { STAGES, type Stage, type StageScores } from "../../../../contract/stages";
import type { Evidence } from "./evidence";

/** A quote is evidence once per stage; every stage under 7 ends with a line to try next time. */
export function tidyStageFindings(e: Evidence, scores: StageScores): void {
  for (const stage of STAGES) {
    const seen = new Set<string>();
    for (const f of e.findings) {
      if (f.stage !== stage || !f.quote) continue;
      if (seen.has(f.quote)) delete f.quote;
      else seen.add(f.quote);
    }
    if (scores[stage] < 7) e.add({ code: `try.${stage}`, stage, effect: "neutral" });
  }
}

/** The overall findings: strongest and weakest stage, the outcome, the trust left, rudeness and leaving the role play. */
export function addOverallFindings(e: Evidence, scores: StageScores): void {
  const { r } = e;
  const ranked = [...STAGES].sort((x, y) => scores[y] - scores[x]);
  e.add({ code: "overall.strongest", stage: "overall", effect: "positive", params: { stage: ranked[0] as Stage } });
  const weakest = ranked[ranked.length - 1] as Stage;
  // Only named when there is something real to work on.
  if (scores[weakest] < 8) e.add({ code: "overall.weakest", stage: "overall", effect: "negative", params: { stage: weakest } });
  if (r.final.outcome === "meeting_booked") e.add({ code: "overall.meeting_booked", stage: "overall", effect: "positive" });
  if (r.final.outcome === "hung_up") e.add({ code: "overall.hung_up", stage: "overall", effect: "negative" });
  if (r.final.trust >= 60) e.add({ code: "overall.trust_high", stage: "overall", effect: "positive" });
  else if (r.final.trust < 30) e.add({ code: "overall.trust_low", stage: "overall", effect: "negative" });
  if (e.any("rude")) e.add({ code: "overall.rude", stage: "overall", effect: "negative", quote: e.firstQuote("rude") });
  if (e.any("break_character")) e.add({ code: "overall.break_character", stage: "overall", effect: "negative", quote: e.firstQuote("break_character") });
}
