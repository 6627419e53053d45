import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { SUMMARY_MESSAGES, type SummaryStatus, type SummaryView } from "../../../contract/summaries";
import type { PublicUser } from "../../../contract/user";
import { i18n } from "../../lib/i18n";
import { testUser } from "../billing/test-fixtures";
import et from "./locales/et.json";
import { SummariesPage } from "./summaries-page";
import { renderRoute } from "../../test/render-route";

const auth = vi.hoisted(() => ({ user: null as PublicUser | null }));
vi.mock("../../lib/auth", () => ({ ME_QUERY_KEY: ["auth", "me"], useAuth: () => ({ user: auth.user, loading: false }) }));
const toasts = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
vi.mock("sonner", () => ({ toast: toasts }));
// The chart measures its container, which happy-dom does not lay out.
vi.mock("./progress-chart", () => ({ ProgressChart: () => <div data-testid="progress-chart" /> }));

const stage = (rating: number, feedback: string) => ({ rating, feedback });
function summary(n: number, conversationIds = ["a", "b", "c", "d", "e"]): SummaryView {
  return {
    _id: `00000000-0000-4000-8000-00000000000${n}`,
    summaryNumber: n,
    overallRating: 6.4,
    conversationCount: 5,
    conversationIds,
    dateRange: { startDate: "2026-11-01T10:00:00.000Z", endDate: "2026-11-05T10:00:00.000Z" },
    strengths: ["You ask open questions that get the customer talking. (4 of 5 conversations)"],
    improvements: ["End every call by asking for a next step. (3 of 5 conversations)"],
    stageRatings: {
      opening: stage(8, "A strong stage: 8.0/10 on average."),
      discovery: stage(7, "A solid base at 7.0/10."),
      presentation: stage(6, "Presentation feedback."),
      objectionHandling: stage(5.5, "Objection feedback."),
      closing: stage(4, "Closing feedback."),
    },
    exampleConversations: [
      {
        stage: "discovery",
        excerpt: "How do you handle reporting today?",
        context: "Cold call with Anna Tamm, 3 Nov 2026",
        effect: "positive",
        conversationId: "a",
      },
    ],
    aiAnalysis: {
      personalityInsights: "Your strongest stage is opening (8.0/10).",
      communicationStyle: "Consultative: you ask questions.",
      recommendedFocus: ["Closing (4.0/10): finish every call with a next step."],
      nextSteps: ["Plan your closing question before the call."],
    },
    language: "en",
    createdAt: "2026-11-05T10:00:00.000Z",
  };
}

let statusBody: SummaryStatus;
let listResponse: () => Response;
let fetchMock: ReturnType<typeof vi.fn>;
let generateResponse: () => Response;

beforeEach(async () => {
  await i18n.changeLanguage("en");
  auth.user = testUser();
  toasts.success.mockReset();
  toasts.error.mockReset();
  generateResponse = () => Response.json({ message: "ok", summary: summary(3) }, { status: 201 });
  statusBody = {
    canGenerate: true,
    summariesGeneratedToday: 1,
    dailyLimit: 5,
    remainingToday: 4,
    ratedConversations: 10,
    ratedSinceLastSummary: 2,
    locked: false,
  };
  listResponse = () => Response.json({ summaries: [summary(2, ["f", "g", "h", "i", "j"]), summary(1)] });
  fetchMock = vi.fn((url: string, init: RequestInit = {}) => {
    const path = url.split("?")[0];
    const method = init.method ?? "GET";
    if (method === "GET" && path === "/api/conversation-summaries/status") return Promise.resolve(Response.json({ summaryStatus: statusBody }));
    if (method === "GET" && path === "/api/conversation-summaries") return Promise.resolve(listResponse());
    if (method === "POST" && path === "/api/conversation-summaries/generate") return Promise.resolve(generateResponse());
    return Promise.resolve(Response.json({ error: "no route" }, { status: 500 }));
  });
  vi.stubGlobal("fetch", fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

function renderPage() {
  return renderRoute(
    [
      { path: "/conversation-summaries", element: <SummariesPage /> },
      { path: "/pricing", element: <p>pricing page</p> },
    ],
    "/conversation-summaries",
  ).router;
}

describe("the summaries screen", () => {
  it("is locked on the Free plan, with an upgrade link to /pricing, and loads no summaries", async () => {
    statusBody = { ...statusBody, locked: true, canGenerate: false };
    const router = renderPage();
    const locked = await screen.findByTestId("summaries-locked");
    expect(within(locked).getByText("Summaries are part of the paid plans")).toBeTruthy();
    expect(fetchMock.mock.calls.some(([url]) => String(url).startsWith("/api/conversation-summaries?"))).toBe(false);
    await userEvent.click(within(locked).getByRole("link", { name: "See plans and upgrade" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/pricing"));
  });

  it("shows the stats and the cards; the first is expanded with four tabs that switch", async () => {
    renderPage();
    expect(await screen.findByText("Summary #2")).toBeTruthy();
    expect(screen.getByText("1/5")).toBeTruthy();
    expect(screen.getByText("10")).toBeTruthy(); // conversations covered
    expect(fetchMock.mock.calls.some(([url]) => String(url) === "/api/conversation-summaries?language=en")).toBe(true);
    const tabs = screen.getAllByRole("tab");
    expect(tabs.map((t) => t.textContent)).toEqual(["Overview", "Stages", "Examples", "Insights"]);
    expect(screen.getByText(/You ask open questions/)).toBeTruthy();
    await userEvent.click(screen.getByRole("tab", { name: "Stages" }));
    expect(await screen.findByText("Closing feedback.")).toBeTruthy();
    await userEvent.click(screen.getByRole("tab", { name: "Examples" }));
    expect(await screen.findByText(/How do you handle reporting today/)).toBeTruthy();
    await userEvent.click(screen.getByRole("tab", { name: "Insights" }));
    expect(await screen.findByText("Consultative: you ask questions.")).toBeTruthy();
    // The second card is collapsed until opened.
    const second = screen.getByRole("button", { name: /Summary #1/ });
    expect(second.getAttribute("aria-expanded")).toBe("false");
    await userEvent.click(second);
    expect(second.getAttribute("aria-expanded")).toBe("true");
  });

  it("generates on click and confirms with the toast", async () => {
    renderPage();
    await userEvent.click(await screen.findByRole("button", { name: "Generate summary" }));
    await waitFor(() => expect(toasts.success).toHaveBeenCalledWith("New conversation summary generated!"));
  });

  it("says why a summary was refused in the user's language, by the message's key", async () => {
    generateResponse = () => Response.json({ error: SUMMARY_MESSAGES.dailyLimit, code: "RATE_LIMITED", reason: "summary.dailyLimit" }, { status: 429 });
    await i18n.changeLanguage("et");
    renderPage();
    await userEvent.click(await screen.findByRole("button", { name: i18n.t("summaries.generate") }));
    await waitFor(() => expect(toasts.error).toHaveBeenCalledWith(et.summaries.messages.dailyLimit));
  });

  it("disables Generate when canGenerate is false", async () => {
    statusBody = { ...statusBody, canGenerate: false, ratedConversations: 3 };
    renderPage();
    const button = await screen.findByRole("button", { name: "Generate summary" });
    expect((button as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByText("Conversations still needed for a summary: 2")).toBeTruthy();
  });

  it("says when the next summary is possible while the latest one covers the latest calls", async () => {
    statusBody = { ...statusBody, canGenerate: false, ratedConversations: 12, ratedSinceLastSummary: 0 };
    renderPage();
    const button = await screen.findByRole("button", { name: "Generate summary" });
    expect((button as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByText("Your latest summary covers your latest calls. Next summary after 3 more rated calls.")).toBeTruthy();
  });

  it("counts each covered conversation once when summaries overlap", async () => {
    listResponse = () => Response.json({ summaries: [summary(2, ["c", "d", "e", "f", "g"]), summary(1)] });
    renderPage();
    const stat = (await screen.findByText("Conversations covered")).parentElement as HTMLElement;
    expect(stat.textContent).toContain("7");
    expect(stat.textContent).not.toContain("10");
  });

  it("shows the error panel with Retry when loading fails", async () => {
    let fail = true;
    listResponse = () => (fail ? Response.json({ error: "boom" }, { status: 500 }) : Response.json({ summaries: [summary(1)] }));
    renderPage();
    expect(await screen.findByText("Failed to load conversation summaries")).toBeTruthy();
    fail = false;
    await userEvent.click(screen.getByRole("button", { name: "Retry" }));
    expect(await screen.findByText("Summary #1")).toBeTruthy();
  });
});
