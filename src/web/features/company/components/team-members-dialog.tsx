import { useMutation } from "@tanstack/react-query";
import { UserMinus, UserPlus } from "lucide-react";
import { useId, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { Alert } from "../../../components/ui/alert";
import { Button } from "../../../components/ui/button";
import { inputClass } from "../../../components/ui/input";
import { Modal } from "../../../components/ui/modal";
import { canRemoveMember, isTeamCandidate } from "../../../../contract/company-permissions";
import { useAuth } from "../../../lib/auth";
import { companyApi, type CompanyTeam, type CompanyUser, errorText } from "../api/company-api";
import { memberAsTarget, teamLike } from "../lib/actors";
import { ConfirmDialog } from "../../../components/ui/confirm-dialog";

/**
 * Team members (spec 3 §2, §4, §5): members with Remove (not the team's leaders), then Add Members with the
 * users who may join (company_user role, not on this team, not leaders). The team shown is the one the server
 * returns after each change; the parent is told so it can refresh its lists.
 */
export function TeamMembersDialog({
  team: initialTeam,
  users,
  onClose,
  onChanged,
}: {
  team: CompanyTeam;
  users: CompanyUser[];
  onClose(): void;
  onChanged(team: CompanyTeam): void;
}) {
  const { t } = useTranslation();
  const [team, setTeam] = useState(initialTeam);
  const [selected, setSelected] = useState("");
  const [removing, setRemoving] = useState<Member | null>(null);
  const [error, setError] = useState<string | null>(null);

  const { user: actor } = useAuth();
  const memberIds = useMemo(() => new Set(team.members.map((m) => m._id)), [team]);
  const available = useMemo(
    () => users.filter((u) => !memberIds.has(u._id) && isTeamCandidate(u, teamLike(team), actor ?? undefined)),
    [users, memberIds, team, actor],
  );

  const { add, remove } = useMembershipChanges(team, {
    changed: (next) => {
      setTeam(next);
      setError(null);
      onChanged(next);
    },
    added: () => setSelected(""),
    removedOrFailed: () => setRemoving(null),
    failed: setError,
  });
  const busy = add.isPending || remove.isPending;

  return (
    <>
      <Modal
        open={removing === null}
        onOpenChange={(open) => {
          if (!open && !busy) onClose();
        }}
        title={t("company.members.title", { team: team.name })}
        closeLabel={t("company.common.close")}
        className="max-w-xl"
      >
        <div className="min-h-0 flex-1 space-y-6 overflow-y-auto px-6 py-4">
          {error ? <Alert>{error}</Alert> : null}
          <CurrentMembers team={team} actor={actor} busy={busy} onRemove={setRemoving} />
          <AddMembers
            available={available}
            selected={selected}
            setSelected={setSelected}
            busy={busy}
            adding={add.isPending}
            onAdd={() => add.mutate(selected)}
          />
        </div>
        <div className="flex justify-end border-t border-slate-200 px-6 py-3 dark:border-slate-800">
          <Button variant="secondary" onClick={onClose} disabled={busy}>
            {t("company.common.close")}
          </Button>
        </div>
      </Modal>
      <ConfirmDialog
        open={removing !== null}
        title={t("company.members.removeTitle", { name: removing ? `${removing.firstName} ${removing.lastName}` : "", team: team.name })}
        description={t("company.members.removeBody")}
        confirmLabel={t("company.members.remove")}
        cancelLabel={t("company.common.cancel")}
        busy={remove.isPending}
        onConfirm={() => removing && remove.mutate(removing._id)}
        onCancel={() => setRemoving(null)}
      />
    </>
  );
}

type Member = CompanyTeam["members"][number];

/**
 * Adding a user to the team and taking one off: the team as the server answers it replaces the one shown. The
 * callbacks are read when the server answers.
 */
function useMembershipChanges(
  team: CompanyTeam,
  on: { changed(team: CompanyTeam): void; added(): void; removedOrFailed(): void; failed(message: string): void },
) {
  const { t } = useTranslation();
  const add = useMutation({
    mutationFn: (userId: string) => companyApi.addToTeam(userId, team.name),
    onSuccess: (res) => {
      on.added();
      on.changed(res.team);
    },
    onError: (e) => on.failed(errorText(t, e, "company.messages.addMemberFailed")),
  });
  const remove = useMutation({
    mutationFn: (userId: string) => companyApi.removeFromTeam(userId, team.name),
    onSuccess: (res) => {
      on.removedOrFailed();
      on.changed(res.team);
    },
    onError: (e) => {
      on.removedOrFailed();
      on.failed(errorText(t, e, "company.messages.removeMemberFailed"));
    },
  });
  return { add, remove };
}

/** The members, each with Remove where the caller may (never the team's leaders). */
function CurrentMembers({
  team,
  actor,
  busy,
  onRemove,
}: {
  team: CompanyTeam;
  actor: ReturnType<typeof useAuth>["user"];
  busy: boolean;
  onRemove(member: Member): void;
}) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="members-current" className="space-y-2">
      <h3 id="members-current" className="font-semibold text-slate-900 dark:text-white">
        {t("company.members.current", { count: team.members.length })}
      </h3>
      {team.members.length === 0 ? (
        <p className="text-sm text-slate-600 dark:text-slate-400">{t("company.members.noMembers")}</p>
      ) : (
        <ul
          className="divide-y divide-slate-200 rounded-xl border border-slate-200 dark:divide-slate-800 dark:border-slate-800"
          aria-label={t("company.members.listLabel")}
        >
          {team.members.map((m) => {
            const leader = m.role === "company_team_leader" || team.teamLeader?.id === m.id;
            const removable = actor !== null && canRemoveMember(actor, teamLike(team), memberAsTarget(m, team));
            return (
              <li key={m._id} className="flex items-center justify-between gap-3 px-4 py-2">
                <span className="min-w-0">
                  <span className="block truncate font-medium text-slate-900 dark:text-white">
                    {m.firstName} {m.lastName}
                    {leader ? <span className="ml-2 text-xs font-normal text-sky-700 dark:text-sky-400">{t("company.roles.teamLeader")}</span> : null}
                  </span>
                  <span className="block truncate text-sm text-slate-600 dark:text-slate-400">{m.email}</span>
                </span>
                {!removable ? null : (
                  <Button
                    variant="ghost"
                    size="sm"
                    disabled={busy}
                    onClick={() => onRemove(m)}
                    aria-label={t("company.members.removeNamed", { name: `${m.firstName} ${m.lastName}` })}
                  >
                    <UserMinus className="h-4 w-4" aria-hidden />
                    {t("company.members.remove")}
                  </Button>
                )}
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}

/** The users who may join, to pick one and add them. */
function AddMembers({
  available,
  selected,
  setSelected,
  busy,
  adding,
  onAdd,
}: {
  available: CompanyUser[];
  selected: string;
  setSelected(id: string): void;
  busy: boolean;
  adding: boolean;
  onAdd(): void;
}) {
  const { t } = useTranslation();
  const selectId = useId();
  return (
    <section aria-labelledby="members-add" className="space-y-2">
      <h3 id="members-add" className="font-semibold text-slate-900 dark:text-white">
        {t("company.members.addMembers")}{" "}
        <span className="text-sm font-normal text-slate-500 dark:text-slate-400">({t("company.members.available", { count: available.length })})</span>
      </h3>
      {available.length === 0 ? (
        <p className="text-sm text-slate-600 dark:text-slate-400">{t("company.members.noAvailable")}</p>
      ) : (
        <div className="flex flex-col gap-2 sm:flex-row">
          <label htmlFor={selectId} className="sr-only">
            {t("company.members.selectLabel")}
          </label>
          <select id={selectId} className={inputClass} value={selected} onChange={(e) => setSelected(e.target.value)} disabled={busy}>
            <option value="">{t("company.members.selectPlaceholder")}</option>
            {available.map((u) => (
              <option key={u._id} value={u._id}>
                {u.firstName} {u.lastName} ({u.email})
              </option>
            ))}
          </select>
          <Button onClick={onAdd} disabled={!selected || busy} className="shrink-0">
            <UserPlus className="h-4 w-4" aria-hidden />
            {adding ? t("company.members.adding") : t("company.members.addToTeam")}
          </Button>
        </div>
      )}
    </section>
  );
}
