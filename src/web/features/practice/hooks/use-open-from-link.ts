import { useEffect, useRef } from "react";
import { useSearchParams } from "react-router";

/**
 * /conversations?open={id} opens that conversation once (the call if it is active, else its details), then
 * drops the parameter so a reload or Back does not open it again. The home page's first step links here.
 */
export function useOpenFromLink(open: (id: string) => void): void {
  const [params, setParams] = useSearchParams();
  const id = params.get("open");
  const opened = useRef<string | null>(null);
  useEffect(() => {
    if (!id || opened.current === id) return;
    opened.current = id;
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        next.delete("open");
        return next;
      },
      { replace: true },
    );
    open(id);
  }, [id, open, setParams]);
}
