import { Loader2 } from "lucide-react";
import { cn } from "../../lib/cn";

export function Spinner({ label, className }: { label?: string; className?: string }) {
  return (
    <span role="status" className={cn("inline-flex items-center gap-2 text-slate-500 dark:text-slate-400", className)}>
      <Loader2 className="h-5 w-5 animate-spin" aria-hidden />
      {label ? <span>{label}</span> : <span className="sr-only">Loading</span>}
    </span>
  );
}
