import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { Award, ChevronDown, ChevronUp, Pencil, Plus, Trash2 } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { toast } from "sonner";
import type { Rates } from "../../../contract/assignments";
import { Alert } from "../../components/ui/alert";
import { Button } from "../../components/ui/button";
import { Card } from "../../components/ui/card";
import { ConfirmDialog } from "../../components/ui/confirm-dialog";
import { Spinner } from "../../components/ui/spinner";
import { translateKeyedError } from "../../lib/messages";
import type { CompanyTeam, CompanyUser } from "../company/api/company-api";
import { ConversationViewer } from "../company/components/conversation-viewer";
import { type Assignment, ASSIGNMENT_KEYS, assignmentApi } from "./api";
import { AssignmentEditModal } from "./assignment-edit";
import { AssignmentFormModal } from "./assignment-form";
import { AssignmentStatusBadge, formatDue, percent } from "./status-badge";

function RatesLine({ rates }: { rates: Rates }) {
  const { t } = useTranslation();
  return (
    <p className="text-sm text-slate-700 dark:text-slate-300" data-testid="assignment-rates">
      {t("assignments.rates.completed", { done: rates.completed, total: rates.assignees, percent: percent(rates.completionRate) })}
      {" · "}
      {t("assignments.rates.passed", { done: rates.passed, total: rates.assignees, percent: percent(rates.passRate) })}
    </p>
  );
}

/** One assignment opened: every assignee's status, attempts and best score, and the rates per team. */
function AssignmentProgress({ id }: { id: string }) {
  const { t, i18n } = useTranslation();
  const detail = useQuery({ queryKey: ASSIGNMENT_KEYS.detail(id), queryFn: ({ signal }) => assignmentApi.detail(id, signal) });
  const [viewing, setViewing] = useState<{ userId: string; conversationId: string } | null>(null);
  if (detail.isPending) return <Spinner label={t("assignments.loading")} />;
  if (detail.isError) return <Alert>{translateKeyedError(t, detail.error, "assignments.errors.loadFailed")}</Alert>;
  const d = detail.data;
  return (
    <div className="space-y-4 border-t border-slate-200 pt-3 dark:border-slate-800">
      {d.teams.length > 1 ? (
        <section aria-label={t("assignments.perTeam")} className="space-y-1">
          <h4 className="text-sm font-semibold text-slate-900 dark:text-white">{t("assignments.perTeam")}</h4>
          <ul className="space-y-1">
            {d.teams.map((g) => (
              <li key={g.team?.id ?? "none"} className="flex flex-wrap gap-x-2 text-sm">
                <span className="font-medium text-slate-800 dark:text-slate-200">{g.team?.name ?? t("assignments.noTeam")}:</span>
                <RatesLine rates={g.rates} />
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {d.assignees.length === 0 ? (
        <p className="text-sm text-slate-600 dark:text-slate-400">{t("assignments.noAssignees")}</p>
      ) : (
        <ul className="divide-y divide-slate-200 dark:divide-slate-800" aria-label={t("assignments.assignees")}>
          {d.assignees.map((a) => (
            <li key={a.userId} data-user-id={a.userId} className="flex flex-col gap-2 py-2 sm:flex-row sm:items-center sm:justify-between">
              <div className="min-w-0">
                <p className="break-words font-medium text-slate-900 dark:text-white">{a.name}</p>
                <p className="text-xs text-slate-600 dark:text-slate-400">
                  {[
                    a.team?.name ?? t("assignments.noTeam"),
                    t("assignments.attemptsOf", { made: a.progress.attemptsMade, required: d.requiredAttempts }),
                    a.progress.bestScore === null ? null : t("assignments.best", { score: a.progress.bestScore }),
                  ]
                    .filter(Boolean)
                    .join(" · ")}
                </p>
              </div>
              <div className="flex flex-wrap items-center gap-1">
                <AssignmentStatusBadge status={a.progress.status} />
                {a.certificateId ? (
                  <Link
                    to={`/certificates/${a.certificateId}`}
                    className="inline-flex items-center gap-1 rounded px-2 py-1 text-sm font-medium text-brand-700 hover:underline dark:text-brand-300"
                    aria-label={t("assignments.openCertificate", { name: a.name })}
                  >
                    <Award className="h-4 w-4" aria-hidden />
                    {t("assignments.certificate")}
                  </Link>
                ) : null}
                {a.canViewAttempts
                  ? a.attempts.map((x) => (
                      <Button
                        key={x.conversationId}
                        variant="ghost"
                        size="sm"
                        onClick={() => setViewing({ userId: a.userId, conversationId: x.conversationId })}
                        aria-label={t("assignments.openAttempt", { name: a.name, date: formatDue(x.endedAt, i18n.language), score: x.score })}
                      >
                        <span className={x.passed ? "text-emerald-700 dark:text-emerald-300" : "text-slate-700 dark:text-slate-300"}>
                          {x.score}
                          {x.passed ? " ✓" : ""}
                        </span>
                      </Button>
                    ))
                  : null}
              </div>
            </li>
          ))}
        </ul>
      )}
      {viewing ? <ConversationViewer userId={viewing.userId} conversationId={viewing.conversationId} onClose={() => setViewing(null)} /> : null}
    </div>
  );
}

/**
 * The Assignments tab of the company area (issue 17): company admins and team leaders give a company scenario to a
 * team or to chosen people and follow who has done and passed it.
 */
export function AssignmentsTab({
  companyId,
  superAdmin,
  teams,
  users,
}: {
  companyId: string;
  superAdmin: boolean;
  teams: CompanyTeam[];
  users: CompanyUser[];
}) {
  const { t, i18n } = useTranslation();
  const qc = useQueryClient();
  const owner = superAdmin ? companyId : null;
  const list = useQuery({ queryKey: ASSIGNMENT_KEYS.list(owner), queryFn: ({ signal }) => assignmentApi.list(owner, signal) });
  const [creating, setCreating] = useState(false);
  const [open, setOpen] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<Assignment | null>(null);
  const [editing, setEditing] = useState<Assignment | null>(null);
  const remove = useMutation({
    mutationFn: (id: string) => assignmentApi.remove(id),
    onSuccess: () => {
      toast.success(t("assignments.toasts.deleted"));
      setDeleting(null);
      void qc.invalidateQueries({ queryKey: ASSIGNMENT_KEYS.all });
    },
    onError: (e) => toast.error(translateKeyedError(t, e, "assignments.errors.deleteFailed")),
  });

  if (list.isPending) return <Spinner label={t("assignments.loading")} />;
  if (list.isError) return <Alert>{translateKeyedError(t, list.error, "assignments.errors.loadFailed")}</Alert>;
  const assignments = list.data.assignments;
  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="max-w-2xl text-sm text-slate-600 dark:text-slate-400">{t("assignments.intro")}</p>
        <Button onClick={() => setCreating(true)}>
          <Plus className="h-4 w-4" aria-hidden />
          {t("assignments.create")}
        </Button>
      </div>
      {assignments.length === 0 ? (
        <Card className="text-center text-slate-600 dark:text-slate-400">{t("assignments.empty")}</Card>
      ) : (
        <ul className="space-y-3" aria-label={t("assignments.listLabel")}>
          {assignments.map((a) => (
            <li key={a.id} data-assignment-id={a.id}>
              <Card className="space-y-2">
                <div className="flex flex-wrap items-start justify-between gap-2">
                  <h3 className="min-w-0 break-words font-semibold text-slate-900 dark:text-white">{a.scenario.name}</h3>
                  {a.scenario.status === "archived" ? (
                    <span className="rounded-full bg-slate-100 px-2 py-0.5 text-xs text-slate-700 dark:bg-slate-800 dark:text-slate-300">
                      {t("assignments.scenarioArchived")}
                    </span>
                  ) : null}
                </div>
                <p className="text-xs text-slate-600 dark:text-slate-400">
                  {[
                    a.team ? t("assignments.toTeam", { name: a.team.name }) : t("assignments.toPeople", { count: a.rates.assignees }),
                    t("assignments.dueOn", { date: formatDue(a.dueAt, i18n.language) }),
                    t("assignments.attemptsRequired", { count: a.requiredAttempts }),
                    t("assignments.passMark", { mark: a.passMark }),
                  ].join(" · ")}
                </p>
                <RatesLine rates={a.rates} />
                <div className="flex flex-wrap gap-1">
                  <Button variant="ghost" size="sm" aria-expanded={open === a.id} onClick={() => setOpen(open === a.id ? null : a.id)}>
                    {open === a.id ? <ChevronUp className="h-4 w-4" aria-hidden /> : <ChevronDown className="h-4 w-4" aria-hidden />}
                    {t(open === a.id ? "assignments.hideProgress" : "assignments.showProgress")}
                  </Button>
                  <Button variant="ghost" size="sm" onClick={() => setEditing(a)} aria-label={t("assignments.edit.named", { name: a.scenario.name })}>
                    <Pencil className="h-4 w-4" aria-hidden />
                    {t("assignments.edit.action")}
                  </Button>
                  <Button variant="ghost" size="sm" className="text-red-700 dark:text-red-400" onClick={() => setDeleting(a)}>
                    <Trash2 className="h-4 w-4" aria-hidden />
                    {t("assignments.delete")}
                  </Button>
                </div>
                {open === a.id ? <AssignmentProgress id={a.id} /> : null}
              </Card>
            </li>
          ))}
        </ul>
      )}
      {editing ? <AssignmentEditModal key={editing.id} assignment={editing} onClose={() => setEditing(null)} /> : null}
      {creating ? <AssignmentFormModal companyId={owner} teams={teams} users={users} onClose={() => setCreating(false)} /> : null}
      <ConfirmDialog
        open={deleting !== null}
        title={t("assignments.deleteTitle")}
        description={t("assignments.deleteText", { name: deleting?.scenario.name ?? "" })}
        confirmLabel={t("assignments.delete")}
        cancelLabel={t("assignments.form.cancel")}
        busy={remove.isPending}
        danger
        onConfirm={() => deleting && remove.mutate(deleting.id)}
        onCancel={() => setDeleting(null)}
      />
    </div>
  );
}
