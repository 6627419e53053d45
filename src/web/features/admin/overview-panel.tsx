import { useQuery } from "@tanstack/react-query";
import { Activity, Building2, CreditCard, Users } from "lucide-react";
import { lazy, type ReactNode, Suspense } from "react";
import { useTranslation } from "react-i18next";
import { COMPANY_LIMITS } from "../../../contract/companies";
import { Card } from "../../components/ui/card";
import { Spinner } from "../../components/ui/spinner";
import { ADMIN_KEYS, adminApi } from "./api/admin-api";
import { ListStates, PanelHeader } from "./components/list-states";
import { CompaniesTable, UsersTable } from "./components/tables";

const UsageChart = lazy(() => import("./usage-chart"));

function Stat({ icon, label, children, testId }: { icon: ReactNode; label: string; children: ReactNode; testId: string }) {
  return (
    <Card className="flex items-start gap-4 p-5">
      <span className="rounded-xl bg-brand-50 p-3 text-brand-700 dark:bg-brand-600/20 dark:text-brand-100" aria-hidden>
        {icon}
      </span>
      <div className="min-w-0">
        <p className="text-sm text-slate-600 dark:text-slate-400">{label}</p>
        <div className="text-2xl font-bold tabular-nums text-slate-900 dark:text-white" data-testid={testId}>
          {children}
        </div>
      </div>
    </Card>
  );
}

/** Overview (spec 3 §2): four stat cards, conversations per day, the newest users and companies. */
export function OverviewPanel() {
  const { t } = useTranslation();
  const query = useQuery({ queryKey: ADMIN_KEYS.dashboard, queryFn: ({ signal }) => adminApi.dashboard(signal) });
  const days = COMPANY_LIMITS.usageDays;
  const usage = useQuery({ queryKey: ADMIN_KEYS.usage(days), queryFn: ({ signal }) => adminApi.usage(days, signal) });
  const d = query.data;
  return (
    <section aria-labelledby="admin-overview-heading" className="space-y-6">
      <PanelHeader id="admin-overview-heading" title={t("admin.tabs.overview")} query={query} />
      <ListStates query={query} empty="" isEmpty={false}>
        {d ? (
          <div className="space-y-8">
            <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
              <Stat icon={<Users className="h-6 w-6" />} label={t("admin.overview.totalUsers")} testId="stat-users">
                {d.stats.totalUsers}
              </Stat>
              <Stat icon={<Building2 className="h-6 w-6" />} label={t("admin.overview.totalCompanies")} testId="stat-companies">
                {d.stats.totalCompanies}
              </Stat>
              <Stat icon={<Activity className="h-6 w-6" />} label={t("admin.overview.activeUsers")} testId="stat-active">
                {d.stats.activeUsers}
              </Stat>
              <Stat icon={<CreditCard className="h-6 w-6" />} label={t("admin.overview.subscriptions")} testId="stat-plans">
                <ul className="mt-1 space-y-0.5 text-sm font-normal">
                  {d.stats.subscriptionStats.map((s) => (
                    <li key={s.plan} className="flex justify-between gap-3">
                      <span className="text-slate-600 dark:text-slate-400">{t(`plans.${s.plan}`)}</span>
                      <span className="font-semibold tabular-nums">{s.count}</span>
                    </li>
                  ))}
                </ul>
              </Stat>
            </div>
            <Card className="space-y-3">
              <div className="flex flex-wrap items-baseline justify-between gap-2">
                <h3 className="font-semibold text-slate-900 dark:text-white">{t("admin.overview.usage.title", { days })}</h3>
                {usage.data ? (
                  <p className="text-sm text-slate-600 dark:text-slate-400">{t("admin.overview.usage.total", { count: usage.data.total })}</p>
                ) : null}
              </div>
              {usage.isPending ? (
                <Spinner label={t("admin.loading")} />
              ) : usage.isError ? (
                <p className="text-sm text-red-700 dark:text-red-400">{t("admin.loadFailed")}</p>
              ) : (
                <Suspense fallback={<Spinner label={t("admin.loading")} />}>
                  <UsageChart series={usage.data.series} />
                </Suspense>
              )}
            </Card>
            <div className="grid gap-6 lg:grid-cols-2">
              <section className="space-y-3">
                <h3 className="font-semibold text-slate-900 dark:text-white">{t("admin.overview.recentUsers")}</h3>
                <UsersTable users={d.recentUsers} compact />
              </section>
              <section className="space-y-3">
                <h3 className="font-semibold text-slate-900 dark:text-white">{t("admin.overview.recentCompanies")}</h3>
                <CompaniesTable companies={d.recentCompanies} compact />
              </section>
            </div>
          </div>
        ) : null}
      </ListStates>
    </section>
  );
}
