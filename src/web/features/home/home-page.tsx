import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useAuth } from "../../app/auth";
import { Button } from "../../components/ui/button";

export function HomePage() {
  const { t } = useTranslation();
  const { user } = useAuth();
  return (
    <section className="mx-auto max-w-5xl px-4 py-20 text-center">
      <h1 className="text-4xl font-bold">{t("app.name")}</h1>
      <p className="mt-4 text-slate-600 dark:text-slate-300">{t("app.tagline")}</p>
      <div className="mt-8 flex justify-center gap-3">
        {user ? (
          <Button asChild><Link to="/chat">{t("nav.conversations")}</Link></Button>
        ) : (
          <>
            <Button asChild><Link to="/register">{t("nav.getStarted")}</Link></Button>
            <Button asChild variant="secondary"><Link to="/pricing">{t("nav.pricing")}</Link></Button>
          </>
        )}
      </div>
    </section>
  );
}
