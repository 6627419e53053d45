import { ArrowLeftRight, Building2, Sparkles, Users } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { canSetUpOwnTeam } from "../../../../contract/company-permissions";
import type { PublicUser } from "../../../../contract/user";
import { Button } from "../../../components/ui/button";
import { Card } from "../../../components/ui/card";
import { OpenPortalButton } from "../../billing/components/open-portal-button";
import { SubscriptionDetails } from "../../billing/components/subscription-details";
import { canManageBilling, isCompanyManaged, subscriptionDisplay } from "../../billing/format";

/**
 * The subscription card (spec 1 §4, §6): active, cancelled or ending, past due, inactive; "Manage billing"
 * and "Change plan" only for a self-managed plan with a billing customer.
 */
export function SubscriptionCard({ user }: { user: PublicUser }) {
  const { t } = useTranslation();
  const managed = isCompanyManaged(user);
  const billing = canManageBilling(user);
  const state = subscriptionDisplay(user);

  return (
    <Card>
      <section aria-labelledby="subscription-title">
        <h2 id="subscription-title" className="text-lg font-semibold text-slate-900 dark:text-white">
          {t("profile.subscription.title")}
        </h2>
        <div className="mt-4">
          <SubscriptionDetails user={user} />
        </div>
        {managed ? (
          <p className="mt-4 flex items-start gap-2 text-sm text-slate-700 dark:text-slate-300">
            <Building2 className="mt-0.5 h-4 w-4 shrink-0 text-brand-600 dark:text-brand-300" aria-hidden />
            {t("billing.messages.enterpriseManaged")}
          </p>
        ) : (
          <div className="mt-6 flex flex-wrap gap-3">
            {state === "pastDue" && billing ? <OpenPortalButton label={t("profile.subscription.updatePayment")} variant="danger" /> : null}
            {billing && state !== "pastDue" ? <OpenPortalButton label={t("profile.subscription.manageBilling")} /> : null}
            {billing && state !== "inactive" ? (
              <Button asChild variant="secondary">
                <Link to="/pricing?change=true">
                  <ArrowLeftRight className="h-4 w-4" aria-hidden />
                  {t("profile.subscription.changePlan")}
                </Link>
              </Button>
            ) : (
              <Button asChild>
                <Link to="/pricing">
                  <Sparkles className="h-4 w-4" aria-hidden />
                  {t("profile.subscription.upgrade")}
                </Link>
              </Button>
            )}
            {/* Unlimited includes a team (issue 20 item 9); /company is where it is set up. */}
            {canSetUpOwnTeam(user, user.subscription.plan) ? (
              <Button asChild variant="secondary">
                <Link to="/company">
                  <Users className="h-4 w-4" aria-hidden />
                  {t("profile.subscription.setUpTeam")}
                </Link>
              </Button>
            ) : null}
          </div>
        )}
      </section>
    </Card>
  );
}
