import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { usageBarLevel } from "../../../../contract/usage-rules";
import type { UsageStatus } from "../../../../contract/usage";
import { Alert } from "../../../components/ui/alert";
import { Card } from "../../../components/ui/card";
import { Spinner } from "../../../components/ui/spinner";
import { cn } from "../../../lib/cn";
import { BILLING_KEYS, billingApi } from "../../billing/api/billing-api";
import { formatDate } from "../../billing/format";
import { UpgradeLink } from "../../billing/upgrade-link";

/** Spec 2 §4: orange at 75 %, warning at 80 %, red at 90 %. */
export const BAR_CLASS = {
  ok: "bg-brand-600 dark:bg-brand-500",
  orange: "bg-orange-400",
  warning: "bg-orange-600",
  red: "bg-red-600",
} as const;

function UsageDetails({ usage: u }: { usage: UsageStatus }) {
  const { t, i18n } = useTranslation();
  const level = usageBarLevel(u.usagePercentage);
  const perDay = u.period === "day";
  return (
    <div className="mt-4 space-y-3">
      <p className="flex flex-wrap items-baseline justify-between gap-2">
        <span className="text-slate-700 dark:text-slate-300">{perDay ? t("profile.usage.conversationsToday") : t("profile.usage.conversationsThisMonth")}</span>
        <span className="text-xl font-semibold text-slate-900 dark:text-white" data-testid="usage-count">
          {t("profile.usage.count", { used: u.currentUsage, limit: u.monthlyLimit })}
        </span>
      </p>
      <div
        role="progressbar"
        aria-label={t("profile.usage.barLabel")}
        aria-valuemin={0}
        aria-valuemax={u.monthlyLimit}
        aria-valuenow={Math.min(u.currentUsage, u.monthlyLimit)}
        aria-valuetext={t("profile.usage.percent", { percent: u.usagePercentage })}
        data-level={level}
        className="h-3 w-full overflow-hidden rounded-full bg-slate-200 dark:bg-slate-800"
      >
        <div className={cn("h-full rounded-full transition-all", BAR_CLASS[level])} style={{ width: `${u.usagePercentage}%` }} />
      </div>
      <p className="flex flex-wrap justify-between gap-2 text-sm text-slate-600 dark:text-slate-400">
        <span>{t("profile.usage.remaining", { n: u.remaining })}</span>
        <span>{t("profile.usage.resets", { date: formatDate(u.resetsAt, i18n.language, perDay) })}</span>
      </p>
      {level !== "ok" ? (
        <p className={cn("text-sm font-medium", level === "red" ? "text-red-700 dark:text-red-400" : "text-orange-700 dark:text-orange-300")}>
          {u.canUseAI ? t("profile.usage.nearLimit") : t("profile.usage.limitReached")}{" "}
          <UpgradeLink className="underline hover:no-underline">{t("profile.usage.upgrade")}</UpgradeLink>
        </p>
      ) : null}
    </div>
  );
}

/** Conversations used in the period against the limit, with a coloured bar and when it resets. */
export function UsageCard() {
  const { t } = useTranslation();
  const status = useQuery({
    queryKey: BILLING_KEYS.status,
    queryFn: ({ signal }) => billingApi.status(signal),
  });

  return (
    <Card>
      <section aria-labelledby="usage-title">
        <h2 id="usage-title" className="text-lg font-semibold text-slate-900 dark:text-white">
          {t("profile.usage.title")}
        </h2>
        {status.isPending ? (
          <div className="mt-4">
            <Spinner label={t("profile.usage.loading")} />
          </div>
        ) : status.isError ? (
          <div className="mt-4">
            <Alert>{t("profile.usage.loadFailed")}</Alert>
          </div>
        ) : (
          <UsageDetails usage={status.data.usageStatus} />
        )}
      </section>
    </Card>
  );
}
