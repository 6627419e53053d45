import { SendHorizontal } from "lucide-react";
import { type FormEvent, type KeyboardEvent, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { PRACTICE_LIMITS } from "../../../../contract/practice-rules";
import { Button } from "../../../components/ui/button";
import { inputClass } from "../../../components/ui/input";
import { cn } from "../../../lib/cn";

export interface ComposerProps {
  /**
   * Sends the text. Returns (or resolves to) false when it was not sent, so the composer puts the draft back.
   * Called only with non-blank text and never while `pending`.
   */
  onSend(text: string): boolean | void | Promise<boolean | void>;
  /** A reply is being written: sending waits (spec 2 §5). */
  pending: boolean;
  /** The call is over: nothing more can be sent. */
  disabled?: boolean;
  placeholder?: string;
  autoFocus?: boolean;
  /** The text, when the caller owns it (voice input writes into it); otherwise the composer keeps its own. */
  value?: string;
  onValueChange?(update: (current: string) => string): void;
}

/** The salesperson's text box: Enter sends, Shift+Enter starts a new line; blank text and sends while pending are ignored. */
export function Composer({ onSend, pending, disabled = false, placeholder, autoFocus, value, onValueChange }: ComposerProps) {
  const { t } = useTranslation();
  const [own, setOwn] = useState("");
  const text = value ?? own;
  const setText = (update: string | ((current: string) => string)) => {
    if (onValueChange) onValueChange(typeof update === "function" ? update : () => update);
    else setOwn(update);
  };
  const hintId = useId();
  const blocked = pending || disabled;
  const blank = text.trim() === "";

  const submit = () => {
    if (blocked || blank) return;
    const draft = text;
    setText("");
    const result = onSend(draft.trim());
    void Promise.resolve(result).then((sent) => {
      if (sent === false) setText((current) => (current === "" ? draft : current));
    });
  };

  const onKeyDown = (e: KeyboardEvent<HTMLTextAreaElement>) => {
    if (e.key !== "Enter" || e.shiftKey || e.nativeEvent.isComposing) return;
    e.preventDefault();
    submit();
  };

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    submit();
  };

  return (
    <form onSubmit={onSubmit} className="flex items-end gap-2" aria-label={t("practice.chat.composerLabel")}>
      <div className="min-w-0 flex-1">
        <label className="sr-only" htmlFor={`${hintId}-input`}>
          {t("practice.chat.messageLabel")}
        </label>
        <textarea
          id={`${hintId}-input`}
          value={text}
          onChange={(e) => setText(e.target.value)}
          onKeyDown={onKeyDown}
          rows={2}
          maxLength={PRACTICE_LIMITS.messageMaxChars}
          disabled={disabled}
          autoFocus={autoFocus}
          placeholder={placeholder ?? t("practice.chat.placeholder")}
          aria-describedby={hintId}
          className={cn(inputClass, "max-h-40 min-h-[2.75rem] resize-none max-sm:h-11 disabled:cursor-not-allowed disabled:opacity-60")}
        />
        <p id={hintId} className="mt-1 hidden text-xs text-slate-500 sm:block dark:text-slate-400">
          {t("practice.chat.enterHint")}
        </p>
      </div>
      <Button type="submit" size="icon" className="mb-0 shrink-0 sm:mb-5" disabled={blocked || blank} aria-label={t("practice.chat.send")}>
        <SendHorizontal className="h-5 w-5" aria-hidden />
      </Button>
    </form>
  );
}
