import fs from "node:fs";
import AxeBuilder from "@axe-core/playwright";
import { type APIRequestContext, expect, type Locator, type Page, test } from "@playwright/test";
import { animationsSettled, registerViaApi, signInWithToken, uniqueEmail, useLanguage } from "./support";

/** A signed-in page: the token is in storage before the app starts. */
async function startViaApi(request: APIRequestContext, token: string) {
  const res = await request.post("/api/ai/conversation", { headers: { Authorization: `Bearer ${token}` }, data: { scenario: "general" } });
  expect(res.status()).toBe(201);
}

async function subscribeViaApi(request: APIRequestContext, token: string, plan: "basic" | "pro" | "unlimited") {
  const headers = { Authorization: `Bearer ${token}` };
  const res = await request.post("/api/subscriptions/create-checkout-session", { headers, data: { plan } });
  expect(res.status()).toBe(200);
  const { sessionId } = (await res.json()) as { sessionId: string };
  expect((await request.post(`/api/billing/local/checkout/${sessionId}/complete`, { headers, data: {} })).status()).toBe(200);
}

async function expectNoSeriousA11yIssues(page: Page) {
  // Toasts fade in and out (axe measures them half-transparent); they are the app shell's, checked elsewhere.
  await animationsSettled(page);
  const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa"]).exclude("[data-sonner-toaster]").analyze();
  const serious = results.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
}

const customerBubbles = (chat: Locator) => chat.locator('li[data-role="assistant"]');

/**
 * Sends each line and waits for the customer's answer; stops early if the customer ends the call. Returns how
 * many lines were sent.
 */
async function talk(chat: Locator, box: Locator, lines: string[]): Promise<number> {
  let sent = 0;
  for (const line of lines) {
    if (await box.isDisabled()) break;
    const before = await customerBubbles(chat).count();
    await box.fill(line);
    await box.press("Enter");
    sent += 1;
    await expect(chat.locator('li[data-role="user"]').filter({ hasText: line })).toBeVisible();
    await expect(customerBubbles(chat)).toHaveCount(before + 1);
    await expect(chat.getByTestId("typing-indicator")).toHaveCount(0);
  }
  return sent;
}

const GOOD_COLD_CALL = [
  "Hi, good morning! This is Alex Morgan from BrightPath. I'm calling because we help teams like yours cut the time spent on manual reporting. Do you have two minutes?",
  "Thanks. Could you tell me how you handle this today, what does your current setup look like?",
  "What are the biggest challenges you face with that at the moment?",
  "I understand, that sounds frustrating. How does that affect you, what does it cost you?",
  "That makes sense. Based on what you told me, we would save you time every week and reduce those costs. How does that sound so far?",
  "Would you be open to a short meeting to go through it together? How about Tuesday at 10am?",
];

test("a good cold call in English: the customer answers, the call ends and the rating quotes the salesperson", async ({ page, request }) => {
  test.setTimeout(90_000); // six turns plus four accessibility scans
  const { token } = await registerViaApi(request, uniqueEmail("practice"));
  await signInWithToken(page, token);
  await useLanguage(page, "en");
  await page.goto("/chat");
  await expect(page).toHaveURL("/conversations");
  await expect(page.getByRole("heading", { name: "Practice conversations" })).toBeVisible();
  await expect(page.getByTestId("usage-badge")).toContainText("0/3");
  await expect(page.getByTestId("history-empty")).toBeVisible();
  await expect(page.getByTestId("export-locked")).toHaveAttribute("href", "/pricing?returnTo=%2Fconversations");
  await expectNoSeriousA11yIssues(page);

  await page.getByRole("button", { name: "New chat" }).first().click();
  const start = page.getByRole("dialog", { name: "Start a new conversation" });
  // Scenario cards: who the customer is, what you sell, the goal, the stages scored and how long it takes.
  const cold = start.locator('label[data-scenario="cold_call"]');
  await expect(cold).toContainText("Book a 30-minute demo");
  await expect(cold).toContainText("Opening · Discovery · Presentation · Objection handling · Closing");
  await expect(cold).toContainText("About 5 min");
  await expect(start.getByRole("radio", { name: /^General conversation/ })).toBeChecked();
  await expect(start.getByRole("radio", { name: /^Medium/ })).toBeChecked();
  // The optional fields wait under "Customise".
  await expect(start.getByLabel("Conversation language")).toBeHidden();
  await start.getByText("Customise", { exact: true }).click();
  await expect(start.getByLabel("Conversation language")).toHaveValue("en");
  await expect(start.getByTestId("volume-value")).toHaveText("70%");
  await start.getByRole("radio", { name: /^Cold call/ }).check();
  await start.getByRole("radio", { name: /^Easy/ }).check();
  await expectNoSeriousA11yIssues(page);
  await page.emulateMedia({ colorScheme: "dark" });
  await expectNoSeriousA11yIssues(page);
  await page.emulateMedia({ colorScheme: "light" });
  const started = page.waitForRequest((r) => r.url().endsWith("/api/ai/conversation") && r.method() === "POST");
  await start.getByRole("button", { name: "Start conversation" }).click();
  expect(JSON.parse((await started).postData() ?? "{}")).toMatchObject({ scenario: "cold_call", difficulty: "easy", language: "en", ttsVolume: 0.7 });

  await expect(page.getByText("Conversation started!")).toBeVisible();
  const chat = page.getByRole("dialog", { name: /^Call with / });
  await expect(chat).toBeVisible();
  await expect(customerBubbles(chat)).toHaveCount(1); // the customer picks up first
  await expect(chat.getByTestId("engine-label")).toContainText("Offline simulator");
  const end = chat.getByTestId("end-conversation");
  await expect(end).toBeDisabled();
  await expect(chat.getByText("Available after a few more messages")).toBeVisible();

  const box = chat.getByRole("textbox", { name: "Message to the customer" });
  // Blank messages are ignored.
  await box.fill("   ");
  await box.press("Enter");
  await expect(chat.locator('li[data-role="user"]')).toHaveCount(0);

  const sent = await talk(chat, box, GOOD_COLD_CALL);
  expect(sent).toBeGreaterThanOrEqual(3);
  await expect(customerBubbles(chat)).toHaveCount(sent + 1);
  await expect(chat.getByRole("meter", { name: "Trust" })).toBeVisible();
  await expectNoSeriousA11yIssues(page);

  await expect(end).toBeEnabled();
  // Escape while typing does not leave the call; ending asks first.
  await box.press("Escape");
  await expect(chat).toBeVisible();
  await end.click();
  await page.getByRole("alertdialog", { name: "End the call and get your rating?" }).getByRole("button", { name: "End and get rating" }).click();
  await expect(page.getByText("Conversation ended! AI ratings generated.")).toBeVisible();
  const details = page.getByTestId("conversation-details");
  await expect(details).toBeVisible();
  await expect(chat).toBeHidden();
  await expect(details.getByTestId("overall-score")).toHaveText(/^\d{1,2}(\.\d)?\/10$/);
  for (const stage of ["Opening", "Discovery", "Presentation", "Objection handling", "Closing"]) {
    await expect(details.getByRole("heading", { name: stage })).toBeVisible();
  }
  const quotes = details.locator("li[data-effect] q");
  expect(await quotes.count()).toBeGreaterThan(0);
  const firstQuote = (await quotes.first().textContent()) ?? "";
  expect(GOOD_COLD_CALL.some((line) => line.includes(firstQuote.trim()))).toBe(true);
  await expect(details.locator('li[data-effect="positive"]').first()).toBeVisible();
  await expect(details.getByTestId("overall-feedback")).not.toBeEmpty();
  await expect(details.getByText(/^\d{2}:\d{2}$/)).toBeVisible();
  await expectNoSeriousA11yIssues(page);

  await page.keyboard.press("Escape");
  await expect(details).toBeHidden();
  const row = page.locator("li[data-conversation]").first();
  await expect(row).toHaveAttribute("data-status", "ended");
  await expect(page.getByTestId("usage-badge")).toContainText("1/3");
  await row.getByRole("button", { name: /View details/ }).click();
  await expect(page.getByTestId("conversation-details").getByTestId("overall-score")).toBeVisible();
});

test("leave and resume: closing a call asks first, the list offers Resume, and New chat offers the call in progress", async ({ page, request }) => {
  test.setTimeout(60_000);
  const { token } = await registerViaApi(request, uniqueEmail("resume"));
  await signInWithToken(page, token);
  await useLanguage(page, "en");
  await page.goto("/conversations");
  // Start is the only action needed: the default scenario and difficulty are picked already.
  await page.getByRole("button", { name: "New chat" }).first().click();
  await page.getByRole("dialog", { name: "Start a new conversation" }).getByRole("button", { name: "Start conversation" }).click();
  const chat = page.getByRole("dialog", { name: /^Call with / });
  await expect(customerBubbles(chat)).toHaveCount(1);
  const box = chat.getByRole("textbox", { name: "Message to the customer" });
  await talk(chat, box, ["Hello! This is Alex from BrightPath, thanks for taking my call."]);

  // Escape while typing keeps the call; the corner X asks, and "Stay in the call" keeps it.
  await box.press("Escape");
  await expect(chat).toBeVisible();
  await chat.getByRole("button", { name: "Close the chat" }).click();
  const leave = page.getByRole("alertdialog", { name: "Leave this call?" });
  await expect(leave).toContainText("You can resume it");
  await expectNoSeriousA11yIssues(page);
  await leave.getByRole("button", { name: "Stay in the call" }).click();
  await expect(leave).toBeHidden();
  await expect(chat).toBeVisible();
  // Escape outside the text box asks too; leaving closes the dialog and the call stays active.
  await chat.getByTestId("chat-messages").focus();
  await page.keyboard.press("Escape");
  await leave.getByRole("button", { name: "Leave call" }).click();
  await expect(chat).toBeHidden();
  const row = page.locator('li[data-status="active"]');
  await expect(row).toHaveCount(1);
  await expect(row).toContainText("Messages: 3");

  // New chat offers the call in progress instead of a second one; Resume reopens it with its transcript.
  await page.getByRole("button", { name: "New chat" }).first().click();
  const offer = page.getByRole("alertdialog", { name: "You have a call in progress" });
  await expect(offer).toBeVisible();
  await expect(page.getByRole("dialog", { name: "Start a new conversation" })).toHaveCount(0);
  await offer.getByRole("button", { name: "Resume call" }).click();
  await expect(chat).toBeVisible();
  await expect(chat.locator('li[data-role="user"]')).toContainText(["Hello! This is Alex from BrightPath, thanks for taking my call."]);
  await expect(customerBubbles(chat)).toHaveCount(2);
  await chat.getByTestId("chat-messages").focus();
  await page.keyboard.press("Escape");
  await leave.getByRole("button", { name: "Leave call" }).click();

  // The Resume button of the list does the same, and the server refuses a second call meanwhile.
  await row.getByRole("button", { name: /Resume/ }).click();
  await expect(chat.locator('li[data-role="user"]')).toHaveCount(1);
  const refused = await request.post("/api/ai/conversation", { headers: { Authorization: `Bearer ${token}` }, data: { scenario: "cold_call" } });
  expect(refused.status()).toBe(409);
  expect(await refused.json()).toMatchObject({ activeConversationId: await row.getAttribute("data-conversation") });
});

test("at a Free user's limit, New chat says so and offers the plans; the server refuses a 4th start anyway", async ({ page, request }) => {
  const { token } = await registerViaApi(request, uniqueEmail("limit"));
  for (let i = 0; i < 3; i++) await startViaApi(request, token);
  await signInWithToken(page, token);
  await useLanguage(page, "en");
  await page.goto("/conversations");
  const badge = page.getByTestId("usage-badge");
  await expect(badge).toContainText("3/3");
  await expect(badge).toHaveAttribute("data-level", "red");
  await expect(page.locator("li[data-conversation]")).toHaveCount(3);

  await page.getByRole("button", { name: "New chat" }).first().click();
  const limit = page.getByRole("dialog", { name: "You have used this month's conversations" });
  await expect(limit).toContainText("You have used 3 of 3 conversations this month.");
  await expect(page.getByRole("dialog", { name: "Start a new conversation" })).toHaveCount(0);
  await expectNoSeriousA11yIssues(page);
  await limit.getByRole("link", { name: "See plans" }).click();
  await expect(page).toHaveURL("/pricing?change=true&returnTo=%2Fconversations");
  const refused = await request.post("/api/ai/conversation", { headers: { Authorization: `Bearer ${token}` }, data: { scenario: "cold_call" } });
  expect(refused.status()).toBe(403);
  expect((await refused.json()).error).toBe("You have reached your monthly conversation limit. Please upgrade your plan to continue.");
});

test("a conversation in Estonian with the interface in Estonian", async ({ page, request }) => {
  const { token } = await registerViaApi(request, uniqueEmail("eesti"));
  await signInWithToken(page, token);
  await useLanguage(page, "et");
  await page.goto("/conversations");
  await expect(page.getByRole("heading", { name: "Harjutusvestlused" })).toBeVisible();

  await page.getByRole("button", { name: "Uus vestlus" }).first().click();
  const start = page.getByRole("dialog", { name: "Alusta uut vestlust" });
  await start.getByText("Kohanda", { exact: true }).click();
  await expect(start.getByLabel("Vestluse keel")).toHaveValue("et");
  await start.getByRole("radio", { name: /^Külmkõne/ }).check();
  const started = page.waitForRequest((r) => r.url().endsWith("/api/ai/conversation") && r.method() === "POST");
  await start.getByRole("button", { name: "Alusta vestlust" }).click();
  expect(JSON.parse((await started).postData() ?? "{}")).toMatchObject({ language: "et", scenario: "cold_call" });
  await expect(page.getByText("Vestlus alustatud!")).toBeVisible();

  const chat = page.getByRole("dialog", { name: /^Kõne: / });
  await expect(customerBubbles(chat)).toHaveCount(1);
  await expect(chat.getByText("Saadaval pärast veel mõnda sõnumit")).toBeVisible();
  const box = chat.getByRole("textbox", { name: "Sõnum kliendile" });
  const sent = await talk(chat, box, [
    "Tere päevast! Mina olen Alex Morgan firmast BrightPath. Helistan, sest aitame teiesugustel meeskondadel käsitsi aruandlusele kuluvat aega vähendada. Kas teil on kaks minutit?",
    "Aitäh. Kuidas te seda praegu teete, milline on teie praegune lahendus?",
    "Millised on sellega praegu teie suurimad probleemid?",
    "Kas oleksite nõus lühikese kohtumisega? Kuidas sobiks teisipäeval kell 10?",
  ]);
  expect(sent).toBeGreaterThanOrEqual(3);
  await chat.getByRole("button", { name: "Lõpeta ja saa hinnang" }).click();
  await page.getByRole("alertdialog", { name: "Lõpetada kõne ja saada hinnang?" }).getByRole("button", { name: "Lõpeta ja saa hinnang" }).click();
  await expect(page.getByText("Vestlus lõpetatud! AI hinnangud on valmis.")).toBeVisible();
  const details = page.getByTestId("conversation-details");
  await expect(details.getByRole("heading", { name: "AI hinnangud" })).toBeVisible();
  await expect(details.getByRole("heading", { name: "Vajaduste kaardistus" })).toBeVisible();
  await expect(details.getByTestId("overall-score")).toHaveText(/^\d{1,2}(\.\d)?\/10$/);
  await expect(details.getByText("Külmkõne")).toBeVisible();
});

test("a paid plan downloads its conversations as JSON and CSV", async ({ page, request }) => {
  const { token } = await registerViaApi(request, uniqueEmail("export"));
  await subscribeViaApi(request, token, "basic");
  await startViaApi(request, token);
  await signInWithToken(page, token);
  await useLanguage(page, "en");
  await page.goto("/conversations");
  await expect(page.locator("li[data-conversation]")).toHaveCount(1);
  await expect(page.getByRole("link", { name: /Change plan/ })).toHaveAttribute("href", "/pricing?change=true&returnTo=%2Fconversations");

  for (const format of ["JSON", "CSV"] as const) {
    await page.getByRole("button", { name: "Export" }).click();
    const download = page.waitForEvent("download");
    await page.getByRole("menuitem", { name: `Download as ${format}` }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(new RegExp(`^salesdojo-conversations-.*\\.${format.toLowerCase()}$`));
    const text = fs.readFileSync((await file.path()) as string, "utf8");
    if (format === "JSON") expect((JSON.parse(text) as { conversations: unknown[] }).conversations).toHaveLength(1);
    else expect(text.split("\r\n")[0]).toContain("title");
  }
});
