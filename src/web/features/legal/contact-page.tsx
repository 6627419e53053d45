import { ArrowRight, Briefcase, Building2, Clock, Headset, Mail, MessageCircle, type LucideIcon } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { Card } from "../../components/ui/card";
import { LegalPageShell } from "./components/legal-page-shell";
import { SALES_EMAIL, SUPPORT_EMAIL } from "./components/rich-text";

function ContactCard({ icon: Icon, title, description, email }: { icon: LucideIcon; title: string; description: string; email: string }) {
  return (
    <Card className="flex flex-col">
      <span className="inline-flex h-10 w-10 items-center justify-center rounded-lg bg-brand-50 text-brand-700 dark:bg-slate-800 dark:text-indigo-300">
        <Icon className="h-5 w-5" aria-hidden />
      </span>
      <h2 className="mt-4 text-lg font-semibold text-slate-900 dark:text-white">{title}</h2>
      <p className="mt-2 flex-1 text-slate-600 dark:text-slate-300">{description}</p>
      <a href={`mailto:${email}`} className="mt-4 inline-flex items-center gap-2 break-all font-medium text-brand-700 hover:underline dark:text-indigo-300">
        <Mail className="h-4 w-4 shrink-0" aria-hidden />
        {email}
      </a>
    </Card>
  );
}

/** Support and sales addresses, the response time, and the way to Enterprise. */
export function ContactPage() {
  const { t } = useTranslation();
  return (
    <LegalPageShell icon={MessageCircle} title={t("contact.title")} intro={t("contact.subtitle")}>
      <p className="mb-6 inline-flex items-center gap-2 rounded-full bg-emerald-50 px-4 py-2 text-sm font-medium text-emerald-800 dark:bg-emerald-950 dark:text-emerald-300">
        <Clock className="h-4 w-4" aria-hidden />
        {t("contact.responseTime")}
      </p>
      <div className="grid gap-6 sm:grid-cols-2">
        <ContactCard icon={Headset} title={t("contact.support.title")} description={t("contact.support.description")} email={SUPPORT_EMAIL} />
        <ContactCard icon={Briefcase} title={t("contact.sales.title")} description={t("contact.sales.description")} email={SALES_EMAIL} />
      </div>
      <Card className="mt-6 flex flex-col gap-4 sm:flex-row sm:items-center">
        <span className="inline-flex h-10 w-10 shrink-0 items-center justify-center rounded-lg bg-brand-50 text-brand-700 dark:bg-slate-800 dark:text-indigo-300">
          <Building2 className="h-5 w-5" aria-hidden />
        </span>
        <div className="flex-1">
          <h2 className="text-lg font-semibold text-slate-900 dark:text-white">{t("contact.enterprise.title")}</h2>
          <p className="mt-1 text-slate-600 dark:text-slate-300">{t("contact.enterprise.description")}</p>
        </div>
        <Link to="/pricing" className="inline-flex items-center gap-2 font-medium text-brand-700 hover:underline dark:text-indigo-300">
          {t("contact.enterprise.link")}
          <ArrowRight className="h-4 w-4" aria-hidden />
        </Link>
      </Card>
    </LegalPageShell>
  );
}
