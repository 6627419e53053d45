import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { ChevronLeft, ChevronRight, MessageSquare } from "lucide-react";
import { Tabs } from "radix-ui";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Alert } from "../../../components/ui/alert";
import { Button } from "../../../components/ui/button";
import { Modal } from "../../../components/ui/modal";
import { Spinner } from "../../../components/ui/spinner";
import { currentLanguage } from "../../../lib/i18n";
import { SummaryCard } from "../../summaries/summary-card";
import { companyApi, COMPANY_KEYS, type CompanyUser, errorText } from "../api/company-api";
import { formatDateTime } from "../lib/format";
import { ActiveBadge, RoleBadge } from "./badges";
import { ConversationViewer } from "./conversation-viewer";
import { tabTriggerClass } from "./tabs";

function ConversationsTab({ user, page, onPage, onOpen }: { user: CompanyUser; page: number; onPage(p: number): void; onOpen(id: string): void }) {
  const { t, i18n } = useTranslation();
  const query = useQuery({
    queryKey: COMPANY_KEYS.userConversations(user._id, page, currentLanguage()),
    queryFn: ({ signal }) => companyApi.userConversations(user._id, page, currentLanguage(), signal),
    placeholderData: keepPreviousData,
    retry: false,
  });
  if (query.isPending) return <Spinner label={t("company.common.loading")} />;
  if (query.isError) return <Alert>{errorText(t, query.error, "company.messages.fetchConversations")}</Alert>;
  const { conversations, pagination } = query.data;
  if (conversations.length === 0) return <p className="py-6 text-center text-slate-600 dark:text-slate-400">{t("company.detail.noConversations")}</p>;
  const pages = Math.max(1, pagination.pages);
  return (
    <div className="space-y-3">
      <ul className="divide-y divide-slate-200 rounded-xl border border-slate-200 dark:divide-slate-800 dark:border-slate-800">
        {conversations.map((c) => (
          <li key={c._id}>
            <button
              type="button"
              onClick={() => onOpen(c._id)}
              className="flex w-full flex-wrap items-center justify-between gap-2 px-4 py-3 text-left hover:bg-slate-50 focus-visible:bg-slate-50 dark:hover:bg-slate-800/60 dark:focus-visible:bg-slate-800/60"
            >
              <span className="min-w-0">
                <span className="block truncate font-medium text-slate-900 dark:text-white">{c.title}</span>
                <span className="flex items-center gap-2 text-sm text-slate-600 dark:text-slate-400">
                  <time dateTime={c.createdAt}>{formatDateTime(c.createdAt, i18n.language)}</time>
                  <span aria-hidden>·</span>
                  <MessageSquare className="h-3.5 w-3.5" aria-hidden />
                  {t("company.detail.messages", { count: c.messageCount })}
                </span>
              </span>
              <ActiveBadge active={c.isActive} />
            </button>
          </li>
        ))}
      </ul>
      <nav aria-label={t("company.detail.pages")} className="flex items-center justify-between gap-2">
        <Button variant="ghost" size="sm" disabled={page <= 1 || query.isFetching} onClick={() => onPage(page - 1)}>
          <ChevronLeft className="h-4 w-4" aria-hidden />
          {t("company.detail.previous")}
        </Button>
        <span className="text-sm text-slate-600 dark:text-slate-400" aria-live="polite">
          {t("company.detail.pageOf", { page, pages })}
        </span>
        <Button variant="ghost" size="sm" disabled={page >= pages || query.isFetching} onClick={() => onPage(page + 1)}>
          {t("company.detail.next")}
          <ChevronRight className="h-4 w-4" aria-hidden />
        </Button>
      </nav>
    </div>
  );
}

/** A user's conversations and AI summaries, read by a manager (spec 3 §2). */
export function UserDetailModal({ user, onClose }: { user: CompanyUser; onClose(): void }) {
  const { t } = useTranslation();
  const language = currentLanguage();
  const [tab, setTab] = useState<"conversations" | "summaries">("conversations");
  const [page, setPage] = useState(1);
  const [viewing, setViewing] = useState<string | null>(null);
  const conversations = useQuery({
    queryKey: COMPANY_KEYS.userConversations(user._id, page, language),
    queryFn: ({ signal }) => companyApi.userConversations(user._id, page, language, signal),
    placeholderData: keepPreviousData,
    retry: false,
  });
  const summaries = useQuery({
    queryKey: COMPANY_KEYS.userSummaries(user._id, language),
    queryFn: ({ signal }) => companyApi.userSummaries(user._id, language, signal),
    retry: false,
  });
  const total = conversations.data?.pagination.total;
  const summaryCount = summaries.data?.length;

  return (
    <>
      <Modal
        open={viewing === null}
        onOpenChange={(open) => {
          if (!open) onClose();
        }}
        title={`${user.firstName} ${user.lastName}`}
        description={user.email}
        closeLabel={t("company.common.close")}
        className="max-h-[90vh] max-w-3xl"
      >
        <div className="min-h-0 flex-1 overflow-y-auto px-6 py-4">
          <div className="mb-4">
            <RoleBadge role={user.role} />
          </div>
          <Tabs.Root value={tab} onValueChange={(v) => setTab(v as typeof tab)}>
            <Tabs.List aria-label={t("company.detail.sections")} className="mb-4 flex gap-2 overflow-x-auto border-b border-slate-200 dark:border-slate-800">
              <Tabs.Trigger value="conversations" className={tabTriggerClass}>
                {t("company.detail.conversationsTab", { count: total ?? 0 })}
              </Tabs.Trigger>
              <Tabs.Trigger value="summaries" className={tabTriggerClass}>
                {t("company.detail.summariesTab", { count: summaryCount ?? 0 })}
              </Tabs.Trigger>
            </Tabs.List>
            <Tabs.Content value="conversations" className="focus:outline-none">
              <ConversationsTab user={user} page={page} onPage={setPage} onOpen={setViewing} />
            </Tabs.Content>
            <Tabs.Content value="summaries" className="space-y-3 focus:outline-none">
              {summaries.isPending ? (
                <Spinner label={t("company.common.loading")} />
              ) : summaries.isError ? (
                <Alert>{errorText(t, summaries.error, "company.messages.fetchSummaries")}</Alert>
              ) : summaries.data.length === 0 ? (
                <p className="py-6 text-center text-slate-600 dark:text-slate-400">{t("company.detail.noSummaries")}</p>
              ) : (
                summaries.data.map((s, i) => <SummaryCard key={s._id} summary={s} defaultExpanded={i === 0} />)
              )}
            </Tabs.Content>
          </Tabs.Root>
        </div>
      </Modal>
      {viewing ? <ConversationViewer userId={user._id} conversationId={viewing} onClose={() => setViewing(null)} /> : null}
    </>
  );
}
