import { useSyncExternalStore } from "react";

/** Whether a CSS media query matches now; follows changes (a phone turned, a window resized). */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      if (typeof window.matchMedia !== "function") return () => {};
      const list = window.matchMedia(query);
      list.addEventListener("change", onChange);
      return () => list.removeEventListener("change", onChange);
    },
    () => (typeof window.matchMedia === "function" ? window.matchMedia(query).matches : false),
    () => false,
  );
}

/** Phones: below Tailwind's `sm` (640 px). */
export const PHONE_QUERY = "(max-width: 639.98px)";
/** Below Tailwind's `md` (768 px): side panels become bottom sheets. */
export const NARROW_QUERY = "(max-width: 767.98px)";
