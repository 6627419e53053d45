import { useState } from "react";
import { useTranslation } from "react-i18next";
import { EnterpriseRequestModal } from "../enterprise/enterprise-request-modal";
import { ChangePlanDialog } from "./components/change-plan-dialog";
import { PlanAction } from "./components/plan-action";
import { PlanCard } from "./components/plan-card";
import { PricingFaq } from "./components/pricing-faq";
import { PricingNotices } from "./components/pricing-notices";
import { usePricingCheckout } from "./hooks/use-pricing-checkout";

const MAIN_PLANS = ["free", "basic", "pro"] as const;
const MORE_PLANS = ["enterprise", "unlimited"] as const;

/**
 * Plans and prices: Free, Basic and Pro; then Enterprise and Unlimited; a four-item FAQ; the enterprise inquiry
 * modal. ?plan=X starts checkout after 1 s for a signed-in user without a live subscription; for one with a live
 * subscription it only preselects the plan, and every plan change goes through the confirmation dialog.
 * ?change=true is the plan change flow. What it knows and does is usePricingCheckout; this is the markup.
 */
export function PricingPage() {
  const { t } = useTranslation();
  const pricing = usePricingCheckout();
  const { user, changeMode, currentPlan, preselected, confirming, setConfirming, checkout } = pricing;
  const [enterpriseOpen, setEnterpriseOpen] = useState(false);
  const card = (plan: (typeof MAIN_PLANS)[number] | (typeof MORE_PLANS)[number]) => (
    <PlanCard
      key={plan}
      plan={plan}
      current={user !== null && plan === currentPlan}
      selected={plan === preselected}
      action={<PlanAction plan={plan} pricing={pricing} onContactSales={() => setEnterpriseOpen(true)} />}
    />
  );

  return (
    <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6 sm:py-16">
      <div className="mx-auto max-w-2xl text-center">
        <h1 className="text-4xl font-bold tracking-tight text-balance text-slate-900 sm:text-5xl dark:text-white">
          {changeMode ? t("billing.change.title") : t("billing.pricing.title")}
        </h1>
        <p className="mt-4 text-lg text-pretty text-slate-600 dark:text-slate-300">
          {changeMode ? t("billing.change.subtitle") : t("billing.pricing.subtitle")}
        </p>
      </div>

      <PricingNotices pricing={pricing} />

      <h2 className="sr-only">{t("billing.pricing.plansHeading")}</h2>
      <div className="mt-12 grid gap-8 md:grid-cols-3">{MAIN_PLANS.map(card)}</div>
      <div className="mx-auto mt-8 grid max-w-5xl gap-8 md:grid-cols-2">{MORE_PLANS.map(card)}</div>

      <p className="mt-8 text-center text-sm text-slate-600 dark:text-slate-400">{t("billing.pricing.footnote")}</p>

      <PricingFaq />

      <EnterpriseRequestModal open={enterpriseOpen} onOpenChange={setEnterpriseOpen} />
      <ChangePlanDialog
        plan={confirming}
        currentPlan={currentPlan ?? "free"}
        pending={checkout.isPending}
        onConfirm={(plan) => checkout.mutate(plan)}
        onCancel={() => setConfirming(null)}
      />
    </div>
  );
}
