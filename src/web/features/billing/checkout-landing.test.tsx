import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { PublicUser } from "../../../contract/user";
import { i18n, loadLanguage } from "../../lib/i18n";
import { CheckoutLanding } from "./checkout-landing";
import { subscribedUser } from "./test-fixtures";
import { renderRoute } from "../../test/render-route";

const auth = vi.hoisted(() => ({ user: null as PublicUser | null }));
vi.mock("../../lib/auth", () => ({ ME_QUERY_KEY: ["auth", "me"], useAuth: () => ({ user: auth.user, loading: false }) }));
const toasts = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
vi.mock("sonner", () => ({ toast: toasts }));

let fetchMock: ReturnType<typeof vi.fn>;
let setup: () => Response;
beforeEach(async () => {
  await loadLanguage("en");
  await i18n.changeLanguage("en");
  toasts.success.mockReset();
  toasts.error.mockReset();
  setup = () => Response.json({ message: "Your subscription is active", subscription: {} });
  fetchMock = vi.fn(async (path: string) => (path === "/api/subscriptions/complete-setup" ? setup() : new Response("", { status: 404 })));
  vi.stubGlobal("fetch", fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

function renderAt(url: string) {
  return renderRoute([{ path: "*", element: <CheckoutLanding /> }], url).router;
}

describe("back from checkout", () => {
  it("completes the setup once with Stripe's session id, clears the address, and names what the plan unlocks", async () => {
    auth.user = subscribedUser("pro");
    const router = renderAt("/conversation-summaries?tab=all&checkout=success&plan=pro&session_id=cs_test_123");
    await waitFor(() => expect(toasts.success).toHaveBeenCalledWith("Your subscription is active", { id: "subscription-active" }));
    const calls = fetchMock.mock.calls.filter(([p]) => p === "/api/subscriptions/complete-setup");
    expect(calls).toHaveLength(1);
    expect(JSON.parse(String((calls[0] as [string, RequestInit])[1].body))).toEqual({ sessionId: "cs_test_123" });
    expect(router.state.location.pathname).toBe("/conversation-summaries");
    expect(router.state.location.search).toBe("?tab=all");

    const banner = await screen.findByRole("status", { name: "You're on Pro now" });
    expect(within(banner).getByText("50 practice conversations a month")).toBeTruthy();
    expect(within(banner).getByText("Voice practice")).toBeTruthy();
    expect(within(banner).getByText("Performance summary after every 5 conversations")).toBeTruthy();
    await userEvent.click(within(banner).getByRole("button", { name: "Dismiss" }));
    expect(screen.queryByRole("status")).toBeNull();
  });

  it("after a plan change only names what is new (nothing for a downgrade), without calling complete-setup", async () => {
    auth.user = subscribedUser("unlimited");
    renderAt("/conversations?checkout=changed&plan=unlimited&from=pro");
    const banner = await screen.findByRole("status", { name: "You're on Unlimited now" });
    expect(within(banner).getByText("200 practice conversations a month")).toBeTruthy();
    expect(within(banner).queryByText("Voice practice")).toBeNull();
    expect(fetchMock.mock.calls.some(([p]) => p === "/api/subscriptions/complete-setup")).toBe(false);
  });

  it("says billing is unavailable when complete-setup answers 503, and shows no banner", async () => {
    auth.user = subscribedUser("pro");
    setup = () => Response.json({ error: "Service unavailable", code: "UNAVAILABLE" }, { status: 503 });
    renderAt("/profile?checkout=success&plan=pro");
    await waitFor(() => expect(toasts.error).toHaveBeenCalledWith("Billing service is not available. Please contact support."));
    expect(screen.queryByRole("status", { name: /now$/ })).toBeNull();
  });
});
