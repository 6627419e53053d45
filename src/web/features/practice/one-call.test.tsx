import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { PublicUser } from "../../../contract/user";
import { i18n } from "../../lib/i18n";
import { testUser } from "../billing/test-fixtures";
import type { Conversation } from "./api/types";
import { ConversationsPage } from "./conversations-page";
import { testConversation } from "./test-fixtures";
import { renderRoute } from "../../test/render-route";

// One call at a time (issue 15): leaving a call asks first, and New chat offers the call in progress instead.

const auth = vi.hoisted(() => ({ user: null as PublicUser | null }));
vi.mock("../../lib/auth", () => ({ ME_QUERY_KEY: ["auth", "me"], useAuth: () => ({ user: auth.user, loading: false }) }));
vi.mock("sonner", () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

const usage = {
  usageStatus: { monthlyLimit: 3, currentUsage: 1, canUseAI: true, usagePercentage: 33, remaining: 2, period: "month", resetsAt: "2030-06-01T00:00:00.000Z" },
  subscription: { plan: "free", status: "inactive", cancelAtPeriodEnd: false, currentPeriodEnd: null, hasBillingCustomer: false, provider: "local" },
};

/** The call in progress: the salesperson has said one thing. */
const inProgress: Conversation = testConversation({
  messages: [
    { role: "assistant", content: "Hello, Laura speaking.", timestamp: "2030-05-01T09:00:00.000Z" },
    { role: "user", content: "Hi Laura, this is Anna from Acme.", timestamp: "2030-05-01T09:00:10.000Z" },
    { role: "assistant", content: "What is it about?", timestamp: "2030-05-01T09:00:12.000Z" },
  ],
});
const summary = (c: Conversation) => {
  const { messages, stageRatings: _s, ...rest } = c;
  return { ...rest, messageCount: messages.length };
};

let list: ReturnType<typeof summary>[];
let fetchMock: ReturnType<typeof vi.fn>;
beforeEach(async () => {
  await i18n.changeLanguage("en");
  auth.user = testUser();
  list = [];
  const routes: Record<string, () => Response> = {
    "GET /api/subscriptions/status": () => Response.json(usage),
    "GET /api/ai/conversations": () => Response.json({ conversations: list, total: list.length, page: 1, pageSize: 5 }),
    "GET /api/ai/conversations/count": () => Response.json({ count: list.length }),
    [`GET /api/ai/conversation/${inProgress.id}`]: () => Response.json({ conversation: inProgress }),
    "POST /api/ai/conversation": () =>
      Response.json(
        { error: "You already have a call in progress. Resume it, or end it, before starting another.", code: "CONFLICT", activeConversationId: inProgress.id },
        { status: 409 },
      ),
  };
  fetchMock = vi.fn((url: string, init: RequestInit = {}) => {
    const handler = routes[`${init.method ?? "GET"} ${url.split("?")[0]}`];
    return Promise.resolve(handler ? handler() : Response.json({ error: "no route" }, { status: 500 }));
  });
  vi.stubGlobal("fetch", fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

function renderPage() {
  renderRoute([{ path: "/conversations", element: <ConversationsPage /> }], "/conversations");
}
const starts = () => fetchMock.mock.calls.filter(([url, init]) => String(url).endsWith("/api/ai/conversation") && (init as RequestInit)?.method === "POST");

describe("one call at a time", () => {
  it("New chat with a call in progress offers to resume it, and Resume reopens it with its transcript", async () => {
    list = [summary(inProgress)];
    renderPage();
    await screen.findByText("Cold call with Laura Kask");
    await userEvent.click(screen.getAllByRole("button", { name: "New chat" })[0] as HTMLElement);
    const offer = await screen.findByRole("alertdialog", { name: "You have a call in progress" });
    expect(screen.queryByRole("dialog", { name: "Start a new conversation" })).toBeNull();
    await userEvent.click(within(offer).getByRole("button", { name: "Resume call" }));
    const chat = await screen.findByRole("dialog", { name: "Call with Laura Kask" });
    expect(within(chat).getByText("Hi Laura, this is Anna from Acme.")).toBeTruthy();
    expect(screen.queryByRole("alertdialog")).toBeNull();
    expect(starts()).toHaveLength(0);
  });

  it("a start the server refuses for a call in progress (409) offers that call", async () => {
    renderPage(); // the list does not show it yet (another tab started it)
    await userEvent.click((await screen.findAllByRole("button", { name: "New chat" }))[0] as HTMLElement);
    await userEvent.click(await screen.findByRole("button", { name: "Start conversation" }));
    const offer = await screen.findByRole("alertdialog", { name: "You have a call in progress" });
    expect(screen.queryByRole("dialog", { name: "Start a new conversation" })).toBeNull();
    await userEvent.click(within(offer).getByRole("button", { name: "Resume call" }));
    expect(await screen.findByRole("dialog", { name: "Call with Laura Kask" })).toBeTruthy();
  });

  it("closing the call asks first: Stay keeps the call and its draft, Leave closes it and Resume brings it back", async () => {
    list = [summary(inProgress)];
    renderPage();
    await userEvent.click(await screen.findByRole("button", { name: /Resume/ }));
    let chat = await screen.findByRole("dialog", { name: "Call with Laura Kask" });
    const box = within(chat).getByRole("textbox", { name: "Message to the customer" }) as HTMLTextAreaElement;
    await userEvent.type(box, "Half a thought");

    await userEvent.click(within(chat).getByRole("button", { name: "Close the chat" }));
    let ask = await screen.findByRole("alertdialog", { name: "Leave this call?" });
    expect(within(ask).getByText(/You can resume it/)).toBeTruthy();
    await userEvent.click(within(ask).getByRole("button", { name: "Stay in the call" }));
    await waitFor(() => expect(screen.queryByRole("alertdialog")).toBeNull());
    expect(screen.getByRole("dialog", { name: "Call with Laura Kask" })).toBeTruthy();
    expect(box.value).toBe("Half a thought");

    // Escape outside the text box asks too.
    within(chat).getByTestId("chat-messages").focus();
    await userEvent.keyboard("{Escape}");
    ask = await screen.findByRole("alertdialog", { name: "Leave this call?" });
    await userEvent.click(within(ask).getByRole("button", { name: "Leave call" }));
    await waitFor(() => expect(screen.queryByRole("dialog", { name: "Call with Laura Kask" })).toBeNull());

    await userEvent.click(screen.getByRole("button", { name: /Resume/ }));
    chat = await screen.findByRole("dialog", { name: "Call with Laura Kask" });
    expect(within(chat).getByText("Hi Laura, this is Anna from Acme.")).toBeTruthy();
  });
});
