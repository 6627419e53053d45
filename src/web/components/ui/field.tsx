import { type ReactElement, cloneElement, useId } from "react";
import { cn } from "../../lib/cn";

interface FieldProps {
  label: string;
  error?: string;
  hint?: string;
  optionalLabel?: string;
  /** Shows the required-field asterisk (the control should carry aria-required or required itself). */
  required?: boolean;
  className?: string;
  /** The control; it receives id, aria-invalid and aria-describedby. */
  children: ReactElement<Record<string, unknown>>;
}

/** A labelled form control with its hint and error, wired for screen readers. */
export function Field({ label, error, hint, optionalLabel, required, className, children }: FieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(" ") || undefined;
  return (
    <div className={cn("space-y-1", className)}>
      <label htmlFor={id} className="block text-sm font-medium text-slate-700 dark:text-slate-200">
        {label}
        {required ? (
          <span aria-hidden className="ml-0.5 text-red-600 dark:text-red-400">
            *
          </span>
        ) : null}
        {optionalLabel ? <span className="ml-1 font-normal text-slate-500 dark:text-slate-400">({optionalLabel})</span> : null}
      </label>
      {cloneElement(children, { id, "aria-invalid": error ? true : undefined, "aria-describedby": describedBy })}
      {hint ? (
        <p id={hintId} className="text-xs text-slate-500 dark:text-slate-400">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} role="alert" className="text-sm text-red-600 dark:text-red-400">
          {error}
        </p>
      ) : null}
    </div>
  );
}
