import { Lightbulb, Lock, Minimize2, Send, Trash2, X } from "lucide-react";
import { type KeyboardEvent, type RefObject, useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { UpgradeLink } from "../../billing/upgrade-link";
import { TIPS_MESSAGE_MAX } from "../../../../contract/tips-rules";
import type { TipsHistoryMessage } from "../../../../contract/tips";
import { Button } from "../../../components/ui/button";
import { cn } from "../../../lib/cn";
import type { TipsSession } from "../tips-session";

/** The expanded panel's inside: title and buttons, the welcome and chat bubbles, the prompts and the text box. */
export function TipsChat({ tips, headingId }: { tips: TipsSession; headingId: string }) {
  const { t } = useTranslation();
  const listRef = useRef<HTMLDivElement>(null);
  const inputRef = useRef<HTMLTextAreaElement>(null);
  const { messages, thinking, locked } = tips;

  useEffect(() => {
    const el = listRef.current;
    if (el && typeof el.scrollTo === "function") el.scrollTo({ top: el.scrollHeight });
  }, [messages, thinking]);

  // Opened by the user: the cursor goes to the question box (or, when locked, the panel's title).
  useEffect(() => {
    if (!tips.takeFocusRequest()) return;
    if (inputRef.current) inputRef.current.focus();
    else document.getElementById(headingId)?.focus();
    // Only on mount: the panel mounts when it opens.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return (
    <>
      <TipsHeader tips={tips} headingId={headingId} />

      {locked ? (
        <TipsLocked />
      ) : (
        <>
          {/* Focusable so the tips scroll from the keyboard too; a log, so new tips are read out. */}
          <div
            ref={listRef}
            className="min-h-0 flex-1 space-y-3 overflow-y-auto p-4"
            role="log"
            aria-label={t("tips.title")}
            tabIndex={0}
            data-testid="tips-messages"
          >
            <Bubble role="assistant" text={t("tips.welcome")} />
            {messages.map((m, i) => (
              <Bubble key={i} role={m.role} text={m.content} />
            ))}
            {thinking ? (
              <p className="text-sm text-slate-600 italic dark:text-slate-400" role="status">
                {t("tips.thinking")}
              </p>
            ) : null}
          </div>
          <TipsComposer tips={tips} inputRef={inputRef} />
        </>
      )}
    </>
  );
}

/** The title, Clear (not while locked), Minimise and Close. */
function TipsHeader({ tips, headingId }: { tips: TipsSession; headingId: string }) {
  const { t } = useTranslation();
  const { messages, thinking, locked } = tips;
  return (
    <header className="flex items-center gap-2 border-b border-slate-200 px-4 py-2 dark:border-slate-800">
      <Lightbulb className="h-5 w-5 shrink-0 text-brand-600 dark:text-brand-300" aria-hidden />
      <h2 id={headingId} tabIndex={-1} className="min-w-0 leading-tight font-semibold break-words text-slate-900 focus:outline-none dark:text-white">
        {t("tips.title")}
      </h2>
      <div className="ml-auto flex items-center">
        {!locked ? (
          <Button
            variant="ghost"
            size="icon"
            onClick={tips.clear}
            disabled={messages.length === 0 || thinking}
            aria-label={t("tips.clear")}
            title={t("tips.clear")}
          >
            <Trash2 className="h-4 w-4" aria-hidden />
          </Button>
        ) : null}
        <Button variant="ghost" size="icon" onClick={tips.minimise} aria-label={t("tips.minimise")} title={t("tips.minimise")}>
          <Minimize2 className="h-4 w-4" aria-hidden />
        </Button>
        <Button variant="ghost" size="icon" onClick={tips.close} aria-label={t("tips.close")} title={t("tips.close")}>
          <X className="h-4 w-4" aria-hidden />
        </Button>
      </div>
    </header>
  );
}

/** Tips are not in the plan: what they are, and the upgrade. */
function TipsLocked() {
  const { t } = useTranslation();
  return (
    <div className="flex flex-1 flex-col items-center justify-center gap-3 overflow-y-auto p-6 text-center">
      <Lock className="h-8 w-8 text-slate-400" aria-hidden />
      <p className="font-medium text-slate-900 dark:text-white">{t("tips.locked.title")}</p>
      <p className="text-sm text-slate-600 dark:text-slate-400">{t("tips.locked.body")}</p>
      <Button asChild>
        <UpgradeLink>{t("tips.locked.upgrade")}</UpgradeLink>
      </Button>
    </div>
  );
}

/** The tips left this month, the ready questions and the text box (Enter sends, Shift+Enter breaks the line). */
function TipsComposer({ tips, inputRef }: { tips: TipsSession; inputRef: RefObject<HTMLTextAreaElement | null> }) {
  const { t } = useTranslation();
  const { thinking, status } = tips;
  const onKeyDown = (e: KeyboardEvent<HTMLTextAreaElement>) => {
    if (e.key === "Enter" && !e.shiftKey && !e.nativeEvent.isComposing) {
      e.preventDefault();
      tips.send(tips.draft);
    }
  };
  return (
    <div className="space-y-2 border-t border-slate-200 p-3 dark:border-slate-800">
      {status ? <p className="text-xs text-slate-600 dark:text-slate-400">{t("tips.remaining", { count: status.remainingThisMonth })}</p> : null}
      <div className="flex flex-wrap gap-2">
        {(["objections", "closing", "coldCall"] as const).map((p) => (
          <button
            key={p}
            type="button"
            className="rounded-full border border-slate-300 px-3 py-1 text-xs text-slate-700 hover:bg-slate-100 disabled:cursor-not-allowed disabled:opacity-50 dark:border-slate-700 dark:text-slate-200 dark:hover:bg-slate-800"
            onClick={() => tips.send(t(`tips.prompts.${p}.question`))}
            disabled={thinking}
          >
            {t(`tips.prompts.${p}.label`)}
          </button>
        ))}
      </div>
      <form
        className="flex items-end gap-2"
        onSubmit={(e) => {
          e.preventDefault();
          tips.send(tips.draft);
        }}
      >
        <textarea
          ref={inputRef}
          className="max-h-32 min-h-10 flex-1 resize-none rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 focus:border-brand-600 focus:outline-none dark:border-slate-700 dark:bg-slate-950 dark:text-white"
          rows={2}
          value={tips.draft}
          maxLength={TIPS_MESSAGE_MAX}
          onChange={(e) => tips.setDraft(e.target.value)}
          onKeyDown={onKeyDown}
          placeholder={t("tips.placeholder")}
          aria-label={t("tips.inputLabel")}
        />
        <Button type="submit" size="icon" disabled={!tips.draft.trim() || thinking} aria-label={t("tips.send")} title={t("tips.send")}>
          <Send className="h-4 w-4" aria-hidden />
        </Button>
      </form>
    </div>
  );
}

function Bubble({ role, text }: { role: TipsHistoryMessage["role"]; text: string }) {
  return (
    <div className={cn("flex", role === "user" ? "justify-end" : "justify-start")} data-tip-role={role}>
      <div
        className={cn(
          "max-w-[85%] rounded-2xl px-3 py-2 text-sm whitespace-pre-line",
          role === "user" ? "bg-brand-600 text-white" : "bg-slate-100 text-slate-900 dark:bg-slate-800 dark:text-slate-100",
        )}
      >
        {text}
      </div>
    </div>
  );
}
