import AxeBuilder from "@axe-core/playwright";
import { type APIRequestContext, expect, type Locator, type Page, test } from "@playwright/test";
import { testScenarioBody } from "../src/contract/company-scenario-fixtures";
import { animationsSettled, platformAdminToken, signInWithToken, uniqueEmail } from "./support";

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

/** No serious or critical WCAG A/AA issue on the page, light and dark (toasts are the shell's, checked elsewhere). */
async function expectAccessible(page: Page) {
  for (const dark of [false, true]) {
    await page.evaluate((on) => document.documentElement.classList.toggle("dark", on), dark);
    await animationsSettled(page);
    const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa"]).exclude("[data-sonner-toaster]").analyze();
    const serious = results.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
    expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
  }
  await page.evaluate(() => document.documentElement.classList.remove("dark"));
}

/** Starts the assignment from My assignments, says three discovery lines, ends the call and closes the scorecard. */
async function practiseFromMyAssignments(rep: Page, item: Locator, scenarioName: string) {
  await item.getByRole("button", { name: `Start the assignment ${scenarioName}` }).click();
  const chat = rep.getByRole("dialog", { name: /^Call with / });
  await expect(chat).toBeVisible();
  const customer = chat.locator('li[data-role="assistant"]');
  await expect(customer).toHaveCount(1);
  const box = chat.getByRole("textbox", { name: "Message to the customer" });
  for (const line of [
    "Hi, this is Rene from Ledgerly. I'm calling because we help finance teams close the month faster. Do you have two minutes?",
    "How do you handle the month-end close today?",
    "What are the biggest challenges with that, and what do they cost you?",
  ]) {
    const before = await customer.count();
    await box.fill(line);
    await box.press("Enter");
    await expect(customer).toHaveCount(before + 1);
  }
  await chat.getByTestId("end-conversation").click();
  await rep.getByRole("alertdialog", { name: "End the call and get your rating?" }).getByRole("button", { name: "End and get rating" }).click();
  await expect(rep.getByTestId("conversation-details")).toBeVisible();
  await rep.keyboard.press("Escape");
}

test("a manager assigns a company scenario to a rep; the rep starts it in one click from My assignments, and the manager sees the pass, opens the call and prints the certificate", async ({
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  const superToken = await platformAdminToken(request);
  const company = await request.post("/api/companies/create", { headers: { Authorization: `Bearer ${superToken}` }, data: { name: `Assign ${Date.now()}` } });
  expect(company.status()).toBe(201);
  const companyId = ((await company.json()) as { company: { id: string } }).company.id;
  const adminToken = await createUser(request, superToken, "company_admin", companyId, "Mara");
  const repToken = await createUser(request, superToken, "company_user", companyId, "Rene");
  const scenarioName = `Month-end close ${Date.now() % 100000}`;
  const scenario = await request.post("/api/company-scenarios", {
    headers: { Authorization: `Bearer ${adminToken}` },
    // No stage minimums: the assignment's own pass mark alone decides.
    data: { ...testScenarioBody("en"), name: scenarioName, stageMinimums: {} },
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
  await form.getByLabel(/^Pass mark/).fill("0.5");
  await form.getByRole("button", { name: "Assign" }).click();
  await expect(form).toHaveCount(0);
  const card = admin.getByRole("list", { name: "Assignments" }).getByRole("listitem").filter({ hasText: scenarioName });
  await expect(card).toContainText("1 person");
  await expect(card).toContainText("2 attempts");
  await expect(card).toContainText("pass at 0.5/10");
  await expect(card.getByTestId("assignment-rates")).toHaveText("Done: 0 of 1 (0%) · Passed: 0 of 1 (0%)");
  await card.getByRole("button", { name: "Show progress" }).click();
  await expect(card.getByRole("list", { name: "People assigned" })).toContainText("Rene Test");
  await expect(card.getByRole("list", { name: "People assigned" })).toContainText("To do");
  await expectAccessible(admin);

  // 2. The rep sees it on the practice screen and starts it in one click.
  const repCtx = await browser.newContext();
  const rep = await repCtx.newPage();
  await signInWithToken(rep, repToken);
  await rep.goto("/conversations");
  const mine = rep.getByRole("list", { name: "My assignments" });
  const item = mine.getByRole("listitem").filter({ hasText: scenarioName });
  await expect(item).toContainText("To do");
  await expect(item).toContainText("2 attempts left");
  await expectAccessible(rep);
  await practiseFromMyAssignments(rep, item, scenarioName);
  // One attempt of two made, and it passes the 0.5 mark: in progress, one attempt left.
  await expect(item).toContainText("In progress");
  await expect(item).toContainText("1 attempt left");

  // 3. The manager sees the attempt and opens it in the conversation viewer.
  await admin.reload();
  const after = admin.getByRole("list", { name: "Assignments" }).getByRole("listitem").filter({ hasText: scenarioName });
  await expect(after.getByTestId("assignment-rates")).toHaveText("Done: 0 of 1 (0%) · Passed: 1 of 1 (100%)");
  await after.getByRole("button", { name: "Show progress" }).click();
  await after.getByRole("button", { name: /^Open Rene Test's call of / }).click();
  const viewer = admin.getByRole("dialog");
  await expect(viewer.locator('li[data-role="user"]').first()).toContainText("Hi, this is Rene from Ledgerly.");
  await admin.keyboard.press("Escape");

  // 4. The second attempt completes the assignment: passed, and a certificate issued at that moment (ADR 026).
  await practiseFromMyAssignments(rep, item, scenarioName);
  await expect(item).toContainText("Passed");
  await expect(item.getByRole("link", { name: `View the certificate for ${scenarioName}` })).toBeVisible();
  await rep.goto("/profile");
  const certs = rep.getByRole("list", { name: "Certificates" });
  await expect(certs.getByRole("listitem").filter({ hasText: scenarioName })).toBeVisible();

  // 5. The manager sees the pass and the certificate, and opens its printable page.
  await admin.reload();
  const done = admin.getByRole("list", { name: "Assignments" }).getByRole("listitem").filter({ hasText: scenarioName });
  await expect(done.getByTestId("assignment-rates")).toHaveText("Done: 1 of 1 (100%) · Passed: 1 of 1 (100%)");
  await done.getByRole("button", { name: "Show progress" }).click();
  const person = done.getByRole("list", { name: "People assigned" }).getByRole("listitem").filter({ hasText: "Rene Test" });
  await expect(person).toContainText("Passed");
  await person.getByRole("link", { name: "Open Rene Test's certificate" }).click();
  const sheet = admin.getByTestId("certificate");
  await expect(sheet.getByRole("heading", { level: 1 })).toHaveText("Certificate of achievement");
  await expect(sheet.getByTestId("certificate-name")).toHaveText("Rene Test");
  await expect(sheet.getByTestId("certificate-scenario")).toHaveText(scenarioName);
  await expect(admin.getByRole("button", { name: "Print" })).toBeVisible();
  await expectAccessible(admin);
  // Printed: one A4 landscape sheet (297 x 210 mm: about 842 x 595 points), without the site's header, footer or buttons.
  await admin.emulateMedia({ media: "print" });
  await expect(admin.locator("header").first()).toBeHidden();
  await expect(admin.getByRole("button", { name: "Print" })).toBeHidden();
  const pdf = (await admin.pdf({ preferCSSPageSize: true })).toString("latin1");
  expect(pdf.match(/\/Type\s*\/Page[^s]/g)?.length).toBe(1);
  expect(pdf).toMatch(/\/MediaBox\s*\[\s*0\s+0\s+84[12](\.\d+)?\s+59[45](\.\d+)?\s*\]/);
  await admin.emulateMedia({ media: "screen" });

  // In the viewer's language: the rep opens the same certificate in Russian.
  const url = admin.url();
  expect(url).toMatch(/\/certificates\/[0-9a-f-]{36}$/);
  await rep.evaluate(() => localStorage.setItem("language", "ru"));
  await rep.goto(url);
  await expect(rep.getByTestId("certificate").getByRole("heading", { level: 1 })).toHaveText("Сертификат");
  await expect(rep.getByTestId("certificate-name")).toHaveText("Rene Test");

  // 6. The company page's Certificates tab lists it for the manager, with the link to the same printable page.
  await admin.goto("/company?tab=certificates");
  const earned = admin.getByRole("list", { name: "Certificates earned" }).getByRole("listitem").filter({ hasText: scenarioName });
  await expect(earned).toContainText("Rene Test");
  await expect(earned.getByRole("link", { name: `View and print Rene Test's certificate for ${scenarioName}` })).toHaveAttribute("href", new URL(url).pathname);
  await expectAccessible(admin);
  await adminCtx.close();
  await repCtx.close();
});

test("a manager edits an assignment's due date, attempts and pass mark from the list, on a phone, light and dark", async ({ browser, request }) => {
  test.setTimeout(90_000);
  const superToken = await platformAdminToken(request);
  const company = await request.post("/api/companies/create", { headers: { Authorization: `Bearer ${superToken}` }, data: { name: `Edit ${Date.now()}` } });
  expect(company.status()).toBe(201);
  const companyId = ((await company.json()) as { company: { id: string } }).company.id;
  const adminToken = await createUser(request, superToken, "company_admin", companyId, "Mara");
  const repToken = await createUser(request, superToken, "company_user", companyId, "Rene");
  const repId = ((await (await request.get("/api/auth/me", { headers: { Authorization: `Bearer ${repToken}` } })).json()) as { user: { id: string } }).user.id;
  const scenarioName = `Renewal ${Date.now() % 100000}`;
  const scenario = await request.post("/api/company-scenarios", {
    headers: { Authorization: `Bearer ${adminToken}` },
    data: { ...testScenarioBody("en"), name: scenarioName },
  });
  expect(scenario.status(), await scenario.text()).toBe(201);
  const assigned = await request.post("/api/assignments", {
    headers: { Authorization: `Bearer ${adminToken}` },
    data: {
      scenarioId: ((await scenario.json()) as { id: string }).id,
      userIds: [repId],
      dueAt: new Date(Date.now() + 7 * 86_400_000).toISOString(),
      requiredAttempts: 1,
      passMark: 6,
    },
  });
  expect(assigned.status(), await assigned.text()).toBe(201);

  const ctx = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const admin = await ctx.newPage();
  await signInWithToken(admin, adminToken);
  await admin.goto("/company");
  await admin.getByRole("tab", { name: "Assignments" }).click();
  const card = admin.getByRole("list", { name: "Assignments" }).getByRole("listitem").filter({ hasText: scenarioName });
  await expect(card).toContainText("pass at 6/10");
  await card.getByRole("button", { name: `Edit the assignment ${scenarioName}` }).click();
  const form = admin.getByRole("dialog", { name: "Edit assignment" });
  await expect(form.getByLabel(/^Pass mark/)).toHaveValue("6");
  await expect(form.getByLabel(/^Attempts/)).toHaveValue("1");
  await expectAccessible(admin);
  await form.getByLabel(/^Attempts/).fill("0");
  await form.getByRole("button", { name: "Save changes" }).click();
  await expect(form.getByText("A whole number from 1 to 20.")).toBeVisible();
  await form.getByLabel(/^Attempts/).fill("3");
  await form.getByLabel(/^Pass mark/).fill("7.5");
  const due = new Date(Date.now() + 20 * 86_400_000);
  const day = `${due.getFullYear()}-${String(due.getMonth() + 1).padStart(2, "0")}-${String(due.getDate()).padStart(2, "0")}`;
  await form.getByLabel(/^Due date/).fill(day);
  await form.getByRole("button", { name: "Save changes" }).click();
  await expect(form).toHaveCount(0);
  await expect(card).toContainText("pass at 7.5/10");
  await expect(card).toContainText("3 attempts");
  await expect(card).toContainText(new Intl.DateTimeFormat("en", { dateStyle: "medium" }).format(due));
  // The rep sees the new terms.
  const mine = await request.get("/api/assignments/mine", { headers: { Authorization: `Bearer ${repToken}` } });
  expect(((await mine.json()) as { assignments: Array<{ passMark: number; requiredAttempts: number }> }).assignments[0]).toMatchObject({
    passMark: 7.5,
    requiredAttempts: 3,
  });
  await ctx.close();
});
