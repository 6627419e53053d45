import { Lightbulb } from "lucide-react";
import { useTranslation } from "react-i18next";
import type { ComparedCall, Conversation } from "../../../../../contract/practice";
import type { Stage } from "../../../../../contract/stages";
import { cn } from "../../../../lib/cn";
import { stageLabel } from "../../../../lib/stages";
import { SCORE_BAR, scoreLevel, TARGET_PERCENT } from "../../lib/score";
import { ScoreBadge } from "../score-badge";
import { Delta } from "./delta";
import { PointItem } from "./point-item";

type StageRating = NonNullable<Conversation["stageRatings"]>[number];

interface StageCardProps {
  stage: Stage;
  score: number;
  detail: StageRating | undefined;
  previous: ComparedCall | null;
  best: ComparedCall | null;
  onShowMessage?: (index: number) => void;
}

/** One stage: its score against the target, the change since the previous and best calls, what was said and why it
 * mattered, and for a stage under the target a line to try. */
export function StageCard({ stage, score, detail, previous, best, onShowMessage }: StageCardProps) {
  const { t } = useTranslation();
  const name = stageLabel(t, stage);
  const level = scoreLevel(score);
  // Older ratings (before points existed) have only the joined feedback: it stands in for the points.
  const points = detail?.points ?? [];
  const trySaying = detail?.trySaying ?? null;
  return (
    <li data-stage={stage} className="rounded-xl border border-slate-200 p-4 dark:border-slate-800">
      <div className="flex flex-wrap items-center justify-between gap-x-3 gap-y-2">
        <h4 className="font-medium text-slate-900 dark:text-white">{name}</h4>
        <div className="flex flex-wrap items-center gap-1.5">
          {previous ? <Delta delta={score - previous.aiRatings[stage]} against="previous" /> : null}
          {best ? <Delta delta={score - best.aiRatings[stage]} against="best" /> : null}
          <ScoreBadge score={score} label={t("practice.details.stageScore", { stage: name, score })} />
        </div>
      </div>
      <div className="relative mt-2 h-1.5 rounded-full bg-slate-200 dark:bg-slate-700" aria-hidden>
        <div className={cn("h-full rounded-full", SCORE_BAR[level])} style={{ width: `${score * 10}%` }} />
        <div className="absolute -top-1 h-3.5 w-0.5 rounded bg-slate-700 dark:bg-slate-200" style={{ left: TARGET_PERCENT }} data-testid="target-tick" />
      </div>
      {points.length > 0 ? (
        <div className="mt-3">
          <h5 className="text-xs font-semibold tracking-wide text-slate-600 uppercase dark:text-slate-400">{t("practice.scorecard.whatYouDid")}</h5>
          <ul className="mt-1.5 space-y-1.5" aria-label={t("practice.scorecard.whatYouDidIn", { stage: name })}>
            {points.map((p, i) => (
              <PointItem key={i} point={p} onShowMessage={onShowMessage} />
            ))}
          </ul>
        </div>
      ) : detail?.feedback ? (
        <p className="mt-3 text-sm text-slate-700 dark:text-slate-300">{detail.feedback}</p>
      ) : null}
      {detail?.modelFeedback ? (
        <p className="mt-3 text-sm text-slate-700 dark:text-slate-300" data-testid="model-feedback">
          <span className="font-semibold">{t("practice.scorecard.coach")}: </span>
          {detail.modelFeedback}
        </p>
      ) : null}
      {trySaying ? (
        <div
          className="mt-3 flex items-start gap-2 rounded-lg bg-brand-50 px-3 py-2 text-sm text-slate-900 dark:bg-slate-800 dark:text-slate-100"
          data-testid="try-saying"
        >
          <Lightbulb className="mt-0.5 h-4 w-4 shrink-0 text-brand-700 dark:text-indigo-300" aria-hidden />
          <p>
            <span className="font-semibold">{t("practice.scorecard.trySaying")}: </span>
            {trySaying}
          </p>
        </div>
      ) : null}
    </li>
  );
}
