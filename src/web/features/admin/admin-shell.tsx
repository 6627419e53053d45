import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";

/** The admin screen's frame: its title and subtitle above the content. */
export function AdminShell({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6">
      <h1 className="text-3xl font-bold text-slate-900 dark:text-white">{t("admin.title")}</h1>
      <p className="mt-2 text-slate-600 dark:text-slate-400">{t("admin.subtitle")}</p>
      <div className="mt-8">{children}</div>
    </div>
  );
}
