import { createContext, lazy, type ReactNode, Suspense, useContext, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { useAuth } from "../../lib/auth";
import { type FeedbackContext, type FeedbackFormValues, feedbackContext, sendFeedback } from "./send-feedback";

type State = "closed" | "open" | "thanks";

// The dialogs (a form library, the contract's schema, the dialog primitives) load on first open, not with every page.
const FeedbackFormDialog = lazy(() => import("./components/feedback-form-dialog").then((m) => ({ default: m.FeedbackFormDialog })));
const FeedbackThanksDialog = lazy(() => import("./components/feedback-thanks-dialog").then((m) => ({ default: m.FeedbackThanksDialog })));

/** Opens the beta feedback form; null for visitors, who cannot send feedback. */
const OpenFeedback = createContext<(() => void) | null>(null);

export function useOpenFeedback(): (() => void) | null {
  return useContext(OpenFeedback);
}

/**
 * Beta feedback (spec 1 §2, §4) for signed-in users: closed -> open -> (submitting) -> thank-you; the request goes
 * out in the background after the thank-you shows, and "Feedback submitted successfully" confirms it arrived. It opens from the user menu in the header rather than a
 * floating button, so nothing floats over the page's content or its footer.
 */
export function FeedbackProvider({ children }: { children: ReactNode }) {
  const { user } = useAuth();
  const { t } = useTranslation();
  const [state, setState] = useState<State>("closed");
  const [context, setContext] = useState<FeedbackContext | null>(null);
  const open = useMemo(
    () =>
      user
        ? () => {
            setContext(feedbackContext(user));
            setState("open");
          }
        : null,
    [user],
  );
  const onSubmit = (values: FeedbackFormValues) => {
    if (!user) return;
    setState("thanks");
    // Once it has arrived, the spec's success message (spec 1 §8); a failure stays in the console only.
    // The toast library is imported here, not at the top: this provider is on every page, a visitor's home page too.
    void sendFeedback(values, feedbackContext(user)).then(async (sent) => {
      if (sent) (await import("sonner")).toast.success(t("feedback.submitted"));
    });
  };

  return (
    <OpenFeedback.Provider value={open}>
      {children}
      {user && state !== "closed" ? (
        <Suspense fallback={null}>
          <FeedbackFormDialog open={state === "open"} onOpenChange={(isOpen) => setState(isOpen ? "open" : "closed")} context={context} onSubmit={onSubmit} />
          <FeedbackThanksDialog open={state === "thanks"} onClose={() => setState("closed")} />
        </Suspense>
      ) : null}
    </OpenFeedback.Provider>
  );
}
