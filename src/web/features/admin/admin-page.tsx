import { ShieldAlert } from "lucide-react";
import { Tabs } from "radix-ui";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { hasAdminAccess } from "../../../contract/company-permissions";
import { useUser } from "../../lib/require-user";
import { Card } from "../../components/ui/card";
import { EnterpriseRequestsPanel } from "./enterprise-requests-panel";
import { CompaniesPanel, UsersPanel } from "./entity-panels";
import { FeedbackPanel } from "./feedback-panel";
import { OverviewPanel } from "./overview-panel";
import { AdminShell } from "./admin-shell";

const TABS = ["overview", "companies", "users", "enterprise", "feedback"] as const;
type Tab = (typeof TABS)[number];

const triggerClass =
  "-mb-px shrink-0 whitespace-nowrap border-b-2 border-transparent px-4 py-2 text-sm font-medium text-slate-600 hover:text-slate-900 " +
  "data-[state=active]:border-brand-600 data-[state=active]:text-brand-700 dark:text-slate-300 dark:hover:text-white " +
  "dark:data-[state=active]:border-brand-500 dark:data-[state=active]:text-white";

/** /admin: admin access as spec 3 §6 defines it (role super_admin or admin, or either flag). */
export function AdminPage() {
  const { t } = useTranslation();
  const user = useUser();
  const [params, setParams] = useSearchParams();
  const requested = params.get("tab");
  const tab: Tab = TABS.find((x) => x === requested) ?? "overview";

  if (!hasAdminAccess(user)) {
    return (
      <AdminShell>
        <Card className="flex flex-col items-center gap-3 text-center">
          <ShieldAlert className="h-10 w-10 text-slate-400" aria-hidden />
          <p className="text-slate-700 dark:text-slate-300">{t("company.messages.adminAccessRequired")}</p>
        </Card>
      </AdminShell>
    );
  }

  return (
    <AdminShell>
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
    </AdminShell>
  );
}
