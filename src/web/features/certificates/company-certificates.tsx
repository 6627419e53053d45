import { useQuery } from "@tanstack/react-query";
import { Award } from "lucide-react";
import { useId, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { LANGUAGE_NAMES } from "../../../contract/language-list";
import { Alert } from "../../components/ui/alert";
import { Card } from "../../components/ui/card";
import { inputClass } from "../../components/ui/input";
import { Spinner } from "../../components/ui/spinner";
import { cn } from "../../lib/cn";
import { translateKeyedError } from "../../lib/messages";
import { CERTIFICATE_KEYS, certificateApi, type CompanyCertificate, formatIssued, formatScore } from "./api";

/** What a filter names: a scenario by its name (a deleted scenario keeps it), a rep by their id. */
const scenarioKey = (c: CompanyCertificate) => c.scenarioName;

/**
 * The Certificates tab of the company area (issue 17): the certificates the company's reps earned, for company
 * admins (the whole company) and team leaders (their team), newest first, each opening its printable page.
 * Filtered by scenario or rep.
 */
export function CompanyCertificatesTab({ companyId, superAdmin }: { companyId: string; superAdmin: boolean }) {
  const { t, i18n } = useTranslation();
  const owner = superAdmin ? companyId : null;
  const query = useQuery({ queryKey: CERTIFICATE_KEYS.company(owner), queryFn: ({ signal }) => certificateApi.company(owner, signal) });
  const [scenario, setScenario] = useState("");
  const [rep, setRep] = useState("");
  const scenarioId = useId();
  const repId = useId();
  const all = useMemo(() => query.data?.certificates ?? [], [query.data]);
  const scenarios = useMemo(() => [...new Set(all.map(scenarioKey))].sort((a, b) => a.localeCompare(b, i18n.language)), [all, i18n.language]);
  const reps = useMemo(
    () => [...new Map(all.map((c) => [c.userId, c.recipientName])).entries()].sort((a, b) => a[1].localeCompare(b[1], i18n.language)),
    [all, i18n.language],
  );

  if (query.isPending) return <Spinner label={t("certificates.company.loading")} />;
  if (query.isError) return <Alert>{translateKeyedError(t, query.error, "certificates.company.loadFailed")}</Alert>;
  const shown = all.filter((c) => (!scenario || scenarioKey(c) === scenario) && (!rep || c.userId === rep));

  return (
    <div className="space-y-4">
      <p className="max-w-2xl text-sm text-slate-600 dark:text-slate-400">{t("certificates.company.intro")}</p>
      {all.length === 0 ? (
        <Card className="flex flex-col items-center gap-2 text-center text-slate-600 dark:text-slate-400">
          <Award className="h-6 w-6" aria-hidden />
          {t("certificates.company.empty")}
        </Card>
      ) : (
        <>
          <div className="flex flex-wrap items-end gap-3">
            <div className="flex min-w-0 flex-col gap-1">
              <label htmlFor={scenarioId} className="text-xs font-medium text-slate-700 dark:text-slate-300">
                {t("certificates.company.filterScenario")}
              </label>
              <select id={scenarioId} className={cn(inputClass, "h-10 w-full sm:w-64")} value={scenario} onChange={(e) => setScenario(e.target.value)}>
                <option value="">{t("certificates.company.allScenarios")}</option>
                {scenarios.map((name) => (
                  <option key={name} value={name}>
                    {name}
                  </option>
                ))}
              </select>
            </div>
            <div className="flex min-w-0 flex-col gap-1">
              <label htmlFor={repId} className="text-xs font-medium text-slate-700 dark:text-slate-300">
                {t("certificates.company.filterRep")}
              </label>
              <select id={repId} className={cn(inputClass, "h-10 w-full sm:w-56")} value={rep} onChange={(e) => setRep(e.target.value)}>
                <option value="">{t("certificates.company.allReps")}</option>
                {reps.map(([id, name]) => (
                  <option key={id} value={id}>
                    {name}
                  </option>
                ))}
              </select>
            </div>
            <p className="text-sm text-slate-600 dark:text-slate-400" aria-live="polite">
              {t("certificates.company.count", { count: shown.length })}
            </p>
          </div>
          {shown.length === 0 ? (
            <Card className="text-center text-slate-600 dark:text-slate-400">{t("certificates.company.noneMatch")}</Card>
          ) : (
            <Card className="p-0 sm:p-0">
              <ul className="divide-y divide-slate-200 dark:divide-slate-800" aria-label={t("certificates.company.listLabel")}>
                {shown.map((c) => (
                  <li key={c.id} data-certificate-id={c.id} className="grid gap-1 px-4 py-3 sm:grid-cols-[1.2fr_1.5fr_auto_auto] sm:items-center sm:gap-4">
                    <div className="min-w-0">
                      <p className="break-words font-medium text-slate-900 dark:text-white">{c.recipientName}</p>
                      {c.teamName ? <p className="text-xs text-slate-600 dark:text-slate-400">{c.teamName}</p> : null}
                    </div>
                    <div className="min-w-0">
                      <p className="break-words text-sm text-slate-800 dark:text-slate-200" lang={c.scenarioLanguage}>
                        {c.scenarioName}
                      </p>
                      <p className="text-xs text-slate-600 dark:text-slate-400">{LANGUAGE_NAMES[c.scenarioLanguage]}</p>
                    </div>
                    <p className="text-sm text-slate-700 dark:text-slate-300">
                      <time dateTime={c.issuedAt}>{formatIssued(c.issuedAt, i18n.language)}</time>
                      {" · "}
                      {t("certificates.company.score", { score: formatScore(c.score, i18n.language), mark: formatScore(c.passMark, i18n.language) })}
                    </p>
                    <Link
                      to={`/certificates/${c.id}`}
                      className="text-sm font-medium text-brand-700 underline-offset-2 hover:underline dark:text-brand-300"
                      aria-label={t("certificates.company.openNamed", { name: c.recipientName, scenario: c.scenarioName })}
                    >
                      {t("certificates.open")}
                    </Link>
                  </li>
                ))}
              </ul>
            </Card>
          )}
        </>
      )}
    </div>
  );
}
