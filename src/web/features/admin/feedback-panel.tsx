import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { Card } from "../../components/ui/card";
import { cn } from "../../lib/cn";
import { adminApi, type FeedbackList } from "./api/admin-api";
import { formatDateTime, ListStates, PanelHeader } from "./components/list-states";

export const FEEDBACK_QUERY_KEY = ["admin", "feedback"] as const;

type FeedbackItem = FeedbackList["feedback"][number];

const PRIORITY_CLASS: Record<FeedbackItem["priority"], string> = {
  high: "bg-red-100 text-red-800 dark:bg-red-950 dark:text-red-200",
  medium: "bg-amber-100 text-amber-900 dark:bg-amber-950 dark:text-amber-200",
  low: "bg-slate-100 text-slate-700 dark:bg-slate-800 dark:text-slate-200",
};

/** Beta feedback, newest first (GET /api/admin/feedback). */
export function FeedbackPanel() {
  const { t } = useTranslation();
  const query = useQuery({ queryKey: FEEDBACK_QUERY_KEY, queryFn: ({ signal }) => adminApi.feedback(signal) });
  const items = query.data?.feedback ?? [];
  return (
    <section aria-labelledby="admin-feedback-heading" className="space-y-4">
      <PanelHeader
        id="admin-feedback-heading"
        title={t("admin.tabs.feedback")}
        count={query.data ? t("admin.feedback.count", { count: items.length }) : undefined}
        query={query}
      />
      <ListStates query={query} empty={t("admin.feedback.empty")} isEmpty={items.length === 0}>
        <ul className="space-y-4">
          {items.map((f) => (
            <li key={f.id}>
              <FeedbackCard item={f} />
            </li>
          ))}
        </ul>
      </ListStates>
    </section>
  );
}

function FeedbackCard({ item: f }: { item: FeedbackItem }) {
  const { t, i18n } = useTranslation();
  return (
    <Card className="space-y-3">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0 space-y-1">
          <div className="flex flex-wrap gap-2 text-xs font-medium">
            <span className="rounded-full bg-brand-50 px-2 py-0.5 text-brand-700 dark:bg-slate-800 dark:text-brand-100">
              {t(`admin.feedback.types.${f.type}`)}
            </span>
            <span className={cn("rounded-full px-2 py-0.5", PRIORITY_CLASS[f.priority])}>
              {t("admin.feedback.priorityBadge", { priority: t(`admin.feedback.priorities.${f.priority}`) })}
            </span>
          </div>
          <h3 className="text-lg font-semibold break-words text-slate-900 dark:text-white">{f.title}</h3>
        </div>
        <p className="text-sm text-slate-500 dark:text-slate-400">
          <time dateTime={f.createdAt}>{formatDateTime(f.createdAt, i18n.language)}</time>
        </p>
      </div>
      <p className="whitespace-pre-wrap break-words text-sm text-slate-800 dark:text-slate-200">{f.description}</p>
      <dl className="grid gap-x-6 gap-y-2 border-t border-slate-200 pt-3 text-xs sm:grid-cols-3 dark:border-slate-800">
        <div className="min-w-0">
          <dt className="uppercase tracking-wide text-slate-500 dark:text-slate-400">{t("admin.feedback.from")}</dt>
          <dd className="break-words text-slate-800 dark:text-slate-200">
            {f.userName || t("admin.feedback.anonymous")}
            {f.userEmail ? ` (${f.userEmail})` : ""}
          </dd>
        </div>
        <div className="min-w-0">
          <dt className="uppercase tracking-wide text-slate-500 dark:text-slate-400">{t("admin.feedback.page")}</dt>
          <dd className="break-all text-slate-800 dark:text-slate-200">{f.url ?? "—"}</dd>
        </div>
        <div className="min-w-0">
          <dt className="uppercase tracking-wide text-slate-500 dark:text-slate-400">{t("admin.feedback.browser")}</dt>
          <dd className="truncate text-slate-800 dark:text-slate-200" title={f.userAgent ?? undefined}>
            {f.userAgent ?? "—"}
          </dd>
        </div>
      </dl>
    </Card>
  );
}
