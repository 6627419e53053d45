import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { I18nextProvider } from "react-i18next";
import { MemoryRouter } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { i18n } from "../../lib/i18n";
import { AdminPage } from "./admin-page";

const auth = vi.hoisted(() => ({ user: null as unknown }));
vi.mock("../../lib/auth", () => ({ useAuth: () => ({ user: auth.user, loading: false }) }));

const ADMIN = { role: "super_admin", isSuperAdmin: true, firstName: "Root", lastName: "Admin" };
const REQUEST = {
  id: "r-1",
  userId: null,
  firstName: "Grace",
  lastName: "Hopper",
  email: "grace@navy.example",
  phone: null,
  company: "Compiler Corp",
  jobTitle: "Head of Sales",
  companySize: "51-200",
  industry: "Software",
  useCase: "Onboarding reps",
  expectedUsers: 60,
  budget: "$2500-$5000",
  timeline: "1 month",
  additionalInfo: null,
  createdAt: "2025-03-01T10:00:00.000Z",
};
const FEEDBACK = {
  id: "f-1",
  type: "feature",
  priority: "high",
  title: "Export to CSV",
  description: "<script>alert(1)</script>",
  url: "https://app.example.test/",
  userAgent: "Chromium",
  clientTimestamp: null,
  userId: "u-1",
  userEmail: "ada@example.test",
  userName: "Ada Lovelace",
  createdAt: "2025-03-02T10:00:00.000Z",
};

let answers: Record<string, () => Response>;
beforeEach(async () => {
  await i18n.changeLanguage("en");
  auth.user = ADMIN;
  answers = {
    "/api/admin/enterprise-requests": () => Response.json({ requests: [REQUEST] }),
    "/api/admin/feedback": () => Response.json({ feedback: [FEEDBACK] }),
  };
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string) => answers[url]?.() ?? new Response("{}", { status: 404 })),
  );
});
afterEach(() => vi.unstubAllGlobals());

function renderPage(path = "/admin") {
  const qc = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={qc}>
        <MemoryRouter initialEntries={[path]}>
          <AdminPage />
        </MemoryRouter>
      </QueryClientProvider>
    </I18nextProvider>,
  );
}

describe("admin page", () => {
  it("refuses anyone without admin access", () => {
    auth.user = { role: "company_admin", isSuperAdmin: false, isAdmin: false };
    renderPage();
    expect(screen.getByText("Admin access required")).toBeTruthy();
    expect(screen.queryByRole("tab")).toBeNull();
  });

  it("lists enterprise requests, then feedback on the next tab (text shown as text)", async () => {
    renderPage("/admin?tab=enterprise");
    expect(await screen.findByRole("heading", { name: "Compiler Corp" })).toBeTruthy();
    expect(screen.getByText("Requests shown: 1")).toBeTruthy();
    expect(screen.getByText("51-200 employees")).toBeTruthy();
    expect(screen.getByText("In 1 month")).toBeTruthy();
    expect(screen.getByText("Visitor")).toBeTruthy();
    await userEvent.click(screen.getByRole("tab", { name: "Beta feedback" }));
    const card = (await screen.findByRole("heading", { name: "Export to CSV" })).closest("li") as HTMLElement;
    expect(within(card).getByText("Feature request")).toBeTruthy();
    expect(within(card).getByText("High priority")).toBeTruthy();
    expect(within(card).getByText("Ada Lovelace (ada@example.test)")).toBeTruthy();
    expect(within(card).getByText("<script>alert(1)</script>")).toBeTruthy();
  });

  it("shows the empty state", async () => {
    answers["/api/admin/feedback"] = () => Response.json({ feedback: [] });
    renderPage("/admin?tab=feedback");
    expect(await screen.findByText("No feedback yet.")).toBeTruthy();
  });

  it("shows the server's error and retries", async () => {
    answers["/api/admin/enterprise-requests"] = () => Response.json({ error: "You do not have permission to do that", code: "FORBIDDEN" }, { status: 403 });
    renderPage("/admin?tab=enterprise");
    expect(await screen.findByText("Only platform administrators can open this page.")).toBeTruthy();
    answers["/api/admin/enterprise-requests"] = () => Response.json({ requests: [] });
    await userEvent.click(screen.getByRole("button", { name: "Try again" }));
    expect(await screen.findByText("No enterprise requests yet.")).toBeTruthy();
  });
});
