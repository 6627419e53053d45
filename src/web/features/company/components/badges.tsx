import { useTranslation } from "react-i18next";
import type { Role } from "../../../../contract/roles";
import { cn } from "../../../lib/cn";

/** Admin, Team Leader or User (spec 3 §2). */
export function roleLabelKey(role: Role): string {
  if (role === "company_admin" || role === "admin" || role === "super_admin") return "company.roles.admin";
  if (role === "company_team_leader") return "company.roles.teamLeader";
  return "company.roles.user";
}

export function RoleBadge({ role }: { role: Role }) {
  const { t } = useTranslation();
  const key = roleLabelKey(role);
  return (
    <span
      className={cn(
        "inline-flex items-center rounded-full px-2 py-0.5 text-xs font-medium",
        key === "company.roles.admin"
          ? "bg-purple-100 text-purple-800 dark:bg-purple-950 dark:text-purple-300"
          : key === "company.roles.teamLeader"
            ? "bg-sky-100 text-sky-800 dark:bg-sky-950 dark:text-sky-300"
            : "bg-slate-100 text-slate-700 dark:bg-slate-800 dark:text-slate-300",
      )}
    >
      {t(key)}
    </span>
  );
}

export function ActiveBadge({ active }: { active: boolean }) {
  const { t } = useTranslation();
  return (
    <span
      data-status={active ? "active" : "ended"}
      className={cn(
        "inline-flex items-center rounded-full px-2 py-0.5 text-xs font-medium",
        active
          ? "bg-emerald-100 text-emerald-800 dark:bg-emerald-950 dark:text-emerald-300"
          : "bg-slate-100 text-slate-700 dark:bg-slate-800 dark:text-slate-300",
      )}
    >
      {active ? t("company.common.active") : t("company.common.ended")}
    </span>
  );
}
