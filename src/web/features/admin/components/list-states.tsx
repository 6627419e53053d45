import { RefreshCw } from "lucide-react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Alert } from "../../../components/ui/alert";
import { Button } from "../../../components/ui/button";
import { Card } from "../../../components/ui/card";
import { Spinner } from "../../../components/ui/spinner";
import { ApiError } from "../../../lib/api";
import { translateError } from "../../../lib/messages";
import { COMMON_MESSAGES } from "../../../../contract/auth-messages";
import { messageKeyOf } from "../../../../contract/message-keys";

const FORBIDDEN_REASON = messageKeyOf(COMMON_MESSAGES.forbidden);

interface ListQuery {
  isPending: boolean;
  isError: boolean;
  isFetching: boolean;
  error: unknown;
  refetch(): unknown;
}

/** The heading of an admin list with its count and a refresh button. */
export function PanelHeader({ id, title, count, query }: { id: string; title: string; count?: string; query: ListQuery }) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-wrap items-center justify-between gap-3">
      <div>
        <h2 id={id} className="text-xl font-semibold text-slate-900 dark:text-white">
          {title}
        </h2>
        {count ? <p className="text-sm text-slate-500 dark:text-slate-400">{count}</p> : null}
      </div>
      <Button variant="secondary" size="sm" onClick={() => void query.refetch()} disabled={query.isFetching}>
        <RefreshCw className={query.isFetching ? "h-4 w-4 animate-spin" : "h-4 w-4"} aria-hidden />
        {t("admin.refresh")}
      </Button>
    </div>
  );
}

/** Loading, error and empty states shared by the admin lists; renders `children` when there are rows. */
export function ListStates({ query, empty, isEmpty, children }: { query: ListQuery; empty: string; isEmpty: boolean; children: ReactNode }) {
  const { t } = useTranslation();
  if (query.isPending) {
    return (
      <Card className="flex justify-center">
        <Spinner label={t("admin.loading")} />
      </Card>
    );
  }
  if (query.isError) {
    // A refusal here means the page is for platform admins only: said in the admin area's own words.
    const forbidden = query.error instanceof ApiError && (query.error.reason ?? messageKeyOf(query.error.serverMessage)) === FORBIDDEN_REASON;
    return (
      <div className="space-y-3">
        <Alert>{forbidden ? t("admin.forbidden") : translateError(t, query.error, "admin.loadFailed")}</Alert>
        <Button variant="secondary" size="sm" onClick={() => void query.refetch()}>
          {t("admin.retry")}
        </Button>
      </div>
    );
  }
  if (isEmpty) {
    return (
      <Card className="text-center text-slate-600 dark:text-slate-400">
        <p>{empty}</p>
      </Card>
    );
  }
  return <>{children}</>;
}

export function formatDateTime(iso: string, language: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat(language, { dateStyle: "medium", timeStyle: "short" }).format(date);
}
