import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { LibraryEntry } from "../../../contract/scenario-library";
import { i18n } from "../../lib/i18n";
import { renderWithProviders, route, stubFetch } from "../company/test-fixtures";
import { StarterLibrary } from "./starter-library";

const toasts = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
vi.mock("sonner", () => ({ toast: toasts }));

const version = (language: "en" | "es", name: string, role: string) =>
  ({
    name,
    language,
    product: { name: "Shiftly", description: "d", valuePropositions: [], proofPoints: [], pricePoints: [] },
    customer: {
      role,
      industry: "Retail",
      companyName: null,
      companySize: 320,
      personality: "demanding",
      difficulty: "hard",
      situation: "s",
      pains: [],
      objections: [],
      competitors: [],
    },
    goal: "renewal",
    passMark: 6.5,
    stageMinimums: {},
    stageWeights: null,
  }) as LibraryEntry["versions"][number];
const ENTRIES: LibraryEntry[] = [
  {
    key: "renewal_price_objection",
    versions: [
      version("en", "Price objection on renewal", "Head of Store Operations"),
      version("es", "Objeción de precio en la renovación", "Responsable de operaciones"),
    ],
  },
];

let stub: ReturnType<typeof stubFetch>;
beforeEach(async () => {
  await i18n.changeLanguage("en");
  toasts.success.mockReset();
  stub = stubFetch([
    route("GET", "/api/scenario-library", () => Response.json({ entries: ENTRIES })),
    route("POST", "/api/scenario-library/renewal_price_objection/copy", () =>
      Response.json({ id: "new", name: "Objeción de precio en la renovación" }, { status: 201 }),
    ),
  ]);
  vi.stubGlobal("fetch", vi.fn(stub.fn));
});
afterEach(() => vi.unstubAllGlobals());

describe("starter library (issue 17)", () => {
  it("open for a company without scenarios: picks a language and copies that version into the company", async () => {
    renderWithProviders(<StarterLibrary companyId={null} startOpen />);
    const list = await screen.findByRole("list", { name: "Starter library" });
    expect(within(list).getByText("Price objection on renewal")).toBeTruthy();
    expect(list.textContent).toContain("Handle a renewal · Hard");
    fireEvent.change(screen.getByLabelText("Language of the scenarios"), { target: { value: "es" } });
    const copy = within(list).getByRole("button", { name: "Copy Objeción de precio en la renovación to my company" });
    fireEvent.click(copy);
    await waitFor(() =>
      expect(toasts.success).toHaveBeenCalledWith("“Objeción de precio en la renovación” was added to your scenarios. Edit it to make it yours."),
    );
    expect(stub.calls.find((c) => c.method === "POST")).toMatchObject({ path: "/api/scenario-library/renewal_price_objection/copy", body: { language: "es" } });
  });

  it("closed when the company has scenarios; opening it loads the library, and a super admin copies into the chosen company", async () => {
    renderWithProviders(<StarterLibrary companyId="c-1" startOpen={false} />);
    expect(screen.queryByRole("list", { name: "Starter library" })).toBeNull();
    expect(stub.calls).toEqual([]);
    const toggle = screen.getByRole("button", { name: "Show" });
    expect(toggle.getAttribute("aria-expanded")).toBe("false");
    fireEvent.click(toggle);
    const list = await screen.findByRole("list", { name: "Starter library" });
    fireEvent.click(within(list).getByRole("button", { name: /^Copy Price objection/ }));
    await waitFor(() => expect(stub.calls.find((c) => c.method === "POST")?.body).toEqual({ language: "en", companyId: "c-1" }));
  });
});
