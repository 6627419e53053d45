import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { PublicUser } from "../../../../contract/user";
import { i18n } from "../../../lib/i18n";
import { ADA, actorFrom, companyUser, KATI, LIIS, renderWithProviders, route, stubFetch, TEAM_A, TEAM_B, team, TEAMS, UKU, USERS } from "../test-fixtures";
import { TeamMembersDialog } from "./team-members-dialog";

const auth = vi.hoisted(() => ({ user: null as PublicUser | null }));
vi.mock("../../../lib/auth", () => ({ useAuth: () => ({ user: auth.user, loading: false }) }));

// A second leader without a team, who must never be offered.
const LEADER_2 = companyUser("u-lead2", "Leo", "company_team_leader", null);
const ALL = [...USERS, LEADER_2];

let resolveAdd: (r: Response) => void;
let fetchStub: ReturnType<typeof stubFetch>;
beforeEach(async () => {
  await i18n.changeLanguage("en");
  fetchStub = stubFetch([
    route("DELETE", `/api/companies/users/${UKU.id}/team`, () =>
      Response.json({ message: "User removed from the team", team: team(TEAM_A, "Alpha", [LIIS], LIIS) }),
    ),
  ]);
  vi.stubGlobal(
    "fetch",
    vi.fn((url: string, init: RequestInit = {}) => (init.method === "PUT" ? new Promise<Response>((r) => (resolveAdd = r)) : fetchStub.fn(url, init))),
  );
});
afterEach(() => vi.unstubAllGlobals());

const options = () =>
  within(screen.getByLabelText("User to add"))
    .getAllByRole("option")
    .map((o) => o.textContent);

describe("team members dialog", () => {
  it("company admin: candidates are company users not on the team (other teams included), never leaders; leaders have no Remove", async () => {
    auth.user = actorFrom(ADA);
    const onChanged = vi.fn();
    renderWithProviders(<TeamMembersDialog team={TEAMS.at(0) as (typeof TEAMS)[number]} users={ALL} onClose={vi.fn()} onChanged={onChanged} />);
    const dialog = await screen.findByRole("dialog", { name: "Team members: Alpha" });
    const list = within(dialog).getByRole("list", { name: "Team members" });
    expect(within(list).getAllByRole("listitem")).toHaveLength(2);
    expect(within(list).queryByRole("button", { name: "Remove Liis Tamm from the team" })).toBeNull();
    expect(within(list).getByRole("button", { name: "Remove Uku Tamm from the team" })).toBeTruthy();
    expect(within(dialog).getByText("(3 available)")).toBeTruthy();
    expect(options()).toEqual(["Select a user to add", "Mart Tamm (mart@acme.test)", "Kati Tamm (kati@acme.test)", "Olev Tamm (olev@acme.test)"]);

    const add = within(dialog).getByRole("button", { name: "Add to Team" }) as HTMLButtonElement;
    expect(add.disabled).toBe(true);
    await userEvent.selectOptions(screen.getByLabelText("User to add"), KATI.id);
    expect(add.disabled).toBe(false);
    await userEvent.click(add);
    expect(within(dialog).getByRole("button", { name: "Adding..." })).toBeTruthy();
    expect((within(dialog).getByRole("button", { name: "Adding..." }) as HTMLButtonElement).disabled).toBe(true);
    resolveAdd(Response.json({ message: "User added to the team", team: team(TEAM_A, "Alpha", [LIIS, UKU, KATI], LIIS) }));
    // The team shown is the server's; Kati moves from the candidates to the members.
    await waitFor(() => expect(within(list).getAllByRole("listitem")).toHaveLength(3));
    expect(options()).not.toContain("Kati Tamm (kati@acme.test)");
    expect(onChanged).toHaveBeenCalledTimes(1);
  });

  it("removing asks first, then moves the user back", async () => {
    auth.user = actorFrom(ADA);
    renderWithProviders(<TeamMembersDialog team={TEAMS.at(0) as (typeof TEAMS)[number]} users={ALL} onClose={vi.fn()} onChanged={vi.fn()} />);
    await userEvent.click(await screen.findByRole("button", { name: "Remove Uku Tamm from the team" }));
    const confirm = await screen.findByRole("alertdialog", { name: "Remove Uku Tamm from Alpha?" });
    expect(within(confirm).getByRole("button", { name: "Cancel" })).toBeTruthy();
    await userEvent.click(within(confirm).getByRole("button", { name: "Remove" }));
    const dialog = await screen.findByRole("dialog", { name: "Team members: Alpha" });
    await waitFor(() => expect(within(within(dialog).getByRole("list", { name: "Team members" })).getAllByRole("listitem")).toHaveLength(1));
    expect(fetchStub.calls.find((c) => c.method === "DELETE")?.body).toEqual({ teamName: "Alpha" });
  });

  it("team leader: only users without a team are offered", async () => {
    auth.user = actorFrom(LIIS);
    renderWithProviders(<TeamMembersDialog team={TEAMS.at(0) as (typeof TEAMS)[number]} users={ALL} onClose={vi.fn()} onChanged={vi.fn()} />);
    await screen.findByRole("dialog");
    expect(options()).toEqual(["Select a user to add", "Kati Tamm (kati@acme.test)"]);
  });

  it("empty states", async () => {
    auth.user = actorFrom(ADA);
    renderWithProviders(<TeamMembersDialog team={team(TEAM_B, "Empty", [], null)} users={[ADA, LIIS]} onClose={vi.fn()} onChanged={vi.fn()} />);
    const dialog = await screen.findByRole("dialog");
    expect(within(dialog).getByText("No members in this team yet.")).toBeTruthy();
    expect(within(dialog).getByText("No available users to add to this team.")).toBeTruthy();
    expect(within(dialog).getAllByRole("button", { name: "Close" }).length).toBeGreaterThan(0);
  });
});
