import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { ManagerConversation } from "../../../../contract/companies";
import { i18n } from "../../../lib/i18n";
import { renderWithProviders, route, stubFetch, UKU } from "../test-fixtures";
import { UserDetailModal } from "./user-detail-modal";
import { VIEWER_BODY_CLASS } from "./conversation-viewer";

const item = (n: number) => ({
  _id: `c${n}`,
  id: `c${n}`,
  title: `Cold call ${n}`,
  createdAt: "2026-11-20T15:04:00.000Z",
  messageCount: 8,
  isActive: n === 1,
  totalScore: null,
});
const CONVERSATION: ManagerConversation = {
  _id: "c2",
  id: "c2",
  title: "Cold call 2",
  userId: { _id: UKU.id, id: UKU.id, firstName: "Uku", lastName: "Tamm" },
  createdAt: "2026-11-20T15:04:00.000Z",
  endedAt: "2026-11-20T15:10:00.000Z",
  isActive: false,
  scenario: "cold_call",
  difficulty: "hard",
  aiRatings: { overall: 6.4, opening: 8, discovery: 7, presentation: 6, objectionHandling: 5, closing: 6 },
  aiRatingFeedback: "Your strongest stage was the opening.",
  stageRatings: null,
  messages: [
    { _id: "m1", role: "assistant", content: "Hello, David speaking!", timestamp: "2026-11-20T15:04:05.000Z" },
    { _id: "m2", role: "user", content: "Hi David, Uku from Acme.", timestamp: "2026-11-20T15:04:30.000Z" },
  ],
  messageCount: 2,
};

let fetchStub: ReturnType<typeof stubFetch>;
beforeEach(async () => {
  await i18n.changeLanguage("et");
  fetchStub = stubFetch([
    route("GET", `/api/companies/users/${UKU.id}/conversations`, (url) => {
      const page = Number(url.searchParams.get("page"));
      const conversations = page === 1 ? Array.from({ length: 20 }, (_, i) => item(i + 1)) : [item(21), item(22)];
      return Response.json({ user: { ...UKU, role: UKU.role }, conversations, pagination: { page, limit: 20, total: 22, pages: 2 } });
    }),
    route("GET", `/api/companies/users/${UKU.id}/summaries`, () => Response.json({ user: UKU, summaries: [] })),
    route("GET", `/api/companies/users/${UKU.id}/conversations/c2`, (url) =>
      Response.json({
        conversation: url.searchParams.get("language") === "et" ? { ...CONVERSATION, aiRatingFeedback: "Sinu tugevaim etapp oli avamine." } : CONVERSATION,
      }),
    ),
    route("GET", `/api/companies/users/${UKU.id}/conversations/c3`, () =>
      Response.json({ error: "Conversation not found", code: "NOT_FOUND" }, { status: 404 }),
    ),
  ]);
  vi.stubGlobal("fetch", vi.fn(fetchStub.fn));
});
afterEach(() => vi.unstubAllGlobals());

describe("user detail modal", () => {
  it("pages conversations 20 at a time with page x of y, and opens the read-only viewer with US-English timestamps", async () => {
    await i18n.changeLanguage("en");
    renderWithProviders(<UserDetailModal user={UKU} onClose={vi.fn()} />);
    const dialog = await screen.findByRole("dialog", { name: "Uku Tamm" });
    expect(within(dialog).getByText("User")).toBeTruthy();
    expect(await within(dialog).findByText("Page 1 of 2")).toBeTruthy();
    expect(within(dialog).getByRole("tab", { name: "Conversations (22)" })).toBeTruthy();
    expect(within(dialog).getAllByRole("button", { name: /^Cold call/ })).toHaveLength(20);
    expect(within(dialog).getAllByText("Active")).toHaveLength(1);
    expect((within(dialog).getByRole("button", { name: /Previous/ }) as HTMLButtonElement).disabled).toBe(true);
    await userEvent.click(within(dialog).getByRole("button", { name: /Next/ }));
    expect(await within(dialog).findByText("Page 2 of 2")).toBeTruthy();
    expect(fetchStub.calls.some((c) => c.path === `/api/companies/users/${UKU.id}/conversations?page=2&limit=20&language=en`)).toBe(true);
    await userEvent.click(within(dialog).getByRole("button", { name: /Previous/ }));
    await userEvent.click(await within(dialog).findByRole("button", { name: /^Cold call 2\b/ }));

    const viewer = await screen.findByRole("dialog", { name: "Cold call 2" });
    expect(document.body.classList.contains(VIEWER_BODY_CLASS)).toBe(true);
    const box = within(viewer).getByTestId("ai-rating-box");
    // The rep's scorecard, in the screens' stage names, each out of 10.
    expect(within(box).getByRole("heading", { name: "Opening" }).closest("[data-stage]")?.querySelector("[data-level]")?.textContent).toBe("8/10");
    expect(within(box).getByTestId("overall-score").textContent).toBe("6.4/10");
    expect(within(viewer).getByText("Hard")).toBeTruthy();
    expect(within(viewer).getByText(new Date("2026-11-20T15:04:05.000Z").toLocaleString("en-US"))).toBeTruthy();
    expect(within(viewer).getByText("2 messages")).toBeTruthy();
    await userEvent.click(within(viewer).getAllByRole("button", { name: "Close" }).at(-1) as HTMLElement);
    await waitFor(() => expect(document.body.classList.contains(VIEWER_BODY_CLASS)).toBe(false));
    expect(await screen.findByRole("dialog", { name: "Uku Tamm" })).toBeTruthy();
  });

  it("shows the AI feedback in the interface language, like the rep's own scorecard", async () => {
    renderWithProviders(<UserDetailModal user={UKU} onClose={vi.fn()} />);
    await userEvent.click(await screen.findByRole("button", { name: /^Cold call 2\b/ }));
    const viewer = await screen.findByRole("dialog", { name: "Cold call 2" });
    expect(await within(viewer).findByText("Sinu tugevaim etapp oli avamine.")).toBeTruthy();
    expect(fetchStub.calls.some((c) => c.path === `/api/companies/users/${UKU.id}/conversations/c2?language=et`)).toBe(true);
  });

  it("shows a summary's overall rating as stars out of 10, with the number beside them", async () => {
    const summary = {
      _id: "00000000-0000-4000-8000-000000000001",
      summaryNumber: 1,
      overallRating: 6.4,
      conversationCount: 5,
      conversationIds: ["a", "b", "c", "d", "e"],
      dateRange: { startDate: "2026-11-01T10:00:00.000Z", endDate: "2026-11-05T10:00:00.000Z" },
      strengths: ["Open questions."],
      improvements: ["Ask for a next step."],
      stageRatings: Object.fromEntries(
        ["opening", "discovery", "presentation", "objectionHandling", "closing"].map((k) => [k, { rating: 6, feedback: "Fine." }]),
      ),
      exampleConversations: [],
      aiAnalysis: { personalityInsights: "x", communicationStyle: "y", recommendedFocus: [], nextSteps: [] },
      language: "et",
      createdAt: "2026-11-05T10:00:00.000Z",
    };
    fetchStub = stubFetch([
      route("GET", `/api/companies/users/${UKU.id}/conversations`, () =>
        Response.json({ user: UKU, conversations: [], pagination: { page: 1, limit: 20, total: 0, pages: 0 } }),
      ),
      route("GET", `/api/companies/users/${UKU.id}/summaries`, () => Response.json({ user: UKU, summaries: [summary] })),
    ]);
    vi.stubGlobal("fetch", vi.fn(fetchStub.fn));
    renderWithProviders(<UserDetailModal user={UKU} onClose={vi.fn()} />);
    await userEvent.click(await screen.findByRole("tab", { name: /kokkuvõtted/i }));
    const card = await screen.findByTestId("summary-card");
    expect(within(card).getByTestId("rating-stars").getAttribute("data-filled")).toBe("64%");
    expect(within(card).getByText("6.4/10")).toBeTruthy();
  });

  it("says when a conversation is not found (in the interface language)", async () => {
    renderWithProviders(<UserDetailModal user={UKU} onClose={vi.fn()} />);
    await userEvent.click(await screen.findByRole("button", { name: /^Cold call 3\b/ }));
    expect(await screen.findByText("Vestlust ei leitud.")).toBeTruthy();
  });

  it("says 'Failed to fetch conversation' when the network fails, in the interface language (spec 3 §8, issue 20 item 8)", async () => {
    const answer = fetchStub.fn;
    vi.stubGlobal(
      "fetch",
      vi.fn(async (input: string, init?: RequestInit) => {
        if (input.includes("/conversations/c4")) throw new TypeError("Failed to fetch");
        return answer(input, init);
      }),
    );
    renderWithProviders(<UserDetailModal user={UKU} onClose={vi.fn()} />);
    await userEvent.click(await screen.findByRole("button", { name: /^Cold call 4\b/ }));
    const viewer = await screen.findByRole("dialog", { name: /Vestlus|Cold call/ });
    expect(await within(viewer).findByText("Vestluse laadimine ebaõnnestus")).toBeTruthy();
    await i18n.changeLanguage("en");
    expect(await within(viewer).findByText("Failed to fetch conversation")).toBeTruthy();
  });
});
