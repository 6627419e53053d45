import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { STAGES, type Stage } from "../../../contract/stage-list";
import { inputClass } from "../../components/ui/input";
import { cn } from "../../lib/cn";
import { stageLabel } from "../../lib/stages";
import type { Activity, ScenarioResults, SkillGaps, StageTrends } from "./api";
import { BarsChart, TrendChart } from "./charts";
import { cell, fixed, numCell, RepCells, Table, weekLabel } from "./report-table";

/** The bodies of the Analytics tab's four reports: charts with their numbers as tables. */

export function StagesBody({ data }: { data: StageTrends }) {
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
            columns={[t("analytics.team"), t("analytics.week"), t("analytics.calls"), ...STAGES.map((s) => stageLabel(t, s)), t("analytics.overall")]}
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

export function ActivityBody({ data }: { data: Activity }) {
  const { t, i18n } = useTranslation();
  const totals = data.weeks.map((week, i) => ({ label: weekLabel(week, i18n.language), value: data.reps.reduce((a, r) => a + (r.perWeek[i] ?? 0), 0) }));
  const reps = [...data.reps].sort((a, b) => b.total - a.total);
  return (
    <div className="space-y-3">
      <BarsChart rows={totals} label={t("analytics.activity.chartLabel")} seriesLabel={t("analytics.calls")} testId="activity-chart" />
      <Table
        caption={t("analytics.activity.title")}
        columns={[
          t("analytics.rep"),
          t("analytics.team"),
          t("analytics.total"),
          ...data.weeks.map((w) => ({ label: weekLabel(w, i18n.language), className: "whitespace-nowrap" })),
        ]}
      >
        {reps.map((r) => (
          <tr key={r.userId}>
            <RepCells rep={r} noTeam={t("analytics.noTeam")} />
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

export function SkillGapsBody({ data }: { data: SkillGaps }) {
  const { t } = useTranslation();
  const counts = STAGES.map((s) => ({ label: stageLabel(t, s), value: data.reps.filter((r) => r.weakestStage === s).length }));
  return (
    <div className="space-y-3">
      <BarsChart rows={counts} label={t("analytics.skillGaps.chartLabel")} seriesLabel={t("analytics.skillGaps.reps")} testId="skill-gaps-chart" />
      <Table
        caption={t("analytics.skillGaps.title")}
        columns={[t("analytics.rep"), t("analytics.team"), t("analytics.calls"), t("analytics.skillGaps.weakest"), ...STAGES.map((s) => stageLabel(t, s))]}
      >
        {data.reps.map((r) => (
          <tr key={r.userId}>
            <RepCells rep={r} noTeam={t("analytics.noTeam")} />
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

export function ScenariosBody({ data }: { data: ScenarioResults }) {
  const { t, i18n } = useTranslation();
  const pct = new Intl.NumberFormat(i18n.language, { style: "percent", maximumFractionDigits: 0 });
  return (
    <Table
      caption={t("analytics.scenarios.title")}
      columns={[
        t("analytics.scenarios.scenario"),
        t("analytics.calls"),
        t("analytics.scenarios.average"),
        t("analytics.scenarios.passMark"),
        t("analytics.scenarios.passRate"),
      ]}
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
