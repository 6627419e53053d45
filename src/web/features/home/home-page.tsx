import { useTranslation } from "react-i18next";
import { useAuth } from "../../app/auth";
import { Spinner } from "../../components/ui/spinner";
import { FaqSection } from "./components/faq-section";
import { FeaturesSection } from "./components/features-section";
import { FinalCtaSection } from "./components/final-cta-section";
import { FirstStep } from "./components/first-step";
import { HeroSection } from "./components/hero-section";
import { HowItWorksSection } from "./components/how-it-works-section";
import { TestimonialsSection } from "./components/testimonials-section";
import { useHasPractised } from "./use-has-practised";

/**
 * Home (spec 1 §1-2). A signed-in user who has not practised yet sees their first step (one suggested call and
 * one Start); everyone else the marketing page, with one <h1> in the hero and an <h2> per section.
 */
export function HomePage() {
  const { t } = useTranslation();
  const { user } = useAuth();
  const { practised, pending } = useHasPractised(user !== null);
  if (user && pending) {
    return (
      <div className="mx-auto max-w-3xl px-4 py-16 sm:px-6">
        <Spinner label={t("app.loading")} />
      </div>
    );
  }
  if (user && practised === false) return <FirstStep firstName={user.firstName} />;
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
