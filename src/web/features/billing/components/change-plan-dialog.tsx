import { useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import type { PaidPlanId } from "../../../../contract/billing";
import { PLANS, type PlanId } from "../../../../contract/plan-list";
import { Button } from "../../../components/ui/button";
import { Modal } from "../../../components/ui/modal";
import { formatPrice } from "../format";

interface ChangePlanDialogProps {
  /** The plan to move to; null keeps the dialog closed. */
  plan: PaidPlanId | null;
  currentPlan: PlanId;
  pending: boolean;
  onConfirm(plan: PaidPlanId): void;
  onCancel(): void;
}

/**
 * The one way a live subscription changes plan (spec ruling 13): the current plan, the new one and the monthly
 * difference from PLANS, then Confirm or Cancel. Escape, the overlay and Cancel all leave everything as it was;
 * focus starts on Cancel and returns to what opened the dialog.
 */
export function ChangePlanDialog({ plan, currentPlan, pending, onConfirm, onCancel }: ChangePlanDialogProps) {
  const { t, i18n } = useTranslation();
  useReturnFocus(plan !== null);
  if (!plan) return null;
  const keeping = plan === currentPlan;
  const name = (p: PlanId) => t(`plans.${p}`);
  const price = (p: PlanId) => PLANS[p].priceCents ?? 0;
  const perMonth = (p: PlanId) => t("billing.confirmChange.perMonth", { price: formatPrice(price(p), i18n.language) });
  const diff = price(plan) - price(currentPlan);
  const amount = formatPrice(Math.abs(diff), i18n.language);
  const difference =
    diff > 0 ? t("billing.confirmChange.more", { amount }) : diff < 0 ? t("billing.confirmChange.less", { amount }) : t("billing.confirmChange.same");
  const rows: Array<[string, string, string]> = [
    ["current", t("billing.confirmChange.current"), `${name(currentPlan)} · ${perMonth(currentPlan)}`],
    ["new", t("billing.confirmChange.new"), `${name(plan)} · ${perMonth(plan)}`],
    ["difference", t("billing.confirmChange.difference"), difference],
  ];

  return (
    <Modal
      open
      onOpenChange={(open) => !open && !pending && onCancel()}
      title={t(keeping ? "billing.confirmChange.keepTitle" : "billing.confirmChange.title", { plan: name(plan) })}
      description={t(keeping ? "billing.confirmChange.keepBody" : "billing.confirmChange.body")}
    >
      <div className="space-y-5 px-6 py-5">
        <dl className="divide-y divide-slate-200 rounded-xl border border-slate-200 text-sm dark:divide-slate-800 dark:border-slate-800">
          {rows.map(([key, label, value]) => (
            <div key={key} className="flex flex-wrap justify-between gap-2 px-4 py-3" data-testid={`change-${key}`}>
              <dt className="text-slate-600 dark:text-slate-400">{label}</dt>
              <dd className="font-semibold text-slate-900 dark:text-white">{value}</dd>
            </div>
          ))}
        </dl>
        <div className="flex flex-col gap-3 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={onCancel} disabled={pending}>
            {t("billing.confirmChange.cancel")}
          </Button>
          <Button onClick={() => onConfirm(plan)} disabled={pending}>
            {pending ? t("billing.confirmChange.changing") : t("billing.confirmChange.confirm")}
          </Button>
        </div>
      </div>
    </Modal>
  );
}

/** The Modal has no Radix trigger to return to: give focus back to whatever opened it once it closes. */
function useReturnFocus(open: boolean) {
  const opener = useRef<HTMLElement | null>(null);
  useEffect(() => {
    if (open) {
      opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      return;
    }
    const target = opener.current;
    opener.current = null;
    if (!target) return;
    // After Radix has finished its own close (it moves focus on a zero timeout).
    const timer = setTimeout(() => target.isConnected && target.focus(), 0);
    return () => clearTimeout(timer);
  }, [open]);
}
