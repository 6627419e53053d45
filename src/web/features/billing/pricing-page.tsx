import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { ArrowLeftRight, Building2, Loader2 } from "lucide-react";
import { type ReactNode, useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useNavigate, useSearchParams } from "react-router";
import { toast } from "sonner";
import type { PaidPlanId } from "../../../contract/billing";
import type { PlanId } from "../../../contract/plans";
import { checkoutReturnPath, isSafeReturnPath } from "../../../contract/return-path";
import { ME_QUERY_KEY, useAuth } from "../../app/auth";
import { Alert } from "../../components/ui/alert";
import { Button } from "../../components/ui/button";
import { translateMessage } from "../../lib/messages";
import { STORAGE_KEYS, writeStorage } from "../../lib/storage";
import { EnterpriseRequestModal } from "../enterprise/enterprise-request-modal";
import { BILLING_KEYS, billingApi, type CheckoutResponse } from "./api/billing-api";
import { ChangePlanDialog } from "./components/change-plan-dialog";
import { PlanCard } from "./components/plan-card";
import { PricingFaq } from "./components/pricing-faq";
import { TestModeBanner } from "./components/test-mode-banner";
import { errorMessage } from "./error-message";
import { hasLiveSubscription, isCompanyManaged, isPaidPlan } from "./format";
import { browser } from "./redirect";

/** Spec 1 §9: checkout for ?plan=… starts automatically after 1 s (never a plan change: spec ruling 13). */
export const AUTO_CHECKOUT_DELAY_MS = 1000;

const MAIN_PLANS = ["free", "basic", "pro"] as const;
const MORE_PLANS = ["enterprise", "unlimited"] as const;

/**
 * Plans and prices (spec 1 §2, §4): Free, Basic and Pro; then Enterprise and Unlimited; a four-item FAQ; the
 * enterprise inquiry modal. ?plan=X starts checkout after 1 s for a signed-in user without a live subscription;
 * for one with a live subscription it only preselects the plan, and every plan change goes through the
 * confirmation dialog (spec ruling 13). ?change=true is the plan change flow.
 */
export function PricingPage() {
  const { t } = useTranslation();
  const { user, loading } = useAuth();
  const navigate = useNavigate();
  const qc = useQueryClient();
  const [searchParams, setSearchParams] = useSearchParams();
  const [enterpriseOpen, setEnterpriseOpen] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [confirming, setConfirming] = useState<PaidPlanId | null>(null);

  const managed = user ? isCompanyManaged(user) : false;
  const changeMode = searchParams.get("change") === "true" && user !== null && !managed;
  const live = user ? hasLiveSubscription(user) : false;
  // Where the buyer started (an upgrade link's ?returnTo=): they come back there after paying.
  const asked = searchParams.get("returnTo");
  const returnTo = isSafeReturnPath(asked) ? asked : undefined;

  const options = useQuery({
    queryKey: BILLING_KEYS.changeOptions,
    queryFn: ({ signal }) => billingApi.changeOptions(signal),
    enabled: changeMode && live,
    retry: false,
  });
  const mode = useQuery({
    queryKey: BILLING_KEYS.mode,
    queryFn: ({ signal }) => billingApi.mode(signal),
    staleTime: Infinity,
    retry: false,
  });

  const checkout = useMutation({
    mutationFn: (plan: PaidPlanId) => billingApi.createCheckout(plan, returnTo),
    onMutate: () => setError(null),
    onSuccess: async (res: CheckoutResponse, plan) => {
      if (res.changed) {
        // Plan changes are immediate (spec 1 §9): no checkout, back where the buyer started (else the profile).
        toast.success(translateMessage(t, res.message, "billing.messages.planChanged"));
        await Promise.all([
          qc.invalidateQueries({ queryKey: ME_QUERY_KEY }),
          qc.invalidateQueries({ queryKey: ["billing"] }),
        ]);
        await navigate(checkoutReturnPath(returnTo, { checkout: "changed", plan, from: user?.subscription.plan }));
        return;
      }
      browser.assign(res.url);
    },
    onError: (e) => {
      setConfirming(null);
      setError(errorMessage(t, e, "billing.errors.checkoutFailed"));
      // Do not start again on reload.
      if (searchParams.has("plan")) {
        setSearchParams(
          (prev) => {
            const next = new URLSearchParams(prev);
            next.delete("plan");
            return next;
          },
          { replace: true },
        );
      }
    },
  });

  // ?plan=X: checkout after 1 s, once, for a signed-in user without a live subscription (spec 1 §2); with one,
  // the plan is only preselected: a link never changes a paying user's plan (spec ruling 13).
  const requested = searchParams.get("plan")?.toLowerCase();
  const eligible = user !== null && !managed && isPaidPlan(requested) ? requested : null;
  const autoPlan = live ? null : eligible;
  const alreadyOnIt = user !== null && eligible === user.subscription.plan && !user.subscription.cancelAtPeriodEnd;
  const preselected = live && !alreadyOnIt ? eligible : null;
  const autoStarted = useRef(false);
  const startCheckout = checkout.mutate;
  useEffect(() => {
    if (!autoPlan || autoStarted.current) return;
    writeStorage(STORAGE_KEYS.intendedPlan, null);
    const timer = setTimeout(() => {
      autoStarted.current = true;
      startCheckout(autoPlan);
    }, AUTO_CHECKOUT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [autoPlan, startCheckout]);

  const stayHere = () =>
    setSearchParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        next.delete("plan");
        return next;
      },
      { replace: true },
    );

  const busy = loading || checkout.isPending || (checkout.isSuccess && !checkout.data.changed);
  const startingPlan = autoPlan && !checkout.isError ? autoPlan : null;
  const currentPlan: PlanId | null = user ? (options.data?.currentPlan ?? user.subscription.plan) : null;

  const visitorChoose = (plan: PlanId) => {
    // A visitor is sent to register; a paid choice is remembered for after it (spec 1 §4).
    writeStorage(STORAGE_KEYS.intendedPlan, plan === "free" ? null : plan);
    void navigate("/register");
  };

  const pendingLabel = (plan: PlanId, label: string): ReactNode =>
    checkout.isPending && checkout.variables === plan ? (
      <>
        <Loader2 className="h-4 w-4 animate-spin" aria-hidden />
        {t("billing.pricing.redirecting")}
      </>
    ) : (
      label
    );

  const actionFor = (plan: PlanId): ReactNode => {
    const name = t(`plans.${plan}`);
    const isPopular = plan === "pro";
    if (plan === "enterprise") {
      return (
        <Button variant="secondary" className="w-full" onClick={() => setEnterpriseOpen(true)}>
          {t("billing.pricing.contactSales")}
        </Button>
      );
    }
    if (!user) {
      return (
        <Button
          variant={isPopular ? "primary" : "secondary"}
          className="w-full"
          disabled={loading}
          onClick={() => visitorChoose(plan)}
        >
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
        <Button
          variant="secondary"
          className="w-full disabled:opacity-60"
          disabled
          aria-label={t("billing.pricing.currentPlanOf", { plan: name })}
        >
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
    return (
      <Button
        variant={isPopular || changeMode ? "primary" : "secondary"}
        className="w-full"
        disabled={busy}
        onClick={() => (live ? setConfirming(plan) : checkout.mutate(plan))}
      >
        {pendingLabel(plan, label)}
      </Button>
    );
  };

  let changeNote: ReactNode = null;
  if (changeMode && !live) {
    changeNote = <p className="mt-2 text-sm">{t("billing.change.noSubscription")}</p>;
  } else if (changeMode && options.isError) {
    changeNote = <Alert>{errorMessage(t, options.error, "billing.errors.changeOptionsFailed")}</Alert>;
  } else if (changeMode && options.data && options.data.availablePlans.length === 0) {
    changeNote = <p className="mt-2 text-sm">{t("billing.messages.noOtherPlans")}</p>;
  }

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
        {mode.data?.provider === "local" ? <TestModeBanner body={t("billing.pricing.testModeBody")} /> : null}
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

      <h2 className="sr-only">{t("billing.pricing.plansHeading")}</h2>
      <div className="mt-12 grid gap-8 md:grid-cols-3">
        {MAIN_PLANS.map((plan) => (
          <PlanCard
            key={plan}
            plan={plan}
            current={user !== null && plan === currentPlan}
            selected={plan === preselected}
            action={actionFor(plan)}
          />
        ))}
      </div>

      <div className="mx-auto mt-8 grid max-w-5xl gap-8 md:grid-cols-2">
        {MORE_PLANS.map((plan) => (
          <PlanCard
            key={plan}
            plan={plan}
            current={user !== null && plan === currentPlan}
            selected={plan === preselected}
            action={actionFor(plan)}
          />
        ))}
      </div>

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
