import fs from "node:fs";
import AxeBuilder from "@axe-core/playwright";
import { type APIRequestContext, expect, type Page, test } from "@playwright/test";
import { animationsSettled, PASSWORD, platformAdminToken, registerViaApi, signInWithToken, uniqueEmail, useLanguage } from "./support";

/** The app's chrome on a phone and in dark mode (issue 15, "Flow and chrome"). */

async function tokenFor(request: APIRequestContext, email: string, password: string): Promise<string> {
  const res = await request.post("/api/auth/login", { data: { email, password } });
  expect(res.status()).toBe(200);
  return ((await res.json()) as { token: string }).token;
}

/** A company with an admin and two users, made by the platform admin through the API; returns the admin's token. */
async function companyWithUsers(request: APIRequestContext, tag: string): Promise<string> {
  const headers = { Authorization: `Bearer ${await platformAdminToken(request)}` };
  const created = await request.post("/api/companies/create", { headers, data: { name: `Cards ${tag} ${Date.now()}` } });
  expect(created.status()).toBe(201);
  const companyId = ((await created.json()) as { company: { id: string } }).company.id;
  const people = [
    ["Grace", "Hopper", "company_admin"],
    ["Alan", "Turing", "company_user"],
    ["Ada", "Lovelace", "company_user"],
  ] as const;
  let adminEmail = "";
  for (const [firstName, lastName, role] of people) {
    const email = uniqueEmail(`${tag}-${firstName.toLowerCase()}`);
    const res = await request.post("/api/admin/users/create", {
      headers,
      data: { firstName, lastName, email, password: PASSWORD, confirmPassword: PASSWORD, role, companyId },
    });
    expect(res.status()).toBe(201);
    if (role === "company_admin") adminEmail = email;
  }
  // The admin sets their own password, as the setup screen would, so the page opens without it.
  const token = await tokenFor(request, adminEmail, PASSWORD);
  const setup = await request.post("/api/auth/setup-password", {
    headers: { Authorization: `Bearer ${token}` },
    data: { password: "Admin-pass-123!", confirmPassword: "Admin-pass-123!" },
  });
  expect(setup.status()).toBe(200);
  return token;
}

/** Fixed or sticky elements that can be clicked, other than the header: what could float over the page. */
async function floatingControls(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>("button, a, [role=button]")]
      .filter((el) => {
        if (el.closest("header")) return false;
        const rect = el.getBoundingClientRect();
        if (rect.width === 0 || rect.height === 0) return false;
        for (let node: HTMLElement | null = el; node; node = node.parentElement) {
          if (getComputedStyle(node).position === "fixed") return true;
        }
        return false;
      })
      .map((el) => el.getAttribute("aria-label") ?? el.textContent ?? el.tagName),
  );
}

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
]) {
  test(`beta feedback is in the account menu and nothing floats over the page or its footer (${viewport.width} px)`, async ({ page, request }) => {
    const { token } = await registerViaApi(request, uniqueEmail("menu"));
    await signInWithToken(page, token);
    await useLanguage(page, "en");
    await page.setViewportSize(viewport);
    for (const path of ["/", "/conversations"]) {
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1 }).first()).toBeVisible();
      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
      expect(await floatingControls(page), `floating controls on ${path}`).toEqual([]);
      // Every footer link is the topmost element at its centre: nothing covers it.
      for (const link of await page.locator("footer a").all()) {
        const text = await link.textContent();
        // Measured again until the layout holds still: the page may still grow as its data arrives, which moves the
        // footer between measuring the link and testing the point (a covered link never passes).
        await expect
          .poll(async () => {
            await link.scrollIntoViewIfNeeded();
            const box = (await link.boundingBox())!;
            return page.evaluate(
              ([x, y]) => document.elementFromPoint(x!, y!)?.closest("a")?.textContent ?? null,
              [box.x + box.width / 2, box.y + box.height / 2],
            );
          })
          .toBe(text);
      }
    }

    const menu = page.getByRole("button", { name: "Account menu" });
    await menu.click();
    await expect(page.getByRole("menuitem", { name: "Settings" })).toBeVisible();
    await page.getByRole("menuitem", { name: "Beta feedback" }).click();
    const form = page.getByRole("dialog", { name: "Send beta feedback" });
    await expect(form).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(form).toBeHidden();
    // The menu opens from the keyboard too.
    await menu.focus();
    await page.keyboard.press("Enter");
    await page.getByRole("menuitem", { name: "Settings" }).click();
    await expect(page).toHaveURL("/settings");
  });
}

test("on a 390 px phone the company's users are cards with an actions menu, and the tab row scrolls", async ({ page, request }) => {
  await signInWithToken(page, await companyWithUsers(request, "cards"));
  await useLanguage(page, "en");
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/company?tab=users");
  const cards = page.getByRole("list", { name: "Users" }).getByRole("listitem");
  await expect(cards).toHaveCount(3);
  await expect(page.getByRole("table")).toHaveCount(0);
  // Each card fits the screen: no sideways scrolling of the page.
  for (const card of await cards.all()) {
    const box = (await card.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(390);
  }
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  await page.getByRole("button", { name: "Actions for Alan Turing" }).click();
  await expect(page.getByRole("menuitem", { name: "View details" })).toBeVisible();
  await expect(page.getByRole("menuitem", { name: "Delete" })).toBeVisible();
  await page.getByRole("menuitem", { name: "Edit" }).click();
  const edit = page.getByRole("dialog", { name: "Edit User" });
  await expect(edit.getByLabel("First name")).toHaveValue("Alan");
  await page.keyboard.press("Escape");
  await expect(edit).toBeHidden();

  // The tabs stay on one row and scroll sideways instead of wrapping.
  const tabs = page.getByRole("tablist", { name: /company/i }).getByRole("tab");
  const tops = await tabs.evaluateAll((els) => els.map((el) => Math.round(el.getBoundingClientRect().top)));
  expect(new Set(tops).size).toBe(1);

  // At a desktop width the table is back.
  await page.setViewportSize({ width: 1280, height: 800 });
  await expect(page.getByRole("table")).toBeVisible();
  await expect(page.getByRole("list", { name: "Users" })).toHaveCount(0);
});

test("on a 390 px phone the admin's tab row scrolls sideways, each tab on one line", async ({ page, request }) => {
  await signInWithToken(page, await platformAdminToken(request));
  await useLanguage(page, "en");
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/admin");
  const list = page.getByRole("tablist");
  await expect(list.getByRole("tab")).toHaveCount(5);
  const heights = await list.getByRole("tab").evaluateAll((els) => els.map((el) => el.getBoundingClientRect().height));
  expect(Math.max(...heights), "no tab label wraps onto a second line").toBeLessThan(45);
  expect(await list.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true);
  // The last tab can be scrolled to and used.
  await list.getByRole("tab").last().click();
  await expect(list.getByRole("tab").last()).toHaveAttribute("aria-selected", "true");
  await expect(list.getByRole("tab").last()).toBeInViewport();
});

for (const scheme of ["light", "dark"] as const) {
  test(`links on /login, the users cards and their menu pass axe (${scheme})`, async ({ page, request }) => {
    await page.emulateMedia({ colorScheme: scheme });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/login");
    await expect(page.getByRole("link", { name: "Forgot password?" })).toBeVisible();
    const check = async () => {
      await animationsSettled(page);
      const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa"]).analyze();
      const serious = results.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
      expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
    };
    await check();

    await signInWithToken(page, await companyWithUsers(request, `axe-${scheme}`));
    await page.goto("/company?tab=users");
    await expect(page.getByRole("list", { name: "Users" })).toBeVisible();
    await check();
    await page.getByRole("button", { name: "Actions for Ada Lovelace" }).click();
    await expect(page.getByRole("menu")).toBeVisible();
    await check();
  });
}

// Screenshots for a visual check: SHOTS=1 npx playwright test e2e/chrome.spec.ts -g screenshots
test("screenshots of the account menu and the users cards", async ({ page, request }) => {
  test.skip(!process.env.SHOTS, "only when SHOTS=1");
  test.setTimeout(120_000);
  const dir = ".tmp/shots";
  fs.mkdirSync(dir, { recursive: true });
  const token = await companyWithUsers(request, "shots");
  for (const lang of ["en", "es"] as const) {
    for (const scheme of ["light", "dark"] as const) {
      for (const [device, viewport] of [
        ["phone", { width: 390, height: 844 }],
        ["desktop", { width: 1280, height: 800 }],
      ] as const) {
        const context = await page.context().browser()!.newContext({ colorScheme: scheme, viewport });
        const p = await context.newPage();
        await signInWithToken(p, token);
        await useLanguage(p, lang);
        await p.goto(`${test.info().project.use.baseURL}/company?tab=users`);
        await expect(p.locator("[data-testid=user-cards], table").first()).toBeVisible();
        await p.screenshot({ path: `${dir}/users-${device}-${lang}-${scheme}.png` });
        await p.getByTestId("user-menu").click();
        await expect(p.getByRole("menu")).toBeVisible();
        await p.screenshot({ path: `${dir}/account-menu-${device}-${lang}-${scheme}.png` });
        await context.close();
      }
    }
  }
});
