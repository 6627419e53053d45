import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { API_KEY_MESSAGES, type ApiKey } from "../../../contract/api-keys";
import type { CompanyDetails } from "../../../contract/companies";
import type { PublicUser } from "../../../contract/user";
import { i18n } from "../../lib/i18n";
import { CompanyPage } from "../company/company-page";
import { actorFrom, ADA, COMPANY, LIIS, renderWithProviders, route, stubFetch, superAdmin, USERS } from "../company/test-fixtures";
import et from "./locales/et.json";

const auth = vi.hoisted(() => ({ user: null as PublicUser | null }));
vi.mock("../../lib/auth", () => ({ useAuth: () => ({ user: auth.user, loading: false, setUser: vi.fn() }) }));
vi.mock("sonner", () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

const KEY = "sdk_live_abcdefGHIJKLmnopqrstuvwxyz0123456789ABCDEFG";
const LISTED: ApiKey = {
  id: "00000000-0000-4000-8000-000000000001",
  name: "HR sync",
  prefix: "sdk_live_abcdef",
  scopes: ["users:read", "users:manage"],
  createdAt: "2026-11-20T10:00:00.000Z",
  lastUsedAt: null,
  createdBy: { id: ADA.id, name: "Ada Tamm" },
};

let keys: ApiKey[];
let company: CompanyDetails;
/** When set, the server refuses a new key with this answer. */
let refuseCreate: (() => Response) | null;
let fetchStub: ReturnType<typeof stubFetch>;
beforeEach(async () => {
  await i18n.changeLanguage("en");
  keys = [LISTED];
  company = COMPANY;
  refuseCreate = null;
  fetchStub = stubFetch([
    route("GET", "/api/companies/details", () => Response.json({ company })),
    route("GET", "/api/companies/users", () => Response.json({ users: USERS })),
    route("GET", "/api/companies/api-keys", () => Response.json({ keys })),
    route("POST", "/api/companies/api-keys", () => {
      if (refuseCreate) return refuseCreate();
      const apiKey = { ...LISTED, id: "00000000-0000-4000-8000-000000000002", name: "BI export", prefix: KEY.slice(0, 15), scopes: ["users:read" as const] };
      keys = [...keys, apiKey];
      return Response.json({ apiKey, key: KEY }, { status: 201 });
    }),
    route("DELETE", /^\/api\/companies\/api-keys\//, (url) => {
      keys = keys.filter((k) => !url.pathname.endsWith(k.id));
      return Response.json({ message: "API key revoked" });
    }),
  ]);
  vi.stubGlobal("fetch", vi.fn(fetchStub.fn));
});
afterEach(() => vi.unstubAllGlobals());

describe("API keys tab", () => {
  it("is there for a company admin on Enterprise only", async () => {
    auth.user = actorFrom(ADA);
    renderWithProviders(<CompanyPage />);
    expect(await screen.findByRole("tab", { name: "API keys" })).toBeTruthy();
  });

  it.each([
    ["a team leader", () => actorFrom(LIIS), "enterprise"],
    ["a super admin", () => superAdmin(), "enterprise"],
    ["a company admin off Enterprise", () => actorFrom(ADA), "pro"],
  ] as const)("is not there for %s", async (_who, user, plan) => {
    auth.user = user();
    company = { ...COMPANY, subscription: { ...COMPANY.subscription, plan } };
    renderWithProviders(<CompanyPage />, "/company?tab=apiKeys&company=c1");
    expect(await screen.findByRole("tab", { name: "Overview" })).toBeTruthy();
    expect(screen.queryByRole("tab", { name: "API keys" })).toBeNull();
  });

  it("lists keys by prefix, creates one shown once, and revokes after confirming", async () => {
    auth.user = actorFrom(ADA);
    renderWithProviders(<CompanyPage />, "/company?tab=apiKeys");
    const list = await screen.findByRole("list", { name: "API keys" });
    const item = within(list).getByText("HR sync").closest("li") as HTMLElement;
    expect(item.textContent).toContain("sdk_live_abcdef…");
    expect(item.textContent).toContain("Read users and teams");
    expect(item.textContent).toContain("Manage users");
    expect(item.textContent).toContain("never used");

    await userEvent.click(screen.getByRole("button", { name: "New API key" }));
    const form = screen.getByRole("dialog", { name: "New API key" });
    await userEvent.type(within(form).getByLabelText(/^Name/), "BI export");
    await userEvent.click(within(form).getByRole("button", { name: "Create key" }));
    const shown = await screen.findByRole("dialog", { name: "Your new API key" });
    expect((within(shown).getByLabelText("API key") as HTMLTextAreaElement).value).toBe(KEY);
    expect(fetchStub.calls.find((c) => c.method === "POST")?.body).toEqual({ name: "BI export", scopes: ["users:read"] });
    await userEvent.click(within(shown).getByRole("button", { name: "Done" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(screen.queryByText(KEY)).toBeNull();
    expect(await screen.findByText("BI export")).toBeTruthy();

    await userEvent.click(screen.getByRole("button", { name: "Revoke HR sync" }));
    const confirm = screen.getByRole("alertdialog", { name: "Revoke this API key?" });
    expect(fetchStub.calls.some((c) => c.method === "DELETE")).toBe(false);
    await userEvent.click(within(confirm).getByRole("button", { name: "Revoke" }));
    await waitFor(() => expect(screen.queryByText("HR sync")).toBeNull());
    expect(fetchStub.calls.filter((c) => c.method === "DELETE").map((c) => c.path)).toEqual([`/api/companies/api-keys/${LISTED.id}`]);
  });

  it("says why a key was not created in the user's language, by the message's key", async () => {
    auth.user = actorFrom(ADA);
    refuseCreate = () => Response.json({ error: API_KEY_MESSAGES.tooMany, code: "CONFLICT", reason: "apiKey.tooMany" }, { status: 409 });
    await i18n.changeLanguage("et");
    renderWithProviders(<CompanyPage />, "/company?tab=apiKeys");
    await userEvent.click(await screen.findByRole("button", { name: i18n.t("apiKeys.create") }));
    const form = screen.getByRole("dialog", { name: i18n.t("apiKeys.createTitle") });
    await userEvent.type(within(form).getByLabelText(new RegExp(`^${i18n.t("apiKeys.name")}`)), "BI export");
    await userEvent.click(within(form).getByRole("button", { name: i18n.t("apiKeys.createSubmit") }));
    expect(await within(form).findByText(et.apiKeys.messages.tooMany)).toBeTruthy();
  });
});
