import type { Stage, StageScores } from "../../../contract/stages";
import { shapedPersona } from "./offer-fit";
import type { Persona } from "./persona";
import { type Replay, REPLAY_SLICE_MS, replay, replayYielding } from "./replay";
import { scoreClose } from "./scoring/close";
import { Evidence } from "./scoring/evidence";
import { scoreIntroduction } from "./scoring/introduction";
import { scoreMapping } from "./scoring/mapping";
import { scoreObjectionHandling } from "./scoring/objection-handling";
import { addOverallFindings, tidyStageFindings } from "./scoring/overall";
import { scorePresentation } from "./scoring/presentation";
import type { CustomerState } from "./state";
import type { Finding, LanguagePack } from "./types";

export interface RubricResult {
  scores: StageScores;
  findings: Finding[];
  final: CustomerState;
}

/** Each stage's scorer, in the order a trainer reads the call (the findings come out in this order). */
const STAGE_SCORERS: ReadonlyArray<readonly [Stage, (e: Evidence) => number]> = [
  ["introduction", scoreIntroduction],
  ["mapping", scoreMapping],
  ["productPresentation", scorePresentation],
  ["objectionHandling", scoreObjectionHandling],
  ["close", scoreClose],
];

const clamp10 = (n: number) => Math.max(0, Math.min(10, Math.round(n)));

/**
 * The builtin rubric (ai-engine.md "Rating"): each stage scored 0-10 over the acts of the replayed call, each
 * point backed by the salesperson's own words (scoring/). Deterministic: the same transcript gets the same scores.
 */
export function scoreCall(persona: Persona, userMessages: string[], pack: LanguagePack): RubricResult {
  return scoreReplay(persona, replay(persona, userMessages, pack));
}

/** scoreCall for the server: the replay gives the event loop back every `sliceMs` (replayYielding). */
export async function scoreCallYielding(persona: Persona, userMessages: string[], pack: LanguagePack, sliceMs = REPLAY_SLICE_MS): Promise<RubricResult> {
  return scoreReplay(persona, await replayYielding(persona, userMessages, pack, sliceMs));
}

function scoreReplay(persona: Persona, r: Replay): RubricResult {
  const e = new Evidence(shapedPersona(persona, r.final), r);
  const scores = Object.fromEntries(STAGE_SCORERS.map(([stage, score]) => [stage, clamp10(score(e))])) as StageScores;
  tidyStageFindings(e, scores);
  addOverallFindings(e, scores);
  return { scores, findings: e.findings, final: r.final };
}
