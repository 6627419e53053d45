import { useQuery } from "@tanstack/react-query";
import { BarChart3 } from "lucide-react";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { ANALYTICS_DEFAULT_WEEKS, ANALYTICS_WEEK_CHOICES } from "../../../contract/analytics-rules";
import { inputClass } from "../../components/ui/input";
import { cn } from "../../lib/cn";
import { ANALYTICS_KEYS, type AnalyticsFilter, analyticsApi } from "./api";
import { ChartCard } from "./chart-card";
import { ActivityBody, ScenariosBody, SkillGapsBody, StagesBody } from "./report-bodies";

interface TeamOption {
  id: string;
  name: string;
}

/** The four reports for one filter. */
function useAnalyticsReports(filter: AnalyticsFilter) {
  const stages = useQuery({ queryKey: ANALYTICS_KEYS.report("stages", filter), queryFn: ({ signal }) => analyticsApi.stages(filter, signal) });
  const activity = useQuery({ queryKey: ANALYTICS_KEYS.report("activity", filter), queryFn: ({ signal }) => analyticsApi.activity(filter, signal) });
  const gaps = useQuery({ queryKey: ANALYTICS_KEYS.report("skill-gaps", filter), queryFn: ({ signal }) => analyticsApi.skillGaps(filter, signal) });
  const scenarios = useQuery({ queryKey: ANALYTICS_KEYS.report("scenarios", filter), queryFn: ({ signal }) => analyticsApi.scenarios(filter, signal) });
  return { stages, activity, gaps, scenarios };
}

/**
 * The company's Analytics tab (issue 18): stage means over time per team, rated calls per week per rep, each rep's
 * weakest stage and the results per scenario, over the last 4, 12 or 26 weeks, each downloadable as CSV. A company
 * admin looks at the whole company or one team; a team leader sees their own team only (the server decides).
 * Loaded on demand with its chart library (docs/decisions/015, 025).
 */
export default function AnalyticsTab({ companyId, teams, ownTeam }: { companyId: string; teams: TeamOption[]; ownTeam: TeamOption | null | undefined }) {
  const { t } = useTranslation();
  const [weeks, setWeeks] = useState<number>(ANALYTICS_DEFAULT_WEEKS);
  const [team, setTeam] = useState<string | null>(null);
  // A team leader (ownTeam given) always gets their own team; `undefined` means the caller chooses.
  const leader = ownTeam !== undefined;
  const filter: AnalyticsFilter = { companyId, weeks, teamId: leader ? null : team };
  const { stages, activity, gaps, scenarios } = useAnalyticsReports(filter);

  return (
    <div className="space-y-6">
      <AnalyticsFilters weeks={weeks} setWeeks={setWeeks} team={team} setTeam={setTeam} teams={teams} ownTeam={ownTeam} />
      <p className="text-xs text-slate-500 dark:text-slate-400">{t("analytics.note")}</p>
      <ChartCard
        title={t("analytics.stages.title")}
        description={t("analytics.stages.description")}
        report="stages"
        filter={filter}
        query={stages}
        isEmpty={(d) => d.teams.length === 0}
      >
        {(d) => <StagesBody data={d} />}
      </ChartCard>
      <ChartCard
        title={t("analytics.activity.title")}
        description={t("analytics.activity.description")}
        report="activity"
        filter={filter}
        query={activity}
        isEmpty={(d) => d.reps.every((r) => r.total === 0)}
      >
        {(d) => <ActivityBody data={d} />}
      </ChartCard>
      <ChartCard
        title={t("analytics.skillGaps.title")}
        description={t("analytics.skillGaps.description")}
        report="skill-gaps"
        filter={filter}
        query={gaps}
        isEmpty={(d) => d.reps.length === 0}
      >
        {(d) => <SkillGapsBody data={d} />}
      </ChartCard>
      <ChartCard
        title={t("analytics.scenarios.title")}
        description={t("analytics.scenarios.description")}
        report="scenarios"
        filter={filter}
        query={scenarios}
        isEmpty={(d) => d.scenarios.length === 0}
      >
        {(d) => <ScenariosBody data={d} />}
      </ChartCard>
    </div>
  );
}

/** The range of weeks, and the team: chosen by a company admin, a team leader's own. */
function AnalyticsFilters({
  weeks,
  setWeeks,
  team,
  setTeam,
  teams,
  ownTeam,
}: {
  weeks: number;
  setWeeks(weeks: number): void;
  team: string | null;
  setTeam(team: string | null): void;
  teams: TeamOption[];
  ownTeam: TeamOption | null | undefined;
}) {
  const { t } = useTranslation();
  const rangeId = useId();
  const teamId = useId();
  const leader = ownTeam !== undefined;
  return (
    <div className="flex flex-wrap items-end gap-4">
      <BarChart3 className="hidden h-8 w-8 text-brand-600 sm:block" aria-hidden />
      <div className="space-y-1">
        <label htmlFor={rangeId} className="block text-sm font-medium text-slate-700 dark:text-slate-200">
          {t("analytics.range")}
        </label>
        <select id={rangeId} className={cn(inputClass, "w-auto")} value={weeks} onChange={(e) => setWeeks(Number(e.target.value))}>
          {ANALYTICS_WEEK_CHOICES.map((w) => (
            <option key={w} value={w}>
              {t("analytics.lastWeeks", { count: w })}
            </option>
          ))}
        </select>
      </div>
      {leader ? (
        <p className="text-sm text-slate-700 dark:text-slate-300">{ownTeam ? t("analytics.yourTeam", { team: ownTeam.name }) : t("analytics.noOwnTeam")}</p>
      ) : (
        <div className="space-y-1">
          <label htmlFor={teamId} className="block text-sm font-medium text-slate-700 dark:text-slate-200">
            {t("analytics.team")}
          </label>
          <select id={teamId} className={cn(inputClass, "w-auto min-w-48")} value={team ?? ""} onChange={(e) => setTeam(e.target.value || null)}>
            <option value="">{t("analytics.allTeams")}</option>
            {teams.map((x) => (
              <option key={x.id} value={x.id}>
                {x.name}
              </option>
            ))}
          </select>
        </div>
      )}
    </div>
  );
}
