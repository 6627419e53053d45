import { Sparkles } from "lucide-react";
import { useTranslation } from "react-i18next";
import type { UsageStatus } from "../../../../contract/usage";
import { Button } from "../../../components/ui/button";
import { Modal } from "../../../components/ui/modal";
import { formatDateTime, formatDay } from "../lib/format";
import { UpgradeLink } from "../../billing/upgrade-link";

/**
 * What "New chat" shows at the plan's limit: how many were used, when they come back, and the way to more
 * (instead of a start form the server would refuse).
 */
export function LimitDialog({ open, onOpenChange, usage }: { open: boolean; onOpenChange(open: boolean): void; usage: UsageStatus }) {
  const { t, i18n } = useTranslation();
  const perDay = usage.period === "day";
  const resets = perDay ? formatDateTime(usage.resetsAt, i18n.language) : formatDay(usage.resetsAt, i18n.language);
  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title={t(perDay ? "practice.limit.titleDay" : "practice.limit.titleMonth")}
      closeLabel={t("practice.limit.close")}
    >
      <div className="space-y-3 px-6 py-4 text-sm text-slate-700 dark:text-slate-300">
        <p>
          {perDay
            ? t("practice.usage.tooltipDay", { used: usage.currentUsage, limit: usage.monthlyLimit })
            : t("practice.usage.tooltipMonth", { used: usage.currentUsage, limit: usage.monthlyLimit })}{" "}
          {t("practice.usage.resets", { date: resets })}
        </p>
        <p>{t("practice.limit.body")}</p>
      </div>
      <div className="flex flex-wrap justify-end gap-2 border-t border-slate-200 px-6 py-4 dark:border-slate-800">
        <Button variant="secondary" onClick={() => onOpenChange(false)}>
          {t("practice.limit.later")}
        </Button>
        <Button asChild>
          <UpgradeLink change>
            <Sparkles className="h-4 w-4" aria-hidden />
            {t("practice.limit.seePlans")}
          </UpgradeLink>
        </Button>
      </div>
    </Modal>
  );
}
