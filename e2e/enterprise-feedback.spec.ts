import AxeBuilder from "@axe-core/playwright";
import { expect, type Page, test } from "@playwright/test";
import { animationsSettled, platformAdminToken, registerViaApi, signInWithToken, uniqueEmail } from "./support";

const ENTERPRISE_FIELDS = (company: string, email: string) => ({
  firstName: "Grace",
  lastName: "Hopper",
  email,
  company,
  jobTitle: "Head of Sales",
  companySize: "51-200",
  industry: "Software",
  useCase: "Onboarding 60 new reps a year",
  expectedUsers: 60,
  budget: "$2500-$5000",
  timeline: "1 month",
});

/**
 * Through the pricing page's Contact Sales button when that page has one; until then through the API the modal
 * calls (the modal itself is covered by its component test).
 */
/** Beta feedback opens from the account menu in the header (no floating button over the page). */
async function openFeedback(page: Page) {
  await page.getByRole("button", { name: "Account menu" }).click();
  await page.getByRole("menuitem", { name: "Beta feedback" }).click();
}

async function sendEnterpriseRequest(page: Page, company: string, email: string) {
  await page.goto("/pricing");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  const contact = page.getByRole("button", { name: /contact sales/i });
  if ((await contact.count()) === 0) {
    const res = await page.request.post("/api/enterprise/request", { data: ENTERPRISE_FIELDS(company, email) });
    expect(res.status()).toBe(201);
    return;
  }
  await contact.first().click();
  const dialog = page.getByRole("dialog", { name: "Enterprise inquiry" });
  const f = ENTERPRISE_FIELDS(company, email);
  await dialog.getByLabel("First name").fill(f.firstName);
  await dialog.getByLabel("Last name").fill(f.lastName);
  await dialog.getByLabel("Work email").fill(f.email);
  await dialog.getByRole("textbox", { name: "Company", exact: true }).fill(f.company);
  await dialog.getByLabel("Job title").fill(f.jobTitle);
  await dialog.getByLabel("Company size").selectOption(f.companySize);
  await dialog.getByLabel("Industry").fill(f.industry);
  await dialog.getByLabel("Use case").fill(f.useCase);
  await dialog.getByLabel("Expected number of users").fill(String(f.expectedUsers));
  await dialog.getByLabel("Budget").selectOption(f.budget);
  await dialog.getByLabel("Timeline").selectOption(f.timeline);
  await dialog.getByRole("button", { name: "Submit request" }).click();
  await expect(page.getByText("Enterprise request submitted successfully! We'll contact you soon.")).toBeVisible();
  await expect(dialog).toHaveCount(0);
}

test("a user sends beta feedback and an enterprise request; the platform admin sees both on /admin", async ({ page, browser }) => {
  test.setTimeout(60_000); // two browsers, a sign-in and two axe scans: about 17 s alone, more beside other workers
  const email = uniqueEmail("beta");
  const { token } = await registerViaApi(page.request, email);
  await signInWithToken(page, token);
  await page.goto("/");

  const title = `Export to CSV ${Date.now()}`;
  await openFeedback(page);
  const form = page.getByRole("dialog", { name: "Send beta feedback" });
  await expect(form.getByText("Included automatically")).toBeVisible();
  await expect(form.getByText(email)).toBeVisible();
  const send = form.getByRole("button", { name: "Send feedback" });
  await expect(send).toBeDisabled();
  await form.getByLabel("Type").selectOption("feature");
  await form.getByLabel("Priority").selectOption("high");
  await form.getByLabel("Title").fill(title);
  await form.getByLabel("Description").fill("Please let me export my conversations.");
  const posted = page.waitForResponse((r) => r.url().endsWith("/api/feedback") && r.request().method() === "POST");
  await send.click();
  const thanks = page.getByRole("dialog", { name: "Thank you!" });
  await expect(thanks).toBeVisible();
  await expect(form).toHaveCount(0);
  expect((await posted).status()).toBe(201);
  await thanks.getByRole("button", { name: "Close" }).click();
  await expect(thanks).toHaveCount(0);

  const company = `Compiler Corp ${Date.now()}`;
  await sendEnterpriseRequest(page, company, email);

  // The admin, in a browser of their own (signed in once per worker: one account may sign in 5 times a minute).
  const context = await browser.newContext();
  const admin = await context.newPage();
  await signInWithToken(admin, await platformAdminToken(page.request));
  await admin.goto("/");
  await admin.getByRole("navigation", { name: "Main navigation" }).getByRole("link", { name: "Admin" }).click();
  await expect(admin.getByRole("heading", { name: "Admin dashboard" })).toBeVisible();
  await expect(admin.getByRole("tab", { name: "Overview" })).toHaveAttribute("aria-selected", "true");
  await admin.getByRole("tab", { name: "Enterprise requests" }).click();
  await expect(admin.getByRole("heading", { name: company })).toBeVisible();
  await animationsSettled(admin);
  const axe = await new AxeBuilder({ page: admin }).include("main").withTags(["wcag2a", "wcag2aa"]).analyze();
  const serious = axe.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
  await admin.getByRole("tab", { name: "Beta feedback" }).click();
  const card = admin.getByRole("listitem").filter({ has: admin.getByRole("heading", { name: title }) });
  await expect(card).toBeVisible();
  await expect(card.getByText(`Test User (${email})`)).toBeVisible();
  await expect(card.getByText("Feature request")).toBeVisible();
  await context.close();
});

test("an ordinary user is refused the admin page, and a visitor has no feedback entry", async ({ page }) => {
  await page.goto("/");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page.getByRole("button", { name: "Account menu" })).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Beta feedback" })).toHaveCount(0);
  const { token } = await registerViaApi(page.request, uniqueEmail("not-admin"));
  await signInWithToken(page, token);
  await page.goto("/admin");
  await expect(page.getByText("Admin access required")).toBeVisible();
  await expect(page.getByRole("tab")).toHaveCount(0);
});

test("blank title and description show the spec's messages", async ({ page }) => {
  const { token } = await registerViaApi(page.request, uniqueEmail("blank"));
  await signInWithToken(page, token);
  await page.goto("/");
  await openFeedback(page);
  const form = page.getByRole("dialog", { name: "Send beta feedback" });
  await form.getByLabel("Title").fill("   ");
  await form.getByLabel("Description").fill("  ");
  await form.getByRole("button", { name: "Send feedback" }).click();
  await expect(form.getByText("Please enter a title for your feedback.")).toBeVisible();
  await expect(form.getByText("Please enter a description for your feedback.")).toBeVisible();
});

test("no serious accessibility violations in the feedback modal", async ({ page }) => {
  const { token } = await registerViaApi(page.request, uniqueEmail("axe"));
  await signInWithToken(page, token);
  await page.goto("/");
  await openFeedback(page);
  await expect(page.getByRole("dialog", { name: "Send beta feedback" })).toBeVisible();
  await animationsSettled(page);
  const results = await new AxeBuilder({ page }).include('[role="dialog"]').withTags(["wcag2a", "wcag2aa"]).analyze();
  const serious = results.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
});
