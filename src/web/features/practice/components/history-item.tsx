import { Eye, MessageSquare, Play } from "lucide-react";
import { useTranslation } from "react-i18next";
import { overallScore } from "../../../../contract/stage-list";
import { Button } from "../../../components/ui/button";
import type { ConversationSummary } from "../api/types";
import { formatDateTime } from "../lib/format";
import { ScoreBadge } from "./score-badge";
import { StatusBadge } from "./status-badge";

interface HistoryItemProps {
  conversation: ConversationSummary;
  onResume(id: string): void;
  onDetails(id: string): void;
  resuming: boolean;
}

/** One past conversation: title, scenario, date, status and, when rated, the overall score. */
export function HistoryItem({ conversation: c, onResume, onDetails, resuming }: HistoryItemProps) {
  const { t, i18n } = useTranslation();
  const overall = c.aiRatings ? overallScore(c.aiRatings) : null;
  return (
    <li className="flex flex-col gap-3 py-4 sm:flex-row sm:items-center sm:justify-between" data-conversation={c.id} data-status={c.status}>
      <div className="min-w-0 space-y-1 sm:flex-1">
        <div className="flex flex-wrap items-center gap-2">
          <h3 className="font-medium break-words text-slate-900 sm:truncate dark:text-white">{c.title}</h3>
          <StatusBadge status={c.status} />
        </div>
        <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-slate-600 dark:text-slate-400">
          <span>{t(`practice.scenarios.${c.scenario}`)}</span>
          <span aria-hidden>·</span>
          <span>{t(`practice.difficulties.${c.difficulty}`)}</span>
          <span aria-hidden>·</span>
          <time dateTime={c.createdAt}>{formatDateTime(c.createdAt, i18n.language)}</time>
          <span aria-hidden>·</span>
          <span className="inline-flex items-center gap-1">
            <MessageSquare className="h-3.5 w-3.5" aria-hidden />
            {t("practice.history.messages", { n: c.messageCount })}
          </span>
        </p>
      </div>
      <div className="flex shrink-0 items-center gap-2">
        {overall !== null ? <ScoreBadge score={overall} label={t("practice.history.overallLabel", { score: overall })} /> : null}
        {c.status === "active" ? (
          <Button size="sm" onClick={() => onResume(c.id)} disabled={resuming} aria-label={t("practice.history.resumeLabel", { title: c.title })}>
            <Play className="h-4 w-4" aria-hidden />
            {t("practice.history.resume")}
          </Button>
        ) : (
          <Button variant="secondary" size="sm" onClick={() => onDetails(c.id)} aria-label={t("practice.history.detailsLabel", { title: c.title })}>
            <Eye className="h-4 w-4" aria-hidden />
            {t("practice.history.details")}
          </Button>
        )}
      </div>
    </li>
  );
}
