import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { testScenario } from "../../../contract/company-scenario-fixtures";
import { i18n } from "../../lib/i18n";
import { renderWithProviders, route, stubFetch } from "../company/test-fixtures";
import type { CompanyScenario } from "./api";
import { ScenarioFormModal } from "./scenario-form";

const toasts = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
vi.mock("sonner", () => ({ toast: toasts }));

const scenario = (stageWeights: CompanyScenario["stageWeights"]): CompanyScenario => {
  const c = testScenario("en");
  return {
    ...c,
    id: "s-1",
    groupId: "g-1",
    companyId: "c1",
    status: "active",
    customer: { ...c.customer, companyName: c.customer.companyName ?? null },
    stageMinimums: {},
    stageWeights,
    createdBy: "Ada",
    createdAt: "2026-11-01T10:00:00.000Z",
    updatedAt: "2026-11-01T10:00:00.000Z",
  };
};

let stub: ReturnType<typeof stubFetch>;
beforeEach(async () => {
  await i18n.changeLanguage("en");
  toasts.success.mockReset();
  stub = stubFetch([route("PUT", "/api/company-scenarios/s-1", (_u, init) => Response.json({ ...scenario(null), ...JSON.parse(String(init.body)) }))]);
  vi.stubGlobal("fetch", vi.fn(stub.fn));
});
afterEach(() => vi.unstubAllGlobals());

const render = (s: CompanyScenario) => renderWithProviders(<ScenarioFormModal open scenario={s} companyId={null} language="en" onClose={() => undefined} />);
const save = () => fireEvent.click(screen.getByRole("button", { name: "Save scenario" }));
const sent = () => stub.calls.find((c) => c.method === "PUT")?.body as Record<string, unknown> | undefined;

describe("scenario form: stage weights (issue 17)", () => {
  it("equal weights by default; turning them on starts at 1 each, and the weights entered are saved", async () => {
    render(scenario(null));
    const dialog = await screen.findByRole("dialog", { name: "Edit scenario" });
    const toggle = within(dialog).getByRole("checkbox", { name: "Weigh the stages differently" }) as HTMLInputElement;
    expect(toggle.checked).toBe(false);
    expect(within(dialog).queryByLabelText(/Weight: Opening/)).toBeNull();
    fireEvent.click(toggle);
    const close = within(dialog).getByLabelText(/Weight: Closing/) as HTMLInputElement;
    expect(close.value).toBe("1");
    fireEvent.change(close, { target: { value: "3" } });
    fireEvent.change(within(dialog).getByLabelText(/Weight: Opening/), { target: { value: "0" } });
    save();
    await waitFor(() => expect(toasts.success).toHaveBeenCalled());
    expect(sent()?.stageWeights).toEqual({ introduction: 0, mapping: 1, productPresentation: 1, objectionHandling: 1, close: 3 });
  });

  it("opens a weighted scenario with its weights; turning them off saves equal weights", async () => {
    render(scenario({ introduction: 1, mapping: 4, productPresentation: 2, objectionHandling: 2, close: 1 }));
    const dialog = await screen.findByRole("dialog", { name: "Edit scenario" });
    expect((within(dialog).getByLabelText(/Weight: Discovery/) as HTMLInputElement).value).toBe("4");
    fireEvent.click(within(dialog).getByRole("checkbox", { name: "Weigh the stages differently" }));
    save();
    await waitFor(() => expect(sent()).toBeDefined());
    expect(sent()?.stageWeights).toBeNull();
  });

  it("refuses all-zero and out-of-range weights before sending", async () => {
    render(scenario({ introduction: 0, mapping: 0, productPresentation: 0, objectionHandling: 0, close: 1 }));
    const dialog = await screen.findByRole("dialog", { name: "Edit scenario" });
    fireEvent.change(within(dialog).getByLabelText(/Weight: Closing/), { target: { value: "0" } });
    save();
    expect(await within(dialog).findByText("Give at least one stage a weight above 0.")).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText(/Weight: Closing/), { target: { value: "12" } });
    save();
    expect(await within(dialog).findByText("A whole number from 0 to 10.")).toBeTruthy();
    expect(stub.calls.some((c) => c.method === "PUT")).toBe(false);
  });
});
