import { screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { SignInBrand } from "../../contract/branding";
import { Layout } from "./layout";
import { i18n } from "../lib/i18n";
import { ThemeProvider } from "../lib/theme";
import { route, stubFetch } from "../features/company/test-fixtures";
import { LoginPage } from "../features/auth/login-page";
import { renderRoute } from "../test/render-route";

vi.mock("../lib/auth", () => ({ useAuth: () => ({ user: null, loading: false, signIn: vi.fn(), setUser: vi.fn(), signOut: vi.fn() }) }));
vi.mock("sonner", () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

/**
 * The sign-in page reached by a company's link, `/login?company=<slug>` (issue 18, decision 030): the company's logo,
 * name and colour, and under white-label no SalesDojo in the header, footer, tab title or the page.
 */
function renderAt(path: string) {
  return renderRoute([{ path: "/", element: <Layout />, children: [{ path: "login", element: <LoginPage /> }] }], path, {
    wrap: (router) => <ThemeProvider>{router}</ThemeProvider>,
  });
}

let brand: SignInBrand;
let fetchStub: ReturnType<typeof stubFetch>;
beforeEach(async () => {
  await i18n.changeLanguage("en");
  document.title = "SalesDojo — AI sales practice";
  brand = {
    displayName: "Acme Academy",
    color: "#1d4ed8",
    buttonText: "#ffffff",
    whiteLabel: true,
    logoUrl: "/api/branding/sign-in/acme/logo?v=0123456789abcdef",
  };
  fetchStub = stubFetch([
    route("GET", "/api/branding/sign-in/acme", () => Response.json(brand)),
    route("GET", /^\/api\/branding\/sign-in\//, () => Response.json({ error: "No branded sign-in page at this address.", code: "NOT_FOUND" }, { status: 404 })),
  ]);
  vi.stubGlobal("fetch", vi.fn(fetchStub.fn));
});
afterEach(() => vi.unstubAllGlobals());

const card = () => screen.getByRole("heading", { level: 1 }).closest("div") as HTMLElement;

describe("the branded sign-in page", () => {
  it("under white-label shows the company's logo, name and colour and never names SalesDojo", async () => {
    const { container } = renderAt("/login?company=acme");
    const logos = await screen.findAllByRole("img", { name: "Acme Academy logo" });
    expect(logos.length).toBeGreaterThanOrEqual(1);
    expect(logos.every((l) => l.getAttribute("src") === brand.logoUrl)).toBe(true);
    const branded = screen.getByTestId("sign-in-brand");
    expect(branded.textContent).toContain("Acme Academy");
    expect(screen.getByText("Sign in with your Acme Academy account.")).toBeTruthy();
    expect((card().style.borderTopColor || "").replace(/\s/g, "")).toMatch(/^(#1d4ed8|rgb\(29,78,216\))$/);
    await waitFor(() => expect(document.title).toBe("Acme Academy"));
    expect(container.textContent).not.toMatch(/SalesDojo/);
    expect(within(screen.getByRole("contentinfo")).getByText(/Acme Academy/)).toBeTruthy();
    // The company's people are invited: no link to make a SalesDojo account; the reset link keeps the brand.
    expect(screen.queryByRole("link", { name: "Create one" })).toBeNull();
    expect(screen.getByRole("link", { name: /Forgot/ }).getAttribute("href")).toBe("/forgot-password?company=acme");
    // The form itself is the usual one.
    expect(screen.getByLabelText("Email")).toBeTruthy();
    expect(fetchStub.calls.map((c) => c.path)).toContain("/api/branding/sign-in/acme");
  });

  it("without white-label shows the company beside SalesDojo", async () => {
    brand = { ...brand, whiteLabel: false, logoUrl: null, color: null, buttonText: null };
    const { container } = renderAt("/login?company=acme");
    expect(await screen.findByTestId("sign-in-brand")).toBeTruthy();
    expect(screen.getByTestId("sign-in-brand").textContent).toBe("Acme Academy");
    expect(container.textContent).toContain("SalesDojo");
    expect(screen.getByRole("link", { name: "Create one" })).toBeTruthy();
  });

  it("an unknown company link shows the plain SalesDojo page", async () => {
    const { container } = renderAt("/login?company=nobody");
    await waitFor(() => expect(fetchStub.calls.map((c) => c.path)).toContain("/api/branding/sign-in/nobody"));
    await screen.findByLabelText("Email");
    expect(screen.queryByTestId("sign-in-brand")).toBeNull();
    expect(container.textContent).toContain("SalesDojo");
    expect(document.title).toBe("SalesDojo — AI sales practice");
  });

  it("reads in Estonian", async () => {
    await i18n.changeLanguage("et");
    renderAt("/login?company=acme");
    expect(await screen.findByText("Logi sisse oma Acme Academy kontoga.")).toBeTruthy();
  });
});
