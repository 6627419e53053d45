import { useTranslation } from "react-i18next";
import { LANGUAGE_NAMES, LANGUAGES, type Language } from "../../contract/language-list";
import { cn } from "../lib/cn";
import { currentLanguage, setLanguage } from "../lib/i18n";

/** The header's language selector: changes and stores the language at once. */
export function LanguageSelect({ className }: { className?: string }) {
  const { t } = useTranslation();
  return (
    <select
      aria-label={t("language.label")}
      value={currentLanguage()}
      onChange={(e) => void setLanguage(e.target.value as Language)}
      className={cn(
        "h-9 rounded-md border border-slate-300 bg-white px-2 text-sm text-slate-700 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-200",
        className,
      )}
    >
      {LANGUAGES.map((lang) => (
        <option key={lang} value={lang}>
          {LANGUAGE_NAMES[lang]}
        </option>
      ))}
    </select>
  );
}
