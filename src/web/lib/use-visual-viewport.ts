import { useSyncExternalStore } from "react";

function read(): string {
  const vv = window.visualViewport;
  return vv ? `${Math.round(vv.height)}:${Math.round(vv.offsetTop)}` : "";
}

/**
 * The part of the page the user can see: on a phone with the on-screen keyboard up it is shorter than the layout
 * viewport (iOS, and Android without `interactive-widget=resizes-content`). Null where the browser cannot say.
 */
export function useVisualViewport(): { height: number; top: number } | null {
  const value = useSyncExternalStore(
    (onChange) => {
      const vv = window.visualViewport;
      if (!vv) return () => {};
      vv.addEventListener("resize", onChange);
      vv.addEventListener("scroll", onChange);
      return () => {
        vv.removeEventListener("resize", onChange);
        vv.removeEventListener("scroll", onChange);
      };
    },
    read,
    () => "",
  );
  if (!value) return null;
  const [height, top] = value.split(":").map(Number);
  return { height: height ?? 0, top: top ?? 0 };
}
