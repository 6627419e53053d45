import type { Activity, AnalyticsReport, ScenarioResults, SkillGaps, StageTrends } from "../../../contract/analytics";
import { STAGES } from "../../../contract/stage-list";

/**
 * One report as CSV (RFC 4180: every cell quoted, inner quotes doubled, CRLF line ends). A cell that a spreadsheet
 * would run as a formula (starting with =, +, -, @, a tab or a carriage return) gets a leading apostrophe: names and
 * team names are typed by people, and "=HYPERLINK(…)" as a first name must stay text.
 */
export function csvCell(value: unknown): string {
  const text = value === null || value === undefined ? "" : String(value);
  const safe = /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
  return `"${safe.replace(/"/g, '""')}"`;
}

function csv(header: string[], rows: unknown[][]): string {
  return `${[header, ...rows].map((r) => r.map(csvCell).join(",")).join("\r\n")}\r\n`;
}

const rep = (r: { firstName: string; lastName: string; teamName: string | null }) => [r.firstName, r.lastName, r.teamName ?? ""];

export function stagesCsv(d: StageTrends): string {
  return csv(
    ["team", "week", "calls", ...STAGES, "overall"],
    d.teams.flatMap((t) => t.points.map((p) => [t.teamName ?? "", p.week, p.calls, ...STAGES.map((s) => p.averages[s]), p.overall])),
  );
}

export function activityCsv(d: Activity): string {
  return csv(
    ["firstName", "lastName", "team", ...d.weeks, "total"],
    d.reps.map((r) => [...rep(r), ...r.perWeek, r.total]),
  );
}

export function skillGapsCsv(d: SkillGaps): string {
  return csv(
    ["firstName", "lastName", "team", "calls", ...STAGES, "weakestStage"],
    d.reps.map((r) => [...rep(r), r.calls, ...STAGES.map((s) => r.averages[s]), r.weakestStage]),
  );
}

export function scenariosCsv(d: ScenarioResults): string {
  return csv(
    ["kind", "scenario", "calls", "average", "passMark", "passed", "passRate"],
    d.scenarios.map((s) => [s.kind, s.name ?? s.key, s.calls, s.average, s.passMark, s.passed, s.passRate]),
  );
}

export const CSV_OF: { [K in AnalyticsReport]: (d: never) => string } = {
  stages: stagesCsv,
  activity: activityCsv,
  "skill-gaps": skillGapsCsv,
  scenarios: scenariosCsv,
};
