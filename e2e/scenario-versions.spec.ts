import AxeBuilder from "@axe-core/playwright";
import { type APIRequestContext, expect, type Page, test } from "@playwright/test";
import { animationsSettled, platformAdminToken, signInWithToken, uniqueEmail } from "./support";

/** Language versions of a company scenario and the managers' Certificates tab (issue 17, docs/decisions/028). */

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

async function accessibleInBothThemes(page: Page) {
  for (const dark of [false, true]) {
    await page.evaluate((on) => document.documentElement.classList.toggle("dark", on), dark);
    await animationsSettled(page);
    const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa"]).exclude("[data-sonner-toaster]").analyze();
    expect(
      results.violations
        .filter((v) => v.impact === "serious" || v.impact === "critical")
        .map((v) => `${dark} ${v.id} ${v.nodes.map((n) => n.html).join(" | ")}`),
    ).toEqual([]);
  }
  await page.evaluate(() => document.documentElement.classList.remove("dark"));
}

test("a company admin adds an Estonian version of a scenario, translates it, and sees both versions on one card", async ({ page, request }) => {
  test.setTimeout(90_000);
  await signInWithToken(page, await companyAdmin(request));
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/company?tab=scenarios");
  const library = page.getByRole("list", { name: "Starter library" });
  await library
    .getByRole("listitem")
    .filter({ hasText: "Price objection on renewal" })
    .getByRole("button", { name: /^Copy Price objection on renewal/ })
    .click();
  const mine = page.getByRole("list", { name: "Company scenarios" });
  // The training's card, whichever version it shows.
  const card = mine.getByRole("listitem").first();
  await expect(card).toContainText("Price objection on renewal");

  await card.getByLabel("Add a version in").selectOption("et");
  // The copy opens for the manager to translate.
  const form = page.getByRole("dialog");
  await expect(form.getByLabel(/^Name/)).toHaveValue("Price objection on renewal: retail scheduling");
  await form.getByLabel(/^Name/).fill("Hinnavastuväide pikendamisel (meie)");
  await form.getByRole("button", { name: "Save scenario" }).click();
  await expect(form).toHaveCount(0);

  // One card for the training, with a chip per language; the chosen chip shows that version.
  await expect(mine.getByRole("listitem")).toHaveCount(1);
  const chips = card.getByRole("group", { name: /^Language versions of/ });
  await expect(chips.getByRole("button")).toHaveText(["en", "et"]);
  await chips.getByRole("button", { name: "Eesti" }).click();
  await expect(card.getByRole("heading")).toHaveText("Hinnavastuväide pikendamisel (meie)");
  await expect(card.getByLabel("Add a version in").locator("option")).toHaveText(["Choose a language…", "Español", "Русский"]);
  await accessibleInBothThemes(page);
  await page.screenshot({ path: test.info().outputPath("scenario-versions-phone.png"), fullPage: true });

  // The Certificates tab: nothing earned yet.
  await page.goto("/company?tab=certificates");
  await expect(page.getByText("No certificates yet. A rep earns one by passing an assignment.")).toBeVisible();
  await accessibleInBothThemes(page);
});
