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
import { STAGES, type Stage } from "../../../contract/stage-list";
import type { Db } from "../../platform/db/client";
import { forbidden, notFound } from "../../platform/errors";
import { findCompany, findTeam, jsonValue, rowsOf } from "../companies/queries";
import { requireCompanyArea } from "../companies/service";

/**
 * Company analytics (issue 18, docs/decisions/025). Each report is one query over the company's rated calls in the
 * range, joined from its users (super admins never count) to their conversations through
 * conversations_user_ended_scores_idx, which holds every column these queries read, so PostgreSQL answers from the
 * index alone. The rows come back as one JSON array, as the leaderboard's do (PGlite spends more on turning many
 * result rows into objects than on the query).
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
    if (teamId !== null && teamId !== actor.teamId) throw notFound(A.teamNotFound);
    teamId = actor.teamId;
  }
  if (teamId !== null) {
    const team = await findTeam(db, teamId);
    if (!team || team.companyId !== company.id) throw notFound(A.teamNotFound);
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

/** Their rated calls in the range (alias c, joined on u). */
function ratedSince(since: Date): SQL {
  return sql`c.user_id = u.id and c.total_score is not null and c.ended_at >= ${since.toISOString()}::timestamptz`;
}

/** The week of the range a call falls in, 0 = the oldest. */
function weekIndex(since: Date): SQL {
  return sql`floor(extract(epoch from (c.ended_at - ${since.toISOString()}::timestamptz)) / ${WEEK_SECONDS})::int`;
}

const STAGE_COLUMNS: Record<Stage, string> = {
  introduction: "score_introduction",
  mapping: "score_mapping",
  productPresentation: "score_presentation",
  objectionHandling: "score_objections",
  close: "score_close",
};
/** round(avg(stage), 1) for the five stages, in STAGES order, as a1..a5. */
const STAGE_AVERAGES = sql.raw(STAGES.map((s, i) => `round(avg(c.${STAGE_COLUMNS[s]}), 1) as a${i + 1}`).join(", "));
const OVERALL = sql.raw("round(avg(c.total_score) / 5.0, 1)");
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
        select u.team_id, ${weekIndex(r.since)} as w, count(*)::int as calls, ${STAGE_AVERAGES}, ${OVERALL} as overall
        from users u join conversations c on ${ratedSince(r.since)}
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
      with per as (
        select c.user_id, ${weekIndex(r.since)} as w, count(*)::int as n
        from users u join conversations c on ${ratedSince(r.since)}
        where ${repsIn(scope)}
        group by 1, 2
      ), agg as (select user_id, json_agg(json_build_array(w, n)) as weeks from per group by user_id)
      select coalesce(json_agg(json_build_array(u.id, u.first_name, u.last_name, u.team_id, t.name, a.weeks)
                               order by u.first_name, u.last_name, u.id), '[]'::json) as rows
      from users u left join teams t on t.id = u.team_id left join agg a on a.user_id = u.id
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
        select c.user_id, count(*)::int as calls, ${STAGE_AVERAGES}
        from users u join conversations c on ${ratedSince(r.since)}
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
 * A company scenario's pass (src/contract/company-scenarios.ts scenarioPassed): the overall (total / 5, which has
 * one decimal already) reaches the pass mark and each stage its minimum where the scenario sets one.
 */
const PASSED = sql.raw(
  [
    "cs.id is not null",
    "c.total_score / 5.0 >= (cs.content->>'passMark')::numeric",
    ...STAGES.map((s) => `coalesce(c.${STAGE_COLUMNS[s]} >= (cs.content->'stageMinimums'->>'${s}')::numeric, true)`),
  ].join(" and "),
);

/** Per scenario (built-in and the company's own): calls, overall mean, and passes where a pass mark exists. */
export async function scenarioResults(db: Db, scope: AnalyticsScope): Promise<ScenarioResults> {
  const r = range(scope);
  type Row = ["builtin" | "company", string, string | null, number, number | string, number | string | null, number];
  const rows = await jsonRows<Row>(
    db,
    sql`
      select coalesce(json_agg(json_build_array(x.kind, x.key, s.name, x.calls, x.average, (s.content->>'passMark')::numeric, x.passed)
                               order by x.calls desc, x.key), '[]'::json) as rows
      from (
        select case when c.company_scenario_id is null then 'builtin' else 'company' end as kind,
               coalesce(c.company_scenario_id::text, c.scenario) as key,
               count(*)::int as calls, ${OVERALL} as average,
               (count(*) filter (where ${PASSED}))::int as passed
        from users u join conversations c on ${ratedSince(r.since)}
             left join company_scenarios cs on cs.id = c.company_scenario_id
        where ${repsIn(scope)}
        group by 1, 2
      ) x left join company_scenarios s on x.kind = 'company' and s.id::text = x.key
    `,
  );
  const scenarios = rows.map(([kind, key, name, calls, average, passMark, passed]) => {
    const mark = kind === "company" && passMark !== null ? Number(passMark) : null;
    const n = Number(calls);
    return {
      kind,
      key,
      name: kind === "company" ? name : null,
      calls: n,
      average: Number(average),
      passMark: mark,
      passed: mark === null ? null : Number(passed),
      passRate: mark === null || n === 0 ? null : Math.round((Number(passed) / n) * 1000) / 1000,
    };
  });
  return { companyId: r.companyId, teamId: r.teamId, weeks: r.weeks, from: r.from, to: r.to, scenarios };
}

export const REPORTS = { stages: stageTrends, activity, "skill-gaps": skillGaps, scenarios: scenarioResults } satisfies Record<
  AnalyticsReport,
  (db: Db, scope: AnalyticsScope) => Promise<unknown>
>;
