// Roles and the checks on them, without zod: the browser shell imports these; the schema is in roles.ts.

/** Every role a user can hold. The order is from most to least privileged. */
export const ROLES = ["super_admin", "admin", "company_admin", "company_team_leader", "company_user", "individual"] as const;
export type Role = (typeof ROLES)[number];

interface RoleFlags {
  role: Role;
  isSuperAdmin?: boolean | null;
}

/** The Admin link and the /admin screen: role super_admin or the super-admin flag. */
export function isPlatformAdmin(user: RoleFlags): boolean {
  return user.role === "super_admin" || user.isSuperAdmin === true;
}

/** Flags the spec's clients read, derived from the role so that they can never disagree with it. */
export function roleFlags(role: Role) {
  return {
    isAdmin: role === "super_admin" || role === "admin",
    isCompanyAdmin: role === "company_admin",
    isTeamLeader: role === "company_team_leader",
  };
}
