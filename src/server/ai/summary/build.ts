import { MANAGER_STAGES, type ManagerStage, overallScore, STAGE_TO_MANAGER, STAGES, type Stage } from "../../../contract/stages";
import type { StoredRating } from "../engine";
import { type Finding, type FindingCode, type SkillCode, isSkillCode } from "../simulation/types";
import type { Style, SummaryContent, Trend } from "./types";

export interface RatedConversation {
  id: string;
  title: string;
  endedAt: Date;
  rating: StoredRating;
}

export interface BuiltSummary {
  overallRating: number;
  stageRatings: Record<ManagerStage, number>;
  startDate: Date;
  endDate: Date;
  content: SummaryContent;
}

/** Codes that name a stage rather than a skill; the stage ratings already say it. */
const NOT_A_SKILL = new Set<FindingCode>(["overall.strongest", "overall.weakest", "objections.none_raised"]);
const round1 = (n: number) => Math.round(n * 10) / 10;
const mean = (xs: number[]) => (xs.length ? xs.reduce((a, b) => a + b, 0) / xs.length : 0);

function trendOf(series: number[]): Trend {
  if (series.length < 2) return "flat";
  const half = Math.floor(series.length / 2);
  const diff = mean(series.slice(series.length - half)) - mean(series.slice(0, half));
  return diff >= 0.5 ? "up" : diff <= -0.5 ? "down" : "flat";
}

/** Counts each code once per conversation; ties broken by the first seen, so the result is deterministic. */
function rank(convs: RatedConversation[], keep: (f: Finding) => boolean): Array<{ code: SkillCode; count: number }> {
  const counts = new Map<SkillCode, number>();
  for (const c of convs) {
    for (const code of new Set(
      c.rating.findings
        .filter(keep)
        .map((f) => f.code)
        .filter(isSkillCode),
    ))
      counts.set(code, (counts.get(code) ?? 0) + 1);
  }
  return [...counts.entries()].map(([code, count]) => ({ code, count })).sort((a, b) => b.count - a.count);
}

function styleOf(convs: RatedConversation[]): Style {
  const has = (codes: FindingCode[]) => convs.filter((c) => c.rating.findings.some((f) => codes.includes(f.code))).length;
  const consultative = has(["mapping.open_questions", "mapping.pain_uncovered", "mapping.impact_explored"]);
  const pitch = has(["presentation.feature_dump", "presentation.monologue", "mapping.pitched_before_discovery", "mapping.no_discovery"]);
  const direct = has(["close.asked_commitment", "close.pushy", "close.specific_time"]);
  const top = Math.max(consultative, pitch, direct);
  if (top < 2) return "balanced";
  if (pitch === top) return "pitch_first";
  if (consultative === top) return "consultative";
  return "direct";
}

/**
 * A summary of rated conversations (ai-engine.md "Summaries"), built from their scores and findings alone: the same
 * conversations always give the same summary, in every language.
 */
export function buildSummary(input: RatedConversation[]): BuiltSummary {
  if (input.length === 0) throw new Error("a summary needs conversations");
  const convs = [...input].sort((a, b) => a.endedAt.getTime() - b.endedAt.getTime());
  const overallSeries = convs.map((c) => overallScore(c.rating.scores));
  const { stages, stageRatings } = stagesOf(convs);
  const strengths = rank(convs, (f) => f.effect === "positive" && !NOT_A_SKILL.has(f.code)).slice(0, 3);
  const improvements = rank(convs, (f) => f.effect === "negative" && !NOT_A_SKILL.has(f.code)).slice(0, 3);

  return {
    overallRating: round1(mean(overallSeries)),
    stageRatings,
    startDate: convs[0]!.endedAt,
    endDate: convs[convs.length - 1]!.endedAt,
    content: {
      version: 1,
      overallSeries,
      stages,
      strengths,
      improvements,
      examples: examplesOf(convs, stageRatings),
      analysis: analysisOf(convs, stageRatings, overallSeries),
    },
  };
}

/** Each stage's mean rating, its trend, and the finding most often best and worst in it. */
function stagesOf(convs: RatedConversation[]) {
  const stages = {} as SummaryContent["stages"];
  const stageRatings = {} as Record<ManagerStage, number>;
  for (const stage of STAGES) {
    const m = STAGE_TO_MANAGER[stage];
    const series = convs.map((c) => c.rating.scores[stage]);
    const own = (f: Finding) => f.stage === stage && !NOT_A_SKILL.has(f.code);
    const best = rank(convs, (f) => own(f) && f.effect === "positive")[0]?.code ?? null;
    const worst = rank(convs, (f) => own(f) && f.effect === "negative")[0]?.code ?? null;
    stageRatings[m] = round1(mean(series));
    stages[m] = { rating: stageRatings[m], trend: trendOf(series), best, worst };
  }
  return { stages, stageRatings };
}

/** A quoted finding as an example of a stage. */
function exampleOf(stage: ManagerStage, c: RatedConversation, f: Finding & { quote: string; code: SkillCode }): SummaryContent["examples"][number] {
  return {
    stage,
    code: f.code,
    effect: f.effect as "positive" | "negative",
    quote: f.quote.trim(),
    conversationId: c.id,
    title: c.title,
    date: c.endedAt.toISOString(),
  };
}

/** Per stage, the best quote: a positive one if the stage went well, else the one to learn from. */
function examplesOf(convs: RatedConversation[], stageRatings: Record<ManagerStage, number>): SummaryContent["examples"] {
  const examples: SummaryContent["examples"] = [];
  for (const stage of STAGES) {
    const m = STAGE_TO_MANAGER[stage];
    const prefer: Finding["effect"] = stageRatings[m] >= 6 ? "positive" : "negative";
    const candidates = convs.flatMap((c) =>
      c.rating.findings
        .filter(
          (f): f is Finding & { quote: string; code: SkillCode } =>
            f.stage === stage && Boolean(f.quote?.trim()) && f.effect !== "neutral" && isSkillCode(f.code),
        )
        .map((f) => ({ c, f })),
    );
    const pick = candidates.find((x) => x.f.effect === prefer) ?? candidates[0];
    if (!pick) continue;
    examples.push(exampleOf(m, pick.c, pick.f));
  }
  // Overall quotes (rude, broke character) only when no stage gave one.
  if (examples.length === 0) {
    for (const c of convs) {
      const f = c.rating.findings.find((x): x is Finding & { code: SkillCode } => Boolean(x.quote?.trim()) && x.effect !== "neutral" && isSkillCode(x.code));
      if (f?.quote) {
        const s = (f.stage === "overall" ? "introduction" : f.stage) as Stage;
        examples.push(exampleOf(STAGE_TO_MANAGER[s], c, { ...f, quote: f.quote }));
        break;
      }
    }
  }
  return examples;
}

/** The strongest and weakest stage, how steady and which way the calls go, the style, meetings booked, what to work on. */
function analysisOf(convs: RatedConversation[], stageRatings: Record<ManagerStage, number>, overallSeries: number[]): SummaryContent["analysis"] {
  const byScore = [...MANAGER_STAGES].sort((a, b) => stageRatings[b] - stageRatings[a]);
  const strongest = byScore[0] as ManagerStage;
  const weakest = byScore[byScore.length - 1] as ManagerStage;
  const spread = Math.max(...overallSeries) - Math.min(...overallSeries);
  const meetingsBooked = convs.filter((c) => c.rating.findings.some((f) => f.code === "overall.meeting_booked" || f.code === "close.meeting_booked")).length;
  return {
    strongest,
    weakest,
    consistency: spread <= 2 ? "steady" : "variable",
    trend: trendOf(overallSeries),
    style: styleOf(convs),
    meetingsBooked,
    focus: [...byScore].reverse().slice(0, 2),
  };
}
