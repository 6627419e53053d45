import { useQuery, type UseQueryResult } from "@tanstack/react-query";
import { BarChart3, Download } from "lucide-react";
import { type ReactNode, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { ANALYTICS_DEFAULT_WEEKS, ANALYTICS_WEEK_CHOICES } from "../../../contract/analytics-rules";
import { STAGES, type Stage } from "../../../contract/stage-list";
import { Alert } from "../../components/ui/alert";
import { Button } from "../../components/ui/button";
import { Card } from "../../components/ui/card";
import { inputClass } from "../../components/ui/input";
import { Spinner } from "../../components/ui/spinner";
import { cn } from "../../lib/cn";
import { stageLabel } from "../../lib/stages";
import { errorText } from "../company/api/company-api";
import {
  type Activity,
  ANALYTICS_KEYS,
  type AnalyticsFilter,
  type AnalyticsReport,
  analyticsApi,
  exportReport,
  saveFile,
  type ScenarioResults,
  type SkillGaps,
  type StageTrends,
} from "./api";
import { BarsChart, TrendChart } from "./charts";

interface TeamOption {
  id: string;
  name: string;
}

const cell = "px-3 py-2 text-left align-top";
const numCell = "px-3 py-2 text-right tabular-nums";
const headCell = "px-3 py-2 text-left text-xs font-semibold uppercase tracking-wide text-slate-500 dark:text-slate-400";

function weekLabel(week: string, language: string): string {
  return new Intl.DateTimeFormat(language, { month: "short", day: "numeric", timeZone: "UTC" }).format(new Date(`${week}T00:00:00Z`));
}
const fixed = (n: number) => n.toFixed(1);

/** A report's card: title, what it shows, its CSV download, and its body in the loading, error, empty or data state. */
function Section<T>({
  title,
  description,
  report,
  filter,
  query,
  isEmpty,
  children,
}: {
  title: string;
  description: string;
  report: AnalyticsReport;
  filter: AnalyticsFilter;
  query: UseQueryResult<T>;
  isEmpty: (data: T) => boolean;
  children: (data: T) => ReactNode;
}) {
  const { t } = useTranslation();
  const headingId = useId();
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState<string | null>(null);
  const download = async () => {
    setBusy(true);
    setFailed(null);
    try {
      const { blob, filename } = await exportReport(filter, report);
      saveFile(blob, filename);
    } catch (error) {
      setFailed(errorText(t, error, "analytics.errors.exportFailed"));
    } finally {
      setBusy(false);
    }
  };
  let body: ReactNode;
  if (query.isPending) body = <Spinner label={t("analytics.loading")} />;
  else if (query.isError) {
    body = (
      <div className="space-y-3">
        <Alert>{errorText(t, query.error, "analytics.errors.loadFailed")}</Alert>
        <Button variant="secondary" onClick={() => void query.refetch()}>
          {t("analytics.tryAgain")}
        </Button>
      </div>
    );
  } else if (isEmpty(query.data)) body = <p className="text-sm text-slate-600 dark:text-slate-400">{t("analytics.empty")}</p>;
  else body = children(query.data);
  return (
    <Card className="space-y-4" aria-labelledby={headingId} role="region">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h2 id={headingId} className="text-lg font-semibold text-slate-900 dark:text-white">
            {title}
          </h2>
          <p className="text-sm text-slate-600 dark:text-slate-400">{description}</p>
        </div>
        <Button
          variant="secondary"
          size="sm"
          onClick={() => void download()}
          disabled={busy || !query.isSuccess}
          aria-label={t("analytics.downloadLabel", { report: title })}
        >
          <Download className="h-4 w-4" aria-hidden />
          {t("analytics.download")}
        </Button>
      </div>
      {failed ? <Alert>{failed}</Alert> : null}
      {body}
    </Card>
  );
}

function Table({ caption, head, children }: { caption: string; head: ReactNode; children: ReactNode }) {
  return (
    // A wide table scrolls inside its own box; keyboard users reach that box with Tab and scroll it with the arrows.
    <div
      className="overflow-x-auto rounded-lg border border-slate-200 focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-500/40 dark:border-slate-800"
      tabIndex={0}
      role="group"
      aria-label={caption}
    >
      <table className="min-w-full divide-y divide-slate-200 text-sm dark:divide-slate-800">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-slate-50 dark:bg-slate-900/60">
          <tr>{head}</tr>
        </thead>
        <tbody className="divide-y divide-slate-100 text-slate-800 dark:divide-slate-800 dark:text-slate-200">{children}</tbody>
      </table>
    </div>
  );
}

function StagesBody({ data }: { data: StageTrends }) {
  const { t, i18n } = useTranslation();
  const metricId = useId();
  const [metric, setMetric] = useState<Stage | "overall">("overall");
  const teamName = (name: string | null) => name ?? t("analytics.noTeam");
  const series = data.teams.map((team, i) => ({ key: `t${i}`, label: teamName(team.teamName) }));
  const rows = data.weeks.map((week) => {
    const row: Record<string, string | number | null> = { label: weekLabel(week, i18n.language) };
    data.teams.forEach((team, i) => {
      const p = team.points.find((x) => x.week === week);
      row[`t${i}`] = p ? (metric === "overall" ? p.overall : p.averages[metric]) : null;
    });
    return row;
  });
  const metricName = metric === "overall" ? t("analytics.overall") : stageLabel(t, metric);
  return (
    <div className="space-y-3">
      <div className="flex flex-wrap items-center gap-2">
        <label htmlFor={metricId} className="text-sm font-medium text-slate-700 dark:text-slate-200">
          {t("analytics.stages.metric")}
        </label>
        <select id={metricId} className={cn(inputClass, "w-auto")} value={metric} onChange={(e) => setMetric(e.target.value as Stage | "overall")}>
          <option value="overall">{t("analytics.overall")}</option>
          {STAGES.map((s) => (
            <option key={s} value={s}>
              {stageLabel(t, s)}
            </option>
          ))}
        </select>
      </div>
      <TrendChart rows={rows} series={series} label={t("analytics.stages.chartLabel", { metric: metricName })} />
      <details>
        <summary className="cursor-pointer text-sm font-medium text-brand-700 dark:text-brand-300">{t("analytics.showNumbers")}</summary>
        <div className="mt-2">
          <Table
            caption={t("analytics.stages.title")}
            head={
              <>
                <th scope="col" className={headCell}>
                  {t("analytics.team")}
                </th>
                <th scope="col" className={headCell}>
                  {t("analytics.week")}
                </th>
                <th scope="col" className={headCell}>
                  {t("analytics.calls")}
                </th>
                {STAGES.map((s) => (
                  <th key={s} scope="col" className={headCell}>
                    {stageLabel(t, s)}
                  </th>
                ))}
                <th scope="col" className={headCell}>
                  {t("analytics.overall")}
                </th>
              </>
            }
          >
            {data.teams.flatMap((team) =>
              team.points.map((p) => (
                <tr key={`${team.teamId ?? "none"}-${p.week}`}>
                  <td className={cell}>{teamName(team.teamName)}</td>
                  <td className={cell}>{weekLabel(p.week, i18n.language)}</td>
                  <td className={numCell}>{p.calls}</td>
                  {STAGES.map((s) => (
                    <td key={s} className={numCell}>
                      {fixed(p.averages[s])}
                    </td>
                  ))}
                  <td className={cn(numCell, "font-semibold")}>{fixed(p.overall)}</td>
                </tr>
              )),
            )}
          </Table>
        </div>
      </details>
    </div>
  );
}

function ActivityBody({ data }: { data: Activity }) {
  const { t, i18n } = useTranslation();
  const totals = data.weeks.map((week, i) => ({ label: weekLabel(week, i18n.language), value: data.reps.reduce((a, r) => a + (r.perWeek[i] ?? 0), 0) }));
  const reps = [...data.reps].sort((a, b) => b.total - a.total);
  return (
    <div className="space-y-3">
      <BarsChart rows={totals} label={t("analytics.activity.chartLabel")} seriesLabel={t("analytics.calls")} testId="activity-chart" />
      <Table
        caption={t("analytics.activity.title")}
        head={
          <>
            <th scope="col" className={headCell}>
              {t("analytics.rep")}
            </th>
            <th scope="col" className={headCell}>
              {t("analytics.team")}
            </th>
            <th scope="col" className={headCell}>
              {t("analytics.total")}
            </th>
            {data.weeks.map((w) => (
              <th key={w} scope="col" className={cn(headCell, "whitespace-nowrap")}>
                {weekLabel(w, i18n.language)}
              </th>
            ))}
          </>
        }
      >
        {reps.map((r) => (
          <tr key={r.userId}>
            <th scope="row" className={cn(cell, "whitespace-nowrap font-medium")}>{`${r.firstName} ${r.lastName}`}</th>
            <td className={cell}>{r.teamName ?? t("analytics.noTeam")}</td>
            <td className={cn(numCell, "font-semibold")}>{r.total}</td>
            {r.perWeek.map((n, i) => (
              <td key={data.weeks[i]} className={cn(numCell, n === 0 && "text-slate-400 dark:text-slate-600")}>
                {n}
              </td>
            ))}
          </tr>
        ))}
      </Table>
    </div>
  );
}

function SkillGapsBody({ data }: { data: SkillGaps }) {
  const { t } = useTranslation();
  const counts = STAGES.map((s) => ({ label: stageLabel(t, s), value: data.reps.filter((r) => r.weakestStage === s).length }));
  return (
    <div className="space-y-3">
      <BarsChart rows={counts} label={t("analytics.skillGaps.chartLabel")} seriesLabel={t("analytics.skillGaps.reps")} testId="skill-gaps-chart" />
      <Table
        caption={t("analytics.skillGaps.title")}
        head={
          <>
            <th scope="col" className={headCell}>
              {t("analytics.rep")}
            </th>
            <th scope="col" className={headCell}>
              {t("analytics.team")}
            </th>
            <th scope="col" className={headCell}>
              {t("analytics.calls")}
            </th>
            <th scope="col" className={headCell}>
              {t("analytics.skillGaps.weakest")}
            </th>
            {STAGES.map((s) => (
              <th key={s} scope="col" className={headCell}>
                {stageLabel(t, s)}
              </th>
            ))}
          </>
        }
      >
        {data.reps.map((r) => (
          <tr key={r.userId}>
            <th scope="row" className={cn(cell, "whitespace-nowrap font-medium")}>{`${r.firstName} ${r.lastName}`}</th>
            <td className={cell}>{r.teamName ?? t("analytics.noTeam")}</td>
            <td className={numCell}>{r.calls}</td>
            <td className={cn(cell, "whitespace-nowrap font-semibold text-amber-700 dark:text-amber-400")}>
              {`${stageLabel(t, r.weakestStage)} (${fixed(r.averages[r.weakestStage])})`}
            </td>
            {STAGES.map((s) => (
              <td key={s} className={cn(numCell, s === r.weakestStage && "font-semibold text-amber-700 dark:text-amber-400")}>
                {fixed(r.averages[s])}
              </td>
            ))}
          </tr>
        ))}
      </Table>
    </div>
  );
}

function ScenariosBody({ data }: { data: ScenarioResults }) {
  const { t, i18n } = useTranslation();
  const pct = new Intl.NumberFormat(i18n.language, { style: "percent", maximumFractionDigits: 0 });
  return (
    <Table
      caption={t("analytics.scenarios.title")}
      head={
        <>
          <th scope="col" className={headCell}>
            {t("analytics.scenarios.scenario")}
          </th>
          <th scope="col" className={headCell}>
            {t("analytics.calls")}
          </th>
          <th scope="col" className={headCell}>
            {t("analytics.scenarios.average")}
          </th>
          <th scope="col" className={headCell}>
            {t("analytics.scenarios.passMark")}
          </th>
          <th scope="col" className={headCell}>
            {t("analytics.scenarios.passRate")}
          </th>
        </>
      }
    >
      {data.scenarios.map((s) => (
        <tr key={`${s.kind}-${s.key}`}>
          <th scope="row" className={cn(cell, "font-medium")}>
            {s.kind === "company" ? (s.name ?? s.key) : t(`practice.scenarios.${s.key}`, { defaultValue: s.key })}
            <span className="ml-2 rounded bg-slate-100 px-1.5 py-0.5 text-xs font-normal text-slate-600 dark:bg-slate-800 dark:text-slate-300">
              {t(`analytics.scenarios.kind.${s.kind}`)}
            </span>
          </th>
          <td className={numCell}>{s.calls}</td>
          <td className={numCell}>{fixed(s.average)}</td>
          <td className={numCell}>{s.passMark === null ? "—" : fixed(s.passMark)}</td>
          <td className={numCell}>
            {s.passRate === null ? (
              <span aria-label={t("analytics.scenarios.noPassMark")}>—</span>
            ) : (
              t("analytics.scenarios.passed", { rate: pct.format(s.passRate), passed: s.passed, calls: s.calls })
            )}
          </td>
        </tr>
      ))}
    </Table>
  );
}

/**
 * The company's Analytics tab (issue 18): stage means over time per team, rated calls per week per rep, each rep's
 * weakest stage and the results per scenario, over the last 4, 12 or 26 weeks, each downloadable as CSV. A company
 * admin looks at the whole company or one team; a team leader sees their own team only (the server decides).
 * Loaded on demand with its chart library (docs/decisions/015, 025).
 */
export default function AnalyticsTab({ companyId, teams, ownTeam }: { companyId: string; teams: TeamOption[]; ownTeam: TeamOption | null | undefined }) {
  const { t } = useTranslation();
  const rangeId = useId();
  const teamId = useId();
  const [weeks, setWeeks] = useState<number>(ANALYTICS_DEFAULT_WEEKS);
  const [team, setTeam] = useState<string | null>(null);
  // A team leader (ownTeam given) always gets their own team; `undefined` means the caller chooses.
  const leader = ownTeam !== undefined;
  const filter: AnalyticsFilter = { companyId, weeks, teamId: leader ? null : team };
  const stages = useQuery({ queryKey: ANALYTICS_KEYS.report("stages", filter), queryFn: ({ signal }) => analyticsApi.stages(filter, signal) });
  const activity = useQuery({ queryKey: ANALYTICS_KEYS.report("activity", filter), queryFn: ({ signal }) => analyticsApi.activity(filter, signal) });
  const gaps = useQuery({ queryKey: ANALYTICS_KEYS.report("skill-gaps", filter), queryFn: ({ signal }) => analyticsApi.skillGaps(filter, signal) });
  const scenarios = useQuery({ queryKey: ANALYTICS_KEYS.report("scenarios", filter), queryFn: ({ signal }) => analyticsApi.scenarios(filter, signal) });

  return (
    <div className="space-y-6">
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
      <p className="text-xs text-slate-500 dark:text-slate-400">{t("analytics.note")}</p>
      <Section
        title={t("analytics.stages.title")}
        description={t("analytics.stages.description")}
        report="stages"
        filter={filter}
        query={stages}
        isEmpty={(d) => d.teams.length === 0}
      >
        {(d) => <StagesBody data={d} />}
      </Section>
      <Section
        title={t("analytics.activity.title")}
        description={t("analytics.activity.description")}
        report="activity"
        filter={filter}
        query={activity}
        isEmpty={(d) => d.reps.every((r) => r.total === 0)}
      >
        {(d) => <ActivityBody data={d} />}
      </Section>
      <Section
        title={t("analytics.skillGaps.title")}
        description={t("analytics.skillGaps.description")}
        report="skill-gaps"
        filter={filter}
        query={gaps}
        isEmpty={(d) => d.reps.length === 0}
      >
        {(d) => <SkillGapsBody data={d} />}
      </Section>
      <Section
        title={t("analytics.scenarios.title")}
        description={t("analytics.scenarios.description")}
        report="scenarios"
        filter={filter}
        query={scenarios}
        isEmpty={(d) => d.scenarios.length === 0}
      >
        {(d) => <ScenariosBody data={d} />}
      </Section>
    </div>
  );
}
