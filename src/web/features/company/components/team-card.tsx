import { Pencil, Trash2, UserCog, UsersRound } from "lucide-react";
import { useTranslation } from "react-i18next";
import type { Team } from "../../../../contract/companies";
import { Button } from "../../../components/ui/button";
import { Card } from "../../../components/ui/card";

/** A team: name, description, leader and member count, with the actions the viewer may take (spec 3 §2). */
export function TeamCard({ team, onEdit, onDelete, onMembers }: { team: Team; onEdit?(): void; onDelete?(): void; onMembers?(): void }) {
  const { t } = useTranslation();
  return (
    <Card className="flex flex-col gap-3 p-5" data-testid="team-card">
      <div className="flex items-start justify-between gap-2">
        <h3 className="min-w-0 break-words text-lg font-semibold text-slate-900 dark:text-white">{team.name}</h3>
        <span className="inline-flex shrink-0 items-center gap-1 rounded-full bg-slate-100 px-2 py-0.5 text-xs font-medium text-slate-700 dark:bg-slate-800 dark:text-slate-300">
          <UsersRound className="h-3.5 w-3.5" aria-hidden />
          {t("company.teams.memberCount", { count: team.memberCount })}
        </span>
      </div>
      {team.description ? <p className="break-words text-sm text-slate-600 dark:text-slate-400">{team.description}</p> : null}
      <p className="text-sm text-slate-700 dark:text-slate-300">
        <span className="text-slate-500 dark:text-slate-400">{t("company.teams.leader")}: </span>
        {team.teamLeader ? `${team.teamLeader.firstName} ${team.teamLeader.lastName}` : t("company.teams.noLeader")}
      </p>
      {onEdit || onDelete || onMembers ? (
        <div className="mt-auto flex flex-wrap gap-2 pt-2">
          {onMembers ? (
            <Button size="sm" variant="secondary" onClick={onMembers}>
              <UserCog className="h-4 w-4" aria-hidden />
              {t("company.teams.manageMembers")}
            </Button>
          ) : null}
          {onEdit ? (
            <Button size="sm" variant="ghost" onClick={onEdit} aria-label={t("company.teams.editNamed", { name: team.name })}>
              <Pencil className="h-4 w-4" aria-hidden />
              {t("company.teams.edit")}
            </Button>
          ) : null}
          {onDelete ? (
            <Button
              size="sm"
              variant="ghost"
              className="text-red-700 hover:bg-red-50 dark:text-red-400 dark:hover:bg-red-950"
              onClick={onDelete}
              aria-label={t("company.teams.deleteNamed", { name: team.name })}
            >
              <Trash2 className="h-4 w-4" aria-hidden />
              {t("company.teams.delete")}
            </Button>
          ) : null}
        </div>
      ) : null}
    </Card>
  );
}
