import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { COMPANY_SCENARIO_MESSAGES, type CompanyScenarioInput, companyScenarioBodySchema } from "../../../contract/company-scenarios";
import type { Language } from "../../../contract/language-list";
import { STAGE_WEIGHT_MAX } from "../../../contract/stage-list";
import { ApiError } from "../../lib/api";
import { type CompanyScenario, SCENARIO_KEYS, scenarioApi } from "./api";
import { type Draft, toDraft, toInput } from "./scenario-draft";

const PLAIN_TEXT = "Plain text only: no markup, links, angle brackets, braces or backticks";

/**
 * The scenario form's state: the draft, its field errors (from the contract's schema before sending, or the
 * server's), whether the advanced section is open, and the save.
 */
export function useScenarioForm({
  scenario,
  companyId,
  language,
  onClose,
}: {
  scenario: CompanyScenario | null;
  companyId: string | null;
  language: Language;
  onClose(): void;
}) {
  const { t } = useTranslation();
  const qc = useQueryClient();
  const [draft, setDraft] = useState<Draft>(() => toDraft(scenario, language));
  const [errors, setErrors] = useState<Record<string, string>>({});
  // The advanced section starts open when the scenario is weighted, and opens by itself to show a weight's error.
  const [advancedOpen, setAdvancedOpen] = useState(() => Boolean(scenario?.stageWeights));
  const showErrors = (found: Record<string, string>) => {
    setErrors(found);
    if (Object.keys(found).some((k) => k.startsWith("stageWeights"))) setAdvancedOpen(true);
  };
  const set = <K extends keyof Draft>(key: K, value: Draft[K]) => setDraft((d) => ({ ...d, [key]: value }));

  const message = (msg: string) => {
    if (msg === PLAIN_TEXT) return t("scenarios.errors.plainText");
    if (msg === COMPANY_SCENARIO_MESSAGES.weightsAllZero) return t("scenarios.errors.weightsAllZero");
    if (/^At most \d+ characters$/u.test(msg) || /Too big/iu.test(msg)) return t("scenarios.errors.tooLong");
    if (msg === "Required" || /Too small/iu.test(msg)) return t("scenarios.errors.required");
    if (/one kind|Each kind/iu.test(msg)) return t("scenarios.errors.duplicateObjection");
    if (/competitor/iu.test(msg)) return t("scenarios.errors.oneCurrent");
    if (/control characters|not allowed/iu.test(msg)) return t("scenarios.errors.characters");
    return t("scenarios.errors.invalid");
  };
  /** A weight's own problem (not a whole number, out of 0-10) reads the same whatever zod said. */
  const messageAt = (path: string, msg: string) =>
    path.startsWith("stageWeights.") ? t("scenarios.errors.weightRange", { max: STAGE_WEIGHT_MAX }) : message(msg);
  const save = useMutation({
    mutationFn: (input: CompanyScenarioInput) => (scenario ? scenarioApi.update(scenario.id, input) : scenarioApi.create(input)),
    onSuccess: () => {
      toast.success(t(scenario ? "scenarios.toasts.saved" : "scenarios.toasts.created"));
      void qc.invalidateQueries({ queryKey: SCENARIO_KEYS.all });
      onClose();
    },
    onError: (e) => {
      if (e instanceof ApiError && e.fieldErrors.length > 0) showErrors(Object.fromEntries(e.fieldErrors.map((f) => [f.path, messageAt(f.path, f.msg)])));
      toast.error(t("scenarios.errors.saveFailed"));
    },
  });

  const submit = () => {
    const input = { ...toInput(draft), ...(companyId ? { companyId } : {}) };
    const parsed = companyScenarioBodySchema.safeParse(input);
    if (!parsed.success) {
      const found: Record<string, string> = {};
      for (const issue of parsed.error.issues) {
        const path = issue.path.join(".");
        found[path] ??= messageAt(path, issue.message);
      }
      showErrors(found);
      return;
    }
    setErrors({});
    save.mutate(input);
  };

  return { draft, set, errors, advancedOpen, setAdvancedOpen, save, submit };
}
