import AxeBuilder from "@axe-core/playwright";
import { type APIRequestContext, expect, test } from "@playwright/test";
import { animationsSettled, platformAdminToken, signInWithToken, uniqueEmail } from "./support";

async function companyAdmin(request: APIRequestContext): Promise<string> {
  const superToken = await platformAdminToken(request);
  const company = await request.post("/api/companies/create", { headers: { Authorization: `Bearer ${superToken}` }, data: { name: `Library ${Date.now()}` } });
  expect(company.status()).toBe(201);
  const companyId = ((await company.json()) as { company: { id: string } }).company.id;
  const email = uniqueEmail("library-admin");
  const created = await request.post("/api/admin/users/create", {
    headers: { Authorization: `Bearer ${superToken}` },
    data: { firstName: "Liis", lastName: "Test", email, password: "Temp-pass-123", confirmPassword: "Temp-pass-123", role: "company_admin", companyId },
  });
  expect(created.status(), await created.text()).toBe(201);
  const token = ((await (await request.post("/api/auth/login", { data: { email, password: "Temp-pass-123" } })).json()) as { token: string }).token;
  const setup = await request.post("/api/auth/setup-password", {
    headers: { Authorization: `Bearer ${token}` },
    data: { password: "Chosen-pass-123!", confirmPassword: "Chosen-pass-123!" },
  });
  expect(setup.status(), await setup.text()).toBe(200);
  return token;
}

test("a new company's admin copies a starter scenario in Estonian from the library and edits the copy", async ({ page, request }) => {
  test.setTimeout(90_000);
  await signInWithToken(page, await companyAdmin(request));
  await page.goto("/company");
  await page.getByRole("tab", { name: "Scenarios" }).click();
  // No scenarios yet: the library is open.
  const library = page.getByRole("list", { name: "Starter library" });
  await expect(library.getByRole("listitem")).toHaveCount(3);
  for (const dark of [false, true]) {
    await page.evaluate((on) => document.documentElement.classList.toggle("dark", on), dark);
    await animationsSettled(page);
    const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa"]).exclude("[data-sonner-toaster]").analyze();
    expect(results.violations.filter((v) => v.impact === "serious" || v.impact === "critical").map((v) => v.id)).toEqual([]);
  }
  await page.evaluate(() => document.documentElement.classList.remove("dark"));

  await page.getByLabel("Language of the scenarios").selectOption("et");
  const item = library.getByRole("listitem").filter({ hasText: "Hinnavastuväide pikendamisel" });
  await item.getByRole("button", { name: /^Copy Hinnavastuväide pikendamisel.* to my company$/ }).click();
  const mine = page.getByRole("list", { name: "Company scenarios" });
  const copy = mine.getByRole("listitem").filter({ hasText: "Hinnavastuväide pikendamisel" });
  await expect(copy).toBeVisible();
  await expect(copy).toContainText("Shiftly");
  await expect(copy).toContainText("Eesti");

  await copy.getByRole("button", { name: /^Edit/ }).click();
  const form = page.getByRole("dialog");
  await expect(form.getByLabel(/^Product or service name/)).toHaveValue("Shiftly");
  await form.getByLabel(/^Name/).fill("Meie pikenduskõne");
  await form.getByRole("button", { name: "Save scenario" }).click();
  await expect(form).toHaveCount(0);
  await expect(mine.getByRole("listitem").filter({ hasText: "Meie pikenduskõne" })).toBeVisible();
});
