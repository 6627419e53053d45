import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { isOpenCall } from "../../../../contract/practice-rules";
import { ApiError } from "../../../lib/api";
import { currentLanguage } from "../../../lib/i18n";
import { getConversation } from "../api/get-conversation";
import { PRACTICE_KEYS } from "../api/keys";
import { startConversation } from "../api/start-conversation";
import type { Conversation } from "../api/types";
import { USAGE_STATUS_KEY, usageStatus } from "../api/usage-status";
import { errorText } from "../lib/errors";
import { refreshAfterChange } from "../lib/refresh";
import { useHistoryPage } from "./use-history-page";
import { useLimitRedirect } from "./use-limit-redirect";
import { useOpenFromLink } from "./use-open-from-link";

/**
 * What the practice screen knows and does: usage, the history page, which dialog is open, the call in progress,
 * resuming a call and starting an assignment.
 */
export function usePracticeScreen() {
  const qc = useQueryClient();
  const [page, setPage] = useState(1);
  const [startOpen, setStartOpen] = useState(false);
  const [limitOpen, setLimitOpen] = useState(false);
  const [chat, setChat] = useState<Conversation | null>(null);
  const [detailsId, setDetailsId] = useState<string | null>(null);
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

  const { resume, resumingId } = useResume({ setOfferedId, setChat, setDetailsId });
  useOpenFromLink((id) => void resume(id));

  const { startAssigned, startAssignment } = useStartAssignment({
    openCall,
    canUseAI: status.data?.usageStatus.canUseAI,
    setOfferedId,
    setLimitOpen,
    setPage,
    setChat,
  });

  const closeChat = () => {
    setChat(null);
    refreshAfterChange(qc);
  };

  return {
    page,
    setPage,
    startOpen,
    setStartOpen,
    limitOpen,
    setLimitOpen,
    chat,
    setChat,
    detailsId,
    setDetailsId,
    offeredId,
    setOfferedId,
    status,
    engine,
    plan,
    openStart,
    resume,
    resumingId,
    startAssigned,
    startAssignment,
    closeChat,
  };
}

/** Opening a call from the history or a link: an active one goes on in the chat, an ended one opens its details. */
function useResume({
  setOfferedId,
  setChat,
  setDetailsId,
}: {
  setOfferedId(id: string | null): void;
  setChat(conversation: Conversation): void;
  setDetailsId(id: string): void;
}) {
  const { t } = useTranslation();
  const qc = useQueryClient();
  const onLimit = useLimitRedirect();
  const [resumingId, setResumingId] = useState<string | null>(null);
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
  return { resume, resumingId };
}

/** An assignment's Start: its company scenario at once, with the same rules as New chat. */
function useStartAssignment({
  openCall,
  canUseAI,
  setOfferedId,
  setLimitOpen,
  setPage,
  setChat,
}: {
  openCall: { id: string } | undefined;
  canUseAI: boolean | undefined;
  setOfferedId(id: string): void;
  setLimitOpen(open: boolean): void;
  setPage(page: number): void;
  setChat(conversation: Conversation): void;
}) {
  const { t } = useTranslation();
  const qc = useQueryClient();
  const onLimit = useLimitRedirect();
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
    else if (canUseAI === false) setLimitOpen(true);
    else startAssigned.mutate(scenarioId);
  };
  return { startAssigned, startAssignment };
}
