import { Slot } from "radix-ui";
import type { ButtonHTMLAttributes, Ref } from "react";
import { cn } from "../../lib/cn";

// Unusable buttons look it in both themes: grey, no hover, no brand colour (a half-transparent brand fill read as
// "enabled" on a dark page).
const OFF_FILLED = "off:bg-slate-200 off:text-slate-500 dark:off:bg-slate-800 dark:off:text-slate-500";
const VARIANTS = {
  primary: `bg-brand-600 text-white on:hover:bg-brand-700 ${OFF_FILLED}`,
  secondary:
    "border border-slate-300 bg-white text-slate-900 on:hover:bg-slate-50 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100 dark:on:hover:bg-slate-800 " +
    "off:border-slate-200 off:bg-slate-50 off:text-slate-400 dark:off:border-slate-800 dark:off:bg-slate-900 dark:off:text-slate-600",
  ghost: "text-slate-700 on:hover:bg-slate-100 dark:text-slate-200 dark:on:hover:bg-slate-800 off:text-slate-400 dark:off:text-slate-600",
  danger: `bg-red-600 text-white on:hover:bg-red-700 ${OFF_FILLED}`,
} as const;

const SIZES = { sm: "h-8 px-3 text-sm", md: "h-10 px-4 text-sm", lg: "h-12 px-6 text-base", icon: "h-10 w-10" } as const;

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: keyof typeof VARIANTS;
  size?: keyof typeof SIZES;
  /** Render the child element (a link) with button styles. */
  asChild?: boolean;
  ref?: Ref<HTMLButtonElement>;
}

export function Button({ variant = "primary", size = "md", asChild, className, type, ...props }: ButtonProps) {
  const Comp = asChild ? Slot.Root : "button";
  return (
    <Comp
      type={asChild ? undefined : (type ?? "button")}
      className={cn(
        "inline-flex items-center justify-center gap-2 rounded-lg font-medium transition-colors off:cursor-not-allowed",
        VARIANTS[variant],
        SIZES[size],
        className,
      )}
      {...props}
    />
  );
}
