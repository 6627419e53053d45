import type { UseFormRegisterReturn } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { DIFFICULTIES } from "../../../../contract/practice-rules";
import { cn } from "../../../lib/cn";

const optionClass = cn(
  "flex cursor-pointer flex-col gap-1 rounded-xl border border-slate-200 bg-white px-3 py-2 dark:border-slate-700 dark:bg-slate-900",
  "hover:border-brand-500 dark:hover:border-brand-500",
  "has-checked:border-brand-600 has-checked:bg-brand-50 has-checked:ring-2 has-checked:ring-brand-600",
  "dark:has-checked:border-brand-500 dark:has-checked:bg-brand-500/15 dark:has-checked:ring-brand-500",
  "has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-brand-600",
);

/** Easy, medium, hard, each explained in one line (issue 15); medium is picked by default (spec 2 §3). */
export function DifficultyPicker({ field }: { field: UseFormRegisterReturn<"difficulty"> }) {
  const { t } = useTranslation();
  return (
    <fieldset>
      <legend className="mb-2 text-sm font-semibold text-slate-800 dark:text-slate-200">{t("practice.start.difficulty")}</legend>
      <div className="grid gap-2 sm:grid-cols-3">
        {DIFFICULTIES.map((d) => (
          <label key={d} className={optionClass} data-difficulty={d}>
            <span className="flex items-center gap-2">
              <input type="radio" value={d} className="h-4 w-4 shrink-0 accent-brand-600" aria-describedby={`difficulty-${d}-line`} {...field} />
              <span className="font-medium text-slate-900 dark:text-white">{t(`practice.difficulties.${d}`)}</span>
            </span>
            <span id={`difficulty-${d}-line`} className="text-xs text-slate-600 dark:text-slate-400">
              {t(`practice.start.difficultyLines.${d}`)}
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
