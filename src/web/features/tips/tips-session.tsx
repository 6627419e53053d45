import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { createContext, type ReactNode, useCallback, useContext, useMemo, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { TIPS_HISTORY_MAX } from "../../../contract/tips-rules";
import type { AiTipsStatus, TipsHistoryMessage } from "../../../contract/tips";
import { ApiError } from "../../lib/api";
import { translateKeyedError } from "../../lib/messages";
import { currentLanguage } from "../../lib/i18n";
import { askTips, TIPS_USAGE_KEY, tipsUsage } from "./tips-api";

export type TipsPanelState = "closed" | "expanded" | "minimised";

export interface TipsSession {
  state: TipsPanelState;
  /** Opens (or expands) the panel and puts the cursor in its text box. */
  open(): void;
  minimise(): void;
  /** Closes the panel and gives focus back to the button that opens it. */
  close(): void;
  /** True once after `open()` or `minimise()`, so a panel that mounts already open (a call started with tips open) keeps focus where it is. */
  takeFocusRequest(): boolean;
  /** The newest mounted "Sales tips" button: focus goes back to it when the panel closes. */
  registerToggle(el: HTMLButtonElement | null): void;
  status: AiTipsStatus | undefined;
  locked: boolean;
  messages: TipsHistoryMessage[];
  clear(): void;
  draft: string;
  setDraft(text: string): void;
  send(text: string): void;
  thinking: boolean;
}

const TipsContext = createContext<TipsSession | null>(null);

/** The tips panel's one conversation, shared by the page's panel and the one beside a call (spec 2 §2, §5, §8). */
export function TipsProvider({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const qc = useQueryClient();
  const [state, setState] = useState<TipsPanelState>("closed");
  const [messages, setMessages] = useState<TipsHistoryMessage[]>([]);
  const [draft, setDraft] = useState("");
  const focusRequest = useRef(false);
  const toggles = useRef<HTMLButtonElement[]>([]);
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
      if (e instanceof ApiError && e.status === 429) {
        toast.error(translateKeyedError(t, e, "tips.limitReached"));
        void qc.invalidateQueries({ queryKey: TIPS_USAGE_KEY });
        return;
      }
      toast.error(translateKeyedError(t, e, "tips.failed"));
      setMessages((m) => [...m, { role: "assistant", content: t("tips.apology") }]);
    },
  });

  // Stable, so a toggle registers once when it mounts (the newest mounted one, the call's, gets focus back).
  const registerToggle = useCallback((el: HTMLButtonElement | null) => {
    toggles.current = toggles.current.filter((x) => x.isConnected && x !== el);
    if (el) toggles.current.push(el);
  }, []);

  const send = useCallback(
    (text: string) => {
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
    },
    [ask, locked, messages, status, t],
  );

  const session = useMemo<TipsSession>(
    () => ({
      state,
      open: () => {
        focusRequest.current = true;
        setState("expanded");
      },
      minimise: () => {
        focusRequest.current = true;
        setState("minimised");
      },
      close: () => {
        setState("closed");
        // After React has removed the panel, so the button is where focus lands (and stays).
        requestAnimationFrame(() =>
          toggles.current
            .filter((x) => x.isConnected)
            .at(-1)
            ?.focus(),
        );
      },
      takeFocusRequest: () => {
        const requested = focusRequest.current;
        focusRequest.current = false;
        return requested;
      },
      registerToggle,
      status,
      locked,
      messages,
      clear: () => setMessages([]),
      draft,
      setDraft,
      send,
      thinking: ask.isPending,
    }),
    [state, status, locked, messages, draft, send, ask.isPending, registerToggle],
  );
  return <TipsContext.Provider value={session}>{children}</TipsContext.Provider>;
}

export function useTips(): TipsSession | null {
  return useContext(TipsContext);
}
