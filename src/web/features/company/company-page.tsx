import { useQuery, useQueryClient } from "@tanstack/react-query";
import { Building2, Trash2 } from "lucide-react";
import { Tabs } from "radix-ui";
import { lazy, Suspense, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useSearchParams } from "react-router";
import { canReadAnalytics } from "../../../contract/analytics-rules";
import { canManageApiKeys } from "../../../contract/api-keys";
import { canManageWebhooks } from "../../../contract/webhooks";
import {
  canDeleteCompany,
  canManageScenarios,
  isCompanyAdminOf,
  canSeeCompanyArea,
  canSetUpOwnTeam,
  isSuperAdminActor,
} from "../../../contract/company-permissions";
import { useUser } from "../../lib/require-user";
import { Alert } from "../../components/ui/alert";
import { Button } from "../../components/ui/button";
import { inputClass } from "../../components/ui/input";
import { Spinner } from "../../components/ui/spinner";
import { cn } from "../../lib/cn";
import { COMPANY_KEYS, companyApi, type CompanyDetails, type DeleteCompanyResult, errorText } from "./api/company-api";
import { DeleteCompanyDialog, DeleteCompanyResultAlert } from "./components/delete-company-dialog";
import { LeaderboardPanel } from "./components/leaderboard-panel";
import { OverviewTab } from "./components/overview-tab";
import { SetUpTeam } from "./components/set-up-team";
import { tabTriggerClass } from "./components/tabs";
import { CenteredCard, CompanyShell } from "./company-shell";
import { TeamsTab } from "./components/teams-tab";
import { UsersTab } from "./components/users-tab";
import { ScenariosTab } from "../company-scenarios/scenarios-tab";
import { AssignmentsTab } from "../assignments/assignments-tab";
import { CompanyCertificatesTab } from "../certificates/company-certificates";
import { ApiKeysTab } from "../api-keys/api-keys-tab";
import { BrandingTab } from "../branding/branding-tab";
import { canManageBranding } from "../../../contract/branding-rules";

import { WebhooksTab } from "../webhooks/webhooks-tab";
import { SsoTab } from "../sso/sso-tab";
import { canManageSso } from "../../../contract/sso";

// Charts (recharts) load with the tab, only for those who open it (docs/decisions/015, 025).
const AnalyticsTab = lazy(() => import("../analytics/analytics-tab"));

const TABS = [
  "overview",
  "users",
  "teams",
  "leaderboard",
  "analytics",
  "scenarios",
  "assignments",
  "certificates",
  "apiKeys",
  "webhooks",
  "sso",
  "branding",
] as const;
type Tab = (typeof TABS)[number];

/** The company area of one company: the four tabs (spec 3 §2). */
function CompanyTabs({ company }: { company: CompanyDetails }) {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const user = useUser();
  const tabs = visibleTabs(user, company);
  const requested = params.get("tab");
  const tab: Tab = tabs.find((x) => x === requested) ?? "overview";
  const users = useCompanyUsers(company.id);
  return (
    <Tabs.Root
      value={tab}
      onValueChange={(value) =>
        setParams(
          (prev) => {
            const next = new URLSearchParams(prev);
            if (value === "overview") next.delete("tab");
            else next.set("tab", value);
            return next;
          },
          { replace: true },
        )
      }
    >
      <Tabs.List
        aria-label={t("company.tabs.label")}
        className="flex gap-x-1 overflow-x-auto border-b border-slate-200 sm:flex-wrap sm:overflow-visible dark:border-slate-800"
      >
        {tabs.map((x) => (
          <Tabs.Trigger key={x} value={x} className={tabTriggerClass}>
            {t(`company.tabs.${x}`)}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      {tabs.map((x) => (
        <Tabs.Content key={x} value={x} className="pt-6 focus:outline-none">
          <TabPanel tab={x} company={company} users={users} />
        </Tabs.Content>
      ))}
    </Tabs.Root>
  );
}

/** The tabs this user sees of this company, in TABS order. */
function visibleTabs(user: ReturnType<typeof useUser>, company: CompanyDetails): Tab[] {
  // The Scenarios, Assignments and Certificates tabs (issue 17) are for those who manage them: company admins and
  // team leaders (a team leader's certificates are their team's).
  // API keys, webhooks and single sign-on (issue 18): the company's own admins, on the Enterprise plan.
  const manages = canManageScenarios(user, company.id);
  const ownEnterprise = user.companyId === company.id && company.subscription.plan === "enterprise";
  // Analytics (issue 18): company admins (whole company) and team leaders (their own team).
  const analytics = canReadAnalytics(user, company.id);
  return TABS.filter(
    (x) =>
      ((x !== "scenarios" && x !== "assignments" && x !== "certificates") || manages) &&
      (x !== "analytics" || analytics) &&
      (x !== "apiKeys" || (canManageApiKeys(user) && ownEnterprise)) &&
      (x !== "webhooks" || (canManageWebhooks(user) && ownEnterprise)) &&
      (x !== "sso" || (canManageSso(user) && ownEnterprise)) &&
      (x !== "branding" || (canManageBranding(user) && ownEnterprise)),
  );
}

/** One tab's content. */
function TabPanel({ tab, company, users }: { tab: Tab; company: CompanyDetails; users: ReturnType<typeof useCompanyUsers> }) {
  const { t } = useTranslation();
  const user = useUser();
  switch (tab) {
    case "overview":
      return <OverviewTab company={company} />;
    case "users":
      return <UsersTab companyId={company.id} teams={company.teams} users={users} />;
    case "teams":
      return <TeamsTab companyId={company.id} teams={company.teams} users={users.data ?? []} />;
    case "leaderboard":
      return <LeaderboardPanel companyId={company.id} />;
    case "analytics":
      return (
        <Suspense fallback={<Spinner label={t("company.common.loading")} />}>
          <AnalyticsTab
            companyId={company.id}
            teams={company.teams.map((x) => ({ id: x.id, name: x.name }))}
            ownTeam={
              isCompanyAdminOf(user, company.id) ? undefined : ((x) => (x ? { id: x.id, name: x.name } : null))(company.teams.find((x) => x.id === user.teamId))
            }
          />
        </Suspense>
      );
    case "scenarios":
      return <ScenariosTab companyId={company.id} superAdmin={isSuperAdminActor(user)} />;
    case "assignments":
      return <AssignmentsTab companyId={company.id} superAdmin={isSuperAdminActor(user)} teams={company.teams} users={users.data ?? []} />;
    case "certificates":
      return <CompanyCertificatesTab companyId={company.id} superAdmin={isSuperAdminActor(user)} />;
    case "apiKeys":
      return <ApiKeysTab />;
    case "webhooks":
      return <WebhooksTab />;
    case "sso":
      return <SsoTab />;
    case "branding":
      return <BrandingTab />;
  }
}

/** The company's users, for the Users, Teams and Assignments tabs. */
function useCompanyUsers(companyId: string) {
  return useQuery({
    queryKey: COMPANY_KEYS.users(companyId),
    queryFn: ({ signal }) => companyApi.users(companyId, signal),
  });
}

/** /company (spec 3 §2): members see their company; super admins choose one and may delete it. */
export function CompanyPage() {
  const { t } = useTranslation();
  const user = useUser();
  const qc = useQueryClient();
  const [params, setParams] = useSearchParams();
  const [deleting, setDeleting] = useState<{ id: string; name: string } | null>(null);
  const [deleted, setDeleted] = useState<DeleteCompanyResult | null>(null);
  const superAdmin = isSuperAdminActor(user);
  const chosen = superAdmin ? params.get("company") : null;
  const enabled = canSeeCompanyArea(user);

  // A super admin first gets the list of companies; with ?company= the chosen one.
  const list = useQuery({
    queryKey: COMPANY_KEYS.details(null),
    queryFn: ({ signal }) => companyApi.details(null, signal),
    enabled: enabled && superAdmin,
  });
  const companies = list.data && "companies" in list.data ? list.data.companies : [];
  const companyId = superAdmin ? (chosen ?? companies[0]?.id ?? null) : user.companyId;
  const details = useQuery({
    queryKey: COMPANY_KEYS.details(companyId),
    queryFn: ({ signal }) => companyApi.details(superAdmin ? companyId : null, signal),
    enabled: enabled && companyId !== null,
  });
  const company = details.data && "company" in details.data ? details.data.company : null;

  if (!enabled) return <NoCompanyArea user={user} />;

  const selector = superAdmin ? (
    <CompanySelector
      companies={companies}
      companyId={companyId}
      onChoose={(id) => {
        setDeleted(null);
        setParams({ company: id }, { replace: true });
      }}
      onDelete={company && canDeleteCompany(user) ? () => setDeleting({ id: company.id, name: company.name }) : undefined}
    />
  ) : null;

  return (
    <CompanyShell
      title={company?.name ?? t("company.title")}
      subtitle={company ? [company.companyId, company.industry].filter(Boolean).join(" · ") : t("company.subtitle")}
      actions={selector}
    >
      {deleted ? <DeleteCompanyResultAlert result={deleted} /> : null}
      <CompanyBody
        superAdmin={superAdmin}
        list={list}
        details={details}
        waiting={(superAdmin && list.isPending) || (companyId !== null && details.isPending)}
        company={company}
      />
      {deleting ? (
        <DeleteCompanyDialog
          company={deleting}
          onClose={() => setDeleting(null)}
          onDeleted={(result) => {
            setDeleting(null);
            setDeleted(result);
            // A super admin stays here and the company list is reloaded (spec 3 §4).
            setParams({}, { replace: true });
            qc.removeQueries({ queryKey: COMPANY_KEYS.details(deleting.id) });
            void qc.invalidateQueries({ queryKey: COMPANY_KEYS.all });
          }}
        />
      ) : null}
    </CompanyShell>
  );
}

/** The company area for someone outside a company: an Unlimited subscriber sets up their own team, others are told where teams come from. */
function NoCompanyArea({ user }: { user: ReturnType<typeof useUser> }) {
  const { t } = useTranslation();
  // Spec 3 §1: team management and leaderboards belong to Enterprise and Unlimited; an Unlimited subscriber sets
  // up their own team here (issue 20 item 9), anyone else is told where teams come from.
  if (canSetUpOwnTeam(user, user.subscription.plan)) {
    return (
      <CompanyShell title={t("company.title")}>
        <SetUpTeam user={user} />
      </CompanyShell>
    );
  }
  return (
    <CompanyShell title={t("company.title")}>
      <CenteredCard>
        <Building2 className="h-10 w-10 text-slate-400" aria-hidden />
        <p className="text-slate-700 dark:text-slate-300">{t("company.messages.noCompany")}</p>
        {user.role === "individual" ? (
          <>
            <p className="text-sm text-slate-600 dark:text-slate-400">{t("company.setUpTeam.upsell")}</p>
            <Button asChild variant="secondary">
              <Link to="/pricing">{t("company.setUpTeam.seePlans")}</Link>
            </Button>
          </>
        ) : null}
      </CenteredCard>
    </CompanyShell>
  );
}

/** A super admin's choice of company, and deleting it. */
function CompanySelector({
  companies,
  companyId,
  onChoose,
  onDelete,
}: {
  companies: Array<{ id: string; name: string; userCount: number }>;
  companyId: string | null;
  onChoose(id: string): void;
  onDelete?(): void;
}) {
  const { t } = useTranslation();
  const selectId = useId();
  return (
    <div className="flex flex-wrap items-end gap-2">
      <div className="space-y-1">
        <label htmlFor={selectId} className="block text-sm font-medium text-slate-700 dark:text-slate-200">
          {t("company.selector.label")}
        </label>
        <select
          id={selectId}
          className={cn(inputClass, "min-w-60")}
          value={companyId ?? ""}
          disabled={companies.length === 0}
          onChange={(e) => onChoose(e.target.value)}
        >
          {companies.length === 0 ? <option value="">{t("company.selector.none")}</option> : null}
          {companies.map((c) => (
            <option key={c.id} value={c.id}>
              {t("company.selector.option", { name: c.name, count: c.userCount })}
            </option>
          ))}
        </select>
      </div>
      {onDelete ? (
        <Button variant="danger" onClick={onDelete}>
          <Trash2 className="h-4 w-4" aria-hidden />
          {t("company.deleteCompany.button")}
        </Button>
      ) : null}
    </div>
  );
}

/** The chosen company's tabs, or why there are none yet. */
function CompanyBody({
  superAdmin,
  list,
  details,
  waiting,
  company,
}: {
  superAdmin: boolean;
  list: { isError: boolean; error: unknown; refetch(): unknown };
  details: { isError: boolean; error: unknown; refetch(): unknown };
  waiting: boolean;
  company: CompanyDetails | null;
}) {
  const { t } = useTranslation();
  if (waiting) {
    return (
      <CenteredCard>
        <Spinner label={t("company.common.loading")} />
      </CenteredCard>
    );
  }
  if (list.isError || details.isError) {
    const error = list.error ?? details.error;
    return (
      <div className="space-y-3">
        <Alert>{errorText(t, error, "company.messages.fetchCompany")}</Alert>
        <Button variant="secondary" onClick={() => void (list.isError ? list.refetch() : details.refetch())}>
          {t("company.common.tryAgain")}
        </Button>
      </div>
    );
  }
  if (!company) {
    return (
      <CenteredCard>
        <Building2 className="h-10 w-10 text-slate-400" aria-hidden />
        <p className="text-slate-700 dark:text-slate-300">{superAdmin ? t("company.selector.empty") : t("company.messages.companyNotFound")}</p>
        {superAdmin ? (
          <Button asChild variant="secondary">
            <Link to="/admin?tab=companies">{t("company.selector.create")}</Link>
          </Button>
        ) : null}
      </CenteredCard>
    );
  }
  return <CompanyTabs key={company.id} company={company} />;
}
