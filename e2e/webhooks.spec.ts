import AxeBuilder from "@axe-core/playwright";
import { type APIRequestContext, expect, type Page, test } from "@playwright/test";
import { animationsSettled, platformAdminToken, signInWithToken, uniqueEmail } from "./support";

const PASSWORD = "Temp-pass-123";

/** A company admin of a new (Enterprise) company, with their password chosen. */
async function companyAdmin(request: APIRequestContext): Promise<string> {
  const superToken = await platformAdminToken(request);
  const headers = { Authorization: `Bearer ${superToken}` };
  const company = await request.post("/api/companies/create", { headers, data: { name: `Hooked ${Date.now()}` } });
  expect(company.status()).toBe(201);
  const companyId = ((await company.json()) as { company: { id: string } }).company.id;
  const email = uniqueEmail("webhook-admin");
  const created = await request.post("/api/admin/users/create", {
    headers,
    data: { firstName: "Wes", lastName: "Hook", email, password: PASSWORD, confirmPassword: PASSWORD, role: "company_admin", companyId },
  });
  expect(created.status(), await created.text()).toBe(201);
  const login = await request.post("/api/auth/login", { data: { email, password: PASSWORD } });
  const token = ((await login.json()) as { token: string }).token;
  const setup = await request.post("/api/auth/setup-password", {
    headers: { Authorization: `Bearer ${token}` },
    data: { password: "Chosen-pass-123!", confirmPassword: "Chosen-pass-123!" },
  });
  expect(setup.status(), await setup.text()).toBe(200);
  return token;
}

/** Serious or critical axe findings on the page as it is now. */
async function axe(page: Page): Promise<string[]> {
  await animationsSettled(page);
  const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).analyze();
  return results.violations.filter((v) => v.impact === "serious" || v.impact === "critical").map((v) => `${v.id}: ${v.nodes[0]?.target.join(" ")}`);
}

test("a company admin adds a webhook endpoint, sees its secret once, sends a test and follows it in the delivery log", async ({ browser, request }) => {
  test.setTimeout(90_000);
  const token = await companyAdmin(request);
  const context = await browser.newContext();
  const page = await context.newPage();
  await signInWithToken(page, token);
  await page.goto("/company");
  await page.getByRole("tab", { name: "Webhooks" }).click();
  await expect(page.getByText("No webhook endpoints yet.")).toBeVisible();

  await page.getByRole("button", { name: "New endpoint" }).click();
  const form = page.getByRole("dialog", { name: "New webhook endpoint" });
  // The production server refuses an address on the machine itself (SSRF), saying why on the field.
  await form.getByLabel(/^Endpoint URL/).fill("https://127.0.0.1:8443/hook");
  await form.getByRole("button", { name: "Add endpoint" }).click();
  await expect(form.getByText(/must be a public address on the internet/)).toBeVisible();
  await form.getByLabel(/^Endpoint URL/).fill("https://hooks.example.com/salesdojo");
  await form.getByLabel(/^Description/).fill("CRM sync");
  await expect(form.getByRole("checkbox", { name: /User added/ })).toBeChecked();
  await form.getByRole("button", { name: "Add endpoint" }).click();

  const shown = page.getByRole("dialog", { name: "Your endpoint's signing secret" });
  await expect(shown.getByText(/shown only this once/)).toBeVisible();
  const secret = await shown.getByLabel("Signing secret").inputValue();
  expect(secret).toMatch(/^whsec_[A-Za-z0-9_-]{43}$/);
  expect(await axe(page)).toEqual([]);
  await shown.getByRole("button", { name: "Done" }).click();

  const row = page.getByRole("list", { name: "Webhook endpoints" }).getByRole("listitem").filter({ hasText: "hooks.example.com" });
  await expect(row).toContainText("Active");
  await expect(row).toContainText(`${secret.slice(0, "whsec_".length + 6)}…`);
  await expect(page.getByText(secret)).toHaveCount(0);

  // The test event is queued at once and tried by the worker within seconds; hooks.example.com does not answer,
  // so the log shows a retry with the reason and when the next try is due.
  await row.getByRole("button", { name: "Send a test event to CRM sync" }).click();
  const log = row.getByRole("list", { name: "Delivery log" });
  await expect(log.getByRole("listitem").first()).toContainText("Test event");
  await expect(log.getByRole("listitem").first()).toContainText("Retrying", { timeout: 20_000 });
  await expect(log.getByRole("listitem").first()).toContainText("1 attempt");
  await expect(log.getByRole("listitem").first()).toContainText("Next try");
  expect(await axe(page)).toEqual([]);

  await row.getByRole("button", { name: "Disable CRM sync" }).click();
  await expect(row).toContainText("Disabled");
  await expect(row.getByRole("button", { name: "Send a test event to CRM sync" })).toBeDisabled();

  await row.getByRole("button", { name: "Delete CRM sync" }).click();
  await page.getByRole("alertdialog", { name: "Delete this endpoint?" }).getByRole("button", { name: "Delete" }).click();
  await expect(page.getByText("No webhook endpoints yet.")).toBeVisible();
  await context.close();
});

test("the Webhooks tab with its log open passes axe in dark on a phone", async ({ browser, request }) => {
  test.setTimeout(60_000);
  const token = await companyAdmin(request);
  const created = await request.post("/api/companies/webhooks", {
    headers: { Authorization: `Bearer ${token}` },
    data: { url: "https://hooks.example.com/phone", description: "Phone check", events: ["user.added"] },
  });
  expect(created.status()).toBe(201);
  const id = ((await created.json()) as { endpoint: { id: string } }).endpoint.id;
  expect((await request.post(`/api/companies/webhooks/${id}/test`, { headers: { Authorization: `Bearer ${token}` } })).status()).toBe(202);
  const context = await browser.newContext({ colorScheme: "dark", viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  await signInWithToken(page, token);
  await page.goto("/company?tab=webhooks");
  const row = page.getByRole("list", { name: "Webhook endpoints" }).getByRole("listitem").first();
  await row.getByRole("button", { name: "Delivery log" }).click();
  await expect(row.getByRole("list", { name: "Delivery log" }).getByRole("listitem")).toHaveCount(1);
  await expect(page.locator("svg.animate-spin")).toHaveCount(0);
  // Nothing is wider than the phone's screen.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  expect(await axe(page)).toEqual([]);
  await context.close();
});
