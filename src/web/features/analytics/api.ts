import { COMMON_MESSAGES } from "../../../contract/auth-messages";
import type { Activity, AnalyticsReport, ScenarioResults, SkillGaps, StageTrends } from "../../../contract/analytics";
import type { ErrorBody } from "../../../contract/errors";
import { api, ApiError, requestHeaders } from "../../lib/api";

export type { Activity, AnalyticsReport, ScenarioResults, SkillGaps, StageTrends };

export interface AnalyticsFilter {
  companyId: string;
  weeks: number;
  /** null: the whole company (a team leader always gets their own team). */
  teamId: string | null;
}

function query(f: AnalyticsFilter, extra: Record<string, string> = {}): string {
  const params = new URLSearchParams({ weeks: String(f.weeks), ...(f.teamId ? { teamId: f.teamId } : {}), ...extra });
  return params.toString();
}

const base = (f: AnalyticsFilter) => `/api/analytics/company/${encodeURIComponent(f.companyId)}`;

export const ANALYTICS_KEYS = {
  report: (report: AnalyticsReport, f: AnalyticsFilter) => ["analytics", f.companyId, report, f.weeks, f.teamId] as const,
};

/** The company analytics calls (issue 18). */
export const analyticsApi = {
  stages: (f: AnalyticsFilter, signal?: AbortSignal) => api<StageTrends>(`${base(f)}/stages?${query(f)}`, { signal }),
  activity: (f: AnalyticsFilter, signal?: AbortSignal) => api<Activity>(`${base(f)}/activity?${query(f)}`, { signal }),
  skillGaps: (f: AnalyticsFilter, signal?: AbortSignal) => api<SkillGaps>(`${base(f)}/skill-gaps?${query(f)}`, { signal }),
  scenarios: (f: AnalyticsFilter, signal?: AbortSignal) => api<ScenarioResults>(`${base(f)}/scenarios?${query(f)}`, { signal }),
};

/** GET …/export?report=: the report as a CSV file, with the name the server gave it. */
export async function exportReport(f: AnalyticsFilter, report: AnalyticsReport): Promise<{ blob: Blob; filename: string }> {
  let res: Response;
  try {
    res = await fetch(`${base(f)}/export?${query(f, { report })}`, {
      headers: requestHeaders("text/csv"),
      credentials: "include",
      signal: AbortSignal.timeout(60_000),
    });
  } catch {
    throw new ApiError(0, { error: COMMON_MESSAGES.network });
  }
  if (!res.ok) {
    let body: Partial<ErrorBody> | null = null;
    try {
      body = (await res.json()) as Partial<ErrorBody>;
    } catch {
      body = null;
    }
    throw new ApiError(res.status, body, res.statusText);
  }
  const disposition = res.headers.get("content-disposition") ?? "";
  const filename = /filename="?([^";]+)"?/.exec(disposition)?.[1] ?? `salesdojo-${report}.csv`;
  return { blob: await res.blob(), filename };
}

export function saveFile(blob: Blob, filename: string): void {
  const url = URL.createObjectURL(blob);
  const a = document.createElement("a");
  a.href = url;
  a.download = filename;
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
