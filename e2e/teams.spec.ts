import { expect, test } from "@playwright/test";
import { platformAdminToken, signInWithToken, uniqueEmail, userOnPlan } from "./support";

// Issue 20 items 2 and 9: who creates a company, and what happens to them.

test("an Unlimited subscriber sets up their team on /company, becomes its admin, invites a member and sees the leaderboard", async ({ page, request }) => {
  const token = await userOnPlan(request, "unlimited", "team-owner");
  await signInWithToken(page, token);
  await page.goto("/company");
  await expect(page.getByRole("heading", { name: "Set up your team" })).toBeVisible();
  await expect(page.getByText(/includes a team of up to 10 members/)).toBeVisible();
  const teamName = `Solo Sales ${Date.now().toString(36)}`;
  await page.getByLabel(/^Team or company name/).fill(teamName);
  await page.getByRole("button", { name: "Create my team" }).click();

  // The company's own screen, with the owner as its admin: users against the plan's 10, the Unlimited plan.
  await expect(page.getByRole("heading", { level: 1, name: teamName })).toBeVisible();
  await expect(page.getByTestId("overview-plan")).toContainText("Unlimited");
  await expect(page.getByText("1 of 10")).toBeVisible();
  await expect(page.getByRole("navigation").first().getByRole("link", { name: "Company" })).toBeVisible();

  await page.getByRole("tab", { name: "Users" }).click();
  await page.getByRole("button", { name: "Add User" }).click();
  const add = page.getByRole("dialog", { name: "Add User" });
  const memberEmail = uniqueEmail("team-member");
  await add.getByLabel(/^First name/).fill("Mia");
  await add.getByLabel(/^Last name/).fill("Member");
  await add.getByLabel(/^Email/).fill(memberEmail);
  await add.getByRole("button", { name: "Send invitation" }).click();
  await expect(page.getByText(`Invitation sent to ${memberEmail}`)).toBeVisible();

  await page.getByRole("tab", { name: "Leaderboard" }).click();
  await expect(page.getByRole("button", { name: "Refresh" })).toBeVisible();
});

test("a platform admin (role admin) creates a company and stays on the dashboard with the success panel", async ({ page, request }) => {
  const root = { Authorization: `Bearer ${await platformAdminToken(request)}` };
  const email = uniqueEmail("ops-admin");
  const made = await request.post("/api/admin/users/create", {
    headers: root,
    data: { firstName: "Olga", lastName: "Ops", email, password: "Ops-pass-1234", confirmPassword: "Ops-pass-1234", role: "admin" },
  });
  expect(made.status()).toBe(201);
  const login = await request.post("/api/auth/login", { data: { email, password: "Ops-pass-1234" } });
  expect(login.status()).toBe(200);
  const token = ((await login.json()) as { token: string }).token;
  // An account made for someone asks them to choose their own password first (the modal); done here through the API.
  const setup = await request.post("/api/auth/setup-password", {
    headers: { Authorization: `Bearer ${token}` },
    data: { password: "Ops-pass-12345!", confirmPassword: "Ops-pass-12345!" },
  });
  expect(setup.status()).toBe(200);
  await signInWithToken(page, token);

  await page.goto("/admin?tab=companies");
  await page.getByRole("button", { name: "Create Company" }).click();
  const form = page.getByRole("form", { name: "Create Company" });
  await expect(form.getByLabel(/^Maximum users/)).toHaveValue("10");
  await expect(form.getByLabel(/^Monthly conversation limit/)).toHaveValue("1500");
  const name = `Initech ${Date.now().toString(36)}`;
  await form.getByLabel(/^Company name/).fill(name);
  await form.getByRole("button", { name: "Create Company" }).click();

  const panel = page.getByTestId("company-created");
  await expect(panel).toContainText(name);
  await expect(panel).toContainText("Your own role does not change.");
  await expect(page.getByText("Admin access required")).toHaveCount(0);
  // Still an admin after a reload: the dashboard's tabs, not the refusal.
  await page.reload();
  await expect(page.getByRole("tab", { name: "Companies" })).toBeVisible();
  await expect(page.getByText("Admin access required")).toHaveCount(0);
});
