import { act, fireEvent, screen, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { LeaderboardResponse } from "../../../../contract/companies";
import { i18n } from "../../../lib/i18n";
import { COMPANY_ID, renderWithProviders } from "../test-fixtures";
import { LeaderboardPanel } from "./leaderboard-panel";

const row = (rank: number, first: string, averageScore: number, totalConversations = 6) => ({
  rank,
  user: { _id: `u${rank}`, id: `u${rank}`, firstName: first, lastName: "Tamm" },
  totalConversations,
  ratedConversations: 5,
  averageScore,
  lastConversationDate: "2026-11-20T10:00:00.000Z",
});
const BOARD: LeaderboardResponse = {
  companyId: COMPANY_ID,
  totalUsers: 9,
  usersWithConversations: 5,
  lastUpdated: "2026-11-23T09:00:00.000Z",
  leaderboard: [row(1, "Ann", 42.4), row(2, "Ben", 35), row(3, "Cid", 25), row(4, "Dan", 12.5, 1)],
};

let visibility: DocumentVisibilityState;
let answer: () => Response;
let fetchMock: ReturnType<typeof vi.fn>;
const leaderboardCalls = () => fetchMock.mock.calls.filter(([u]) => String(u).startsWith("/api/leaderboard/")).length;

/** Lets the fetch promises and React settle under fake timers. */
async function flush(ms = 0) {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
}

beforeEach(async () => {
  await i18n.changeLanguage("en");
  vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout", "setInterval", "clearInterval", "Date"] });
  visibility = "visible";
  vi.spyOn(document, "visibilityState", "get").mockImplementation(() => visibility);
  answer = () => Response.json(BOARD);
  fetchMock = vi.fn(async () => answer());
  vi.stubGlobal("fetch", fetchMock);
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function setVisibility(state: DocumentVisibilityState) {
  visibility = state;
  document.dispatchEvent(new Event("visibilitychange"));
}

describe("leaderboard", () => {
  it("shows totals, ranked rows with icons then #n, scores out of 50 in colour bands, and the basis note", async () => {
    renderWithProviders(<LeaderboardPanel companyId={COMPANY_ID} />);
    await flush();
    expect(screen.getByTestId("leaderboard-total-users").textContent).toBe("9");
    expect(screen.getByTestId("leaderboard-active-users").textContent).toBe("5");
    const rows = screen.getAllByTestId("leaderboard-row");
    expect(rows).toHaveLength(4);
    expect(screen.getByRole("img", { name: "Rank 1" })).toBeTruthy();
    expect(screen.getByRole("img", { name: "Rank 2" })).toBeTruthy();
    expect(screen.getByRole("img", { name: "Rank 3" })).toBeTruthy();
    expect(rows.at(3)?.textContent).toContain("#4");
    expect(rows.at(3)?.textContent).toContain("1 conversation");
    expect(rows.map((r) => r.querySelector("[data-band]")?.getAttribute("data-band"))).toEqual(["top", "high", "middle", "low"]);
    expect(rows.at(0)?.textContent).toContain("42.4/50");
    // The only place the sum out of 50 is shown, labelled as the total (spec ruling 12).
    expect(within(rows.at(0) as HTMLElement).getByText("Average total")).toBeTruthy();
    expect(screen.getByText("Based on the average of the last 5 conversations.")).toBeTruthy();
    expect(screen.getByText(/^Last updated:/)).toBeTruthy();
  });

  it("manual refresh is blocked for 5 seconds, with the spec's tooltip", async () => {
    renderWithProviders(<LeaderboardPanel companyId={COMPANY_ID} />);
    await flush();
    const button = screen.getByRole("button", { name: "Refresh" }) as HTMLButtonElement;
    fireEvent.click(button);
    await flush();
    expect(leaderboardCalls()).toBe(2);
    expect(button.disabled).toBe(true);
    expect(button.parentElement?.getAttribute("title")).toBe("Please wait 5 seconds between refreshes");
    fireEvent.click(button);
    await flush(4_900);
    expect(leaderboardCalls()).toBe(2);
    expect(button.disabled).toBe(true);
    await flush(200);
    expect(button.disabled).toBe(false);
    expect(button.parentElement?.getAttribute("title")).toBeNull();
    fireEvent.click(button);
    await flush();
    expect(leaderboardCalls()).toBe(3);
  });

  it("refreshes by itself every 30 s only while the page is visible", async () => {
    renderWithProviders(<LeaderboardPanel companyId={COMPANY_ID} />);
    await flush();
    expect(leaderboardCalls()).toBe(1);
    await flush(30_000);
    expect(leaderboardCalls()).toBe(2);
    setVisibility("hidden");
    await flush(120_000);
    expect(leaderboardCalls()).toBe(2);
    // Back after more than 30 s: at once, then every 30 s again.
    setVisibility("visible");
    await flush();
    expect(leaderboardCalls()).toBe(3);
    await flush(30_000);
    expect(leaderboardCalls()).toBe(4);
  });

  it("shows the error with Try Again, and the empty state", async () => {
    answer = () => Response.json({ error: "Failed to fetch leaderboard data", code: "INTERNAL" }, { status: 500 });
    renderWithProviders(<LeaderboardPanel companyId={COMPANY_ID} />);
    await flush();
    expect(screen.getByText("Failed to fetch leaderboard data")).toBeTruthy();
    answer = () => Response.json({ ...BOARD, usersWithConversations: 0, leaderboard: [] });
    fireEvent.click(screen.getByRole("button", { name: "Try Again" }));
    await flush();
    expect(screen.getByText("No rankings yet")).toBeTruthy();
  });
});
