import { Clock } from "lucide-react";
import type { UseFormRegisterReturn } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { SCENARIOS } from "../../../../contract/practice-rules";
import { STAGES } from "../../../../contract/stage-list";
import { cn } from "../../../lib/cn";
import { stageLabel } from "../../../lib/stages";
import { SCENARIO_MINUTES } from "../lib/scenarios";

/** A picked card: a ring and a tint; the native radio inside keeps keyboard use (arrows) and screen readers. */
const cardClass = cn(
  "relative flex h-full cursor-pointer flex-col gap-2 rounded-xl border border-slate-200 bg-white p-4 text-left transition-colors",
  "hover:border-brand-500 dark:border-slate-700 dark:bg-slate-900 dark:hover:border-brand-500",
  "has-checked:border-brand-600 has-checked:bg-brand-50 has-checked:ring-2 has-checked:ring-brand-600",
  "dark:has-checked:border-brand-500 dark:has-checked:bg-brand-500/15 dark:has-checked:ring-brand-500",
  "has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-brand-600",
);

function Fact({ label, children }: { label: string; children: string }) {
  return (
    <div className="text-sm">
      <dt className="inline font-semibold text-slate-800 dark:text-slate-100">{label}: </dt>
      <dd className="inline text-slate-700 dark:text-slate-300">{children}</dd>
    </div>
  );
}

/**
 * The scenarios as cards (issue 15): who the customer is, what you sell, the goal, what is scored and roughly how
 * long it takes. One is always picked (general by default, spec 2 §3), so Start is the only action needed.
 */
export function ScenarioCards({ field }: { field: UseFormRegisterReturn<"scenario"> }) {
  const { t } = useTranslation();
  const scored = STAGES.map((s) => stageLabel(t, s)).join(" · ");
  return (
    <fieldset>
      <legend className="mb-2 text-sm font-semibold text-slate-800 dark:text-slate-200">{t("practice.start.scenario")}</legend>
      <div className="grid gap-3 sm:grid-cols-2">
        {SCENARIOS.map((s) => {
          const base = `practice.start.cards.${s}`;
          return (
            <label key={s} className={cardClass} data-scenario={s}>
              <span className="flex items-start justify-between gap-3">
                <span className="flex items-center gap-2">
                  <input type="radio" value={s} className="h-4 w-4 shrink-0 accent-brand-600" aria-describedby={`scenario-${s}-line`} {...field} />
                  <span className="font-semibold text-slate-900 dark:text-white">{t(`practice.scenarios.${s}`)}</span>
                </span>
                <span className="inline-flex shrink-0 items-center gap-1 text-xs text-slate-600 dark:text-slate-400">
                  <Clock className="h-3.5 w-3.5" aria-hidden />
                  {t("practice.start.minutes", { n: SCENARIO_MINUTES[s] })}
                </span>
              </span>
              <span id={`scenario-${s}-line`} className="text-sm text-slate-600 dark:text-slate-400">
                {t(`${base}.line`)}
              </span>
              <dl className="space-y-1">
                <Fact label={t("practice.start.customer")}>{t(`${base}.customer`)}</Fact>
                <Fact label={t("practice.start.youSell")}>{t(`${base}.sell`)}</Fact>
                <Fact label={t("practice.start.goal")}>{t(`${base}.goal`)}</Fact>
              </dl>
              <p className="mt-auto text-xs text-slate-600 dark:text-slate-400">
                <span className="font-medium">{t("practice.start.scored")}: </span>
                {scored}
              </p>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
