import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { CompanyCertificate } from "../../../contract/certificates";
import { i18n, loadLanguage } from "../../lib/i18n";
import { renderWithProviders, route, stubFetch } from "../company/test-fixtures";
import { CompanyCertificatesTab } from "./company-certificates";

/** The managers' Certificates tab (issue 17). */

const cert = (id: string, userId: string, name: string, team: string | null, scenario: string, score: number, issuedAt: string): CompanyCertificate => ({
  id,
  userId,
  recipientName: name,
  teamName: team,
  companyName: "Acme",
  scenarioId: `s-${scenario}`,
  scenarioName: scenario,
  scenarioLanguage: "en",
  assignmentId: "a1",
  conversationId: "c1",
  score,
  passMark: 6,
  issuedAt,
});
const CERTS = [
  cert("c-3", "u-rita", "Rita Tamm", "Alpha", "Renewal", 8.2, "2026-11-22T10:00:00.000Z"),
  cert("c-2", "u-rob", "Rob Kask", "Alpha", "Month-end close", 7, "2026-11-21T10:00:00.000Z"),
  cert("c-1", "u-rita", "Rita Tamm", "Alpha", "Month-end close", 6.5, "2026-11-20T10:00:00.000Z"),
];

let answer: () => Response;
let stub: ReturnType<typeof stubFetch>;
beforeEach(async () => {
  await i18n.changeLanguage("en");
  answer = () => Response.json({ certificates: CERTS });
  stub = stubFetch([route("GET", "/api/certificates", () => answer())]);
  vi.stubGlobal("fetch", vi.fn(stub.fn));
});
afterEach(() => vi.unstubAllGlobals());

describe("the managers' certificates tab", () => {
  it("lists the rep, team, scenario, date and score, each linking to its printable page; filters by scenario and rep", async () => {
    renderWithProviders(<CompanyCertificatesTab companyId="c1" superAdmin={false} />);
    const list = await screen.findByRole("list", { name: "Certificates earned" });
    const rows = within(list).getAllByRole("listitem");
    expect(rows).toHaveLength(3);
    expect(rows[0]!.textContent).toContain("Rita Tamm");
    expect(rows[0]!.textContent).toContain("Alpha");
    expect(rows[0]!.textContent).toContain("Renewal");
    expect(rows[0]!.textContent).toContain("November 22, 2026");
    expect(rows[0]!.textContent).toContain("score 8.2/10 (pass mark 6)");
    const link = within(rows[0]!).getByRole("link", { name: "View and print Rita Tamm's certificate for Renewal" });
    expect(link.getAttribute("href")).toBe("/certificates/c-3");
    expect(screen.getByText("3 certificates")).toBeTruthy();

    fireEvent.change(screen.getByLabelText("Scenario"), { target: { value: "Month-end close" } });
    expect(
      within(list)
        .getAllByRole("listitem")
        .map((r) => r.getAttribute("data-certificate-id")),
    ).toEqual(["c-2", "c-1"]);
    fireEvent.change(screen.getByLabelText("Rep"), { target: { value: "u-rita" } });
    expect(
      within(list)
        .getAllByRole("listitem")
        .map((r) => r.getAttribute("data-certificate-id")),
    ).toEqual(["c-1"]);
    expect(screen.getByText("1 certificate")).toBeTruthy();
    fireEvent.change(screen.getByLabelText("Scenario"), { target: { value: "" } });
    expect(within(list).getAllByRole("listitem")).toHaveLength(2);
    expect(stub.calls.map((c) => c.path)).toEqual(["/api/certificates"]);
  });

  it("says when there are none yet, and when loading fails", async () => {
    answer = () => Response.json({ certificates: [] });
    const { unmount } = renderWithProviders(<CompanyCertificatesTab companyId="c1" superAdmin={false} />);
    expect(await screen.findByText("No certificates yet. A rep earns one by passing an assignment.")).toBeTruthy();
    expect(screen.queryByLabelText("Scenario")).toBeNull();
    unmount();
    answer = () => Response.json({ error: "boom" }, { status: 500 });
    renderWithProviders(<CompanyCertificatesTab companyId="c1" superAdmin={false} />);
    expect(await screen.findByText("The certificates could not be loaded. Try again in a moment.")).toBeTruthy();
  });

  it("a super admin lists the chosen company's, in Russian with Russian plurals", async () => {
    await loadLanguage("ru");
    await i18n.changeLanguage("ru");
    renderWithProviders(<CompanyCertificatesTab companyId="c-9" superAdmin />);
    await waitFor(() => expect(screen.getByText("3 сертификата")).toBeTruthy());
    expect(stub.calls.map((c) => c.path)).toEqual(["/api/certificates?companyId=c-9"]);
  });
});
