import { useQuery } from "@tanstack/react-query";
import { Building2, Play } from "lucide-react";
import { useTranslation } from "react-i18next";
import { LANGUAGE_NAMES } from "../../../contract/language-list";
import { Button } from "../../components/ui/button";
import { Spinner } from "../../components/ui/spinner";
import { currentLanguage } from "../../lib/i18n";
import { SCENARIO_KEYS, scenarioApi } from "./api";
import { groupScenarios, preferredVersion } from "./versions";

/**
 * The rep's company's own scenarios on the practice screen (issue 17), beside the built-in ones: one click starts
 * the call. Shown only to members of a company that has active scenarios. A training with versions in several
 * languages is one card, in the interface language's version when it has one (the server picks the same).
 */
export function CompanyScenarioCards({ enabled, busy, onStart }: { enabled: boolean; busy: boolean; onStart(id: string): void }) {
  const { t } = useTranslation();
  const list = useQuery({
    queryKey: SCENARIO_KEYS.list(null, "active"),
    queryFn: ({ signal }) => scenarioApi.list(null, "active", signal),
    enabled,
    staleTime: 30_000,
  });
  const scenarios = list.data?.scenarios ?? [];
  if (!enabled || scenarios.length === 0) return null;
  const language = currentLanguage();
  const trainings = groupScenarios(scenarios).map((g) => ({ s: preferredVersion(g, language), languages: g.versions.map((v) => v.language) }));
  return (
    <section aria-labelledby="company-scenarios-title">
      <h3 id="company-scenarios-title" className="mb-2 flex items-center gap-2 text-sm font-semibold text-slate-800 dark:text-slate-200">
        <Building2 className="h-4 w-4" aria-hidden />
        {t("scenarios.practice.title")}
      </h3>
      <ul className="grid gap-3 sm:grid-cols-2">
        {trainings.map(({ s, languages }) => (
          <li
            key={s.id}
            className="flex h-full flex-col gap-2 rounded-xl border border-brand-200 bg-brand-50/50 p-4 dark:border-brand-500/40 dark:bg-brand-500/10"
          >
            <span className="font-semibold text-slate-900 dark:text-white">{s.name}</span>
            <span className="text-sm text-slate-700 dark:text-slate-300">
              {t("scenarios.summary", { product: s.product.name, role: s.customer.role, industry: s.customer.industry })}
            </span>
            <span className="text-xs text-slate-600 dark:text-slate-400">
              {[languages.map((l) => LANGUAGE_NAMES[l]).join(", "), t(`scenarios.goals.${s.goal}`), t("scenarios.passMarkShort", { mark: s.passMark })].join(
                " · ",
              )}
            </span>
            <Button
              size="sm"
              className="mt-auto self-start"
              disabled={busy}
              onClick={() => onStart(s.id)}
              aria-label={t("scenarios.practice.startNamed", { name: s.name })}
            >
              {busy ? <Spinner className="text-white" /> : <Play className="h-4 w-4" aria-hidden />}
              {t("scenarios.practice.start")}
            </Button>
          </li>
        ))}
      </ul>
    </section>
  );
}
