import { X } from "lucide-react";
import { Dialog } from "radix-ui";
import { type ReactNode, useLayoutEffect, useRef } from "react";
import { cn } from "../../lib/cn";

interface ModalProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  title: string;
  description?: string;
  /** Width class of the panel (default max-w-lg). */
  className?: string;
  /** Accessible name of the corner close button; without it there is no corner button. */
  closeLabel?: string;
  /** Called on Escape before the dialog closes; `event.preventDefault()` keeps it open. */
  onEscapeKeyDown?(event: KeyboardEvent): void;
  children: ReactNode;
}

/**
 * A Radix dialog with the app's look. The panel never grows past the viewport: it is a flex column, so a
 * child with `min-h-0 flex-1 overflow-y-auto` scrolls inside it on small screens.
 */
export function Modal({ open, onOpenChange, title, description, className, closeLabel, onEscapeKeyDown, children }: ModalProps) {
  // Radix gives focus back to a Dialog.Trigger; these dialogs are opened from code, so remember what had focus.
  const opener = useRef<HTMLElement | null>(null);
  useLayoutEffect(() => {
    if (open && document.activeElement instanceof HTMLElement && document.activeElement !== document.body) opener.current = document.activeElement;
  }, [open]);
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-950/60" />
        <Dialog.Content
          className={cn(
            "fixed left-1/2 top-1/2 z-50 flex max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 flex-col rounded-2xl bg-white shadow-xl focus:outline-none dark:bg-slate-900",
            className,
          )}
          onEscapeKeyDown={onEscapeKeyDown}
          onCloseAutoFocus={(e) => {
            if (opener.current?.isConnected) {
              e.preventDefault();
              opener.current.focus();
            }
            opener.current = null;
          }}
          {...(description ? {} : { "aria-describedby": undefined })}
        >
          <div className="flex items-start justify-between gap-4 border-b border-slate-200 px-6 py-4 dark:border-slate-800">
            <div>
              <Dialog.Title className="text-lg font-bold text-slate-900 dark:text-white">{title}</Dialog.Title>
              {description ? (
                <Dialog.Description className="mt-1 text-sm text-slate-600 dark:text-slate-400">{description}</Dialog.Description>
              ) : null}
            </div>
            {closeLabel === undefined ? null : (
              <Dialog.Close
                className="-mr-2 rounded-md p-2 text-slate-500 hover:bg-slate-100 hover:text-slate-900 dark:hover:bg-slate-800 dark:hover:text-white"
                aria-label={closeLabel}
              >
                <X className="h-5 w-5" aria-hidden />
              </Dialog.Close>
            )}
          </div>
          {children}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
