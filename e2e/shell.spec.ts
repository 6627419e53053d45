import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "@playwright/test";
import { animationsSettled, platformAdminToken, registerViaApi, uniqueEmail } from "./support";

const NAV_LABELS: Record<string, { home: string; pricing: string }> = {
  en: { home: "Home", pricing: "Pricing" },
  et: { home: "Avaleht", pricing: "Hinnad" },
  es: { home: "Inicio", pricing: "Precios" },
  ru: { home: "Главная", pricing: "Цены" },
};

test("switching language translates the page and is remembered on this device", async ({ page }) => {
  await page.goto("/");
  for (const lang of ["et", "es", "ru", "en"]) {
    await page.getByRole("combobox").first().selectOption(lang);
    const nav = page.locator("header nav").first();
    await expect(nav.getByRole("link", { name: NAV_LABELS[lang]!.pricing })).toBeVisible();
    await expect(page.locator("html")).toHaveAttribute("lang", lang);
  }
  await page.getByRole("combobox").first().selectOption("ru");
  await page.reload();
  await expect(page.locator("header nav").first().getByRole("link", { name: "Цены" })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem("language"))).toBe("ru");
});

test("theme: light, dark, and system following the OS live", async ({ page }) => {
  await page.emulateMedia({ colorScheme: "light" });
  await page.goto("/");
  const html = page.locator("html");
  await expect(html).not.toHaveClass(/dark/);
  const toggle = page.getByRole("button", { name: /Change theme/ });
  await expect(toggle).toHaveAttribute("data-theme-choice", "system");
  // system follows the OS as it changes
  await page.emulateMedia({ colorScheme: "dark" });
  await expect(html).toHaveClass(/dark/);
  await page.emulateMedia({ colorScheme: "light" });
  await expect(html).not.toHaveClass(/dark/);
  // system -> light -> dark
  await toggle.click();
  await expect(toggle).toHaveAttribute("data-theme-choice", "light");
  await page.emulateMedia({ colorScheme: "dark" });
  await expect(html).not.toHaveClass(/dark/);
  await toggle.click();
  await expect(toggle).toHaveAttribute("data-theme-choice", "dark");
  await expect(html).toHaveClass(/dark/);
  await page.reload();
  await expect(html).toHaveClass(/dark/);
  expect(await page.evaluate(() => localStorage.getItem("theme"))).toBe("dark");
});

test("settings saves the language and the theme choice", async ({ page, request }) => {
  const { token } = await registerViaApi(request, uniqueEmail("settings"));
  await page.addInitScript((t) => localStorage.setItem("sb_token", t), token);
  await page.goto("/settings");
  await page.getByRole("radio", { name: "Dark" }).click();
  await expect(page.locator("html")).toHaveClass(/dark/);
  await page.getByRole("main").getByRole("combobox", { name: "Language" }).selectOption("es");
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByRole("heading", { name: "Ajustes" })).toBeVisible();
  // A user without a billing customer picks from all plans; the change flow is for subscribers (spec 1 §6).
  await expect(page.getByRole("link", { name: "Cambiar plan" })).toHaveAttribute("href", "/pricing");
});

test("unknown paths show the home page and /chat opens the practice screen", async ({ page }) => {
  await page.goto("/this/does/not/exist");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page.getByRole("link", { name: "Get started" }).first()).toBeVisible();
  await page.goto("/chat");
  await expect(page).toHaveURL("/conversations");
  await expect(page.getByText("Please log in to see this page.")).toBeVisible();
});

test("the header shows the signed-in links, and admin only to the platform admin", async ({ page, request }) => {
  const { token } = await registerViaApi(request, uniqueEmail("nav"));
  await page.addInitScript((t) => localStorage.setItem("sb_token", t), token);
  await page.goto("/");
  const nav = page.getByRole("navigation", { name: "Main navigation" });
  for (const name of ["Home", "Conversations", "Summaries", "Profile"]) {
    await expect(nav.getByRole("link", { name })).toBeVisible();
  }
  await expect(nav.getByRole("link", { name: "Admin" })).toHaveCount(0);
  await expect(nav.getByRole("link", { name: "Company" })).toHaveCount(0);

  const admin = { token: await platformAdminToken(request) };
  await page.evaluate((t) => localStorage.setItem("sb_token", t), admin.token);
  await page.context().clearCookies();
  await page.addInitScript((t) => localStorage.setItem("sb_token", t), admin.token);
  await page.reload();
  await expect(nav.getByRole("link", { name: "Admin" })).toBeVisible();
});

test("the mobile menu opens, lists the links and closes on navigation", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto("/");
  await page.getByRole("button", { name: "Open menu" }).click();
  const menu = page.locator("#mobile-menu");
  await expect(menu.getByRole("link", { name: "Pricing" })).toBeVisible();
  await menu.getByRole("link", { name: "Log in" }).click();
  await expect(page).toHaveURL("/login");
  await expect(menu).toHaveCount(0);
});

for (const path of ["/", "/login", "/register", "/forgot-password"]) {
  test(`no serious accessibility violations on ${path}`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await animationsSettled(page);
    const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa"]).analyze();
    const serious = results.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
    expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
  });
}
