import { ChevronDown, FileText } from "lucide-react";
import { Accordion } from "radix-ui";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "../../components/ui/button";
import { LegalPageShell } from "./components/legal-page-shell";
import { RichText } from "./components/rich-text";

/** The sections of the terms of service, in order (spec 1 §1). */
const SECTIONS = ["acceptance", "licence", "privacy", "accounts", "forbiddenUse", "content", "termination", "disclaimer", "governingLaw", "changes"] as const;

/** Terms of service as collapsible sections; any number may be open at once. */
export function TermsPage() {
  const { t } = useTranslation();
  const [open, setOpen] = useState<string[]>([]);
  const allOpen = open.length === SECTIONS.length;

  return (
    <LegalPageShell icon={FileText} title={t("terms.title")} intro={t("terms.intro")} showLastUpdated>
      <div className="mb-4 flex justify-end">
        <Button variant="ghost" size="sm" onClick={() => setOpen(allOpen ? [] : [...SECTIONS])}>
          {allOpen ? t("legal.collapseAll") : t("legal.expandAll")}
        </Button>
      </div>
      <Accordion.Root
        type="multiple"
        value={open}
        onValueChange={setOpen}
        className="divide-y divide-slate-200 overflow-hidden rounded-2xl border border-slate-200 bg-white dark:divide-slate-800 dark:border-slate-800 dark:bg-slate-900"
      >
        {SECTIONS.map((key) => (
          <Accordion.Item key={key} value={key}>
            <Accordion.Header asChild>
              <h2>
                <Accordion.Trigger className="group flex w-full items-center justify-between gap-4 px-5 py-4 text-left text-base font-semibold text-slate-900 transition-colors hover:bg-slate-50 sm:px-6 dark:text-white dark:hover:bg-slate-800/60">
                  <span>{t(`terms.sections.${key}.title`)}</span>
                  <ChevronDown
                    className="h-5 w-5 shrink-0 text-slate-500 transition-transform duration-200 group-data-[state=open]:rotate-180 dark:text-slate-400"
                    aria-hidden
                  />
                </Accordion.Trigger>
              </h2>
            </Accordion.Header>
            <Accordion.Content className="px-5 pb-5 leading-relaxed text-slate-700 sm:px-6 dark:text-slate-300">
              <p>
                <RichText i18nKey={`terms.sections.${key}.body`} />
              </p>
            </Accordion.Content>
          </Accordion.Item>
        ))}
      </Accordion.Root>
    </LegalPageShell>
  );
}
