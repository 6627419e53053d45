import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { Lightbulb, Lock, Maximize2, Minimize2, Send, Trash2, X } from "lucide-react";
import { type KeyboardEvent, useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { TIPS_HISTORY_MAX, TIPS_MESSAGE_MAX, type TipsHistoryMessage } from "../../../contract/tips";
import { Button } from "../../components/ui/button";
import { ApiError } from "../../lib/api";
import { cn } from "../../lib/cn";
import { currentLanguage } from "../../lib/i18n";
import { askTips, TIPS_USAGE_KEY, tipsUsage } from "./tips-api";
import { UpgradeLink } from "../billing/upgrade-link";

export type TipsPanelState = "closed" | "expanded" | "minimised";
const PROMPTS = ["objections", "closing", "coldCall"] as const;

/** The AI tips side panel of the conversation screen (spec 2 §2, §5, §8). */
export function TipsPanel() {
  const { t } = useTranslation();
  const qc = useQueryClient();
  const [state, setState] = useState<TipsPanelState>("closed");
  const [messages, setMessages] = useState<TipsHistoryMessage[]>([]);
  const [draft, setDraft] = useState("");
  const listRef = useRef<HTMLDivElement>(null);
  const usage = useQuery({ queryKey: TIPS_USAGE_KEY, queryFn: ({ signal }) => tipsUsage(signal), retry: false });
  const status = usage.data;
  const locked = status?.monthlyLimit === 0;

  const ask = useMutation({
    mutationFn: askTips,
    onSuccess: (data) => {
      setMessages((m) => [...m, { role: "assistant", content: data.response }]);
      qc.setQueryData(TIPS_USAGE_KEY, data.aiTipsStatus);
    },
    onError: (e) => {
      const server = e instanceof ApiError ? e.serverMessage : undefined;
      if (e instanceof ApiError && e.status === 429) {
        toast.error(server ?? t("tips.limitReached"));
        void qc.invalidateQueries({ queryKey: TIPS_USAGE_KEY });
        return;
      }
      toast.error(server ?? t("tips.failed"));
      setMessages((m) => [...m, { role: "assistant", content: t("tips.apology") }]);
    },
  });

  useEffect(() => {
    const el = listRef.current;
    if (el && typeof el.scrollTo === "function") el.scrollTo({ top: el.scrollHeight });
  }, [messages, ask.isPending]);

  const send = (text: string) => {
    const message = text.trim();
    if (!message || ask.isPending || locked) return;
    if (status && !status.canUseAiTips) {
      toast.error(t("tips.limitToast", { limit: status.monthlyLimit }));
      return;
    }
    const history = messages.slice(-TIPS_HISTORY_MAX);
    setMessages((m) => [...m, { role: "user", content: message }]);
    setDraft("");
    ask.mutate({ message, language: currentLanguage(), conversationHistory: history });
  };

  const onKeyDown = (e: KeyboardEvent<HTMLTextAreaElement>) => {
    if (e.key === "Enter" && !e.shiftKey && !e.nativeEvent.isComposing) {
      e.preventDefault();
      send(draft);
    }
  };

  if (state === "closed") {
    return (
      <Button className="fixed bottom-4 left-4 z-30 shadow-lg" onClick={() => setState("expanded")} aria-expanded={false}>
        <Lightbulb className="h-4 w-4" aria-hidden />
        {t("tips.open")}
      </Button>
    );
  }

  if (state === "minimised") {
    return (
      <aside
        className="fixed top-24 left-0 z-30 flex w-12 flex-col items-center gap-2 rounded-r-xl border border-l-0 border-slate-200 bg-white py-3 shadow-lg dark:border-slate-800 dark:bg-slate-900"
        aria-label={t("tips.title")}
      >
        <Lightbulb className="h-5 w-5 text-brand-600" aria-hidden />
        <Button variant="ghost" size="icon" onClick={() => setState("expanded")} aria-label={t("tips.expand")} title={t("tips.expand")}>
          <Maximize2 className="h-4 w-4" aria-hidden />
        </Button>
        <Button variant="ghost" size="icon" onClick={() => setState("closed")} aria-label={t("tips.close")} title={t("tips.close")}>
          <X className="h-4 w-4" aria-hidden />
        </Button>
      </aside>
    );
  }

  return (
    <aside
      className="fixed top-20 bottom-4 left-0 z-30 flex w-[min(22rem,100vw)] flex-col rounded-r-2xl border border-l-0 border-slate-200 bg-white shadow-xl dark:border-slate-800 dark:bg-slate-900"
      aria-label={t("tips.title")}
    >
      <header className="flex items-center gap-2 border-b border-slate-200 px-4 py-3 dark:border-slate-800">
        <Lightbulb className="h-5 w-5 text-brand-600" aria-hidden />
        <h2 className="font-semibold text-slate-900 dark:text-white">{t("tips.title")}</h2>
        <div className="ml-auto flex items-center">
          {!locked ? (
            <Button variant="ghost" size="icon" onClick={() => setMessages([])} disabled={messages.length === 0 || ask.isPending} aria-label={t("tips.clear")} title={t("tips.clear")}>
              <Trash2 className="h-4 w-4" aria-hidden />
            </Button>
          ) : null}
          <Button variant="ghost" size="icon" onClick={() => setState("minimised")} aria-label={t("tips.minimise")} title={t("tips.minimise")}>
            <Minimize2 className="h-4 w-4" aria-hidden />
          </Button>
          <Button variant="ghost" size="icon" onClick={() => setState("closed")} aria-label={t("tips.close")} title={t("tips.close")}>
            <X className="h-4 w-4" aria-hidden />
          </Button>
        </div>
      </header>

      {locked ? (
        <div className="flex flex-1 flex-col items-center justify-center gap-3 p-6 text-center">
          <Lock className="h-8 w-8 text-slate-400" aria-hidden />
          <p className="font-medium text-slate-900 dark:text-white">{t("tips.locked.title")}</p>
          <p className="text-sm text-slate-600 dark:text-slate-400">{t("tips.locked.body")}</p>
          <Button asChild>
            <UpgradeLink>{t("tips.locked.upgrade")}</UpgradeLink>
          </Button>
        </div>
      ) : (
        <>
          <div ref={listRef} className="flex-1 space-y-3 overflow-y-auto p-4" aria-live="polite">
            <Bubble role="assistant" text={t("tips.welcome")} />
            {messages.map((m, i) => (
              <Bubble key={i} role={m.role} text={m.content} />
            ))}
            {ask.isPending ? (
              <p className="text-sm text-slate-500 italic dark:text-slate-400" role="status">
                {t("tips.thinking")}
              </p>
            ) : null}
          </div>
          <div className="space-y-2 border-t border-slate-200 p-3 dark:border-slate-800">
            {status ? (
              <p className="text-xs text-slate-500 dark:text-slate-400">{t("tips.remaining", { count: status.remainingThisMonth })}</p>
            ) : null}
            <div className="flex flex-wrap gap-2">
              {PROMPTS.map((p) => (
                <button
                  key={p}
                  type="button"
                  className="rounded-full border border-slate-300 px-3 py-1 text-xs text-slate-700 hover:bg-slate-100 disabled:opacity-50 dark:border-slate-700 dark:text-slate-200 dark:hover:bg-slate-800"
                  onClick={() => send(t(`tips.prompts.${p}.question`))}
                  disabled={ask.isPending}
                >
                  {t(`tips.prompts.${p}.label`)}
                </button>
              ))}
            </div>
            <form
              className="flex items-end gap-2"
              onSubmit={(e) => {
                e.preventDefault();
                send(draft);
              }}
            >
              <textarea
                className="max-h-32 min-h-10 flex-1 resize-none rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 focus:border-brand-600 focus:outline-none dark:border-slate-700 dark:bg-slate-950 dark:text-white"
                rows={2}
                value={draft}
                maxLength={TIPS_MESSAGE_MAX}
                onChange={(e) => setDraft(e.target.value)}
                onKeyDown={onKeyDown}
                placeholder={t("tips.placeholder")}
                aria-label={t("tips.inputLabel")}
              />
              <Button type="submit" size="icon" disabled={!draft.trim() || ask.isPending} aria-label={t("tips.send")} title={t("tips.send")}>
                <Send className="h-4 w-4" aria-hidden />
              </Button>
            </form>
          </div>
        </>
      )}
    </aside>
  );
}

function Bubble({ role, text }: { role: TipsHistoryMessage["role"]; text: string }) {
  return (
    <div className={cn("flex", role === "user" ? "justify-end" : "justify-start")}>
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
