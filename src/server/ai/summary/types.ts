import type { ManagerStage } from "../../../contract/stages";
import type { SkillCode } from "../simulation/types";

export type Trend = "up" | "down" | "flat";
export type Style = "consultative" | "pitch_first" | "direct" | "balanced";

/** A stored summary's content: codes and numbers only, rendered in any language by the phrase packs. */
export interface SummaryContent {
  version: 1;
  /** Mean overall score of each covered conversation, oldest first (for consistency and trend). */
  overallSeries: number[];
  stages: Record<ManagerStage, { rating: number; trend: Trend; best: SkillCode | null; worst: SkillCode | null }>;
  strengths: Array<{ code: SkillCode; count: number }>;
  improvements: Array<{ code: SkillCode; count: number }>;
  examples: Array<{
    stage: ManagerStage;
    code: SkillCode;
    effect: "positive" | "negative";
    quote: string;
    conversationId: string;
    title: string;
    date: string;
  }>;
  analysis: {
    strongest: ManagerStage;
    weakest: ManagerStage;
    consistency: "steady" | "variable";
    trend: Trend;
    style: Style;
    meetingsBooked: number;
    focus: ManagerStage[];
  };
}

/** The words of one language for summaries. Placeholders in {braces}. */
export interface SummaryPhrases {
  /** Names of the manager stages inside sentences. */
  stageNames: Record<ManagerStage, string>;
  /** A strength or an improvement a finding stands for, as a short coaching sentence. */
  skills: Record<SkillCode, string>;
  /** Appended to a strength or improvement: {count} of {total} conversations. */
  frequency: string;
  /** Stage feedback opening by score level; {score}. */
  stageLevel: Record<"good" | "middling" | "poor", string>;
  stageTrend: Record<Trend, string>;
  /** Stage feedback: what went well ({skill}) and what to work on ({skill}). */
  stageBest: string;
  stageWorst: string;
  stageNoEvidence: string;
  /** {strong} {strongScore} {weak} {weakScore} */
  insightStrongWeak: string;
  insightConsistency: Record<"steady" | "variable", string>;
  insightTrend: Record<Trend, string>;
  /** {count} */
  insightMeetings: string;
  insightNoMeetings: string;
  styles: Record<Style, string>;
  /** One recommended-focus line per stage; {score}. */
  focus: Record<ManagerStage, string>;
  /** One next step per stage. */
  nextSteps: Record<ManagerStage, string>;
  nextStepGeneral: string;
  /** When no finding stands out: {stage} {score}. */
  strengthFallback: string;
  improvementFallback: string;
  /** {title} {date} */
  exampleContext: string;
  /** BCP 47 locale for dates. */
  locale: string;
}
