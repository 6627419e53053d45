import { useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import type { ChatMessage } from "../../../../contract/practice";
import { cn } from "../../../lib/cn";
import { MessageBubble, TypingBubble } from "./message-bubble";

interface MessageListProps {
  messages: ChatMessage[];
  customerName: string;
  /** The reply being streamed, or null when none is pending. */
  streaming?: string | null;
  /** Scrolls itself to the newest message (the chat); the details' transcript does not. */
  follow?: boolean;
  className?: string;
  /** Gives each message an id `${idPrefix}-${index}` to scroll to (the scorecard's quotes). */
  idPrefix?: string;
  /** The message a quote pointed to, highlighted. */
  highlight?: number | null;
  userLabel?: string;
  formatTimestamp?: (iso: string) => string;
}

export const messageId = (prefix: string, index: number) => `${prefix}-${index}`;

/** The transcript as chat bubbles; a log, so screen readers hear new messages (not every streamed piece). */
export function MessageList({
  messages,
  customerName,
  streaming = null,
  follow = false,
  className,
  idPrefix,
  highlight = null,
  userLabel,
  formatTimestamp,
}: MessageListProps) {
  const { t } = useTranslation();
  const end = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (follow) end.current?.scrollIntoView?.({ block: "end" });
  }, [follow, messages.length, streaming]);

  return (
    <div className={cn("space-y-3", className)}>
      <div role="log" aria-live="polite" aria-label={t("practice.chat.transcript")}>
        <ol className="space-y-2 sm:space-y-3">
          {messages.map((m, i) => (
            <MessageBubble
              key={`${i}-${m.timestamp}`}
              message={m}
              customerName={customerName}
              userLabel={userLabel}
              formatTimestamp={formatTimestamp}
              id={idPrefix ? messageId(idPrefix, i) : undefined}
              highlighted={highlight === i}
            />
          ))}
        </ol>
      </div>
      {streaming !== null ? (
        <ol aria-hidden className="space-y-3">
          <TypingBubble text={streaming} customerName={customerName} />
        </ol>
      ) : null}
      {streaming !== null ? (
        <p role="status" className="sr-only">
          {t("practice.chat.typing", { name: customerName })}
        </p>
      ) : null}
      <div ref={end} />
    </div>
  );
}
