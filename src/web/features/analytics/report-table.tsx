import type { ReactNode } from "react";

/** The analytics tables' cell styles and number formats. */
export const cell = "px-3 py-2 text-left align-top";
export const numCell = "px-3 py-2 text-right tabular-nums";
export const headCell = "px-3 py-2 text-left text-xs font-semibold uppercase tracking-wide text-slate-500 dark:text-slate-400";

export function weekLabel(week: string, language: string): string {
  return new Intl.DateTimeFormat(language, { month: "short", day: "numeric", timeZone: "UTC" }).format(new Date(`${week}T00:00:00Z`));
}
export const fixed = (n: number) => n.toFixed(1);

/** A report's table: a box that scrolls sideways when the table is wide. */
export function Table({ caption, head, children }: { caption: string; head: ReactNode; children: ReactNode }) {
  return (
    // A wide table scrolls inside its own box; keyboard users reach that box with Tab and scroll it with the arrows.
    <div
      className="overflow-x-auto rounded-lg border border-slate-200 focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-500/40 dark:border-slate-800"
      tabIndex={0}
      role="group"
      aria-label={caption}
    >
      <table className="min-w-full divide-y divide-slate-200 text-sm dark:divide-slate-800">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-slate-50 dark:bg-slate-900/60">
          <tr>{head}</tr>
        </thead>
        <tbody className="divide-y divide-slate-100 text-slate-800 dark:divide-slate-800 dark:text-slate-200">{children}</tbody>
      </table>
    </div>
  );
}
