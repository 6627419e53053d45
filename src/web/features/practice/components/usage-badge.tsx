import { Gauge } from "lucide-react";
import { Tooltip } from "radix-ui";
import { useTranslation } from "react-i18next";
import { usageBarLevel } from "../../../../contract/usage-rules";
import type { UsageStatus } from "../../../../contract/usage";
import { cn } from "../../../lib/cn";
import { formatDateTime, formatDay } from "../lib/format";

/** Spec 2 §4: orange at 75 %, warning at 80 %, red at 90 %. */
const LEVEL_CLASS = {
  ok: "border-slate-200 bg-white text-slate-800 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100",
  orange: "border-orange-300 bg-orange-50 text-orange-800 dark:border-orange-700 dark:bg-orange-950 dark:text-orange-200",
  warning: "border-orange-500 bg-orange-100 text-orange-900 dark:border-orange-500 dark:bg-orange-900/60 dark:text-orange-100",
  red: "border-red-400 bg-red-50 text-red-800 dark:border-red-700 dark:bg-red-950 dark:text-red-200",
} as const;

/** Conversations used against the limit, coloured by usageBarLevel; the tooltip tells when it resets. */
export function UsageBadge({ usage }: { usage: UsageStatus }) {
  const { t, i18n } = useTranslation();
  const level = usageBarLevel(usage.usagePercentage);
  const perDay = usage.period === "day";
  const resets = perDay ? formatDateTime(usage.resetsAt, i18n.language) : formatDay(usage.resetsAt, i18n.language);
  const tip = [
    perDay
      ? t("practice.usage.tooltipDay", { used: usage.currentUsage, limit: usage.monthlyLimit })
      : t("practice.usage.tooltipMonth", { used: usage.currentUsage, limit: usage.monthlyLimit }),
    t("practice.usage.resets", { date: resets }),
  ].join(" ");
  return (
    <Tooltip.Provider delayDuration={200}>
      <Tooltip.Root>
        <Tooltip.Trigger asChild>
          <button
            type="button"
            data-testid="usage-badge"
            data-level={level}
            aria-label={tip}
            className={cn("inline-flex h-10 items-center gap-2 rounded-full border px-3 text-sm font-semibold tabular-nums", LEVEL_CLASS[level])}
          >
            <Gauge className="h-4 w-4" aria-hidden />
            <span>
              {usage.currentUsage}/{usage.monthlyLimit}
            </span>
            <span className="font-normal">{perDay ? t("practice.usage.today") : t("practice.usage.thisMonth")}</span>
          </button>
        </Tooltip.Trigger>
        <Tooltip.Portal>
          <Tooltip.Content
            sideOffset={6}
            className="z-50 max-w-xs rounded-lg bg-slate-900 px-3 py-2 text-xs text-white shadow-lg dark:bg-slate-100 dark:text-slate-900"
          >
            {tip}
            <Tooltip.Arrow className="fill-slate-900 dark:fill-slate-100" />
          </Tooltip.Content>
        </Tooltip.Portal>
      </Tooltip.Root>
    </Tooltip.Provider>
  );
}
