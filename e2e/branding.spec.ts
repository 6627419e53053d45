import AxeBuilder from "@axe-core/playwright";
import { type APIRequestContext, expect, type Page, test } from "@playwright/test";
import { animationsSettled, platformAdminToken, signInWithToken, uniqueEmail } from "./support";

const PASSWORD = "Temp-pass-123";

/** A person of the company with their own password chosen; returns their token. */
async function person(request: APIRequestContext, superToken: string, companyId: string, role: "company_admin" | "company_user"): Promise<string> {
  const email = uniqueEmail(`brand-${role}`);
  const created = await request.post("/api/admin/users/create", {
    headers: { Authorization: `Bearer ${superToken}` },
    data: { firstName: role === "company_admin" ? "Ada" : "Mia", lastName: "Test", email, password: PASSWORD, confirmPassword: PASSWORD, role, companyId },
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

// A logo with a script and an onload handler: the member sees the drawing, and nothing runs.
const LOGO = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 120 40" width="120" height="40" onload="alert('onload')">
  <script>alert('script')</script>
  <rect width="120" height="40" rx="8" fill="#0f766e"/>
  <circle cx="20" cy="20" r="10" fill="#ffffff"/>
</svg>`;

test("a company admin uploads a logo and sets white-label; a member sees the brand in the header and on the practice screen", async ({ browser, request }) => {
  test.setTimeout(90_000);
  const superToken = await platformAdminToken(request);
  const company = await request.post("/api/companies/create", { headers: { Authorization: `Bearer ${superToken}` }, data: { name: `Branded ${Date.now()}` } });
  expect(company.status()).toBe(201);
  const companyId = ((await company.json()) as { company: { id: string } }).company.id;
  const adminToken = await person(request, superToken, companyId, "company_admin");
  const memberToken = await person(request, superToken, companyId, "company_user");

  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  admin.on("dialog", (d) => {
    throw new Error(`a script in the logo ran: ${d.message()}`);
  });
  await signInWithToken(admin, adminToken);
  await admin.goto("/company?tab=branding");
  await expect(admin.getByRole("tab", { name: "Branding" })).toHaveAttribute("aria-selected", "true");
  await expect(admin.getByText("No logo yet")).toBeVisible();
  await admin.getByLabel("Upload a logo").setInputFiles({ name: "logo.svg", mimeType: "image/svg+xml", buffer: Buffer.from(LOGO) });
  const preview = admin.getByRole("img", { name: "Current logo" });
  await expect(preview).toBeVisible();
  await expect.poll(() => preview.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);

  await admin.getByLabel(/^Display name/).fill("Acme Academy");
  const colour = admin.getByLabel(/^Brand colour/);
  await colour.fill("#ffeb3b");
  await expect(admin.getByText(/hard to see on the light or the dark background/)).toBeVisible();
  await admin.getByRole("button", { name: /^Use #/ }).click();
  await expect(admin.getByText(/hard to see/)).toHaveCount(0);
  await admin.getByRole("checkbox", { name: "White-label" }).check();
  await admin.getByRole("button", { name: "Save branding" }).click();
  await expect(admin.getByText("Branding saved")).toBeVisible();
  // The admin's own header follows at once.
  await expect(admin.getByRole("banner").getByRole("img", { name: "Acme Academy logo" })).toBeVisible();

  const memberContext = await browser.newContext();
  const member = await memberContext.newPage();
  member.on("dialog", (d) => {
    throw new Error(`a script in the logo ran: ${d.message()}`);
  });
  await signInWithToken(member, memberToken);
  await member.goto("/conversations");
  const header = member.getByRole("banner");
  const logo = header.getByRole("img", { name: "Acme Academy logo" });
  await expect(logo).toBeVisible();
  await expect.poll(() => logo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
  await expect(header).toContainText("Acme Academy");
  await expect(header).not.toContainText("SalesDojo");
  await expect(member).toHaveTitle("Acme Academy");
  await expect(member.getByTestId("practice-brand")).toContainText("Practice for Acme Academy");
  await expect(member.locator("footer")).not.toContainText("SalesDojo");

  // The logo is served as an image that can do nothing else.
  const src = (await logo.getAttribute("src"))!;
  const served = await request.get(src);
  expect(served.headers()["content-type"]).toBe("image/svg+xml");
  expect(served.headers()["content-security-policy"]).toContain("default-src 'none'");
  expect(served.headers()["x-content-type-options"]).toBe("nosniff");
  expect(await served.text()).not.toMatch(/script|onload|alert/);

  await adminContext.close();
  await memberContext.close();
});

test("a visitor who follows the company's sign-in link sees its logo, name and colour and, under white-label, no SalesDojo; axe finds nothing serious", async ({
  browser,
  request,
}) => {
  test.setTimeout(90_000);
  const superToken = await platformAdminToken(request);
  const company = await request.post("/api/companies/create", { headers: { Authorization: `Bearer ${superToken}` }, data: { name: `Linked ${Date.now()}` } });
  const companyId = ((await company.json()) as { company: { id: string } }).company.id;
  const adminToken = await person(request, superToken, companyId, "company_admin");
  const slug = `acme-${Date.now().toString(36)}`;

  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await signInWithToken(admin, adminToken);
  await admin.goto("/company?tab=branding");
  await admin.getByLabel("Upload a logo").setInputFiles({ name: "logo.svg", mimeType: "image/svg+xml", buffer: Buffer.from(LOGO) });
  await expect(admin.getByRole("img", { name: "Current logo" })).toBeVisible();
  await admin.getByLabel(/^Display name/).fill("Acme Academy");
  await admin.getByLabel(/^Brand colour/).fill("#0f766e");
  await admin.getByRole("checkbox", { name: "White-label" }).check();
  await admin.getByLabel(/^Sign-in link/).fill(slug);
  await admin.getByRole("button", { name: "Save branding" }).click();
  const link = admin.getByTestId("sign-in-link");
  await expect(link).toContainText(`/login?company=${slug}`);
  await adminContext.close();

  for (const scheme of ["light", "dark"] as const) {
    const visitorContext = await browser.newContext({ colorScheme: scheme, viewport: { width: 390, height: 844 } });
    const visitor = await visitorContext.newPage();
    await visitor.goto(`/login?company=${slug}`);
    const brand = visitor.getByTestId("sign-in-brand");
    await expect(brand).toContainText("Acme Academy");
    const logo = brand.getByRole("img", { name: "Acme Academy logo" });
    await expect.poll(() => logo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
    await expect(visitor.getByText("Sign in with your Acme Academy account.")).toBeVisible();
    await expect(visitor).toHaveTitle("Acme Academy");
    await expect(visitor.locator("body")).not.toContainText("SalesDojo");
    await expect(visitor.getByRole("link", { name: "Create one" })).toHaveCount(0);
    expect(await axeFindings(visitor, `branded sign-in (${scheme})`)).toEqual([]);
    await visitorContext.close();
  }
});

/** Serious or critical axe findings on the page as it is now. */
async function axeFindings(page: Page, where: string): Promise<string[]> {
  await animationsSettled(page);
  const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).analyze();
  return results.violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map(
      (v) =>
        `${where}: ${v.id} at ${v.nodes
          .slice(0, 3)
          .map((n) => n.target.join(" "))
          .join(" | ")}`,
    );
}

test("axe finds no serious issue on the Branding tab (with a contrast warning) and on a branded practice screen, light and dark", async ({
  browser,
  request,
}) => {
  test.setTimeout(90_000);
  const superToken = await platformAdminToken(request);
  const company = await request.post("/api/companies/create", {
    headers: { Authorization: `Bearer ${superToken}` },
    data: { name: `Axe brand ${Date.now()}` },
  });
  const companyId = ((await company.json()) as { company: { id: string } }).company.id;
  const adminToken = await person(request, superToken, companyId, "company_admin");
  const memberToken = await person(request, superToken, companyId, "company_user");
  const auth = { Authorization: `Bearer ${adminToken}` };
  expect((await request.put("/api/companies/branding/logo", { headers: { ...auth, "Content-Type": "image/svg+xml" }, data: Buffer.from(LOGO) })).status()).toBe(
    200,
  );
  expect(
    (await request.put("/api/companies/branding", { headers: auth, data: { displayName: "Acme Academy", color: "#0f766e", whiteLabel: false } })).status(),
  ).toBe(200);

  const findings: string[] = [];
  for (const scheme of ["light", "dark"] as const) {
    const context = await browser.newContext({ colorScheme: scheme });
    const page = await context.newPage();
    await signInWithToken(page, adminToken);
    await page.goto("/company?tab=branding");
    await page.getByLabel(/^Brand colour/).fill("#ffeb3b");
    await expect(page.getByText(/hard to see/)).toBeVisible();
    findings.push(...(await axeFindings(page, `branding tab, ${scheme}`)));
    await context.close();

    const memberContext = await browser.newContext({ colorScheme: scheme });
    const member = await memberContext.newPage();
    await signInWithToken(member, memberToken);
    await member.goto("/conversations");
    await expect(member.getByTestId("practice-brand")).toBeVisible();
    findings.push(...(await axeFindings(member, `practice screen, ${scheme}`)));
    await memberContext.close();
  }
  expect(findings).toEqual([]);
});
