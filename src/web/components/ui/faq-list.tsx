import { ChevronDown } from "lucide-react";
import { type ReactNode, useId, useState } from "react";
import { cn } from "../../lib/cn";

export interface FaqEntry {
  id: string;
  question: ReactNode;
  answer: ReactNode;
}

/**
 * Questions that open one at a time and close again (spec 1 §4): the home page's FAQ and the pricing page's.
 * A heading with a button per question and a region per answer (the WAI-ARIA accordion pattern), written here
 * rather than with the dialog library's accordion, which the home page would otherwise load for this alone.
 */
export function FaqList({ items, className }: { items: FaqEntry[]; className?: string }) {
  const [openId, setOpenId] = useState<string | null>(null);
  const base = useId();
  return (
    <div className={cn("space-y-3", className)}>
      {items.map((item) => {
        const open = openId === item.id;
        const state = open ? "open" : "closed";
        const triggerId = `${base}-${item.id}-q`;
        const panelId = `${base}-${item.id}-a`;
        return (
          <div
            key={item.id}
            data-state={state}
            className="overflow-hidden rounded-xl border border-slate-200 bg-white data-[state=open]:shadow-sm dark:border-slate-800 dark:bg-slate-900"
          >
            <h3>
              <button
                type="button"
                id={triggerId}
                aria-expanded={open}
                aria-controls={panelId}
                data-state={state}
                onClick={() => setOpenId(open ? null : item.id)}
                className="group flex w-full items-center justify-between gap-4 px-5 py-4 text-left font-semibold text-slate-900 transition-colors hover:bg-slate-50 dark:text-white dark:hover:bg-slate-800/60"
              >
                <span>{item.question}</span>
                <ChevronDown
                  className="h-5 w-5 shrink-0 text-slate-500 transition-transform duration-200 group-data-[state=open]:rotate-180 dark:text-slate-400"
                  aria-hidden
                />
              </button>
            </h3>
            <div id={panelId} role="region" aria-labelledby={triggerId} hidden={!open} className="px-5 pb-5 leading-relaxed text-slate-600 dark:text-slate-300">
              <p>{item.answer}</p>
            </div>
          </div>
        );
      })}
    </div>
  );
}
