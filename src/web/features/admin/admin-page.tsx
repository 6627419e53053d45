import { Lock, ShieldAlert } from "lucide-react";
import { Tabs } from "radix-ui";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link, useSearchParams } from "react-router";
import { hasAdminAccess } from "../../../contract/company-permissions";
import { useAuth } from "../../lib/auth";
import { Button } from "../../components/ui/button";
import { Card } from "../../components/ui/card";
import { Spinner } from "../../components/ui/spinner";
import { EnterpriseRequestsPanel } from "./enterprise-requests-panel";
import { CompaniesPanel, UsersPanel } from "./entity-panels";
import { FeedbackPanel } from "./feedback-panel";
import { OverviewPanel } from "./overview-panel";

const TABS = ["overview", "companies", "users", "enterprise", "feedback"] as const;
type Tab = (typeof TABS)[number];

const triggerClass =
  "-mb-px shrink-0 whitespace-nowrap border-b-2 border-transparent px-4 py-2 text-sm font-medium text-slate-600 hover:text-slate-900 " +
  "data-[state=active]:border-brand-600 data-[state=active]:text-brand-700 dark:text-slate-300 dark:hover:text-white " +
  "dark:data-[state=active]:border-brand-500 dark:data-[state=active]:text-white";

function Shell({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6">
      <h1 className="text-3xl font-bold text-slate-900 dark:text-white">{t("admin.title")}</h1>
      <p className="mt-2 text-slate-600 dark:text-slate-400">{t("admin.subtitle")}</p>
      <div className="mt-8">{children}</div>
    </div>
  );
}

/** /admin: admin access as spec 3 §6 defines it (role super_admin or admin, or either flag). */
export function AdminPage() {
  const { t } = useTranslation();
  const { user, loading } = useAuth();
  const [params, setParams] = useSearchParams();
  const requested = params.get("tab");
  const tab: Tab = TABS.find((x) => x === requested) ?? "overview";

  if (loading) {
    return (
      <Shell>
        <Card className="flex justify-center">
          <Spinner />
        </Card>
      </Shell>
    );
  }
  if (!user) {
    return (
      <Shell>
        <Card className="flex flex-col items-center gap-3 text-center">
          <Lock className="h-10 w-10 text-slate-400" aria-hidden />
          <p className="text-slate-700 dark:text-slate-300">{t("admin.loginRequired")}</p>
          <Button asChild>
            <Link to="/login">{t("admin.loginAction")}</Link>
          </Button>
        </Card>
      </Shell>
    );
  }
  if (!hasAdminAccess(user)) {
    return (
      <Shell>
        <Card className="flex flex-col items-center gap-3 text-center">
          <ShieldAlert className="h-10 w-10 text-slate-400" aria-hidden />
          <p className="text-slate-700 dark:text-slate-300">{t("company.messages.adminAccessRequired")}</p>
        </Card>
      </Shell>
    );
  }

  return (
    <Shell>
      <Tabs.Root value={tab} onValueChange={(value) => setParams(value === "overview" ? {} : { tab: value }, { replace: true })}>
        <Tabs.List aria-label={t("admin.sections")} className="flex gap-2 overflow-x-auto border-b border-slate-200 dark:border-slate-800">
          {TABS.map((x) => (
            <Tabs.Trigger key={x} value={x} className={triggerClass}>
              {t(`admin.tabs.${x}`)}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        <Tabs.Content value="overview" className="pt-6 focus:outline-none">
          <OverviewPanel />
        </Tabs.Content>
        <Tabs.Content value="companies" className="pt-6 focus:outline-none">
          <CompaniesPanel />
        </Tabs.Content>
        <Tabs.Content value="users" className="pt-6 focus:outline-none">
          <UsersPanel />
        </Tabs.Content>
        <Tabs.Content value="enterprise" className="pt-6 focus:outline-none">
          <EnterpriseRequestsPanel />
        </Tabs.Content>
        <Tabs.Content value="feedback" className="pt-6 focus:outline-none">
          <FeedbackPanel />
        </Tabs.Content>
      </Tabs.Root>
    </Shell>
  );
}
