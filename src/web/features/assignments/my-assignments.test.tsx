import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { MyAssignment } from "../../../contract/assignments";
import { i18n } from "../../lib/i18n";
import { renderWithProviders } from "../company/test-fixtures";
import { MyAssignments } from "./my-assignments";

const item = (id: string, name: string, status: MyAssignment["progress"]["status"], attemptsLeft: number, archived = false): MyAssignment => ({
  id,
  scenario: { id: `s-${id}`, name, language: "en", status: archived ? "archived" : "active" },
  dueAt: "2026-12-03T12:00:00.000Z",
  requiredAttempts: 2,
  passMark: 6,
  progress: {
    attemptsMade: 2 - attemptsLeft,
    attemptsLeft,
    bestScore: attemptsLeft === 2 ? null : 5.4,
    passed: status === "passed",
    completed: attemptsLeft === 0,
    status,
  },
  certificateId: status === "passed" ? `cert-${id}` : null,
});
const LIST = [item("a", "Renewal at Baltic", "overdue", 1), item("b", "Cold call to Nordhavn", "passed", 0), item("c", "Old pitch", "todo", 2, true)];

beforeEach(async () => {
  await i18n.changeLanguage("en");
  vi.stubGlobal(
    "fetch",
    vi.fn(async () => Response.json({ assignments: LIST })),
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe("My assignments (issue 17)", () => {
  it("shows each assignment's status, due date and attempts left, and starts its scenario in one click", async () => {
    const onStart = vi.fn();
    renderWithProviders(<MyAssignments enabled busyId={null} onStart={onStart} />);
    const list = await screen.findByRole("list", { name: "My assignments" });
    const [overdue, passed, archived] = within(list).getAllByRole("listitem");
    expect(overdue!.textContent).toContain("Overdue");
    expect(overdue!.textContent).toContain("Due Dec 3, 2026 · 1 attempt left");
    expect(overdue!.textContent).toContain("best 5.4/10");
    fireEvent.click(within(overdue!).getByRole("button", { name: "Start the assignment Renewal at Baltic" }));
    expect(onStart).toHaveBeenCalledWith("s-a");
    expect(passed!.textContent).toContain("Passed");
    expect(within(passed!).getByRole("button", { name: /Nordhavn/ })!.textContent).toContain("Practise again");
    // A pass links its certificate; an open assignment has none.
    expect(within(passed!).getByRole("link", { name: "View the certificate for Cold call to Nordhavn" }).getAttribute("href")).toBe("/certificates/cert-b");
    expect(within(overdue!).queryByRole("link")).toBeNull();
    expect(within(archived!).queryByRole("button")).toBeNull();
    expect(archived!.textContent).toContain("archived");
  });

  it("speaks the reader's language, plural forms included", async () => {
    await i18n.changeLanguage("ru");
    renderWithProviders(<MyAssignments enabled busyId={null} onStart={() => undefined} />);
    const list = await screen.findByRole("list", { name: "Мои задания" });
    expect(within(list).getAllByRole("listitem")[0]!.textContent).toContain("осталась 1 попытка");
    expect(within(list).getAllByRole("listitem")[2]!.textContent).toContain("осталось 2 попытки");
  });

  it("shows nothing outside a company or without assignments", async () => {
    const empty = vi.fn(async () => Response.json({ assignments: [] }));
    vi.stubGlobal("fetch", empty);
    const { container } = renderWithProviders(<MyAssignments enabled busyId={null} onStart={() => undefined} />);
    await waitFor(() => expect(empty).toHaveBeenCalled());
    await act(async () => {
      await empty.mock.results[0]!.value;
    });
    expect(container.innerHTML).toBe("");
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => Response.json({ assignments: LIST })),
    );
    const outside = renderWithProviders(<MyAssignments enabled={false} busyId={null} onStart={() => undefined} />);
    expect(outside.container.innerHTML).toBe("");
  });
});
