import { Lock } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { Button } from "../../../components/ui/button";
import { Card } from "../../../components/ui/card";

/** What a signed-in-only page shows a visitor. */
export function SignInRequired({ title }: { title: string }) {
  const { t } = useTranslation();
  return (
    <Card className="flex flex-col items-center gap-3 text-center">
      <Lock className="h-10 w-10 text-slate-400" aria-hidden />
      <h1 className="text-2xl font-bold text-slate-900 dark:text-white">{title}</h1>
      <p className="text-slate-700 dark:text-slate-300">{t("billing.common.loginRequired")}</p>
      <Button asChild>
        <Link to="/login">{t("billing.common.logIn")}</Link>
      </Button>
    </Card>
  );
}
