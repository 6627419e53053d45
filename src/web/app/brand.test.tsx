import { screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { Brand } from "../../contract/branding";
import type { PublicUser } from "../../contract/user";
import { i18n } from "../lib/i18n";
import { testUser } from "../features/billing/test-fixtures";
import { Header } from "./header";
import { ThemeProvider } from "../lib/theme";
import { renderRoute } from "../test/render-route";

const auth = vi.hoisted(() => ({ user: null as PublicUser | null }));
vi.mock("../lib/auth", () => ({ useAuth: () => ({ user: auth.user, loading: false, setUser: vi.fn(), signOut: vi.fn() }) }));

const ACME = "00000000-0000-4000-8000-0000000000ac";
let brand: Brand | null;
let requests: string[];
beforeEach(async () => {
  await i18n.changeLanguage("en");
  document.title = "SalesDojo — AI sales practice";
  requests = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: string) => {
      requests.push(input);
      return Response.json({ brand });
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

function renderHeader() {
  return renderRoute([{ path: "/", element: <Header /> }], "/", { wrap: (router) => <ThemeProvider>{router}</ThemeProvider> });
}
const banner = () => screen.getByRole("banner");

describe("the company brand in the header", () => {
  it("shows the logo and display name beside SalesDojo, and the colour as a bar", async () => {
    auth.user = testUser({ companyId: ACME, role: "company_user" });
    brand = {
      companyId: ACME,
      displayName: "Acme Academy",
      color: "#1d4ed8",
      buttonText: "#ffffff",
      whiteLabel: false,
      logoUrl: `/api/branding/logo/${ACME}?v=1`,
    };
    renderHeader();
    const logo = await within(banner()).findByRole("img", { name: "Acme Academy logo" });
    expect(logo.getAttribute("src")).toBe(brand.logoUrl);
    expect(banner().textContent).toContain("Acme Academy");
    expect(banner().textContent).toContain("SalesDojo");
    expect((screen.getByTestId("brand-bar") as HTMLElement).style.backgroundColor).toMatch(/^(#1d4ed8|rgb\(29, 78, 216\))$/);
    expect(document.title).toBe("SalesDojo — AI sales practice");
  });

  it("under white-label hides SalesDojo from the header and the document title", async () => {
    auth.user = testUser({ companyId: ACME, role: "company_user" });
    brand = { companyId: ACME, displayName: "Acme Academy", color: null, buttonText: null, whiteLabel: true, logoUrl: null };
    renderHeader();
    await waitFor(() => expect(banner().textContent).toContain("Acme Academy"));
    expect(banner().textContent).not.toContain("SalesDojo");
    expect(document.title).toBe("Acme Academy");
  });

  it("asks nothing and shows SalesDojo for someone outside a company", async () => {
    auth.user = testUser({ companyId: null, role: "individual" });
    brand = null;
    renderHeader();
    expect(banner().textContent).toContain("SalesDojo");
    expect(screen.queryByTestId("company-brand")).toBeNull();
    expect(requests.filter((r) => r.includes("/api/branding"))).toEqual([]);
  });
});
