import { ArrowLeftRight, Building2, Loader2 } from "lucide-react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Alert } from "../../../components/ui/alert";
import { Button } from "../../../components/ui/button";
import { errorMessage } from "../error-message";
import type { PricingCheckout } from "../hooks/use-pricing-checkout";
import { TestModeBanner } from "./test-mode-banner";

/**
 * What the pricing page says above the plans: the automatic checkout starting (with "Stay here"), test mode, the
 * plan a link preselected for someone who already pays, a checkout error, a company-managed plan, and the
 * plan-change banner.
 */
export function PricingNotices({ pricing }: { pricing: PricingCheckout }) {
  const { t } = useTranslation();
  const { startingPlan, checkout, stayHere, testMode, preselected, currentPlan, busy, setConfirming, error, user, managed, changeMode, live, options } =
    pricing;

  let changeNote: ReactNode = null;
  if (changeMode && !live) {
    changeNote = <p className="mt-2 text-sm">{t("billing.change.noSubscription")}</p>;
  } else if (changeMode && options.isError) {
    changeNote = <Alert>{errorMessage(t, options.error, "billing.errors.changeOptionsFailed")}</Alert>;
  } else if (changeMode && options.data && options.data.availablePlans.length === 0) {
    changeNote = <p className="mt-2 text-sm">{t("billing.messages.noOtherPlans")}</p>;
  }

  return (
    <div className="mx-auto mt-8 max-w-3xl space-y-3">
      {startingPlan ? (
        <div
          role="status"
          className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-brand-600/30 bg-brand-50 px-4 py-3 text-brand-700 dark:border-brand-500/40 dark:bg-slate-900 dark:text-slate-100"
        >
          <span className="flex items-center gap-2 font-medium">
            <Loader2 className="h-5 w-5 animate-spin" aria-hidden />
            {t("billing.pricing.startingCheckout", { plan: t(`plans.${startingPlan}`) })}
          </span>
          {!checkout.isPending && !checkout.isSuccess ? (
            <Button variant="ghost" size="sm" onClick={stayHere}>
              {t("billing.pricing.stayHere")}
            </Button>
          ) : null}
        </div>
      ) : null}
      {testMode ? <TestModeBanner body={t("billing.pricing.testModeBody")} /> : null}
      {preselected && currentPlan ? (
        <section
          aria-labelledby="preselected-plan"
          className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-brand-600/30 bg-brand-50 px-4 py-3 text-slate-800 dark:border-brand-500/40 dark:bg-slate-900 dark:text-slate-200"
        >
          <div>
            <h2 id="preselected-plan" className="font-semibold text-brand-700 dark:text-white">
              {t("billing.pricing.preselectedTitle", { plan: t(`plans.${preselected}`) })}
            </h2>
            <p className="mt-1 text-sm">{t("billing.pricing.preselectedBody", { current: t(`plans.${currentPlan}`) })}</p>
          </div>
          <Button size="sm" disabled={busy} onClick={() => setConfirming(preselected)}>
            {t("billing.pricing.review", { plan: t(`plans.${preselected}`) })}
          </Button>
        </section>
      ) : null}
      {error ? <Alert>{error}</Alert> : null}
      {user && managed ? (
        <div
          role="note"
          className="flex items-start gap-3 rounded-xl border border-slate-200 bg-slate-50 px-4 py-3 text-slate-700 dark:border-slate-800 dark:bg-slate-900 dark:text-slate-300"
        >
          <Building2 className="mt-0.5 h-5 w-5 shrink-0 text-brand-600 dark:text-brand-300" aria-hidden />
          <div>
            <p className="font-medium text-slate-900 dark:text-white">{t("billing.messages.enterpriseManaged")}</p>
            <p className="text-sm">{t("billing.pricing.managedHint")}</p>
          </div>
        </div>
      ) : null}
      {changeMode ? (
        <section
          aria-labelledby="change-plan-banner"
          className="rounded-xl border border-brand-600/30 bg-brand-50 px-4 py-3 text-slate-800 dark:border-brand-500/40 dark:bg-slate-900 dark:text-slate-200"
        >
          <h2 id="change-plan-banner" className="flex items-center gap-2 font-semibold text-brand-700 dark:text-white">
            <ArrowLeftRight className="h-4 w-4" aria-hidden />
            {t("billing.change.bannerTitle", { plan: t(`plans.${currentPlan ?? "free"}`) })}
          </h2>
          <p className="mt-1 text-sm">{t("billing.change.bannerBody")}</p>
          {changeNote}
        </section>
      ) : null}
    </div>
  );
}
