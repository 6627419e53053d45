import { X } from "lucide-react";
import { Dialog } from "radix-ui";
import { type CSSProperties, type ReactNode, useLayoutEffect, useRef } from "react";
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
  /** Buttons beside the corner close button (the call puts its tips and, on a phone, End there). */
  actions?: ReactNode;
  /** On a phone the header takes one line: a smaller title and the description cut to one line. */
  dense?: boolean;
  style?: CSSProperties;
  children: ReactNode;
}

/**
 * A Radix dialog with the app's look. The panel never grows past the viewport: it is a flex column, so a
 * child with `min-h-0 flex-1 overflow-y-auto` scrolls inside it on small screens.
 */
export function Modal({ open, onOpenChange, title, description, className, closeLabel, onEscapeKeyDown, actions, dense = false, style, children }: ModalProps) {
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
          style={style}
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
          <div
            className={cn(
              "flex items-start justify-between gap-4 border-b border-slate-200 px-6 py-4 dark:border-slate-800",
              dense && "max-sm:items-center max-sm:gap-2 max-sm:px-4 max-sm:py-2",
            )}
          >
            <div className="min-w-0">
              <Dialog.Title className={cn("text-lg font-bold text-slate-900 dark:text-white", dense && "max-sm:truncate max-sm:text-base")}>
                {title}
              </Dialog.Title>
              {description ? (
                <Dialog.Description className={cn("mt-1 text-sm text-slate-600 dark:text-slate-400", dense && "max-sm:mt-0 max-sm:truncate max-sm:text-xs")}>
                  {description}
                </Dialog.Description>
              ) : null}
            </div>
            <div className="flex shrink-0 items-center gap-1">
              {actions}
              {closeLabel === undefined ? null : (
                <Dialog.Close
                  className={cn(
                    "rounded-md p-2 text-slate-500 hover:bg-slate-100 hover:text-slate-900 dark:text-slate-400 dark:hover:bg-slate-800 dark:hover:text-white",
                    actions ? null : "-mr-2",
                  )}
                  aria-label={closeLabel}
                >
                  <X className="h-5 w-5" aria-hidden />
                </Dialog.Close>
              )}
            </div>
          </div>
          {children}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
