import { Lock } from "lucide-react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link, Navigate } from "react-router";
import { Button } from "../components/ui/button";
import { Card } from "../components/ui/card";
import { Spinner } from "../components/ui/spinner";
import { AdminShell } from "../features/admin/admin-shell";
import { AuthCard } from "../features/auth/components/auth-card";
import { SignInRequired } from "../features/billing/components/sign-in-required";
import { CenteredCard, CompanyShell } from "../features/company/company-shell";
import type { Gate } from "../lib/require-user";

/*
 * What each signed-in-only screen shows while the session loads and to a signed-out visitor (the router's
 * RequireUser picks one by route). Each keeps the screen's own frame and wording.
 */

/** A spinner saying "Loading…" in a frame of the given width. */
function Loading({ className }: { className: string }) {
  const { t } = useTranslation();
  return (
    <div className={className}>
      <Spinner label={t("app.loading")} />
    </div>
  );
}

/** The billing sign-in card under the screen's title, in a frame of the given width. */
function SignInUnder({ className, title }: { className: string; title: string }) {
  const { t } = useTranslation();
  return (
    <div className={className}>
      <SignInRequired title={t(title)} />
    </div>
  );
}

/** A feature's own sign-in card (practice, summaries): its title, message, an optional note and link. */
function FeatureSignIn({ feature, note }: { feature: "practice" | "summaries"; note?: boolean }) {
  const { t } = useTranslation();
  return (
    <div className="mx-auto max-w-xl px-4 py-12 sm:px-6">
      <Card className="flex flex-col items-center gap-3 text-center">
        <Lock className="h-10 w-10 text-slate-400" aria-hidden />
        <h1 className="text-2xl font-bold text-slate-900 dark:text-white">{t(`${feature}.title`)}</h1>
        <p className="text-slate-700 dark:text-slate-300">{t(`${feature}.loginRequired`)}</p>
        {note ? <p className="text-sm text-slate-600 dark:text-slate-400">{t(`${feature}.subtitle`)}</p> : null}
        <Button asChild>
          <Link to="/login">{t(`${feature}.signIn`)}</Link>
        </Button>
      </Card>
    </div>
  );
}

/** The lock card of the admin and company screens. */
function LockCard({ message, action }: { message: string; action: string }) {
  const { t } = useTranslation();
  return (
    <CenteredCard>
      <Lock className="h-10 w-10 text-slate-400" aria-hidden />
      <p className="text-slate-700 dark:text-slate-300">{t(message)}</p>
      <Button asChild>
        <Link to="/login">{t(action)}</Link>
      </Button>
    </CenteredCard>
  );
}

function CompanyFrame({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  return <CompanyShell title={t("company.title")}>{children}</CompanyShell>;
}

function CompanyLoading() {
  const { t } = useTranslation();
  return (
    <CenteredCard>
      <Spinner label={t("company.common.loading")} />
    </CenteredCard>
  );
}

function SettingsSignIn() {
  const { t } = useTranslation();
  return (
    <div className="mx-auto max-w-2xl px-4 py-12 text-center">
      <p className="text-slate-700 dark:text-slate-300">{t("app.loginRequired")}</p>
      <Button asChild className="mt-4">
        <Link to="/login">{t("app.loginAction")}</Link>
      </Button>
    </div>
  );
}

function PasswordSetupLoading() {
  const { t } = useTranslation();
  return (
    <AuthCard title={t("setup.title")}>
      <Spinner />
    </AuthCard>
  );
}

const WIDE = "mx-auto max-w-5xl space-y-6 px-4 py-8 sm:px-6 sm:py-12";
const NARROW = "mx-auto max-w-xl px-4 py-12 sm:px-6";
const PAGE = "mx-auto max-w-4xl px-4 py-12 sm:px-6";

export const GATES = {
  practice: { pending: <Loading className={WIDE} />, signedOut: <FeatureSignIn feature="practice" note /> },
  summaries: { pending: <Loading className={WIDE} />, signedOut: <FeatureSignIn feature="summaries" /> },
  profile: { pending: <Loading className={PAGE} />, signedOut: <SignInUnder className={NARROW} title="profile.title" /> },
  certificate: { pending: <Loading className={PAGE} />, signedOut: <SignInUnder className={NARROW} title="certificates.sheet.title" /> },
  checkout: { pending: <Loading className={NARROW} />, signedOut: <SignInUnder className={NARROW} title="billing.checkout.title" /> },
  portal: {
    pending: <Loading className="mx-auto max-w-2xl px-4 py-12 sm:px-6" />,
    signedOut: <SignInUnder className="mx-auto max-w-2xl px-4 py-12 sm:px-6" title="billing.portal.title" />,
  },
  settings: {
    pending: (
      <div className="p-12">
        <Spinner />
      </div>
    ),
    signedOut: <SettingsSignIn />,
  },
  admin: {
    pending: (
      <AdminShell>
        <Card className="flex justify-center">
          <Spinner />
        </Card>
      </AdminShell>
    ),
    signedOut: (
      <AdminShell>
        <LockCard message="admin.loginRequired" action="admin.loginAction" />
      </AdminShell>
    ),
  },
  company: {
    pending: (
      <CompanyFrame>
        <CompanyLoading />
      </CompanyFrame>
    ),
    signedOut: (
      <CompanyFrame>
        <LockCard message="company.loginRequired" action="company.loginAction" />
      </CompanyFrame>
    ),
  },
  passwordSetup: { pending: <PasswordSetupLoading />, signedOut: <Navigate to="/login" replace /> },
} satisfies Record<string, Gate>;
