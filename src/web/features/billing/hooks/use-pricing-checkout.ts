import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate, useSearchParams } from "react-router";
import { toast } from "sonner";
import type { PaidPlanId } from "../../../../contract/billing";
import type { PlanId } from "../../../../contract/plans";
import { checkoutReturnPath, isSafeReturnPath } from "../../../../contract/return-path";
import { ME_QUERY_KEY, useAuth } from "../../../lib/auth";
import { translateMessage } from "../../../lib/messages";
import { STORAGE_KEYS, writeStorage } from "../../../lib/storage";
import { BILLING_KEYS, billingApi, type CheckoutResponse } from "../api/billing-api";
import { errorMessage } from "../error-message";
import { hasLiveSubscription, isCompanyManaged, isPaidPlan } from "../format";
import { browser } from "../redirect";

/** Checkout for ?plan=… starts automatically after 1 s (never a plan change: a link never changes a paying user's plan). */
export const AUTO_CHECKOUT_DELAY_MS = 1000;

/**
 * What the pricing page knows and does: who is looking (visitor, subscriber, company-managed), the plan-change
 * mode, the checkout (started by a click, or after 1 s for ?plan=X when nothing is paid yet), the plan preselected
 * by a link for someone who already pays, and the confirmation every plan change goes through.
 */
export function usePricingCheckout() {
  const { user, loading } = useAuth();
  const [searchParams, setSearchParams] = useSearchParams();
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

  const dropPlanParam = () =>
    setSearchParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        next.delete("plan");
        return next;
      },
      { replace: true },
    );

  const checkout = useCheckout(returnTo, user, {
    failed: (message) => {
      setConfirming(null);
      setError(message);
      // Do not start again on reload.
      if (searchParams.has("plan")) dropPlanParam();
    },
    started: () => setError(null),
  });

  const { autoPlan, preselected } = linkedPlan(searchParams.get("plan"), user, managed, live);
  useAutoCheckout(autoPlan, checkout.mutate);

  const currentPlan: PlanId | null = user ? (options.data?.currentPlan ?? user.subscription.plan) : null;
  return {
    user,
    loading,
    managed,
    changeMode,
    live,
    options,
    testMode: mode.data?.provider === "local",
    checkout,
    preselected,
    /** The plan whose automatic checkout is starting (the banner with "Stay here"). */
    startingPlan: autoPlan && !checkout.isError ? autoPlan : null,
    busy: loading || checkout.isPending || (checkout.isSuccess && !checkout.data.changed),
    currentPlan,
    error,
    confirming,
    setConfirming,
    /** "Stay here": the automatic checkout is not started. */
    stayHere: dropPlanParam,
  };
}

/**
 * The checkout of a paid plan: a plan change is immediate (back where the buyer started, else the profile); a new
 * subscription goes to the payment page.
 */
function useCheckout(returnTo: string | undefined, user: ReturnType<typeof useAuth>["user"], on: { started(): void; failed(message: string): void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (plan: PaidPlanId) => billingApi.createCheckout(plan, returnTo),
    onMutate: () => on.started(),
    onSuccess: async (res: CheckoutResponse, plan) => {
      if (res.changed) {
        // Plan changes are immediate: no checkout, back where the buyer started (else the profile).
        toast.success(translateMessage(t, res.message, "billing.messages.planChanged"));
        await Promise.all([qc.invalidateQueries({ queryKey: ME_QUERY_KEY }), qc.invalidateQueries({ queryKey: ["billing"] })]);
        await navigate(checkoutReturnPath(returnTo, { checkout: "changed", plan, from: user?.subscription.plan }));
        return;
      }
      browser.assign(res.url);
    },
    onError: (e) => on.failed(errorMessage(t, e, "billing.errors.checkoutFailed")),
  });
}

/**
 * ?plan=X: checkout after 1 s, once, for a signed-in user without a live subscription; with one, the plan is only
 * preselected: a link never changes a paying user's plan.
 */
function linkedPlan(param: string | null, user: ReturnType<typeof useAuth>["user"], managed: boolean, live: boolean) {
  const requested = param?.toLowerCase();
  const eligible = user !== null && !managed && isPaidPlan(requested) ? requested : null;
  const autoPlan = live ? null : eligible;
  const alreadyOnIt = user !== null && eligible === user.subscription.plan && !user.subscription.cancelAtPeriodEnd;
  return { autoPlan, preselected: live && !alreadyOnIt ? eligible : null };
}

/** Starts the checkout of the linked plan after AUTO_CHECKOUT_DELAY_MS, once. */
function useAutoCheckout(autoPlan: PaidPlanId | null, startCheckout: (plan: PaidPlanId) => void) {
  const autoStarted = useRef(false);
  useEffect(() => {
    if (!autoPlan || autoStarted.current) return;
    writeStorage(STORAGE_KEYS.intendedPlan, null);
    const timer = setTimeout(() => {
      autoStarted.current = true;
      startCheckout(autoPlan);
    }, AUTO_CHECKOUT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [autoPlan, startCheckout]);
}

export type PricingCheckout = ReturnType<typeof usePricingCheckout>;
