import { Flag } from "lucide-react";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { PRACTICE_LIMITS } from "../../../../contract/practice";
import { Button } from "../../../components/ui/button";
import { ConfirmDialog } from "../../../components/ui/confirm-dialog";
import { Spinner } from "../../../components/ui/spinner";

/** Whether the call may be ended: the server rates only after a few messages from the salesperson. */
export function canEnd(userMessageCount: number, callEnded = false): boolean {
  // A call the customer ended can be rated after any exchange.
  return userMessageCount >= (callEnded ? 1 : PRACTICE_LIMITS.minUserMessagesToEnd);
}

export interface EndControlProps {
  userMessageCount: number;
  /** The customer ended the call. */
  callEnded?: boolean;
  /** A reply is still being written. */
  pending: boolean;
  ending: boolean;
  onEnd(): void;
}

/**
 * Ends the call and asks for the rating, after the salesperson confirms (ending cannot be undone). Before enough
 * messages it is disabled and says "Available after a few more messages": the spec keeps the count hidden.
 */
export function EndControl({ userMessageCount, callEnded = false, pending, ending, onEnd }: EndControlProps) {
  const { t } = useTranslation();
  const hintId = useId();
  const available = canEnd(userMessageCount, callEnded);
  const [confirming, setConfirming] = useState(false);
  return (
    <div className="flex flex-col items-end gap-1">
      <ConfirmDialog
        open={confirming}
        title={t("practice.chat.endConfirmTitle")}
        description={callEnded ? t("practice.chat.endConfirmBodyEnded") : t("practice.chat.endConfirmBody")}
        confirmLabel={t("practice.chat.end")}
        cancelLabel={callEnded ? t("practice.chat.endConfirmCancelEnded") : t("practice.chat.endConfirmCancel")}
        danger={false}
        onConfirm={() => {
          setConfirming(false);
          onEnd();
        }}
        onCancel={() => setConfirming(false)}
      />
      <Button
        variant="danger"
        size="sm"
        onClick={() => setConfirming(true)}
        disabled={!available || pending || ending}
        aria-describedby={available ? undefined : hintId}
        data-testid="end-conversation"
      >
        {ending ? <Spinner className="text-white" /> : <Flag className="h-4 w-4" aria-hidden />}
        {ending ? t("practice.chat.ending") : t("practice.chat.end")}
      </Button>
      {available ? null : (
        <p id={hintId} className="text-xs text-slate-500 dark:text-slate-400">
          {t("practice.chat.endAvailableLater")}
        </p>
      )}
    </div>
  );
}
