import { Trophy } from "lucide-react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import type { ConversationComparison, Conversation, Scenario } from "../../../../../contract/practice";
import { overallScore, SCORE_TARGET, STAGES, type StageScores } from "../../../../../contract/stage-list";
import { cn } from "../../../../lib/cn";
import { SCORE_BADGE } from "../../lib/score";
import { ScoreBadge } from "../score-badge";
import { Delta } from "./delta";
import { StageCard } from "./stage-card";

export interface ScorecardProps {
  ratings: StageScores;
  stageRatings: Conversation["stageRatings"];
  scenario: Scenario;
  /** The calls to compare with (the salesperson's own scorecard); absent in the manager's viewer. */
  comparison?: ConversationComparison;
  /** Shown where the comparison goes while it loads or when it failed. */
  comparisonNote?: ReactNode;
  /** Shows a message of the transcript (a quote was chosen); without it quotes are plain text. */
  onShowMessage?: (index: number) => void;
}

const LEVELS = ["good", "middling", "poor"] as const;

/** What the colours mean: relative to the target of 7 out of 10. */
function Legend() {
  const { t } = useTranslation();
  return (
    <ul className="flex flex-wrap gap-1.5 text-xs" aria-label={t("practice.scorecard.legendLabel")}>
      {LEVELS.map((level) => (
        <li key={level} className={cn("rounded-full px-2 py-0.5 font-medium ring-1 ring-inset", SCORE_BADGE[level])}>
          {t(`practice.scorecard.legend.${level}`)}
        </li>
      ))}
    </ul>
  );
}

/** One line per comparison: the overall now against the previous call and the best in the scenario. */
function ComparisonLine({ comparison, overall, scenario }: { comparison: ConversationComparison; overall: number; scenario: Scenario }) {
  const { t } = useTranslation();
  const { previous, best } = comparison;
  const scenarioName = t(`practice.scenarios.${scenario}`);
  if (!previous && !best) {
    return <p className="text-sm text-slate-600 dark:text-slate-400">{t("practice.scorecard.compare.first")}</p>;
  }
  return (
    <ul className="space-y-1.5 text-sm text-slate-700 dark:text-slate-300" data-testid="comparison">
      {previous ? (
        <li className="flex flex-wrap items-center gap-2">
          <Delta delta={overall - previous.overall} against="previous" />
          <span>{t("practice.scorecard.compare.previousLine", { score: previous.overall, scenario: t(`practice.scenarios.${previous.scenario}`) })}</span>
        </li>
      ) : null}
      {best ? (
        <li className="flex flex-wrap items-center gap-2">
          <Delta delta={overall - best.overall} against="best" />
          <span>{t("practice.scorecard.compare.bestLine", { score: best.overall, scenario: scenarioName })}</span>
          {overall > best.overall ? (
            <span className="inline-flex items-center gap-1 font-semibold text-emerald-800 dark:text-emerald-300" data-testid="new-best">
              <Trophy className="h-4 w-4" aria-hidden />
              {t("practice.scorecard.compare.newBest", { scenario: scenarioName })}
            </span>
          ) : null}
        </li>
      ) : null}
    </ul>
  );
}

/**
 * The scorecard of one call: the overall out of 10 against the target, the comparison with the previous and best
 * calls, and per stage what was said, why it mattered and what to try. The salesperson's details and the
 * manager's viewer both show it.
 */
export function Scorecard({ ratings, stageRatings, scenario, comparison, comparisonNote, onShowMessage }: ScorecardProps) {
  const { t } = useTranslation();
  const overall = overallScore(ratings);
  const byStage = new Map((stageRatings ?? []).map((r) => [r.stage, r]));
  return (
    <section className="space-y-4" aria-labelledby="scorecard-title" data-testid="scorecard">
      <div className="space-y-3 rounded-xl bg-slate-50 px-4 py-3 dark:bg-slate-800/60">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h3 id="scorecard-title" className="text-base font-semibold text-slate-900 dark:text-white">
            {t("practice.details.ratings")}
          </h3>
          <span className="inline-flex items-center gap-2 text-sm text-slate-700 dark:text-slate-300">
            {t("score.overall")}
            <ScoreBadge score={overall} data-testid="overall-score" className="text-base" />
          </span>
        </div>
        <p className="text-sm text-slate-700 dark:text-slate-300">{t("practice.scorecard.target", { target: SCORE_TARGET })}</p>
        <Legend />
        {comparison ? <ComparisonLine comparison={comparison} overall={overall} scenario={scenario} /> : comparisonNote}
      </div>
      <ul className="space-y-4">
        {STAGES.map((stage) => (
          <StageCard
            key={stage}
            stage={stage}
            score={ratings[stage]}
            detail={byStage.get(stage)}
            previous={comparison?.previous ?? null}
            best={comparison?.best ?? null}
            onShowMessage={onShowMessage}
          />
        ))}
      </ul>
    </section>
  );
}
