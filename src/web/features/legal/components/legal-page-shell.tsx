import type { LucideIcon } from "lucide-react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";

/** The date shown as "last updated" on the terms and privacy pages. */
export const LEGAL_LAST_UPDATED = "2026-11-22";

interface LegalPageShellProps {
  icon: LucideIcon;
  title: string;
  intro: string;
  /** Show the "last updated" line (terms and privacy). */
  showLastUpdated?: boolean;
  children: ReactNode;
}

/** Shared page frame of the terms, privacy and contact pages: a heading block and the content below it. */
export function LegalPageShell({ icon: Icon, title, intro, showLastUpdated, children }: LegalPageShellProps) {
  const { t, i18n } = useTranslation();
  const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: "long", timeZone: "UTC" }).format(new Date(`${LEGAL_LAST_UPDATED}T00:00:00Z`));
  return (
    <div className="mx-auto max-w-3xl px-4 py-12 sm:px-6 sm:py-16">
      <header className="mb-10">
        <span className="inline-flex h-12 w-12 items-center justify-center rounded-xl bg-brand-50 text-brand-700 dark:bg-slate-800 dark:text-indigo-300">
          <Icon className="h-6 w-6" aria-hidden />
        </span>
        <h1 className="mt-4 text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl dark:text-white">{title}</h1>
        <p className="mt-3 text-lg leading-relaxed text-slate-600 dark:text-slate-300">{intro}</p>
        {showLastUpdated ? <p className="mt-3 text-sm text-slate-500 dark:text-slate-400">{t("legal.lastUpdated", { date })}</p> : null}
      </header>
      {children}
    </div>
  );
}
