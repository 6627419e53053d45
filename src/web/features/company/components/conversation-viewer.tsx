import { useQuery } from "@tanstack/react-query";
import { useEffect, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { STAGE_TO_MANAGER, STAGES, type StageScores } from "../../../../contract/stage-list";
import { Alert } from "../../../components/ui/alert";
import { Button } from "../../../components/ui/button";
import { Modal } from "../../../components/ui/modal";
import { Spinner } from "../../../components/ui/spinner";
import { ApiError } from "../../../lib/api";
import { currentLanguage } from "../../../lib/i18n";
import { companyApi, COMPANY_KEYS, errorText, type ManagerConversation } from "../api/company-api";
import { formatDateTime, formatUsTimestamp } from "../lib/format";
import { MessageList } from "../../practice/components/message-list";
import { Scorecard } from "../../practice/components/scorecard/scorecard";
import { useShowMessage } from "../../practice/hooks/use-show-message";
import { ActiveBadge } from "./badges";

/** While the viewer is open the page behind it does not scroll (spec 3 §2: a body class is toggled). */
export const VIEWER_BODY_CLASS = "conversation-viewer-open";

/** The manager's ratings (spec 3's vocabulary) as the scorecard reads them. */
function stageScores(r: NonNullable<ManagerConversation["aiRatings"]>): StageScores {
  return Object.fromEntries(STAGES.map((s) => [s, r[STAGE_TO_MANAGER[s]]])) as StageScores;
}

function ViewerBody({ conversation: c }: { conversation: ManagerConversation }) {
  const { t } = useTranslation();
  const { idPrefix, highlight, show } = useShowMessage();
  return (
    <div className="space-y-5">
      {c.scenario || c.difficulty ? (
        <dl className="flex flex-wrap gap-x-6 gap-y-1 text-sm">
          {c.scenario ? (
            <div className="flex gap-1">
              <dt className="text-slate-600 dark:text-slate-400">{t("company.viewer.scenario")}:</dt>
              <dd className="font-medium text-slate-900 dark:text-white">{t(`practice.scenarios.${c.scenario}`, { defaultValue: c.scenario })}</dd>
            </div>
          ) : null}
          {c.difficulty ? (
            <div className="flex gap-1">
              <dt className="text-slate-600 dark:text-slate-400">{t("company.viewer.difficulty")}:</dt>
              <dd className="font-medium text-slate-900 dark:text-white">{t(`practice.difficulties.${c.difficulty}`, { defaultValue: c.difficulty })}</dd>
            </div>
          ) : null}
        </dl>
      ) : null}
      {c.aiRatings ? (
        <div className="space-y-3" data-testid="ai-rating-box">
          <Scorecard ratings={stageScores(c.aiRatings)} stageRatings={c.stageRatings ?? null} scenario={c.scenario} onShowMessage={show} />
          {c.aiRatingFeedback ? (
            <section aria-labelledby="viewer-feedback" className="space-y-1">
              <h3 id="viewer-feedback" className="font-semibold text-slate-900 dark:text-white">
                {t("company.viewer.feedback")}
              </h3>
              <p className="whitespace-pre-line text-sm text-slate-700 dark:text-slate-300">{c.aiRatingFeedback}</p>
            </section>
          ) : null}
        </div>
      ) : null}
      <section aria-labelledby="viewer-messages" className="space-y-3">
        <h3 id="viewer-messages" className="font-semibold text-slate-900 dark:text-white">
          {t("company.viewer.messages")}
        </h3>
        {c.messages.length === 0 ? (
          <p className="text-sm text-slate-600 dark:text-slate-400">{t("company.viewer.noMessages")}</p>
        ) : (
          <MessageList
            messages={c.messages}
            customerName={t("company.viewer.customer")}
            userLabel={t("company.viewer.salesperson")}
            formatTimestamp={formatUsTimestamp}
            idPrefix={idPrefix}
            highlight={highlight}
          />
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
        <span className="text-sm text-slate-600 dark:text-slate-400">{c ? t("company.viewer.messageCount", { count: c.messages.length }) : null}</span>
        <Button variant="secondary" onClick={onClose}>
          {t("company.common.close")}
        </Button>
      </div>
    </Modal>
  );
}
