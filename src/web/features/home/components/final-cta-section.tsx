import { ArrowRight } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useAuth } from "../../../lib/auth";
import { Button } from "../../../components/ui/button";

/** The closing call to action: visitors go to /register, signed-in users to /chat. */
export function FinalCtaSection() {
  const { t } = useTranslation();
  const { user } = useAuth();
  return (
    <section aria-labelledby="home-cta-title" className="px-4 py-20 sm:px-6 sm:py-24">
      <div className="relative mx-auto max-w-5xl overflow-hidden rounded-3xl bg-brand-600 px-6 py-14 text-center shadow-xl sm:px-12 sm:py-16 dark:bg-brand-700">
        <div aria-hidden className="pointer-events-none absolute -top-24 -right-24 h-64 w-64 rounded-full bg-white/10 blur-2xl" />
        <div aria-hidden className="pointer-events-none absolute -bottom-24 -left-24 h-64 w-64 rounded-full bg-indigo-300/20 blur-2xl" />
        <h2 id="home-cta-title" className="relative text-3xl font-bold tracking-tight text-balance text-white sm:text-4xl">
          {t("home.cta.title")}
        </h2>
        <p className="relative mx-auto mt-4 max-w-2xl text-lg text-pretty text-indigo-100">{user ? t("home.cta.subtitleSignedIn") : t("home.cta.subtitle")}</p>
        <div className="relative mt-8 flex flex-col justify-center gap-3 sm:flex-row">
          {user ? (
            <Button asChild size="lg" className="bg-white text-brand-700 hover:bg-brand-50">
              <Link to="/chat">
                {t("home.cta.startPractice")}
                <ArrowRight className="h-5 w-5" aria-hidden />
              </Link>
            </Button>
          ) : (
            <>
              <Button asChild size="lg" className="bg-white text-brand-700 hover:bg-brand-50">
                <Link to="/register">
                  {t("home.cta.getStarted")}
                  <ArrowRight className="h-5 w-5" aria-hidden />
                </Link>
              </Button>
              <Button asChild size="lg" variant="ghost" className="border border-white/40 text-white hover:bg-white/10 dark:text-white dark:hover:bg-white/10">
                <Link to="/pricing">{t("home.cta.comparePlans")}</Link>
              </Button>
            </>
          )}
        </div>
      </div>
    </section>
  );
}
