import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { CheckCircle2, FlaskConical, SearchX } from "lucide-react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link, useNavigate, useParams, useSearchParams } from "react-router";
import { checkoutReturnPath, isSafeReturnPath } from "../../../contract/return-path";
import { toast } from "sonner";
import { useAuth } from "../../lib/auth";
import { Alert } from "../../components/ui/alert";
import { Button } from "../../components/ui/button";
import { Card } from "../../components/ui/card";
import { Spinner } from "../../components/ui/spinner";
import { ApiError } from "../../lib/api";
import { translateMessage } from "../../lib/messages";
import { BILLING_KEYS, billingApi, type LocalCheckoutSession } from "./api/billing-api";
import { TestModeBanner } from "./components/test-mode-banner";
import { errorMessage } from "./error-message";
import { formatPrice } from "./format";
import { visibleFeatures } from "./plan-features";

function Shell({ children }: { children: ReactNode }) {
  return <div className="mx-auto max-w-xl px-4 py-12 sm:px-6">{children}</div>;
}

function StateCard({ icon, title, body, children }: { icon: ReactNode; title: string; body: string; children: ReactNode }) {
  return (
    <Card className="flex flex-col items-center gap-3 text-center">
      {icon}
      <h1 className="text-2xl font-bold text-slate-900 dark:text-white">{title}</h1>
      <p className="text-slate-600 dark:text-slate-300">{body}</p>
      <div className="mt-2 flex flex-wrap justify-center gap-3">{children}</div>
    </Card>
  );
}

/**
 * The built-in test-mode checkout (the default billing provider): says plainly that no card is charged,
 * shows the plan and price, and confirming activates the plan the way a verified Stripe event would.
 */
export function CheckoutPage() {
  const { t } = useTranslation();
  const { sessionId = "" } = useParams();
  const { session, confirm } = useTestCheckout(sessionId);

  if (session.isPending) {
    return (
      <Shell>
        <Spinner label={t("billing.checkout.loading")} />
      </Shell>
    );
  }

  const failure = session.error ?? confirm.error;
  const status = failure instanceof ApiError ? failure.status : null;
  if (status === 404 || session.data?.status === "expired") return <ClosedCheckout completed={false} />;
  if (status === 409 || session.data?.status === "complete") return <ClosedCheckout completed />;
  if (!session.data) {
    return (
      <Shell>
        <Alert>{errorMessage(t, session.error, "billing.checkout.loadFailed")}</Alert>
        <Button asChild variant="secondary" className="mt-4">
          <Link to="/pricing">{t("billing.checkout.backToPricing")}</Link>
        </Button>
      </Shell>
    );
  }

  const { plan, priceCents } = session.data;
  return (
    <Shell>
      <TestModeBanner body={t("billing.checkout.testModeBody")} />
      <Card className="mt-6">
        <h1 className="text-2xl font-bold text-slate-900 dark:text-white">{t("billing.checkout.title")}</h1>
        <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">{t("billing.checkout.subtitle")}</p>
        <CheckoutSummary plan={plan} priceCents={priceCents} />
        {confirm.isError ? (
          <div className="mt-4">
            <Alert>{errorMessage(t, confirm.error, "billing.checkout.confirmFailed")}</Alert>
          </div>
        ) : null}
        <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Button asChild variant="secondary">
            <Link to="/pricing">{t("billing.checkout.cancel")}</Link>
          </Button>
          <Button onClick={() => confirm.mutate()} disabled={confirm.isPending || confirm.isSuccess}>
            <FlaskConical className="h-4 w-4" aria-hidden />
            {confirm.isPending ? t("billing.checkout.confirming") : t("billing.checkout.confirm")}
          </Button>
        </div>
      </Card>
    </Shell>
  );
}

/**
 * The test-mode session, and confirming it: the plan is activated, the user refreshed, and the buyer sent back where
 * they started (else the profile).
 */
function useTestCheckout(sessionId: string) {
  const { t } = useTranslation();
  // Like Stripe's success URL: where the buyer started, checked again here (else the profile).
  const next = useSearchParams()[0].get("next");
  const { setUser } = useAuth();
  const navigate = useNavigate();
  const qc = useQueryClient();

  const session = useQuery({
    queryKey: BILLING_KEYS.localCheckout(sessionId),
    queryFn: ({ signal }) => billingApi.localCheckout(sessionId, signal),
    enabled: sessionId !== "",
    retry: false,
  });

  const confirm = useMutation({
    mutationFn: () => billingApi.completeLocalCheckout(sessionId),
    onSuccess: async (res) => {
      setUser(res.user);
      toast.success(translateMessage(t, res.message, "billing.messages.planActivated"), { id: "subscription-active" });
      await qc.invalidateQueries({ queryKey: ["billing"] });
      const plan = session.data?.plan ?? "basic";
      await navigate(isSafeReturnPath(next) ? next : checkoutReturnPath(undefined, { checkout: "success", plan }));
    },
  });
  return { session, confirm };
}

/** A session that is gone (unknown or expired) or already completed, with the way on. */
function ClosedCheckout({ completed }: { completed: boolean }) {
  const { t } = useTranslation();
  if (completed) {
    return (
      <Shell>
        <StateCard
          icon={<CheckCircle2 className="h-10 w-10 text-emerald-600" aria-hidden />}
          title={t("billing.checkout.completedTitle")}
          body={t("billing.checkout.completedBody")}
        >
          <Button asChild>
            <Link to="/profile">{t("billing.checkout.goToProfile")}</Link>
          </Button>
        </StateCard>
      </Shell>
    );
  }
  return (
    <Shell>
      <StateCard
        icon={<SearchX className="h-10 w-10 text-slate-400" aria-hidden />}
        title={t("billing.checkout.notFoundTitle")}
        body={t("billing.checkout.notFoundBody")}
      >
        <Button asChild>
          <Link to="/pricing">{t("billing.checkout.backToPricing")}</Link>
        </Button>
      </StateCard>
    </Shell>
  );
}

/** The plan, its monthly price, nothing due today, and three of its features. */
function CheckoutSummary({ plan, priceCents }: Pick<LocalCheckoutSession, "plan" | "priceCents">) {
  const { t, i18n } = useTranslation();
  return (
    <>
      <dl className="mt-6 divide-y divide-slate-200 rounded-xl border border-slate-200 dark:divide-slate-800 dark:border-slate-800">
        <div className="flex items-center justify-between gap-4 px-4 py-3">
          <dt className="text-sm text-slate-600 dark:text-slate-400">{t("billing.checkout.plan")}</dt>
          <dd className="font-semibold text-slate-900 dark:text-white">{t(`plans.${plan}`)}</dd>
        </div>
        <div className="flex items-center justify-between gap-4 px-4 py-3">
          <dt className="text-sm text-slate-600 dark:text-slate-400">{t("billing.checkout.price")}</dt>
          <dd className="font-semibold text-slate-900 dark:text-white">
            {t("billing.checkout.pricePerMonth", { price: formatPrice(priceCents, i18n.language) })}
          </dd>
        </div>
        <div className="flex items-center justify-between gap-4 px-4 py-3">
          <dt className="text-sm text-slate-600 dark:text-slate-400">{t("billing.checkout.dueToday")}</dt>
          <dd className="font-semibold text-slate-900 dark:text-white">
            {formatPrice(0, i18n.language)} <span className="text-sm font-normal text-amber-800 dark:text-amber-300">{t("billing.checkout.testCharge")}</span>
          </dd>
        </div>
      </dl>
      <ul className="mt-4 space-y-1 text-sm text-slate-600 dark:text-slate-300">
        {visibleFeatures(t, plan)
          .slice(0, 3)
          .map((f) => (
            <li key={f.text}>• {f.text}</li>
          ))}
      </ul>
    </>
  );
}
