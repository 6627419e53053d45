import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { PublicUser } from "../../../contract/user";
import { i18n } from "../../lib/i18n";
import { testUser } from "../billing/test-fixtures";
import { CompanyPage } from "./company-page";
import { actorFrom, ADA, ANNE, COMPANY, COMPANY_ID, KATI, LIIS, LIST_ITEM, renderWithProviders, route, stubFetch, superAdmin, USERS } from "./test-fixtures";

const auth = vi.hoisted(() => ({ user: null as PublicUser | null, setUser: vi.fn() }));
vi.mock("../../lib/auth", () => ({ useAuth: () => ({ user: auth.user, loading: false, setUser: auth.setUser }) }));
const toasts = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
vi.mock("sonner", () => ({ toast: toasts }));

let fetchStub: ReturnType<typeof stubFetch>;

function handlers(extra: Parameters<typeof stubFetch>[0] = []) {
  return stubFetch([
    ...extra,
    route("GET", "/api/companies/details", (url) =>
      auth.user?.role === "super_admin" && !url.searchParams.get("companyId") ? Response.json({ companies: [LIST_ITEM] }) : Response.json({ company: COMPANY }),
    ),
    route("GET", "/api/companies/users", () => Response.json({ users: USERS })),
    route("GET", `/api/leaderboard/company/${COMPANY_ID}`, () =>
      Response.json({ companyId: COMPANY_ID, totalUsers: 7, usersWithConversations: 0, lastUpdated: "2026-11-20T10:00:00.000Z", leaderboard: [] }),
    ),
  ]);
}

beforeEach(async () => {
  await i18n.changeLanguage("en");
  toasts.success.mockReset();
  toasts.error.mockReset();
  fetchStub = handlers();
  vi.stubGlobal("fetch", vi.fn(fetchStub.fn));
});
afterEach(() => vi.unstubAllGlobals());

async function openUsersTab() {
  renderWithProviders(<CompanyPage />, "/company?tab=users");
  return screen.findByRole("table");
}
const row = (table: HTMLElement, name: string) => within(table).getByText(name).closest("tr") as HTMLElement;
const buttonsOf = (tr: HTMLElement) =>
  within(tr)
    .queryAllByRole("button")
    .map((b) => b.getAttribute("aria-label"));

describe("company screen", () => {
  it("tells a user without a company that none is associated, and where teams come from", () => {
    auth.user = testUser({}, { plan: "pro", status: "active" });
    renderWithProviders(<CompanyPage />);
    expect(screen.getByText("No company is associated with your account.")).toBeTruthy();
    expect(screen.getByText("Team management and the leaderboard come with the Unlimited and Enterprise plans.")).toBeTruthy();
    expect(screen.getByRole("link", { name: "See plans" }).getAttribute("href")).toBe("/pricing");
    expect(screen.queryByRole("heading", { name: "Set up your team" })).toBeNull();
    expect(screen.queryByRole("tab")).toBeNull();
  });

  it("lets an Unlimited subscriber set up their team of 10 and become its admin (issue 20 item 9)", async () => {
    auth.user = testUser({}, { plan: "unlimited", status: "active", billingCustomerId: "cus_1" });
    auth.setUser.mockReset();
    const owner = testUser({ role: "company_admin", companyId: COMPANY_ID, isCompanyAdmin: true }, { plan: "unlimited", status: "active" });
    fetchStub = handlers([
      route("POST", "/api/companies/create", () =>
        Response.json(
          {
            message: "Company created successfully",
            company: { ...LIST_ITEM, subscription: { plan: "unlimited", maxUsers: 10, monthlyConversationLimit: 200 } },
            user: owner,
          },
          { status: 201 },
        ),
      ),
    ]);
    vi.stubGlobal("fetch", vi.fn(fetchStub.fn));
    renderWithProviders(<CompanyPage />);
    const heading = screen.getByRole("heading", { name: "Set up your team" });
    const card = heading.closest("div.mx-auto") as HTMLElement;
    expect(
      within(card).getByText(
        "Your Unlimited plan includes a team of up to 10 members: team management and a company leaderboard. You become the team's admin; each member practises up to 50 conversations a day and 200 a month.",
      ),
    ).toBeTruthy();
    await userEvent.click(within(card).getByRole("button", { name: "Create my team" }));
    expect(await within(card).findByText("Company name is required")).toBeTruthy();
    await userEvent.type(within(card).getByLabelText(/^Team or company name/), "Solo Sales");
    await userEvent.click(within(card).getByRole("button", { name: "Create my team" }));
    await waitFor(() => expect(auth.setUser).toHaveBeenCalledWith(owner));
    expect(fetchStub.calls.find((c) => c.method === "POST")?.body).toEqual({ name: "Solo Sales", industry: null, plan: "unlimited" });
  });

  it("shows the overview: users against maxUsers, teams, plan, first 5 users and team cards; tabs work by keyboard", async () => {
    auth.user = actorFrom(ADA);
    renderWithProviders(<CompanyPage />);
    expect((await screen.findByTestId("overview-users")).textContent).toBe("7 of 25");
    expect(screen.getByTestId("overview-teams").textContent).toBe("2");
    expect(screen.getByTestId("overview-plan").textContent).toBe("Enterprise");
    expect(screen.getAllByTestId("team-card").map((c) => c.querySelector("h3")?.textContent)).toEqual(["Alpha", "Enterprise Accounts North"]);
    const overviewTab = screen.getByRole("tab", { name: "Overview" });
    overviewTab.focus();
    await userEvent.keyboard("{ArrowRight}");
    await waitFor(() => expect(screen.getByRole("tab", { name: "Users" }).getAttribute("aria-selected")).toBe("true"));
    expect(await screen.findByRole("table")).toBeTruthy();
  });

  it("company admin: add, view, edit and delete on company users; nothing on self or another admin; team labels", async () => {
    auth.user = actorFrom(ADA);
    const table = await openUsersTab();
    expect(screen.getByRole("button", { name: "Add User" })).toBeTruthy();
    expect(buttonsOf(row(table, "Uku Tamm"))).toEqual(["View details of Uku Tamm", "Edit Uku Tamm", "Delete Uku Tamm"]);
    expect(buttonsOf(row(table, "Liis Tamm"))).toEqual(["View details of Liis Tamm", "Edit Liis Tamm", "Delete Liis Tamm"]);
    expect(buttonsOf(row(table, "Ada Tamm"))).toEqual([]);
    expect(buttonsOf(row(table, "Anne Tamm"))).toEqual([]);
    // Team names cut to 10 characters, no team, and a team the list does not know.
    expect(within(row(table, "Mart Tamm")).getByText("Enterprise...")).toBeTruthy();
    expect(within(row(table, "Kati Tamm")).getByText("No team")).toBeTruthy();
    expect(within(row(table, "Olev Tamm")).getByText("Unknown team")).toBeTruthy();
  });

  it("team leader: may add users and view their own team's reps only; no edit or delete", async () => {
    auth.user = actorFrom(LIIS);
    const table = await openUsersTab();
    expect(screen.getByRole("button", { name: "Add User" })).toBeTruthy();
    expect(buttonsOf(row(table, "Uku Tamm"))).toEqual(["View details of Uku Tamm"]);
    expect(buttonsOf(row(table, "Mart Tamm"))).toEqual([]);
    expect(buttonsOf(row(table, "Ada Tamm"))).toEqual([]);
  });

  it("company user: no actions and the no-permission message", async () => {
    auth.user = actorFrom(KATI);
    const table = await openUsersTab();
    expect(screen.queryByRole("button", { name: "Add User" })).toBeNull();
    expect(screen.getByText("You do not have permission to add users to the company.")).toBeTruthy();
    expect(within(table).queryAllByRole("button")).toEqual([]);
  });

  it("filters users by first plus last name on the client", async () => {
    auth.user = actorFrom(ADA);
    const table = await openUsersTab();
    await userEvent.type(screen.getByLabelText("Search users by name"), "uku tamm");
    expect(within(table).getAllByRole("row")).toHaveLength(2);
    await userEvent.clear(screen.getByLabelText("Search users by name"));
    await userEvent.type(screen.getByLabelText("Search users by name"), "zzz");
    expect(screen.getByText("No users match your search.")).toBeTruthy();
  });

  it("teams tab: company admin creates, edits, deletes and manages members; a team leader only manages their own team", async () => {
    auth.user = actorFrom(ADA);
    renderWithProviders(<CompanyPage />, "/company?tab=teams");
    expect(await screen.findByRole("button", { name: "Create Team" })).toBeTruthy();
    expect(screen.getAllByRole("button", { name: "Manage members" })).toHaveLength(2);
    expect(screen.getByRole("button", { name: "Delete team Alpha" })).toBeTruthy();
  });

  it("teams tab as a team leader", async () => {
    auth.user = actorFrom(LIIS);
    renderWithProviders(<CompanyPage />, "/company?tab=teams");
    await screen.findAllByTestId("team-card");
    expect(screen.queryByRole("button", { name: "Create Team" })).toBeNull();
    expect(screen.queryByRole("button", { name: /^Edit team/ })).toBeNull();
    const cards = screen.getAllByTestId("team-card");
    expect(within(cards.at(0) as HTMLElement).getByRole("button", { name: "Manage members" })).toBeTruthy();
    expect(within(cards.at(1) as HTMLElement).queryByRole("button", { name: "Manage members" })).toBeNull();
  });
});

describe("add user form", () => {
  it("shows the spec's validation messages and asks for no password: an invitation is mailed instead", async () => {
    auth.user = actorFrom(ADA);
    await openUsersTab();
    await userEvent.click(screen.getByRole("button", { name: "Add User" }));
    const dialog = await screen.findByRole("dialog", { name: "Add User" });
    expect(within(dialog).queryByLabelText(/Password/)).toBeNull();
    expect(within(dialog).getByText(/we e-mail them an invitation to set their own/)).toBeTruthy();
    await userEvent.click(within(dialog).getByRole("button", { name: "Send invitation" }));
    expect(await within(dialog).findAllByText("This field is required")).toHaveLength(3);

    await userEvent.type(within(dialog).getByLabelText(/^First name/), "Piret");
    await userEvent.type(within(dialog).getByLabelText(/^Last name/), "Kask");
    await userEvent.type(within(dialog).getByLabelText(/^Email/), "piret@acme.test");
    await userEvent.selectOptions(within(dialog).getByLabelText(/^Role/), "company_team_leader");
    await userEvent.click(within(dialog).getByRole("button", { name: "Send invitation" }));
    expect(await within(dialog).findByText("Please select a team for the team leader role")).toBeTruthy();
    expect(fetchStub.calls.some((c) => c.method === "POST")).toBe(false);
  });

  it("sends a valid user, then says so and closes", async () => {
    auth.user = actorFrom(ADA);
    fetchStub = handlers([route("POST", "/api/companies/users", () => Response.json({ message: "User added successfully", user: KATI }, { status: 201 }))]);
    vi.stubGlobal("fetch", vi.fn(fetchStub.fn));
    await openUsersTab();
    await userEvent.click(screen.getByRole("button", { name: "Add User" }));
    const dialog = await screen.findByRole("dialog", { name: "Add User" });
    await userEvent.type(within(dialog).getByLabelText(/^First name/), "Piret");
    await userEvent.type(within(dialog).getByLabelText(/^Last name/), "Kask");
    await userEvent.type(within(dialog).getByLabelText(/^Email/), "Piret@Acme.test");
    await userEvent.selectOptions(within(dialog).getByLabelText(/^Team/), "t-a");
    await userEvent.click(within(dialog).getByRole("button", { name: "Send invitation" }));
    await waitFor(() => expect(toasts.success).toHaveBeenCalledWith(`Invitation sent to ${KATI.email}`));
    const post = fetchStub.calls.find((c) => c.method === "POST");
    expect(post?.body).toMatchObject({
      firstName: "Piret",
      email: "piret@acme.test",
      role: "company_user",
      teamId: "t-a",
      companyId: COMPANY_ID,
      language: "en",
    });
    expect(post?.body).not.toHaveProperty("password");
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
  });

  it("a team leader's form has no role or team choice", async () => {
    auth.user = actorFrom(LIIS);
    await openUsersTab();
    await userEvent.click(screen.getByRole("button", { name: "Add User" }));
    const dialog = await screen.findByRole("dialog", { name: "Add User" });
    expect(within(dialog).queryByLabelText(/^Role/)).toBeNull();
    expect(within(dialog).queryByLabelText(/^Team/)).toBeNull();
    expect(within(dialog).getByText("The new user joins your team.")).toBeTruthy();
  });

  it("shows the server's refusal", async () => {
    auth.user = actorFrom(ADA);
    fetchStub = handlers([
      route("POST", "/api/companies/users", () => Response.json({ error: "An account with this email already exists", code: "CONFLICT" }, { status: 409 })),
    ]);
    vi.stubGlobal("fetch", vi.fn(fetchStub.fn));
    await openUsersTab();
    await userEvent.click(screen.getByRole("button", { name: "Add User" }));
    const dialog = await screen.findByRole("dialog", { name: "Add User" });
    for (const [label, value] of [
      [/^First name/, "A"],
      [/^Last name/, "B"],
      [/^Email/, "a@b.test"],
    ] as const) {
      await userEvent.type(within(dialog).getByLabelText(label), value);
    }
    await userEvent.click(within(dialog).getByRole("button", { name: "Send invitation" }));
    expect(await within(dialog).findByText("An account with this email already exists")).toBeTruthy();
  });
});

describe("delete company", () => {
  it("super admin: company selector with user counts; DELETE must be typed exactly; the alert reports counts and the admin kept as individual", async () => {
    auth.user = superAdmin();
    fetchStub = handlers([
      route("DELETE", `/api/companies/${COMPANY_ID}`, () =>
        Response.json({
          message: "Company deleted successfully",
          deletedData: { company: "Acme Sales", users: 6, teams: 2, conversations: 41, summaries: 5 },
          adminUser: { action: "converted_to_individual", email: "ada@acme.test" },
        }),
      ),
    ]);
    vi.stubGlobal("fetch", vi.fn(fetchStub.fn));
    renderWithProviders(<CompanyPage />);
    expect(await screen.findByRole("option", { name: "Acme Sales (7 users)" })).toBeTruthy();
    await userEvent.click(await screen.findByRole("button", { name: "Delete Company" }));
    const dialog = await screen.findByRole("alertdialog");
    expect(within(dialog).getByText(/kept: it becomes an individual account/)).toBeTruthy();
    expect(within(dialog).getByText("all of their practice conversations")).toBeTruthy();
    const confirm = within(dialog).getByRole("button", { name: "Delete Company" }) as HTMLButtonElement;
    expect(confirm.disabled).toBe(true);
    const input = within(dialog).getByLabelText("Type DELETE to confirm");
    fireEvent.change(input, { target: { value: "delete" } });
    expect(confirm.disabled).toBe(true);
    fireEvent.change(input, { target: { value: "DELETE " } });
    expect(confirm.disabled).toBe(true);
    fireEvent.change(input, { target: { value: "DELETE" } });
    expect(confirm.disabled).toBe(false);
    expect(fetchStub.calls.some((c) => c.method === "DELETE")).toBe(false);
    await userEvent.click(confirm);
    const alert = await screen.findByText("Company Acme Sales was deleted.");
    const box = alert.closest("[role=status]") as HTMLElement;
    expect(within(box).getByText("Deleted 6 users, 41 conversations and 5 summaries.")).toBeTruthy();
    expect(within(box).getByText("The admin account ada@acme.test was kept and is now an individual account.")).toBeTruthy();
    // The list is reloaded.
    await waitFor(() => expect(fetchStub.calls.filter((c) => c.path === "/api/companies/details").length).toBeGreaterThanOrEqual(2));
  });

  it("is not offered to a company admin", async () => {
    auth.user = actorFrom(ANNE);
    renderWithProviders(<CompanyPage />);
    await screen.findByTestId("overview-users");
    expect(screen.queryByRole("button", { name: "Delete Company" })).toBeNull();
  });
});
