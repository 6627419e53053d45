import { ThumbsDown, ThumbsUp } from "lucide-react";
import { useTranslation } from "react-i18next";
import type { z } from "zod";
import type { stageRatingSchema } from "../../../../contract/practice";
import { overallScore, STAGES, TOTAL_SCORE_MAX, totalScore } from "../../../../contract/stages";
import { cn } from "../../../lib/cn";
import type { Conversation } from "../api/types";
import { SCORE_BAR, SCORE_TEXT, scoreLevel } from "../lib/score";
import { ScoreBadge } from "./score-badge";

type StageRating = z.infer<typeof stageRatingSchema>;
type Ratings = NonNullable<Conversation["aiRatings"]>;

/** A quote that earned (green) or lost (red) points. */
function Evidence({ quote, effect }: StageRating["evidence"][number]) {
  const { t } = useTranslation();
  const positive = effect === "positive";
  const Icon = positive ? ThumbsUp : ThumbsDown;
  return (
    <li
      data-effect={effect}
      className={cn(
        "flex items-start gap-2 rounded-md border-l-4 px-3 py-1.5 text-sm",
        positive
          ? "border-emerald-500 bg-emerald-50 text-emerald-900 dark:bg-emerald-950/60 dark:text-emerald-200"
          : "border-red-500 bg-red-50 text-red-900 dark:bg-red-950/60 dark:text-red-200",
      )}
    >
      <Icon className="mt-0.5 h-4 w-4 shrink-0" aria-hidden />
      <span className="sr-only">{positive ? t("practice.details.positive") : t("practice.details.negative")}: </span>
      <q className="italic">{quote}</q>
    </li>
  );
}

/** The five stage scores 0-10 with their colours, the total out of 50, and each stage's feedback with quotes. */
export function StageScores({ ratings, stageRatings }: { ratings: Ratings; stageRatings: StageRating[] | null }) {
  const { t } = useTranslation();
  const total = totalScore(ratings);
  const byStage = new Map((stageRatings ?? []).map((r) => [r.stage, r]));
  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3 rounded-xl bg-slate-50 px-4 py-3 dark:bg-slate-800/60">
        <h3 className="text-base font-semibold text-slate-900 dark:text-white">{t("practice.details.ratings")}</h3>
        <div className="flex flex-wrap items-center gap-x-5 gap-y-2 text-sm text-slate-600 dark:text-slate-300">
          <span className="inline-flex items-center gap-2">
            {t("practice.details.overall")}
            <ScoreBadge score={overallScore(ratings)} data-testid="overall-score" />
          </span>
          <span className="inline-flex items-baseline gap-2">
            {t("practice.details.total")}
            <span data-testid="total-score" className={cn("text-2xl font-bold tabular-nums", SCORE_TEXT[scoreLevel((total / TOTAL_SCORE_MAX) * 10)])}>
              {total}/{TOTAL_SCORE_MAX}
            </span>
          </span>
        </div>
      </div>
      <ul className="space-y-4">
        {STAGES.map((stage) => {
          const score = ratings[stage];
          const level = scoreLevel(score);
          const detail = byStage.get(stage);
          const name = t(`practice.stages.${stage}`);
          return (
            <li key={stage} data-stage={stage} className="rounded-xl border border-slate-200 p-4 dark:border-slate-800">
              <div className="flex items-center justify-between gap-3">
                <h4 className="font-medium text-slate-900 dark:text-white">{name}</h4>
                <ScoreBadge score={score} label={t("practice.details.stageScore", { stage: name, score })} />
              </div>
              <div className="mt-2 h-1.5 overflow-hidden rounded-full bg-slate-200 dark:bg-slate-800" aria-hidden>
                <div className={cn("h-full rounded-full", SCORE_BAR[level])} style={{ width: `${score * 10}%` }} />
              </div>
              {detail?.feedback ? <p className="mt-3 text-sm text-slate-700 dark:text-slate-300">{detail.feedback}</p> : null}
              {detail && detail.evidence.length > 0 ? (
                <ul className="mt-2 space-y-1.5" aria-label={t("practice.details.evidence")}>
                  {detail.evidence.map((ev, i) => (
                    <Evidence key={i} {...ev} />
                  ))}
                </ul>
              ) : null}
            </li>
          );
        })}
      </ul>
    </div>
  );
}
