import { screen, waitFor } from "@testing-library/react";
import type { RouteObject } from "react-router";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { i18n } from "../lib/i18n";
import { routes } from "./router";
import { renderRoute } from "../test/render-route";

const auth = vi.hoisted(() => ({ loading: false }));
vi.mock("../lib/auth", () => ({ useAuth: () => ({ user: null, loading: auth.loading, setUser: vi.fn(), signOut: vi.fn() }) }));

let fetchMock: ReturnType<typeof vi.fn>;
beforeEach(async () => {
  await i18n.changeLanguage("en");
  auth.loading = false;
  fetchMock = vi.fn(async () => Response.json({}));
  vi.stubGlobal("fetch", fetchMock);
  return () => vi.unstubAllGlobals();
});

/** A screen's code (and its phrase book) loads on first visit. */
const LAZY = { timeout: 10_000 };

/** The app's own screens (without the layout's header and footer), at the given address. */
function renderAt(path: string) {
  const screens = (routes[0]?.children ?? []) as RouteObject[];
  return renderRoute(screens, path).router;
}

describe("the router's guard for a signed-out visitor", { timeout: 30_000 }, () => {
  it.each([
    ["/conversations", "Please log in to see this page.", "Sign in"],
    ["/admin", null, "Log in"],
    ["/profile", "Profile", null],
    ["/settings", null, null],
    ["/company", null, null],
    ["/conversation-summaries", null, null],
    ["/billing/portal", null, null],
    ["/billing/checkout/cs_1", null, null],
    ["/certificates/c-1", null, null],
  ])("%s shows the screen's sign-in message with a link to /login, and asks the server nothing", async (path, text, link) => {
    renderAt(path);
    const login = link
      ? await screen.findByRole("link", { name: link }, LAZY)
      : (await screen.findAllByRole("link", {}, LAZY)).find((a) => a.getAttribute("href") === "/login");
    expect(login?.getAttribute("href")).toBe("/login");
    if (text) expect(screen.getByText(text)).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("sends a visitor from /password-setup to the sign-in page", async () => {
    const router = renderAt("/password-setup");
    await waitFor(() => expect(router.state.location.pathname).toBe("/login"), LAZY);
  });

  it("shows the screen's loading state while the session loads", async () => {
    auth.loading = true;
    renderAt("/profile");
    expect(await screen.findByRole("status", {}, LAZY)).toBeTruthy();
    expect(screen.queryByRole("link", { name: "Log in" })).toBeNull();
  });
});
