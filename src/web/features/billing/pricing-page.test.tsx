import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { PLANS } from "../../../contract/plans";
import type { PublicUser } from "../../../contract/user";
import { i18n } from "../../lib/i18n";
import { AUTO_CHECKOUT_DELAY_MS } from "./hooks/use-pricing-checkout";
import { PricingPage } from "./pricing-page";
import { browser } from "./redirect";
import { subscribedUser, testUser } from "./test-fixtures";
import { renderRoute } from "../../test/render-route";

const auth = vi.hoisted(() => ({ user: null as PublicUser | null }));
vi.mock("../../lib/auth", () => ({
  ME_QUERY_KEY: ["auth", "me"],
  useAuth: () => ({ user: auth.user, loading: false }),
}));
const toasts = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
vi.mock("sonner", () => ({ toast: toasts }));

let fetchMock: ReturnType<typeof vi.fn>;
let assign: ReturnType<typeof vi.spyOn>;
beforeEach(async () => {
  await i18n.changeLanguage("en");
  auth.user = null;
  toasts.success.mockReset();
  fetchMock = vi.fn(async () => Response.json({ url: "http://localhost/billing/checkout/cs_local_x", sessionId: "cs_local_x" }));
  vi.stubGlobal("fetch", fetchMock);
  assign = vi.spyOn(browser, "assign").mockImplementation(() => undefined);
});
afterEach(() => {
  vi.unstubAllGlobals();
  assign.mockRestore();
});

function renderAt(url: string) {
  return renderRoute(
    [
      { path: "/pricing", element: <PricingPage /> },
      { path: "/register", element: <p>register page</p> },
      { path: "/profile", element: <p>profile page</p> },
    ],
    url,
  ).router;
}

const card = (plan: string) => document.querySelector(`article[data-plan="${plan}"]`) as HTMLElement;
const calls = (path: string) => fetchMock.mock.calls.filter(([p]) => p === path);

describe("PricingPage", () => {
  it("shows the five plans with prices from PLANS, Pro most popular, and only 6 features on Enterprise and Unlimited", () => {
    renderAt("/pricing");
    for (const plan of ["free", "basic", "pro", "enterprise", "unlimited"]) expect(card(plan)).toBeTruthy();
    expect(within(card("basic")).getByText("$59.99")).toBeTruthy();
    expect(within(card("pro")).getByText("$89.99")).toBeTruthy();
    expect(within(card("unlimited")).getByText("$349")).toBeTruthy();
    expect(within(card("pro")).getByText("Most popular")).toBeTruthy();
    expect(within(card("pro")).getByText(`${PLANS.pro.limits.conversations} practice conversations a month`)).toBeTruthy();
    expect(within(card("enterprise")).getAllByRole("listitem")).toHaveLength(6);
    expect(within(card("unlimited")).getAllByRole("listitem")).toHaveLength(6);
    // Team management and leaderboards belong to Enterprise and Unlimited (spec 3 §1); issue 20 item 9.
    expect(within(card("unlimited")).getByText("Team management and leaderboard for up to 10 members")).toBeTruthy();
    expect(within(card("enterprise")).getByText("Team management")).toBeTruthy();
    // Order: Free, Basic, Pro, then Enterprise, Unlimited.
    const order = [...document.querySelectorAll("article[data-plan]")].map((a) => a.getAttribute("data-plan"));
    expect(order).toEqual(["free", "basic", "pro", "enterprise", "unlimited"]);
  });

  it("keeps one FAQ item open at a time and promises 30 days money back", async () => {
    renderAt("/pricing");
    const q2 = screen.getByRole("button", { name: "Is there a money-back guarantee?" });
    const q3 = screen.getByRole("button", { name: "What happens when I reach my limit?" });
    await userEvent.click(q2);
    expect(screen.getByText(/30-day money-back guarantee\. If SalesDojo/)).toBeTruthy();
    await userEvent.click(q3);
    expect(q2.getAttribute("aria-expanded")).toBe("false");
    expect(q3.getAttribute("aria-expanded")).toBe("true");
    expect(document.body.textContent).not.toMatch(/14-day/);
  });

  it("sends a visitor to register and remembers the paid plan", async () => {
    const router = renderAt("/pricing");
    await userEvent.click(within(card("pro")).getByRole("button", { name: "Choose Pro" }));
    expect(localStorage.getItem("intendedPlan")).toBe("pro");
    expect(router.state.location.pathname).toBe("/register");
    expect(calls("/api/subscriptions/create-checkout-session")).toHaveLength(0);
  });

  it("starts checkout for ?plan= after 1 s for a signed-in user and goes to the returned url", async () => {
    auth.user = testUser();
    localStorage.setItem("intendedPlan", "pro");
    renderAt("/pricing?plan=pro");
    expect(screen.getByText("Starting checkout for Pro…")).toBeTruthy();
    expect(calls("/api/subscriptions/create-checkout-session")).toHaveLength(0);
    await waitFor(() => expect(assign).toHaveBeenCalledWith("http://localhost/billing/checkout/cs_local_x"), { timeout: 3000 });
    const [, init] = calls("/api/subscriptions/create-checkout-session")[0] as [string, RequestInit];
    expect(JSON.parse(String(init.body))).toEqual({ plan: "pro" });
    expect(localStorage.getItem("intendedPlan")).toBeNull();
  });

  it("moves a live subscription only after the dialog's Confirm: toast and profile instead of checkout", async () => {
    auth.user = subscribedUser("pro");
    fetchMock.mockImplementation(async () =>
      Response.json({ url: "http://localhost/profile?planChanged=basic", message: "Your plan has been changed", changed: true }),
    );
    const router = renderAt("/pricing");
    expect(within(card("pro")).getByRole("button", { name: "Pro is your current plan" })).toHaveProperty("disabled", true);
    const trigger = within(card("basic")).getByRole("button", { name: "Switch to Basic" });
    await userEvent.click(trigger);
    const dialog = screen.getByRole("dialog", { name: "Switch to Basic?" });
    expect(within(dialog).getByTestId("change-current").textContent).toBe("Current planPro · $89.99 per month");
    expect(within(dialog).getByTestId("change-new").textContent).toBe("New planBasic · $59.99 per month");
    expect(within(dialog).getByTestId("change-difference").textContent).toBe("Difference$30 less per month");
    expect(document.activeElement).toBe(within(dialog).getByRole("button", { name: "Cancel" }));
    expect(calls("/api/subscriptions/create-checkout-session")).toHaveLength(0);

    await userEvent.keyboard("{Escape}");
    expect(screen.queryByRole("dialog")).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(trigger));
    await userEvent.click(trigger);
    await userEvent.click(within(screen.getByRole("dialog")).getByRole("button", { name: "Cancel" }));
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(calls("/api/subscriptions/create-checkout-session")).toHaveLength(0);

    await userEvent.click(trigger);
    await userEvent.click(within(screen.getByRole("dialog")).getByRole("button", { name: "Confirm" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/profile"));
    expect(calls("/api/subscriptions/create-checkout-session")).toHaveLength(1);
    expect(toasts.success).toHaveBeenCalledWith("Your plan has been changed");
    expect(assign).not.toHaveBeenCalled();
  });

  it("only preselects ?plan= for a live subscription: no request after the delay, the dialog decides", async () => {
    auth.user = subscribedUser("pro");
    renderAt("/pricing?plan=unlimited");
    expect(screen.queryByText(/Starting checkout/)).toBeNull();
    expect(card("unlimited").getAttribute("data-selected")).toBe("true");
    expect(within(card("unlimited")).getByText("Your choice")).toBeTruthy();
    expect(screen.getByRole("heading", { name: "You picked Unlimited" })).toBeTruthy();
    await new Promise((r) => setTimeout(r, AUTO_CHECKOUT_DELAY_MS + 500));
    expect(calls("/api/subscriptions/create-checkout-session")).toHaveLength(0);
    expect(screen.queryByRole("dialog")).toBeNull();

    await userEvent.click(screen.getByRole("button", { name: "Review the switch to Unlimited" }));
    const dialog = screen.getByRole("dialog", { name: "Switch to Unlimited?" });
    expect(within(dialog).getByTestId("change-difference").textContent).toBe("Difference$259.01 more per month");
    await i18n.changeLanguage("ru");
    expect(screen.getByRole("dialog", { name: "Перейти на Безлимитный?" })).toBeTruthy();
    await i18n.changeLanguage("en");
  });

  it("shows the test-mode notice on the pricing page when billing runs in test mode", async () => {
    fetchMock.mockImplementation(async (path: string) => Response.json(path === "/api/billing/mode" ? { provider: "local" } : {}));
    renderAt("/pricing");
    const note = await screen.findByRole("note", { name: "Test mode" });
    expect(note.textContent).toContain("No card is charged and no real payment is made");
  });

  it("shows no test-mode notice with Stripe", async () => {
    fetchMock.mockImplementation(async () => Response.json({ provider: "stripe" }));
    renderAt("/pricing");
    await waitFor(() => expect(calls("/api/billing/mode")).toHaveLength(1));
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.queryByRole("note", { name: "Test mode" })).toBeNull();
  });

  it("shows the change flow with ?change=true from change-options", async () => {
    auth.user = subscribedUser("pro");
    fetchMock.mockImplementation(async () =>
      Response.json({
        currentPlan: "pro",
        availablePlans: [
          { plan: "basic", priceCents: 5999, current: false },
          { plan: "unlimited", priceCents: 34900, current: false },
        ],
      }),
    );
    renderAt("/pricing?change=true");
    expect(screen.getByRole("heading", { level: 1, name: "Change your plan" })).toBeTruthy();
    expect(await screen.findByRole("heading", { name: "You are on the Pro plan" })).toBeTruthy();
    expect(within(card("pro")).getAllByText("Current plan").length).toBeGreaterThan(0);
    expect(within(card("basic")).getByRole("button", { name: "Switch to Basic" })).toBeTruthy();
    expect(within(card("unlimited")).getByRole("button", { name: "Switch to Unlimited" })).toBeTruthy();
    expect(calls("/api/subscriptions/change-options")).toHaveLength(1);
  });

  it("shows the server's message, else 'Failed to create checkout session'", async () => {
    auth.user = testUser();
    fetchMock.mockImplementation(async () => new Response("", { status: 500 }));
    renderAt("/pricing");
    await userEvent.click(within(card("basic")).getByRole("button", { name: "Choose Basic" }));
    expect(await screen.findByText("Failed to create checkout session")).toBeTruthy();

    fetchMock.mockImplementation(async () => Response.json({ error: "Please log in to subscribe", code: "UNAUTHORIZED" }, { status: 401 }));
    await i18n.changeLanguage("es");
    await userEvent.click(within(card("basic")).getByRole("button", { name: "Elegir Básico" }));
    expect(await screen.findByText("Inicia sesión para suscribirte")).toBeTruthy();
    await i18n.changeLanguage("en");
  });

  it("tells a company account that the company manages the plan", () => {
    auth.user = testUser({ companyId: "c1", role: "company_user" }, { plan: "enterprise", status: "active" });
    renderAt("/pricing?plan=pro");
    expect(screen.getByText("Your enterprise plan is managed by your company")).toBeTruthy();
    expect(screen.queryByText(/Starting checkout/)).toBeNull();
    expect(within(card("basic")).getByRole("button")).toHaveProperty("disabled", true);
  });
});
