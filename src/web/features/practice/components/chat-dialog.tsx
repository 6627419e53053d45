import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { TFunction } from "i18next";
import { PhoneOff } from "lucide-react";
import { type ReactNode, type RefObject, useCallback, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { ConfirmDialog } from "../../../components/ui/confirm-dialog";
import { Modal } from "../../../components/ui/modal";
import { cn } from "../../../lib/cn";
import { currentLanguage } from "../../../lib/i18n";
import { NARROW_QUERY, PHONE_QUERY, useMediaQuery } from "../../../lib/use-media-query";
import { useVisualViewport } from "../../../lib/use-visual-viewport";
import { translateMessage } from "../../../lib/messages";
import { endConversation } from "../api/end-conversation";
import { PRACTICE_KEYS } from "../api/keys";
import type { Conversation } from "../api/types";
import { useChat } from "../hooks/use-chat";
import { useLimitRedirect } from "../hooks/use-limit-redirect";
import { errorText } from "../lib/errors";
import { refreshAfterChange } from "../lib/refresh";
import { Composer } from "./composer";
import { CustomerMeter, OutcomeBanner } from "./customer-meter";
import { canEnd, EndControl } from "./end-control";
import { EngineLabel } from "./engine-label";
import { MessageList } from "./message-list";
import { VoiceControls } from "../../voice/components/voice-controls";
import { TipsPanel, TipsToggle } from "../../tips/tips-panel";
import { useTips } from "../../tips/tips-session";

type Chat = ReturnType<typeof useChat>;

export interface ChatDialogProps {
  conversation: Conversation;
  onClose(): void;
  /** The call was ended and rated: the page shows the details. */
  onEnded(conversation: Conversation): void;
  /** "New conversation" said by voice: the page closes this chat and opens the start dialog. */
  onNewConversation?(): void;
}

/** The practice call (spec 2 §2): messages, the customer meter, the text box, voice and the end control. */
export function ChatDialog({ conversation, onClose, onEnded, onNewConversation }: ChatDialogProps) {
  const { t } = useTranslation();
  const chat = useChat(conversation);
  const { draft, setDraft, sendDraft } = useDraft(chat);
  const client = conversation.clientCustomization;
  // Closing the dialog leaves the call running (one call at a time, issue 15): ask first, since it is easy to do
  // by accident (the corner X, Escape, a click beside the dialog).
  const [leaving, setLeaving] = useState(false);
  const panel = useRef<HTMLDivElement>(null);
  const { phone, narrow, tipsOpen, ...layout } = useCallLayout();

  const end = useEndCall(conversation, onEnded);

  const endable = canEnd(chat.userMessageCount, chat.callEnded);
  const endControl = (
    <EndControl
      userMessageCount={chat.userMessageCount}
      callEnded={chat.callEnded}
      pending={chat.pending}
      ending={end.isPending}
      onEnd={() => end.mutate()}
      compact={phone}
    />
  );

  return (
    <Modal
      open
      onOpenChange={(open) => {
        if (!open && !end.isPending) setLeaving(true);
      }}
      title={t("practice.chat.title", { name: client.name })}
      description={callSubtitle(t, conversation)}
      closeLabel={t("practice.chat.close")}
      dense
      actions={
        <>
          <TipsToggle iconOnly={phone} size="sm" className="max-sm:h-9" />
          {phone ? endControl : null}
        </>
      }
      onEscapeKeyDown={layout.onEscapeKeyDown}
      style={layout.style}
      className={layout.className}
    >
      <LeaveConfirm
        open={leaving}
        onLeave={() => {
          setLeaving(false);
          onClose();
        }}
        onStay={() => {
          setLeaving(false);
          // Back to the words being typed (the alert dialog has no trigger to give focus back to).
          requestAnimationFrame(() => panel.current?.closest('[role="dialog"]')?.querySelector("textarea")?.focus());
        }}
      />
      <div className="relative flex min-h-0 flex-1 max-md:flex-col">
        <TipsPanel placement="call" />
        <div className="flex min-h-0 min-w-0 flex-1 flex-col" data-testid="call-body">
          <CallTranscript chat={chat} conversation={conversation} compact={phone} panelRef={panel} />

          <CallFooter
            conversation={conversation}
            chat={chat}
            draft={{ draft, setDraft, sendDraft }}
            end={end}
            endable={endable}
            onNewConversation={onNewConversation}
            inert={narrow && tipsOpen}
            endControl={phone ? null : endControl}
          />
        </div>
      </div>
    </Modal>
  );
}

/**
 * The text box's words, typed or spoken by voice input, and sending them. A send that fails puts the words back
 * unless new ones were typed meanwhile.
 */
function useDraft(chat: Chat) {
  const [draft, setDraftState] = useState("");
  const draftRef = useRef(""); // every change goes through setDraft, so this is always the current text
  const setDraft = useCallback((update: (draft: string) => string) => {
    draftRef.current = update(draftRef.current);
    setDraftState(draftRef.current);
  }, []);
  const sendDraft = async () => {
    const text = draftRef.current.trim();
    if (!text || chat.pending || chat.callEnded) return false;
    setDraft(() => "");
    const sent = await chat.send(text);
    if (!sent) setDraft((current) => (current === "" ? text : current));
    return sent;
  };
  return { draft, setDraft, sendDraft };
}

/** Ending the call: the rating is stored with the conversation, a summary is announced, and the page shows it. */
function useEndCall(conversation: Conversation, onEnded: (conversation: Conversation) => void) {
  const { t } = useTranslation();
  const qc = useQueryClient();
  const onLimit = useLimitRedirect();
  return useMutation({
    mutationFn: () => endConversation(conversation.id, currentLanguage()),
    onSuccess: (res) => {
      toast.success(translateMessage(t, res.message, "practice.toasts.ended"));
      // Every 5th call completes a group: its summary was made with the rating (spec 2 §4).
      if (res.summaryGenerated) toast.success(t("summaries.generated"));
      qc.setQueryData(PRACTICE_KEYS.conversation(res.conversation.id, currentLanguage()), { conversation: res.conversation });
      onEnded(res.conversation);
    },
    onError: (e) => {
      if (!onLimit(e)) toast.error(errorText(t, e, "practice.errors.endFailed"));
    },
    onSettled: () => refreshAfterChange(qc),
  });
}

/** Below the messages: the outcome, the end of the call, voice, the text box and (off a phone) the end control. */
function CallFooter({
  conversation,
  chat,
  draft: { draft, setDraft, sendDraft },
  end,
  endable,
  onNewConversation,
  inert,
  endControl,
}: {
  conversation: Conversation;
  chat: Chat;
  draft: ReturnType<typeof useDraft>;
  end: ReturnType<typeof useEndCall>;
  endable: boolean;
  onNewConversation?(): void;
  inert: boolean;
  endControl: ReactNode;
}) {
  const { t } = useTranslation();
  // Under a phone's tips sheet (inert) the composer cannot be seen, so it cannot be reached either.
  return (
    <div className="space-y-3 border-t border-slate-200 px-4 py-3 max-sm:space-y-2 max-sm:py-2 sm:px-6 dark:border-slate-800" inert={inert}>
      <OutcomeBanner outcome={chat.customerState.outcome} />
      {chat.callEnded ? (
        <p role="status" className="flex items-start gap-2 text-sm text-slate-700 dark:text-slate-300" data-testid="call-ended">
          <PhoneOff className="mt-0.5 h-4 w-4 shrink-0" aria-hidden />
          {endable ? t("practice.chat.callEndedPrompt") : t("practice.chat.callEndedTooEarly")}
        </p>
      ) : null}
      <VoiceControls
        conversation={conversation}
        chat={chat}
        draft={draft}
        setDraft={setDraft}
        sendDraft={sendDraft}
        requestEnd={() => {
          if (!endable || chat.pending || end.isPending) return false;
          end.mutate();
          return true;
        }}
        requestNew={() => onNewConversation?.()}
      />
      <Composer
        value={draft}
        onValueChange={setDraft}
        onSend={chat.send}
        pending={chat.pending}
        disabled={chat.callEnded || end.isPending}
        autoFocus
        placeholder={chat.callEnded ? t("practice.chat.placeholderEnded") : undefined}
      />
      {endControl ? <div className="flex flex-wrap items-start justify-end gap-3">{endControl}</div> : null}
    </div>
  );
}

/** Under the title: the scenario, the difficulty, and who the customer is. */
function callSubtitle(t: TFunction, conversation: Conversation): string {
  const client = conversation.clientCustomization;
  return [
    t(`practice.scenarios.${conversation.scenario}`),
    t(`practice.difficulties.${conversation.difficulty}`),
    [client.role, client.company].filter(Boolean).join(", "),
  ]
    .filter(Boolean)
    .join(" · ");
}

/** Leaving the call (it keeps running) or staying in it. */
function LeaveConfirm({ open, onLeave, onStay }: { open: boolean; onLeave(): void; onStay(): void }) {
  const { t } = useTranslation();
  return (
    <ConfirmDialog
      open={open}
      title={t("practice.leave.title")}
      description={t("practice.leave.body")}
      confirmLabel={t("practice.leave.confirm")}
      cancelLabel={t("practice.leave.cancel")}
      danger={false}
      onConfirm={onLeave}
      onCancel={onStay}
    />
  );
}

/** The customer's meters above the messages; a phone shows them on one line, without the engine's label. */
function CallTranscript({
  chat,
  conversation,
  compact,
  panelRef,
}: {
  chat: Chat;
  conversation: Conversation;
  compact: boolean;
  panelRef: RefObject<HTMLDivElement | null>;
}) {
  const { t } = useTranslation();
  return (
    <>
      <div
        ref={panelRef}
        className="flex items-center justify-between gap-x-4 gap-y-2 border-b border-slate-200 px-4 py-1.5 sm:flex-wrap sm:px-6 sm:py-3 dark:border-slate-800"
      >
        <CustomerMeter state={chat.customerState} className="min-w-0 flex-1" compact={compact} engine={conversation.engine} />
        {compact ? null : <EngineLabel engine={conversation.engine} />}
      </div>

      {/* Focusable so the transcript scrolls from the keyboard too. */}
      <div
        className="min-h-0 flex-1 overflow-y-auto px-4 py-4 max-sm:px-3 max-sm:py-2 sm:px-6"
        data-testid="chat-messages"
        tabIndex={0}
        role="region"
        aria-label={t("practice.chat.scrollRegion")}
      >
        <MessageList messages={chat.messages} customerName={conversation.clientCustomization.name} streaming={chat.streaming} follow />
      </div>
    </>
  );
}

/**
 * How the call's dialog sits: a phone gets one line of meters and End in the header, so that messages keep the room
 * when the keyboard is up; beside the expanded tips the dialog widens.
 */
function useCallLayout() {
  const phone = useMediaQuery(PHONE_QUERY);
  const narrow = useMediaQuery(NARROW_QUERY);
  const viewport = useVisualViewport();
  const tips = useTips();
  const tipsOpen = tips?.state === "expanded";
  const onEscapeKeyDown = (e: KeyboardEvent) => {
    // The tips panel closes first; the call stays.
    if (tips && tips.state !== "closed") {
      e.preventDefault();
      tips.close();
      return;
    }
    // Escape while typing clears nothing and closes nothing: a call is never left by a stray key.
    if (e.target instanceof HTMLTextAreaElement) e.preventDefault();
  };
  return {
    phone,
    narrow,
    tipsOpen,
    onEscapeKeyDown,
    // On a phone the call fills what the user can see: above the on-screen keyboard, not behind it.
    style: phone && viewport ? { height: viewport.height, top: viewport.top } : undefined,
    className: cn(
      "h-[90vh] max-h-[90vh] max-w-3xl max-sm:top-0 max-sm:h-dvh max-sm:max-h-none max-sm:w-full max-sm:translate-y-0 max-sm:rounded-none",
      tipsOpen && "md:max-w-6xl",
    ),
  };
}
