import { useMutation, useQueryClient } from "@tanstack/react-query";
import { PartyPopper, X } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { toast } from "sonner";
import { PLAN_IDS, type PlanId } from "../../../contract/plan-list";
import { ME_QUERY_KEY, useAuth } from "../../lib/auth";
import { Spinner } from "../../components/ui/spinner";
import { ApiError } from "../../lib/api";
import { translateMessage } from "../../lib/messages";
import { billingApi } from "./api/billing-api";
import { errorMessage } from "./error-message";
import { unlockedFeatures } from "./plan-features";

/** Spec 1 §8: what a failed complete-setup shows, by status. */
export function completeSetupError(t: Parameters<typeof errorMessage>[0], e: unknown): string {
  if (e instanceof ApiError && e.status === 503) return t("billing.messages.billingUnavailable");
  if (e instanceof ApiError && e.status === 400) return errorMessage(t, e, "billing.messages.invalidRequest");
  return errorMessage(t, e, "billing.errors.completeSetupFailed");
}

interface Result {
  checkout: "success" | "changed";
  plan: PlanId;
  from: PlanId;
  sessionId: string | undefined;
}

const isPlan = (v: string | null): v is PlanId => (PLAN_IDS as readonly (string | null)[]).includes(v);

function readResult(params: URLSearchParams): Result | null {
  const checkout = params.get("checkout");
  if (checkout !== "success" && checkout !== "changed") return null;
  const plan = params.get("plan");
  const from = params.get("from");
  return {
    checkout,
    plan: isPlan(plan) ? plan : "free",
    from: isPlan(from) ? from : "free",
    sessionId: params.get("session_id") ?? undefined,
  };
}

/**
 * The page a buyer comes back to after paying (?checkout=success&plan=…, the checkout's return path) or after a
 * plan change (?checkout=changed): the subscription is stored once from the provider (complete-setup), the
 * parameters leave the address, and a banner names what the new plan unlocks, on the page where they started.
 */
export function CheckoutLanding() {
  const { t } = useTranslation();
  const { user, loading } = useAuth();
  const qc = useQueryClient();
  const [params, setParams] = useSearchParams();
  const [result] = useState(() => readResult(params));
  const [dismissed, setDismissed] = useState(false);
  const started = useRef(false);

  const complete = useMutation({
    mutationFn: (sessionId: string | undefined) => billingApi.completeSetup(sessionId),
    onSuccess: (res) => {
      toast.success(translateMessage(t, res.message, "billing.messages.planActivated"), { id: "subscription-active" });
    },
    onError: (e) => toast.error(completeSetupError(t, e)),
    onSettled: () => Promise.all([qc.invalidateQueries({ queryKey: ME_QUERY_KEY }), qc.invalidateQueries({ queryKey: ["billing"] })]),
  });

  const run = complete.mutate;
  useEffect(() => {
    if (!result || loading || started.current) return;
    started.current = true;
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        for (const key of ["checkout", "plan", "from", "session_id"]) next.delete(key);
        return next;
      },
      { replace: true },
    );
    if (result.checkout === "success" && user) run(result.sessionId);
  }, [result, loading, user, run, setParams]);

  if (!result || !user || dismissed) return null;
  if (complete.isPending) {
    return (
      <div className="mx-auto max-w-5xl px-4 pt-6 sm:px-6">
        <Spinner label={t("billing.landing.finishing")} />
      </div>
    );
  }
  if (result.checkout === "success" && !complete.isSuccess) return null;
  const unlocked = unlockedFeatures(t, result.from, result.plan).slice(0, 5);
  if (unlocked.length === 0) return null;
  const plan = t(`plans.${result.plan}`);

  return (
    <div className="mx-auto max-w-5xl px-4 pt-6 sm:px-6">
      <section
        role="status"
        aria-labelledby="checkout-landing-title"
        data-testid="checkout-landing"
        className="relative rounded-2xl border border-emerald-200 bg-emerald-50 p-5 pr-12 text-emerald-950 shadow-sm dark:border-emerald-800 dark:bg-emerald-950 dark:text-emerald-50"
      >
        <div className="flex gap-3">
          <PartyPopper className="mt-0.5 h-6 w-6 shrink-0 text-emerald-700 dark:text-emerald-300" aria-hidden />
          <div>
            <h2 id="checkout-landing-title" className="text-lg font-semibold">
              {t("billing.landing.title", { plan })}
            </h2>
            <p className="mt-1 text-sm">{t("billing.landing.unlocked")}</p>
            <ul className="mt-2 grid gap-1 text-sm sm:grid-cols-2">
              {unlocked.map((text) => (
                <li key={text} className="flex gap-2">
                  <span aria-hidden>✓</span>
                  {text}
                </li>
              ))}
            </ul>
          </div>
        </div>
        <button
          type="button"
          onClick={() => setDismissed(true)}
          aria-label={t("billing.landing.dismiss")}
          className="absolute top-3 right-3 inline-flex h-8 w-8 items-center justify-center rounded-lg text-emerald-800 hover:bg-emerald-100 focus-visible:outline-2 focus-visible:outline-emerald-700 dark:text-emerald-200 dark:hover:bg-emerald-900"
        >
          <X className="h-4 w-4" aria-hidden />
        </button>
      </section>
    </div>
  );
}
