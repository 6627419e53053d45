import { Check, Minus } from "lucide-react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { PLANS, type PlanId } from "../../../../contract/plan-list";
import { cn } from "../../../lib/cn";
import { formatPrice } from "../format";
import { visibleFeatures } from "../plan-features";

interface PlanCardProps {
  plan: PlanId;
  /** The call to action (a button or a link styled as one). */
  action: ReactNode;
  /** "Current plan" marker; takes the place of "Most popular". */
  current?: boolean;
  /** Preselected by a link (?plan=): highlighted, nothing more. */
  selected?: boolean;
}

/** One plan: name, price per month from PLANS, its features and its call to action. */
export function PlanCard({ plan, action, current = false, selected = false }: PlanCardProps) {
  const { t, i18n } = useTranslation();
  const { priceCents, popular } = PLANS[plan];
  const titleId = `plan-${plan}-title`;
  const badge = current ? t("billing.pricing.currentPlan") : selected ? t("billing.pricing.selected") : popular ? t("billing.pricing.mostPopular") : null;
  return (
    <article
      aria-labelledby={titleId}
      data-plan={plan}
      data-selected={selected || undefined}
      className={cn(
        "relative flex flex-col rounded-2xl border bg-white p-6 shadow-sm dark:bg-slate-900",
        current
          ? "border-emerald-500 ring-2 ring-emerald-500/40 dark:border-emerald-500"
          : selected
            ? "border-brand-600 ring-4 ring-brand-600/60 dark:border-brand-500"
            : popular
              ? "border-brand-600 ring-2 ring-brand-600/40 lg:scale-[1.02] dark:border-brand-500"
              : "border-slate-200 dark:border-slate-800",
      )}
    >
      {badge ? (
        <span
          className={cn(
            "absolute -top-3 left-1/2 -translate-x-1/2 rounded-full px-3 py-1 text-xs font-semibold whitespace-nowrap text-white",
            current ? "bg-emerald-700" : "bg-brand-600",
          )}
        >
          {badge}
        </span>
      ) : null}
      <h3 id={titleId} className="text-lg font-semibold text-slate-900 dark:text-white">
        {t(`plans.${plan}`)}
      </h3>
      <p className="mt-1 min-h-10 text-sm text-slate-600 dark:text-slate-400">{t(`billing.plans.${plan}.tagline`)}</p>
      <p className="mt-4 flex items-baseline gap-1">
        {priceCents === null ? (
          <span className="text-3xl font-bold tracking-tight text-slate-900 dark:text-white">{t("billing.pricing.custom")}</span>
        ) : (
          <>
            <span className="text-4xl font-bold tracking-tight text-slate-900 dark:text-white">{formatPrice(priceCents, i18n.language)}</span>
            <span className="text-sm text-slate-500 dark:text-slate-400">{t("billing.pricing.perMonth")}</span>
          </>
        )}
      </p>
      <ul className="mt-6 flex-1 space-y-3 text-sm" aria-label={t("billing.pricing.featuresOf", { plan: t(`plans.${plan}`) })}>
        {visibleFeatures(t, plan).map((feature) => (
          <li key={feature.text} className={cn("flex gap-2", feature.included ? "text-slate-700 dark:text-slate-300" : "text-slate-500 dark:text-slate-400")}>
            {feature.included ? (
              <Check className="mt-0.5 h-4 w-4 shrink-0 text-emerald-600 dark:text-emerald-400" aria-hidden />
            ) : (
              <Minus className="mt-0.5 h-4 w-4 shrink-0 text-slate-400" aria-hidden />
            )}
            <span>{feature.text}</span>
          </li>
        ))}
      </ul>
      <div className="mt-6">{action}</div>
    </article>
  );
}
