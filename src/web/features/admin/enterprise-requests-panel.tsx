import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import type { TIMELINES } from "../../../contract/enterprise";
import { Card } from "../../components/ui/card";
import { adminApi, type EnterpriseRequestList } from "./api/admin-api";
import { formatDateTime, ListStates, PanelHeader } from "./components/list-states";

export const ENTERPRISE_REQUESTS_QUERY_KEY = ["admin", "enterprise-requests"] as const;

const TIMELINE_KEYS: Record<(typeof TIMELINES)[number], string> = {
  Immediate: "immediate",
  "1-2 weeks": "weeks1to2",
  "1 month": "month1",
  "2-3 months": "months2to3",
  "3+ months": "months3plus",
};

type EnterpriseRequest = EnterpriseRequestList["requests"][number];

/** Enterprise inquiries, newest first (GET /api/admin/enterprise-requests). */
export function EnterpriseRequestsPanel() {
  const { t } = useTranslation();
  const query = useQuery({
    queryKey: ENTERPRISE_REQUESTS_QUERY_KEY,
    queryFn: ({ signal }) => adminApi.enterpriseRequests(signal),
  });
  const requests = query.data?.requests ?? [];
  return (
    <section aria-labelledby="admin-enterprise-heading" className="space-y-4">
      <PanelHeader
        id="admin-enterprise-heading"
        title={t("admin.tabs.enterprise")}
        count={query.data ? t("admin.enterprise.count", { count: requests.length }) : undefined}
        query={query}
      />
      <ListStates query={query} empty={t("admin.enterprise.empty")} isEmpty={requests.length === 0}>
        <ul className="space-y-4">
          {requests.map((r) => (
            <li key={r.id}>
              <EnterpriseRequestCard request={r} />
            </li>
          ))}
        </ul>
      </ListStates>
    </section>
  );
}

function EnterpriseRequestCard({ request: r }: { request: EnterpriseRequest }) {
  const { t, i18n } = useTranslation();
  const facts: [string, string][] = [
    [t("admin.enterprise.fields.jobTitle"), r.jobTitle],
    [t("admin.enterprise.fields.companySize"), t("admin.enterprise.companySizeOption", { size: r.companySize })],
    [t("admin.enterprise.fields.industry"), r.industry],
    [t("admin.enterprise.fields.expectedUsers"), String(r.expectedUsers)],
    [t("admin.enterprise.fields.budget"), r.budget],
    [t("admin.enterprise.fields.timeline"), t(`admin.enterprise.timelines.${TIMELINE_KEYS[r.timeline] ?? "immediate"}`)],
    [t("admin.enterprise.fields.phone"), r.phone ?? "—"],
    [t("admin.enterprise.fields.account"), r.userId ? t("admin.enterprise.signedIn") : t("admin.enterprise.visitor")],
  ];
  return (
    <Card className="space-y-4">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h3 className="text-lg font-semibold break-words text-slate-900 dark:text-white">{r.company}</h3>
          <p className="text-sm break-words text-slate-600 dark:text-slate-300">
            {r.firstName} {r.lastName} ·{" "}
            <a href={`mailto:${r.email}`} className="text-brand-600 hover:underline dark:text-brand-300">
              {r.email}
            </a>
          </p>
        </div>
        <p className="text-sm text-slate-500 dark:text-slate-400">
          <time dateTime={r.createdAt}>{formatDateTime(r.createdAt, i18n.language)}</time>
        </p>
      </div>
      <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-2 lg:grid-cols-4">
        {facts.map(([label, value]) => (
          <div key={label}>
            <dt className="text-xs uppercase tracking-wide text-slate-500 dark:text-slate-400">{label}</dt>
            <dd className="break-words text-slate-900 dark:text-slate-100">{value}</dd>
          </div>
        ))}
      </dl>
      <div className="space-y-3 text-sm">
        <div>
          <h4 className="text-xs uppercase tracking-wide text-slate-500 dark:text-slate-400">{t("admin.enterprise.fields.useCase")}</h4>
          <p className="whitespace-pre-wrap break-words text-slate-900 dark:text-slate-100">{r.useCase}</p>
        </div>
        {r.additionalInfo ? (
          <div>
            <h4 className="text-xs uppercase tracking-wide text-slate-500 dark:text-slate-400">{t("admin.enterprise.fields.additionalInfo")}</h4>
            <p className="whitespace-pre-wrap break-words text-slate-900 dark:text-slate-100">{r.additionalInfo}</p>
          </div>
        ) : null}
      </div>
    </Card>
  );
}
