import fs from "node:fs";
import AxeBuilder from "@axe-core/playwright";
import { type APIRequestContext, expect, type Page, test } from "@playwright/test";
import { animationsSettled, platformAdminToken, signInWithToken, uniqueEmail } from "./support";

const PASSWORD = "Temp-pass-123";
const CALL = [
  "Hi, good morning! This is Alex Morgan from BrightPath. I'm calling because we help teams cut the time spent on manual reporting. Do you have two minutes?",
  "Thanks. Could you tell me how you handle this today, what does your current setup look like?",
  "What are the biggest challenges you face with that at the moment?",
];

/** A company admin of a new company, with their password chosen; returns their token. */
async function companyAdmin(request: APIRequestContext): Promise<string> {
  const superToken = await platformAdminToken(request);
  const headers = { Authorization: `Bearer ${superToken}` };
  const company = await request.post("/api/companies/create", { headers, data: { name: `Charted ${Date.now()}` } });
  expect(company.status()).toBe(201);
  const companyId = ((await company.json()) as { company: { id: string } }).company.id;
  const email = uniqueEmail("analytics-admin");
  const created = await request.post("/api/admin/users/create", {
    headers,
    data: { firstName: "Ana", lastName: "Lytics", email, password: PASSWORD, confirmPassword: PASSWORD, role: "company_admin", companyId },
  });
  expect(created.status(), await created.text()).toBe(201);
  const token = ((await (await request.post("/api/auth/login", { data: { email, password: PASSWORD } })).json()) as { token: string }).token;
  const setup = await request.post("/api/auth/setup-password", {
    headers: { Authorization: `Bearer ${token}` },
    data: { password: "Chosen-pass-123!", confirmPassword: "Chosen-pass-123!" },
  });
  expect(setup.status(), await setup.text()).toBe(200);
  return token;
}

/** No serious or critical WCAG A/AA issue on the page, light and dark. */
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

/** One rated practice call through the API, as the chat screen would. */
async function practiceCall(request: APIRequestContext, token: string) {
  const headers = { Authorization: `Bearer ${token}` };
  const start = await request.post("/api/ai/conversation", { headers, data: { scenario: "cold_call" } });
  expect(start.status(), await start.text()).toBe(201);
  const { conversation } = (await start.json()) as { conversation: { id: string } };
  for (const message of CALL) {
    const res = await request.post("/api/ai/message", { headers, data: { conversationId: conversation.id, message, language: "en" } });
    if ((await res.json()).callEnded) break;
  }
  expect((await request.post(`/api/ai/conversation/${conversation.id}/end`, { headers, data: {} })).status()).toBe(200);
}

test("a company admin opens Analytics, sees the call just rated in every report, and downloads it as CSV", async ({ page, request }) => {
  test.setTimeout(90_000);
  const token = await companyAdmin(request);
  await page.goto("/");
  await signInWithToken(page, token);
  await page.goto("/company");
  await page.getByRole("tab", { name: "Analytics" }).click();
  await expect(page).toHaveURL(/tab=analytics/);
  // Nobody has practised yet.
  await expect(page.getByText("No rated calls in this date range yet.")).toHaveCount(4);

  await practiceCall(request, token);
  await page.reload();
  const activity = page.getByRole("table", { name: "Activity" });
  await expect(activity.getByRole("row", { name: /Ana Lytics/ })).toContainText("No team");
  await expect(page.getByTestId("stage-trend-chart")).toBeVisible();
  await expect(page.getByTestId("activity-chart").locator(".recharts-bar-rectangle")).not.toHaveCount(0);
  const scenarios = page.getByRole("table", { name: "Scenario results" });
  await expect(scenarios.getByRole("row", { name: /Cold call/ })).toContainText("Built-in");
  await expect(page.getByRole("table", { name: "Skill gaps" }).getByRole("row", { name: /Ana Lytics/ })).toBeVisible();
  await expectAccessible(page);

  await page.getByLabel("Date range").selectOption({ label: "Last 4 weeks" });
  await expect(activity.getByRole("columnheader")).toHaveCount(3 + 4);

  const download = page.waitForEvent("download");
  await page.getByRole("button", { name: "Download Activity as CSV" }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^salesdojo-activity-4w-\d{4}-\d{2}-\d{2}\.csv$/);
  const text = fs.readFileSync((await file.path())!, "utf8");
  expect(text.split("\r\n")[1]).toMatch(/^"Ana","Lytics","",("0",){3}"1","1"$/);
});

test("on a phone the Analytics tab fits the screen and its tables scroll on their own", async ({ browser, request }) => {
  test.setTimeout(90_000);
  const token = await companyAdmin(request);
  await practiceCall(request, token);
  const context = await browser.newContext({ viewport: { width: 375, height: 740 } });
  const page = await context.newPage();
  await page.goto("/");
  await signInWithToken(page, token);
  await page.goto("/company?tab=analytics");
  await page.getByLabel("Date range").selectOption({ label: "Last 26 weeks" });
  await expect(page.getByRole("table", { name: "Activity" }).getByRole("columnheader")).toHaveCount(3 + 26);
  // The page itself never scrolls sideways; the wide table does, inside its box.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await expectAccessible(page);
  await context.close();
});
