import { ChevronLeft, ChevronRight } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Button } from "../../../components/ui/button";
import { cn } from "../../../lib/cn";

/** Page numbers to show: all when few, else the first, the last and the current one's neighbours. */
export function pageItems(page: number, pages: number): (number | "gap")[] {
  if (pages <= 7) return Array.from({ length: pages }, (_, i) => i + 1);
  const keep = new Set([1, pages, page - 1, page, page + 1].filter((p) => p >= 1 && p <= pages));
  const out: (number | "gap")[] = [];
  let last = 0;
  for (const p of [...keep].sort((a, b) => a - b)) {
    if (p - last > 1) out.push("gap");
    out.push(p);
    last = p;
  }
  return out;
}

/** Previous, page numbers and next (spec 2 §2). */
export function Pagination({ page, pages, onPage }: { page: number; pages: number; onPage(page: number): void }) {
  const { t } = useTranslation();
  if (pages <= 1) return null;
  return (
    <nav aria-label={t("practice.history.pages")} className="flex flex-wrap items-center justify-center gap-1">
      <Button variant="ghost" size="sm" onClick={() => onPage(page - 1)} disabled={page <= 1}>
        <ChevronLeft className="h-4 w-4" aria-hidden />
        {t("practice.history.previous")}
      </Button>
      {pageItems(page, pages).map((p, i) =>
        p === "gap" ? (
          <span key={`gap-${i}`} className="px-1 text-slate-400" aria-hidden>
            …
          </span>
        ) : (
          <button
            key={p}
            type="button"
            onClick={() => onPage(p)}
            aria-current={p === page ? "page" : undefined}
            aria-label={t("practice.history.page", { page: p })}
            className={cn(
              "h-8 min-w-8 rounded-lg px-2 text-sm font-medium tabular-nums",
              p === page ? "bg-brand-600 text-white" : "text-slate-700 hover:bg-slate-100 dark:text-slate-200 dark:hover:bg-slate-800",
            )}
          >
            {p}
          </button>
        ),
      )}
      <Button variant="ghost" size="sm" onClick={() => onPage(page + 1)} disabled={page >= pages}>
        {t("practice.history.next")}
        <ChevronRight className="h-4 w-4" aria-hidden />
      </Button>
    </nav>
  );
}
