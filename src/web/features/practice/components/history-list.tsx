import { useQuery } from "@tanstack/react-query";
import { History, MessageSquarePlus, RefreshCw } from "lucide-react";
import { useTranslation } from "react-i18next";
import { PRACTICE_LIMITS } from "../../../../contract/practice-rules";
import { Alert } from "../../../components/ui/alert";
import { Button } from "../../../components/ui/button";
import { Card } from "../../../components/ui/card";
import { countConversations } from "../api/count-conversations";
import { PRACTICE_KEYS } from "../api/keys";
import { useHistoryPage } from "../hooks/use-history-page";
import { HistoryItem } from "./history-item";
import { Pagination } from "./pagination";

function Skeleton() {
  const { t } = useTranslation();
  return (
    <ul className="divide-y divide-slate-200 dark:divide-slate-800" aria-busy="true" aria-label={t("practice.history.loading")} data-testid="history-skeleton">
      {Array.from({ length: 3 }, (_, i) => (
        <li key={i} className="flex animate-pulse items-center justify-between gap-4 py-4">
          <div className="flex-1 space-y-2">
            <div className="h-4 w-2/3 rounded bg-slate-200 dark:bg-slate-800" />
            <div className="h-3 w-1/2 rounded bg-slate-200 dark:bg-slate-800" />
          </div>
          <div className="h-8 w-20 rounded-lg bg-slate-200 dark:bg-slate-800" />
        </li>
      ))}
    </ul>
  );
}

interface HistoryListProps {
  page: number;
  onPage(page: number): void;
  onNewChat(): void;
  onResume(id: string): void;
  onDetails(id: string): void;
  resumingId: string | null;
}

/** The paged history (5 per page, spec 2 §2) with its loading, error and empty states. */
export function HistoryList({ page, onPage, onNewChat, onResume, onDetails, resumingId }: HistoryListProps) {
  const { t } = useTranslation();
  const query = useHistoryPage(page);
  const count = useQuery({ queryKey: PRACTICE_KEYS.count, queryFn: ({ signal }) => countConversations(signal) });
  const total = count.data?.count ?? query.data?.total ?? 0;
  const pages = query.data ? Math.max(1, Math.ceil(query.data.total / PRACTICE_LIMITS.historyPageSize)) : 1;

  return (
    <Card className="p-4 sm:p-6">
      <section aria-labelledby="history-title" className="space-y-2">
        <div className="flex items-center justify-between gap-3">
          <h2 id="history-title" className="flex items-center gap-2 text-lg font-semibold text-slate-900 dark:text-white">
            <History className="h-5 w-5 text-slate-500" aria-hidden />
            {t("practice.history.title")}
          </h2>
          {total > 0 ? (
            <span className="text-sm text-slate-500 dark:text-slate-400" data-testid="history-total">
              {t("practice.history.total", { n: total })}
            </span>
          ) : null}
        </div>

        {query.isPending ? (
          <Skeleton />
        ) : query.isError ? (
          <div className="space-y-3 py-4">
            <Alert>{t("practice.errors.historyFailed")}</Alert>
            <Button variant="secondary" size="sm" onClick={() => void query.refetch()} disabled={query.isFetching}>
              <RefreshCw className={query.isFetching ? "h-4 w-4 animate-spin" : "h-4 w-4"} aria-hidden />
              {t("practice.retry")}
            </Button>
          </div>
        ) : query.data.conversations.length === 0 && query.data.total === 0 ? (
          <div className="flex flex-col items-center gap-3 py-10 text-center" data-testid="history-empty">
            <MessageSquarePlus className="h-10 w-10 text-brand-600 dark:text-brand-300" aria-hidden />
            <p className="font-medium text-slate-900 dark:text-white">{t("practice.history.emptyTitle")}</p>
            <p className="max-w-sm text-sm text-slate-600 dark:text-slate-400">{t("practice.history.emptyBody")}</p>
            <Button onClick={onNewChat}>{t("practice.header.newChat")}</Button>
          </div>
        ) : (
          <>
            <ul className="divide-y divide-slate-200 dark:divide-slate-800" aria-busy={query.isFetching}>
              {query.data.conversations.map((c) => (
                <HistoryItem key={c.id} conversation={c} onResume={onResume} onDetails={onDetails} resuming={resumingId === c.id} />
              ))}
            </ul>
            <div className="pt-2">
              <Pagination page={page} pages={pages} onPage={onPage} />
            </div>
          </>
        )}
      </section>
    </Card>
  );
}
