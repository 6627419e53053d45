import { useTranslation } from "react-i18next";
import type { ChatMessage } from "../../../../contract/practice";
import { cn } from "../../../lib/cn";
import { formatTime } from "../lib/format";

/** One message: the customer on the left, the salesperson on the right, with the time it was said. */
export function MessageBubble({ message, customerName }: { message: ChatMessage; customerName: string }) {
  const { t, i18n } = useTranslation();
  const mine = message.role === "user";
  const who = mine ? t("practice.chat.you") : customerName;
  return (
    <li className={cn("flex", mine ? "justify-end" : "justify-start")} data-role={message.role}>
      <div className={cn("flex max-w-[90%] flex-col gap-0.5 sm:max-w-[75%] sm:gap-1", mine ? "items-end" : "items-start")}>
        <div
          className={cn(
            "rounded-2xl px-3 py-1.5 text-sm sm:px-4 sm:py-2 leading-relaxed break-words whitespace-pre-wrap shadow-sm",
            mine
              ? "rounded-br-sm bg-brand-600 text-white"
              : "rounded-bl-sm bg-slate-100 text-slate-900 dark:bg-slate-800 dark:text-slate-100",
          )}
        >
          <span className="sr-only">{who}: </span>
          {message.content}
        </div>
        <span className="px-1 text-xs text-slate-500 dark:text-slate-400" aria-hidden>
          {who} · <time dateTime={message.timestamp}>{formatTime(message.timestamp, i18n.language)}</time>
        </span>
      </div>
    </li>
  );
}

/** The reply being written: the text so far, or three dots before the first word. */
export function TypingBubble({ text, customerName }: { text: string; customerName: string }) {
  const { t } = useTranslation();
  return (
    <li className="flex justify-start" data-testid="typing-indicator">
      <div className="flex max-w-[85%] flex-col items-start gap-1 sm:max-w-[75%]">
        <div
          className="rounded-2xl rounded-bl-sm bg-slate-100 px-4 py-2 text-sm leading-relaxed break-words whitespace-pre-wrap text-slate-900 shadow-sm dark:bg-slate-800 dark:text-slate-100"
          aria-hidden
        >
          {text}
          <span className={cn("inline-flex items-center gap-1 align-middle", text ? "ml-1" : "py-1")}>
            <span className="h-1.5 w-1.5 animate-bounce rounded-full bg-slate-400 [animation-delay:-0.3s]" />
            <span className="h-1.5 w-1.5 animate-bounce rounded-full bg-slate-400 [animation-delay:-0.15s]" />
            <span className="h-1.5 w-1.5 animate-bounce rounded-full bg-slate-400" />
          </span>
        </div>
        <span className="px-1 text-xs text-slate-500 dark:text-slate-400">{t("practice.chat.typing", { name: customerName })}</span>
      </div>
    </li>
  );
}
