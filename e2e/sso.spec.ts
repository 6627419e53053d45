import { expect, test } from "@playwright/test";
import { startTestIdp, type TestIdp } from "../src/server/test/oidc-provider";
import { ssoCompanyAdmin as companyAdmin, signInWithToken } from "./support";

const E2E_PORT = Number(process.env.E2E_PORT ?? 3100);

/**
 * Single sign-on in Chromium (docs/decisions/023): a company admin connects a real OpenID Connect provider
 * (oidc-provider on 127.0.0.1) in the company area, and a new colleague signs in with "Sign in with your company"
 * through the provider's own page, landing in the app as a member of the company.
 */

let idp: TestIdp;
test.beforeAll(async () => {
  idp = await startTestIdp({ redirectUri: `http://localhost:${E2E_PORT}/api/auth/sso/callback` });
});
test.afterAll(async () => {
  await idp?.close();
});

test("a company admin connects the identity provider, and a new colleague signs in with their company", async ({ browser, request }) => {
  test.setTimeout(90_000);
  const domain = `acme-${Date.now()}-${process.pid}.test`;
  const admin = await companyAdmin(request, `kai@${domain}`);

  const adminContext = await browser.newContext();
  const adminPage = await adminContext.newPage();
  await signInWithToken(adminPage, admin.token);
  await adminPage.goto("/company");
  await adminPage.getByRole("tab", { name: "Single sign-on" }).click();
  const form = adminPage.getByRole("form", { name: "Single sign-on settings" });
  await expect(adminPage.getByText("Single sign-on is not set up yet")).toBeVisible();
  await expect(adminPage.getByLabel("Redirect URI")).toHaveValue(`http://localhost:${E2E_PORT}/api/auth/sso/callback`);
  await form.getByLabel(/^Issuer URL/).fill(idp.issuer);
  await form.getByLabel(/^Client ID/).fill(idp.clientId);
  await form.getByLabel(/^Client secret/).fill(idp.clientSecret);
  await form.getByLabel(/^E-mail domains/).fill(domain);
  await form.getByRole("button", { name: "Save" }).click();
  await expect(adminPage.getByText("Single sign-on is on")).toBeVisible();
  await expect(form.getByText(/A secret is stored/)).toBeVisible();
  await adminContext.close();

  // A colleague the app has never seen, known to the identity provider.
  const email = `nora@${domain}`;
  idp.addAccount({ email, givenName: "Nora", familyName: "Kask" });
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto("/login");
  await page.getByRole("button", { name: "Sign in with your company" }).click();
  const sso = page.getByRole("form", { name: "Sign in with your company" });
  // A domain no company claimed is answered on the page.
  await sso.getByLabel("Work e-mail").fill(`someone@unclaimed-${Date.now()}.test`);
  await sso.getByRole("button", { name: "Continue" }).click();
  await expect(sso.getByText(/No company uses single sign-on for this e-mail domain/)).toBeVisible();

  await sso.getByLabel("Work e-mail").fill(email);
  await sso.getByRole("button", { name: "Continue" }).click();
  // The identity provider's own sign-in page.
  await expect(page.getByRole("heading", { name: "Test identity provider" })).toBeVisible();
  await expect(page.getByLabel("E-mail")).toHaveValue(email);
  await page.getByRole("button", { name: "Sign in to the identity provider" }).click();

  // Back in the app, signed in as a new member of the company.
  await expect(page).toHaveURL(`http://localhost:${E2E_PORT}/`);
  await expect(page.getByRole("link", { name: "Company" }).first()).toBeVisible();
  const me = await page.request.get("/api/auth/me");
  expect(me.status()).toBe(200);
  const { user } = (await me.json()) as { user: { email: string; role: string; company: string | null; firstName: string } };
  expect(user).toMatchObject({ email, role: "company_user", company: admin.companyName, firstName: "Nora" });
  await page.goto("/company");
  await expect(page.getByRole("heading", { name: admin.companyName })).toBeVisible();
  await context.close();
});
