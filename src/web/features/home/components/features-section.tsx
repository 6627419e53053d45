import { BarChart3, BrainCircuit, Drama, Users, type LucideIcon } from "lucide-react";
import { useTranslation } from "react-i18next";
import { SectionHeading } from "./section-heading";

const FEATURES: { key: string; icon: LucideIcon }[] = [
  { key: "aiTraining", icon: BrainCircuit },
  { key: "scenarios", icon: Drama },
  { key: "analytics", icon: BarChart3 },
  { key: "teams", icon: Users },
];

/** The four feature highlights (spec 1 §1). */
export function FeaturesSection() {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="home-features-title" className="py-20 sm:py-24">
      <div className="mx-auto max-w-7xl px-4 sm:px-6">
        <SectionHeading id="home-features-title" title={t("home.features.title")} subtitle={t("home.features.subtitle")} />
        <ul className="mt-14 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {FEATURES.map(({ key, icon: Icon }) => (
            <li
              key={key}
              className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm transition-shadow hover:shadow-md dark:border-slate-800 dark:bg-slate-900"
            >
              <span className="inline-flex h-12 w-12 items-center justify-center rounded-xl bg-brand-600 text-white">
                <Icon className="h-6 w-6" aria-hidden />
              </span>
              <h3 className="mt-5 text-lg font-semibold text-slate-900 dark:text-white">{t(`home.features.items.${key}.title`)}</h3>
              <p className="mt-2 text-slate-600 dark:text-slate-300">{t(`home.features.items.${key}.description`)}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
