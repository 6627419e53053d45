import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { I18nextProvider } from "react-i18next";
import { MemoryRouter } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { i18n } from "../../lib/i18n";
import ru from "./locales/ru.json";
import { TipsPanel, TipsProvider, TipsToggle } from "./tips-panel";

const toasts = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
vi.mock("sonner", () => ({ toast: toasts }));

let status = { canUseAiTips: true, monthlyLimit: 10, remainingThisMonth: 7 };
let askHandler: (body: { message: string; conversationHistory: unknown[] }) => Response;
let fetchMock: ReturnType<typeof vi.fn>;

beforeEach(async () => {
  await i18n.changeLanguage("en");
  toasts.error.mockReset();
  status = { canUseAiTips: true, monthlyLimit: 10, remainingThisMonth: 7 };
  askHandler = (body) =>
    Response.json({ response: `Tip for: ${body.message}`, aiTipsStatus: { ...status, remainingThisMonth: status.remainingThisMonth - 1 } });
  fetchMock = vi.fn((url: string, init: RequestInit = {}) => {
    if (url === "/api/ai/tips/usage") return Promise.resolve(Response.json({ aiTipsStatus: status }));
    if (url === "/api/ai/tips" && init.method === "POST") return Promise.resolve(askHandler(JSON.parse(String(init.body))));
    return Promise.resolve(Response.json({ error: "no route" }, { status: 500 }));
  });
  vi.stubGlobal("fetch", fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

function renderPanel() {
  const qc = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  render(
    <QueryClientProvider client={qc}>
      <I18nextProvider i18n={i18n}>
        <MemoryRouter>
          <TipsProvider>
            <TipsToggle />
            <TipsPanel />
          </TipsProvider>
        </MemoryRouter>
      </I18nextProvider>
    </QueryClientProvider>,
  );
}
const posts = () => fetchMock.mock.calls.filter(([url, init]) => url === "/api/ai/tips" && (init as RequestInit).method === "POST");
const usageCalls = () => fetchMock.mock.calls.filter(([url]) => url === "/api/ai/tips/usage").length;

async function openPanel() {
  const user = userEvent.setup();
  renderPanel();
  await user.click(screen.getByRole("button", { name: "Sales tips" }));
  await screen.findByText("7 tips left this month");
  return user;
}

describe("the AI tips panel", () => {
  it("opens, minimises to a strip and closes", async () => {
    const user = await openPanel();
    expect(screen.getByText(/I'm your sales coach/)).toBeTruthy();
    await user.click(screen.getByRole("button", { name: "Minimise the tips panel" }));
    expect(screen.queryByText(/I'm your sales coach/)).toBeNull();
    await user.click(screen.getByRole("button", { name: "Expand the tips panel" }));
    expect(screen.getByText(/I'm your sales coach/)).toBeTruthy();
    await user.click(screen.getByRole("button", { name: "Close the tips panel" }));
    expect(screen.getByRole("button", { name: "Sales tips" })).toBeTruthy();
  });

  it("inserts a new line on Shift+Enter and sends on Enter, with the language and history", async () => {
    const user = await openPanel();
    const input = screen.getByRole("textbox", { name: "Your question for the tips assistant" });
    await user.type(input, "first line{Shift>}{Enter}{/Shift}second line");
    expect((input as HTMLTextAreaElement).value).toBe("first line\nsecond line");
    expect(posts()).toHaveLength(0);
    await user.type(input, "{Enter}");
    expect(await screen.findByText(/Tip for: first line\s+second line/)).toBeTruthy();
    expect(await screen.findByText("6 tips left this month")).toBeTruthy();
    expect(JSON.parse(String((posts()[0]?.[1] as RequestInit).body))).toEqual({
      message: "first line\nsecond line",
      language: "en",
      conversationHistory: [],
    });
    await user.click(screen.getByRole("button", { name: "Closing" }));
    await screen.findByText("Tip for: How do I close the deal at the end of the call?");
    const second = JSON.parse(String((posts()[1]?.[1] as RequestInit).body));
    expect(second.conversationHistory).toHaveLength(2);
  });

  it("on 429 shows the server's message and refreshes the status", async () => {
    askHandler = () =>
      Response.json(
        { error: "AI Tips monthly limit reached", code: "RATE_LIMITED", aiTipsStatus: { canUseAiTips: false, monthlyLimit: 10, remainingThisMonth: 0 } },
        { status: 429 },
      );
    const user = await openPanel();
    const before = usageCalls();
    await user.type(screen.getByRole("textbox", { name: "Your question for the tips assistant" }), "help{Enter}");
    await waitFor(() => expect(toasts.error).toHaveBeenCalledWith("AI Tips monthly limit reached"));
    await waitFor(() => expect(usageCalls()).toBeGreaterThan(before));
    expect(screen.queryByText(/having trouble responding/)).toBeNull();
  });

  it("on 429 shows the limit in the user's language, by the message's key", async () => {
    askHandler = () =>
      Response.json(
        {
          error: "AI Tips monthly limit reached",
          code: "RATE_LIMITED",
          reason: "tips.limitReached",
          aiTipsStatus: { canUseAiTips: false, monthlyLimit: 10, remainingThisMonth: 0 },
        },
        { status: 429 },
      );
    await i18n.changeLanguage("ru");
    const user = userEvent.setup();
    renderPanel();
    await user.click(screen.getByRole("button", { name: i18n.t("tips.open") }));
    await screen.findByText(i18n.t("tips.remaining", { count: 7 }));
    await user.type(screen.getByRole("textbox", { name: i18n.t("tips.inputLabel") }), "help{Enter}");
    await waitFor(() => expect(toasts.error).toHaveBeenCalledWith(ru.tips.messages.limitReached));
  });

  it("on another error shows the fallback toast and the apology", async () => {
    askHandler = () => new Response("", { status: 502 });
    const user = await openPanel();
    await user.type(screen.getByRole("textbox", { name: "Your question for the tips assistant" }), "help{Enter}");
    await waitFor(() => expect(toasts.error).toHaveBeenCalledWith("Failed to get AI tips"));
    expect(await screen.findByText("I'm sorry, I'm having trouble responding right now. Please try again in a moment.")).toBeTruthy();
  });

  it("shows Free users the locked panel with an upgrade link", async () => {
    status = { canUseAiTips: false, monthlyLimit: 0, remainingThisMonth: 0 };
    const user = userEvent.setup();
    renderPanel();
    await user.click(screen.getByRole("button", { name: "Sales tips" }));
    expect(await screen.findByRole("link", { name: "See plans" })).toBeTruthy();
    expect(screen.queryByRole("textbox")).toBeNull();
  });
});
