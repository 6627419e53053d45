import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { PublicUser } from "../../../contract/user";
import { i18n } from "../../lib/i18n";
import { testUser } from "../billing/test-fixtures";
import { ConversationsPage } from "./conversations-page";
import { ratedConversation, sseResponse, testConversation } from "./test-fixtures";
import { renderRoute } from "../../test/render-route";

const auth = vi.hoisted(() => ({ user: null as PublicUser | null }));
vi.mock("../../lib/auth", () => ({
  ME_QUERY_KEY: ["auth", "me"],
  useAuth: () => ({ user: auth.user, loading: false }),
}));
const toasts = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
vi.mock("sonner", () => ({ toast: toasts }));

const usage = {
  usageStatus: {
    monthlyLimit: 3,
    currentUsage: 1,
    canUseAI: true,
    usagePercentage: 33,
    remaining: 2,
    period: "month",
    resetsAt: "2030-06-01T00:00:00.000Z",
  },
  subscription: { plan: "free", status: "inactive", cancelAtPeriodEnd: false, currentPeriodEnd: null, hasBillingCustomer: false, provider: "local" },
};

type Handler = (url: string, init: RequestInit) => Response | Promise<Response>;
let routes: Record<string, Handler>;
let fetchMock: ReturnType<typeof vi.fn>;

function route(url: string, init: RequestInit): Promise<Response> | Response {
  const method = init.method ?? "GET";
  const path = url.split("?")[0] as string;
  const handler = routes[`${method} ${path}`];
  if (!handler) return Response.json({ error: `no route ${method} ${path}` }, { status: 500 });
  return handler(url, init);
}

beforeEach(async () => {
  await i18n.changeLanguage("en");
  auth.user = testUser();
  toasts.success.mockReset();
  toasts.error.mockReset();
  routes = {
    "GET /api/subscriptions/status": () => Response.json(usage),
    "GET /api/ai/conversations": () => Response.json({ conversations: [], total: 0, page: 1, pageSize: 5 }),
    "GET /api/ai/conversations/count": () => Response.json({ count: 0 }),
  };
  fetchMock = vi.fn((url: string, init: RequestInit = {}) => Promise.resolve(route(url, init)));
  vi.stubGlobal("fetch", fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

function renderPage() {
  return renderRoute(
    [
      { path: "/conversations", element: <ConversationsPage /> },
      { path: "/pricing", element: <p>pricing page</p> },
      { path: "/login", element: <p>login page</p> },
    ],
    "/conversations",
  ).router;
}

const calls = (method: string, path: string) =>
  fetchMock.mock.calls.filter(([u, init]) => String(u).split("?")[0] === path && ((init as RequestInit | undefined)?.method ?? "GET") === method);

describe("the practice screen", () => {
  it("shows usage, the empty history, a locked export for Free and the plan link", async () => {
    renderPage();
    const badge = await screen.findByTestId("usage-badge");
    expect(badge.textContent).toContain("1/3");
    expect(badge.getAttribute("data-level")).toBe("ok");
    expect(await screen.findByTestId("history-empty")).toBeTruthy();
    expect(screen.getByTestId("export-locked").getAttribute("href")).toBe("/pricing?returnTo=%2Fconversations");
    expect(screen.getByRole("link", { name: /Upgrade plan/ }).getAttribute("href")).toBe("/pricing?change=true&returnTo=%2Fconversations");
  });

  it("colours the usage badge from 75 % and lists the history with status, score and pages", async () => {
    routes["GET /api/subscriptions/status"] = () =>
      Response.json({
        ...usage,
        usageStatus: { ...usage.usageStatus, currentUsage: 27, monthlyLimit: 30, usagePercentage: 90 },
        subscription: { ...usage.subscription, plan: "basic" },
      });
    const active = { ...testConversation({ id: "a1", title: "Active call" }), messageCount: 3 };
    const { messages: _m, stageRatings: _s, ...rated } = ratedConversation({ id: "r1", title: "Rated call" });
    routes["GET /api/ai/conversations"] = () => Response.json({ conversations: [active, { ...rated, messageCount: 8 }], total: 12, page: 1, pageSize: 5 });
    routes["GET /api/ai/conversations/count"] = () => Response.json({ count: 12 });
    renderPage();
    expect((await screen.findByTestId("usage-badge")).getAttribute("data-level")).toBe("red");
    const activeRow = await screen.findByText("Active call");
    expect(within(activeRow.closest("li") as HTMLElement).getByText("Active")).toBeTruthy();
    expect(within(activeRow.closest("li") as HTMLElement).getByRole("button", { name: /Resume/ })).toBeTruthy();
    const ratedRow = screen.getByText("Rated call").closest("li") as HTMLElement;
    expect(within(ratedRow).getByText("Ended")).toBeTruthy();
    expect(within(ratedRow).getByText("6.8/10")).toBeTruthy();
    const pages = screen.getByRole("navigation", { name: "Conversation history pages" });
    expect(within(pages).getByRole("button", { name: "Page 1" }).getAttribute("aria-current")).toBe("page");
    expect(within(pages).getByRole("button", { name: "Page 3" })).toBeTruthy();
    expect((within(pages).getByRole("button", { name: /Previous/ }) as HTMLButtonElement).disabled).toBe(true);
    await userEvent.click(within(pages).getByRole("button", { name: /Next/ }));
    await waitFor(() => expect(fetchMock.mock.calls.some(([u]) => String(u).includes("page=2&pageSize=5&language=en"))).toBe(true));
    expect(screen.getByTestId("history-total").textContent).toBe("Total: 12");
    expect(screen.getByRole("button", { name: /Export/ })).toBeTruthy();
    expect(screen.getByRole("link", { name: /Change plan/ })).toBeTruthy();
    expect(screen.getByTestId("engine-label").textContent).toContain("Offline simulator");
  });

  it("shows the history error with a retry", async () => {
    routes["GET /api/ai/conversations"] = () => Response.json({ error: "boom" }, { status: 500 });
    renderPage();
    expect(await screen.findByText("Failed to load conversation history")).toBeTruthy();
    routes["GET /api/ai/conversations"] = () => Response.json({ conversations: [], total: 0, page: 1, pageSize: 5 });
    await userEvent.click(screen.getByRole("button", { name: "Try again" }));
    expect(await screen.findByTestId("history-empty")).toBeTruthy();
  });

  it("starts a call, streams the reply, ends it and shows the ratings", async () => {
    const started = testConversation();
    routes["POST /api/ai/conversation"] = () => Response.json({ conversation: started }, { status: 201 });
    let turn = 0;
    routes["POST /api/ai/message"] = (_u, init) => {
      turn += 1;
      expect((init.headers as Record<string, string>).Accept).toBe("text/event-stream");
      const reply = `Reply number ${turn}.`;
      return sseResponse([
        ["delta", { text: "Reply " }],
        ["delta", { text: `number ${turn}.` }],
        [
          "done",
          {
            response: reply,
            message: { role: "assistant", content: reply, timestamp: "2030-05-01T09:01:00.000Z" },
            customerState: { trust: 40 + turn, interest: 30 + turn, patience: 70, mood: "warm", outcome: null },
            callEnded: false,
          },
        ],
      ]);
    };
    routes[`POST /api/ai/conversation/${started.id}/end`] = () =>
      Response.json({ message: "Conversation ended! AI ratings generated.", conversation: ratedConversation() });

    renderPage();
    await userEvent.click(await screen.findByRole("button", { name: "New chat" }));
    const dialog = await screen.findByRole("dialog", { name: "Start a new conversation" });
    // Scenario cards and a difficulty, both picked already (general, medium); the rest waits under "Customise".
    const radio = (name: RegExp) => within(dialog).getByRole("radio", { name }) as HTMLInputElement;
    expect(radio(/^General conversation/).checked).toBe(true);
    expect(radio(/^Medium/).checked).toBe(true);
    expect((within(dialog).getByTestId("customise") as HTMLDetailsElement).open).toBe(false);
    expect(within(dialog).getByTestId("volume-value").textContent).toBe("70%");
    expect(within(dialog).getByText("No voices available in this browser")).toBeTruthy();
    await userEvent.click(radio(/^Cold call/));
    await userEvent.click(within(dialog).getByText("Customise"));
    await userEvent.type(within(dialog).getByLabelText("Client name"), "Laura Kask");
    await userEvent.click(within(dialog).getByRole("button", { name: "Use default client" }));
    expect(radio(/^General conversation/).checked).toBe(true);
    expect((within(dialog).getByLabelText("Client name") as HTMLInputElement).value).toBe("");
    await userEvent.click(radio(/^Cold call/));
    await userEvent.click(within(dialog).getByRole("button", { name: "Start conversation" }));

    const chat = await screen.findByRole("dialog", { name: "Call with Laura Kask" });
    expect(toasts.success).toHaveBeenCalledWith("Conversation started!");
    const [, startInit] = calls("POST", "/api/ai/conversation")[0] as [string, RequestInit];
    expect(JSON.parse(String(startInit.body))).toMatchObject({ scenario: "cold_call", difficulty: "medium", language: "en", ttsVolume: 0.7 });
    expect(within(chat).getByText("Hello, Laura speaking.")).toBeTruthy();
    const end = within(chat).getByTestId("end-conversation") as HTMLButtonElement;
    expect(end.disabled).toBe(true);
    expect(within(chat).getByText("Available after a few more messages")).toBeTruthy();

    const box = within(chat).getByRole("textbox", { name: "Message to the customer" });
    for (const text of ["Hi, this is Anna from Acme.", "May I ask a few questions?", "How about Tuesday at 10?"]) {
      await userEvent.type(box, `${text}{Enter}`);
      await within(chat).findByText(text);
      await within(chat).findByText(`Reply number ${turn}.`);
    }
    expect(calls("POST", "/api/ai/message")).toHaveLength(3);
    expect(within(chat).getByRole("meter", { name: "Trust" }).getAttribute("aria-valuenow")).toBe("43");
    expect(within(chat).getByText("Warm")).toBeTruthy();
    await waitFor(() => expect(end.disabled).toBe(false));

    // Escape while typing keeps the call open.
    await userEvent.click(box);
    await userEvent.keyboard("{Escape}");
    expect(screen.getByRole("dialog", { name: "Call with Laura Kask" })).toBeTruthy();

    await userEvent.click(end);
    await userEvent.click(within(await screen.findByRole("alertdialog")).getByRole("button", { name: "End and get rating" }));
    const details = await screen.findByRole("dialog", { name: "Cold call with Laura Kask" });
    expect(toasts.success).toHaveBeenCalledWith("Conversation ended! AI ratings generated.");
    expect(within(details).getByTestId("overall-score").textContent).toBe("6.8/10");
    expect(within(details).getByText("How about Tuesday at 10?")).toBeTruthy();
    expect(within(details).getByText("03:05")).toBeTruthy();
    expect(within(details).getByText(/Meeting booked/)).toBeTruthy();
    expect(screen.queryByRole("dialog", { name: "Call with Laura Kask" })).toBeNull();
    const [endUrl] = calls("POST", `/api/ai/conversation/${started.id}/end`)[0] as [string];
    expect(endUrl).toContain("language=en");
  });

  it("at the plan's limit, New chat says so and offers the plans instead of a start form", async () => {
    routes["GET /api/subscriptions/status"] = () =>
      Response.json({ ...usage, usageStatus: { ...usage.usageStatus, currentUsage: 3, canUseAI: false, usagePercentage: 100, remaining: 0 } });
    const router = renderPage();
    await screen.findByText("3/3");
    await userEvent.click((await screen.findAllByRole("button", { name: "New chat" }))[0] as HTMLElement);
    const dialog = await screen.findByRole("dialog", { name: "You have used this month's conversations" });
    expect(within(dialog).getByText(/You have used 3 of 3 conversations this month\./)).toBeTruthy();
    expect(screen.queryByRole("dialog", { name: "Start a new conversation" })).toBeNull();
    expect(calls("POST", "/api/ai/conversation")).toHaveLength(0);
    await userEvent.click(within(dialog).getByRole("link", { name: "See plans" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/pricing"));
    expect(router.state.location.search).toBe("?change=true&returnTo=%2Fconversations");
  });

  it("sends a Free user to /pricing with the limit toast when the server refuses the start (the limit was reached elsewhere)", async () => {
    routes["POST /api/ai/conversation"] = () =>
      Response.json(
        { error: "You have reached your monthly conversation limit. Please upgrade your plan to continue.", code: "FORBIDDEN", upgradeRequired: true },
        { status: 403 },
      );
    const router = renderPage();
    await userEvent.click(await screen.findByRole("button", { name: "New chat" }));
    await userEvent.click(await screen.findByRole("button", { name: "Start conversation" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/pricing"));
    expect(toasts.error).toHaveBeenCalledWith("You have reached your conversation limit. Please upgrade your plan to continue.", expect.anything());
  });

  it("shows a send error with its details and gives the draft back", async () => {
    const started = testConversation();
    routes["POST /api/ai/conversation"] = () => Response.json({ conversation: started }, { status: 201 });
    routes["POST /api/ai/message"] = () =>
      sseResponse([["error", { error: "The AI customer did not answer in time. Please try again.", details: "no answer within 30000 ms", type: "timeout" }]]);
    renderPage();
    await userEvent.click(await screen.findByRole("button", { name: "New chat" }));
    await userEvent.click(await screen.findByRole("button", { name: "Start conversation" }));
    const chat = await screen.findByRole("dialog", { name: "Call with Laura Kask" });
    const box = within(chat).getByRole("textbox", { name: "Message to the customer" }) as HTMLTextAreaElement;
    await userEvent.type(box, "Hello there{Enter}");
    await waitFor(() => expect(toasts.error).toHaveBeenCalledWith("The AI customer did not answer in time. Please try again.: no answer within 30000 ms"));
    await waitFor(() => expect(box.value).toBe("Hello there"));
    expect(within(chat).queryByText("Hello there", { selector: "li *" })).toBeNull();
  });

  it("stops the chat when the customer hangs up", async () => {
    const started = testConversation();
    routes["POST /api/ai/conversation"] = () => Response.json({ conversation: started }, { status: 201 });
    routes["POST /api/ai/message"] = () =>
      Response.json({
        response: "I have to go. Goodbye.",
        message: { role: "assistant", content: "I have to go. Goodbye.", timestamp: "2030-05-01T09:01:00.000Z" },
        customerState: { trust: 5, interest: 0, patience: 0, mood: "annoyed", outcome: "hung_up" },
        callEnded: true,
      });
    renderPage();
    await userEvent.click(await screen.findByRole("button", { name: "New chat" }));
    await userEvent.click(await screen.findByRole("button", { name: "Start conversation" }));
    const chat = await screen.findByRole("dialog", { name: "Call with Laura Kask" });
    await userEvent.type(within(chat).getByRole("textbox", { name: "Message to the customer" }), "Buy now!{Enter}");
    expect(await within(chat).findByText("The customer hung up.")).toBeTruthy();
    expect((within(chat).getByRole("textbox", { name: "Message to the customer" }) as HTMLTextAreaElement).disabled).toBe(true);
    expect(within(chat).getByTestId("call-ended")).toBeTruthy();
  });
});
