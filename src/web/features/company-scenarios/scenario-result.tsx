import { CheckCircle2, XCircle } from "lucide-react";
import { useTranslation } from "react-i18next";
import type { CompanyScenarioResult } from "../../../contract/practice";
import type { Stage } from "../../../contract/stages";
import { cn } from "../../lib/cn";
import { stageLabel } from "../../lib/stages";

/** A rated call on a company scenario: passed or not against the scenario's own pass mark (issue 17). */
export function ScenarioResult({ result }: { result: CompanyScenarioResult }) {
  const { t } = useTranslation();
  if (result.passed === null) return null;
  const Icon = result.passed ? CheckCircle2 : XCircle;
  return (
    <div
      role="status"
      data-testid="scenario-result"
      className={cn(
        "flex items-start gap-3 rounded-xl border px-4 py-3 text-sm",
        result.passed
          ? "border-emerald-300 bg-emerald-50 text-emerald-900 dark:border-emerald-500/40 dark:bg-emerald-500/10 dark:text-emerald-200"
          : "border-amber-300 bg-amber-50 text-amber-900 dark:border-amber-500/40 dark:bg-amber-500/10 dark:text-amber-200",
      )}
    >
      <Icon className="mt-0.5 h-5 w-5 shrink-0" aria-hidden />
      <div>
        <p className="font-semibold">
          {result.name}: {t(result.passed ? "scenarios.result.passed" : "scenarios.result.failed")}
        </p>
        <p>
          {t("scenarios.result.passMark", { mark: result.passMark })}
          {result.stageWeights && typeof result.overall === "number" ? ` · ${t("scenarios.result.weightedOverall", { score: result.overall })}` : ""}
          {result.stagesBelow.length > 0 ? ` · ${result.stagesBelow.map((s) => `${stageLabel(t, s as Stage)} < ${result.stageMinimums[s]}`).join(", ")}` : ""}
        </p>
      </div>
    </div>
  );
}
