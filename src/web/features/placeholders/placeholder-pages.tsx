import { Construction, Lock } from "lucide-react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { isPlatformAdmin } from "../../../contract/roles";
import { useAuth } from "../../app/auth";
import { Button } from "../../components/ui/button";
import { Card } from "../../components/ui/card";
import { Spinner } from "../../components/ui/spinner";

/**
 * Screens that later work fills in. Each already applies its access rule, so navigation behaves as it will.
 */
function Placeholder({ name, children }: { name: string; children?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <div className="mx-auto max-w-3xl px-4 py-12 sm:px-6">
      <h1 className="text-3xl font-bold text-slate-900 dark:text-white">{t(`placeholder.${name}.title`)}</h1>
      <p className="mt-2 text-slate-600 dark:text-slate-400">{t(`placeholder.${name}.body`)}</p>
      <Card className="mt-8 flex flex-col items-center gap-3 text-center">
        {children ?? (
          <>
            <Construction className="h-10 w-10 text-brand-600" aria-hidden />
            <p className="text-slate-700 dark:text-slate-300">{t("placeholder.comingSoon")}</p>
            <Link to="/" className="text-sm font-medium text-brand-600 hover:underline dark:text-brand-500">
              {t("placeholder.backHome")}
            </Link>
          </>
        )}
      </Card>
    </div>
  );
}

function SignedInOnly({ name, children }: { name: string; children?: ReactNode }) {
  const { t } = useTranslation();
  const { user, loading } = useAuth();
  if (loading) return <Placeholder name={name}><Spinner /></Placeholder>;
  if (!user) {
    return (
      <Placeholder name={name}>
        <Lock className="h-10 w-10 text-slate-400" aria-hidden />
        <p className="text-slate-700 dark:text-slate-300">{t("placeholder.loginRequired")}</p>
        <Button asChild>
          <Link to="/login">{t("placeholder.loginAction")}</Link>
        </Button>
      </Placeholder>
    );
  }
  return <Placeholder name={name}>{children}</Placeholder>;
}

export const ConversationsPlaceholder = () => <SignedInOnly name="conversations" />;

export function CompanyPlaceholder() {
  const { t } = useTranslation();
  const { user } = useAuth();
  if (user && !user.companyId) {
    return <Placeholder name="company"><p className="text-slate-700 dark:text-slate-300">{t("placeholder.company.noCompany")}</p></Placeholder>;
  }
  return <SignedInOnly name="company" />;
}

export function AdminPlaceholder() {
  const { t } = useTranslation();
  const { user } = useAuth();
  if (user && !isPlatformAdmin(user)) {
    return <Placeholder name="admin"><p className="text-slate-700 dark:text-slate-300">{t("placeholder.admin.forbidden")}</p></Placeholder>;
  }
  return <SignedInOnly name="admin" />;
}
