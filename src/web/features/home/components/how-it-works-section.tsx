import { BarChart3, MessagesSquare, UserPlus, type LucideIcon } from "lucide-react";
import { useTranslation } from "react-i18next";
import { SectionHeading } from "./section-heading";

const STEPS: { key: string; icon: LucideIcon }[] = [
  { key: "signUp", icon: UserPlus },
  { key: "converse", icon: MessagesSquare },
  { key: "improve", icon: BarChart3 },
];

/** The three-step how-it-works (spec 1 §1). */
export function HowItWorksSection() {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="home-how-title" className="border-y border-slate-200 bg-slate-50 py-20 sm:py-24 dark:border-slate-800 dark:bg-slate-900/50">
      <div className="mx-auto max-w-7xl px-4 sm:px-6">
        <SectionHeading id="home-how-title" title={t("home.howItWorks.title")} subtitle={t("home.howItWorks.subtitle")} />
        <ol className="relative mt-14 grid gap-10 md:grid-cols-3 md:gap-8">
          <span aria-hidden className="absolute top-7 right-[16.67%] left-[16.67%] hidden h-px bg-slate-300 md:block dark:bg-slate-700" />
          {STEPS.map(({ key, icon: Icon }, index) => (
            <li key={key} className="relative flex flex-col items-center text-center">
              <span className="relative inline-flex h-14 w-14 items-center justify-center rounded-full border-4 border-slate-50 bg-brand-600 text-white dark:border-slate-950">
                <Icon className="h-6 w-6" aria-hidden />
              </span>
              <p className="mt-5 text-sm font-semibold tracking-wide text-brand-700 uppercase dark:text-indigo-300">
                {t("home.howItWorks.step", { number: index + 1 })}
              </p>
              <h3 className="mt-2 text-xl font-semibold text-slate-900 dark:text-white">{t(`home.howItWorks.steps.${key}.title`)}</h3>
              <p className="mt-2 max-w-sm text-slate-600 dark:text-slate-300">{t(`home.howItWorks.steps.${key}.description`)}</p>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
