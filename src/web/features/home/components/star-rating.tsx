import { Star } from "lucide-react";
import { useTranslation } from "react-i18next";
import { cn } from "../../../lib/cn";

/** A row of stars with one accessible label, e.g. "5 out of 5 stars". */
export function StarRating({ rating, max = 5 }: { rating: number; max?: number }) {
  const { t } = useTranslation();
  return (
    <div role="img" aria-label={t("home.testimonials.rating", { rating, max })} className="flex gap-0.5">
      {Array.from({ length: max }, (_, i) => (
        <Star
          key={i}
          aria-hidden
          className={cn("h-5 w-5", i < rating ? "fill-amber-400 text-amber-400" : "fill-transparent text-slate-300 dark:text-slate-600")}
        />
      ))}
    </div>
  );
}
