import { act, cleanup, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { UsageStatus } from "../../../contract/usage";
import type { PublicUser } from "../../../contract/user";
import { i18n } from "../../lib/i18n";
import { subscribedUser, testUser } from "../billing/test-fixtures";
import { ProfilePage } from "./profile-page";
import { renderRoute } from "../../test/render-route";

const auth = vi.hoisted(() => ({ user: null as PublicUser | null, signOut: vi.fn() }));
vi.mock("../../lib/auth", () => ({
  ME_QUERY_KEY: ["auth", "me"],
  useAuth: () => ({ user: auth.user, loading: false, signOut: auth.signOut }),
}));
const toasts = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
vi.mock("sonner", () => ({ toast: toasts }));

function usage(currentUsage: number, monthlyLimit: number): UsageStatus {
  const usagePercentage = Math.min(100, Math.round((currentUsage / monthlyLimit) * 100));
  return {
    currentUsage,
    monthlyLimit,
    usagePercentage,
    remaining: Math.max(0, monthlyLimit - currentUsage),
    canUseAI: currentUsage < monthlyLimit,
    period: "month",
    resetsAt: "2031-04-01T00:00:00.000Z",
  };
}

type Handler = (path: string, init?: RequestInit) => Response | Promise<Response>;
let routes: Record<string, Handler>;
let fetchMock: ReturnType<typeof vi.fn>;
beforeEach(async () => {
  await i18n.changeLanguage("en");
  toasts.success.mockReset();
  toasts.error.mockReset();
  auth.signOut.mockReset();
  routes = {
    "/api/subscriptions/status": () => Response.json({ usageStatus: usage(0, 3), subscription: {} }),
  };
  fetchMock = vi.fn(async (path: string, init?: RequestInit) => {
    const handler = routes[path];
    return handler ? handler(path, init) : new Response("", { status: 404 });
  });
  vi.stubGlobal("fetch", fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

function renderAt(url: string) {
  return renderRoute(
    [
      { path: "/profile", element: <ProfilePage /> },
      { path: "/", element: <p>home page</p> },
    ],
    url,
  ).router;
}

const subscription = () => screen.getByRole("region", { name: "Subscription" });
const openDangerZone = () => userEvent.click(screen.getByRole("button", { name: "Danger zone" }));

describe("ProfilePage", () => {
  it("shows the account, and usage with a bar coloured by level", async () => {
    auth.user = subscribedUser("pro");
    routes["/api/subscriptions/status"] = () => Response.json({ usageStatus: usage(41, 50), subscription: {} });
    renderAt("/profile");
    expect(screen.getByText("Mari Maasikas")).toBeTruthy();
    expect(screen.getByText("mari@example.test")).toBeTruthy();
    expect(await screen.findByText("41 of 50")).toBeTruthy();
    // 82 %: the warning colour (orange ≥75, warning ≥80, red ≥90).
    expect(screen.getByRole("progressbar").getAttribute("data-level")).toBe("warning");
    expect(screen.getByText("Resets on April 1, 2031")).toBeTruthy();
  });

  it("an active subscription shows the next billing date and the billing actions", () => {
    auth.user = subscribedUser("pro");
    renderAt("/profile");
    expect(within(subscription()).getByText("Active")).toBeTruthy();
    expect(within(subscription()).getByText("Next billing date: March 15, 2031")).toBeTruthy();
    expect(within(subscription()).getByRole("button", { name: "Manage billing" })).toBeTruthy();
    expect(within(subscription()).getByRole("link", { name: "Change plan" }).getAttribute("href")).toBe("/pricing?change=true");
    expect(within(subscription()).queryByRole("link", { name: "Set up your team" })).toBeNull();
  });

  it("Unlimited leads to setting up the team; its owner keeps the billing actions (issue 20 item 9)", () => {
    auth.user = subscribedUser("unlimited");
    renderAt("/profile");
    expect(within(subscription()).getByRole("link", { name: "Set up your team" }).getAttribute("href")).toBe("/company");
    cleanup();
    auth.user = { ...subscribedUser("unlimited"), role: "company_admin", companyId: "c1", isCompanyAdmin: true };
    renderAt("/profile");
    expect(within(subscription()).queryByRole("link", { name: "Set up your team" })).toBeNull();
    expect(within(subscription()).getByRole("button", { name: "Manage billing" })).toBeTruthy();
    expect(within(subscription()).queryByText("Your enterprise plan is managed by your company")).toBeNull();
  });

  it("cancel at period end shows access until the date, and no cancel button", async () => {
    auth.user = subscribedUser("basic", { cancelAtPeriodEnd: true });
    renderAt("/profile");
    expect(within(subscription()).getByText("Your subscription is cancelled. You have access until March 15, 2031.")).toBeTruthy();
    await openDangerZone();
    expect(screen.queryByRole("button", { name: "Cancel subscription" })).toBeNull();
    expect(screen.getByRole("button", { name: "Delete account" })).toBeTruthy();
  });

  it("past due warns and offers to update the payment method", () => {
    auth.user = subscribedUser("pro", { status: "past_due" });
    renderAt("/profile");
    expect(within(subscription()).getByRole("alert").textContent).toMatch(/last payment failed/);
    expect(within(subscription()).getByRole("button", { name: "Update payment method" })).toBeTruthy();
  });

  it("inactive (Free) offers an upgrade and hides billing for users without a billing customer", async () => {
    auth.user = testUser();
    renderAt("/profile");
    expect(within(subscription()).getAllByText("Free").length).toBeGreaterThan(0);
    expect(within(subscription()).getByRole("link", { name: "Upgrade" }).getAttribute("href")).toBe("/pricing");
    expect(within(subscription()).queryByRole("button", { name: "Manage billing" })).toBeNull();
    await openDangerZone();
    expect(screen.queryByRole("button", { name: "Cancel subscription" })).toBeNull();
  });

  it("an enterprise user sees the company manages the plan, without billing or cancel", async () => {
    auth.user = testUser({ companyId: "c1", role: "company_user" }, { plan: "enterprise", status: "active", billingCustomerId: null });
    renderAt("/profile");
    expect(within(subscription()).getByText("Your enterprise plan is managed by your company")).toBeTruthy();
    expect(within(subscription()).queryByRole("button", { name: "Manage billing" })).toBeNull();
    await openDangerZone();
    expect(screen.queryByRole("button", { name: "Cancel subscription" })).toBeNull();
  });

  it("cancels after confirming; a failure shows the server's message or the fallback", async () => {
    auth.user = subscribedUser("pro");
    routes["/api/subscriptions/cancel"] = () => new Response("", { status: 500 });
    renderAt("/profile");
    await openDangerZone();
    await userEvent.click(screen.getByRole("button", { name: "Cancel subscription" }));
    const dialog = screen.getByRole("dialog", { name: "Cancel your subscription?" });
    expect(dialog.textContent).toMatch(/You keep Pro until March 15, 2031/);
    await userEvent.click(within(dialog).getByRole("button", { name: "Yes, cancel" }));
    expect(await within(dialog).findByText("Failed to cancel subscription")).toBeTruthy();

    routes["/api/subscriptions/cancel"] = () => Response.json({ message: "Your subscription will end at the end of the current period", subscription: {} });
    await userEvent.click(within(dialog).getByRole("button", { name: "Yes, cancel" }));
    await waitFor(() => expect(toasts.success).toHaveBeenCalledWith("Your subscription will end at the end of the current period"));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
  });

  it("deletes the account in two steps, refusing inexact input", async () => {
    auth.user = testUser();
    routes["/api/users/delete-account"] = () => Response.json({ message: "Account deleted successfully" });
    const router = renderAt("/profile");
    await openDangerZone();
    await userEvent.click(screen.getByRole("button", { name: "Delete account" }));
    const dialog = screen.getByRole("dialog", { name: "Delete your account" });

    await userEvent.type(within(dialog).getByLabelText("Type DELETE to continue"), "delete");
    await userEvent.click(within(dialog).getByRole("button", { name: "Continue" }));
    expect(within(dialog).getByText('Please type "DELETE" exactly to continue')).toBeTruthy();
    await userEvent.clear(within(dialog).getByLabelText("Type DELETE to continue"));
    await userEvent.type(within(dialog).getByLabelText("Type DELETE to continue"), "DELETE");
    await userEvent.click(within(dialog).getByRole("button", { name: "Continue" }));

    const email = within(dialog).getByLabelText("Enter your email address to confirm");
    await userEvent.type(email, "someone@example.test");
    await userEvent.click(within(dialog).getByRole("button", { name: "Delete my account" }));
    expect(within(dialog).getByText("Please enter your exact email address to confirm")).toBeTruthy();
    expect(fetchMock.mock.calls.some(([p]) => p === "/api/users/delete-account")).toBe(false);

    await userEvent.clear(email);
    await userEvent.type(email, "mari@example.test");
    await userEvent.click(within(dialog).getByRole("button", { name: "Delete my account" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/"));
    const call = fetchMock.mock.calls.find(([p]) => p === "/api/users/delete-account") as [string, RequestInit];
    expect(call[1].method).toBe("DELETE");
    expect(toasts.success).toHaveBeenCalledWith("Account deleted successfully");
    expect(auth.signOut).toHaveBeenCalled();
  });

  it("says the spec's words when deleting finds no session token, in the interface language (issue 20 item 8)", async () => {
    auth.user = testUser();
    // The session is gone (signed out in another tab, expired): whatever answers 401 gets the spec's message.
    routes["/api/users/delete-account"] = () => new Response("", { status: 401 });
    renderAt("/profile");
    await openDangerZone();
    await userEvent.click(screen.getByRole("button", { name: "Delete account" }));
    const dialog = screen.getByRole("dialog", { name: "Delete your account" });
    await userEvent.type(within(dialog).getByLabelText("Type DELETE to continue"), "DELETE");
    await userEvent.click(within(dialog).getByRole("button", { name: "Continue" }));
    await userEvent.type(within(dialog).getByLabelText("Enter your email address to confirm"), "mari@example.test");
    await userEvent.click(within(dialog).getByRole("button", { name: "Delete my account" }));
    expect(await within(dialog).findByText("Authentication token not found. Please log in again.")).toBeTruthy();
    await act(() => i18n.changeLanguage("et"));
    expect(await within(dialog).findByText("Autentimisvõtit ei leitud. Logi uuesti sisse.")).toBeTruthy();
    expect(auth.signOut).not.toHaveBeenCalled();
  });
});
