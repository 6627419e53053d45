import { MessageSquarePlus, Sparkles } from "lucide-react";
import { type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { useUser } from "../../lib/require-user";
import { type Brand, useBrand } from "../../lib/brand";
import { Button } from "../../components/ui/button";
import { Spinner } from "../../components/ui/spinner";
import type { Conversation } from "./api/types";
import type { SubscriptionStatusResponse } from "../billing/api/billing-api";
import { ChatDialog } from "./components/chat-dialog";
import { DetailsDialog } from "./components/details-dialog";
import { EngineLabel } from "./components/engine-label";
import { ExportMenu } from "./components/export-menu";
import { HistoryList } from "./components/history-list";
import { LimitDialog } from "./components/limit-dialog";
import { OpenCallDialog } from "./components/open-call-dialog";
import { StartDialog } from "./components/start-dialog";
import { UsageBadge } from "./components/usage-badge";
import { usePracticeScreen } from "./hooks/use-practice-screen";
import { TipsPanel, TipsProvider, TipsToggle } from "../tips/tips-panel";
import { UpgradeLink } from "../billing/upgrade-link";
import { MyAssignments } from "../assignments/my-assignments";

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
  const brand = useBrand();
  const user = useUser();
  const screen = usePracticeScreen();
  const { page, setPage, startOpen, setStartOpen, limitOpen, setLimitOpen, chat, setChat, detailsId, setDetailsId, offeredId, setOfferedId } = screen;
  const { status, engine, plan, openStart, resume, resumingId, startAssigned, startAssignment, closeChat } = screen;

  return (
    <Signed>
      {brand ? <BrandBanner brand={brand} /> : null}
      <PracticeHeader brand={brand} onNewChat={openStart} />
      <PracticeToolbar usage={status.data?.usageStatus} loading={status.isPending} engine={engine} plan={plan} />

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

/** The title, and New chat in the brand's colour. */
function PracticeHeader({ brand, onNewChat }: { brand: Brand | null; onNewChat(): void }) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
      <div>
        <h1 className="text-3xl font-bold text-slate-900 dark:text-white">{t("practice.title")}</h1>
        <p className="mt-1 text-slate-600 dark:text-slate-400">{t("practice.subtitle")}</p>
      </div>
      <Button
        size="lg"
        onClick={onNewChat}
        className="shrink-0"
        // The brand colour fills the main action with the text colour that reads on it (4.5:1 or more).
        style={brand?.color && brand.buttonText ? { backgroundColor: brand.color, color: brand.buttonText } : undefined}
      >
        <MessageSquarePlus className="h-5 w-5" aria-hidden />
        {t("practice.header.newChat")}
      </Button>
    </div>
  );
}

/** Usage, the engine, tips, export and the plan. */
function PracticeToolbar({
  usage,
  loading,
  engine,
  plan,
}: {
  usage: SubscriptionStatusResponse["usageStatus"] | undefined;
  loading: boolean;
  engine: Conversation["engine"] | undefined;
  plan: SubscriptionStatusResponse["subscription"]["plan"] | undefined;
}) {
  const { t } = useTranslation();
  return (
    <div
      className="flex flex-wrap items-center gap-3 rounded-2xl border border-slate-200 bg-slate-50 px-4 py-3 dark:border-slate-800 dark:bg-slate-900/60"
      role="toolbar"
      aria-label={t("practice.header.toolbar")}
    >
      {usage ? <UsageBadge usage={usage} /> : loading ? <Spinner /> : null}
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
  );
}
