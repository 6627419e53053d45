import { QueryClient } from "@tanstack/react-query";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { i18n } from "../../lib/i18n";
import { LoginPage } from "../auth/login-page";
import { route, stubFetch } from "../company/test-fixtures";
import { renderRoute } from "../../test/render-route";

vi.mock("../../lib/auth", () => ({ useAuth: () => ({ user: null, loading: false, signIn: vi.fn(), setUser: vi.fn() }) }));
vi.mock("sonner", () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

function renderLogin(path = "/login") {
  return renderRoute([{ path: "/login", element: <LoginPage /> }], path, { client: new QueryClient() });
}

let fetchStub: ReturnType<typeof stubFetch>;
const assign = vi.fn();
beforeEach(async () => {
  await i18n.changeLanguage("en");
  fetchStub = stubFetch([
    route("POST", "/api/auth/sso/start", (_url, init) => {
      const { email } = JSON.parse(String(init.body)) as { email: string };
      return email.endsWith("@acme.example")
        ? Response.json({ redirectUrl: "https://idp.acme.example/auth?client_id=x" })
        : Response.json({ error: "No company", code: "NOT_FOUND" }, { status: 404 });
    }),
  ]);
  vi.stubGlobal("fetch", vi.fn(fetchStub.fn));
  assign.mockReset();
  vi.spyOn(window.location, "assign").mockImplementation(assign);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe("Sign in with your company", () => {
  it("takes the e-mail typed above, says when no company signs in that domain, and sends the browser to the provider", async () => {
    renderLogin();
    await userEvent.type(screen.getByLabelText("Email"), "nora@elsewhere.example");
    await userEvent.click(screen.getByRole("button", { name: "Sign in with your company" }));
    const field = screen.getByLabelText("Work e-mail") as HTMLInputElement;
    expect(field.value).toBe("nora@elsewhere.example");
    await userEvent.click(screen.getByRole("button", { name: "Continue" }));
    expect(await screen.findByText(/No company uses single sign-on for this e-mail domain/)).toBeTruthy();
    expect(assign).not.toHaveBeenCalled();

    await userEvent.clear(field);
    await userEvent.type(field, "nora@acme.example");
    await userEvent.click(screen.getByRole("button", { name: "Continue" }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith("https://idp.acme.example/auth?client_id=x"));
    expect(fetchStub.calls.filter((c) => c.path === "/api/auth/sso/start").map((c) => c.body)).toEqual([
      { email: "nora@elsewhere.example" },
      { email: "nora@acme.example" },
    ]);
  });

  it("explains why the provider's sign-in came back refused", async () => {
    renderLogin("/login?sso_error=not_member");
    expect((await screen.findByRole("alert")).textContent).toMatch(/belongs to an account outside this company/);
    expect(screen.getByLabelText("Work e-mail")).toBeTruthy();
  });

  it("ignores a reason it does not know", async () => {
    renderLogin("/login?sso_error=%3Cscript%3E");
    expect(await screen.findByRole("button", { name: "Sign in with your company" })).toBeTruthy();
    expect(screen.queryByRole("alert")).toBeNull();
  });
});
