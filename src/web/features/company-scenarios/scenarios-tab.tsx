import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { Plus } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { COMPANY_SCENARIO_LIMITS } from "../../../contract/company-scenarios";
import { type Language, LANGUAGE_NAMES } from "../../../contract/language-list";
import { Alert } from "../../components/ui/alert";
import { Button } from "../../components/ui/button";
import { Card } from "../../components/ui/card";
import { ConfirmDialog } from "../../components/ui/confirm-dialog";
import { Spinner } from "../../components/ui/spinner";
import { translateKeyedError } from "../../lib/messages";
import { currentLanguage } from "../../lib/i18n";
import { type CompanyScenario, SCENARIO_KEYS, scenarioApi } from "./api";
import { ScenarioGroupCard } from "./scenario-group-card";
import { groupScenarios } from "./versions";
import { ScenarioFormModal } from "./scenario-form";
import { StarterLibrary } from "./starter-library";

/**
 * The Scenarios tab of the company area (issue 17): the company's own practice calls, for its admins and team
 * leaders to create, edit, copy, archive and delete. A training's language versions share one card (language
 * chips), with "Add a version in <language>". Reps practise the active ones from the practice screen.
 */
export function ScenariosTab({ companyId, superAdmin }: { companyId: string; superAdmin: boolean }) {
  const { t } = useTranslation();
  const qc = useQueryClient();
  const owner = superAdmin ? companyId : null;
  const list = useQuery({
    queryKey: SCENARIO_KEYS.list(owner, "all"),
    queryFn: ({ signal }) => scenarioApi.list(owner, "all", signal),
  });
  const [editing, setEditing] = useState<CompanyScenario | "new" | null>(null);
  const [deleting, setDeleting] = useState<CompanyScenario | null>(null);
  const refresh = () => void qc.invalidateQueries({ queryKey: SCENARIO_KEYS.all });
  const act = useMutation({
    mutationFn: async (a: { kind: "duplicate" | "archive" | "restore" | "delete"; s: CompanyScenario }) => {
      if (a.kind === "duplicate") return scenarioApi.duplicate(a.s.id, t("scenarios.copyName", { name: a.s.name }).slice(0, COMPANY_SCENARIO_LIMITS.name));
      if (a.kind === "delete") return scenarioApi.remove(a.s.id);
      return scenarioApi.archive(a.s.id, a.kind === "archive");
    },
    onSuccess: (_r, a) => {
      toast.success(t(`scenarios.toasts.${a.kind}`));
      setDeleting(null);
      refresh();
    },
    onError: (e) => toast.error(translateKeyedError(t, e, "scenarios.errors.actionFailed")),
  });

  // "Add a version in <language>": a copy in the same group, opened for the manager to translate.
  const addVersion = useMutation({
    mutationFn: (a: { s: CompanyScenario; language: Language }) => scenarioApi.addVersion(a.s.id, a.language),
    onSuccess: (created) => {
      toast.success(t("scenarios.versions.added", { language: LANGUAGE_NAMES[created.language] }));
      refresh();
      setEditing(created);
    },
    onError: (e) => toast.error(translateKeyedError(t, e, "scenarios.errors.actionFailed")),
  });

  if (list.isPending) return <Spinner label={t("scenarios.loading")} />;
  if (list.isError) return <Alert>{translateKeyedError(t, list.error, "scenarios.errors.loadFailed")}</Alert>;
  const scenarios = list.data.scenarios;
  const language: Language = currentLanguage();

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="max-w-2xl text-sm text-slate-600 dark:text-slate-400">{t("scenarios.intro")}</p>
        <Button onClick={() => setEditing("new")}>
          <Plus className="h-4 w-4" aria-hidden />
          {t("scenarios.create")}
        </Button>
      </div>
      <StarterLibrary companyId={owner} startOpen={scenarios.length === 0} />
      {scenarios.length === 0 ? (
        <Card className="text-center text-slate-600 dark:text-slate-400">{t("scenarios.empty")}</Card>
      ) : (
        <ul className="grid gap-3 md:grid-cols-2" aria-label={t("scenarios.listLabel")}>
          {groupScenarios(scenarios).map((g) => (
            <ScenarioGroupCard
              key={g.groupId}
              group={g}
              language={language}
              busy={act.isPending || addVersion.isPending}
              onEdit={setEditing}
              onAct={(kind, s) => act.mutate({ kind, s })}
              onDelete={setDeleting}
              onAddVersion={(s, lang) => addVersion.mutate({ s, language: lang })}
            />
          ))}
        </ul>
      )}
      {editing ? (
        <ScenarioFormModal open scenario={editing === "new" ? null : editing} companyId={owner} language={language} onClose={() => setEditing(null)} />
      ) : null}
      <ConfirmDialog
        open={deleting !== null}
        title={t("scenarios.deleteTitle")}
        description={t("scenarios.deleteText", { name: deleting?.name ?? "" })}
        confirmLabel={t("scenarios.actions.delete")}
        cancelLabel={t("scenarios.form.cancel")}
        busy={act.isPending}
        onConfirm={() => deleting && act.mutate({ kind: "delete", s: deleting })}
        onCancel={() => setDeleting(null)}
      />
    </div>
  );
}
