import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { testScenario } from "../../../contract/company-scenario-fixtures";
import type { CompanyScenario } from "../../../contract/company-scenarios";
import { i18n } from "../../lib/i18n";
import { renderWithProviders, route, stubFetch } from "../company/test-fixtures";
import { ScenariosTab } from "./scenarios-tab";

const toasts = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
vi.mock("sonner", () => ({ toast: toasts }));

/** Language versions on the manager's Scenarios tab (issue 17, docs/decisions/028). */

function scenario(
  id: string,
  groupId: string,
  language: CompanyScenario["language"],
  name: string,
  status: CompanyScenario["status"] = "active",
): CompanyScenario {
  const c = testScenario("en");
  return {
    ...c,
    id,
    groupId,
    companyId: "c1",
    status,
    name,
    language,
    customer: { ...c.customer, companyName: c.customer.companyName ?? null },
    stageMinimums: {},
    createdBy: "Ada",
    createdAt: "2026-11-01T10:00:00.000Z",
    updatedAt: "2026-11-01T10:00:00.000Z",
  } as CompanyScenario;
}
const EN = scenario("s-en", "g1", "en", "Month-end close");
const ET = scenario("s-et", "g1", "et", "Kuu sulgemine");
const OTHER = scenario("s-2", "g2", "es", "Renovación");

let stub: ReturnType<typeof stubFetch>;
beforeEach(async () => {
  await i18n.changeLanguage("en");
  toasts.success.mockReset();
  toasts.error.mockReset();
  stub = stubFetch([
    route("GET", "/api/company-scenarios", () => Response.json({ scenarios: [EN, ET, OTHER], canManage: true })),
    route("GET", "/api/scenario-library", () => Response.json({ entries: [] })),
    route("POST", "/api/company-scenarios/s-et/versions", () => Response.json(scenario("s-es", "g1", "es", "Kuu sulgemine"), { status: 201 })),
    route("POST", "/api/company-scenarios/s-en/versions", () =>
      Response.json({ error: "This scenario already has a version in that language." }, { status: 409 }),
    ),
  ]);
  vi.stubGlobal("fetch", vi.fn(stub.fn));
});
afterEach(() => vi.unstubAllGlobals());

const cards = async (label = "Company scenarios") => within(await screen.findByRole("list", { name: label })).getAllByRole("listitem");

describe("scenario versions on the Scenarios tab", () => {
  it("shows a training's versions together as language chips; a chip shows that version", async () => {
    renderWithProviders(<ScenariosTab companyId="c1" superAdmin={false} />);
    const [first, second] = await cards();
    expect(await cards()).toHaveLength(2);
    const chips = within(first!).getByRole("group", { name: "Language versions of Month-end close" });
    expect(
      within(chips)
        .getAllByRole("button")
        .map((b) => [b.textContent, b.getAttribute("aria-pressed")]),
    ).toEqual([
      ["en", "true"],
      ["et", "false"],
    ]);
    fireEvent.click(within(chips).getByRole("button", { name: "Eesti" }));
    expect(within(first!).getByRole("heading").textContent).toBe("Kuu sulgemine");
    expect(within(first!).getByRole("button", { name: "Edit Kuu sulgemine (Eesti)" })).toBeTruthy();
    // A training in one language has one chip.
    expect(within(second!).getByRole("heading").textContent).toBe("Renovación");
  });

  it("with the Estonian interface the Estonian version comes first", async () => {
    await i18n.changeLanguage("et");
    renderWithProviders(<ScenariosTab companyId="c1" superAdmin={false} />);
    const [first] = await cards("Ettevõtte stsenaariumid");
    expect(within(first!).getByRole("heading").textContent).toBe("Kuu sulgemine");
    expect(within(first!).getByLabelText("Lisa versioon keeles")).toBeTruthy();
  });

  it("adds a version in a missing language from the chosen one and opens it to translate", async () => {
    renderWithProviders(<ScenariosTab companyId="c1" superAdmin={false} />);
    const [first] = await cards();
    fireEvent.click(within(first!).getByRole("button", { name: "Eesti" }));
    const add = within(first!).getByLabelText("Add a version in") as HTMLSelectElement;
    // Only the languages the training lacks are offered.
    expect([...add.options].map((o) => o.value)).toEqual(["", "es", "ru"]);
    fireEvent.change(add, { target: { value: "es" } });
    await waitFor(() => expect(toasts.success).toHaveBeenCalledWith("Español version added. Translate its text and save."));
    expect(stub.calls.find((c) => c.method === "POST")).toMatchObject({ path: "/api/company-scenarios/s-et/versions", body: { language: "es" } });
    expect(await screen.findByRole("dialog", { name: "Edit scenario" })).toBeTruthy();
  });

  it("says so when the language was taken meanwhile", async () => {
    renderWithProviders(<ScenariosTab companyId="c1" superAdmin={false} />);
    const [first] = await cards();
    fireEvent.change(within(first!).getByLabelText("Add a version in"), { target: { value: "ru" } });
    await waitFor(() => expect(toasts.error).toHaveBeenCalledWith("This scenario already has a version in that language."));
    expect(screen.queryByRole("dialog")).toBeNull();
  });
});
