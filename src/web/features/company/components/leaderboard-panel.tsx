import { useQuery } from "@tanstack/react-query";
import { Award, Medal, RefreshCw, Trophy } from "lucide-react";
import { useCallback, useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Alert } from "../../../components/ui/alert";
import { Button } from "../../../components/ui/button";
import { Card } from "../../../components/ui/card";
import { Spinner } from "../../../components/ui/spinner";
import { cn } from "../../../lib/cn";
import { companyApi, COMPANY_KEYS, errorText, type LeaderboardResponse } from "../api/company-api";
import { COMPANY_LIMITS } from "../../../../contract/companies";
import { leaderboardBand } from "../../../../contract/company-permissions";
import { formatDate, formatDateTime, SCORE_BAND_CLASS } from "../lib/format";

/** Spec 3 §9: refresh by itself every 30 s while the page is visible; a manual refresh at most every 5 s. */
export const AUTO_REFRESH_MS = COMPANY_LIMITS.leaderboardRefreshMs;
export const MANUAL_REFRESH_GAP_MS = COMPANY_LIMITS.leaderboardThrottleMs;

function RankIcon({ rank }: { rank: number }) {
  const { t } = useTranslation();
  const label = t("company.leaderboard.rank", { rank });
  if (rank === 1) return <Trophy className="h-6 w-6 text-amber-500" role="img" aria-label={label} />;
  if (rank === 2) return <Medal className="h-6 w-6 text-slate-400" role="img" aria-label={label} />;
  if (rank === 3) return <Award className="h-6 w-6 text-amber-700 dark:text-amber-600" role="img" aria-label={label} />;
  return <span className="text-sm font-semibold tabular-nums text-slate-500 dark:text-slate-400">#{rank}</span>;
}

/**
 * Runs `refresh` every AUTO_REFRESH_MS while the document is visible; stops when it is hidden and, on coming
 * back, refreshes at once if the last refresh is older than the interval.
 */
function useVisibleInterval(refresh: () => void, lastUpdatedAt: () => number) {
  const refreshRef = useRef(refresh);
  const lastRef = useRef(lastUpdatedAt);
  useEffect(() => {
    refreshRef.current = refresh;
    lastRef.current = lastUpdatedAt;
  });
  useEffect(() => {
    let timer: ReturnType<typeof setInterval> | undefined;
    const stop = () => {
      if (timer !== undefined) clearInterval(timer);
      timer = undefined;
    };
    const start = () => {
      stop();
      timer = setInterval(() => refreshRef.current(), AUTO_REFRESH_MS);
    };
    const onVisibility = () => {
      if (document.visibilityState === "visible") {
        if (Date.now() - lastRef.current() >= AUTO_REFRESH_MS) refreshRef.current();
        start();
      } else {
        stop();
      }
    };
    if (document.visibilityState === "visible") start();
    document.addEventListener("visibilitychange", onVisibility);
    return () => {
      stop();
      document.removeEventListener("visibilitychange", onVisibility);
    };
  }, []);
}

/**
 * The leaderboard's query, refreshed on an interval while the page is visible, and by hand at most once per
 * MANUAL_REFRESH_GAP_MS.
 */
function useLeaderboard(companyId: string) {
  const query = useQuery({
    queryKey: COMPANY_KEYS.leaderboard(companyId),
    queryFn: ({ signal }) => companyApi.leaderboard(companyId, signal),
    refetchOnWindowFocus: false,
    retry: false,
  });
  const { refetch, dataUpdatedAt } = query;
  const updatedRef = useRef(dataUpdatedAt);
  useEffect(() => {
    updatedRef.current = dataUpdatedAt;
  }, [dataUpdatedAt]);
  useVisibleInterval(
    useCallback(() => void refetch(), [refetch]),
    useCallback(() => updatedRef.current, []),
  );

  const [throttled, setThrottled] = useState(false);
  useEffect(() => {
    if (!throttled) return;
    const timer = setTimeout(() => setThrottled(false), MANUAL_REFRESH_GAP_MS);
    return () => clearTimeout(timer);
  }, [throttled]);
  const manualRefresh = () => {
    if (throttled) return;
    setThrottled(true);
    void refetch();
  };
  return { query, refetch, throttled, manualRefresh };
}

/** The company leaderboard (spec 3 §2): average of each user's last 5 rated conversations, out of 50. */
export function LeaderboardPanel({ companyId }: { companyId: string }) {
  const { t, i18n } = useTranslation();
  const { query, refetch, throttled, manualRefresh } = useLeaderboard(companyId);

  if (query.isPending) {
    return (
      <Card className="flex justify-center">
        <Spinner label={t("company.leaderboard.loading")} />
      </Card>
    );
  }
  if (query.isError) {
    return (
      <Card className="space-y-3 text-center">
        <Alert>{errorText(t, query.error, "company.messages.fetchLeaderboard")}</Alert>
        <Button variant="secondary" onClick={() => void refetch()}>
          {t("company.leaderboard.tryAgain")}
        </Button>
      </Card>
    );
  }
  const data = query.data;
  return (
    <section aria-labelledby="leaderboard-heading" className="space-y-4">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h2 id="leaderboard-heading" className="text-xl font-semibold text-slate-900 dark:text-white">
            {t("company.leaderboard.title")}
          </h2>
          <p className="text-sm text-slate-600 dark:text-slate-400">{t("company.leaderboard.basis")}</p>
        </div>
        <RefreshButton throttled={throttled} fetching={query.isFetching} onRefresh={manualRefresh} />
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <Card className="p-4">
          <p className="text-sm text-slate-600 dark:text-slate-400">{t("company.leaderboard.totalUsers")}</p>
          <p className="text-2xl font-bold tabular-nums text-slate-900 dark:text-white" data-testid="leaderboard-total-users">
            {data.totalUsers}
          </p>
        </Card>
        <Card className="p-4">
          <p className="text-sm text-slate-600 dark:text-slate-400">{t("company.leaderboard.activeUsers")}</p>
          <p className="text-2xl font-bold tabular-nums text-slate-900 dark:text-white" data-testid="leaderboard-active-users">
            {data.usersWithConversations}
          </p>
        </Card>
      </div>
      {data.leaderboard.length === 0 ? (
        <Card className="text-center text-slate-600 dark:text-slate-400">
          <Trophy className="mx-auto mb-2 h-10 w-10 text-slate-300 dark:text-slate-600" aria-hidden />
          <p className="font-medium text-slate-800 dark:text-slate-200">{t("company.leaderboard.emptyTitle")}</p>
          <p className="text-sm">{t("company.leaderboard.emptyBody")}</p>
        </Card>
      ) : (
        <Card className="p-0">
          <ol aria-label={t("company.leaderboard.title")} className="divide-y divide-slate-200 dark:divide-slate-800">
            {data.leaderboard.map((row) => (
              <LeaderboardRow key={row.user._id} row={row} />
            ))}
          </ol>
        </Card>
      )}
      <p className="text-xs text-slate-500 dark:text-slate-400">
        {t("company.leaderboard.lastUpdated", { date: formatDateTime(data.lastUpdated, i18n.language) })}
      </p>
    </section>
  );
}

/** Refresh by hand; after a refresh it waits, and says why. */
function RefreshButton({ throttled, fetching, onRefresh }: { throttled: boolean; fetching: boolean; onRefresh(): void }) {
  const { t } = useTranslation();
  const wait = t("company.leaderboard.wait");
  return (
    <span title={throttled ? wait : undefined} className="inline-flex">
      <Button variant="secondary" size="sm" onClick={onRefresh} disabled={throttled || fetching} aria-describedby={throttled ? "leaderboard-wait" : undefined}>
        <RefreshCw className={cn("h-4 w-4", fetching && "animate-spin")} aria-hidden />
        {t("company.leaderboard.refresh")}
      </Button>
      {throttled ? (
        <span id="leaderboard-wait" role="tooltip" className="sr-only">
          {wait}
        </span>
      ) : null}
    </span>
  );
}

/** One ranked user: rank, name, calls, the last one, and the average in its score band. */
function LeaderboardRow({ row }: { row: LeaderboardResponse["leaderboard"][number] }) {
  const { t, i18n } = useTranslation();
  const band = leaderboardBand(row.averageScore);
  return (
    <li className="flex flex-wrap items-center gap-4 px-4 py-3 sm:px-6" data-testid="leaderboard-row">
      <div className="flex w-10 justify-center">
        <RankIcon rank={row.rank} />
      </div>
      <div className="min-w-0 flex-1">
        <p className="truncate font-medium text-slate-900 dark:text-white">
          {row.user.firstName} {row.user.lastName}
        </p>
        <p className="text-sm text-slate-600 dark:text-slate-400">
          {t("company.leaderboard.conversations", { count: row.totalConversations })}
          {row.lastConversationDate ? (
            <>
              {" · "}
              {t("company.leaderboard.lastConversation", { date: formatDate(row.lastConversationDate, i18n.language) })}
            </>
          ) : null}
        </p>
      </div>
      <div className="text-right">
        <p className={cn("text-xl font-bold tabular-nums", SCORE_BAND_CLASS[band])} data-band={band}>
          {row.averageScore.toFixed(1)}/50
        </p>
        <p className="text-xs text-slate-500 dark:text-slate-400">{t("score.averageTotal")}</p>
      </div>
    </li>
  );
}
