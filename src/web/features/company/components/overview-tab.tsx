import { Building2, CreditCard, Users, UsersRound } from "lucide-react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { COMPANY_LIMITS } from "../../../../contract/companies";
import { Card } from "../../../components/ui/card";
import type { CompanyDetails } from "../api/company-api";
import { formatDate } from "../lib/format";
import { RoleBadge } from "./badges";
import { TeamCard } from "./team-card";

function StatCard({ icon, label, value, testId }: { icon: ReactNode; label: string; value: ReactNode; testId: string }) {
  return (
    <Card className="flex items-center gap-4 p-5">
      <span className="rounded-xl bg-brand-50 p-3 text-brand-700 dark:bg-brand-600/20 dark:text-brand-100" aria-hidden>
        {icon}
      </span>
      <div>
        <p className="text-sm text-slate-600 dark:text-slate-400">{label}</p>
        <p className="text-2xl font-bold tabular-nums text-slate-900 dark:text-white" data-testid={testId}>
          {value}
        </p>
      </div>
    </Card>
  );
}

/** Overview (spec 3 §2): user count against maxUsers (super admins excluded), team count, plan, first 5 users, team cards. */
export function OverviewTab({ company }: { company: CompanyDetails }) {
  const { t, i18n } = useTranslation();
  const first = company.users.slice(0, COMPANY_LIMITS.overviewUsers);
  return (
    <div className="space-y-8">
      <div className="grid gap-4 sm:grid-cols-3">
        <StatCard
          icon={<Users className="h-6 w-6" />}
          label={t("company.overview.users")}
          value={t("company.overview.usersOfMax", { count: company.userCount, max: company.subscription.maxUsers })}
          testId="overview-users"
        />
        <StatCard icon={<UsersRound className="h-6 w-6" />} label={t("company.overview.teams")} value={company.teamCount} testId="overview-teams" />
        <StatCard
          icon={<CreditCard className="h-6 w-6" />}
          label={t("company.overview.plan")}
          value={t(`plans.${company.subscription.plan}`)}
          testId="overview-plan"
        />
      </div>
      <section aria-labelledby="overview-users-heading" className="space-y-3">
        <h2 id="overview-users-heading" className="text-lg font-semibold text-slate-900 dark:text-white">
          {t("company.overview.recentUsers")}
        </h2>
        {first.length === 0 ? (
          <Card className="text-center text-slate-600 dark:text-slate-400">{t("company.users.empty")}</Card>
        ) : (
          <Card className="p-0">
            <ul className="divide-y divide-slate-200 dark:divide-slate-800">
              {first.map((u) => (
                <li key={u._id} className="flex flex-wrap items-center justify-between gap-2 px-5 py-3">
                  <span className="min-w-0">
                    <span className="block truncate font-medium text-slate-900 dark:text-white">
                      {u.firstName} {u.lastName}
                    </span>
                    <span className="block truncate text-sm text-slate-600 dark:text-slate-400">{u.email}</span>
                  </span>
                  <span className="flex items-center gap-3 text-sm text-slate-500 dark:text-slate-400">
                    <RoleBadge role={u.role} />
                    <span>{t("company.overview.joined", { date: formatDate(u.companyJoinedAt ?? u.createdAt, i18n.language) })}</span>
                  </span>
                </li>
              ))}
            </ul>
          </Card>
        )}
      </section>
      <section aria-labelledby="overview-teams-heading" className="space-y-3">
        <h2 id="overview-teams-heading" className="text-lg font-semibold text-slate-900 dark:text-white">
          {t("company.overview.teamsHeading")}
        </h2>
        {company.teams.length === 0 ? (
          <Card className="flex flex-col items-center gap-2 text-center text-slate-600 dark:text-slate-400">
            <Building2 className="h-8 w-8 text-slate-300 dark:text-slate-600" aria-hidden />
            {t("company.teams.empty")}
          </Card>
        ) : (
          <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {company.teams.map((team) => (
              <TeamCard key={team._id} team={team} />
            ))}
          </div>
        )}
      </section>
    </div>
  );
}
