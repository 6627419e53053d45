import { useTranslation } from "react-i18next";

export function TermsPage() {
  const { t } = useTranslation();
  return (
    <section className="mx-auto max-w-3xl px-4 py-12">
      <h1 className="text-3xl font-bold">{t("nav.terms")}</h1>
    </section>
  );
}
