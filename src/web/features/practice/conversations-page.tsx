import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { MessageSquarePlus, Sparkles } from "lucide-react";
import { type ReactNode, useState } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { useUser } from "../../lib/require-user";
import { type Brand, useBrand } from "../../lib/brand";
import { Button } from "../../components/ui/button";
import { Spinner } from "../../components/ui/spinner";
import { isOpenCall } from "../../../contract/practice-rules";
import { ApiError } from "../../lib/api";
import { currentLanguage } from "../../lib/i18n";
import { getConversation } from "./api/get-conversation";
import { PRACTICE_KEYS } from "./api/keys";
import type { Conversation } from "./api/types";
import { USAGE_STATUS_KEY, usageStatus } from "./api/usage-status";
import { ChatDialog } from "./components/chat-dialog";
import { DetailsDialog } from "./components/details-dialog";
import { EngineLabel } from "./components/engine-label";
import { ExportMenu } from "./components/export-menu";
import { HistoryList } from "./components/history-list";
import { LimitDialog } from "./components/limit-dialog";
import { OpenCallDialog } from "./components/open-call-dialog";
import { StartDialog } from "./components/start-dialog";
import { UsageBadge } from "./components/usage-badge";
import { useHistoryPage } from "./hooks/use-history-page";
import { useLimitRedirect } from "./hooks/use-limit-redirect";
import { useOpenFromLink } from "./hooks/use-open-from-link";
import { refreshAfterChange } from "./lib/refresh";
import { TipsPanel, TipsProvider, TipsToggle } from "../tips/tips-panel";
import { UpgradeLink } from "../billing/upgrade-link";
import { MyAssignments } from "../assignments/my-assignments";
import { startConversation } from "./api/start-conversation";
import { errorText } from "./lib/errors";

/** The company's brand over the practice screen (decision 024): its logo and name, edged in its colour. */
function BrandBanner({ brand }: { brand: Brand }) {
  const { t } = useTranslation();
  return (
    <div
      className="flex items-center gap-3 rounded-2xl border border-l-8 border-slate-200 bg-white px-4 py-3 dark:border-slate-800 dark:bg-slate-900"
      style={brand.color ? { borderLeftColor: brand.color } : undefined}
      data-testid="practice-brand"
    >
      {brand.logoUrl ? <img src={brand.logoUrl} alt={t("brand.logoAlt", { name: brand.displayName })} className="h-10 max-w-40 object-contain" /> : null}
      <p className="min-w-0 break-words font-semibold text-slate-900 dark:text-white">{t("brand.practisingWith", { name: brand.displayName })}</p>
    </div>
  );
}

function Signed({ children }: { children: ReactNode }) {
  return <div className="mx-auto max-w-5xl space-y-6 px-4 py-8 sm:px-6 sm:py-12">{children}</div>;
}

/** The practice screen (spec 2 §2): usage, new chat, the chat, the history and the details. */
export function ConversationsPage() {
  return (
    <TipsProvider>
      <PracticeScreen />
    </TipsProvider>
  );
}

function PracticeScreen() {
  const { t } = useTranslation();
  const qc = useQueryClient();
  const brand = useBrand();
  const onLimit = useLimitRedirect();
  const [page, setPage] = useState(1);
  const [startOpen, setStartOpen] = useState(false);
  const [limitOpen, setLimitOpen] = useState(false);
  const [chat, setChat] = useState<Conversation | null>(null);
  const [detailsId, setDetailsId] = useState<string | null>(null);
  const [resumingId, setResumingId] = useState<string | null>(null);
  // The call in progress that New chat offers to resume (one call at a time, issue 15).
  const [offeredId, setOfferedId] = useState<string | null>(null);

  const status = useQuery({ queryKey: USAGE_STATUS_KEY, queryFn: ({ signal }) => usageStatus(signal) });
  const history = useHistoryPage(page);
  const engine = chat?.engine ?? history.data?.conversations[0]?.engine;
  const plan = status.data?.subscription.plan;
  // The server refuses a second start while a call is open, and no call starts after an open one, so the open
  // call is the newest; the first page says whether there is one (same rule as the server: isOpenCall).
  const firstPage = useHistoryPage(1);
  const openCall = firstPage.data?.conversations.find(isOpenCall);
  // A call in progress is offered first (it is counted already, so it can go on even at the limit); at the plan's
  // limit "New chat" says so and offers the upgrade instead of a form the server would refuse.
  const openStart = () => {
    if (openCall) setOfferedId(openCall.id);
    else if (status.data && !status.data.usageStatus.canUseAI) setLimitOpen(true);
    else setStartOpen(true);
  };

  const resume = async (id: string) => {
    setResumingId(id);
    try {
      const language = currentLanguage();
      const { conversation } = await qc.fetchQuery({
        queryKey: PRACTICE_KEYS.conversation(id, language),
        queryFn: ({ signal }) => getConversation(id, language, signal),
        staleTime: 0,
      });
      setOfferedId(null);
      if (conversation.status === "active") setChat(conversation);
      else setDetailsId(id);
    } catch (e) {
      if (!onLimit(e)) {
        toast.error(e instanceof ApiError && e.status === 404 ? t("practice.messages.notFound") : t("practice.errors.detailsFailed"));
      }
    } finally {
      setResumingId(null);
    }
  };

  useOpenFromLink((id) => void resume(id));

  // An assignment's Start (issue 17): its company scenario at once, with the same rules as New chat.
  const user = useUser();
  const startAssigned = useMutation({
    mutationFn: (companyScenarioId: string) => startConversation({ companyScenarioId }),
    onSuccess: ({ conversation }) => {
      toast.success(t("practice.toasts.started"));
      setPage(1);
      setChat(conversation);
    },
    onError: (e) => {
      const active = e instanceof ApiError && e.status === 409 ? e.body?.activeConversationId : undefined;
      if (active) setOfferedId(active);
      else if (!onLimit(e)) toast.error(errorText(t, e, "practice.errors.startFailed"));
    },
    onSettled: () => refreshAfterChange(qc),
  });
  const startAssignment = (scenarioId: string) => {
    if (startAssigned.isPending) return;
    if (openCall) setOfferedId(openCall.id);
    else if (status.data && !status.data.usageStatus.canUseAI) setLimitOpen(true);
    else startAssigned.mutate(scenarioId);
  };

  const closeChat = () => {
    setChat(null);
    refreshAfterChange(qc);
  };

  return (
    <Signed>
      {brand ? <BrandBanner brand={brand} /> : null}
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 className="text-3xl font-bold text-slate-900 dark:text-white">{t("practice.title")}</h1>
          <p className="mt-1 text-slate-600 dark:text-slate-400">{t("practice.subtitle")}</p>
        </div>
        <Button
          size="lg"
          onClick={openStart}
          className="shrink-0"
          // The brand colour fills the main action with the text colour that reads on it (4.5:1 or more).
          style={brand?.color && brand.buttonText ? { backgroundColor: brand.color, color: brand.buttonText } : undefined}
        >
          <MessageSquarePlus className="h-5 w-5" aria-hidden />
          {t("practice.header.newChat")}
        </Button>
      </div>

      <div
        className="flex flex-wrap items-center gap-3 rounded-2xl border border-slate-200 bg-slate-50 px-4 py-3 dark:border-slate-800 dark:bg-slate-900/60"
        role="toolbar"
        aria-label={t("practice.header.toolbar")}
      >
        {status.data ? <UsageBadge usage={status.data.usageStatus} /> : status.isPending ? <Spinner /> : null}
        {engine ? <EngineLabel engine={engine} /> : null}
        <div className="ml-auto flex flex-wrap items-center gap-2">
          <TipsToggle />
          {plan ? <ExportMenu paid={plan !== "free"} /> : null}
          <Button variant="ghost" asChild>
            <UpgradeLink change>
              <Sparkles className="h-4 w-4" aria-hidden />
              {plan && plan !== "free" ? t("practice.header.changePlan") : t("practice.header.upgrade")}
            </UpgradeLink>
          </Button>
        </div>
      </div>

      <MyAssignments enabled={Boolean(user.companyId)} busyId={startAssigned.isPending ? (startAssigned.variables ?? null) : null} onStart={startAssignment} />

      {/* Beside a call the tips open in the call's dialog; the page's panel waits behind it. */}
      {chat ? null : <TipsPanel />}
      <HistoryList page={page} onPage={setPage} onNewChat={openStart} onResume={(id) => void resume(id)} onDetails={setDetailsId} resumingId={resumingId} />

      {status.data ? <LimitDialog open={limitOpen} onOpenChange={setLimitOpen} usage={status.data.usageStatus} /> : null}
      <StartDialog
        open={startOpen}
        onOpenChange={setStartOpen}
        onStarted={(conversation) => {
          setStartOpen(false);
          setPage(1);
          setChat(conversation);
        }}
        onCallInProgress={(id) => {
          setStartOpen(false);
          setOfferedId(id);
        }}
      />
      <OpenCallDialog
        open={offeredId !== null}
        busy={resumingId !== null}
        onResume={() => {
          if (offeredId) void resume(offeredId);
        }}
        onCancel={() => setOfferedId(null)}
      />
      {chat ? (
        <ChatDialog
          key={chat.id}
          conversation={chat}
          onClose={closeChat}
          onEnded={(ended) => {
            setChat(null);
            setDetailsId(ended.id);
          }}
          onNewConversation={() => {
            closeChat();
            openStart();
          }}
        />
      ) : null}
      {detailsId ? <DetailsDialog key={detailsId} conversationId={detailsId} onClose={() => setDetailsId(null)} /> : null}
    </Signed>
  );
}
