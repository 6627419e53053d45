import { useTranslation } from "react-i18next";
import { SectionHeading } from "./section-heading";
import { StarRating } from "./star-rating";

const TESTIMONIALS = ["t1", "t2", "t3"] as const;

function initials(name: string): string {
  return name
    .split(/\s+/)
    .map((part) => part.slice(0, 1))
    .join("")
    .slice(0, 2)
    .toUpperCase();
}

/** Three testimonials with five-star ratings (spec 1 §1). The people and companies are fictional. */
export function TestimonialsSection() {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="home-testimonials-title" className="py-20 sm:py-24">
      <div className="mx-auto max-w-7xl px-4 sm:px-6">
        <SectionHeading id="home-testimonials-title" title={t("home.testimonials.title")} subtitle={t("home.testimonials.subtitle")} />
        <ul className="mt-14 grid gap-6 lg:grid-cols-3">
          {TESTIMONIALS.map((key) => {
            const name = t(`home.testimonials.items.${key}.name`);
            return (
              <li key={key}>
                <figure className="flex h-full flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm dark:border-slate-800 dark:bg-slate-900">
                  <StarRating rating={5} />
                  <blockquote className="mt-4 flex-1 text-slate-700 dark:text-slate-200">
                    <p>{t(`home.testimonials.items.${key}.quote`)}</p>
                  </blockquote>
                  <figcaption className="mt-6 flex items-center gap-3 border-t border-slate-100 pt-5 dark:border-slate-800">
                    <span
                      aria-hidden
                      className="inline-flex h-11 w-11 shrink-0 items-center justify-center rounded-full bg-brand-100 font-semibold text-brand-700 dark:bg-slate-800 dark:text-indigo-300"
                    >
                      {initials(name)}
                    </span>
                    <span>
                      <span className="block font-semibold text-slate-900 dark:text-white">{name}</span>
                      <span className="block text-sm text-slate-600 dark:text-slate-400">
                        {t(`home.testimonials.items.${key}.role`)}, {t(`home.testimonials.items.${key}.company`)}
                      </span>
                    </span>
                  </figcaption>
                </figure>
              </li>
            );
          })}
        </ul>
      </div>
    </section>
  );
}
