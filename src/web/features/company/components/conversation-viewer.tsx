import { useQuery } from "@tanstack/react-query";
import { useEffect, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { MANAGER_STAGES } from "../../../../contract/stages";
import { Alert } from "../../../components/ui/alert";
import { Button } from "../../../components/ui/button";
import { Modal } from "../../../components/ui/modal";
import { Spinner } from "../../../components/ui/spinner";
import { ApiError } from "../../../lib/api";
import { cn } from "../../../lib/cn";
import { currentLanguage } from "../../../lib/i18n";
import { companyApi, COMPANY_KEYS, errorText, type ManagerConversation } from "../api/company-api";
import { formatDateTime, formatUsTimestamp } from "../lib/format";
import { ActiveBadge } from "./badges";

/** While the viewer is open the page behind it does not scroll (spec 3 §2: a body class is toggled). */
export const VIEWER_BODY_CLASS = "conversation-viewer-open";

function Rating({ label, value }: { label: string; value: number | null | undefined }) {
  return (
    <div className="rounded-lg bg-white px-3 py-2 text-center dark:bg-slate-900">
      <dt className="text-xs text-slate-500 dark:text-slate-400">{label}</dt>
      <dd className="text-lg font-bold tabular-nums text-slate-900 dark:text-white">{value == null ? "—" : `${value}/10`}</dd>
    </div>
  );
}

function ViewerBody({ conversation: c }: { conversation: ManagerConversation }) {
  const { t } = useTranslation();
  return (
    <div className="space-y-5">
      {c.scenario || c.difficulty ? (
        <dl className="flex flex-wrap gap-x-6 gap-y-1 text-sm">
          {c.scenario ? (
            <div className="flex gap-1">
              <dt className="text-slate-500 dark:text-slate-400">{t("company.viewer.scenario")}:</dt>
              <dd className="font-medium text-slate-900 dark:text-white">{t(`practice.scenarios.${c.scenario}`, { defaultValue: c.scenario })}</dd>
            </div>
          ) : null}
          {c.difficulty ? (
            <div className="flex gap-1">
              <dt className="text-slate-500 dark:text-slate-400">{t("company.viewer.difficulty")}:</dt>
              <dd className="font-medium text-slate-900 dark:text-white">{t(`practice.difficulties.${c.difficulty}`, { defaultValue: c.difficulty })}</dd>
            </div>
          ) : null}
        </dl>
      ) : null}
      {c.aiRatings ? (
        <section aria-labelledby="viewer-rating" className="space-y-3 rounded-xl bg-brand-50 p-4 dark:bg-slate-800/60" data-testid="ai-rating-box">
          <h3 id="viewer-rating" className="font-semibold text-slate-900 dark:text-white">{t("company.viewer.aiRating")}</h3>
          <dl className="grid grid-cols-2 gap-2 sm:grid-cols-3">
            <Rating label={t("company.viewer.overall")} value={c.aiRatings.overall} />
            {MANAGER_STAGES.map((s) => (
              <Rating key={s} label={t(`summaries.stages.${s}`)} value={c.aiRatings?.[s]} />
            ))}
          </dl>
          {c.aiRatingFeedback ? (
            <div>
              <h4 className="text-sm font-semibold text-slate-800 dark:text-slate-200">{t("company.viewer.feedback")}</h4>
              <p className="whitespace-pre-line text-sm text-slate-700 dark:text-slate-300">{c.aiRatingFeedback}</p>
            </div>
          ) : null}
        </section>
      ) : null}
      <section aria-labelledby="viewer-messages" className="space-y-3">
        <h3 id="viewer-messages" className="font-semibold text-slate-900 dark:text-white">{t("company.viewer.messages")}</h3>
        {c.messages.length === 0 ? (
          <p className="text-sm text-slate-600 dark:text-slate-400">{t("company.viewer.noMessages")}</p>
        ) : (
          <ol className="space-y-3">
            {c.messages.map((m, i) => {
              const mine = m.role === "user";
              return (
                <li key={m._id ?? i} className={cn("flex", mine ? "justify-end" : "justify-start")} data-role={m.role}>
                  <div className={cn("max-w-[85%] space-y-1", mine ? "text-right" : "text-left")}>
                    <p className="text-xs text-slate-500 dark:text-slate-400">
                      {mine ? t("company.viewer.salesperson") : t("company.viewer.customer")} ·{" "}
                      <time dateTime={m.timestamp}>{formatUsTimestamp(m.timestamp)}</time>
                    </p>
                    <div
                      className={cn(
                        "whitespace-pre-wrap break-words rounded-2xl px-4 py-2 text-left text-sm",
                        mine ? "bg-brand-600 text-white" : "bg-slate-100 text-slate-900 dark:bg-slate-800 dark:text-slate-100",
                      )}
                    >
                      {m.content}
                    </div>
                  </div>
                </li>
              );
            })}
          </ol>
        )}
      </section>
    </div>
  );
}

/** Read-only view of one conversation of a user, for managers (spec 3 §2). */
export function ConversationViewer({ userId, conversationId, onClose }: { userId: string; conversationId: string; onClose(): void }) {
  const { t, i18n } = useTranslation();
  const language = currentLanguage();
  const query = useQuery({
    queryKey: COMPANY_KEYS.conversation(userId, conversationId, language),
    queryFn: ({ signal }) => companyApi.conversation(userId, conversationId, language, signal),
    retry: false,
  });
  useEffect(() => {
    document.body.classList.add(VIEWER_BODY_CLASS);
    return () => document.body.classList.remove(VIEWER_BODY_CLASS);
  }, []);

  const c = query.data;
  let body: ReactNode;
  if (query.isPending) {
    body = (
      <div className="flex justify-center py-12">
        <Spinner label={t("company.viewer.loading")} />
      </div>
    );
  } else if (query.isError) {
    const notFound = query.error instanceof ApiError && query.error.status === 404;
    body = notFound ? (
      <p className="py-8 text-center text-slate-600 dark:text-slate-400">{t("company.viewer.notFound")}</p>
    ) : (
      <Alert>{errorText(t, query.error, "company.messages.fetchConversationFailed")}</Alert>
    );
  } else {
    body = <ViewerBody conversation={query.data} />;
  }

  return (
    <Modal
      open
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={c?.title ?? t("company.viewer.title")}
      closeLabel={t("company.common.close")}
      className="max-h-[90vh] max-w-3xl"
    >
      {c ? (
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1 border-b border-slate-200 px-6 py-2 text-sm text-slate-600 dark:border-slate-800 dark:text-slate-400">
          {c.userId ? (
            <span className="font-medium text-slate-800 dark:text-slate-200">
              {c.userId.firstName} {c.userId.lastName}
            </span>
          ) : null}
          <time dateTime={c.createdAt}>{formatDateTime(c.createdAt, i18n.language)}</time>
          <ActiveBadge active={c.isActive} />
        </div>
      ) : null}
      <div className="min-h-0 flex-1 overflow-y-auto px-6 py-4" tabIndex={0} role="region" aria-label={t("company.viewer.scrollRegion")}>
        {body}
      </div>
      <div className="flex items-center justify-between gap-3 border-t border-slate-200 px-6 py-3 dark:border-slate-800">
        <span className="text-sm text-slate-600 dark:text-slate-400">
          {c ? t("company.viewer.messageCount", { count: c.messages.length }) : null}
        </span>
        <Button variant="secondary" onClick={onClose}>
          {t("company.common.close")}
        </Button>
      </div>
    </Modal>
  );
}
