import { ChevronDown } from "lucide-react";
import { Accordion } from "radix-ui";
import type { ReactNode } from "react";
import { cn } from "../../lib/cn";

export interface FaqEntry {
  id: string;
  question: ReactNode;
  answer: ReactNode;
}

/** Questions that open one at a time and close again (spec 1 §4): the home page's FAQ and the pricing page's. */
export function FaqList({ items, className }: { items: FaqEntry[]; className?: string }) {
  return (
    <Accordion.Root type="single" collapsible className={cn("space-y-3", className)}>
      {items.map((item) => (
        <Accordion.Item
          key={item.id}
          value={item.id}
          className="overflow-hidden rounded-xl border border-slate-200 bg-white data-[state=open]:shadow-sm dark:border-slate-800 dark:bg-slate-900"
        >
          <Accordion.Header>
            <Accordion.Trigger className="group flex w-full items-center justify-between gap-4 px-5 py-4 text-left font-semibold text-slate-900 transition-colors hover:bg-slate-50 dark:text-white dark:hover:bg-slate-800/60">
              <span>{item.question}</span>
              <ChevronDown
                className="h-5 w-5 shrink-0 text-slate-500 transition-transform duration-200 group-data-[state=open]:rotate-180 dark:text-slate-400"
                aria-hidden
              />
            </Accordion.Trigger>
          </Accordion.Header>
          <Accordion.Content className="px-5 pb-5 leading-relaxed text-slate-600 dark:text-slate-300">
            <p>{item.answer}</p>
          </Accordion.Content>
        </Accordion.Item>
      ))}
    </Accordion.Root>
  );
}
