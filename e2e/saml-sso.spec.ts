import { expect, test } from "@playwright/test";
import { readAuthnRequest, TestSamlIdp } from "../src/server/test/saml-idp";
import { signInWithToken, ssoCompanyAdmin } from "./support";

const E2E_PORT = Number(process.env.E2E_PORT ?? 3100);

/**
 * SAML single sign-on in Chromium (docs/decisions/029): a company admin picks SAML and pastes the IdP's metadata;
 * a new colleague uses "Sign in with your company", the browser goes to the IdP (played by a route that answers
 * the IdP's https address with its usual auto-submitting form carrying a signed response) and lands in the app.
 */

test("a company admin connects a SAML identity provider, and a new colleague signs in through it", async ({ browser, request }) => {
  test.setTimeout(90_000);
  const idp = new TestSamlIdp();
  const domain = `initech-${Date.now()}-${process.pid}.test`;
  const admin = await ssoCompanyAdmin(request, `bill@${domain}`);

  const adminContext = await browser.newContext();
  const adminPage = await adminContext.newPage();
  await signInWithToken(adminPage, admin.token);
  await adminPage.goto("/company");
  await adminPage.getByRole("tab", { name: "Single sign-on" }).click();
  const form = adminPage.getByRole("form", { name: "Single sign-on settings" });
  await form.getByRole("radio", { name: /SAML 2.0/ }).check();
  await expect(adminPage.getByLabel("Assertion Consumer Service (ACS) URL")).toHaveValue(/^http:\/\/localhost:\d+\/api\/auth\/sso\/saml\/[0-9a-f-]+\/acs$/);
  await form.getByLabel(/^Identity provider metadata/).fill("<not-metadata/>");
  await form.getByLabel(/^E-mail domains/).fill(domain);
  await form.getByRole("button", { name: "Save" }).click();
  await expect(form.getByText(/This metadata describes no identity provider/)).toBeVisible();
  await form.getByLabel(/^Identity provider metadata/).fill(idp.metadata());
  await form.getByRole("button", { name: "Save" }).click();
  await expect(adminPage.getByText("Single sign-on is on")).toBeVisible();
  await expect(form.getByText(idp.ssoUrl, { exact: true })).toBeVisible();
  await adminContext.close();

  const email = `milton@${domain}`;
  const context = await browser.newContext();
  // The identity provider: after its own sign-in it answers with the HTTP-POST binding's auto-submitting form.
  await context.route(`${idp.ssoUrl}**`, async (route) => {
    const seen = readAuthnRequest(route.request().url());
    const samlResponse = idp.respond(seen, { nameId: `persistent-${Date.now()}`, email, givenName: "Milton", familyName: "Waddams" });
    await route.fulfill({
      contentType: "text/html",
      body: `<!doctype html><html><body><form method="post" action="${seen.acsUrl}"><input type="hidden" name="SAMLResponse" value="${samlResponse}"><input type="hidden" name="RelayState" value=""><button>Continue</button></form><script>document.forms[0].submit()</script></body></html>`,
    });
  });
  const page = await context.newPage();
  await page.goto("/login");
  await page.getByRole("button", { name: "Sign in with your company" }).click();
  const sso = page.getByRole("form", { name: "Sign in with your company" });
  await sso.getByLabel("Work e-mail").fill(email);
  await sso.getByRole("button", { name: "Continue" }).click();

  await expect(page).toHaveURL(`http://localhost:${E2E_PORT}/`);
  const me = await page.request.get("/api/auth/me");
  expect(me.status()).toBe(200);
  const { user } = (await me.json()) as { user: { email: string; role: string; company: string | null; firstName: string } };
  expect(user).toMatchObject({ email, role: "company_user", company: admin.companyName, firstName: "Milton" });
  await context.close();
});
