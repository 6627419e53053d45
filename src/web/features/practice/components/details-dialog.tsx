import type { ReactNode } from "react";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { Alert } from "../../../components/ui/alert";
import { Button } from "../../../components/ui/button";
import { Modal } from "../../../components/ui/modal";
import { Spinner } from "../../../components/ui/spinner";
import { ApiError } from "../../../lib/api";
import { currentLanguage } from "../../../lib/i18n";
import { translateMessage } from "../../../lib/messages";
import { getConversation } from "../api/get-conversation";
import { PRACTICE_KEYS } from "../api/keys";
import type { Conversation } from "../api/types";
import { isUpgradeRequired } from "../lib/errors";
import { ConversationFacts } from "./conversation-facts";
import { CustomerMeter, OutcomeBanner } from "./customer-meter";
import { MessageList } from "./message-list";
import { Scorecard } from "./scorecard/scorecard";
import { getComparison } from "../api/get-comparison";
import { useShowMessage } from "../hooks/use-show-message";
import { ScenarioResult } from "../../company-scenarios/scenario-result";
import { UpgradeLink } from "../../billing/upgrade-link";

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="space-y-3">
      <h3 className="text-base font-semibold text-slate-900 dark:text-white">{title}</h3>
      {children}
    </section>
  );
}

function DetailsBody({ conversation: c }: { conversation: Conversation }) {
  const { t } = useTranslation();
  const { idPrefix, highlight, show } = useShowMessage();
  const rated = c.aiRatings !== null;
  const comparison = useQuery({
    queryKey: PRACTICE_KEYS.comparison(c.id),
    queryFn: ({ signal }) => getComparison(c.id, signal),
    enabled: rated,
    retry: false,
  });
  const comparisonNote = comparison.isPending ? (
    <p className="text-sm text-slate-600 dark:text-slate-400">{t("practice.scorecard.compare.loading")}</p>
  ) : comparison.isError ? (
    <p className="text-sm text-slate-700 dark:text-slate-300" role="status">
      {t("practice.scorecard.compare.failed")}{" "}
      <button type="button" className="font-medium text-brand-700 underline dark:text-indigo-300" onClick={() => void comparison.refetch()}>
        {t("practice.retry")}
      </button>
    </p>
  ) : null;
  return (
    <div className="space-y-6" data-testid="conversation-details">
      <ConversationFacts conversation={c} />
      {c.aiRatings ? (
        <>
          {c.companyScenario ? <ScenarioResult result={c.companyScenario} /> : null}
          <Scorecard
            ratings={c.aiRatings}
            stageRatings={c.stageRatings}
            scenario={c.scenario}
            comparison={comparison.data}
            comparisonNote={comparisonNote}
            onShowMessage={show}
          />
          {c.aiRatingFeedback ? (
            <Section title={t("practice.details.feedback")}>
              <p className="text-sm leading-relaxed whitespace-pre-line text-slate-700 dark:text-slate-300" data-testid="overall-feedback">
                {c.aiRatingFeedback}
              </p>
            </Section>
          ) : null}
        </>
      ) : (
        <Alert kind="success">{c.status === "ended" ? t("practice.details.closedUnrated") : t("practice.details.notRated")}</Alert>
      )}
      <Section title={t("practice.details.customerState")}>
        <CustomerMeter state={c.customerState} />
        <OutcomeBanner outcome={c.customerState.outcome} />
      </Section>
      <Section title={t("practice.details.transcript")}>
        <MessageList messages={c.messages} customerName={c.clientCustomization.name} idPrefix={idPrefix} highlight={highlight} />
      </Section>
    </div>
  );
}

/** One conversation's data, ratings and feedback (spec 2 §2 "Conversation details"), in the interface language. */
export function DetailsDialog({ conversationId, onClose }: { conversationId: string; onClose(): void }) {
  const { t } = useTranslation();
  const language = currentLanguage();
  const query = useQuery({
    queryKey: PRACTICE_KEYS.conversation(conversationId, language),
    queryFn: ({ signal }) => getConversation(conversationId, language, signal),
    retry: false,
  });

  let body: ReactNode;
  if (query.data) {
    body = <DetailsBody conversation={query.data.conversation} />;
  } else if (query.isPending) {
    body = (
      <div className="flex justify-center py-12">
        <Spinner label={t("practice.details.loading")} />
      </div>
    );
  } else {
    const e = query.error;
    const notFound = e instanceof ApiError && e.status === 404;
    const invalid = e instanceof ApiError && e.status === 400;
    body = (
      <div className="space-y-3">
        <Alert>
          {notFound
            ? t("practice.messages.notFound")
            : invalid
              ? translateMessage(t, e.body?.error, "practice.messages.invalidId", e.reason)
              : t("practice.errors.detailsFailed")}
        </Alert>
        {isUpgradeRequired(e) ? (
          <p className="text-sm text-slate-700 dark:text-slate-300">
            {t("practice.errors.limitReached")}{" "}
            <UpgradeLink className="font-medium text-brand-600 underline dark:text-brand-300">{t("practice.header.upgrade")}</UpgradeLink>
          </p>
        ) : null}
        {!notFound && !invalid ? (
          <Button variant="secondary" size="sm" onClick={() => void query.refetch()}>
            {t("practice.retry")}
          </Button>
        ) : null}
      </div>
    );
  }

  const title = query.data?.conversation.title ?? t("practice.details.title");
  return (
    <Modal
      open
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={title}
      description={t("practice.details.subtitle")}
      closeLabel={t("practice.details.close")}
      className="max-h-[90vh] max-w-3xl"
    >
      <div className="min-h-0 flex-1 overflow-y-auto px-4 py-4 sm:px-6" tabIndex={0} role="region" aria-label={t("practice.details.scrollRegion")}>
        {body}
      </div>
    </Modal>
  );
}
