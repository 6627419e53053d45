import { CheckCircle2 } from "lucide-react";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { Navigate, useNavigate } from "react-router";
import { useAuth } from "../../lib/auth";
import { useUser } from "../../lib/require-user";
import { AuthCard } from "./components/auth-card";
import { PasswordSetupForm } from "./components/password-setup-form";

/** Seconds before the confirmation moves on (spec 1 §9: password-setup redirect 2 s). */
export const SETUP_REDIRECT_MS = 2_000;

export function PasswordSetupPage() {
  const { t } = useTranslation();
  const { setUser } = useAuth();
  const user = useUser();
  const navigate = useNavigate();
  const [done, setDone] = useState(false);

  useEffect(() => {
    if (!done) return;
    const timer = setTimeout(() => void navigate("/"), SETUP_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [done, navigate]);

  if (!user.needsPasswordSetup && !done) return <Navigate to="/" replace />;

  return (
    <AuthCard title={t("setup.title")} subtitle={t("setup.subtitle")}>
      {user.companyId ? (
        <p className="mb-4 rounded-lg bg-brand-50 px-3 py-2 text-sm text-brand-700 dark:bg-slate-800 dark:text-brand-100">
          {t("setup.companyWelcome", { company: user.company ? `, ${user.company}` : "" })}
        </p>
      ) : null}
      {done ? (
        <p role="status" className="flex items-center gap-2 text-sm text-emerald-700 dark:text-emerald-400">
          <CheckCircle2 className="h-5 w-5" aria-hidden />
          {t("setup.success")}
        </p>
      ) : (
        <PasswordSetupForm
          requireSpecial={false}
          onDone={(u) => {
            setDone(true);
            setUser(u);
          }}
        />
      )}
    </AuthCard>
  );
}
