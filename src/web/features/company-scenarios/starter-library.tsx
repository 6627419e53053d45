import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { BookOpen, ChevronDown, ChevronUp, CopyPlus } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import type { LibraryEntry } from "../../../contract/scenario-library";
import { type Language, LANGUAGE_NAMES, LANGUAGES } from "../../../contract/language-list";
import { Alert } from "../../components/ui/alert";
import { Button } from "../../components/ui/button";
import { Card } from "../../components/ui/card";
import { Field } from "../../components/ui/field";
import { inputClass } from "../../components/ui/input";
import { Spinner } from "../../components/ui/spinner";
import { api } from "../../lib/api";
import { currentLanguage } from "../../lib/i18n";
import { translateKeyedError } from "../../lib/messages";
import { type CompanyScenario, SCENARIO_KEYS } from "./api";

const libraryApi = {
  list: (signal?: AbortSignal) => api<{ entries: LibraryEntry[] }>("/api/scenario-library", { signal }),
  copy: (key: string, language: Language, companyId: string | null) =>
    api<CompanyScenario>(`/api/scenario-library/${encodeURIComponent(key)}/copy`, { method: "POST", body: { language, ...(companyId ? { companyId } : {}) } }),
};

/**
 * The starter library (issue 17, docs/decisions/026) in the Scenarios tab: ready-made scenarios, in the language the
 * manager picks, each copied into the company with one button and then edited like the company's own.
 */
export function StarterLibrary({ companyId, startOpen }: { companyId: string | null; startOpen: boolean }) {
  const { t } = useTranslation();
  const qc = useQueryClient();
  const [open, setOpen] = useState(startOpen);
  const [language, setLanguage] = useState<Language>(currentLanguage());
  const list = useQuery({ queryKey: ["scenario-library"], queryFn: ({ signal }) => libraryApi.list(signal), enabled: open, staleTime: Infinity });
  const copy = useMutation({
    mutationFn: (key: string) => libraryApi.copy(key, language, companyId),
    onSuccess: (s) => {
      toast.success(t("scenarios.library.copied", { name: s.name }));
      void qc.invalidateQueries({ queryKey: SCENARIO_KEYS.all });
    },
    onError: (e) => toast.error(translateKeyedError(t, e, "scenarios.library.copyFailed")),
  });
  return (
    <Card>
      <section aria-labelledby="starter-library-title" className="space-y-3">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h3 id="starter-library-title" className="flex items-center gap-2 font-semibold text-slate-900 dark:text-white">
            <BookOpen className="h-5 w-5" aria-hidden />
            {t("scenarios.library.title")}
          </h3>
          <Button variant="ghost" size="sm" aria-expanded={open} aria-controls="starter-library-body" onClick={() => setOpen((o) => !o)}>
            {open ? <ChevronUp className="h-4 w-4" aria-hidden /> : <ChevronDown className="h-4 w-4" aria-hidden />}
            {open ? t("scenarios.library.hide") : t("scenarios.library.show")}
          </Button>
        </div>
        <p className="text-sm text-slate-600 dark:text-slate-400">{t("scenarios.library.intro")}</p>
        {open ? (
          <div id="starter-library-body" className="space-y-3">
            <Field label={t("scenarios.library.language")} className="max-w-xs">
              <select className={inputClass} value={language} onChange={(e) => setLanguage(e.target.value as Language)}>
                {LANGUAGES.map((l) => (
                  <option key={l} value={l}>
                    {LANGUAGE_NAMES[l]}
                  </option>
                ))}
              </select>
            </Field>
            {list.isPending ? (
              <Spinner label={t("scenarios.library.loading")} />
            ) : list.isError ? (
              <Alert>{translateKeyedError(t, list.error, "scenarios.library.loadFailed")}</Alert>
            ) : (
              <ul className="grid gap-3 md:grid-cols-3" aria-label={t("scenarios.library.title")}>
                {list.data.entries.map((entry) => {
                  const v = entry.versions.find((x) => x.language === language) ?? entry.versions[0];
                  if (!v) return null;
                  return (
                    <li
                      key={entry.key}
                      data-library-key={entry.key}
                      className="flex flex-col gap-2 rounded-lg border border-slate-200 p-3 dark:border-slate-800"
                    >
                      <span className="break-words font-medium text-slate-900 dark:text-white" lang={v.language}>
                        {v.name}
                      </span>
                      <p className="text-sm text-slate-700 dark:text-slate-300" lang={v.language}>
                        {t("scenarios.summary", { product: v.product.name, role: v.customer.role, industry: v.customer.industry })}
                      </p>
                      <p className="text-xs text-slate-600 dark:text-slate-400">
                        {[
                          t(`scenarios.goals.${v.goal}`),
                          t(`scenarios.difficulties.${v.customer.difficulty}`),
                          t("scenarios.passMarkShort", { mark: v.passMark }),
                        ].join(" · ")}
                      </p>
                      <Button
                        size="sm"
                        variant="secondary"
                        className="mt-auto self-start"
                        disabled={copy.isPending}
                        onClick={() => copy.mutate(entry.key)}
                        aria-label={t("scenarios.library.copyNamed", { name: v.name })}
                      >
                        {copy.isPending && copy.variables === entry.key ? <Spinner /> : <CopyPlus className="h-4 w-4" aria-hidden />}
                        {t("scenarios.library.copy")}
                      </Button>
                    </li>
                  );
                })}
              </ul>
            )}
          </div>
        ) : null}
      </section>
    </Card>
  );
}
