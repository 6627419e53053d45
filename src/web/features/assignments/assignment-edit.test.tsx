import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { Assignment } from "../../../contract/assignments";
import { i18n } from "../../lib/i18n";
import { renderWithProviders, route, stubFetch, TEAMS, USERS } from "../company/test-fixtures";
import { AssignmentsTab } from "./assignments-tab";
import et from "./locales/et.json";

const toasts = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
vi.mock("sonner", () => ({ toast: toasts }));

const pad = (n: number) => String(n).padStart(2, "0");
const day = (d: Date) => `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
const inDays = (n: number) => new Date(Date.now() + n * 86_400_000);
const DUE = new Date(`${day(inDays(5))}T23:59:59`);

const ASSIGNMENT: Assignment = {
  id: "as-1",
  companyId: "c1",
  scenario: { id: "s-1", name: "Renewal at Baltic", language: "en", status: "active" },
  team: { id: "t-a", name: "Alpha" },
  dueAt: DUE.toISOString(),
  requiredAttempts: 2,
  passMark: 7,
  createdBy: "Ada",
  createdAt: "2026-11-01T10:00:00.000Z",
  rates: { assignees: 2, completed: 0, passed: 0, completionRate: 0, passRate: 0 },
};

let stub: ReturnType<typeof stubFetch>;
let patchAnswer: () => Response;
beforeEach(async () => {
  await i18n.changeLanguage("en");
  toasts.success.mockReset();
  patchAnswer = () => Response.json({ ...ASSIGNMENT, passMark: 6.5, assignees: [], teams: [] });
  stub = stubFetch([
    route("GET", "/api/assignments", () => Response.json({ assignments: [ASSIGNMENT] })),
    route("PATCH", "/api/assignments/as-1", () => patchAnswer()),
  ]);
  vi.stubGlobal("fetch", vi.fn(stub.fn));
});
afterEach(() => vi.unstubAllGlobals());

const openEdit = async () => {
  renderWithProviders(<AssignmentsTab companyId="c1" superAdmin={false} teams={TEAMS} users={USERS} />);
  const list = await screen.findByRole("list", { name: "Assignments" });
  fireEvent.click(within(list).getByRole("button", { name: "Edit the assignment Renewal at Baltic" }));
  return screen.findByRole("dialog", { name: "Edit assignment" });
};

describe("editing an assignment (issue 17)", () => {
  it("opens prefilled from the list and sends only what changed", async () => {
    const dialog = await openEdit();
    const due = within(dialog).getByLabelText(/Due date/) as HTMLInputElement;
    const attempts = within(dialog).getByLabelText(/Attempts/) as HTMLInputElement;
    const mark = within(dialog).getByLabelText(/Pass mark/) as HTMLInputElement;
    expect([due.value, attempts.value, mark.value]).toEqual([day(DUE), "2", "7"]);
    fireEvent.change(mark, { target: { value: "6.5" } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Save changes" }));
    await waitFor(() => expect(toasts.success).toHaveBeenCalledWith("Assignment updated"));
    // The date was left alone: it is not sent, so the exact due time stays.
    expect(stub.calls.find((c) => c.method === "PATCH")).toEqual({
      method: "PATCH",
      path: "/api/assignments/as-1",
      body: { requiredAttempts: 2, passMark: 6.5 },
    });
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
  });

  it("moves the due date to the end of the chosen day, refuses a past date and bad numbers before sending", async () => {
    const dialog = await openEdit();
    fireEvent.change(within(dialog).getByLabelText(/Due date/), { target: { value: day(inDays(-2)) } });
    fireEvent.change(within(dialog).getByLabelText(/Attempts/), { target: { value: "0" } });
    fireEvent.change(within(dialog).getByLabelText(/Pass mark/), { target: { value: "10.5" } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Save changes" }));
    expect(await within(dialog).findByText("Choose a date from today on.")).toBeTruthy();
    expect(within(dialog).getByText("A whole number from 1 to 20.")).toBeTruthy();
    expect(within(dialog).getByText("A number from 0 to 10 with at most one decimal.")).toBeTruthy();
    expect(stub.calls.some((c) => c.method === "PATCH")).toBe(false);

    const later = day(inDays(12));
    fireEvent.change(within(dialog).getByLabelText(/Due date/), { target: { value: later } });
    fireEvent.change(within(dialog).getByLabelText(/Attempts/), { target: { value: "3" } });
    fireEvent.change(within(dialog).getByLabelText(/Pass mark/), { target: { value: "7" } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Save changes" }));
    await waitFor(() =>
      expect(stub.calls.find((c) => c.method === "PATCH")?.body).toEqual({
        requiredAttempts: 3,
        passMark: 7,
        dueAt: new Date(`${later}T23:59:59`).toISOString(),
      }),
    );
  });

  it("shows the server's refusal in the form and keeps it open", async () => {
    patchAnswer = () => Response.json({ error: "The due date must be within 366 days" }, { status: 400 });
    const dialog = await openEdit();
    fireEvent.change(within(dialog).getByLabelText(/Due date/), { target: { value: day(inDays(30)) } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Save changes" }));
    expect(await within(dialog).findByText("Choose a date within a year.")).toBeTruthy();
    expect(screen.getByRole("dialog", { name: "Edit assignment" })).toBeTruthy();
  });

  it("shows a refusal it has no words of its own for by the message's key, in the manager's language", async () => {
    patchAnswer = () => Response.json({ error: "Reworded on the server", code: "FORBIDDEN", reason: "assignment.forbidden" }, { status: 403 });
    await i18n.changeLanguage("et");
    renderWithProviders(<AssignmentsTab companyId="c1" superAdmin={false} teams={[]} users={USERS} />);
    fireEvent.click(await screen.findByRole("button", { name: "Muuda ülesannet Renewal at Baltic" }));
    const dialog = await screen.findByRole("dialog", { name: "Ülesande muutmine" });
    fireEvent.change(within(dialog).getByLabelText(/Tähtaeg/), { target: { value: day(inDays(30)) } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Salvesta muudatused" }));
    expect(await within(dialog).findByText(et.assignments.messages.forbidden)).toBeTruthy();
  });

  it("speaks the manager's language", async () => {
    await i18n.changeLanguage("et");
    renderWithProviders(<AssignmentsTab companyId="c1" superAdmin={false} teams={[]} users={USERS} />);
    fireEvent.click(await screen.findByRole("button", { name: "Muuda ülesannet Renewal at Baltic" }));
    expect(await screen.findByRole("dialog", { name: "Ülesande muutmine" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "Salvesta muudatused" })).toBeTruthy();
  });
});
