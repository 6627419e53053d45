import { useCallback, useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import type { ChatMessage } from "../../../../contract/practice";
import { sendMessage } from "../api/send-message";
import type { Conversation, CustomerStateView } from "../api/types";
import { sendErrorText } from "../lib/errors";
import { useLimitRedirect } from "./use-limit-redirect";

export interface ChatState {
  messages: ChatMessage[];
  customerState: CustomerStateView;
  /** The customer ended the call (hung up, or said goodbye): nothing more can be sent. */
  callEnded: boolean;
  /** A reply is being written. */
  pending: boolean;
  /** The streamed reply so far, or null when none is pending. */
  streaming: string | null;
  userMessageCount: number;
  /** Sends the salesperson's message; resolves false when it was not sent (blank, pending, ended or failed). */
  send(text: string): Promise<boolean>;
}

/**
 * A conversation in progress (spec 2 §4): the user's message appears at once, the reply streams in and is
 * appended when done; a failed send takes the message back (the server kept nothing) and shows the error.
 */
export function useChat(conversation: Conversation): ChatState {
  const { t } = useTranslation();
  const onLimit = useLimitRedirect();
  const [messages, setMessages] = useState<ChatMessage[]>(conversation.messages);
  const [customerState, setCustomerState] = useState(conversation.customerState);
  const [callEnded, setCallEnded] = useState(conversation.customerState.outcome !== null || conversation.customerState.callOver);
  const [streaming, setStreaming] = useState<string | null>(null);
  const pendingRef = useRef(false);
  const abort = useRef<AbortController | null>(null);

  // Leaving the chat stops listening to a reply still being written.
  useEffect(() => () => abort.current?.abort(), []);

  const send = useCallback(
    async (raw: string) => {
      const text = raw.trim();
      if (!text || pendingRef.current || callEnded) return false;
      pendingRef.current = true;
      const mine: ChatMessage = { role: "user", content: text, timestamp: new Date().toISOString() };
      setMessages((list) => [...list, mine]);
      setStreaming("");
      const controller = new AbortController();
      abort.current = controller;
      try {
        const result = await sendMessage(
          { conversationId: conversation.id, message: text, language: conversation.language },
          (piece) => setStreaming((s) => (s ?? "") + piece),
          controller.signal,
        );
        setMessages((list) => [...list, result.message]);
        setCustomerState(result.customerState);
        if (result.callEnded || result.customerState.outcome !== null) setCallEnded(true);
        return true;
      } catch (e) {
        if (controller.signal.aborted) return false;
        setMessages((list) => list.filter((m) => m !== mine));
        if (!onLimit(e)) toast.error(sendErrorText(t, e));
        return false;
      } finally {
        pendingRef.current = false;
        setStreaming(null);
      }
    },
    [callEnded, conversation.id, conversation.language, onLimit, t],
  );

  return {
    messages,
    customerState,
    callEnded,
    pending: streaming !== null,
    streaming,
    userMessageCount: messages.filter((m) => m.role === "user").length,
    send,
  };
}
