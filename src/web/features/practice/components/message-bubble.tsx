import { CalendarCheck, Flag, PhoneOff } from "lucide-react";
import { useTranslation } from "react-i18next";
import type { ChatMessage, Moment } from "../../../../contract/practice";
import { cn } from "../../../lib/cn";
import { formatTime } from "../lib/format";

const MOMENT = {
  objection_raised: { Icon: Flag, className: "bg-amber-50 text-amber-900 ring-amber-600/30 dark:bg-amber-950 dark:text-amber-200 dark:ring-amber-400/30" },
  meeting_agreed: {
    Icon: CalendarCheck,
    className: "bg-emerald-50 text-emerald-900 ring-emerald-600/30 dark:bg-emerald-950 dark:text-emerald-200 dark:ring-emerald-400/30",
  },
  hung_up: { Icon: PhoneOff, className: "bg-red-50 text-red-900 ring-red-600/30 dark:bg-red-950 dark:text-red-200 dark:ring-red-400/30" },
} as const;

/** The customer's key moment under their message: objection raised (which), meeting agreed, hung up. */
function MomentMark({ moment }: { moment: Moment }) {
  const { t } = useTranslation();
  const { Icon, className } = MOMENT[moment.kind];
  const text =
    moment.kind === "objection_raised" && moment.objection
      ? t("practice.moments.objectionNamed", { objection: t(`practice.moments.objections.${moment.objection}`) })
      : t(`practice.moments.${moment.kind}`);
  return (
    <span data-moment={moment.kind} className={cn("inline-flex items-center gap-1 rounded-full px-2 py-0.5 text-xs font-medium ring-1 ring-inset", className)}>
      <Icon className="h-3.5 w-3.5 shrink-0" aria-hidden />
      {text}
    </span>
  );
}

interface MessageBubbleProps {
  message: ChatMessage;
  customerName: string;
  /** The salesperson's name on their messages ("You" by default; the manager sees "Salesperson"). */
  userLabel?: string;
  formatTimestamp?: (iso: string) => string;
  /** An id to scroll to (a quote of the scorecard points here). */
  id?: string;
  highlighted?: boolean;
}

/** One message: the customer on the left, the salesperson on the right, with the time it was said. */
export function MessageBubble({ message, customerName, userLabel, formatTimestamp, id, highlighted = false }: MessageBubbleProps) {
  const { t, i18n } = useTranslation();
  const mine = message.role === "user";
  const who = mine ? (userLabel ?? t("practice.chat.you")) : customerName;
  const time = formatTimestamp ? formatTimestamp(message.timestamp) : formatTime(message.timestamp, i18n.language);
  return (
    <li
      id={id}
      tabIndex={id ? -1 : undefined}
      className={cn(
        "flex scroll-mt-4 rounded-2xl outline-none",
        mine ? "justify-end" : "justify-start",
        id && "focus-visible:ring-2 focus-visible:ring-brand-500",
      )}
      data-role={message.role}
      data-highlighted={highlighted || undefined}
    >
      <div className={cn("flex max-w-[90%] flex-col gap-0.5 sm:max-w-[75%] sm:gap-1", mine ? "items-end" : "items-start")}>
        <div
          className={cn(
            "rounded-2xl px-3 py-1.5 text-sm sm:px-4 sm:py-2 leading-relaxed break-words whitespace-pre-wrap shadow-sm transition-shadow",
            mine ? "rounded-br-sm bg-brand-600 text-white" : "rounded-bl-sm bg-slate-100 text-slate-900 dark:bg-slate-800 dark:text-slate-100",
            highlighted && "ring-4 ring-amber-400 ring-offset-2 ring-offset-white dark:ring-amber-300 dark:ring-offset-slate-900",
          )}
        >
          <span className="sr-only">{who}: </span>
          {message.content}
        </div>
        <span className="px-1 text-xs text-slate-600 dark:text-slate-400" aria-hidden>
          {who} · <time dateTime={message.timestamp}>{time}</time>
        </span>
        {message.moment ? <MomentMark moment={message.moment} /> : null}
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
