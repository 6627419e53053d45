import { type SQL, sql } from "drizzle-orm";
import {
  type Activity,
  ANALYTICS_MESSAGES as A,
  type AnalyticsReport,
  canReadAnalytics,
  type ScenarioResults,
  type SkillGaps,
  type StageAverages,
  type StageTrends,
  weekList,
  weekStart,
} from "../../../contract/analytics";
import { COMPANY_MESSAGES as M } from "../../../contract/companies";
import { type ActorLike, canReadCompany, isCompanyAdminOf } from "../../../contract/company-permissions";
import { SCENARIOS as BUILTIN_SCENARIOS } from "../../../contract/practice-rules";
import { STAGES, type Stage } from "../../../contract/stage-list";
import type { Db } from "../../platform/db/client";
import { forbidden, notFound } from "../../platform/errors";
import { findCompany, findTeam, jsonValue, requireCompanyArea, rowsOf } from "../companies";

/**
 * Company analytics (issue 18, docs/decisions/025). Each report is one query from the company's users (super admins
 * never count) to their weekly buckets in analytics_weekly / analytics_scenario_weekly, which triggers on
 * conversations keep (migration 0012): a few rows per user and week instead of every call. Only pass counts read
 * the calls themselves, and only those of company scenarios. The rows come back as one JSON array, as the
 * leaderboard's do (PGlite spends more on turning many result rows into objects than on the query).
 */

const WEEK_SECONDS = 7 * 86_400;

/** Whose calls a report covers: a company, optionally one team; and the range. */
export interface AnalyticsScope {
  companyId: string;
  teamId: string | null;
  weeks: number;
  now: Date;
}

/**
 * Checks the caller may read analytics and narrows the scope: another company (or a company that does not exist)
 * answers 404; reps 403; a team leader gets their own team (naming another answers 404, leading none 403); a
 * company admin or super admin the whole company or a team of it.
 */
export async function analyticsScope(
  db: Db,
  actor: ActorLike,
  companyId: string,
  query: { weeks: number; teamId?: string | undefined },
  now = new Date(),
): Promise<AnalyticsScope> {
  requireCompanyArea(actor);
  if (!canReadCompany(actor, companyId)) throw notFound(M.companyNotFound);
  const company = await findCompany(db, companyId);
  if (!company) throw notFound(M.companyNotFound);
  if (!canReadAnalytics(actor, company.id)) throw forbidden(A.notAllowed);
  let teamId: string | null = query.teamId ?? null;
  if (!isCompanyAdminOf(actor, company.id)) {
    if (actor.teamId === null) throw forbidden(A.noTeam);
    if (teamId !== null && teamId !== actor.teamId) throw notFound(M.teamNotFound);
    teamId = actor.teamId;
  }
  if (teamId !== null) {
    const team = await findTeam(db, teamId);
    if (!team || team.companyId !== company.id) throw notFound(M.teamNotFound);
  }
  return { companyId: company.id, teamId, weeks: query.weeks, now };
}

function range(scope: AnalyticsScope) {
  const weeks = weekList(scope.now, scope.weeks);
  const from = new Date(weekStart(scope.now).getTime() - (scope.weeks - 1) * WEEK_SECONDS * 1000);
  return { companyId: scope.companyId, teamId: scope.teamId, weeks, from: from.toISOString(), to: scope.now.toISOString(), since: from };
}

/** The reps in scope (alias u): the company's users, super admins never, one team when asked. */
function repsIn(scope: AnalyticsScope): SQL {
  const team = scope.teamId === null ? sql`` : sql` and u.team_id = ${scope.teamId}::uuid`;
  return sql`u.company_id = ${scope.companyId}::uuid and u.role <> 'super_admin' and u.is_super_admin = false${team}`;
}

/** Their weekly buckets in the range (alias a, joined on u); buckets emptied by deletions are skipped. */
function weeksSince(table: "analytics_weekly" | "analytics_scenario_weekly", since: Date): SQL {
  return sql`${sql.raw(table)} a on a.user_id = u.id and a.week >= ${day(since)}::date and a.calls > 0`;
}

const day = (d: Date) => d.toISOString().slice(0, 10);

/** The week of the range a bucket is, 0 = the oldest. */
function weekIndex(since: Date): SQL {
  return sql`((a.week - ${day(since)}::date) / 7)`;
}

const SUM_COLUMNS: Record<Stage, string> = {
  introduction: "sum_introduction",
  mapping: "sum_mapping",
  productPresentation: "sum_presentation",
  objectionHandling: "sum_objections",
  close: "sum_close",
};
/** The five stage means (one decimal) of the grouped buckets, in STAGES order, as a1..a5. */
const STAGE_AVERAGES = sql.raw(STAGES.map((s, i) => `round(sum(a.${SUM_COLUMNS[s]})::numeric / sum(a.calls), 1) as a${i + 1}`).join(", "));
/** The overall: the mean total over 5 (one decimal). */
const OVERALL = sql.raw("round(sum(a.sum_total)::numeric / sum(a.calls) / 5, 1)");
const A_COLUMNS = sql.raw("x.a1, x.a2, x.a3, x.a4, x.a5");

function averagesOf(values: unknown[]): StageAverages {
  return Object.fromEntries(STAGES.map((s, i) => [s, Number(values[i])])) as StageAverages;
}

async function jsonRows<T>(db: Db, query: SQL): Promise<T[]> {
  const result = await db.execute(query);
  return jsonValue<T[]>(rowsOf<{ rows: unknown }>(result)[0]?.rows, []);
}

/** Stage means per team and week. */
export async function stageTrends(db: Db, scope: AnalyticsScope): Promise<StageTrends> {
  const r = range(scope);
  type Row = [string | null, string | null, number, number, ...unknown[]];
  const rows = await jsonRows<Row>(
    db,
    sql`
      select coalesce(json_agg(json_build_array(x.team_id, t.name, x.w, x.calls, ${A_COLUMNS}, x.overall)
                               order by t.name nulls last, x.team_id, x.w), '[]'::json) as rows
      from (
        select u.team_id, ${weekIndex(r.since)} as w, sum(a.calls)::int as calls, ${STAGE_AVERAGES}, ${OVERALL} as overall
        from users u join ${weeksSince("analytics_weekly", r.since)}
        where ${repsIn(scope)}
        group by 1, 2
      ) x left join teams t on t.id = x.team_id
    `,
  );
  const teams: StageTrends["teams"] = [];
  for (const [teamId, teamName, w, calls, ...rest] of rows) {
    let team = teams.at(-1);
    if (!team || team.teamId !== teamId) {
      team = { teamId, teamName, points: [] };
      teams.push(team);
    }
    const week = r.weeks[w];
    if (week === undefined) continue;
    team.points.push({ week, calls: Number(calls), averages: averagesOf(rest.slice(0, 5)), overall: Number(rest[5]) });
  }
  return { companyId: r.companyId, teamId: r.teamId, weeks: r.weeks, from: r.from, to: r.to, teams };
}

/** Rated calls per week per rep: every rep in scope, those who made none too. */
export async function activity(db: Db, scope: AnalyticsScope): Promise<Activity> {
  const r = range(scope);
  type Row = [string, string, string, string | null, string | null, Array<[number, number]> | null];
  const rows = await jsonRows<Row>(
    db,
    sql`
      with agg as (
        select a.user_id, json_agg(json_build_array(${weekIndex(r.since)}, a.calls)) as weeks
        from users u join ${weeksSince("analytics_weekly", r.since)}
        where ${repsIn(scope)}
        group by a.user_id
      )
      select coalesce(json_agg(json_build_array(u.id, u.first_name, u.last_name, u.team_id, t.name, agg.weeks)
                               order by u.first_name, u.last_name, u.id), '[]'::json) as rows
      from users u left join teams t on t.id = u.team_id left join agg on agg.user_id = u.id
      where ${repsIn(scope)}
    `,
  );
  const reps = rows.map(([userId, firstName, lastName, teamId, teamName, weeks]) => {
    const perWeek = r.weeks.map(() => 0);
    for (const [w, n] of weeks ?? []) if (w >= 0 && w < perWeek.length) perWeek[w] = Number(n);
    return { userId, firstName, lastName, teamId, teamName, total: perWeek.reduce((a, b) => a + b, 0), perWeek };
  });
  return { companyId: r.companyId, teamId: r.teamId, weeks: r.weeks, from: r.from, to: r.to, reps };
}

/** Each rep's stage means and their weakest stage; reps without a rated call in the range are left out. */
export async function skillGaps(db: Db, scope: AnalyticsScope): Promise<SkillGaps> {
  const r = range(scope);
  type Row = [string, string, string, string | null, string | null, number, ...unknown[]];
  const rows = await jsonRows<Row>(
    db,
    sql`
      select coalesce(json_agg(json_build_array(u.id, u.first_name, u.last_name, u.team_id, t.name, x.calls, ${A_COLUMNS})), '[]'::json) as rows
      from (
        select a.user_id, sum(a.calls)::int as calls, ${STAGE_AVERAGES}
        from users u join ${weeksSince("analytics_weekly", r.since)}
        where ${repsIn(scope)}
        group by 1
      ) x join users u on u.id = x.user_id left join teams t on t.id = u.team_id
    `,
  );
  const reps = rows.map(([userId, firstName, lastName, teamId, teamName, calls, ...rest]) => {
    const averages = averagesOf(rest);
    // The first stage with the lowest mean: on a tie the earlier stage of the call is the one to work on.
    const weakestStage = STAGES.reduce((w, s) => (averages[s] < averages[w] ? s : w), STAGES[0]);
    return { userId, firstName, lastName, teamId, teamName, calls: Number(calls), averages, weakestStage };
  });
  reps.sort(
    (a, b) =>
      a.averages[a.weakestStage] - b.averages[b.weakestStage] ||
      a.firstName.localeCompare(b.firstName) ||
      a.lastName.localeCompare(b.lastName) ||
      a.userId.localeCompare(b.userId),
  );
  return { companyId: r.companyId, teamId: r.teamId, weeks: r.weeks, from: r.from, to: r.to, reps };
}

/**
 * Per scenario (built-in and the company's own): calls, overall mean and passes, all from the buckets. A bucket's
 * passes are judged against the company scenario's pass mark and stage minimums as they are now: the database
 * counts them again when those change (migration 0012, analytics_passed mirrors scenarioPassed).
 */
export async function scenarioResults(db: Db, scope: AnalyticsScope): Promise<ScenarioResults> {
  const r = range(scope);
  type Row = [string, string | null, number, number | string, number | string | null, number];
  const rows = await jsonRows<Row>(
    db,
    sql`
      select coalesce(json_agg(json_build_array(x.key, s.name, x.calls, x.average, (s.content->>'passMark')::numeric, x.passed)
                               order by x.calls desc, x.key), '[]'::json) as rows
      from (
        select a.scenario_key as key, sum(a.calls)::int as calls, ${OVERALL} as average, sum(a.passed)::int as passed
        from users u join ${weeksSince("analytics_scenario_weekly", r.since)}
        where ${repsIn(scope)}
        group by 1
      ) x
      left join company_scenarios s on s.id::text = x.key and s.company_id = ${scope.companyId}::uuid
    `,
  );
  const scenarios = rows.map(([key, name, calls, average, passMark, passed]) => {
    const kind: "builtin" | "company" = (BUILTIN_SCENARIOS as readonly string[]).includes(key) ? "builtin" : "company";
    const mark = kind === "company" && passMark !== null ? Number(passMark) : null;
    const n = Number(calls);
    const p = Number(passed ?? 0);
    return {
      kind,
      key,
      name: kind === "company" ? name : null,
      calls: n,
      average: Number(average),
      passMark: mark,
      passed: mark === null ? null : p,
      passRate: mark === null || n === 0 ? null : Math.round((p / n) * 1000) / 1000,
    };
  });
  return { companyId: r.companyId, teamId: r.teamId, weeks: r.weeks, from: r.from, to: r.to, scenarios };
}

export const REPORTS = { stages: stageTrends, activity, "skill-gaps": skillGaps, scenarios: scenarioResults } satisfies Record<
  AnalyticsReport,
  (db: Db, scope: AnalyticsScope) => Promise<unknown>
>;
