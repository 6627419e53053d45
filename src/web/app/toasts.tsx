import { Toaster } from "sonner";
import { useTheme } from "./theme";

/**
 * Toasts as the spec describes them: at most 20 at once, 350 px wide at most (spec 1 §8). They sit at the top
 * centre below the 64 px header, so they never cover the language, theme or account controls at its right (nor a
 * call's composer at the bottom); their colours are set in styles.css to read at 4.5:1 in both themes.
 */
export function Toasts() {
  const { effective } = useTheme();
  return (
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
  );
}
