import { useQuery } from "@tanstack/react-query";
import { Award, ChevronLeft, Printer } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link, useLocation, useNavigate, useParams } from "react-router";
import { Alert } from "../../components/ui/alert";
import { Button } from "../../components/ui/button";
import { Spinner } from "../../components/ui/spinner";
import { ApiError } from "../../lib/api";
import { translateKeyedError } from "../../lib/messages";
import { CERTIFICATE_KEYS, type Certificate, certificateApi, formatIssued, formatScore } from "./api";

/**
 * The certificate itself, as a sheet of paper: light on both themes, one A4 sheet when printed (styles.css and the
 * page's own @page rule), in the viewer's language.
 */
export function CertificateSheet({ certificate: c }: { certificate: Certificate }) {
  const { t, i18n } = useTranslation();
  return (
    <article
      aria-labelledby="certificate-title"
      data-testid="certificate"
      className="certificate-sheet mx-auto flex w-full max-w-4xl flex-col items-center gap-3 rounded-lg border-8 border-double border-brand-700 bg-white px-6 py-10 text-center text-slate-900 shadow-sm sm:px-12 sm:py-14"
    >
      <Award className="h-12 w-12 text-brand-700" aria-hidden />
      <p className="text-sm font-semibold tracking-[0.3em] text-brand-700 uppercase">SalesDojo</p>
      <h1 id="certificate-title" className="text-3xl font-bold sm:text-4xl">
        {t("certificates.sheet.title")}
      </h1>
      <p className="mt-4 text-slate-700">{t("certificates.sheet.certifies")}</p>
      <p className="text-2xl font-semibold break-words sm:text-3xl" data-testid="certificate-name">
        {c.recipientName}
      </p>
      <p className="text-slate-700">{t("certificates.sheet.passed")}</p>
      <p className="text-xl font-semibold break-words sm:text-2xl" data-testid="certificate-scenario">
        {c.scenarioName}
      </p>
      <p className="text-slate-700">
        {t("certificates.sheet.score", { score: formatScore(c.score, i18n.language), mark: formatScore(c.passMark, i18n.language) })}
      </p>
      <dl className="mt-6 grid w-full max-w-xl grid-cols-1 gap-4 border-t border-slate-300 pt-4 text-sm sm:grid-cols-2">
        <div>
          <dt className="text-slate-600">{t("certificates.sheet.company")}</dt>
          <dd className="font-medium break-words">{c.companyName}</dd>
        </div>
        <div>
          <dt className="text-slate-600">{t("certificates.sheet.date")}</dt>
          <dd className="font-medium">
            <time dateTime={c.issuedAt}>{formatIssued(c.issuedAt, i18n.language)}</time>
          </dd>
        </div>
      </dl>
      <p className="mt-2 text-xs text-slate-600">{t("certificates.sheet.number", { id: c.id })}</p>
    </article>
  );
}

const PAGE_RULE = "@page { size: A4 landscape; margin: 10mm; }";

/** /certificates/:id: the printable certificate (its holder, the company's admins, the holder's team leader). */
export function CertificatePage() {
  const { t } = useTranslation();
  const { id = "" } = useParams();
  const navigate = useNavigate();
  // "default" is the first page of the visit (opened from a link outside the app or typed in).
  const location = useLocation();
  const cert = useQuery({
    queryKey: CERTIFICATE_KEYS.one(id),
    queryFn: ({ signal }) => certificateApi.get(id, signal),
    retry: (n, e) => !(e instanceof ApiError && e.status >= 400 && e.status < 500) && n < 2,
  });
  return (
    <div className="mx-auto max-w-5xl space-y-6 px-4 py-8 sm:px-6 print:m-0 print:max-w-none print:p-0">
      {/* Only while this page is shown: printing it gives one A4 landscape sheet. */}
      <style>{PAGE_RULE}</style>
      <div className="flex flex-wrap items-center justify-between gap-3 print:hidden">
        <Link
          to="/profile"
          onClick={(e) => {
            // Back where the viewer came from (the profile, or a manager's assignment list); the profile otherwise.
            if (location.key !== "default") {
              e.preventDefault();
              void navigate(-1);
            }
          }}
          className="inline-flex items-center gap-1 text-sm font-medium text-brand-700 hover:underline dark:text-brand-300"
        >
          <ChevronLeft className="h-4 w-4" aria-hidden />
          {t("certificates.back")}
        </Link>
        {cert.data ? (
          <Button onClick={() => window.print()}>
            <Printer className="h-4 w-4" aria-hidden />
            {t("certificates.print")}
          </Button>
        ) : null}
      </div>
      {cert.isPending ? (
        <Spinner label={t("certificates.loading")} />
      ) : cert.isError ? (
        <Alert>
          {cert.error instanceof ApiError && cert.error.status === 404
            ? t("certificates.errors.notFound")
            : translateKeyedError(t, cert.error, "certificates.errors.loadFailed")}
        </Alert>
      ) : (
        <CertificateSheet certificate={cert.data} />
      )}
    </div>
  );
}
