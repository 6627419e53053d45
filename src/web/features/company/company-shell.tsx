import type { ReactNode } from "react";
import { Card } from "../../components/ui/card";

/** The company screen's frame: the title (and subtitle, actions) above the content. */
export function CompanyShell({ title, subtitle, actions, children }: { title: string; subtitle?: string; actions?: ReactNode; children: ReactNode }) {
  return (
    <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6">
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div className="min-w-0">
          <h1 className="break-words text-3xl font-bold text-slate-900 dark:text-white">{title}</h1>
          {subtitle ? <p className="mt-1 text-slate-600 dark:text-slate-400">{subtitle}</p> : null}
        </div>
        {actions}
      </div>
      <div className="mt-8 space-y-6">{children}</div>
    </div>
  );
}

/** A card with its content centred (the company screen's states). */
export function CenteredCard({ children }: { children: ReactNode }) {
  return <Card className="flex flex-col items-center gap-3 text-center">{children}</Card>;
}
