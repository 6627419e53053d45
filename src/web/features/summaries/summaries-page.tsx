import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { TFunction } from "i18next";
import { AlertTriangle, Lock, Sparkles } from "lucide-react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { toast } from "sonner";
import { DEFAULT_LANGUAGE, type Language, LANGUAGES } from "../../../contract/language-list";
import { SUMMARY_CONVERSATIONS, type SummaryStatus, type SummaryView } from "../../../contract/summaries";
import { Button } from "../../components/ui/button";
import { Card } from "../../components/ui/card";
import { Spinner } from "../../components/ui/spinner";
import { translateKeyedError } from "../../lib/messages";
import { SUMMARY_KEYS, summariesApi } from "./api";
import { ProgressChart } from "./progress-chart";
import { SummaryCard } from "./summary-card";
import { UpgradeLink } from "../billing/upgrade-link";

function Page({ children }: { children: ReactNode }) {
  return <div className="mx-auto max-w-5xl space-y-6 px-4 py-8 sm:px-6 sm:py-12">{children}</div>;
}

function Stat({ label, value }: { label: string; value: ReactNode }) {
  return (
    <Card className="p-4">
      <p className="text-sm text-slate-600 dark:text-slate-400">{label}</p>
      <p className="mt-1 text-2xl font-bold tabular-nums text-slate-900 dark:text-white">{value}</p>
    </Card>
  );
}

/** The summaries screen (spec 2 §2): locked on Free; else stats, generate, progress chart and summary cards. */
export function SummariesPage() {
  return <SummariesScreen />;
}

function SummariesScreen() {
  const { t } = useTranslation();
  const { status, locked, list, generate } = useSummaries();

  const header = <SummariesHeader />;

  if (status.isPending || (!locked && list.isPending && status.isSuccess)) {
    return (
      <Page>
        {header}
        <Spinner label={t("summaries.loading")} />
      </Page>
    );
  }
  if (status.isError || list.isError) {
    return (
      <Page>
        {header}
        <LoadFailed error={status.error ?? list.error} onRetry={() => void (status.isError ? status.refetch() : list.refetch())} />
      </Page>
    );
  }
  if (locked) {
    return (
      <Page>
        {header}
        <SummariesLocked />
      </Page>
    );
  }

  const s = status.data;
  const summaries = list.data ?? [];
  // On-demand summaries may overlap the automatic ones: a call counts once.
  const covered = new Set(summaries.flatMap((x) => x.conversationIds)).size;
  const latest = summaries[0];
  return (
    <Page>
      <div className="flex flex-wrap items-start justify-between gap-4">
        {header}
        <div className="flex flex-col items-end gap-1">
          <Button onClick={() => generate.mutate()} disabled={!s.canGenerate || generate.isPending}>
            {generate.isPending ? <Spinner className="text-white" /> : <Sparkles className="h-4 w-4" aria-hidden />}
            {t("summaries.generate")}
          </Button>
          {!s.canGenerate && <p className="text-sm text-slate-600 dark:text-slate-400">{generateBlockedReason(s, t)}</p>}
        </div>
      </div>
      <div className="grid grid-cols-2 gap-4 lg:grid-cols-4">
        <Stat label={t("summaries.stats.summaries")} value={summaries.length} />
        <Stat label={t("summaries.stats.conversations")} value={covered} />
        <Stat label={t("summaries.stats.latest")} value={latest ? `${latest.overallRating.toFixed(1)}/10` : "–"} />
        <Stat label={t("summaries.stats.today")} value={`${s.summariesGeneratedToday}/${s.dailyLimit}`} />
      </div>
      <SummaryList summaries={summaries} />
    </Page>
  );
}

/** The status in the reader's language, the summaries once the status says they are not locked, and generating one. */
function useSummaries() {
  const { t, i18n } = useTranslation();
  const language = (LANGUAGES as readonly string[]).includes(i18n.language) ? (i18n.language as Language) : DEFAULT_LANGUAGE;
  const qc = useQueryClient();
  const status = useQuery({ queryKey: SUMMARY_KEYS.status, queryFn: ({ signal }) => summariesApi.status(signal) });
  const locked = status.data?.locked === true;
  const list = useQuery({
    queryKey: SUMMARY_KEYS.list(language),
    queryFn: ({ signal }) => summariesApi.list(language, signal),
    enabled: status.isSuccess && !locked,
  });
  const generate = useMutation({
    mutationFn: () => summariesApi.generate(language),
    onSuccess: async () => {
      toast.success(t("summaries.generated"));
      await qc.invalidateQueries({ queryKey: SUMMARY_KEYS.all });
    },
    onError: (e) => toast.error(translateKeyedError(t, e, "summaries.generateFailed")),
  });
  return { status, locked, list, generate };
}

function SummariesHeader() {
  const { t } = useTranslation();
  return (
    <header>
      <h1 className="text-3xl font-bold text-slate-900 dark:text-white">{t("summaries.title")}</h1>
      <p className="mt-2 text-slate-600 dark:text-slate-400">{t("summaries.subtitle")}</p>
    </header>
  );
}

/** Why the screen could not load, by the server's message key, and trying again. */
function LoadFailed({ error, onRetry }: { error: unknown; onRetry(): void }) {
  const { t } = useTranslation();
  return (
    <Card role="alert" className="flex flex-col items-center gap-3 text-center">
      <AlertTriangle className="h-10 w-10 text-red-500" aria-hidden />
      <p className="text-slate-800 dark:text-slate-200">{translateKeyedError(t, error, "summaries.loadFailed")}</p>
      <Button variant="secondary" onClick={onRetry}>
        {t("summaries.retry")}
      </Button>
    </Card>
  );
}

/** Free plan: what summaries are, and the upgrade. */
function SummariesLocked() {
  const { t } = useTranslation();
  return (
    <Card className="flex flex-col items-center gap-3 text-center" data-testid="summaries-locked">
      <Lock className="h-10 w-10 text-slate-400" aria-hidden />
      <h2 className="text-xl font-semibold text-slate-900 dark:text-white">{t("summaries.locked.title")}</h2>
      <p className="text-slate-700 dark:text-slate-300">{t("summaries.locked.body")}</p>
      <Button asChild>
        <UpgradeLink>{t("summaries.locked.upgrade")}</UpgradeLink>
      </Button>
    </Card>
  );
}

/** The progress chart (from two summaries) and the summaries, newest first and open; or the way to the first. */
function SummaryList({ summaries }: { summaries: SummaryView[] }) {
  const { t } = useTranslation();
  return summaries.length === 0 ? (
    <Card className="text-center">
      <p className="text-slate-700 dark:text-slate-300">{t("summaries.empty")}</p>
      <Link to="/conversations" className="mt-2 inline-block text-sm font-medium text-brand-600 hover:underline dark:text-brand-300">
        {t("summaries.toConversations")}
      </Link>
    </Card>
  ) : (
    <>
      {summaries.length > 1 && (
        <Card>
          <h2 className="mb-4 text-lg font-semibold text-slate-900 dark:text-white">{t("summaries.chart.title")}</h2>
          <ProgressChart summaries={summaries} />
        </Card>
      )}
      <div className="space-y-4">
        {summaries.map((x, i) => (
          <SummaryCard key={x._id} summary={x} defaultExpanded={i === 0} />
        ))}
      </div>
    </>
  );
}

/** Why Generate is disabled, in the order the server checks. */
function generateBlockedReason(s: SummaryStatus, t: TFunction): string {
  if (s.ratedConversations < SUMMARY_CONVERSATIONS) return t("summaries.needMore", { n: SUMMARY_CONVERSATIONS - s.ratedConversations });
  if (s.ratedSinceLastSummary === 0) {
    return t("summaries.nextAfter", { count: SUMMARY_CONVERSATIONS - (s.ratedConversations % SUMMARY_CONVERSATIONS) });
  }
  return t("summaries.limitReached");
}
