import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { Activity, ScenarioResults, SkillGaps, StageTrends } from "../../../contract/analytics";
import type { PublicUser } from "../../../contract/user";
import { i18n } from "../../lib/i18n";
import { CompanyPage } from "../company/company-page";
import { actorFrom, ADA, COMPANY, LIIS, MART, renderWithProviders, route, stubFetch, TEAM_A, TEAM_B, UKU, USERS } from "../company/test-fixtures";

const auth = vi.hoisted(() => ({ user: null as PublicUser | null }));
vi.mock("../../lib/auth", () => ({ useAuth: () => ({ user: auth.user, loading: false, setUser: vi.fn() }) }));
vi.mock("sonner", () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

const WEEKS = ["2026-11-09", "2026-11-16", "2026-11-23"];
const range = { companyId: COMPANY.id, teamId: null, weeks: WEEKS, from: "2026-11-09T00:00:00.000Z", to: "2026-11-27T12:00:00.000Z" };
const s = (a: number, b: number, c: number, d: number, e: number) => ({ introduction: a, mapping: b, productPresentation: c, objectionHandling: d, close: e });

const STAGES_DATA: StageTrends = {
  ...range,
  teams: [{ teamId: TEAM_A, teamName: "Alpha", points: [{ week: WEEKS[2]!, calls: 2, averages: s(6, 5, 4, 5, 5), overall: 5 }] }],
};
const ACTIVITY: Activity = {
  ...range,
  reps: [
    { userId: UKU.id, firstName: "Uku", lastName: "Tamm", teamId: TEAM_A, teamName: "Alpha", total: 3, perWeek: [0, 1, 2] },
    { userId: MART.id, firstName: "Mart", lastName: "Tamm", teamId: TEAM_B, teamName: "Enterprise Accounts North", total: 0, perWeek: [0, 0, 0] },
  ],
};
const GAPS: SkillGaps = {
  ...range,
  reps: [
    {
      userId: UKU.id,
      firstName: "Uku",
      lastName: "Tamm",
      teamId: TEAM_A,
      teamName: "Alpha",
      calls: 3,
      averages: s(7, 6, 3.5, 6, 6),
      weakestStage: "productPresentation",
    },
  ],
};
const SCENARIOS: ScenarioResults = {
  ...range,
  scenarios: [
    { kind: "company", key: "s-1", name: "Renewal call", calls: 4, average: 7.5, passMark: 7, passed: 3, passRate: 0.75 },
    { kind: "builtin", key: "cold_call", name: null, calls: 2, average: 5.8, passMark: null, passed: null, passRate: null },
  ],
};
const EMPTY = {
  stages: { ...range, teams: [] },
  activity: { ...range, reps: [{ ...ACTIVITY.reps[1]! }] },
  "skill-gaps": { ...range, reps: [] },
  scenarios: { ...range, scenarios: [] },
};

let answers: Record<string, () => Response | Promise<Response>>;
let fetchStub: ReturnType<typeof stubFetch>;
beforeEach(async () => {
  await i18n.changeLanguage("en");
  answers = {
    stages: () => Response.json(STAGES_DATA),
    activity: () => Response.json(ACTIVITY),
    "skill-gaps": () => Response.json(GAPS),
    scenarios: () => Response.json(SCENARIOS),
  };
  fetchStub = stubFetch([
    route("GET", "/api/companies/details", () => Response.json({ company: COMPANY })),
    route("GET", "/api/companies/users", () => Response.json({ users: USERS })),
    route(
      "GET",
      `/api/analytics/company/${COMPANY.id}/export`,
      (url) =>
        new Response(`"report"\r\n"${url.searchParams.get("report")}"\r\n`, {
          headers: { "content-type": "text/csv", "content-disposition": 'attachment; filename="salesdojo-activity-12w-2026-11-27.csv"' },
        }),
    ),
  ]);
  const base = fetchStub.fn;
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: string, init?: RequestInit) => {
      const m = /\/api\/analytics\/company\/[^/]+\/(stages|activity|skill-gaps|scenarios)\?/.exec(input);
      if (m) {
        fetchStub.calls.push({ method: "GET", path: input, body: undefined });
        return answers[m[1]!]!();
      }
      return base(input, init);
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

async function openTab() {
  renderWithProviders(<CompanyPage />, "/company?tab=analytics");
  return screen.findByRole("tabpanel", { name: "Analytics" });
}

describe("Analytics tab", () => {
  it.each([
    ["a company admin", true, ADA],
    ["a team leader", true, LIIS],
    ["a rep", false, UKU],
  ] as const)("for %s the tab is there: %s", async (_who, shown, who) => {
    auth.user = actorFrom(who);
    renderWithProviders(<CompanyPage />);
    expect(await screen.findByRole("tab", { name: "Leaderboard" })).toBeTruthy();
    expect(screen.queryByRole("tab", { name: "Analytics" }) !== null).toBe(shown);
  });

  it("shows a loading state while the reports are on their way", async () => {
    auth.user = actorFrom(ADA);
    answers.stages = () => new Promise<Response>(() => {});
    const panel = await openTab();
    // First the tab's own code and charts arrive (loaded on demand), then each report's spinner.
    expect(await within(panel).findByText("Loading analytics…", {}, { timeout: 10_000 })).toBeTruthy();
    // The others arrive meanwhile.
    expect(await within(panel).findByRole("table", { name: "Scenario results" })).toBeTruthy();
  });

  it("says so when the range has no rated call", async () => {
    auth.user = actorFrom(ADA);
    for (const [report, body] of Object.entries(EMPTY)) answers[report] = () => Response.json(body);
    const panel = await openTab();
    await waitFor(() => expect(within(panel).getAllByText("No rated calls in this date range yet.")).toHaveLength(4));
    expect(within(panel).queryByRole("table")).toBeNull();
  });

  it("shows the four reports, and asks again for another range or team", async () => {
    auth.user = actorFrom(ADA);
    const user = userEvent.setup();
    const panel = await openTab();
    const activity = await within(panel).findByRole("table", { name: "Activity" });
    const uku = within(activity).getByRole("row", { name: /Uku Tamm/ });
    expect(
      within(uku)
        .getAllByRole("cell")
        .map((c) => c.textContent),
    ).toEqual(["Alpha", "3", "0", "1", "2"]);
    const gaps = within(panel).getByRole("table", { name: "Skill gaps" });
    expect(within(gaps).getByRole("row", { name: /Uku Tamm/ }).textContent).toContain("Presentation (3.5)");
    const scenarios = within(panel).getByRole("table", { name: "Scenario results" });
    expect(within(scenarios).getByRole("row", { name: /Renewal call/ }).textContent).toContain("75% (3 of 4)");
    expect(within(scenarios).getByRole("row", { name: /Cold call/ }).textContent).toContain("—");
    expect(within(panel).getByTestId("stage-trend-chart").getAttribute("aria-label")).toBe("Line chart: Overall per team and week");

    await user.selectOptions(within(panel).getByLabelText("Date range"), "Last 4 weeks");
    await waitFor(() => expect(fetchStub.calls.some((c) => c.path.includes("/activity?weeks=4"))).toBe(true));
    await user.selectOptions(within(panel).getByLabelText("Team"), "Enterprise Accounts North");
    await waitFor(() => expect(fetchStub.calls.some((c) => c.path.includes(`/scenarios?weeks=4&teamId=${TEAM_B}`))).toBe(true));
  });

  it("a team leader sees their team named and has no team to choose", async () => {
    auth.user = actorFrom(LIIS);
    const panel = await openTab();
    expect(await within(panel).findByText("Your team: Alpha")).toBeTruthy();
    expect(within(panel).queryByLabelText("Team")).toBeNull();
  });

  it("downloads a report as CSV", async () => {
    auth.user = actorFrom(ADA);
    const user = userEvent.setup();
    const createObjectURL = vi.fn(() => "blob:x");
    vi.stubGlobal("URL", Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    const panel = await openTab();
    await within(panel).findByRole("table", { name: "Activity" });
    await user.click(within(panel).getByRole("button", { name: "Download Activity as CSV" }));
    await waitFor(() => expect(createObjectURL).toHaveBeenCalled());
    expect(fetchStub.calls.some((c) => c.path === `/api/analytics/company/${COMPANY.id}/export?weeks=12&report=activity`)).toBe(true);
  });

  it("shows the server's refusal and tries again", async () => {
    auth.user = actorFrom(ADA);
    const user = userEvent.setup();
    answers.scenarios = () => Response.json({ error: "Only company admins and team leaders can see analytics.", code: "FORBIDDEN" }, { status: 403 });
    const panel = await openTab();
    const region = await within(panel).findByRole("region", { name: "Scenario results" });
    expect(await within(region).findByText(/Only company admins and team leaders|Could not load analytics/)).toBeTruthy();
    answers.scenarios = () => Response.json(SCENARIOS);
    await user.click(within(region).getByRole("button", { name: "Try again" }));
    expect(await within(region).findByRole("table", { name: "Scenario results" })).toBeTruthy();
  });
});
