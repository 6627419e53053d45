import { and, asc, count, desc, eq, ilike, or, sql, type SQL } from "drizzle-orm";
import {
  type AdminCompaniesResponse,
  type AdminDashboardResponse,
  type AdminUsageResponse,
  type AdminUserItem,
  type AdminUsersResponse,
  COMPANY_MESSAGES as M,
} from "../../../contract/companies";
import { canCreateUserWithRole } from "../../../contract/company-permissions";
import { PLAN_IDS, type PlanId } from "../../../contract/plans";
import { type Role, roleFlags } from "../../../contract/roles";
import type { Language } from "../../../contract/languages";
import type { Db } from "../../platform/db/client";
import { companies, conversations, type UserRow, users } from "../../platform/db/schema";
import { forbidden, notFound } from "../../platform/errors";
import { type CompanyCtx, createAccount, findCompany, findTeam, listCompanies, toActor } from "../companies";

/** Active users: those who started a conversation within this many days. */
export const ACTIVE_DAYS = 30;
const RECENT = 5;

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

function rowsOf<T>(result: unknown): T[] {
  const r = result as { rows?: T[] };
  return Array.isArray(r.rows) ? r.rows : (result as T[]);
}

const adminUserColumns = {
  user: users,
  companyName: companies.name,
};

function toAdminUserItem(row: { user: UserRow; companyName: string | null }): AdminUserItem {
  const u = row.user;
  const role = u.role as Role;
  return {
    _id: u.id,
    id: u.id,
    firstName: u.firstName,
    lastName: u.lastName,
    email: u.email,
    role,
    isSuperAdmin: u.isSuperAdmin || role === "super_admin",
    isAdmin: roleFlags(role).isAdmin,
    companyId: u.companyId,
    company: u.companyId && row.companyName !== null ? { _id: u.companyId, id: u.companyId, name: row.companyName } : null,
    needsPasswordSetup: u.needsPasswordSetup,
    subscription: { plan: u.plan as PlanId, status: u.subscriptionStatus },
    createdAt: u.createdAt.toISOString(),
  };
}

const pagination = (page: number, limit: number, total: number) => ({
  page,
  limit,
  total,
  pages: Math.max(1, Math.ceil(total / limit)),
});

export async function dashboard(db: Db, now = new Date()): Promise<AdminDashboardResponse> {
  const since = new Date(now.getTime() - ACTIVE_DAYS * 24 * 3600_000);
  const [[userCount], [companyCount], [active], plans, recentUsers, recentCompanies] = await Promise.all([
    db.select({ n: count() }).from(users),
    db.select({ n: count() }).from(companies),
    // One index probe per user (conversations_user_created_idx) instead of a distinct over every conversation.
    db
      .select({ n: count() })
      .from(users)
      .where(sql`exists (select 1 from ${conversations} c where c.user_id = ${users.id} and c.created_at >= ${since.toISOString()})`),
    db.select({ plan: users.plan, n: count() }).from(users).groupBy(users.plan),
    db.select(adminUserColumns).from(users).leftJoin(companies, eq(companies.id, users.companyId)).orderBy(desc(users.createdAt), asc(users.id)).limit(RECENT),
    listCompanies(db, { order: "newest", limit: RECENT }),
  ]);
  const byPlan = new Map(plans.map((p) => [p.plan, Number(p.n)]));
  return {
    stats: {
      totalUsers: Number(userCount?.n ?? 0),
      totalCompanies: Number(companyCount?.n ?? 0),
      activeUsers: Number(active?.n ?? 0),
      subscriptionStats: PLAN_IDS.map((plan) => ({ _id: plan, plan, count: byPlan.get(plan) ?? 0 })),
    },
    recentUsers: recentUsers.map(toAdminUserItem),
    recentCompanies,
  };
}

export async function adminCompanies(db: Db, q: { search?: string; page: number; limit: number }): Promise<AdminCompaniesResponse> {
  const term = q.search?.trim();
  const where = term ? or(ilike(companies.name, `%${escapeLike(term)}%`), ilike(companies.displayId, `%${escapeLike(term)}%`)) : undefined;
  const [list, [total]] = await Promise.all([
    listCompanies(db, { where, order: "name", limit: q.limit, offset: (q.page - 1) * q.limit }),
    db.select({ n: count() }).from(companies).where(where),
  ]);
  return { companies: list, pagination: pagination(q.page, q.limit, Number(total?.n ?? 0)) };
}

export async function adminUsers(db: Db, q: { search?: string; page: number; limit: number; role?: Role; companyId?: string }): Promise<AdminUsersResponse> {
  const conditions: SQL[] = [];
  const term = q.search?.trim();
  if (term) {
    const like = `%${escapeLike(term)}%`;
    conditions.push(or(ilike(users.email, like), ilike(sql`${users.firstName} || ' ' || ${users.lastName}`, like)) as SQL);
  }
  if (q.role) conditions.push(eq(users.role, q.role));
  if (q.companyId) conditions.push(eq(users.companyId, q.companyId));
  const where = conditions.length ? and(...conditions) : undefined;
  const [rows, [total]] = await Promise.all([
    db
      .select(adminUserColumns)
      .from(users)
      .leftJoin(companies, eq(companies.id, users.companyId))
      .where(where)
      .orderBy(desc(users.createdAt), asc(users.id))
      .limit(q.limit)
      .offset((q.page - 1) * q.limit),
    db.select({ n: count() }).from(users).where(where),
  ]);
  return { users: rows.map(toAdminUserItem), pagination: pagination(q.page, q.limit, Number(total?.n ?? 0)) };
}

/** Conversations started per UTC day over the last `days` days (today included), every day listed. */
export async function usageSeries(db: Db, days: number, now = new Date()): Promise<AdminUsageResponse> {
  const today = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
  const first = new Date(today.getTime() - (days - 1) * 24 * 3600_000);
  const firstDay = first.toISOString().slice(0, 10);
  const lastDay = today.toISOString().slice(0, 10);
  const result = await db.execute(sql`
    select to_char(d.day, 'YYYY-MM-DD') as date, coalesce(c.n, 0)::int as conversations
    from generate_series(${firstDay}::date, ${lastDay}::date, interval '1 day') as d(day)
    left join (
      select (created_at at time zone 'UTC')::date as day, count(*) as n
      from ${conversations}
      where created_at >= ${first.toISOString()}::timestamptz
      group by 1
    ) c on c.day = d.day::date
    order by d.day
  `);
  const series = rowsOf<{ date: string; conversations: number | string }>(result).map((r) => ({
    date: r.date,
    conversations: Number(r.conversations),
  }));
  return { days, total: series.reduce((a, r) => a + r.conversations, 0), series };
}

/** POST /api/admin/users/create: any role for super admins; individual accounts only for other admins. */
export async function adminCreateUser(
  ctx: CompanyCtx,
  actorRow: UserRow,
  body: {
    firstName: string;
    lastName: string;
    email: string;
    password?: string;
    role: Role;
    companyId: string | null;
    teamId: string | null;
    language?: Language;
  },
): Promise<AdminUserItem> {
  const actor = toActor(actorRow);
  if (!canCreateUserWithRole(actor, body.role)) {
    throw forbidden("Only super admins can create company or platform accounts");
  }
  const companyRole = body.role.startsWith("company_");
  // Choosing the role individual (or a platform role) resets companyId.
  let companyId: string | null = null;
  let teamId: string | null = null;
  if (companyRole) {
    const company = body.companyId ? await findCompany(ctx.db, body.companyId) : undefined;
    if (!company) throw notFound(M.companyNotFound);
    companyId = company.id;
    if (body.teamId) {
      const team = await findTeam(ctx.db, body.teamId);
      if (!team || team.companyId !== company.id) throw notFound(M.teamNotFound);
      teamId = team.id;
    }
  }
  const user = await createAccount(ctx, actorRow, { ...body, companyId, teamId });
  const [row] = await ctx.db.select(adminUserColumns).from(users).leftJoin(companies, eq(companies.id, users.companyId)).where(eq(users.id, user.id)).limit(1);
  return toAdminUserItem(row as { user: UserRow; companyName: string | null });
}
