import { Toaster } from "sonner";
import { useTheme } from "./theme";

/** Toasts as the spec describes them: at most 20 at once, 350 px wide at most (spec 1 §8). */
export function Toasts() {
  const { effective } = useTheme();
  return (
    <Toaster
      theme={effective}
      position="top-right"
      visibleToasts={20}
      closeButton
      richColors
      style={{ maxWidth: 350 }}
      toastOptions={{ style: { maxWidth: 350 } }}
    />
  );
}
