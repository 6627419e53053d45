import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { type CompanyScenarioInput, companyScenarioBodySchema } from "../../../contract/company-scenarios";
import type { Language } from "../../../contract/language-list";
import { messageKeyOf } from "../../../contract/message-keys";
import { STAGE_WEIGHT_MAX } from "../../../contract/stage-list";
import { ApiError } from "../../lib/api";
import { translateKeyedError, translateKeyedMessage } from "../../lib/messages";
import { type CompanyScenario, SCENARIO_KEYS, scenarioApi } from "./api";
import { type Draft, toDraft, toInput } from "./scenario-draft";

/** The form's own words for the field messages it names, by message key (its own checks' and the server's alike). */
const FORM_WORDS: Record<string, string> = {
  "scenario.plainText": "scenarios.errors.plainText",
  "scenario.weightsAllZero": "scenarios.errors.weightsAllZero",
  "scenario.required": "scenarios.errors.required",
  "scenario.duplicateObjection": "scenarios.errors.duplicateObjection",
  "scenario.oneCurrent": "scenarios.errors.oneCurrent",
  "common.controlCharacters": "scenarios.errors.characters",
};

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

  const message = (msg: string, reason?: string) => {
    const own = FORM_WORDS[reason ?? messageKeyOf(msg) ?? ""];
    if (own) return t(own);
    // The length limit names its number and zod's own words have no key: these are read from their words.
    if (/^At most \d+ characters$/u.test(msg) || /Too big/iu.test(msg)) return t("scenarios.errors.tooLong");
    if (/Too small/iu.test(msg)) return t("scenarios.errors.required");
    return translateKeyedMessage(t, msg, "scenarios.errors.invalid", reason);
  };
  /** A weight's own problem (not a whole number, out of 0-10) reads the same whatever zod said. */
  const messageAt = (path: string, msg: string, reason?: string) =>
    path.startsWith("stageWeights.") ? t("scenarios.errors.weightRange", { max: STAGE_WEIGHT_MAX }) : message(msg, reason);
  const save = useMutation({
    mutationFn: (input: CompanyScenarioInput) => (scenario ? scenarioApi.update(scenario.id, input) : scenarioApi.create(input)),
    onSuccess: () => {
      toast.success(t(scenario ? "scenarios.toasts.saved" : "scenarios.toasts.created"));
      void qc.invalidateQueries({ queryKey: SCENARIO_KEYS.all });
      onClose();
    },
    onError: (e) => {
      if (e instanceof ApiError && e.fieldErrors.length > 0) {
        showErrors(Object.fromEntries(e.fieldErrors.map((f) => [f.path, messageAt(f.path, f.msg, f.reason)])));
        toast.error(t("scenarios.errors.saveFailed"));
      } else toast.error(translateKeyedError(t, e, "scenarios.errors.saveFailed"));
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
