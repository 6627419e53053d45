import { useTranslation } from "react-i18next";
import { cn } from "../../../lib/cn";

/** Active or ended (spec 2 §3). */
export function StatusBadge({ status }: { status: "active" | "ended" }) {
  const { t } = useTranslation();
  return (
    <span
      data-status={status}
      className={cn(
        "inline-flex items-center gap-1 rounded-full px-2 py-0.5 text-xs font-medium",
        status === "active"
          ? "bg-brand-50 text-brand-700 dark:bg-brand-600/20 dark:text-brand-100"
          : "bg-slate-100 text-slate-700 dark:bg-slate-800 dark:text-slate-300",
      )}
    >
      {status === "active" ? <span className="h-1.5 w-1.5 rounded-full bg-brand-600 dark:bg-brand-500" aria-hidden /> : null}
      {t(`practice.status.${status}`)}
    </span>
  );
}
