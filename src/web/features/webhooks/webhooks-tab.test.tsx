import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { CompanyDetails } from "../../../contract/companies";
import type { PublicUser } from "../../../contract/user";
import { WEBHOOK_MESSAGES, type WebhookDelivery, type WebhookEndpoint } from "../../../contract/webhooks";
import { i18n } from "../../lib/i18n";
import { CompanyPage } from "../company/company-page";
import { actorFrom, ADA, COMPANY, LIIS, renderWithProviders, route, stubFetch, superAdmin, USERS } from "../company/test-fixtures";
import et from "./locales/et.json";

const auth = vi.hoisted(() => ({ user: null as PublicUser | null }));
vi.mock("../../lib/auth", () => ({ useAuth: () => ({ user: auth.user, loading: false, setUser: vi.fn() }) }));
vi.mock("sonner", () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

const SECRET = "whsec_abcdefGHIJKLmnopqrstuvwxyz0123456789ABCDEFG";
const ROTATED = "whsec_ZYXWVUtsrqponmlkjihgfedcba9876543210abcdefg";
const CRM: WebhookEndpoint = {
  id: "00000000-0000-4000-8000-000000000001",
  url: "https://crm.example.com/hooks/salesdojo",
  description: "CRM sync",
  events: ["conversation.rated", "user.added"],
  enabled: true,
  secretPrefix: "whsec_abcdef…",
  createdAt: "2026-11-20T10:00:00.000Z",
  createdBy: { id: ADA.id, name: "Ada Tamm" },
  lastDelivery: { status: "failed", attempts: 6, at: "2026-11-26T10:00:00.000Z" },
};
const RETRYING: WebhookDelivery = {
  id: "00000000-0000-4000-8000-0000000000d1",
  eventId: "00000000-0000-4000-8000-0000000000e1",
  eventType: "conversation.rated",
  status: "pending",
  attempts: 2,
  lastResponseCode: 500,
  lastError: null,
  lastAttemptAt: "2026-11-26T10:05:00.000Z",
  nextAttemptAt: "2026-11-26T10:35:00.000Z",
  createdAt: "2026-11-26T10:00:00.000Z",
};
const TIMED_OUT: WebhookDelivery = {
  ...RETRYING,
  id: "00000000-0000-4000-8000-0000000000d2",
  eventType: "user.added",
  status: "failed",
  attempts: 6,
  lastResponseCode: null,
  lastError: "no answer within 5000 ms",
  nextAttemptAt: null,
};

let endpoints: WebhookEndpoint[];
let log: WebhookDelivery[];
let company: CompanyDetails;
/** When set, the server refuses a new endpoint with this answer. */
let refuseCreate: (() => Response) | null;
let fetchStub: ReturnType<typeof stubFetch>;
beforeEach(async () => {
  await i18n.changeLanguage("en");
  endpoints = [CRM];
  log = [RETRYING, TIMED_OUT];
  company = COMPANY;
  refuseCreate = null;
  fetchStub = stubFetch([
    route("GET", "/api/companies/details", () => Response.json({ company })),
    route("GET", "/api/companies/users", () => Response.json({ users: USERS })),
    route("GET", "/api/companies/webhooks", () => Response.json({ endpoints })),
    route("GET", /\/deliveries$/, () => Response.json({ deliveries: log })),
    route("POST", /\/resend$/, () => {
      const queued: WebhookDelivery = {
        ...TIMED_OUT,
        id: "00000000-0000-4000-8000-0000000000d3",
        status: "pending",
        attempts: 0,
        lastResponseCode: null,
        lastError: null,
        lastAttemptAt: null,
        nextAttemptAt: "2026-11-27T09:00:00.000Z",
        createdAt: "2026-11-27T09:00:00.000Z",
      };
      log = [queued, ...log];
      return Response.json({ delivery: queued }, { status: 202 });
    }),
    route("POST", "/api/companies/webhooks", () => {
      if (refuseCreate) return refuseCreate();
      const endpoint = {
        ...CRM,
        id: "00000000-0000-4000-8000-000000000002",
        url: "https://bi.example.com/in",
        description: "",
        events: ["user.added" as const],
        lastDelivery: null,
      };
      endpoints = [...endpoints, endpoint];
      return Response.json({ endpoint, secret: SECRET }, { status: 201 });
    }),
    route("POST", /\/rotate-secret$/, () => Response.json({ endpoint: CRM, secret: ROTATED })),
    route("POST", /\/test$/, () => Response.json({ delivery: { ...RETRYING, status: "pending", attempts: 0 } }, { status: 202 })),
    route("PUT", /^\/api\/companies\/webhooks\//, () => {
      endpoints = endpoints.map((e) => (e.id === CRM.id ? { ...e, enabled: !e.enabled } : e));
      return Response.json(endpoints[0]);
    }),
    route("DELETE", /^\/api\/companies\/webhooks\//, (url) => {
      endpoints = endpoints.filter((e) => !url.pathname.endsWith(e.id));
      return Response.json({ message: "Webhook endpoint deleted" });
    }),
  ]);
  vi.stubGlobal("fetch", vi.fn(fetchStub.fn));
});
afterEach(() => vi.unstubAllGlobals());

describe("Webhooks tab", () => {
  it.each([
    ["a team leader", () => actorFrom(LIIS), "enterprise"],
    ["a super admin", () => superAdmin(), "enterprise"],
    ["a company admin off Enterprise", () => actorFrom(ADA), "pro"],
  ] as const)("is not there for %s", async (_who, user, plan) => {
    auth.user = user();
    company = { ...COMPANY, subscription: { ...COMPANY.subscription, plan } };
    renderWithProviders(<CompanyPage />, "/company?tab=webhooks&company=c1");
    expect(await screen.findByRole("tab", { name: "Overview" })).toBeTruthy();
    expect(screen.queryByRole("tab", { name: "Webhooks" })).toBeNull();
  });

  it("lists endpoints, shows the delivery log with status, attempts, response and next try", async () => {
    auth.user = actorFrom(ADA);
    renderWithProviders(<CompanyPage />, "/company?tab=webhooks");
    const list = await screen.findByRole("list", { name: "Webhook endpoints" });
    const item = within(list).getByText(CRM.url).closest("li") as HTMLElement;
    expect(item.textContent).toContain("CRM sync");
    expect(item.textContent).toContain("Active");
    expect(item.textContent).toContain("whsec_abcdef…");
    expect(item.textContent).toContain("Conversation rated");
    expect(item.textContent).not.toContain("Assignment passed");
    expect(item.textContent).toContain("Last event");
    expect(item.textContent).toContain("Failed");

    const toggle = within(item).getByRole("button", { name: "Delivery log" });
    expect(toggle.getAttribute("aria-expanded")).toBe("false");
    await userEvent.click(toggle);
    expect(toggle.getAttribute("aria-expanded")).toBe("true");
    const log = await within(item).findByRole("list", { name: "Delivery log" });
    const [retrying, failed] = within(log).getAllByRole("listitem");
    expect(retrying!.textContent).toContain("Retrying");
    expect(retrying!.textContent).toContain("2 attempts");
    expect(retrying!.textContent).toContain("answered 500");
    expect(retrying!.textContent).toContain("Next try");
    expect(failed!.textContent).toContain("Failed");
    expect(failed!.textContent).toContain("6 attempts");
    expect(failed!.textContent).toContain("no answer (no answer within 5000 ms)");
    expect(failed!.textContent).not.toContain("Next try");
  });

  it("adds an endpoint and shows its secret once; refuses an http address before sending", async () => {
    auth.user = actorFrom(ADA);
    renderWithProviders(<CompanyPage />, "/company?tab=webhooks");
    await userEvent.click(await screen.findByRole("button", { name: "New endpoint" }));
    const form = screen.getByRole("dialog", { name: "New webhook endpoint" });
    const url = within(form).getByLabelText(/^Endpoint URL/);
    await userEvent.type(url, "http://bi.example.com/in");
    await userEvent.tab();
    expect(within(form).getByText("The address must start with https://.")).toBeTruthy();
    await userEvent.clear(url);
    await userEvent.type(url, "https://bi.example.com/in");
    await userEvent.click(within(form).getByLabelText(/Conversation rated/));
    await userEvent.click(within(form).getByLabelText(/Assignment passed/));
    await userEvent.click(within(form).getByRole("button", { name: "Add endpoint" }));
    const shown = await screen.findByRole("dialog", { name: "Your endpoint's signing secret" });
    expect((within(shown).getByLabelText("Signing secret") as HTMLTextAreaElement).value).toBe(SECRET);
    expect(fetchStub.calls.find((c) => c.method === "POST")?.body).toEqual({ url: "https://bi.example.com/in", description: "", events: ["user.added"] });
    await userEvent.click(within(shown).getByRole("button", { name: "Done" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(screen.queryByDisplayValue(SECRET)).toBeNull();
    expect(await screen.findByText("https://bi.example.com/in")).toBeTruthy();
  });

  it("sends a test, disables, rotates the secret after confirming, and deletes after confirming", async () => {
    auth.user = actorFrom(ADA);
    renderWithProviders(<CompanyPage />, "/company?tab=webhooks");
    await userEvent.click(await screen.findByRole("button", { name: "Send a test event to CRM sync" }));
    await waitFor(() => expect(fetchStub.calls.some((c) => c.method === "POST" && c.path.endsWith("/test"))).toBe(true));

    await userEvent.click(screen.getByRole("button", { name: "Disable CRM sync" }));
    expect(await screen.findByText("Disabled")).toBeTruthy();
    expect(fetchStub.calls.find((c) => c.method === "PUT")?.body).toEqual({ enabled: false });
    expect((screen.getByRole("button", { name: "Send a test event to CRM sync" }) as HTMLButtonElement).disabled).toBe(true);

    await userEvent.click(screen.getByRole("button", { name: "Give CRM sync a new secret" }));
    const confirmRotate = screen.getByRole("alertdialog", { name: "Create a new signing secret?" });
    expect(fetchStub.calls.some((c) => c.path.endsWith("/rotate-secret"))).toBe(false);
    await userEvent.click(within(confirmRotate).getByRole("button", { name: "New secret" }));
    const shown = await screen.findByRole("dialog", { name: "Your new signing secret" });
    expect((within(shown).getByLabelText("Signing secret") as HTMLTextAreaElement).value).toBe(ROTATED);
    await userEvent.click(within(shown).getByRole("button", { name: "Done" }));

    await userEvent.click(screen.getByRole("button", { name: "Delete CRM sync" }));
    const confirm = screen.getByRole("alertdialog", { name: "Delete this endpoint?" });
    await userEvent.click(within(confirm).getByRole("button", { name: "Delete" }));
    await waitFor(() => expect(screen.queryByText(CRM.url)).toBeNull());
    expect(await screen.findByText("No webhook endpoints yet.")).toBeTruthy();
  });

  it("resends a finished delivery from the log; a delivery still being retried has no resend button", async () => {
    auth.user = actorFrom(ADA);
    renderWithProviders(<CompanyPage />, "/company?tab=webhooks");
    const list = await screen.findByRole("list", { name: "Webhook endpoints" });
    await userEvent.click(within(list).getByRole("button", { name: "Delivery log" }));
    const deliveryLog = await within(list).findByRole("list", { name: "Delivery log" });
    const [retrying, failed] = within(deliveryLog).getAllByRole("listitem");
    expect(within(retrying!).queryByRole("button", { name: /^Resend/ })).toBeNull();
    const resend = within(failed!).getByRole("button", { name: /^Resend User added of / });
    expect(resend.textContent).toBe("Resend");
    await userEvent.click(resend);
    await waitFor(() =>
      expect(fetchStub.calls.some((c) => c.method === "POST" && c.path === `/api/companies/webhooks/${CRM.id}/deliveries/${TIMED_OUT.id}/resend`)).toBe(true),
    );
    // The new delivery shows at the top of the log, queued.
    await waitFor(() => expect(within(deliveryLog).getAllByRole("listitem")).toHaveLength(3));
    expect(within(deliveryLog).getAllByRole("listitem")[0]!.textContent).toContain("Queued");
  });

  it("shows the server's reason for refusing an address on the field, in the user's language", async () => {
    auth.user = actorFrom(ADA);
    const msg = WEBHOOK_MESSAGES.privateAddress;
    refuseCreate = () =>
      Response.json(
        { error: msg, code: "BAD_REQUEST", reason: "webhook.privateAddress", errors: [{ path: "url", msg, reason: "webhook.privateAddress" }] },
        { status: 400 },
      );
    await i18n.changeLanguage("et");
    renderWithProviders(<CompanyPage />, "/company?tab=webhooks");
    await userEvent.click(await screen.findByRole("button", { name: i18n.t("webhooks.create") }));
    const form = screen.getByRole("dialog", { name: i18n.t("webhooks.createTitle") });
    await userEvent.type(within(form).getByLabelText(new RegExp(`^${i18n.t("webhooks.url")}`)), "https://10.1.2.3/in");
    await userEvent.click(within(form).getByRole("button", { name: i18n.t("webhooks.createSubmit") }));
    expect(await within(form).findByText(et.webhooks.messages.privateAddress)).toBeTruthy();
  });

  it("offers no resend while the endpoint is disabled", async () => {
    auth.user = actorFrom(ADA);
    endpoints = [{ ...CRM, enabled: false }];
    renderWithProviders(<CompanyPage />, "/company?tab=webhooks");
    const list = await screen.findByRole("list", { name: "Webhook endpoints" });
    await userEvent.click(within(list).getByRole("button", { name: "Delivery log" }));
    const deliveryLog = await within(list).findByRole("list", { name: "Delivery log" });
    expect(within(deliveryLog).getAllByRole("listitem")).toHaveLength(2);
    expect(within(deliveryLog).queryByRole("button", { name: /^Resend/ })).toBeNull();
  });

  it("reads in Russian, with plural forms", async () => {
    await i18n.changeLanguage("ru");
    auth.user = actorFrom(ADA);
    renderWithProviders(<CompanyPage />, "/company?tab=webhooks");
    expect(await screen.findByRole("tab", { name: "Вебхуки" })).toBeTruthy();
    const list = await screen.findByRole("list", { name: "Точки приёма вебхуков" });
    await userEvent.click(within(list).getByRole("button", { name: "Журнал доставки" }));
    const log = await within(list).findByRole("list", { name: "Журнал доставки" });
    expect(log.textContent).toContain("2 попытки");
    expect(log.textContent).toContain("6 попыток");
  });
});
