import { type APIRequestContext, expect, test } from "@playwright/test";
import { testScenarioBody } from "../src/contract/company-scenario-fixtures";
import { platformAdminToken, signInWithToken, uniqueEmail } from "./support";

const PASSWORD = "Temp-pass-123";

async function createUser(request: APIRequestContext, superToken: string, role: string, companyId: string, firstName: string): Promise<string> {
  const email = uniqueEmail(`assign-${role}`);
  const created = await request.post("/api/admin/users/create", {
    headers: { Authorization: `Bearer ${superToken}` },
    data: { firstName, lastName: "Test", email, password: PASSWORD, confirmPassword: PASSWORD, role, companyId },
  });
  expect(created.status(), await created.text()).toBe(201);
  const login = await request.post("/api/auth/login", { data: { email, password: PASSWORD } });
  expect(login.status()).toBe(200);
  const token = ((await login.json()) as { token: string }).token;
  // An account made for someone chooses its own password first.
  const setup = await request.post("/api/auth/setup-password", {
    headers: { Authorization: `Bearer ${token}` },
    data: { password: "Chosen-pass-123!", confirmPassword: "Chosen-pass-123!" },
  });
  expect(setup.status(), await setup.text()).toBe(200);
  return token;
}

test("a manager assigns a company scenario to a rep; the rep finds it under My assignments and starts it in one click", async ({ browser, request }) => {
  test.setTimeout(120_000);
  const superToken = await platformAdminToken(request);
  const company = await request.post("/api/companies/create", { headers: { Authorization: `Bearer ${superToken}` }, data: { name: `Assign ${Date.now()}` } });
  expect(company.status()).toBe(201);
  const companyId = ((await company.json()) as { company: { id: string } }).company.id;
  const adminToken = await createUser(request, superToken, "company_admin", companyId, "Mara");
  const repToken = await createUser(request, superToken, "company_user", companyId, "Rene");
  const scenarioName = `Month-end close ${Date.now() % 100000}`;
  const scenario = await request.post("/api/company-scenarios", {
    headers: { Authorization: `Bearer ${adminToken}` },
    data: { ...testScenarioBody("en"), name: scenarioName },
  });
  expect(scenario.status(), await scenario.text()).toBe(201);

  // 1. The manager assigns it to the rep in the company area.
  const adminCtx = await browser.newContext();
  const admin = await adminCtx.newPage();
  await signInWithToken(admin, adminToken);
  await admin.goto("/company");
  await admin.getByRole("tab", { name: "Assignments" }).click();
  await admin.getByRole("button", { name: "New assignment" }).click();
  const form = admin.getByRole("dialog", { name: "New assignment" });
  await form.getByLabel(/^Scenario/).selectOption({ label: scenarioName });
  await form.getByRole("radio", { name: "Chosen people" }).check();
  await form.getByRole("button", { name: "Assign" }).click();
  // Nobody chosen yet: the form says so and sends nothing.
  await expect(form.getByText("Choose at least one person.")).toBeVisible();
  await form.getByRole("checkbox", { name: /Rene Test/ }).check();
  await form.getByLabel(/^Attempts/).fill("2");
  await form.getByRole("button", { name: "Assign" }).click();
  await expect(form).toHaveCount(0);
  const card = admin.getByRole("list", { name: "Assignments" }).getByRole("listitem").filter({ hasText: scenarioName });
  await expect(card).toContainText("1 person");
  await expect(card).toContainText("2 attempts");
  await expect(card.getByTestId("assignment-rates")).toHaveText("Done: 0 of 1 (0%) · Passed: 0 of 1 (0%)");
  await card.getByRole("button", { name: "Show progress" }).click();
  await expect(card.getByRole("list", { name: "People assigned" })).toContainText("Rene Test");
  await expect(card.getByRole("list", { name: "People assigned" })).toContainText("To do");

  // 2. The rep sees it on the practice screen and starts it in one click.
  const repCtx = await browser.newContext();
  const rep = await repCtx.newPage();
  await signInWithToken(rep, repToken);
  await rep.goto("/conversations");
  const mine = rep.getByRole("list", { name: "My assignments" });
  const item = mine.getByRole("listitem").filter({ hasText: scenarioName });
  await expect(item).toContainText("To do");
  await expect(item).toContainText("2 attempts left");
  await item.getByRole("button", { name: `Start the assignment ${scenarioName}` }).click();
  const chat = rep.getByRole("dialog", { name: /^Call with / });
  await expect(chat).toBeVisible();
  // The call is the scenario's: its customer works at the scenario's company.
  await expect(chat.locator('li[data-role="assistant"]')).toHaveCount(1);
  await adminCtx.close();
  await repCtx.close();
});
