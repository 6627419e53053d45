import { MessageSquarePlus } from "lucide-react";
import { lazy, Suspense, useState } from "react";
import { useTranslation } from "react-i18next";
import { useAuth } from "../../app/auth";
import { type FeedbackContext, type FeedbackFormValues, feedbackContext, sendFeedback } from "./send-feedback";

type State = "closed" | "open" | "thanks";

// The dialogs (a form library, the contract's schema, the dialog primitives) load on first open, not with every page.
const FeedbackFormDialog = lazy(() => import("./components/feedback-form-dialog").then((m) => ({ default: m.FeedbackFormDialog })));
const FeedbackThanksDialog = lazy(() => import("./components/feedback-thanks-dialog").then((m) => ({ default: m.FeedbackThanksDialog })));

/**
 * Beta feedback (spec 1 §2, §4): a floating button for signed-in users; closed -> open -> (submitting) ->
 * thank-you. The request goes out in the background after the thank-you shows.
 */
export function FeedbackWidget() {
  const { t } = useTranslation();
  const { user } = useAuth();
  const [state, setState] = useState<State>("closed");
  const [context, setContext] = useState<FeedbackContext | null>(null);
  if (!user) return null;

  const openForm = () => {
    setContext(feedbackContext(user));
    setState("open");
  };
  const onSubmit = (values: FeedbackFormValues) => {
    setState("thanks");
    void sendFeedback(values, feedbackContext(user));
  };

  return (
    <>
      <button
        type="button"
        onClick={openForm}
        aria-haspopup="dialog"
        className="fixed bottom-4 right-4 z-40 inline-flex items-center gap-2 rounded-full bg-brand-600 px-4 py-3 text-sm font-medium text-white shadow-lg transition-colors hover:bg-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
      >
        <MessageSquarePlus className="h-5 w-5" aria-hidden />
        <span className="sr-only sm:not-sr-only">{t("feedback.button")}</span>
      </button>
      {state !== "closed" ? (
        <Suspense fallback={null}>
          <FeedbackFormDialog
            open={state === "open"}
            onOpenChange={(open) => setState(open ? "open" : "closed")}
            context={context}
            onSubmit={onSubmit}
          />
          <FeedbackThanksDialog open={state === "thanks"} onClose={() => setState("closed")} />
        </Suspense>
      ) : null}
    </>
  );
}
