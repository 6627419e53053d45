import { useCallback, useEffect, useId, useState } from "react";
import { messageId } from "../components/message-list";

/**
 * A quote of the scorecard shows its message: the transcript scrolls to it, the message is highlighted and takes
 * the focus (so a keyboard or screen-reader user lands on it too).
 */
export function useShowMessage() {
  const idPrefix = `msg${useId().replace(/[^a-zA-Z0-9_-]/g, "")}`;
  const [shown, setShown] = useState<{ index: number; at: number } | null>(null);
  useEffect(() => {
    if (!shown) return;
    const el = document.getElementById(messageId(idPrefix, shown.index));
    if (!el) return;
    const reduce = window.matchMedia?.("(prefers-reduced-motion: reduce)").matches;
    el.scrollIntoView?.({ block: "center", behavior: reduce ? "auto" : "smooth" });
    el.focus({ preventScroll: true });
  }, [shown, idPrefix]);
  const show = useCallback((index: number) => setShown({ index, at: Date.now() }), []);
  return { idPrefix, highlight: shown?.index ?? null, show };
}
