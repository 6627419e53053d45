import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { AdminDashboardResponse, AdminUserItem } from "../../../contract/companies";
import type { PublicUser } from "../../../contract/user";
import { i18n } from "../../lib/i18n";
import { testUser } from "../billing/test-fixtures";
import { LIST_ITEM, renderWithProviders, route, stubFetch, superAdmin } from "../company/test-fixtures";
import { AdminPage } from "./admin-page";

const auth = vi.hoisted(() => ({ user: null as PublicUser | null, setUser: vi.fn() }));
vi.mock("../../lib/auth", () => ({ useAuth: () => ({ user: auth.user, loading: false, setUser: auth.setUser }) }));
// The chart measures its container, which happy-dom does not lay out.
vi.mock("./usage-chart", () => ({ default: ({ series }: { series: unknown[] }) => <div data-testid="usage-chart">{series.length} days</div> }));

const USER: AdminUserItem = {
  _id: "u9",
  id: "u9",
  firstName: "Grace",
  lastName: "Hopper",
  email: "grace@navy.test",
  role: "company_user",
  isSuperAdmin: false,
  isAdmin: false,
  companyId: LIST_ITEM.id,
  company: { _id: LIST_ITEM.id, id: LIST_ITEM.id, name: LIST_ITEM.name },
  needsPasswordSetup: true,
  subscription: { plan: "enterprise", status: "active" },
  createdAt: "2026-11-01T10:00:00.000Z",
};
const DASHBOARD: AdminDashboardResponse = {
  stats: {
    totalUsers: 120,
    totalCompanies: 4,
    activeUsers: 37,
    subscriptionStats: [
      { _id: "free", plan: "free", count: 80 },
      { _id: "pro", plan: "pro", count: 12 },
      { _id: "enterprise", plan: "enterprise", count: 28 },
    ],
  },
  recentUsers: [USER],
  recentCompanies: [LIST_ITEM],
};
const page = (n: number) => ({ page: 1, limit: 20, total: n, pages: 1 });

let fetchStub: ReturnType<typeof stubFetch>;
function stub(extra: Parameters<typeof stubFetch>[0] = []) {
  fetchStub = stubFetch([
    ...extra,
    route("GET", "/api/admin/dashboard", () => Response.json(DASHBOARD)),
    route("GET", "/api/admin/usage", () =>
      Response.json({
        days: 30,
        total: 9,
        series: Array.from({ length: 30 }, (_, i) => ({ date: `2026-11-${String(i + 1).padStart(2, "0")}`, conversations: i % 3 })),
      }),
    ),
    route("GET", "/api/admin/companies", () => Response.json({ companies: [LIST_ITEM], pagination: page(1) })),
    route("GET", "/api/admin/users", () => Response.json({ users: [USER], pagination: page(1) })),
  ]);
  vi.stubGlobal("fetch", vi.fn(fetchStub.fn));
}

beforeEach(async () => {
  await i18n.changeLanguage("en");
  auth.user = superAdmin();
  auth.setUser.mockReset();
  stub();
});
afterEach(() => vi.unstubAllGlobals());

describe("admin dashboard", () => {
  it("is open to the admin role too (spec 3 §6), and shows the four stat cards, the usage chart and recent lists", async () => {
    auth.user = testUser({ role: "admin", isAdmin: true });
    renderWithProviders(<AdminPage />, "/admin");
    expect((await screen.findByTestId("stat-users")).textContent).toBe("120");
    expect(screen.getByTestId("stat-companies").textContent).toBe("4");
    expect(screen.getByTestId("stat-active").textContent).toBe("37");
    expect(within(screen.getByTestId("stat-plans")).getByText("Enterprise").nextSibling?.textContent).toBe("28");
    expect((await screen.findByTestId("usage-chart")).textContent).toBe("30 days");
    expect(screen.getByText("9 conversations in total")).toBeTruthy();
    expect(screen.getAllByText("Grace Hopper").length).toBeGreaterThan(0);
    expect(screen.getAllByText("Acme Sales").length).toBeGreaterThan(0);
  });

  it("create company: defaults that agree with the size and the plan table, validation, a non-number becomes 1, success panel", async () => {
    stub([
      route("POST", "/api/companies/create", () =>
        Response.json(
          { message: "Company created successfully", company: { ...LIST_ITEM, name: "Globex", companyId: "GLOBEX-7" }, user: null },
          { status: 201 },
        ),
      ),
    ]);
    renderWithProviders(<AdminPage />, "/admin?tab=companies");
    await userEvent.click(await screen.findByRole("button", { name: "Create Company" }));
    const form = screen.getByRole("form", { name: "Create Company" });
    const size = within(form).getByLabelText(/^Company size/) as HTMLSelectElement;
    const maxUsers = within(form).getByLabelText(/^Maximum users/) as HTMLInputElement;
    const monthly = within(form).getByLabelText(/^Monthly conversation limit/) as HTMLInputElement;
    // Issue 20 item 10: "1-10 employees" with 1000 users, or 50 a month against Enterprise's 50 a day, contradicted.
    expect(size.value).toBe("1-10");
    expect(maxUsers.value).toBe("10");
    expect(monthly.value).toBe("1500");
    expect(within(form).getByText("At most 10 for a company of 1-10 employees")).toBeTruthy();
    expect(within(form).getByText("Per user, on top of 50 a day: from 50 to 1550")).toBeTruthy();
    await userEvent.selectOptions(size, "51-200");
    expect(maxUsers.value).toBe("200");
    await userEvent.click(within(form).getByRole("button", { name: "Create Company" }));
    expect(await within(form).findByText("Company name is required")).toBeTruthy();
    fireEvent.change(maxUsers, { target: { value: "1000" } });
    await userEvent.type(within(form).getByLabelText(/^Company name/), "Globex");
    await userEvent.click(within(form).getByRole("button", { name: "Create Company" }));
    expect(await within(form).findByText("A company of 51-200 employees can have at most 200 users")).toBeTruthy();
    // A typed number is the admin's own: choosing another size no longer replaces it.
    await userEvent.selectOptions(size, "1-10");
    expect(maxUsers.value).toBe("1000");
    fireEvent.change(monthly, { target: { value: "49" } });
    fireEvent.change(maxUsers, { target: { value: "" } });
    await userEvent.click(within(form).getByRole("button", { name: "Create Company" }));
    expect(await within(form).findByText("Enter a whole number from 50 to 1550")).toBeTruthy();
    expect(fetchStub.calls.some((c) => c.method === "POST")).toBe(false);
    fireEvent.change(monthly, { target: { value: "1500" } });
    await userEvent.click(within(form).getByRole("button", { name: "Create Company" }));
    expect(await screen.findByTestId("company-created")).toBeTruthy();
    expect(screen.getByText("Globex was created with the ID GLOBEX-7.")).toBeTruthy();
    expect(fetchStub.calls.find((c) => c.method === "POST")?.body).toEqual({
      name: "Globex",
      description: null,
      industry: null,
      size: "1-10",
      maxUsers: 1,
      monthlyConversationLimit: 1500,
      plan: "enterprise",
    });
  });

  it("an admin who creates a company stays on the dashboard and sees the success panel (issue 20 item 2)", async () => {
    auth.user = testUser({ role: "admin", isAdmin: true });
    stub([
      route("POST", "/api/companies/create", () =>
        Response.json(
          { message: "Company created successfully", company: { ...LIST_ITEM, name: "Initech", companyId: "INITEC-1" }, user: null },
          { status: 201 },
        ),
      ),
    ]);
    renderWithProviders(<AdminPage />, "/admin?tab=companies");
    await userEvent.click(await screen.findByRole("button", { name: "Create Company" }));
    const form = screen.getByRole("form", { name: "Create Company" });
    await userEvent.type(within(form).getByLabelText(/^Company name/), "Initech");
    await userEvent.click(within(form).getByRole("button", { name: "Create Company" }));
    const panel = await screen.findByTestId("company-created");
    expect(within(panel).getByText("Your own role does not change.")).toBeTruthy();
    expect(auth.setUser).not.toHaveBeenCalled();
    expect(screen.queryByText("Admin access required")).toBeNull();
  });

  it("create company shows the spec's access-denied text when the server refuses (admin access taken away meanwhile)", async () => {
    auth.user = testUser({ role: "admin", isAdmin: true, companyId: "c9" });
    stub([
      route("POST", "/api/companies/create", () =>
        Response.json({ error: "Access Denied: Only admin accounts can create companies. Please contact your administrator." }, { status: 403 }),
      ),
    ]);
    renderWithProviders(<AdminPage />, "/admin?tab=companies");
    await userEvent.click(await screen.findByRole("button", { name: "Create Company" }));
    const form = screen.getByRole("form", { name: "Create Company" });
    await userEvent.type(within(form).getByLabelText(/^Company name/), "Initech");
    await userEvent.click(within(form).getByRole("button", { name: "Create Company" }));
    expect(await within(form).findByText("Access Denied: Only admin accounts can create companies. Please contact your administrator.")).toBeTruthy();
  });

  it("create user: no password asked (an invitation is mailed), company required for company roles, individual resets it", async () => {
    stub([route("POST", "/api/admin/users/create", () => Response.json({ message: "User created successfully", user: USER }, { status: 201 }))]);
    renderWithProviders(<AdminPage />, "/admin?tab=users");
    await userEvent.click(await screen.findByRole("button", { name: "Create User" }));
    const form = screen.getByRole("form", { name: "Create User" });
    // Like the company screen's add-user form (docs/decisions/013): the person chooses their own password.
    expect(within(form).queryByLabelText(/Password/)).toBeNull();
    expect(within(form).getByText("No password needed: we e-mail them an invitation to set their own, and the link signs them in.")).toBeTruthy();
    await userEvent.type(within(form).getByLabelText(/^First name/), "Grace");
    await userEvent.type(within(form).getByLabelText(/^Last name/), "Hopper");
    await userEvent.type(within(form).getByLabelText(/^Email/), "grace@navy.test");

    const role = within(form).getByLabelText(/^Role/);
    const company = within(form).getByLabelText(/^Company/) as HTMLSelectElement;
    await userEvent.selectOptions(role, "company_user");
    await userEvent.click(within(form).getByRole("button", { name: "Create User" }));
    expect(await within(form).findByText("Please select a company for this user role")).toBeTruthy();
    await within(form).findByRole("option", { name: "Acme Sales" });
    await userEvent.selectOptions(company, LIST_ITEM.id);
    expect(company.value).toBe(LIST_ITEM.id);
    await userEvent.selectOptions(role, "individual");
    expect(company.value).toBe("");
    expect(company.disabled).toBe(true);
    await userEvent.selectOptions(role, "company_user");
    await userEvent.selectOptions(company, LIST_ITEM.id);
    await userEvent.click(within(form).getByRole("button", { name: "Create User" }));
    expect(await screen.findByTestId("user-created")).toBeTruthy();
    expect(screen.getByText("Invitation sent to grace@navy.test")).toBeTruthy();
    const body = fetchStub.calls.find((c) => c.method === "POST")?.body as Record<string, unknown>;
    expect(body).toMatchObject({ role: "company_user", companyId: LIST_ITEM.id, email: "grace@navy.test", language: "en" });
    expect(body).not.toHaveProperty("password");
  });

  it("create user offers the admin role only individual accounts (docs/decisions/012)", async () => {
    auth.user = testUser({ role: "admin", isAdmin: true });
    renderWithProviders(<AdminPage />, "/admin?tab=users");
    await userEvent.click(await screen.findByRole("button", { name: "Create User" }));
    const form = screen.getByRole("form", { name: "Create User" });
    const options = within(within(form).getByLabelText(/^Role/)).getAllByRole("option");
    expect(options.map((o) => (o as HTMLOptionElement).value)).toEqual(["individual"]);
  });

  it("lists all users with a search", async () => {
    renderWithProviders(<AdminPage />, "/admin?tab=users");
    expect(await screen.findByText("Password not set")).toBeTruthy();
    await userEvent.type(screen.getByLabelText("Search users by name or email"), "grace");
    await waitFor(() => expect(fetchStub.calls.some((c) => c.path.startsWith("/api/admin/users?search=grace"))).toBe(true), { timeout: 2000 });
  });
});
