import { useQuery } from "@tanstack/react-query";
import { Award } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { Alert } from "../../components/ui/alert";
import { Card } from "../../components/ui/card";
import { Spinner } from "../../components/ui/spinner";
import { translateKeyedError } from "../../lib/messages";
import { CERTIFICATE_KEYS, certificateApi, formatIssued, formatScore } from "./api";

/**
 * The profile's certificates (issue 17): one per assignment passed, each opening its printable page. Someone
 * outside a company with none sees nothing; a member of a company sees how to earn one.
 */
export function MyCertificates({ inCompany }: { inCompany: boolean }) {
  const { t, i18n } = useTranslation();
  const mine = useQuery({ queryKey: CERTIFICATE_KEYS.mine, queryFn: ({ signal }) => certificateApi.mine(signal) });
  const list = mine.data?.certificates ?? [];
  if (!inCompany && list.length === 0) return null;
  return (
    <Card>
      <section aria-labelledby="certificates-title">
        <h2 id="certificates-title" className="flex items-center gap-2 text-lg font-semibold text-slate-900 dark:text-white">
          <Award className="h-5 w-5" aria-hidden />
          {t("certificates.title")}
        </h2>
        {mine.isPending ? (
          <div className="mt-4">
            <Spinner label={t("certificates.loading")} />
          </div>
        ) : mine.isError ? (
          <div className="mt-4">
            <Alert>{translateKeyedError(t, mine.error, "certificates.errors.loadFailed")}</Alert>
          </div>
        ) : list.length === 0 ? (
          <p className="mt-3 text-sm text-slate-600 dark:text-slate-400">{t("certificates.empty")}</p>
        ) : (
          <ul className="mt-3 divide-y divide-slate-200 dark:divide-slate-800" aria-label={t("certificates.title")}>
            {list.map((c) => (
              <li key={c.id} data-certificate-id={c.id} className="flex flex-col gap-1 py-2 sm:flex-row sm:items-center sm:justify-between">
                <div className="min-w-0">
                  <p className="break-words font-medium text-slate-900 dark:text-white">{c.scenarioName}</p>
                  <p className="text-xs text-slate-600 dark:text-slate-400">
                    {t("certificates.line", { date: formatIssued(c.issuedAt, i18n.language), score: formatScore(c.score, i18n.language) })}
                  </p>
                </div>
                <Link
                  to={`/certificates/${c.id}`}
                  className="text-sm font-medium text-brand-700 underline-offset-2 hover:underline dark:text-brand-300"
                  aria-label={t("certificates.openNamed", { name: c.scenarioName })}
                >
                  {t("certificates.open")}
                </Link>
              </li>
            ))}
          </ul>
        )}
      </section>
    </Card>
  );
}
