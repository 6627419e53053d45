import { Check, ShieldCheck } from "lucide-react";
import { useTranslation } from "react-i18next";
import { LegalPageShell } from "./components/legal-page-shell";
import { RichText } from "./components/rich-text";

const COLLECTED = ["account", "conversations", "usage"] as const;
const SECTIONS = ["why", "sharing", "retention", "deletion", "rights", "storage", "contact"] as const;

/** A short, plain privacy policy. */
export function PrivacyPage() {
  const { t } = useTranslation();
  return (
    <LegalPageShell icon={ShieldCheck} title={t("privacy.title")} intro={t("privacy.intro")} showLastUpdated>
      <div className="space-y-10">
        <section aria-labelledby="privacy-collect">
          <h2 id="privacy-collect" className="text-xl font-semibold text-slate-900 dark:text-white">
            {t("privacy.collect.title")}
          </h2>
          <p className="mt-3 leading-relaxed text-slate-700 dark:text-slate-300">{t("privacy.collect.intro")}</p>
          <ul className="mt-4 space-y-3">
            {COLLECTED.map((key) => (
              <li key={key} className="flex gap-3 leading-relaxed text-slate-700 dark:text-slate-300">
                <Check className="mt-1 h-4 w-4 shrink-0 text-brand-600 dark:text-indigo-300" aria-hidden />
                <span>{t(`privacy.collect.${key}`)}</span>
              </li>
            ))}
          </ul>
        </section>
        {SECTIONS.map((key) => (
          <section key={key} aria-labelledby={`privacy-${key}`}>
            <h2 id={`privacy-${key}`} className="text-xl font-semibold text-slate-900 dark:text-white">
              {t(`privacy.${key}.title`)}
            </h2>
            <p className="mt-3 leading-relaxed text-slate-700 dark:text-slate-300">
              <RichText i18nKey={`privacy.${key}.body`} />
            </p>
          </section>
        ))}
      </div>
    </LegalPageShell>
  );
}
