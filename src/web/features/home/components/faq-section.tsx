import { useTranslation } from "react-i18next";
import { FaqList } from "../../../components/ui/faq-list";
import { RichText } from "../../legal/components/rich-text";
import { SectionHeading } from "./section-heading";

/** Twelve questions (spec 1 §1); keys home.faq.items.q1 … q12. */
export const FAQ_ITEMS = Array.from({ length: 12 }, (_, i) => `q${i + 1}`);

/** The FAQ: only one item is open at a time, and it can be closed again (spec 1 §4). */
export function FaqSection() {
  const { t } = useTranslation();
  return (
    <section
      id="faq"
      aria-labelledby="home-faq-title"
      className="border-t border-slate-200 bg-slate-50 py-20 sm:py-24 dark:border-slate-800 dark:bg-slate-900/50"
    >
      <div className="mx-auto max-w-3xl px-4 sm:px-6">
        <SectionHeading id="home-faq-title" title={t("home.faq.title")} subtitle={t("home.faq.subtitle")} />
        <FaqList
          className="mt-12"
          items={FAQ_ITEMS.map((key) => ({
            id: key,
            question: t(`home.faq.items.${key}.question`),
            answer: <RichText i18nKey={`home.faq.items.${key}.answer`} />,
          }))}
        />
      </div>
    </section>
  );
}
