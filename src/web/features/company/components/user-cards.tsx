import { Eye, MoreVertical, Pencil, Trash2 } from "lucide-react";
import { DropdownMenu } from "radix-ui";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import type { CompanyUser } from "../api/company-api";
import { RoleBadge } from "./badges";

export interface UserActions {
  /** Undefined when the signed-in user may not do it to this user (spec 3 §6). */
  view?(): void;
  edit?(): void;
  remove?(): void;
}

const itemClass =
  "flex cursor-pointer items-center gap-2 rounded-md px-3 py-2 text-sm text-slate-700 outline-none select-none data-[highlighted]:bg-slate-100 data-[highlighted]:text-slate-900 dark:text-slate-200 dark:data-[highlighted]:bg-slate-800 dark:data-[highlighted]:text-white";

/** The users table on a phone: one card per user, their actions in a menu (spec 3 §2; issue 15). */
export function UserCards({
  users,
  team,
  actionsFor,
}: {
  users: CompanyUser[];
  team(user: CompanyUser): ReactNode;
  actionsFor(user: CompanyUser): UserActions;
}) {
  const { t } = useTranslation();
  return (
    <ul className="space-y-3" aria-label={t("company.users.title")} data-testid="user-cards">
      {users.map((u) => {
        const name = `${u.firstName} ${u.lastName}`;
        const actions = actionsFor(u);
        const any = actions.view || actions.edit || actions.remove;
        return (
          <li
            key={u._id}
            className="flex items-start gap-3 rounded-2xl border border-slate-200 bg-white p-4 text-sm text-slate-800 shadow-sm dark:border-slate-800 dark:bg-slate-900 dark:text-slate-200"
          >
            <div className="min-w-0 flex-1 space-y-1">
              <p className="font-semibold text-slate-900 dark:text-white">{name}</p>
              <p className="break-all text-slate-600 dark:text-slate-400">{u.email}</p>
              <p className="flex flex-wrap items-center gap-2 pt-1">
                <RoleBadge role={u.role} />
                <span className="text-slate-400" aria-hidden>
                  ·
                </span>
                <span>
                  <span className="sr-only">{t("company.users.team")}: </span>
                  {team(u)}
                </span>
              </p>
            </div>
            {any ? (
              <DropdownMenu.Root modal={false}>
                <DropdownMenu.Trigger
                  className="-mt-1 -mr-2 inline-flex h-10 w-10 shrink-0 items-center justify-center rounded-lg text-slate-600 hover:bg-slate-100 hover:text-slate-900 dark:text-slate-300 dark:hover:bg-slate-800 dark:hover:text-white"
                  aria-label={t("company.users.actionsNamed", { name })}
                >
                  <MoreVertical className="h-5 w-5" aria-hidden />
                </DropdownMenu.Trigger>
                <DropdownMenu.Portal>
                  <DropdownMenu.Content
                    align="end"
                    sideOffset={4}
                    collisionPadding={8}
                    className="z-50 min-w-44 rounded-xl border border-slate-200 bg-white p-1 shadow-lg dark:border-slate-700 dark:bg-slate-900"
                  >
                    {actions.view ? (
                      <DropdownMenu.Item className={itemClass} onSelect={actions.view}>
                        <Eye className="h-4 w-4" aria-hidden />
                        {t("company.users.view")}
                      </DropdownMenu.Item>
                    ) : null}
                    {actions.edit ? (
                      <DropdownMenu.Item className={itemClass} onSelect={actions.edit}>
                        <Pencil className="h-4 w-4" aria-hidden />
                        {t("company.users.edit")}
                      </DropdownMenu.Item>
                    ) : null}
                    {actions.remove ? (
                      <DropdownMenu.Item
                        className={`${itemClass} text-red-700 data-[highlighted]:bg-red-50 data-[highlighted]:text-red-800 dark:text-red-400 dark:data-[highlighted]:bg-red-950 dark:data-[highlighted]:text-red-300`}
                        onSelect={actions.remove}
                      >
                        <Trash2 className="h-4 w-4" aria-hidden />
                        {t("company.users.delete")}
                      </DropdownMenu.Item>
                    ) : null}
                  </DropdownMenu.Content>
                </DropdownMenu.Portal>
              </DropdownMenu.Root>
            ) : null}
          </li>
        );
      })}
    </ul>
  );
}
