import { ArrowLeft, ArrowLeftRight } from "lucide-react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useUser } from "../../lib/require-user";
import { Alert } from "../../components/ui/alert";
import { Button } from "../../components/ui/button";
import { Card } from "../../components/ui/card";
import { CancelSubscription } from "./components/cancel-subscription";
import { SubscriptionDetails } from "./components/subscription-details";
import { TestModeBanner } from "./components/test-mode-banner";
import { canCancel, canManageBilling, isCompanyManaged } from "./format";

function Shell({ children }: { children: ReactNode }) {
  return <div className="mx-auto max-w-2xl px-4 py-12 sm:px-6">{children}</div>;
}

/**
 * The built-in test-mode billing portal (what create-portal-session returns without Stripe): the plan, its
 * state and period end, and the ways to change or cancel it.
 */
export function PortalPage() {
  const { t } = useTranslation();
  const user = useUser();

  const backToProfile = (
    <Button asChild variant="ghost">
      <Link to="/profile">
        <ArrowLeft className="h-4 w-4" aria-hidden />
        {t("billing.portal.backToProfile")}
      </Link>
    </Button>
  );

  return (
    <Shell>
      <TestModeBanner body={t("billing.portal.testModeBody")} />
      <h1 className="mt-6 text-3xl font-bold text-slate-900 dark:text-white">{t("billing.portal.title")}</h1>
      <Card className="mt-6 space-y-6">
        <section aria-labelledby="portal-subscription">
          <h2 id="portal-subscription" className="text-sm font-semibold tracking-wide text-slate-500 uppercase dark:text-slate-400">
            {t("billing.portal.subscription")}
          </h2>
          <div className="mt-3">
            <SubscriptionDetails user={user} />
          </div>
        </section>
        {isCompanyManaged(user) ? (
          <p className="text-sm text-slate-700 dark:text-slate-300">{t("billing.messages.enterpriseManaged")}</p>
        ) : !canManageBilling(user) ? (
          <Alert>{t("billing.messages.noBillingCustomer")}</Alert>
        ) : null}
        <div className="flex flex-wrap gap-3 border-t border-slate-200 pt-6 dark:border-slate-800">
          {canManageBilling(user) ? (
            <Button asChild>
              <Link to="/pricing?change=true">
                <ArrowLeftRight className="h-4 w-4" aria-hidden />
                {t("billing.portal.changePlan")}
              </Link>
            </Button>
          ) : !isCompanyManaged(user) ? (
            <Button asChild>
              <Link to="/pricing">{t("billing.portal.seePlans")}</Link>
            </Button>
          ) : null}
          {canCancel(user) ? <CancelSubscription user={user} /> : null}
          {backToProfile}
        </div>
      </Card>
    </Shell>
  );
}
