import { useMutation, useQueryClient } from "@tanstack/react-query";
import { Plus, UsersRound } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import type { Team } from "../../../../contract/companies";
import { canManageMembers, canManageTeams } from "../../../../contract/company-permissions";
import { useAuth } from "../../../lib/auth";
import { Button } from "../../../components/ui/button";
import { Card } from "../../../components/ui/card";
import { COMPANY_KEYS, companyApi, type CompanyUser, companyMessage, errorText } from "../api/company-api";
import { teamLike } from "../lib/actors";
import { ConfirmDialog } from "../../../components/ui/confirm-dialog";
import { TeamCard } from "./team-card";
import { TeamFormModal } from "./team-form-modal";
import { TeamMembersDialog } from "./team-members-dialog";

/** Teams (spec 3 §2): cards; create, edit and delete for company admins; members for admins and the team's leader. */
export function TeamsTab({ companyId, teams, users }: { companyId: string; teams: Team[]; users: CompanyUser[] }) {
  const { t } = useTranslation();
  const { user: actor } = useAuth();
  const qc = useQueryClient();
  const [form, setForm] = useState<{ team?: Team } | null>(null);
  const [deleting, setDeleting] = useState<Team | null>(null);
  const [members, setMembers] = useState<Team | null>(null);
  const refresh = () => void qc.invalidateQueries({ queryKey: COMPANY_KEYS.all });
  const mayManage = actor !== null && canManageTeams(actor, companyId);

  const remove = useMutation({
    mutationFn: (id: string) => companyApi.deleteTeam(id),
    onSuccess: (res) => {
      toast.success(companyMessage(t, res.message, "company.messages.teamDeleted"));
      setDeleting(null);
      refresh();
    },
    onError: (e) => {
      toast.error(errorText(t, e, "company.messages.deleteTeamFailed"));
      setDeleting(null);
    },
  });

  return (
    <section aria-labelledby="teams-heading" className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="teams-heading" className="text-xl font-semibold text-slate-900 dark:text-white">
          {t("company.teams.title")}
        </h2>
        {mayManage ? (
          <Button onClick={() => setForm({})}>
            <Plus className="h-4 w-4" aria-hidden />
            {t("company.teams.create")}
          </Button>
        ) : null}
      </div>
      {teams.length === 0 ? (
        <Card className="flex flex-col items-center gap-2 text-center text-slate-600 dark:text-slate-400">
          <UsersRound className="h-8 w-8 text-slate-300 dark:text-slate-600" aria-hidden />
          {t("company.teams.empty")}
        </Card>
      ) : (
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {teams.map((team) => (
            <TeamCard
              key={team._id}
              team={team}
              onEdit={mayManage ? () => setForm({ team }) : undefined}
              onDelete={mayManage ? () => setDeleting(team) : undefined}
              onMembers={actor !== null && canManageMembers(actor, teamLike(team)) ? () => setMembers(team) : undefined}
            />
          ))}
        </div>
      )}
      {form ? (
        <TeamFormModal
          companyId={companyId}
          team={form.team}
          onClose={() => setForm(null)}
          onSaved={(message) => {
            toast.success(message);
            setForm(null);
            refresh();
          }}
        />
      ) : null}
      <ConfirmDialog
        open={deleting !== null}
        title={t("company.teams.deleteTitle", { name: deleting?.name ?? "" })}
        description={t("company.teams.deleteBody")}
        confirmLabel={t("company.teams.delete")}
        cancelLabel={t("company.common.cancel")}
        busy={remove.isPending}
        onConfirm={() => deleting && remove.mutate(deleting._id)}
        onCancel={() => setDeleting(null)}
      />
      {members ? <TeamMembersDialog team={members} users={users} onClose={() => setMembers(null)} onChanged={refresh} /> : null}
    </section>
  );
}
