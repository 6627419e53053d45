import { type APIRequestContext, expect, test } from "@playwright/test";
import { platformAdminToken, signInWithToken, uniqueEmail, waitForMail } from "./support";

async function login(request: APIRequestContext, email: string, password: string): Promise<string> {
  const res = await request.post("/api/auth/login", { data: { email, password } });
  expect(res.status()).toBe(200);
  return ((await res.json()) as { token: string }).token;
}

/** A company and its admin (who has already chosen their own password), made through the API. */
async function companyWithAdmin(request: APIRequestContext, name: string): Promise<string> {
  const root = { Authorization: `Bearer ${await platformAdminToken(request)}` };
  const created = await request.post("/api/companies/create", { headers: root, data: { name } });
  expect(created.status()).toBe(201);
  const { company } = (await created.json()) as { company: { id: string } };
  const adminEmail = uniqueEmail("invite-admin");
  const admin = await request.post("/api/admin/users/create", {
    headers: root,
    data: {
      firstName: "Carl",
      lastName: "Admin",
      email: adminEmail,
      password: "Temp-pass-123",
      confirmPassword: "Temp-pass-123",
      role: "company_admin",
      companyId: company.id,
    },
  });
  expect(admin.status()).toBe(201);
  const token = await login(request, adminEmail, "Temp-pass-123");
  const setup = await request.post("/api/auth/setup-password", {
    headers: { Authorization: `Bearer ${token}` },
    data: { password: "Admin-pass-123!", confirmPassword: "Admin-pass-123!" },
  });
  expect(setup.status()).toBe(200);
  return token;
}

test("an admin invites a rep without choosing a password; the mail's link opens 'Set your password' and signs the rep in", async ({
  browser,
  page,
  request,
}) => {
  const companyName = `Invitia ${Date.now().toString(36)}`;
  const repEmail = uniqueEmail("invitee");
  await signInWithToken(page, await companyWithAdmin(request, companyName));

  await page.goto("/company?tab=users");
  await page.getByRole("button", { name: "Add User" }).click();
  const add = page.getByRole("dialog", { name: "Add User" });
  await expect(add.getByLabel(/Password/)).toHaveCount(0);
  await expect(add).toContainText("we e-mail them an invitation to set their own");
  await add.getByLabel(/^First name/).fill("Nora");
  await add.getByLabel(/^Last name/).fill("New");
  await add.getByLabel(/^Email/).fill(repEmail);
  await add.getByRole("button", { name: "Send invitation" }).click();
  await expect(page.getByText(`Invitation sent to ${repEmail}`)).toBeVisible();

  const mail = await waitForMail(repEmail);
  expect(mail.subject).toBe(`You're invited to ${companyName}`);
  expect(mail.text).toContain("Carl Admin invited you");
  const link = /https?:\/\/\S+\/set-password\?token=[\w%-]+/.exec(mail.text)?.[0];
  expect(link, "the mail holds an invitation link").toBeTruthy();

  const rep = await (await browser.newContext()).newPage();
  await rep.goto(link as string);
  await expect(rep.getByRole("heading", { level: 1, name: "Set your password" })).toBeVisible();
  await expect(rep.getByText(`Welcome to ${companyName}, Nora.`)).toBeVisible();
  await expect(rep.getByText(/reset/i)).toHaveCount(0);
  if (process.env.SHOTS) await rep.screenshot({ path: ".tmp/shots/set-password-en-light.png" });
  await rep.getByLabel("Password", { exact: true }).fill("Nora-pass-789!");
  await rep.getByLabel("Confirm password").fill("Nora-pass-789!");
  await rep.getByRole("button", { name: "Set password and sign in" }).click();

  // Signed in, on the home page, with no password-setup modal in the way.
  await expect(rep).toHaveURL("/");
  await expect(rep.getByText("Your password is set. Welcome aboard!")).toBeVisible();
  const nav = rep.getByRole("navigation", { name: "Main navigation" });
  await expect(nav.getByRole("link", { name: "Conversations" })).toBeVisible();
  await expect(rep.getByRole("dialog")).toHaveCount(0);
  expect(await rep.evaluate(() => localStorage.getItem("sb_token"))).toBeTruthy();

  // The link has done its work.
  await rep.goto(link as string);
  await expect(rep.getByRole("alert")).toContainText("This invitation link is invalid, already used or expired.");
});
