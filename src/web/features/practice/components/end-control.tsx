import { Flag } from "lucide-react";
import { Popover } from "radix-ui";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { PRACTICE_LIMITS } from "../../../../contract/practice-rules";
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
  /**
   * A phone's call header: a short label, and while ending is not yet possible a tap says why in a popover
   * instead of a line of text under the button.
   */
  compact?: boolean;
}

/**
 * Ends the call and asks for the rating, after the salesperson confirms (ending cannot be undone). Before enough
 * messages it is disabled and says "Available after a few more messages": the spec keeps the count hidden.
 */
export function EndControl({ userMessageCount, callEnded = false, pending, ending, onEnd, compact = false }: EndControlProps) {
  const { t } = useTranslation();
  const hintId = useId();
  const available = canEnd(userMessageCount, callEnded);
  const [confirming, setConfirming] = useState(false);
  const [hintOpen, setHintOpen] = useState(false);
  const confirm = (
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
  );
  if (compact) {
    const blocked = !available || pending || ending;
    return (
      <Popover.Root open={hintOpen} onOpenChange={setHintOpen}>
        {confirm}
        <Popover.Anchor asChild>
          <Button
            variant="danger"
            size="sm"
            className="h-9 px-2.5"
            onClick={() => (blocked ? setHintOpen(!available) : setConfirming(true))}
            aria-disabled={blocked}
            aria-label={t("practice.chat.end")}
            aria-describedby={available ? undefined : hintId}
            data-testid="end-conversation"
          >
            {ending ? <Spinner className="text-white" /> : <Flag className="h-4 w-4" aria-hidden />}
            {t("practice.chat.endShort")}
          </Button>
        </Popover.Anchor>
        <span id={hintId} className="sr-only">
          {available ? null : t("practice.chat.endAvailableLater")}
        </span>
        <Popover.Portal>
          <Popover.Content
            side="bottom"
            align="end"
            sideOffset={6}
            collisionPadding={8}
            className="z-[70] max-w-[16rem] rounded-lg border border-slate-200 bg-white px-3 py-2 text-sm text-slate-700 shadow-lg dark:border-slate-700 dark:bg-slate-900 dark:text-slate-200"
            data-testid="end-hint"
          >
            {t("practice.chat.endAvailableLater")}
          </Popover.Content>
        </Popover.Portal>
      </Popover.Root>
    );
  }
  return (
    <div className="flex flex-col items-end gap-1">
      {confirm}
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
