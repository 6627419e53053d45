import { ArrowDown, ArrowUp, Minus } from "lucide-react";
import { useTranslation } from "react-i18next";
import { cn } from "../../../../lib/cn";

/** One comparison: "▲ +2 vs previous" (green), "▼ −1 vs best" (red) or "= vs previous" (grey). */
export function Delta({ delta, against }: { delta: number; against: "previous" | "best" }) {
  const { t } = useTranslation();
  const rounded = Math.round(delta * 10) / 10;
  const direction = rounded > 0 ? "up" : rounded < 0 ? "down" : "same";
  const Icon = direction === "up" ? ArrowUp : direction === "down" ? ArrowDown : Minus;
  const amount = direction === "same" ? "±0" : `${rounded > 0 ? "+" : "−"}${Math.abs(rounded)}`;
  return (
    <span
      data-delta={direction}
      data-against={against}
      className={cn(
        "inline-flex items-center gap-1 rounded-full px-2 py-0.5 text-xs font-medium tabular-nums ring-1 ring-inset",
        direction === "up" && "bg-emerald-50 text-emerald-800 ring-emerald-600/20 dark:bg-emerald-950 dark:text-emerald-300 dark:ring-emerald-400/30",
        direction === "down" && "bg-red-50 text-red-800 ring-red-600/20 dark:bg-red-950 dark:text-red-300 dark:ring-red-400/30",
        direction === "same" && "bg-slate-100 text-slate-700 ring-slate-500/20 dark:bg-slate-800 dark:text-slate-300 dark:ring-slate-400/30",
      )}
    >
      <Icon className="h-3 w-3 shrink-0" aria-hidden />
      <span className="sr-only">{t(`practice.scorecard.compare.${direction}`)} </span>
      {t(`practice.scorecard.compare.${against}Delta`, { amount })}
    </span>
  );
}
