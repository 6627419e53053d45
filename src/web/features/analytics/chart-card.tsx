import type { UseQueryResult } from "@tanstack/react-query";
import { Download } from "lucide-react";
import { type ReactNode, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { Alert } from "../../components/ui/alert";
import { Button } from "../../components/ui/button";
import { Card } from "../../components/ui/card";
import { Spinner } from "../../components/ui/spinner";
import { translateKeyedError } from "../../lib/messages";
import { type AnalyticsFilter, type AnalyticsReport, exportReport, saveFile } from "./api";

/** Downloads a report as CSV: whether it is on its way, and why it failed. */
function useReportDownload(filter: AnalyticsFilter, report: AnalyticsReport) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState<string | null>(null);
  const download = async () => {
    setBusy(true);
    setFailed(null);
    try {
      const { blob, filename } = await exportReport(filter, report);
      saveFile(blob, filename);
    } catch (error) {
      setFailed(translateKeyedError(t, error, "analytics.errors.exportFailed"));
    } finally {
      setBusy(false);
    }
  };
  return { busy, failed, download };
}

/** A report's card: title, what it shows, its CSV download, and its body in the loading, error, empty or data state. */
export function ChartCard<T>({
  title,
  description,
  report,
  filter,
  query,
  isEmpty,
  children,
}: {
  title: string;
  description: string;
  report: AnalyticsReport;
  filter: AnalyticsFilter;
  query: UseQueryResult<T>;
  isEmpty: (data: T) => boolean;
  children: (data: T) => ReactNode;
}) {
  const { t } = useTranslation();
  const headingId = useId();
  const { busy, failed, download } = useReportDownload(filter, report);
  let body: ReactNode;
  if (query.isPending) body = <Spinner label={t("analytics.loading")} />;
  else if (query.isError) {
    body = (
      <div className="space-y-3">
        <Alert>{translateKeyedError(t, query.error, "analytics.errors.loadFailed")}</Alert>
        <Button variant="secondary" onClick={() => void query.refetch()}>
          {t("analytics.tryAgain")}
        </Button>
      </div>
    );
  } else if (isEmpty(query.data)) body = <p className="text-sm text-slate-600 dark:text-slate-400">{t("analytics.empty")}</p>;
  else body = children(query.data);
  return (
    <Card className="space-y-4" aria-labelledby={headingId} role="region">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h2 id={headingId} className="text-lg font-semibold text-slate-900 dark:text-white">
            {title}
          </h2>
          <p className="text-sm text-slate-600 dark:text-slate-400">{description}</p>
        </div>
        <Button
          variant="secondary"
          size="sm"
          onClick={() => void download()}
          disabled={busy || !query.isSuccess}
          aria-label={t("analytics.downloadLabel", { report: title })}
        >
          <Download className="h-4 w-4" aria-hidden />
          {t("analytics.download")}
        </Button>
      </div>
      {failed ? <Alert>{failed}</Alert> : null}
      {body}
    </Card>
  );
}
