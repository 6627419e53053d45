import { AlertTriangle } from "lucide-react";
import { useTranslation } from "react-i18next";
import { useRouteError } from "react-router";

/** Shown instead of a blank page when a screen fails to render. */
export function RouteError() {
  const { t } = useTranslation();
  const error = useRouteError();
  console.error(error);
  return (
    <div role="alert" className="mx-auto flex max-w-lg flex-col items-center gap-4 px-4 py-24 text-center">
      <AlertTriangle className="h-12 w-12 text-amber-500" aria-hidden />
      <h1 className="text-2xl font-bold">{t("messages.generic")}</h1>
      <a href="/" className="font-medium text-brand-600 hover:underline dark:text-brand-300">
        {t("app.backHome")}
      </a>
    </div>
  );
}
