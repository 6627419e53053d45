import { ChevronDown } from "lucide-react";
import { Accordion } from "radix-ui";
import { useTranslation } from "react-i18next";
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
        <Accordion.Root type="single" collapsible className="mt-12 space-y-3">
          {FAQ_ITEMS.map((key) => (
            <Accordion.Item
              key={key}
              value={key}
              className="overflow-hidden rounded-xl border border-slate-200 bg-white data-[state=open]:shadow-sm dark:border-slate-800 dark:bg-slate-900"
            >
              <Accordion.Header>
                <Accordion.Trigger className="group flex w-full items-center justify-between gap-4 px-5 py-4 text-left font-semibold text-slate-900 transition-colors hover:bg-slate-50 dark:text-white dark:hover:bg-slate-800/60">
                  <span>{t(`home.faq.items.${key}.question`)}</span>
                  <ChevronDown
                    className="h-5 w-5 shrink-0 text-slate-500 transition-transform duration-200 group-data-[state=open]:rotate-180 dark:text-slate-400"
                    aria-hidden
                  />
                </Accordion.Trigger>
              </Accordion.Header>
              <Accordion.Content className="px-5 pb-5 leading-relaxed text-slate-600 dark:text-slate-300">
                <p>
                  <RichText i18nKey={`home.faq.items.${key}.answer`} />
                </p>
              </Accordion.Content>
            </Accordion.Item>
          ))}
        </Accordion.Root>
      </div>
    </section>
  );
}
