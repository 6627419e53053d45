import { lazy, Suspense } from "react";
import { useTranslation } from "react-i18next";
import { useAuth } from "../../lib/auth";
import { Spinner } from "../../components/ui/spinner";
import { FaqSection } from "./components/faq-section";
import { FeaturesSection } from "./components/features-section";
import { FinalCtaSection } from "./components/final-cta-section";
import { HeroSection } from "./components/hero-section";
import { HowItWorksSection } from "./components/how-it-works-section";
import { TestimonialsSection } from "./components/testimonials-section";
import { useHasPractised } from "./use-has-practised";

// Only a signed-in user who has not practised yet sees it (it starts a call): a visitor's page goes without it.
const FirstStep = lazy(() => import("./components/first-step").then((m) => ({ default: m.FirstStep })));

/**
 * Home (spec 1 §1-2). A signed-in user who has not practised yet sees their first step (one suggested call and
 * one Start); everyone else the marketing page, with one <h1> in the hero and an <h2> per section.
 */
export function HomePage() {
  const { t } = useTranslation();
  const { user } = useAuth();
  const { practised, pending } = useHasPractised(user !== null);
  const loading = (
    <div className="mx-auto max-w-3xl px-4 py-16 sm:px-6">
      <Spinner label={t("app.loading")} />
    </div>
  );
  if (user && pending) return loading;
  if (user && practised === false) {
    return (
      <Suspense fallback={loading}>
        <FirstStep firstName={user.firstName} />
      </Suspense>
    );
  }
  return (
    <>
      <HeroSection />
      <FeaturesSection />
      <HowItWorksSection />
      <TestimonialsSection />
      <FaqSection />
      <FinalCtaSection />
    </>
  );
}
