import { Loader2 } from "lucide-react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link, useNavigate } from "react-router";
import type { PlanId } from "../../../../contract/plans";
import { Button } from "../../../components/ui/button";
import { STORAGE_KEYS, writeStorage } from "../../../lib/storage";
import type { PricingCheckout } from "../hooks/use-pricing-checkout";

/**
 * A plan card's button: contact sales (Enterprise), register (a visitor; a paid choice is remembered for after),
 * the current plan (disabled), downgrade via the profile (Free), or choose / switch to / keep a paid plan (a switch
 * is confirmed first).
 */
export function PlanAction({ plan, pricing, onContactSales }: { plan: PlanId; pricing: PricingCheckout; onContactSales: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { user, loading, managed, currentPlan, live, changeMode, busy, checkout, setConfirming } = pricing;
  const name = t(`plans.${plan}`);
  const isPopular = plan === "pro";
  if (plan === "enterprise") {
    return (
      <Button variant="secondary" className="w-full" onClick={onContactSales}>
        {t("billing.pricing.contactSales")}
      </Button>
    );
  }
  if (!user) {
    const choose = () => {
      writeStorage(STORAGE_KEYS.intendedPlan, plan === "free" ? null : plan);
      void navigate("/register");
    };
    return (
      <Button variant={isPopular ? "primary" : "secondary"} className="w-full" disabled={loading} onClick={choose}>
        {plan === "free" ? t("billing.pricing.getStartedFree") : t("billing.pricing.choose", { plan: name })}
      </Button>
    );
  }
  if (managed) {
    return (
      <Button variant="secondary" className="w-full disabled:opacity-60" disabled>
        {plan === currentPlan ? t("billing.pricing.currentPlan") : t("billing.pricing.managedShort")}
      </Button>
    );
  }
  const ending = user.subscription.cancelAtPeriodEnd;
  if (plan === currentPlan && (plan === "free" || !ending)) {
    return (
      <Button variant="secondary" className="w-full disabled:opacity-60" disabled aria-label={t("billing.pricing.currentPlanOf", { plan: name })}>
        {t("billing.pricing.currentPlan")}
      </Button>
    );
  }
  if (plan === "free") {
    // Moving to Free means cancelling; that lives on the profile.
    return (
      <Button asChild variant="secondary" className="w-full">
        <Link to="/profile">{t("billing.pricing.downgradeViaProfile")}</Link>
      </Button>
    );
  }
  const label =
    plan === currentPlan
      ? t("billing.pricing.keep", { plan: name })
      : live
        ? t("billing.pricing.switchTo", { plan: name })
        : t("billing.pricing.choose", { plan: name });
  const pending: ReactNode =
    checkout.isPending && checkout.variables === plan ? (
      <>
        <Loader2 className="h-4 w-4 animate-spin" aria-hidden />
        {t("billing.pricing.redirecting")}
      </>
    ) : (
      label
    );
  return (
    <Button
      variant={isPopular || changeMode ? "primary" : "secondary"}
      className="w-full"
      disabled={busy}
      onClick={() => (live ? setConfirming(plan) : checkout.mutate(plan))}
    >
      {pending}
    </Button>
  );
}
