import { type APIRequestContext, expect, test } from "@playwright/test";
import { platformAdminToken, signInWithToken, uniqueEmail } from "./support";

const PASSWORD = "Temp-pass-123";

/** A company admin of a new (Enterprise) company, with their password chosen; returns their token and e-mail. */
async function companyAdmin(request: APIRequestContext): Promise<{ token: string; email: string }> {
  const superToken = await platformAdminToken(request);
  const headers = { Authorization: `Bearer ${superToken}` };
  const company = await request.post("/api/companies/create", { headers, data: { name: `Keyed ${Date.now()}` } });
  expect(company.status()).toBe(201);
  const companyId = ((await company.json()) as { company: { id: string } }).company.id;
  const email = uniqueEmail("api-key-admin");
  const created = await request.post("/api/admin/users/create", {
    headers,
    data: { firstName: "Kai", lastName: "Test", email, password: PASSWORD, confirmPassword: PASSWORD, role: "company_admin", companyId },
  });
  expect(created.status(), await created.text()).toBe(201);
  const login = await request.post("/api/auth/login", { data: { email, password: PASSWORD } });
  const token = ((await login.json()) as { token: string }).token;
  const setup = await request.post("/api/auth/setup-password", {
    headers: { Authorization: `Bearer ${token}` },
    data: { password: "Chosen-pass-123!", confirmPassword: "Chosen-pass-123!" },
  });
  expect(setup.status(), await setup.text()).toBe(200);
  return { token, email };
}

test("a company admin creates an API key, a program reads the company's users with it, and after revoking it is refused", async ({ browser, request }) => {
  test.setTimeout(90_000);
  const admin = await companyAdmin(request);
  const context = await browser.newContext({ permissions: ["clipboard-read", "clipboard-write"] });
  const page = await context.newPage();
  await signInWithToken(page, admin.token);
  await page.goto("/company");
  await page.getByRole("tab", { name: "API keys" }).click();
  await expect(page.getByText("No API keys yet.")).toBeVisible();

  await page.getByRole("button", { name: "New API key" }).click();
  const form = page.getByRole("dialog", { name: "New API key" });
  await form.getByLabel(/^Name/).fill("HR sync");
  await expect(form.getByRole("checkbox", { name: /Read users and teams/ })).toBeChecked();
  await form.getByRole("button", { name: "Create key" }).click();

  const shown = page.getByRole("dialog", { name: "Your new API key" });
  await expect(shown.getByText(/shown only this once/)).toBeVisible();
  const key = await shown.getByLabel("API key").inputValue();
  expect(key).toMatch(/^sdk_live_[A-Za-z0-9_-]{43}$/);
  await shown.getByRole("button", { name: "Copy key" }).click();
  await expect(shown.getByRole("button", { name: "Copied" })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(key);
  await shown.getByRole("button", { name: "Done" }).click();

  // The list shows the key by its prefix only.
  const row = page.getByRole("list", { name: "API keys" }).getByRole("listitem").filter({ hasText: "HR sync" });
  await expect(row).toContainText(`${key.slice(0, "sdk_live_".length + 6)}…`);
  await expect(row).toContainText("Read users and teams");
  await expect(row).toContainText("never used");
  await expect(page.getByText(key)).toHaveCount(0);

  // A program reads the company's users with the key, and may not write.
  const auth = { Authorization: `Bearer ${key}` };
  const users = await request.get("/api/companies/users", { headers: auth });
  expect(users.status()).toBe(200);
  expect(((await users.json()) as { users: Array<{ email: string }> }).users.map((u) => u.email)).toContain(admin.email);
  const write = await request.post("/api/companies/users", { headers: auth, data: { firstName: "No", lastName: "Way", email: uniqueEmail("nope") } });
  expect(write.status()).toBe(403);

  await page.reload();
  await page.getByRole("tab", { name: "API keys" }).click();
  await expect(row).toContainText("last used");

  // Revoking asks first, then the key is refused at once.
  await row.getByRole("button", { name: "Revoke HR sync" }).click();
  const confirm = page.getByRole("alertdialog", { name: "Revoke this API key?" });
  await confirm.getByRole("button", { name: "Revoke" }).click();
  await expect(page.getByText("No API keys yet.")).toBeVisible();
  expect((await request.get("/api/companies/users", { headers: auth })).status()).toBe(401);
  await context.close();
});
