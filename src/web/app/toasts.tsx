import { lazy, Suspense, useState, useSyncExternalStore } from "react";
import type { createRouter } from "./router";
import { useAuth } from "../lib/auth";
import { useTheme } from "../lib/theme";

// The toast library arrives with the first screen that can toast, not with a visitor's home page, which never
// does. Toasts created before it mounts are shown when it does (sonner replays them to a new Toaster).
const Toaster = lazy(() => import("sonner").then((m) => ({ default: m.Toaster })));

type AppRouter = ReturnType<typeof createRouter>;

/**
 * Toasts as the spec describes them: at most 20 at once, 350 px wide at most (spec 1 §8). They sit at the top
 * centre below the 64 px header, so they never cover the language, theme or account controls at its right (nor a
 * call's composer at the bottom); their colours are set in styles.css to read at 4.5:1 in both themes.
 */
export function Toasts({ router }: { router: AppRouter }) {
  const { effective } = useTheme();
  const { user } = useAuth();
  const pathname = useSyncExternalStore(router.subscribe, () => router.state.location.pathname);
  // Once mounted it stays, so a toast survives the way back to the home page.
  const [needed, setNeeded] = useState(false);
  if (!needed && (user !== null || pathname !== "/")) setNeeded(true);
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <Toaster
        theme={effective}
        position="top-center"
        offset={{ top: 72 }}
        mobileOffset={{ top: 72, left: 12, right: 12 }}
        visibleToasts={20}
        closeButton
        richColors
        style={{ maxWidth: 350 }}
        toastOptions={{ style: { maxWidth: 350 } }}
      />
    </Suspense>
  );
}
