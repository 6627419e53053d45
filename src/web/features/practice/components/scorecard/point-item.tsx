import { Info, ThumbsDown, ThumbsUp } from "lucide-react";
import { useTranslation } from "react-i18next";
import type { RatingPoint } from "../../../../../contract/practice";
import { cn } from "../../../../lib/cn";

const EFFECT = {
  positive: { Icon: ThumbsUp, className: "border-emerald-500 bg-emerald-50 text-emerald-950 dark:bg-emerald-950/60 dark:text-emerald-100" },
  negative: { Icon: ThumbsDown, className: "border-red-500 bg-red-50 text-red-950 dark:bg-red-950/60 dark:text-red-100" },
  neutral: { Icon: Info, className: "border-slate-400 bg-slate-50 text-slate-900 dark:bg-slate-800/60 dark:text-slate-100" },
} as const;

/**
 * One thing the rating noticed: the salesperson's words (once; a button that shows them in the transcript) and
 * what they did to the call.
 */
export function PointItem({ point, onShowMessage }: { point: RatingPoint; onShowMessage?: (index: number) => void }) {
  const { t } = useTranslation();
  const { Icon, className } = EFFECT[point.effect];
  const index = point.messageIndex;
  const quote = point.quote ? (
    onShowMessage && index !== null ? (
      <button
        type="button"
        onClick={() => onShowMessage(index)}
        aria-label={t("practice.scorecard.showQuote", { quote: point.quote })}
        data-message-index={index}
        className="cursor-pointer text-left font-medium italic underline decoration-current/40 underline-offset-2 hover:decoration-current focus-visible:rounded-sm focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 dark:focus-visible:outline-indigo-300"
      >
        <q>{point.quote}</q>
      </button>
    ) : (
      <q className="font-medium italic">{point.quote}</q>
    )
  ) : null;
  return (
    <li data-effect={point.effect} className={cn("flex items-start gap-2 rounded-md border-l-4 px-3 py-2 text-sm", className)}>
      <Icon className="mt-0.5 h-4 w-4 shrink-0" aria-hidden />
      <span className="sr-only">{t(`practice.details.${point.effect}`)}: </span>
      <div className="min-w-0 space-y-0.5">
        {quote ? <p className="break-words">{quote}</p> : null}
        <p className="break-words">{point.text}</p>
      </div>
    </li>
  );
}
