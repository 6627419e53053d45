import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { CompanyDetails } from "../../../contract/companies";
import { SAML_METADATA_ERRORS, type SsoSettings } from "../../../contract/sso";
import type { PublicUser } from "../../../contract/user";
import { i18n } from "../../lib/i18n";
import { CompanyPage } from "../company/company-page";
import { actorFrom, ADA, COMPANY, LIIS, renderWithProviders, route, stubFetch, superAdmin, USERS } from "../company/test-fixtures";

const auth = vi.hoisted(() => ({ user: null as PublicUser | null }));
vi.mock("../../lib/auth", () => ({ useAuth: () => ({ user: auth.user, loading: false, setUser: vi.fn() }) }));
vi.mock("sonner", () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

const EMPTY: SsoSettings = {
  configured: false,
  enabled: false,
  protocol: "oidc",
  issuerUrl: "",
  clientId: "",
  hasClientSecret: false,
  allowedDomains: [],
  mandatory: false,
  redirectUri: "https://app.example.test/api/auth/sso/callback",
  samlServiceProvider: {
    entityId: "https://app.example.test/api/auth/sso/saml/c1",
    acsUrl: "https://app.example.test/api/auth/sso/saml/c1/acs",
    metadataUrl: "https://app.example.test/api/auth/sso/saml/c1/metadata",
  },
  saml: null,
  secretStorage: true,
  breakGlassEmail: "ada@example.com",
  updatedAt: null,
};

let settings: SsoSettings;
let company: CompanyDetails;
let putAnswer: () => Response;
let fetchStub: ReturnType<typeof stubFetch>;
beforeEach(async () => {
  await i18n.changeLanguage("en");
  settings = EMPTY;
  company = COMPANY;
  putAnswer = () => {
    settings = { ...settings, configured: true, enabled: true, hasClientSecret: true, updatedAt: "2026-11-27T10:00:00.000Z" };
    return Response.json(settings);
  };
  fetchStub = stubFetch([
    route("GET", "/api/companies/details", () => Response.json({ company })),
    route("GET", "/api/companies/users", () => Response.json({ users: USERS })),
    route("GET", "/api/companies/sso", () => Response.json(settings)),
    route("PUT", "/api/companies/sso", () => putAnswer()),
  ]);
  vi.stubGlobal("fetch", vi.fn(fetchStub.fn));
});
afterEach(() => vi.unstubAllGlobals());

describe("Single sign-on tab", () => {
  it.each([
    ["a team leader", () => actorFrom(LIIS), "enterprise"],
    ["a super admin", () => superAdmin(), "enterprise"],
    ["a company admin off Enterprise", () => actorFrom(ADA), "unlimited"],
  ] as const)("is not there for %s", async (_who, user, plan) => {
    auth.user = user();
    company = { ...COMPANY, subscription: { ...COMPANY.subscription, plan } };
    renderWithProviders(<CompanyPage />, "/company?tab=sso&company=c1");
    expect(await screen.findByRole("tab", { name: "Overview" })).toBeTruthy();
    expect(screen.queryByRole("tab", { name: "Single sign-on" })).toBeNull();
  });

  it("sets it up: says what is missing, then sends the settings with the domains one per entry", async () => {
    auth.user = actorFrom(ADA);
    renderWithProviders(<CompanyPage />, "/company?tab=sso");
    const form = await screen.findByRole("form", { name: "Single sign-on settings" });
    expect(screen.getByText("Single sign-on is not set up yet")).toBeTruthy();
    expect((screen.getByLabelText("Redirect URI") as HTMLInputElement).value).toBe(EMPTY.redirectUri);
    expect(screen.getByText(/Only ada@example.com, the company's own admin account/)).toBeTruthy();

    await userEvent.click(within(form).getByRole("button", { name: "Save" }));
    expect(within(form).getByText("Enter at least one e-mail domain.")).toBeTruthy();
    expect(fetchStub.calls.some((c) => c.method === "PUT")).toBe(false);

    await userEvent.type(within(form).getByLabelText(/^Issuer URL/), "https://login.acme.example");
    await userEvent.type(within(form).getByLabelText(/^Client ID/), "salesdojo");
    await userEvent.type(within(form).getByLabelText(/^Client secret/), "s3cret");
    await userEvent.type(within(form).getByLabelText(/^E-mail domains/), "acme.example\n@Acme.co.uk");
    await userEvent.click(within(form).getByRole("checkbox", { name: /Require single sign-on/ }));
    await userEvent.click(within(form).getByRole("button", { name: "Save" }));
    await waitFor(() => expect(fetchStub.calls.some((c) => c.method === "PUT")).toBe(true));
    expect(fetchStub.calls.find((c) => c.method === "PUT")?.body).toEqual({
      enabled: true,
      protocol: "oidc",
      issuerUrl: "https://login.acme.example",
      clientId: "salesdojo",
      clientSecret: "s3cret",
      allowedDomains: ["acme.example", "acme.co.uk"],
      mandatory: true,
    });
    expect(await screen.findByText("Single sign-on is on")).toBeTruthy();
    // The secret is never shown again; the field now says one is kept.
    expect(screen.getByText(/A secret is stored/)).toBeTruthy();
  });

  it("sets up SAML: shows what to register at the IdP, sends the pasted metadata, and words a refusal", async () => {
    auth.user = actorFrom(ADA);
    const metadata = '<md:EntityDescriptor xmlns:md="urn:oasis:names:tc:SAML:2.0:metadata" entityID="https://idp.acme.example"/>';
    putAnswer = () =>
      Response.json({ error: "no cert", code: "BAD_REQUEST", errors: [{ path: "samlMetadataXml", msg: SAML_METADATA_ERRORS.noCert }] }, { status: 400 });
    renderWithProviders(<CompanyPage />, "/company?tab=sso");
    const form = await screen.findByRole("form", { name: "Single sign-on settings" });
    await userEvent.click(within(form).getByRole("radio", { name: /SAML 2.0/ }));
    expect(within(form).queryByLabelText(/^Client secret/)).toBeNull();
    expect((screen.getByLabelText("Assertion Consumer Service (ACS) URL") as HTMLInputElement).value).toBe(EMPTY.samlServiceProvider.acsUrl);
    expect(screen.getByRole("link", { name: "Download SalesDojo's SAML metadata" }).getAttribute("href")).toBe("/api/auth/sso/saml/c1/metadata");

    await userEvent.type(within(form).getByLabelText(/^E-mail domains/), "acme.example");
    await userEvent.click(within(form).getByRole("button", { name: "Save" }));
    expect(within(form).getByText("Paste your identity provider's SAML metadata.")).toBeTruthy();
    await userEvent.click(within(form).getByLabelText(/^Identity provider metadata/));
    await userEvent.paste(metadata);
    await userEvent.click(within(form).getByRole("button", { name: "Save" }));
    await waitFor(() => expect(fetchStub.calls.some((c) => c.method === "PUT")).toBe(true));
    expect(fetchStub.calls.find((c) => c.method === "PUT")?.body).toEqual({
      enabled: true,
      protocol: "saml",
      samlMetadataXml: metadata,
      allowedDomains: ["acme.example"],
      mandatory: false,
    });
    expect(await within(form).findByText("The metadata has no signing certificate.")).toBeTruthy();
  });

  it("shows what was read from stored SAML metadata", async () => {
    auth.user = actorFrom(ADA);
    settings = {
      ...EMPTY,
      configured: true,
      enabled: true,
      protocol: "saml",
      allowedDomains: ["acme.example"],
      saml: {
        metadataXml: "<md:EntityDescriptor/>",
        idpEntityId: "https://idp.acme.example",
        ssoUrl: "https://idp.acme.example/sso",
        certificateCount: 1,
        certificateExpiresAt: "2030-01-31T00:00:00.000Z",
      },
      updatedAt: "2026-11-27T09:00:00.000Z",
    };
    renderWithProviders(<CompanyPage />, "/company?tab=sso");
    expect(await screen.findByText("https://idp.acme.example/sso")).toBeTruthy();
    expect(screen.getByText(/^1 certificate, valid until/)).toBeTruthy();
    expect((screen.getByRole("radio", { name: /SAML 2.0/ }) as HTMLInputElement).checked).toBe(true);
  });

  it("names the domain another company has", async () => {
    auth.user = actorFrom(ADA);
    settings = {
      ...EMPTY,
      configured: true,
      enabled: true,
      issuerUrl: "https://login.acme.example",
      clientId: "x",
      hasClientSecret: true,
      allowedDomains: ["acme.example"],
      updatedAt: "2026-11-27T09:00:00.000Z",
    };
    putAnswer = () => Response.json({ error: "taken", code: "CONFLICT", errors: [{ path: "allowedDomains", msg: "acme.example: taken" }] }, { status: 409 });
    renderWithProviders(<CompanyPage />, "/company?tab=sso");
    const form = await screen.findByRole("form", { name: "Single sign-on settings" });
    await userEvent.click(within(form).getByRole("button", { name: "Save" }));
    expect(await within(form).findByText("Another company already uses acme.example for single sign-on.")).toBeTruthy();
  });

  it("says when the server cannot keep secrets, and does not offer to save", async () => {
    auth.user = actorFrom(ADA);
    settings = { ...EMPTY, secretStorage: false };
    renderWithProviders(<CompanyPage />, "/company?tab=sso");
    expect(await screen.findByText(/its administrator must set SSO_SECRET_KEY/)).toBeTruthy();
    expect((screen.getByRole("button", { name: "Save" }) as HTMLButtonElement).disabled).toBe(true);
  });
});
