import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import type { AdminUserItem, CompanyListItem } from "../../../../contract/companies";
import { Card } from "../../../components/ui/card";
import { cn } from "../../../lib/cn";

function formatDate(iso: string, language: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? "" : new Intl.DateTimeFormat(language, { dateStyle: "medium" }).format(date);
}

function Table({ caption, head, children, compact }: { caption: string; head: string[]; children: ReactNode; compact?: boolean }) {
  return (
    <Card className="overflow-x-auto p-0">
      <table className={cn("w-full text-left text-sm", compact ? "min-w-[420px]" : "min-w-[720px]")}>
        <caption className="sr-only">{caption}</caption>
        <thead className="border-b border-slate-200 bg-slate-50 text-xs uppercase tracking-wide text-slate-500 dark:border-slate-800 dark:bg-slate-800/50 dark:text-slate-400">
          <tr>
            {head.map((h) => (
              <th key={h} scope="col" className="px-4 py-3 font-medium">
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200 text-slate-800 dark:divide-slate-800 dark:text-slate-200">{children}</tbody>
      </table>
    </Card>
  );
}

export function UsersTable({ users, compact }: { users: AdminUserItem[]; compact?: boolean }) {
  const { t, i18n } = useTranslation();
  if (users.length === 0) return <Card className="text-center text-slate-600 dark:text-slate-400">{t("admin.users.empty")}</Card>;
  const head = compact
    ? [t("admin.users.name"), t("admin.users.role"), t("admin.users.created")]
    : [t("admin.users.name"), t("admin.users.role"), t("admin.users.company"), t("admin.users.plan"), t("admin.users.created")];
  return (
    <Table caption={t("admin.users.title")} head={head} compact={compact}>
      {users.map((u) => (
        <tr key={u.id}>
          <td className="px-4 py-3">
            <span className="block font-medium">
              {u.firstName} {u.lastName}
            </span>
            <span className="block break-all text-xs text-slate-500 dark:text-slate-400">{u.email}</span>
          </td>
          <td className="px-4 py-3">
            {t(`admin.roles.${u.role}`)}
            {u.needsPasswordSetup ? (
              <span className="ml-2 rounded-full bg-amber-100 px-2 py-0.5 text-xs text-amber-800 dark:bg-amber-950 dark:text-amber-300">
                {t("admin.users.pendingSetup")}
              </span>
            ) : null}
          </td>
          {compact ? null : (
            <>
              <td className="px-4 py-3">{u.company?.name ?? "—"}</td>
              <td className="px-4 py-3">{t(`plans.${u.subscription.plan}`)}</td>
            </>
          )}
          <td className="whitespace-nowrap px-4 py-3 text-slate-600 dark:text-slate-400">{formatDate(u.createdAt, i18n.language)}</td>
        </tr>
      ))}
    </Table>
  );
}

export function CompaniesTable({ companies, compact }: { companies: CompanyListItem[]; compact?: boolean }) {
  const { t, i18n } = useTranslation();
  if (companies.length === 0) return <Card className="text-center text-slate-600 dark:text-slate-400">{t("admin.companies.empty")}</Card>;
  const head = compact
    ? [t("admin.companies.name"), t("admin.companies.users"), t("admin.companies.created")]
    : [t("admin.companies.name"), t("admin.companies.users"), t("admin.companies.teams"), t("admin.companies.admin"), t("admin.companies.created")];
  return (
    <Table caption={t("admin.companies.title")} head={head} compact={compact}>
      {companies.map((c) => (
        <tr key={c.id}>
          <td className="px-4 py-3">
            <span className="block font-medium">{c.name}</span>
            <span className="block text-xs text-slate-500 dark:text-slate-400">
              {[c.companyId, c.industry, c.size ? t("admin.enterprise.companySizeOption", { size: c.size }) : null].filter(Boolean).join(" · ")}
            </span>
          </td>
          <td className="whitespace-nowrap px-4 py-3 tabular-nums">
            {c.userCount} / {c.subscription.maxUsers}
          </td>
          {compact ? null : (
            <>
              <td className="px-4 py-3 tabular-nums">{c.teamCount}</td>
              <td className="px-4 py-3">
                {c.admin ? (
                  <>
                    <span className="block">
                      {c.admin.firstName} {c.admin.lastName}
                    </span>
                    <span className="block break-all text-xs text-slate-500 dark:text-slate-400">{c.admin.email}</span>
                  </>
                ) : (
                  "—"
                )}
              </td>
            </>
          )}
          <td className="whitespace-nowrap px-4 py-3 text-slate-600 dark:text-slate-400">{formatDate(c.createdAt, i18n.language)}</td>
        </tr>
      ))}
    </Table>
  );
}

/** Search box and pager of the admin lists. */
export function Pager({ page, pages, onPage }: { page: number; pages: number; onPage(page: number): void }) {
  const { t } = useTranslation();
  if (pages <= 1) return null;
  const btn =
    "rounded-lg border border-slate-300 px-3 py-1.5 text-sm font-medium text-slate-700 hover:bg-slate-50 disabled:cursor-not-allowed disabled:opacity-50 dark:border-slate-700 dark:text-slate-200 dark:hover:bg-slate-800";
  return (
    <nav aria-label={t("admin.pager.label")} className="flex items-center justify-between gap-3">
      <button type="button" className={btn} disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {t("admin.pager.previous")}
      </button>
      <span className="text-sm text-slate-600 dark:text-slate-400">{t("admin.pager.pageOf", { page, pages })}</span>
      <button type="button" className={btn} disabled={page >= pages} onClick={() => onPage(page + 1)}>
        {t("admin.pager.next")}
      </button>
    </nav>
  );
}
