import { and, asc, desc, eq, sql, type SQL } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { CompanyDetails, CompanyListItem, CompanyUser, PersonRef, Team } from "../../../contract/companies";
import { COMPANY_LIMITS } from "../../../contract/companies";
import { isUuid } from "../../../contract/ids";
import { type ActorLike, isSuperAdminActor } from "../../../contract/company-permissions";
import type { PlanId } from "../../../contract/plans";
import { type Role, roleFlags } from "../../../contract/roles";
import { effectivePlan } from "../../domain/entitlements";
import type { Db } from "../../platform/db/client";
import { companies, teams, type UserRow, users } from "../../platform/db/schema";
import { AppError, forbidden, notFound } from "../../platform/errors";

/** Db or a transaction of it (drizzle's transaction type differs only in name). */
export type Executor = Db;

/** Super admins never appear in company lists and counts. */
export const visibleInCompany: SQL = sql`(${users.role} <> 'super_admin' and ${users.isSuperAdmin} = false)`;

// drizzle's execute() answers rows directly on node-postgres and under `rows` on PGlite.
export function rowsOf<T>(result: unknown): T[] {
  const r = result as { rows?: T[] };
  return Array.isArray(r.rows) ? r.rows : (result as T[]);
}

/** A json column as both drivers hand it over (parsed, or text). */
export function jsonValue<T>(value: unknown, fallback: T): T {
  if (value === null || value === undefined) return fallback;
  return (typeof value === "string" ? JSON.parse(value) : value) as T;
}

/** ISO 8601 in UTC with milliseconds, exactly as Date.toISOString() writes it, computed by the database. */
export const isoSql = (column: string) => sql.raw(`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`);

export function toActor(row: UserRow): ActorLike {
  return {
    id: row.id,
    role: row.role as Role,
    isSuperAdmin: row.isSuperAdmin,
    companyId: row.companyId,
    teamId: row.teamId,
  };
}

const iso = (d: Date | string | null | undefined): string | null =>
  d === null || d === undefined ? null : (d instanceof Date ? d : new Date(d)).toISOString();

// ---------------------------------------------------------------------------------------------- users

const companyUserColumns = {
  id: users.id,
  firstName: users.firstName,
  lastName: users.lastName,
  email: users.email,
  role: users.role,
  isSuperAdmin: users.isSuperAdmin,
  companyId: users.companyId,
  teamId: users.teamId,
  companyJoinedAt: users.companyJoinedAt,
  createdAt: users.createdAt,
  needsPasswordSetup: users.needsPasswordSetup,
  plan: users.plan,
  subscriptionStatus: users.subscriptionStatus,
  cancelAtPeriodEnd: users.cancelAtPeriodEnd,
  currentPeriodEnd: users.currentPeriodEnd,
  teamName: teams.name,
};
type CompanyUserRow = Pick<
  UserRow,
  | "id"
  | "firstName"
  | "lastName"
  | "email"
  | "role"
  | "isSuperAdmin"
  | "companyId"
  | "teamId"
  | "companyJoinedAt"
  | "createdAt"
  | "needsPasswordSetup"
  | "plan"
  | "subscriptionStatus"
  | "cancelAtPeriodEnd"
  | "currentPeriodEnd"
> & { teamName: string | null };

export function toCompanyUser(row: CompanyUserRow): CompanyUser {
  const role = row.role as Role;
  return {
    _id: row.id,
    id: row.id,
    firstName: row.firstName,
    lastName: row.lastName,
    email: row.email,
    role,
    ...roleFlags(role),
    isSuperAdmin: row.isSuperAdmin || role === "super_admin",
    companyId: row.companyId,
    teamId: row.teamId,
    team: row.teamId && row.teamName !== null ? { _id: row.teamId, id: row.teamId, name: row.teamName } : null,
    companyJoinedAt: iso(row.companyJoinedAt),
    createdAt: iso(row.createdAt) as string,
    needsPasswordSetup: row.needsPasswordSetup,
    subscription: { plan: effectivePlan(row) as PlanId },
  };
}

/** The company's users (super admins excluded), oldest member first; `limit` for the overview. */
export async function listCompanyUsers(db: Executor, companyId: string, limit?: number): Promise<CompanyUser[]> {
  const q = db
    .select(companyUserColumns)
    .from(users)
    .leftJoin(teams, eq(teams.id, users.teamId))
    .where(and(eq(users.companyId, companyId), visibleInCompany))
    .orderBy(sql`${users.companyJoinedAt} asc nulls last`, asc(users.createdAt), asc(users.id));
  const rows = limit ? await q.limit(limit) : await q;
  return rows.map(toCompanyUser);
}

export async function findCompanyUser(db: Executor, userId: string): Promise<CompanyUser | null> {
  const rows = await db.select(companyUserColumns).from(users).leftJoin(teams, eq(teams.id, users.teamId)).where(eq(users.id, userId)).limit(1);
  return rows[0] ? toCompanyUser(rows[0]) : null;
}

export async function countCompanyUsers(db: Executor, companyId: string): Promise<number> {
  const [r] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(users)
    .where(and(eq(users.companyId, companyId), visibleInCompany));
  return Number(r?.n ?? 0);
}

export async function findUser(db: Executor, id: string): Promise<UserRow | undefined> {
  if (!isUuid(id)) return undefined;
  const rows = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return rows[0];
}

// ---------------------------------------------------------------------------------------------- teams

export type TeamRow = typeof teams.$inferSelect;

export async function findTeam(db: Executor, id: string): Promise<TeamRow | undefined> {
  if (!isUuid(id)) return undefined;
  const rows = await db.select().from(teams).where(eq(teams.id, id)).limit(1);
  return rows[0];
}

export async function findTeamByName(db: Executor, companyId: string, name: string): Promise<TeamRow | undefined> {
  const rows = await db
    .select()
    .from(teams)
    .where(and(eq(teams.companyId, companyId), sql`lower(${teams.name}) = lower(${name.trim()})`))
    .limit(1);
  return rows[0];
}

const personOf = (p: { id: string | null; firstName: string | null; lastName: string | null; email: string | null }): PersonRef | null =>
  p.id ? { _id: p.id, id: p.id, firstName: p.firstName ?? "", lastName: p.lastName ?? "", email: p.email ?? "" } : null;

/**
 * Teams of a company (or the one team) with their leader and members (super admins excluded), by name. Built as
 * JSON by the database (users_team_idx per team): one value to parse however many members there are.
 */
export async function loadTeams(db: Executor, companyId: string, teamId?: string): Promise<Team[]> {
  const result = await db.execute(sql`
    select coalesce(json_agg(json_build_object(
             '_id', t.id, 'id', t.id, 'name', t.name, 'description', t.description, 'companyId', t.company_id,
             'teamLeader', case when l.id is null then null else json_build_object(
               '_id', l.id, 'id', l.id, 'firstName', l.first_name, 'lastName', l.last_name, 'email', l.email) end,
             'members', coalesce(mm.members, '[]'::json),
             'memberCount', coalesce(mm.n, 0),
             'createdAt', ${isoSql("t.created_at")}
           ) order by t.name, t.id), '[]'::json) as teams
    from teams t
    left join users l on l.id = t.team_leader_id
    left join lateral (
      select json_agg(json_build_object(
               '_id', u.id, 'id', u.id, 'firstName', u.first_name, 'lastName', u.last_name, 'email', u.email, 'role', u.role
             ) order by u.first_name, u.last_name, u.id) as members,
             count(*)::int as n
      from users u
      where u.team_id = t.id and u.company_id = t.company_id and u.role <> 'super_admin' and u.is_super_admin = false
    ) mm on true
    where t.company_id = ${companyId} ${teamId ? sql`and t.id = ${teamId}` : sql``}
  `);
  const [row] = rowsOf<{ teams: unknown }>(result);
  return jsonValue<Team[]>(row?.teams, []);
}

export async function loadTeam(db: Executor, team: TeamRow): Promise<Team> {
  const [view] = await loadTeams(db, team.companyId, team.id);
  if (!view) throw new Error(`team ${team.id} vanished`);
  return view;
}

// ---------------------------------------------------------------------------------------------- companies

export type CompanyRow = typeof companies.$inferSelect;

export async function findCompany(db: Executor, id: string): Promise<CompanyRow | undefined> {
  if (!isUuid(id)) return undefined;
  const rows = await db.select().from(companies).where(eq(companies.id, id)).limit(1);
  return rows[0];
}

const admin = alias(users, "admin");
const listColumns = {
  company: companies,
  adminId: admin.id,
  adminFirstName: admin.firstName,
  adminLastName: admin.lastName,
  adminEmail: admin.email,
  userCount: sql<number>`(select count(*)::int from ${users} where ${users.companyId} = ${companies.id} and ${visibleInCompany})`,
  teamCount: sql<number>`(select count(*)::int from ${teams} where ${teams.companyId} = ${companies.id})`,
};

type ListRow = {
  company: CompanyRow;
  adminId: string | null;
  adminFirstName: string | null;
  adminLastName: string | null;
  adminEmail: string | null;
  userCount: number;
  teamCount: number;
};

function toListItem(r: ListRow): CompanyListItem {
  const c = r.company;
  return {
    _id: c.id,
    id: c.id,
    companyId: c.displayId,
    name: c.name,
    description: c.description,
    industry: c.industry,
    size: c.size,
    subscription: { plan: c.plan as PlanId, maxUsers: c.maxUsers, monthlyConversationLimit: c.monthlyConversationLimit },
    admin: personOf({ id: r.adminId, firstName: r.adminFirstName, lastName: r.adminLastName, email: r.adminEmail }),
    userCount: Number(r.userCount),
    teamCount: Number(r.teamCount),
    createdAt: c.createdAt.toISOString(),
  };
}

/** Companies with their admin and counts; `where`, order and paging are the caller's. */
export async function listCompanies(
  db: Executor,
  opts: { where?: SQL; order?: "name" | "newest"; limit?: number; offset?: number } = {},
): Promise<CompanyListItem[]> {
  const q = db
    .select(listColumns)
    .from(companies)
    .leftJoin(admin, eq(admin.id, companies.adminUserId))
    .where(opts.where)
    .orderBy(...(opts.order === "newest" ? [desc(companies.createdAt), asc(companies.id)] : [asc(companies.name), asc(companies.id)]))
    .$dynamic();
  if (opts.limit !== undefined) q.limit(opts.limit);
  if (opts.offset !== undefined) q.offset(opts.offset);
  return (await q).map(toListItem);
}

export async function companyListItem(db: Executor, id: string): Promise<CompanyListItem | null> {
  const [item] = await listCompanies(db, { where: eq(companies.id, id) });
  return item ?? null;
}

/** GET /api/companies/details for one company. */
export async function companyDetails(db: Executor, id: string): Promise<CompanyDetails | null> {
  const item = await companyListItem(db, id);
  if (!item) return null;
  const [firstUsers, teamViews] = await Promise.all([listCompanyUsers(db, id, COMPANY_LIMITS.overviewUsers), loadTeams(db, id)]);
  return { ...item, users: firstUsers, teams: teamViews };
}

/** The company's admin account: the recorded one, else its earliest company_admin. */
export async function companyAdminUser(db: Executor, company: CompanyRow): Promise<UserRow | undefined> {
  if (company.adminUserId) {
    const rows = await db.select().from(users).where(eq(users.id, company.adminUserId)).limit(1);
    if (rows[0]) return rows[0];
  }
  const rows = await db
    .select()
    .from(users)
    .where(and(eq(users.companyId, company.id), eq(users.role, "company_admin")))
    .orderBy(asc(users.createdAt))
    .limit(1);
  return rows[0];
}

/**
 * The company a company-scoped request works on (its scenarios, its assignments): the caller's own; a super admin
 * names one. Another company's id answers 404 (its things do not exist for the caller), never 403.
 */
export async function companyInScope(
  db: Db,
  actor: ActorLike,
  requested: string | undefined,
  messages: { notFound: string; noCompany: string },
): Promise<string> {
  if (requested && requested !== actor.companyId) {
    if (!isSuperAdminActor(actor)) throw notFound(messages.notFound);
    const [c] = await db.select({ id: companies.id }).from(companies).where(eq(companies.id, requested)).limit(1);
    if (!c) throw notFound(messages.notFound);
    return c.id;
  }
  if (actor.companyId) return actor.companyId;
  if (isSuperAdminActor(actor)) throw new AppError("BAD_REQUEST", "No company ID available");
  throw forbidden(messages.noCompany);
}
