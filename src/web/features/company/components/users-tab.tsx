import { useMutation, useQueryClient } from "@tanstack/react-query";
import { Eye, Pencil, Search, Trash2, UserPlus } from "lucide-react";
import { useId, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import type { Team } from "../../../../contract/companies";
import { canAddUsers, canDeleteUser, canEditUser, canViewDetails, cutTeamName } from "../../../../contract/company-permissions";
import { useAuth } from "../../../lib/auth";
import { Alert } from "../../../components/ui/alert";
import { Button } from "../../../components/ui/button";
import { Card } from "../../../components/ui/card";
import { Input } from "../../../components/ui/input";
import { Spinner } from "../../../components/ui/spinner";
import { COMPANY_KEYS, companyApi, type CompanyUser, companyMessage, errorText } from "../api/company-api";
import { RoleBadge } from "./badges";
import { ConfirmDialog } from "../../../components/ui/confirm-dialog";
import { UserDetailModal } from "./user-detail-modal";
import { UserFormModal } from "./user-form-modal";
import { type UserActions, UserCards } from "./user-cards";
import { NARROW_QUERY, useMediaQuery } from "../../../lib/use-media-query";

interface UsersQuery {
  data: CompanyUser[] | undefined;
  isPending: boolean;
  isError: boolean;
  error: unknown;
  refetch(): unknown;
}

/** Team column (spec 3 §2): the name cut to 10 characters, or an unknown-team or no-team label. */
function TeamCell({ user, teams }: { user: CompanyUser; teams: Team[] }) {
  const { t } = useTranslation();
  if (!user.teamId) return <span className="text-slate-500 dark:text-slate-400">{t("company.users.noTeam")}</span>;
  const name = user.team?.name ?? teams.find((x) => x._id === user.teamId)?.name;
  if (!name) return <span className="text-slate-500 dark:text-slate-400">{t("company.users.unknownTeam")}</span>;
  return <span title={name}>{cutTeamName(name)}</span>;
}

/** Users (spec 3 §2): name search on the client, the table, add, edit, delete and view details by role (§6). */
export function UsersTab({ companyId, teams, users }: { companyId: string; teams: Team[]; users: UsersQuery }) {
  const { t } = useTranslation();
  const { user: actor } = useAuth();
  const qc = useQueryClient();
  const [search, setSearch] = useState("");
  const [form, setForm] = useState<{ user?: CompanyUser } | null>(null);
  const [deleting, setDeleting] = useState<CompanyUser | null>(null);
  const [viewing, setViewing] = useState<CompanyUser | null>(null);

  const filtered = useMemo(() => {
    const q = search.trim().toLowerCase();
    const all = users.data ?? [];
    return q ? all.filter((u) => `${u.firstName} ${u.lastName}`.toLowerCase().includes(q)) : all;
  }, [users.data, search]);

  const refresh = () => void qc.invalidateQueries({ queryKey: COMPANY_KEYS.all });
  const remove = useDeleteUser(() => setDeleting(null), refresh);

  const mayAdd = actor !== null && canAddUsers(actor, companyId);
  // What the caller may do with each user (the server checks again).
  const actionsFor = (u: CompanyUser): UserActions => ({
    view: actor !== null && canViewDetails(actor, u) ? () => setViewing(u) : undefined,
    edit: actor !== null && canEditUser(actor, u) ? () => setForm({ user: u }) : undefined,
    remove: actor !== null && canDeleteUser(actor, u) ? () => setDeleting(u) : undefined,
  });

  return (
    <section aria-labelledby="users-heading" className="space-y-4">
      <UsersHeader mayAdd={mayAdd} onAdd={() => setForm({})} search={search} setSearch={setSearch} />
      <UsersList users={users} filtered={filtered} searching={search.trim() !== ""} teams={teams} actionsFor={actionsFor} />
      {form ? (
        <UserFormModal
          companyId={companyId}
          teams={teams}
          user={form.user}
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
        title={t("company.users.deleteTitle", { name: deleting ? `${deleting.firstName} ${deleting.lastName}` : "" })}
        description={t("company.users.deleteBody")}
        confirmLabel={t("company.users.delete")}
        cancelLabel={t("company.common.cancel")}
        busy={remove.isPending}
        onConfirm={() => deleting && remove.mutate(deleting._id)}
        onCancel={() => setDeleting(null)}
      />
      {viewing ? <UserDetailModal user={viewing} onClose={() => setViewing(null)} /> : null}
    </section>
  );
}

/** The title, the add button (or why there is none) and the name search. */
function UsersHeader({ mayAdd, onAdd, search, setSearch }: { mayAdd: boolean; onAdd(): void; search: string; setSearch(search: string): void }) {
  const { t } = useTranslation();
  const searchId = useId();
  return (
    <>
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h2 id="users-heading" className="text-xl font-semibold text-slate-900 dark:text-white">
          {t("company.users.title")}
        </h2>
        {mayAdd ? (
          <Button onClick={onAdd}>
            <UserPlus className="h-4 w-4" aria-hidden />
            {t("company.users.add")}
          </Button>
        ) : (
          <p className="text-sm text-slate-500 dark:text-slate-400">{t("company.messages.noAddPermission")}</p>
        )}
      </div>
      <div className="relative max-w-sm">
        <label htmlFor={searchId} className="sr-only">
          {t("company.users.searchLabel")}
        </label>
        <Search className="pointer-events-none absolute left-3 top-1/2 h-4 w-4 -translate-y-1/2 text-slate-400" aria-hidden />
        <Input
          id={searchId}
          type="search"
          className="pl-9"
          placeholder={t("company.users.searchPlaceholder")}
          value={search}
          onChange={(e) => setSearch(e.target.value)}
        />
      </div>
    </>
  );
}

/** The users as a table: name, e-mail, role, team, and the actions the caller may take. */
function UsersTable({ users, teams, actionsFor }: { users: CompanyUser[]; teams: Team[]; actionsFor(user: CompanyUser): UserActions }) {
  const { t } = useTranslation();
  return (
    <Card className="overflow-x-auto p-0">
      <table className="w-full min-w-[640px] text-left text-sm">
        <caption className="sr-only">{t("company.users.title")}</caption>
        <thead className="border-b border-slate-200 bg-slate-50 text-xs uppercase tracking-wide text-slate-500 dark:border-slate-800 dark:bg-slate-800/50 dark:text-slate-400">
          <tr>
            <th scope="col" className="px-4 py-3 font-medium">
              {t("company.users.name")}
            </th>
            <th scope="col" className="px-4 py-3 font-medium">
              {t("company.users.email")}
            </th>
            <th scope="col" className="px-4 py-3 font-medium">
              {t("company.users.role")}
            </th>
            <th scope="col" className="px-4 py-3 font-medium">
              {t("company.users.team")}
            </th>
            <th scope="col" className="px-4 py-3 text-right font-medium">
              {t("company.users.actions")}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200 dark:divide-slate-800">
          {users.map((u) => {
            return <UserRow key={u._id} user={u} teams={teams} actions={actionsFor(u)} />;
          })}
        </tbody>
      </table>
    </Card>
  );
}

/** One user's row. */
function UserRow({ user: u, teams, actions }: { user: CompanyUser; teams: Team[]; actions: UserActions }) {
  const name = `${u.firstName} ${u.lastName}`;
  const { t } = useTranslation();
  return (
    <tr className="text-slate-800 dark:text-slate-200">
      <td className="px-4 py-3 font-medium">{name}</td>
      <td className="break-all px-4 py-3 text-slate-600 dark:text-slate-400">{u.email}</td>
      <td className="px-4 py-3">
        <RoleBadge role={u.role} />
      </td>
      <td className="px-4 py-3">
        <TeamCell user={u} teams={teams} />
      </td>
      <td className="px-4 py-3">
        <div className="flex justify-end gap-1">
          {actions.view ? (
            <Button size="sm" variant="ghost" onClick={actions.view} aria-label={t("company.users.viewNamed", { name })}>
              <Eye className="h-4 w-4" aria-hidden />
              <span className="hidden lg:inline">{t("company.users.view")}</span>
            </Button>
          ) : null}
          {actions.edit ? (
            <Button size="sm" variant="ghost" onClick={actions.edit} aria-label={t("company.users.editNamed", { name })}>
              <Pencil className="h-4 w-4" aria-hidden />
              <span className="hidden lg:inline">{t("company.users.edit")}</span>
            </Button>
          ) : null}
          {actions.remove ? (
            <Button
              size="sm"
              variant="ghost"
              className="text-red-700 hover:bg-red-50 dark:text-red-400 dark:hover:bg-red-950"
              onClick={actions.remove}
              aria-label={t("company.users.deleteNamed", { name })}
            >
              <Trash2 className="h-4 w-4" aria-hidden />
              <span className="hidden lg:inline">{t("company.users.delete")}</span>
            </Button>
          ) : null}
        </div>
      </td>
    </tr>
  );
}

/** Deleting a user: the confirmation closes either way, and the company is read again after a delete. */
function useDeleteUser(close: () => void, refresh: () => void) {
  const { t } = useTranslation();
  return useMutation({
    mutationFn: (id: string) => companyApi.deleteUser(id),
    onSuccess: (res) => {
      toast.success(companyMessage(t, res.message, "company.messages.userDeleted"));
      close();
      refresh();
    },
    onError: (e) => {
      toast.error(errorText(t, e, "company.messages.deleteUserFailed"));
      close();
    },
  });
}

/** The users found: cards below 768 px (five columns do not fit a phone), else the table. */
function UsersList({
  users,
  filtered,
  searching,
  teams,
  actionsFor,
}: {
  users: UsersQuery;
  filtered: CompanyUser[];
  searching: boolean;
  teams: Team[];
  actionsFor(user: CompanyUser): UserActions;
}) {
  const { t } = useTranslation();
  const narrow = useMediaQuery(NARROW_QUERY);
  return users.isPending ? (
    <Card className="flex justify-center">
      <Spinner label={t("company.common.loading")} />
    </Card>
  ) : users.isError ? (
    <div className="space-y-3">
      <Alert>{errorText(t, users.error, "company.messages.fetchCompany")}</Alert>
      <Button variant="secondary" size="sm" onClick={() => void users.refetch()}>
        {t("company.common.tryAgain")}
      </Button>
    </div>
  ) : filtered.length === 0 ? (
    <Card className="text-center text-slate-600 dark:text-slate-400">{searching ? t("company.users.noMatch") : t("company.users.empty")}</Card>
  ) : narrow ? (
    <UserCards users={filtered} team={(u) => <TeamCell user={u} teams={teams} />} actionsFor={actionsFor} />
  ) : (
    <UsersTable users={filtered} teams={teams} actionsFor={actionsFor} />
  );
}
