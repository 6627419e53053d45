import type { ReactNode } from "react";
import { cn } from "../../lib/cn";

/** The analytics tables' cell styles and number formats. */
export const cell = "px-3 py-2 text-left align-top";
export const numCell = "px-3 py-2 text-right tabular-nums";
const headCell = "px-3 py-2 text-left text-xs font-semibold uppercase tracking-wide text-slate-500 dark:text-slate-400";

export function weekLabel(week: string, language: string): string {
  return new Intl.DateTimeFormat(language, { month: "short", day: "numeric", timeZone: "UTC" }).format(new Date(`${week}T00:00:00Z`));
}
export const fixed = (n: number) => n.toFixed(1);

/** A rep's first two cells: the name as the row's heading, and the team. */
export function RepCells({ rep, noTeam }: { rep: { firstName: string; lastName: string; teamName: string | null }; noTeam: string }) {
  return (
    <>
      <th scope="row" className={cn(cell, "whitespace-nowrap font-medium")}>{`${rep.firstName} ${rep.lastName}`}</th>
      <td className={cell}>{rep.teamName ?? noTeam}</td>
    </>
  );
}

/** A column's heading: its words, or its words and a class added to the heading cell's. */
export type Column = string | { label: string; className: string };

/** A report's table: its column headings in order, and a box that scrolls sideways when the table is wide. */
export function Table({ caption, columns, children }: { caption: string; columns: Column[]; children: ReactNode }) {
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
          <tr>
            {columns.map((column, i) =>
              typeof column === "string" ? (
                <th key={i} scope="col" className={headCell}>
                  {column}
                </th>
              ) : (
                <th key={i} scope="col" className={cn(headCell, column.className)}>
                  {column.label}
                </th>
              ),
            )}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100 text-slate-800 dark:divide-slate-800 dark:text-slate-200">{children}</tbody>
      </table>
    </div>
  );
}
