import { AlertTriangle } from "lucide-react";
import { useTranslation } from "react-i18next";
import type { PublicUser } from "../../../../contract/user";
import { cn } from "../../../lib/cn";
import { formatDate, type SubscriptionDisplay, subscriptionDisplay } from "../format";

const BADGE: Record<SubscriptionDisplay, string> = {
  active: "bg-emerald-100 text-emerald-800 dark:bg-emerald-950 dark:text-emerald-300",
  ending: "bg-amber-100 text-amber-900 dark:bg-amber-950 dark:text-amber-200",
  pastDue: "bg-red-100 text-red-800 dark:bg-red-950 dark:text-red-200",
  inactive: "bg-slate-100 text-slate-700 dark:bg-slate-800 dark:text-slate-300",
};

export function SubscriptionBadge({ user }: { user: Pick<PublicUser, "subscription"> }) {
  const { t } = useTranslation();
  const state = subscriptionDisplay(user);
  return (
    <span data-testid="subscription-status" className={cn("inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold", BADGE[state])}>
      {t(`billing.subscription.state.${state}`)}
    </span>
  );
}

/**
 * The plan, its state and the date that matters (spec 1 §4): the next billing date when active, "access until"
 * when cancelled or ending, a payment-failed warning when past due, nothing but the plan when inactive.
 */
export function SubscriptionDetails({ user }: { user: Pick<PublicUser, "subscription"> }) {
  const { t, i18n } = useTranslation();
  const state = subscriptionDisplay(user);
  const date = formatDate(user.subscription.currentPeriodEnd, i18n.language);
  return (
    <div className="space-y-3">
      <div className="flex flex-wrap items-center gap-3">
        <p className="text-2xl font-bold text-slate-900 dark:text-white">{t(`plans.${user.subscription.plan}`)}</p>
        <SubscriptionBadge user={user} />
      </div>
      {state === "active" && date ? <p className="text-sm text-slate-600 dark:text-slate-300">{t("billing.subscription.nextBilling", { date })}</p> : null}
      {state === "ending" ? (
        <p className="text-sm text-slate-700 dark:text-slate-200">
          {date ? t("billing.subscription.accessUntil", { date }) : t("billing.subscription.endingNoDate")}
        </p>
      ) : null}
      {state === "pastDue" ? (
        <div
          role="alert"
          className="flex items-start gap-2 rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800 dark:border-red-900 dark:bg-red-950 dark:text-red-200"
        >
          <AlertTriangle className="mt-0.5 h-4 w-4 shrink-0" aria-hidden />
          <p>{t("billing.subscription.paymentFailed")}</p>
        </div>
      ) : null}
      {state === "inactive" ? <p className="text-sm text-slate-600 dark:text-slate-300">{t("billing.subscription.freeNote")}</p> : null}
    </div>
  );
}
