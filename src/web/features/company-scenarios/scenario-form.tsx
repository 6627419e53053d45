import { useTranslation } from "react-i18next";
import type { Language } from "../../../contract/language-list";
import { Button } from "../../components/ui/button";
import { Modal } from "../../components/ui/modal";
import { Spinner } from "../../components/ui/spinner";
import type { CompanyScenario } from "./api";
import { ScenarioSections, scenarioFields } from "./scenario-form-sections";
import { useScenarioForm } from "./use-scenario-form";

/** Create or edit a company scenario (issue 17): what is sold, the customer, the goal and what a pass needs. */
export function ScenarioFormModal({
  open,
  scenario,
  companyId,
  language,
  onClose,
}: {
  open: boolean;
  scenario: CompanyScenario | null;
  companyId: string | null;
  language: Language;
  onClose(): void;
}) {
  const { t } = useTranslation();
  const { draft, set, errors, advancedOpen, setAdvancedOpen, save, submit } = useScenarioForm({ scenario, companyId, language, onClose });

  const fields = scenarioFields({ t, draft, set, errors, advancedOpen, setAdvancedOpen });

  return (
    <Modal
      open={open}
      onOpenChange={(next) => {
        if (!next && !save.isPending) onClose();
      }}
      title={t(scenario ? "scenarios.form.editTitle" : "scenarios.form.createTitle")}
      description={t("scenarios.form.subtitle")}
      closeLabel={t("scenarios.form.cancel")}
      className="max-h-[90vh] max-w-3xl"
    >
      <form
        noValidate
        className="flex min-h-0 flex-1 flex-col"
        onSubmit={(e) => {
          e.preventDefault();
          submit();
        }}
      >
        <div className="min-h-0 flex-1 space-y-4 overflow-y-auto px-4 py-4 sm:px-6">
          <ScenarioSections fields={fields} />
          {Object.keys(errors).length > 0 ? (
            <p role="alert" className="text-sm text-red-600 dark:text-red-400">
              {t("scenarios.errors.fixFields")}
            </p>
          ) : null}
        </div>
        <div className="flex flex-col-reverse gap-2 border-t border-slate-200 px-4 py-4 sm:flex-row sm:justify-end sm:px-6 dark:border-slate-800">
          <Button variant="secondary" onClick={onClose} disabled={save.isPending}>
            {t("scenarios.form.cancel")}
          </Button>
          <Button type="submit" disabled={save.isPending}>
            {save.isPending ? <Spinner className="text-white" /> : null}
            {t("scenarios.form.save")}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
