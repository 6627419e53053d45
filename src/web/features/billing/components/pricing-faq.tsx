import { ChevronDown } from "lucide-react";
import { Accordion } from "radix-ui";
import { useTranslation } from "react-i18next";
import { PLANS } from "../../../../contract/plans";

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
      <Accordion.Root type="single" collapsible className="mt-8 space-y-3">
        {ITEMS.map((key) => (
          <Accordion.Item
            key={key}
            value={key}
            className="overflow-hidden rounded-xl border border-slate-200 bg-white data-[state=open]:shadow-sm dark:border-slate-800 dark:bg-slate-900"
          >
            <Accordion.Header>
              <Accordion.Trigger className="group flex w-full items-center justify-between gap-4 px-5 py-4 text-left font-semibold text-slate-900 transition-colors hover:bg-slate-50 dark:text-white dark:hover:bg-slate-800/60">
                <span>{t(`billing.faq.items.${key}.question`)}</span>
                <ChevronDown
                  className="h-5 w-5 shrink-0 text-slate-500 transition-transform duration-200 group-data-[state=open]:rotate-180 dark:text-slate-400"
                  aria-hidden
                />
              </Accordion.Trigger>
            </Accordion.Header>
            <Accordion.Content className="px-5 pb-5 leading-relaxed text-slate-600 dark:text-slate-300">
              <p>{t(`billing.faq.items.${key}.answer`, values)}</p>
            </Accordion.Content>
          </Accordion.Item>
        ))}
      </Accordion.Root>
    </section>
  );
}
