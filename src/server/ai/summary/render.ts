import type { Language } from "../../../contract/languages";
import { MANAGER_STAGES, type ManagerStage, scoreLevel } from "../../../contract/stages";
import type { SummaryView } from "../../../contract/summaries";
import { SUMMARY_PHRASES } from "./phrases";
import type { SummaryContent, SummaryPhrases } from "./types";

export type RenderedSummary = Pick<SummaryView, "strengths" | "improvements" | "stageRatings" | "exampleConversations" | "aiAnalysis">;

const fill = (template: string, values: Record<string, string | number>) =>
  template
    .replace(/\{(\w+)\}/g, (_, k: string) => String(values[k] ?? ""))
    .replace(/\s{2,}/g, " ")
    .trim();

/** A sentence placed after "What worked:" continues it: its first letter is lower case. */
const lowerFirst = (s: string) => s.charAt(0).toLocaleLowerCase() + s.slice(1);

function fmtScore(n: number, p: SummaryPhrases) {
  return new Intl.NumberFormat(p.locale, { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(n);
}

/** Renders a stored summary in one of the four languages (no translation service: the content is codes). */
export function renderSummary(content: SummaryContent, language: Language): RenderedSummary {
  const p = SUMMARY_PHRASES[language];
  const total = content.overallSeries.length;
  const withCount = (code: keyof SummaryPhrases["skills"], count: number) => `${p.skills[code]} ${fill(p.frequency, { count, total })}`;
  const a = content.analysis;
  const stage = (s: ManagerStage) => ({ stage: p.stageNames[s], score: fmtScore(content.stages[s].rating, p) });

  const strengths = content.strengths.map((x) => withCount(x.code, x.count));
  if (strengths.length === 0) strengths.push(fill(p.strengthFallback, stage(a.strongest)));
  const improvements = content.improvements.map((x) => withCount(x.code, x.count));
  if (improvements.length === 0) improvements.push(fill(p.improvementFallback, stage(a.weakest)));

  const stageRatings = {} as RenderedSummary["stageRatings"];
  for (const s of MANAGER_STAGES) {
    const st = content.stages[s];
    const parts = [fill(p.stageLevel[scoreLevel(st.rating)], { score: fmtScore(st.rating, p) }), p.stageTrend[st.trend]];
    if (st.best) parts.push(fill(p.stageBest, { skill: lowerFirst(p.skills[st.best]) }));
    if (st.worst) parts.push(fill(p.stageWorst, { skill: lowerFirst(p.skills[st.worst]) }));
    if (!st.best && !st.worst) parts.push(p.stageNoEvidence);
    stageRatings[s] = { rating: st.rating, feedback: parts.filter(Boolean).join(" ") };
  }

  const date = (iso: string) => new Intl.DateTimeFormat(p.locale, { dateStyle: "medium" }).format(new Date(iso));
  const exampleConversations = content.examples.map((e) => ({
    stage: e.stage,
    excerpt: e.quote,
    context: fill(p.exampleContext, { title: e.title, date: date(e.date) }),
    effect: e.effect,
    conversationId: e.conversationId,
  }));

  const insights = [
    fill(p.insightStrongWeak, {
      strong: p.stageNames[a.strongest],
      strongScore: fmtScore(content.stages[a.strongest].rating, p),
      weak: p.stageNames[a.weakest],
      weakScore: fmtScore(content.stages[a.weakest].rating, p),
    }),
    p.insightConsistency[a.consistency],
    p.insightTrend[a.trend],
    a.meetingsBooked > 0 ? fill(p.insightMeetings, { count: a.meetingsBooked, total }) : p.insightNoMeetings,
  ];

  return {
    strengths,
    improvements,
    stageRatings,
    exampleConversations,
    aiAnalysis: {
      personalityInsights: insights.join(" "),
      communicationStyle: p.styles[a.style],
      recommendedFocus: a.focus.map((s) => fill(p.focus[s], { score: fmtScore(content.stages[s].rating, p) })),
      nextSteps: [...a.focus.map((s) => p.nextSteps[s]), p.nextStepGeneral],
    },
  };
}
