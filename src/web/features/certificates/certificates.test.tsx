import { QueryClient } from "@tanstack/react-query";
import { fireEvent, screen, within } from "@testing-library/react";
import { Link } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { Certificate } from "../../../contract/certificates";
import { i18n, loadLanguage } from "../../lib/i18n";
import { CertificatePage } from "./certificate-page";
import { MyCertificates } from "./my-certificates";
import { renderRoute } from "../../test/render-route";

const auth = vi.hoisted(() => ({ user: { id: "u1" } as unknown }));
vi.mock("../../lib/auth", () => ({ useAuth: () => ({ user: auth.user, loading: false }) }));

const CERT: Certificate = {
  id: "0b7d1c1e-4c4e-4a8e-9a57-1f0c3f7c2a10",
  userId: "u1",
  recipientName: "Rita Tamm",
  companyName: "Acme",
  scenarioId: "s1",
  scenarioName: "Ledgerly: month-end close",
  scenarioLanguage: "en",
  assignmentId: "a1",
  conversationId: "c1",
  score: 7.4,
  passMark: 6,
  issuedAt: "2026-11-20T10:00:00.000Z",
};

let answers: Record<string, () => Response>;
beforeEach(async () => {
  await i18n.changeLanguage("en");
  auth.user = { id: "u1" };
  answers = {
    "/api/certificates/mine": () => Response.json({ certificates: [CERT] }),
    [`/api/certificates/${CERT.id}`]: () => Response.json(CERT),
  };
  vi.stubGlobal(
    "fetch",
    vi.fn(async (path: string) => answers[path]?.() ?? Response.json({ error: "Certificate not found." }, { status: 404 })),
  );
});
afterEach(() => vi.unstubAllGlobals());

function renderAt(url: string, element: React.ReactNode) {
  return renderRoute(
    [
      { path: "/certificates/:id", element },
      { path: "/profile", element },
    ],
    url,
  );
}

describe("certificates on the profile (issue 17)", () => {
  it("lists each certificate with its date and score and links its printable page", async () => {
    renderAt("/profile", <MyCertificates inCompany />);
    const list = await screen.findByRole("list", { name: "Certificates" });
    const [item] = within(list).getAllByRole("listitem");
    expect(item!.textContent).toContain("Ledgerly: month-end close");
    expect(item!.textContent).toContain("Issued November 20, 2026 · score 7.4/10");
    expect(within(item!).getByRole("link", { name: "View and print the certificate for Ledgerly: month-end close" }).getAttribute("href")).toBe(
      `/certificates/${CERT.id}`,
    );
  });

  it("a member with none is told how to earn one; someone outside a company sees nothing", async () => {
    answers["/api/certificates/mine"] = () => Response.json({ certificates: [] });
    renderAt("/profile", <MyCertificates inCompany />);
    expect(await screen.findByText(/Pass an assignment from your manager/)).toBeTruthy();
    const outside = renderAt("/profile", <MyCertificates inCompany={false} />);
    await new Promise((r) => setTimeout(r, 20));
    expect(within(outside.container).queryByRole("heading")).toBeNull();
  });
});

describe("the certificate page (issue 17)", () => {
  it("shows the name, scenario, score, company and date, with a Print button", async () => {
    const print = vi.fn();
    vi.stubGlobal("print", print);
    renderAt(`/certificates/${CERT.id}`, <CertificatePage />);
    const sheet = await screen.findByTestId("certificate");
    expect(within(sheet).getByRole("heading", { level: 1 }).textContent).toBe("Certificate of achievement");
    expect(within(sheet).getByTestId("certificate-name").textContent).toBe("Rita Tamm");
    expect(within(sheet).getByTestId("certificate-scenario").textContent).toBe("Ledgerly: month-end close");
    expect(sheet.textContent).toContain("with a score of 7.4/10 (pass mark 6/10)");
    expect(sheet.textContent).toContain("Acme");
    expect(sheet.textContent).toContain("November 20, 2026");
    screen.getByRole("button", { name: "Print" }).click();
    expect(print).toHaveBeenCalled();
  });

  it("Back returns where the viewer came from (a manager's assignments), else to the profile", async () => {
    const routes = [
      { path: "/certificates/:id", element: <CertificatePage /> },
      { path: "/profile", element: <p>profile page</p> },
      { path: "/company", element: <Link to={`/certificates/${CERT.id}`}>open the certificate</Link> },
    ];
    const fromCompany = renderRoute(routes, "/company", { client: new QueryClient() });
    fireEvent.click(await screen.findByRole("link", { name: "open the certificate" }));
    await screen.findByTestId("certificate");
    fireEvent.click(screen.getByRole("link", { name: "Back" }));
    expect(await screen.findByRole("link", { name: "open the certificate" })).toBeTruthy();
    fromCompany.unmount();

    renderRoute(routes, `/certificates/${CERT.id}`, { client: new QueryClient() });
    await screen.findByTestId("certificate");
    fireEvent.click(screen.getByRole("link", { name: "Back" }));
    expect(await screen.findByText("profile page")).toBeTruthy();
  });

  it("is in the viewer's language, numbers and dates included", async () => {
    await loadLanguage("es");
    await i18n.changeLanguage("es");
    renderAt(`/certificates/${CERT.id}`, <CertificatePage />);
    const sheet = await screen.findByTestId("certificate");
    expect(within(sheet).getByRole("heading", { level: 1 }).textContent).toBe("Certificado de aprovechamiento");
    expect(sheet.textContent).toContain("con una nota de 7,4/10");
    expect(sheet.textContent).toContain("20 de noviembre de 2026");
  });

  it("says so when the certificate is not there or not the viewer's to see", async () => {
    renderAt("/certificates/0b7d1c1e-0000-4a8e-9a57-1f0c3f7c2a10", <CertificatePage />);
    expect((await screen.findByRole("alert")).textContent).toContain("does not exist or you may not view it");
    expect(screen.queryByRole("button", { name: "Print" })).toBeNull();
  });
});
