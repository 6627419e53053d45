import { useTranslation } from "react-i18next";
import type { AssignmentStatus } from "../../../contract/assignment-rules";
import { cn } from "../../lib/cn";

const TONE: Record<AssignmentStatus, string> = {
  todo: "bg-slate-100 text-slate-800 dark:bg-slate-800 dark:text-slate-200",
  in_progress: "bg-amber-100 text-amber-900 dark:bg-amber-500/20 dark:text-amber-200",
  passed: "bg-emerald-100 text-emerald-900 dark:bg-emerald-500/20 dark:text-emerald-200",
  overdue: "bg-red-100 text-red-900 dark:bg-red-500/20 dark:text-red-200",
};

/** To do, in progress, passed or overdue (issue 17), in words and colour. */
export function AssignmentStatusBadge({ status }: { status: AssignmentStatus }) {
  const { t } = useTranslation();
  return (
    <span data-status={status} className={cn("inline-flex shrink-0 items-center rounded-full px-2 py-0.5 text-xs font-medium", TONE[status])}>
      {t(`assignments.status.${status}`)}
    </span>
  );
}

/** A due date in the reader's language (date only). */
export function formatDue(iso: string, language: string): string {
  return new Intl.DateTimeFormat(language, { dateStyle: "medium" }).format(new Date(iso));
}

export const percent = (share: number) => `${Math.round(share * 100)}%`;
