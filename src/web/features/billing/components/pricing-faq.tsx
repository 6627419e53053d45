import { useTranslation } from "react-i18next";
import { PLANS } from "../../../../contract/plan-list";
import { FaqList } from "../../../components/ui/faq-list";

/** Keys billing.faq.items.q1 … q4. */
const ITEMS = ["q1", "q2", "q3", "q4"] as const;

/** Four questions; one open at a time, and it closes again (spec 1 §4). Money back: 30 days (ruling 9). */
export function PricingFaq() {
  const { t } = useTranslation();
  const values = { free: PLANS.free.limits.conversations };
  return (
    <section aria-labelledby="pricing-faq-title" className="mx-auto mt-20 max-w-3xl">
      <h2 id="pricing-faq-title" className="text-center text-2xl font-bold text-slate-900 sm:text-3xl dark:text-white">
        {t("billing.faq.title")}
      </h2>
      <FaqList
        className="mt-8"
        items={ITEMS.map((key) => ({
          id: key,
          question: t(`billing.faq.items.${key}.question`),
          answer: t(`billing.faq.items.${key}.answer`, values),
        }))}
      />
    </section>
  );
}
