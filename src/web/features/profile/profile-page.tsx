import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { toast } from "sonner";
import { ME_QUERY_KEY, useAuth } from "../../app/auth";
import { Card } from "../../components/ui/card";
import { Spinner } from "../../components/ui/spinner";
import { ApiError } from "../../lib/api";
import { translateMessage } from "../../lib/messages";
import { billingApi } from "../billing/api/billing-api";
import { SignInRequired } from "../billing/components/sign-in-required";
import { errorMessage } from "../billing/error-message";
import { DangerZone } from "./components/danger-zone";
import { SubscriptionCard } from "./components/subscription-card";
import { UsageCard } from "./components/usage-card";

/** Spec 1 §8: what a failed complete-setup shows, by status. */
export function completeSetupError(t: Parameters<typeof errorMessage>[0], e: unknown): string {
  if (e instanceof ApiError && e.status === 503) return t("billing.messages.billingUnavailable");
  if (e instanceof ApiError && e.status === 400) return errorMessage(t, e, "billing.messages.invalidRequest");
  return errorMessage(t, e, "billing.errors.completeSetupFailed");
}

/**
 * After checkout the browser comes back to /profile?checkout=success (with session_id from Stripe): store the
 * subscription once, from the provider, then refresh the user.
 */
function useCompleteCheckout(enabled: boolean) {
  const { t } = useTranslation();
  const qc = useQueryClient();
  const [params, setParams] = useSearchParams();
  const returned = enabled && params.get("checkout") === "success";
  const sessionId = params.get("session_id") ?? undefined;
  const done = useRef(false);

  const complete = useMutation({
    mutationFn: (id: string | undefined) => billingApi.completeSetup(id),
    onSuccess: (res) => {
      toast.success(translateMessage(t, res.message, "billing.messages.planActivated"), { id: "subscription-active" });
    },
    onError: (e) => toast.error(completeSetupError(t, e)),
    onSettled: async () => {
      setParams(
        (prev) => {
          const next = new URLSearchParams(prev);
          next.delete("checkout");
          next.delete("session_id");
          return next;
        },
        { replace: true },
      );
      await Promise.all([
        qc.invalidateQueries({ queryKey: ME_QUERY_KEY }),
        qc.invalidateQueries({ queryKey: ["billing"] }),
      ]);
    },
  });

  const run = complete.mutate;
  useEffect(() => {
    if (!returned || done.current) return;
    done.current = true;
    run(sessionId);
  }, [returned, sessionId, run]);

  return complete.isPending;
}

/** Profile (spec 1 §2): who you are, your usage, your subscription, and the danger zone. */
export function ProfilePage() {
  const { t } = useTranslation();
  const { user, loading } = useAuth();
  const finishing = useCompleteCheckout(user !== null);

  if (loading) {
    return (
      <div className="mx-auto max-w-4xl px-4 py-12 sm:px-6">
        <Spinner label={t("app.loading")} />
      </div>
    );
  }
  if (!user) {
    return (
      <div className="mx-auto max-w-xl px-4 py-12 sm:px-6">
        <SignInRequired title={t("profile.title")} />
      </div>
    );
  }

  const details: [string, string][] = [
    [t("profile.name"), `${user.firstName} ${user.lastName}`],
    [t("profile.email"), user.email],
    [t("profile.company"), user.company ?? t("profile.none")],
    [t("profile.plan"), t(`plans.${user.subscription.plan}`)],
  ];

  return (
    <div className="mx-auto max-w-4xl space-y-6 px-4 py-12 sm:px-6">
      <div>
        <h1 className="text-3xl font-bold text-slate-900 dark:text-white">{t("profile.title")}</h1>
        <p className="mt-1 text-slate-600 dark:text-slate-400">{t("profile.subtitle")}</p>
      </div>
      {finishing ? <Spinner label={t("profile.finishingCheckout")} /> : null}

      <Card>
        <section aria-labelledby="account-title">
          <h2 id="account-title" className="text-lg font-semibold text-slate-900 dark:text-white">
            {t("profile.account")}
          </h2>
          <dl className="mt-4 grid grid-cols-1 gap-4 sm:grid-cols-2">
            {details.map(([label, value]) => (
              <div key={label}>
                <dt className="text-xs tracking-wide text-slate-500 uppercase dark:text-slate-400">{label}</dt>
                <dd className="mt-0.5 font-medium break-words text-slate-900 dark:text-white">{value}</dd>
              </div>
            ))}
          </dl>
        </section>
      </Card>

      <div className="grid gap-6 md:grid-cols-2">
        <SubscriptionCard user={user} />
        <UsageCard />
      </div>

      <DangerZone user={user} />
    </div>
  );
}
