import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { Brand, CompanyBranding } from "../../../contract/branding";
import { checkBrandColor } from "../../../contract/branding-rules";
import type { CompanyDetails } from "../../../contract/companies";
import type { PublicUser } from "../../../contract/user";
import { i18n } from "../../lib/i18n";
import { CompanyPage } from "../company/company-page";
import { actorFrom, ADA, COMPANY, LIIS, renderWithProviders, USERS } from "../company/test-fixtures";

const auth = vi.hoisted(() => ({ user: null as PublicUser | null }));
vi.mock("../../lib/auth", () => ({ useAuth: () => ({ user: auth.user, loading: false, setUser: vi.fn() }) }));
vi.mock("sonner", () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

const BRAND: Brand = { companyId: COMPANY.id, displayName: "Acme Academy", color: "#1d4ed8", buttonText: "#ffffff", whiteLabel: false, logoUrl: null };

let state: CompanyBranding;
let company: CompanyDetails;
let calls: { method: string; path: string; body: unknown }[];
let logoAnswer: () => Response;
beforeEach(async () => {
  await i18n.changeLanguage("en");
  company = COMPANY;
  state = { brand: BRAND, logo: null, companyName: "Acme", signInSlug: null };
  calls = [];
  logoAnswer = () => {
    state = {
      ...state,
      brand: { ...BRAND, logoUrl: `/api/branding/logo/${COMPANY.id}?v=abc` },
      logo: { type: "image/png", bytes: 70, updatedAt: "2026-11-27T10:00:00.000Z" },
    };
    return Response.json(state);
  };
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: string, init: RequestInit = {}) => {
      const url = new URL(input, "http://localhost");
      const method = init.method ?? "GET";
      const body = init.body instanceof Blob ? init.body : init.body ? JSON.parse(String(init.body)) : undefined;
      calls.push({ method, path: url.pathname, body });
      if (url.pathname === "/api/companies/details") return Response.json({ company });
      if (url.pathname === "/api/companies/users") return Response.json({ users: USERS });
      if (url.pathname === "/api/companies/branding" && method === "GET") return Response.json(state);
      if (url.pathname === "/api/companies/branding" && method === "PUT") {
        const { signInSlug, ...b } = body as { displayName: string; color: string | null; whiteLabel: boolean; signInSlug?: string | null };
        if (signInSlug === "globex") return Response.json({ error: "Another company already uses this sign-in address.", code: "CONFLICT" }, { status: 409 });
        state = { ...state, brand: { ...BRAND, ...b, buttonText: b.color ? "#ffffff" : null }, signInSlug: signInSlug ?? null };
        return Response.json(state);
      }
      if (url.pathname === "/api/companies/branding/logo" && method === "PUT") return logoAnswer();
      return Response.json({ error: `no handler for ${method} ${url.pathname}` }, { status: 404 });
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

describe("Branding tab", () => {
  it("is there for a company admin on Enterprise, not for a team leader nor off Enterprise", async () => {
    auth.user = actorFrom(ADA);
    const { unmount } = renderWithProviders(<CompanyPage />);
    expect(await screen.findByRole("tab", { name: "Branding" })).toBeTruthy();
    unmount();
    auth.user = actorFrom(LIIS);
    const second = renderWithProviders(<CompanyPage />, "/company?tab=branding");
    expect(await screen.findByRole("tab", { name: "Overview" })).toBeTruthy();
    expect(screen.queryByRole("tab", { name: "Branding" })).toBeNull();
    second.unmount();
    auth.user = actorFrom(ADA);
    company = { ...COMPANY, subscription: { ...COMPANY.subscription, plan: "pro" } };
    renderWithProviders(<CompanyPage />, "/company?tab=branding");
    expect(await screen.findByRole("tab", { name: "Overview" })).toBeTruthy();
    expect(screen.queryByRole("tab", { name: "Branding" })).toBeNull();
  });

  it("warns about a colour with too little contrast, offers the nearest one and saves it", async () => {
    auth.user = actorFrom(ADA);
    renderWithProviders(<CompanyPage />, "/company?tab=branding");
    const colour = await screen.findByLabelText(/^Brand colour/);
    await userEvent.clear(colour);
    await userEvent.type(colour, "#ffeb3b");
    expect(screen.getByText(/hard to see on the light or the dark background/)).toBeTruthy();
    expect(screen.getByText(/Light page 1\.\d:1/)).toBeTruthy();
    // Nothing is sent while the colour would be refused.
    await userEvent.click(screen.getByRole("button", { name: "Save branding" }));
    expect(calls.some((c) => c.method === "PUT")).toBe(false);

    const suggestion = checkBrandColor("#ffeb3b").suggestion!;
    await userEvent.click(screen.getByRole("button", { name: `Use ${suggestion}` }));
    expect((colour as HTMLInputElement).value).toBe(suggestion);
    expect(screen.queryByText(/hard to see/)).toBeNull();
    await userEvent.click(screen.getByRole("checkbox", { name: "White-label" }));
    await userEvent.click(screen.getByRole("button", { name: "Save branding" }));
    await waitFor(() =>
      expect(calls.find((c) => c.method === "PUT")?.body).toEqual({ displayName: "Acme Academy", color: suggestion, whiteLabel: true, signInSlug: null }),
    );
  });

  it("refuses a logo over 512 KB without sending it, uploads a small one as raw bytes and shows it", async () => {
    auth.user = actorFrom(ADA);
    renderWithProviders(<CompanyPage />, "/company?tab=branding");
    expect(await screen.findByText("No logo yet")).toBeTruthy();
    const input = screen.getByLabelText("Upload a logo");
    const big = new File([new Uint8Array(600 * 1024)], "huge.png", { type: "image/png" });
    await userEvent.upload(input, big);
    expect((await screen.findByRole("alert")).textContent).toContain("larger than 512 KB");
    expect(calls.some((c) => c.path === "/api/companies/branding/logo")).toBe(false);

    const small = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], "logo.png", { type: "image/png" });
    await userEvent.upload(input, small);
    const img = await screen.findByRole("img", { name: "Current logo" });
    expect(img.getAttribute("src")).toBe(`/api/branding/logo/${COMPANY.id}?v=abc`);
    const sent = calls.find((c) => c.path === "/api/companies/branding/logo");
    expect(sent?.method).toBe("PUT");
    expect(sent?.body).toBeInstanceOf(Blob);
  });

  it("says plainly when the server refuses the file's type", async () => {
    logoAnswer = () => Response.json({ error: "The logo must be a PNG, SVG or WebP image.", code: "UNSUPPORTED_MEDIA_TYPE" }, { status: 415 });
    auth.user = actorFrom(ADA);
    renderWithProviders(<CompanyPage />, "/company?tab=branding");
    const input = await screen.findByLabelText("Upload a logo");
    await userEvent.upload(input, new File(["hello"], "notes.png", { type: "image/png" }));
    expect((await screen.findByRole("alert")).textContent).toContain("The logo must be a PNG, SVG or WebP image.");
  });

  it("publishes a sign-in link: checks the address as it is typed, says when it is taken, and shows the saved link", async () => {
    auth.user = actorFrom(ADA);
    renderWithProviders(<CompanyPage />, "/company?tab=branding");
    const field = await screen.findByLabelText(/^Sign-in link/);
    await userEvent.type(field, "-acme");
    expect(screen.getByText("Use 3 to 40 lowercase letters, digits and hyphens, not at the start or end.")).toBeTruthy();
    await userEvent.click(screen.getByRole("button", { name: "Save branding" }));
    expect(calls.some((c) => c.method === "PUT")).toBe(false);

    await userEvent.clear(field);
    await userEvent.type(field, "Globex");
    await userEvent.click(screen.getByRole("button", { name: "Save branding" }));
    expect(await screen.findByText("Another company already uses this address. Choose another.")).toBeTruthy();

    await userEvent.clear(field);
    await userEvent.type(field, "Acme");
    await userEvent.click(screen.getByRole("button", { name: "Save branding" }));
    const link = await screen.findByTestId("sign-in-link");
    expect(link.textContent).toBe(`${window.location.origin}/login?company=acme`);
    expect(calls.filter((c) => c.method === "PUT").at(-1)?.body).toMatchObject({ signInSlug: "acme" });
  });
});
