import { FlaskConical } from "lucide-react";
import { useTranslation } from "react-i18next";

/** The unmistakable "TEST MODE" notice of the built-in billing provider: no card is charged. */
export function TestModeBanner({ body }: { body: string }) {
  const { t } = useTranslation();
  return (
    <div
      role="note"
      aria-label={t("billing.testMode.label")}
      className="flex items-start gap-3 rounded-xl border-2 border-dashed border-amber-500 bg-amber-50 px-4 py-3 text-amber-900 dark:border-amber-400 dark:bg-amber-950/60 dark:text-amber-100"
    >
      <FlaskConical className="mt-0.5 h-5 w-5 shrink-0" aria-hidden />
      <div>
        <p className="text-sm font-extrabold tracking-widest uppercase">{t("billing.testMode.label")}</p>
        <p className="mt-1 text-sm">{body}</p>
      </div>
    </div>
  );
}
