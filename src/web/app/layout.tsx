import { lazy, Suspense, useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, Outlet, useLocation } from "react-router";
import { PasswordSetupGate } from "../features/auth/password-setup-gate";
import { FeedbackProvider } from "../features/feedback/feedback-provider";
import { loadLanguage } from "../lib/i18n";
import { useBrand } from "../lib/brand";
import { Header } from "./header";

// Only a page reached from checkout loads it (with the features' English phrase books it speaks from).
const CheckoutLanding = lazy(async () => {
  const [m] = await Promise.all([import("../features/billing/checkout-landing"), loadLanguage("en")]);
  return { default: m.CheckoutLanding };
});
const FROM_CHECKOUT = /[?&]checkout=(success|changed)(&|$)/;

export function Layout() {
  const { t } = useTranslation();
  const { pathname, search } = useLocation();
  const brand = useBrand();
  // The landing stays for the page it arrived on after it has taken the parameters out of the address.
  const [landedOn, setLandedOn] = useState<string | null>(null);
  if (FROM_CHECKOUT.test(search) && landedOn !== pathname) setLandedOn(pathname);
  useEffect(() => {
    // Braces matter: newer Chromium returns a promise from scrollTo, and an effect may return only a cleanup.
    window.scrollTo(0, 0);
  }, [pathname]);
  return (
    <FeedbackProvider>
      <div className="flex min-h-screen flex-col print:block print:min-h-0">
        <a
          href="#main"
          className="sr-only focus:not-sr-only focus:absolute focus:left-4 focus:top-4 focus:z-50 focus:rounded focus:bg-white focus:px-3 focus:py-2"
        >
          {t("app.skipToContent")}
        </a>
        <div className="contents print:hidden">
          <Header />
        </div>
        <main id="main" className="flex-1">
          {landedOn === pathname ? (
            <Suspense fallback={null}>
              <CheckoutLanding key={pathname} />
            </Suspense>
          ) : null}
          <Outlet />
        </main>
        <footer className="border-t print:hidden border-slate-200 py-8 text-sm text-slate-500 dark:border-slate-800 dark:text-slate-400">
          <div className="mx-auto flex max-w-7xl flex-col gap-4 px-4 sm:flex-row sm:items-center sm:justify-between sm:px-6">
            <p>
              {brand?.whiteLabel
                ? t("brand.footer", { year: new Date().getFullYear(), name: brand.displayName })
                : t("app.footer", { year: new Date().getFullYear() })}
            </p>
            <nav aria-label={t("nav.footer")} className="flex flex-wrap gap-4">
              <Link to="/terms" className="hover:text-slate-900 dark:hover:text-white">
                {t("nav.terms")}
              </Link>
              <Link to="/privacy" className="hover:text-slate-900 dark:hover:text-white">
                {t("nav.privacy")}
              </Link>
              <Link to="/contact" className="hover:text-slate-900 dark:hover:text-white">
                {t("nav.contact")}
              </Link>
            </nav>
          </div>
        </footer>
        {pathname !== "/password-setup" ? <PasswordSetupGate /> : null}
      </div>
    </FeedbackProvider>
  );
}
