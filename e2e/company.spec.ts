import { expect, type Page, test } from "@playwright/test";
import { platformAdminToken, signInWithToken, uniqueEmail, waitForMail } from "./support";

const CALL = [
  "Hi, good morning! This is Alex Morgan from BrightPath. I'm calling because we help teams cut the time spent on manual reporting. Do you have two minutes?",
  "Thanks. Could you tell me how you handle this today, what does your current setup look like?",
  "What are the biggest challenges you face with that at the moment?",
  "I understand, that sounds frustrating. How does that affect you, what does it cost you?",
  "Would you be open to a short meeting to go through it together? How about Tuesday at 10am?",
];

/** One practice call in the chat screen, ended and rated. */
async function practiseOneCall(page: Page) {
  await page.goto("/conversations");
  await page.getByRole("button", { name: "New chat" }).first().click();
  const start = page.getByRole("dialog", { name: "Start a new conversation" });
  await start.getByRole("radio", { name: /^Cold call/ }).check();
  await start.getByRole("button", { name: "Start conversation" }).click();
  const chat = page.getByRole("dialog", { name: /^Call with / });
  const box = chat.getByRole("textbox", { name: "Message to the customer" });
  const customer = chat.locator('li[data-role="assistant"]');
  await expect(customer).toHaveCount(1);
  for (const line of CALL) {
    if (await box.isDisabled()) break;
    const before = await customer.count();
    await box.fill(line);
    await box.press("Enter");
    await expect(customer).toHaveCount(before + 1);
    await expect(chat.getByTestId("typing-indicator")).toHaveCount(0);
  }
  await chat.getByTestId("end-conversation").click();
  await page.getByRole("alertdialog").getByRole("button", { name: "End and get rating" }).click();
  await expect(page.getByText("Conversation ended! AI ratings generated.")).toBeVisible();
}

test("super admin creates a company and its admin; the admin builds a team and adds a rep who sets a password, practises and shows on the leaderboard; the super admin deletes the company", async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const companyName = `Globex ${Date.now()}`;
  const adminEmail = uniqueEmail("company-admin");
  const repEmail = uniqueEmail("company-rep");
  const superToken = await platformAdminToken(request);

  // 1. The super admin creates the company and its company admin on /admin.
  const superCtx = await browser.newContext();
  const root = await superCtx.newPage();
  await signInWithToken(root, superToken);
  await root.goto("/admin?tab=companies");
  await root.getByRole("button", { name: "Create Company" }).click();
  const companyForm = root.getByRole("form", { name: "Create Company" });
  await companyForm.getByLabel(/^Company name/).fill(companyName);
  await companyForm.getByLabel(/^Industry/).fill("Logistics");
  await companyForm.getByLabel(/^Company size/).selectOption("11-50");
  await companyForm.getByRole("button", { name: "Create Company" }).click();
  await expect(root.getByTestId("company-created")).toContainText(companyName);

  await root.getByRole("tab", { name: "Users" }).click();
  await root.getByRole("button", { name: "Create User" }).click();
  const userForm = root.getByRole("form", { name: "Create User" });
  await userForm.getByLabel(/^First name/).fill("Gina");
  await userForm.getByLabel(/^Last name/).fill("Globex");
  await userForm.getByLabel(/^Email/).fill(adminEmail);
  await userForm.getByLabel(/^Role/).selectOption("company_admin");
  await userForm.getByLabel(/^Company/).selectOption({ label: companyName });
  await userForm.getByRole("button", { name: "Create User" }).click();
  await expect(root.getByTestId("user-created")).toContainText(adminEmail);

  // 2. The company admin chooses a password through the invitation (the API here; the rep below uses the page),
  //    then creates a team and adds a rep.
  const adminMail = await waitForMail(adminEmail);
  const adminInvite = /set-password\?token=([\w%-]+)/.exec(adminMail.text)?.[1];
  expect(adminInvite, "the admin's mail contains an invitation link").toBeTruthy();
  const accepted = await request.post("/api/invites/accept", {
    data: { token: decodeURIComponent(adminInvite as string), password: "Admin-pass-123!", confirmPassword: "Admin-pass-123!" },
  });
  expect(accepted.status()).toBe(200);
  const adminToken = ((await accepted.json()) as { token: string }).token;
  const adminCtx = await browser.newContext();
  const manager = await adminCtx.newPage();
  await signInWithToken(manager, adminToken);
  await manager.goto("/company");
  await expect(manager.getByRole("heading", { level: 1, name: companyName })).toBeVisible();
  await manager.getByRole("tab", { name: "Teams" }).click();
  await manager.getByRole("button", { name: "Create Team" }).click();
  const teamDialog = manager.getByRole("dialog", { name: "Create Team" });
  await teamDialog.getByLabel(/^Team name/).fill("Closers");
  await teamDialog.getByRole("button", { name: "Create Team" }).click();
  await expect(manager.getByText("Team created successfully")).toBeVisible();
  await expect(manager.getByTestId("team-card").filter({ hasText: "Closers" })).toBeVisible();

  await manager.getByRole("tab", { name: "Users" }).click();
  await manager.getByRole("button", { name: "Add User" }).click();
  const add = manager.getByRole("dialog", { name: "Add User" });
  await add.getByLabel(/^First name/).fill("Rita");
  await add.getByLabel(/^Last name/).fill("Rep");
  await add.getByLabel(/^Email/).fill(repEmail);
  await add.getByLabel(/^Team/).selectOption({ label: "Closers" });
  await add.getByRole("button", { name: "Send invitation" }).click();
  await expect(manager.getByText(`Invitation sent to ${repEmail}`)).toBeVisible();
  const row = manager.getByRole("row").filter({ hasText: repEmail });
  await expect(row).toContainText("Closers");

  // 3. The rep sets a password through the invitation, is signed in and practises one call to the end.
  const mail = await waitForMail(repEmail);
  expect(mail.subject).toBe(`You're invited to ${companyName}`);
  const link = /https?:\/\/\S+\/set-password\?token=[\w%-]+/.exec(mail.text)?.[0];
  expect(link, "the mail contains an invitation link").toBeTruthy();
  const repCtx = await browser.newContext();
  const rep = await repCtx.newPage();
  await rep.goto(link as string);
  await expect(rep.getByRole("heading", { name: "Set your password" })).toBeVisible();
  await rep.getByLabel("Password", { exact: true }).fill("Rita-pass-789!");
  await rep.getByLabel("Confirm password").fill("Rita-pass-789!");
  await rep.getByRole("button", { name: "Set password and sign in" }).click();
  await expect(rep).toHaveURL("/");
  await practiseOneCall(rep);

  // 4. The leaderboard shows the rep; the manager can read the call.
  await manager.getByRole("tab", { name: "Leaderboard" }).click();
  const entry = manager.getByTestId("leaderboard-row").filter({ hasText: "Rita Rep" });
  await expect(entry).toBeVisible();
  await expect(entry).toContainText("1 conversation");
  await expect(entry).toContainText(/\d+\.\d\/50/);
  await expect(manager.getByRole("img", { name: "Rank 1" })).toBeVisible();
  await manager.getByRole("tab", { name: "Users" }).click();
  await manager.getByRole("button", { name: "View details of Rita Rep" }).click();
  const detail = manager.getByRole("dialog", { name: "Rita Rep" });
  await expect(detail.getByText("Page 1 of 1")).toBeVisible();
  await detail.getByRole("tabpanel").getByRole("button").first().click();
  const viewer = manager.getByRole("dialog").filter({ has: manager.getByTestId("ai-rating-box") });
  await expect(viewer.getByTestId("ai-rating-box")).toContainText("Overall");
  await viewer.getByRole("button", { name: "Close" }).last().click();

  // 5. The super admin deletes the company; its admin is kept as an individual account.
  await root.goto("/company");
  await root.getByLabel("Company", { exact: true }).selectOption({ label: `${companyName} (2 users)` });
  await expect(root.getByRole("heading", { level: 1, name: companyName })).toBeVisible();
  await root.getByRole("button", { name: "Delete Company" }).click();
  const confirm = root.getByRole("alertdialog");
  await expect(confirm).toContainText("it becomes an individual account");
  await expect(confirm.getByRole("button", { name: "Delete Company" })).toBeDisabled();
  await confirm.getByLabel("Type DELETE to confirm").fill("DELETE");
  await confirm.getByRole("button", { name: "Delete Company" }).click();
  await expect(root.getByText(`Company ${companyName} was deleted.`)).toBeVisible();
  await expect(root.getByText(/Deleted 1 users, 1 conversations and 0 summaries\./)).toBeVisible();
  await expect(root.getByText(`The admin account ${adminEmail} was kept and is now an individual account.`)).toBeVisible();
  await expect(root.getByLabel("Company", { exact: true }).locator("option", { hasText: companyName })).toHaveCount(0);
  // The former company admin still signs in, now as an individual account (spec ruling 2).
  const after = await request.post("/api/auth/login", { data: { email: adminEmail, password: "Admin-pass-123!" } });
  expect(after.status()).toBe(200);
  expect(((await after.json()) as { user: { role: string; companyId: string | null; isSuperAdmin: boolean } }).user).toMatchObject({
    role: "individual",
    companyId: null,
    isSuperAdmin: false,
  });

  await Promise.all([superCtx.close(), adminCtx.close(), repCtx.close()]);
});
