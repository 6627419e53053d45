import { useTranslation } from "react-i18next";

export function ContactPage() {
  const { t } = useTranslation();
  return (
    <section className="mx-auto max-w-3xl px-4 py-12">
      <h1 className="text-3xl font-bold">{t("nav.contact")}</h1>
    </section>
  );
}
