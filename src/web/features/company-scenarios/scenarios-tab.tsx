import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { Archive, ArchiveRestore, Copy, Pencil, Plus, Trash2 } from "lucide-react";
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
import { currentLanguage } from "../../lib/i18n";
import { type CompanyScenario, SCENARIO_KEYS, scenarioApi } from "./api";
import { ScenarioFormModal } from "./scenario-form";
import { StarterLibrary } from "./starter-library";

/**
 * The Scenarios tab of the company area (issue 17): the company's own practice calls, for its admins and team
 * leaders to create, edit, copy, archive and delete. Reps practise the active ones from the practice screen.
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
    onError: () => toast.error(t("scenarios.errors.actionFailed")),
  });

  if (list.isPending) return <Spinner label={t("scenarios.loading")} />;
  if (list.isError) return <Alert>{t("scenarios.errors.loadFailed")}</Alert>;
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
          {scenarios.map((s) => (
            <li key={s.id} data-scenario-id={s.id}>
              <Card className="flex h-full flex-col gap-2">
                <div className="flex flex-wrap items-start justify-between gap-2">
                  <h3 className="min-w-0 break-words font-semibold text-slate-900 dark:text-white">{s.name}</h3>
                  {s.status === "archived" ? (
                    <span className="rounded-full bg-slate-100 px-2 py-0.5 text-xs text-slate-700 dark:bg-slate-800 dark:text-slate-300">{t("scenarios.archived")}</span>
                  ) : null}
                </div>
                <p className="text-sm text-slate-700 dark:text-slate-300">
                  {t("scenarios.summary", { product: s.product.name, role: s.customer.role, industry: s.customer.industry })}
                </p>
                <p className="text-xs text-slate-600 dark:text-slate-400">
                  {[LANGUAGE_NAMES[s.language], t(`scenarios.goals.${s.goal}`), t(`scenarios.difficulties.${s.customer.difficulty}`), t("scenarios.passMarkShort", { mark: s.passMark })].join(" · ")}
                </p>
                <div className="mt-auto flex flex-wrap gap-1 pt-2">
                  <Button variant="ghost" size="sm" onClick={() => setEditing(s)} aria-label={t("scenarios.actions.editNamed", { name: s.name })}>
                    <Pencil className="h-4 w-4" aria-hidden />
                    {t("scenarios.actions.edit")}
                  </Button>
                  <Button variant="ghost" size="sm" disabled={act.isPending} onClick={() => act.mutate({ kind: "duplicate", s })}>
                    <Copy className="h-4 w-4" aria-hidden />
                    {t("scenarios.actions.duplicate")}
                  </Button>
                  <Button variant="ghost" size="sm" disabled={act.isPending} onClick={() => act.mutate({ kind: s.status === "archived" ? "restore" : "archive", s })}>
                    {s.status === "archived" ? <ArchiveRestore className="h-4 w-4" aria-hidden /> : <Archive className="h-4 w-4" aria-hidden />}
                    {t(s.status === "archived" ? "scenarios.actions.restore" : "scenarios.actions.archive")}
                  </Button>
                  <Button variant="ghost" size="sm" className="text-red-700 dark:text-red-400" onClick={() => setDeleting(s)}>
                    <Trash2 className="h-4 w-4" aria-hidden />
                    {t("scenarios.actions.delete")}
                  </Button>
                </div>
              </Card>
            </li>
          ))}
        </ul>
      )}
      {editing ? (
        <ScenarioFormModal
          open
          scenario={editing === "new" ? null : editing}
          companyId={owner}
          language={language}
          onClose={() => setEditing(null)}
        />
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
