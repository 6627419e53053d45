import { expect, test } from "@playwright/test";
import { PASSWORD, registerViaApi, uniqueEmail } from "./support";

test("a visitor registers, is signed in, logs out and logs back in", async ({ page }) => {
  const email = uniqueEmail("reg");
  await page.goto("/register");
  await page.getByLabel("First name").fill("Mari");
  await page.getByLabel("Last name").fill("Maasikas");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
  await page.getByLabel("Confirm password").fill(PASSWORD);
  await page.getByRole("button", { name: "Create account" }).click();

  await expect(page.getByText("Registration successful!")).toBeVisible();
  await expect(page).toHaveURL("/");
  const nav = page.getByRole("navigation", { name: "Main navigation" });
  await expect(nav.getByRole("link", { name: "Conversations" })).toBeVisible();
  await expect(nav.getByRole("link", { name: "Log in" })).toHaveCount(0);

  // The session survives a reload (cookie and stored token).
  await page.reload();
  await expect(nav.getByRole("link", { name: "Profile" })).toBeVisible();

  await page.getByRole("button", { name: "Account menu" }).click();
  await page.getByRole("menuitem", { name: "Settings" }).click();
  await page.getByRole("button", { name: "Log out" }).click();
  await expect(page.getByText("Logged out successfully")).toBeVisible();
  await expect(page).toHaveURL("/login");
  await expect(nav.getByRole("link", { name: "Log in" })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem("sb_token"))).toBeNull();

  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
  await page.getByRole("button", { name: "Log in" }).click();
  await expect(page.getByText("Login successful!")).toBeVisible();
  await expect(page).toHaveURL("/");
  await expect(nav.getByRole("link", { name: "Conversations" })).toBeVisible();
});

test("registration shows field errors and the mismatch message", async ({ page }) => {
  await page.goto("/register");
  await page.getByLabel("Password", { exact: true }).fill("Abcdefgh1");
  await page.getByLabel("Confirm password").fill("Different1");
  await page.getByLabel("Confirm password").blur();
  await expect(page.getByText("Passwords do not match")).toBeVisible();
  await page.getByRole("button", { name: "Create account" }).click();
  await expect(page.getByText("This field is required").first()).toBeVisible();
  await expect(page).toHaveURL("/register");
});

test("registering an email that exists shows the server's field error", async ({ page, request }) => {
  const email = uniqueEmail("dupe");
  await registerViaApi(request, email);
  await page.goto("/register");
  await page.getByLabel("First name").fill("A");
  await page.getByLabel("Last name").fill("B");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
  await page.getByLabel("Confirm password").fill(PASSWORD);
  await page.getByRole("button", { name: "Create account" }).click();
  await expect(page.getByText("An account with this email already exists").first()).toBeVisible();
});

test("a wrong password shows the spec's login error and keeps the user signed out", async ({ page, request }) => {
  const email = uniqueEmail("wrong");
  await registerViaApi(request, email);
  await page.goto("/login");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill("not-the-password");
  await page.getByRole("button", { name: "Log in" }).click();
  await expect(page.getByText("Invalid email or password")).toBeVisible();
  await expect(page).toHaveURL("/login");
});

test("the show/hide toggle reveals the password", async ({ page }) => {
  await page.goto("/login");
  const field = page.getByLabel("Password", { exact: true });
  await field.fill("secret-value");
  await expect(field).toHaveAttribute("type", "password");
  await page.getByRole("button", { name: "Show password" }).click();
  await expect(field).toHaveAttribute("type", "text");
  await page.getByRole("button", { name: "Hide password" }).click();
  await expect(field).toHaveAttribute("type", "password");
});

test("a visitor who picked a paid plan is sent to that plan's pricing page after registering", async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem("intendedPlan", "pro"));
  await page.goto("/register");
  await page.getByLabel("First name").fill("Pia");
  await page.getByLabel("Last name").fill("Pro");
  await page.getByLabel("Email").fill(uniqueEmail("plan"));
  await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
  await page.getByLabel("Confirm password").fill(PASSWORD);
  await page.getByRole("button", { name: "Create account" }).click();
  await expect(page).toHaveURL("/pricing?plan=pro&returnTo=%2F");
});
