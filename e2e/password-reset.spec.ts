import { expect, test } from "@playwright/test";
import { registerViaApi, uniqueEmail, waitForMail } from "./support";

test("forgot password -> mail in the outbox -> reset -> sign in with the new password", async ({ page, request }) => {
  const email = uniqueEmail("reset");
  await registerViaApi(request, email);

  await page.goto("/login");
  await page.getByRole("link", { name: "Forgot password?" }).click();
  await expect(page).toHaveURL("/forgot-password");
  await page.getByLabel("Email").fill(email);
  await page.getByRole("button", { name: "Send reset instructions" }).click();
  await expect(page.getByRole("heading", { name: "Check your email" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Back to log in" })).toBeVisible();

  const mail = await waitForMail(email);
  const link = /https?:\/\/\S+\/reset-password\?token=[\w-]+/.exec(mail.text)?.[0];
  expect(link, "the mail contains a reset link").toBeTruthy();
  await page.goto(link as string);
  await expect(page.getByText(`For ${email}`)).toBeVisible();

  const newPassword = "Brand-new-pass9";
  await page.getByLabel("New password", { exact: true }).fill(newPassword);
  await page.getByLabel("Confirm new password").fill("mismatch-123");
  await page.getByRole("button", { name: "Reset password" }).click();
  await expect(page.getByText("Passwords do not match")).toBeVisible();
  await page.getByLabel("Confirm new password").fill(newPassword);
  await page.getByRole("button", { name: "Reset password" }).click();
  await expect(page.getByRole("heading", { name: "Password reset" })).toBeVisible();

  await page.getByRole("link", { name: "Sign in" }).click();
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(newPassword);
  await page.getByRole("button", { name: "Log in" }).click();
  await expect(page.getByText("Login successful!")).toBeVisible();

  // The link was single use.
  await page.goto(link as string);
  await expect(page.getByText("Invalid or expired reset link")).toBeVisible();
  await expect(page.getByRole("link", { name: "Request a new link" })).toBeVisible();
});

test("a reset page without a token says the link is invalid", async ({ page }) => {
  await page.goto("/reset-password");
  await expect(page.getByText("Invalid reset link. Please request a new password reset.")).toBeVisible();
});

test("the reset mail is written in the language the user chose", async ({ page, request }) => {
  const email = uniqueEmail("reset-et");
  await registerViaApi(request, email);
  await page.addInitScript(() => localStorage.setItem("language", "et"));
  await page.goto("/forgot-password");
  await page.locator("input[type=email]").fill(email);
  await page.locator("form button[type=submit]").click();
  const mail = await waitForMail(email);
  expect(mail.subject).toBe("Lähtesta oma SalesDojo parool");
});
