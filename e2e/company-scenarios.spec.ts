import AxeBuilder from "@axe-core/playwright";
import { type APIRequestContext, expect, test } from "@playwright/test";
import { testScenarioBody } from "../src/contract/company-scenario-fixtures";
import { animationsSettled, platformAdminToken, signInWithToken, uniqueEmail } from "./support";

const PASSWORD = "Temp-pass-123";

async function createUser(request: APIRequestContext, superToken: string, role: string, companyId: string, email: string): Promise<string> {
  const headers = { Authorization: `Bearer ${superToken}` };
  const created = await request.post("/api/admin/users/create", {
    headers,
    data: { firstName: role === "company_admin" ? "Mara" : "Rene", lastName: "Test", email, password: PASSWORD, confirmPassword: PASSWORD, role, companyId },
  });
  expect(created.status(), await created.text()).toBe(201);
  const login = await request.post("/api/auth/login", { data: { email, password: PASSWORD } });
  expect(login.status()).toBe(200);
  const token = ((await login.json()) as { token: string }).token;
  // An account made for someone chooses its own password first (the app asks before anything else).
  const setup = await request.post("/api/auth/setup-password", {
    headers: { Authorization: `Bearer ${token}` },
    data: { password: "Chosen-pass-123!", confirmPassword: "Chosen-pass-123!" },
  });
  expect(setup.status(), await setup.text()).toBe(200);
  return token;
}

test("a company admin builds a scenario in the Scenarios tab, and a rep of the company starts it in one click and meets its customer", async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const superToken = await platformAdminToken(request);
  const company = await request.post("/api/companies/create", { headers: { Authorization: `Bearer ${superToken}` }, data: { name: `Ledgerly ${Date.now()}` } });
  expect(company.status()).toBe(201);
  const companyId = ((await company.json()) as { company: { id: string } }).company.id;
  const adminToken = await createUser(request, superToken, "company_admin", companyId, uniqueEmail("scenario-admin"));
  const repToken = await createUser(request, superToken, "company_user", companyId, uniqueEmail("scenario-rep"));
  const scenarioName = `Month-end close ${Date.now() % 100000}`;

  // 1. The company admin writes the scenario.
  const adminCtx = await browser.newContext();
  const admin = await adminCtx.newPage();
  await signInWithToken(admin, adminToken);
  await admin.goto("/company");
  await admin.getByRole("tab", { name: "Scenarios" }).click();
  await admin.getByRole("button", { name: "New scenario" }).click();
  const form = admin.getByRole("dialog", { name: "New scenario" });
  await form.getByLabel(/^Name/).fill(scenarioName);
  await form.getByLabel(/^Product or service name/).fill("Ledgerly");
  await form.getByLabel(/^Short description/).fill("Automates the month-end close for finance teams.");
  await form.getByLabel(/^Role/).fill("Finance Director");
  await form.getByLabel(/^Industry/).fill("Logistics");
  await form.getByLabel(/^Customer's company/).fill("Baltic Freight Lines");
  await form.getByLabel(/^Their situation today/).fill("Three accountants close the books by hand in spreadsheets exported from Xero.");
  await form.getByLabel(/^What the problem is/).fill("The month-end close is slow");
  await form.getByLabel(/^In the customer's words/).fill("our month-end close drags on for eight working days");
  await form.getByLabel(/^What it costs them/).fill("the board sees last month's numbers a week late");
  await form.getByLabel(/^Kind of objection/).selectOption("current_solution");
  await form.getByLabel(/^How the customer says it/).fill("we already pay for Xero and it does the job");
  await form.getByLabel(/^What resolves it/).fill("Ledgerly plugs straight into Xero, so nothing gets replaced");
  await form.getByLabel(/^Competitors the customer knows/).fill("Xero\nFloQast");
  await form.getByLabel(/^Used by the customer today/).selectOption("Xero");
  // Markup is refused before anything is sent, on the field that holds it.
  await form.getByLabel(/^Product or service name/).fill("<b>Ledgerly</b>");
  await form.getByRole("button", { name: "Save scenario" }).click();
  await expect(form.getByText("Plain text only: no tags, links, braces or backticks.")).toBeVisible();
  await form.getByLabel(/^Product or service name/).fill("Ledgerly");
  await form.getByRole("button", { name: "Save scenario" }).click();
  await expect(form).toHaveCount(0);
  await expect(admin.getByRole("list", { name: "Company scenarios" }).getByText(scenarioName)).toBeVisible();

  // 2. A rep of the company sees it beside the built-in scenarios and starts it in one click.
  const repCtx = await browser.newContext();
  const rep = await repCtx.newPage();
  await signInWithToken(rep, repToken);
  await rep.goto("/conversations");
  await rep.getByRole("button", { name: "New chat" }).first().click();
  const start = rep.getByRole("dialog", { name: "Start a new conversation" });
  await expect(start.getByRole("heading", { name: "Your company's scenarios" })).toBeVisible();
  await start.getByRole("button", { name: `Start ${scenarioName}` }).click();
  const chat = rep.getByRole("dialog", { name: /^Call with / });
  await expect(chat).toBeVisible();
  const customer = chat.locator('li[data-role="assistant"]');
  await expect(customer).toHaveCount(1);
  const box = chat.getByRole("textbox", { name: "Message to the customer" });
  for (const line of [
    "Hi, this is Sam from Ledgerly. I'm calling because we help finance teams close the month faster. Do you have two minutes?",
    "How do you handle the month-end close today?",
    "What are the biggest challenges with that?",
  ]) {
    const before = await customer.count();
    await box.fill(line);
    await box.press("Enter");
    await expect(customer).toHaveCount(before + 1);
  }
  // The customer is the scenario's: it uses Xero today and names the pain in the admin's words.
  await expect(customer.nth(2)).toContainText("Xero");
  await expect(customer.nth(3)).toContainText("our month-end close drags on for eight working days");
  await adminCtx.close();
  await repCtx.close();
});

test("a company admin weighs a scenario's stages in the form's advanced section, on a phone, light and dark", async ({ browser, request }) => {
  test.setTimeout(90_000);
  const superToken = await platformAdminToken(request);
  const company = await request.post("/api/companies/create", { headers: { Authorization: `Bearer ${superToken}` }, data: { name: `Weights ${Date.now()}` } });
  expect(company.status()).toBe(201);
  const companyId = ((await company.json()) as { company: { id: string } }).company.id;
  const adminToken = await createUser(request, superToken, "company_admin", companyId, uniqueEmail("weights-admin"));
  const scenarioName = `Weighted ${Date.now() % 100000}`;
  const created = await request.post("/api/company-scenarios", {
    headers: { Authorization: `Bearer ${adminToken}` },
    data: { ...testScenarioBody("en"), name: scenarioName },
  });
  expect(created.status(), await created.text()).toBe(201);
  const id = ((await created.json()) as { id: string }).id;

  const ctx = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const admin = await ctx.newPage();
  await signInWithToken(admin, adminToken);
  await admin.goto("/company");
  await admin.getByRole("tab", { name: "Scenarios" }).click();
  await admin.getByRole("button", { name: `Edit ${scenarioName}` }).click();
  const form = admin.getByRole("dialog", { name: "Edit scenario" });
  await form.getByText("Advanced: stage weights").click();
  await form.getByRole("checkbox", { name: "Weigh the stages differently" }).check();
  await expect(form.getByLabel(/^Weight: Closing/)).toHaveValue("1");
  for (const dark of [false, true]) {
    await admin.evaluate((on) => document.documentElement.classList.toggle("dark", on), dark);
    await animationsSettled(admin);
    const results = await new AxeBuilder({ page: admin }).withTags(["wcag2a", "wcag2aa"]).exclude("[data-sonner-toaster]").analyze();
    const serious = results.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
    expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
  }
  await form.getByLabel(/^Weight: Closing/).fill("3");
  await form.getByLabel(/^Weight: Opening/).fill("0");
  await form.getByRole("button", { name: "Save scenario" }).click();
  await expect(form).toHaveCount(0);
  const saved = await request.get(`/api/company-scenarios/${id}`, { headers: { Authorization: `Bearer ${adminToken}` } });
  expect(((await saved.json()) as { stageWeights: unknown }).stageWeights).toEqual({
    introduction: 0,
    mapping: 1,
    productPresentation: 1,
    objectionHandling: 1,
    close: 3,
  });
  await ctx.close();
});
