import { ArrowRight, Bot, CheckCircle2 } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useAuth } from "../../../lib/auth";
import { Button } from "../../../components/ui/button";
import { STAGES } from "./stages";

/** Example scores shown in the hero's preview card. */
const PREVIEW_SCORES: Record<(typeof STAGES)[number], number> = {
  opening: 8,
  discovery: 9,
  presentation: 7,
  objectionHandling: 8,
  closing: 6,
};

function PracticePreview() {
  const { t } = useTranslation();
  return (
    <div
      role="img"
      aria-label={t("home.preview.label")}
      className="relative mx-auto w-full max-w-md rounded-2xl border border-slate-200 bg-white p-5 shadow-xl shadow-brand-600/10 dark:border-slate-800 dark:bg-slate-900 dark:shadow-black/40"
    >
      <div className="flex items-center justify-between gap-3">
        <p className="font-semibold text-slate-900 dark:text-white">{t("home.preview.title")}</p>
        <span className="inline-flex shrink-0 items-center gap-1.5 rounded-full bg-emerald-50 whitespace-nowrap px-2.5 py-1 text-xs font-medium text-emerald-800 dark:bg-emerald-950 dark:text-emerald-300">
          <span className="h-1.5 w-1.5 rounded-full bg-emerald-500" />
          {t("home.preview.live")}
        </span>
      </div>
      <div className="mt-4 space-y-3 text-sm">
        <div className="flex gap-2.5">
          <span className="inline-flex h-8 w-8 shrink-0 items-center justify-center rounded-full bg-slate-100 text-slate-600 dark:bg-slate-800 dark:text-slate-300">
            <Bot className="h-4 w-4" />
          </span>
          <div>
            <p className="text-xs font-medium text-slate-500 dark:text-slate-400">{t("home.preview.customer")}</p>
            <p className="mt-1 rounded-2xl rounded-tl-sm bg-slate-100 px-3 py-2 text-slate-800 dark:bg-slate-800 dark:text-slate-100">
              {t("home.preview.customerLine")}
            </p>
          </div>
        </div>
        <div className="flex flex-row-reverse gap-2.5">
          <span className="inline-flex h-8 w-8 shrink-0 items-center justify-center rounded-full bg-brand-600 text-xs font-semibold text-white">
            {t("home.preview.you").slice(0, 1)}
          </span>
          <div className="text-right">
            <p className="text-xs font-medium text-slate-500 dark:text-slate-400">{t("home.preview.you")}</p>
            <p className="mt-1 rounded-2xl rounded-tr-sm bg-brand-600 px-3 py-2 text-left text-white">{t("home.preview.userLine")}</p>
          </div>
        </div>
      </div>
      <div className="mt-5 border-t border-slate-200 pt-4 dark:border-slate-800">
        <p className="text-xs font-semibold tracking-wide text-slate-500 uppercase dark:text-slate-400">{t("home.preview.ratingsTitle")}</p>
        <ul className="mt-3 space-y-2">
          {STAGES.map((stage) => {
            const score = PREVIEW_SCORES[stage];
            return (
              <li key={stage} className="grid grid-cols-[minmax(0,10.5rem)_1fr_auto] items-center gap-3 text-sm">
                <span className="leading-tight text-slate-700 dark:text-slate-300">{t(`stages.${stage}`)}</span>
                <span className="h-2 overflow-hidden rounded-full bg-slate-100 dark:bg-slate-800">
                  <span className="block h-full rounded-full bg-brand-500" style={{ width: `${score * 10}%` }} />
                </span>
                <span className="font-medium text-slate-900 tabular-nums dark:text-white">{t("home.preview.score", { score })}</span>
              </li>
            );
          })}
        </ul>
      </div>
    </div>
  );
}

/** The page's <h1>, with calls to action that depend on whether someone is signed in (spec 1 §2). */
export function HeroSection() {
  const { t } = useTranslation();
  const { user } = useAuth();
  return (
    <section
      aria-labelledby="home-hero-title"
      className="relative overflow-hidden bg-linear-to-b from-brand-50 via-white to-white dark:from-slate-900 dark:via-slate-950 dark:to-slate-950"
    >
      <div className="mx-auto grid max-w-7xl items-center gap-12 px-4 py-16 sm:px-6 sm:py-20 lg:grid-cols-2 lg:py-28">
        <div className="text-center lg:text-left">
          <p className="inline-flex items-center gap-2 rounded-full border border-brand-100 bg-white px-3 py-1 text-sm font-medium text-brand-700 dark:border-slate-700 dark:bg-slate-900 dark:text-indigo-300">
            <Bot className="h-4 w-4" aria-hidden />
            {t("home.hero.eyebrow")}
          </p>
          <h1 id="home-hero-title" className="mt-6 text-4xl font-extrabold tracking-tight text-balance text-slate-900 sm:text-5xl lg:text-6xl dark:text-white">
            {t("home.hero.title")}
          </h1>
          <p className="mx-auto mt-6 max-w-xl text-lg text-pretty text-slate-600 lg:mx-0 dark:text-slate-300">{t("home.hero.subtitle")}</p>
          {user ? (
            <div className="mt-8 flex flex-col items-center gap-4 lg:items-start">
              <p className="font-medium text-slate-800 dark:text-slate-200">{t("home.hero.welcomeBack", { name: user.firstName })}</p>
              <Button asChild size="lg" className="w-full sm:w-auto">
                <Link to="/chat">
                  {t("home.hero.startPractice")}
                  <ArrowRight className="h-5 w-5" aria-hidden />
                </Link>
              </Button>
            </div>
          ) : (
            <>
              <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row lg:justify-start">
                <Button asChild size="lg">
                  <Link to="/register">
                    {t("home.hero.getStarted")}
                    <ArrowRight className="h-5 w-5" aria-hidden />
                  </Link>
                </Button>
                <Button asChild size="lg" variant="secondary">
                  <Link to="/pricing">{t("home.hero.seePricing")}</Link>
                </Button>
              </div>
              <p className="mt-4 text-sm text-slate-600 dark:text-slate-400">
                <CheckCircle2 className="mr-1.5 inline h-4 w-4 align-[-3px] text-emerald-600 dark:text-emerald-400" aria-hidden />
                {t("home.hero.note")}
              </p>
            </>
          )}
        </div>
        <PracticePreview />
      </div>
    </section>
  );
}
