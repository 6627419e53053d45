import { type APIRequestContext, expect, test } from "@playwright/test";
import { registerViaApi, signInWithToken, uniqueEmail, userOnPlan } from "./support";

const CALL = [
  "Hi, good morning! This is Alex Morgan from BrightPath. I'm calling because we help teams cut the time spent on manual reporting. Do you have two minutes?",
  "Thanks. Could you tell me how you handle this today, what does your current setup look like?",
  "What are the biggest challenges you face with that at the moment?",
  "I understand, that sounds frustrating. How does that affect you, what does it cost you?",
  "Would you be open to a short meeting to go through it together? How about Tuesday at 10am?",
];

/** Holds and ends one practice call through the API, as the chat screen would. */
async function practiceCall(request: APIRequestContext, token: string) {
  const headers = { Authorization: `Bearer ${token}` };
  const start = await request.post("/api/ai/conversation", { headers, data: { scenario: "cold_call" } });
  expect(start.status()).toBe(201);
  const { conversation } = (await start.json()) as { conversation: { id: string } };
  for (const message of CALL) {
    const res = await request.post("/api/ai/message", { headers, data: { conversationId: conversation.id, message, language: "en" } });
    if ((await res.json()).callEnded) break;
  }
  expect((await request.post(`/api/ai/conversation/${conversation.id}/end`, { headers, data: {} })).status()).toBe(200);
}

test("a Pro user's summary appears by itself after 5 calls, a second can be generated after another call, and Estonian shows both summary and feedback", async ({
  page,
  request,
}) => {
  test.setTimeout(150_000);
  const token = await userOnPlan(request, "pro", "summaries");
  for (let i = 0; i < 5; i++) await practiceCall(request, token);
  await signInWithToken(page, token);

  await page.goto("/conversation-summaries");
  const cards = page.getByTestId("summary-card");
  await expect(cards).toHaveCount(1);
  await expect(page.getByText("Summary #1")).toBeVisible();
  const first = cards.first();
  if ((await first.getByRole("tab").count()) === 0) await first.getByRole("button").first().click();
  for (const tab of ["Overview", "Stages", "Examples", "Insights"]) {
    await first.getByRole("tab", { name: tab }).click();
    await expect(first.getByRole("tabpanel")).not.toBeEmpty();
  }
  await first.getByRole("tab", { name: "Overview" }).click();
  await expect(first.getByText("Strengths")).toBeVisible();

  // The summary covers the latest 5 calls: another would say nothing new, and the page says when it can.
  const generate = page.getByRole("button", { name: "Generate summary" });
  await expect(generate).toBeDisabled();
  await expect(page.getByText("Next summary after 5 more rated calls.", { exact: false })).toBeVisible();
  await practiceCall(request, token);
  await page.reload();
  await expect(generate).toBeEnabled();
  await generate.click();
  await expect(page.getByText("New conversation summary generated!")).toBeVisible();
  await expect(cards).toHaveCount(2);

  // The daily limit: 2 used, 3 more allowed (each after a new rated call); the 6th of the day is refused.
  const headers = { Authorization: `Bearer ${token}` };
  const statuses = [];
  for (let i = 0; i < 4; i++) {
    await practiceCall(request, token);
    statuses.push((await request.post("/api/conversation-summaries/generate", { headers, data: {} })).status());
  }
  expect(statuses).toEqual([201, 201, 201, 429]);

  await page.getByRole("combobox", { name: "Language" }).selectOption("et");
  await expect(page.getByRole("heading", { name: "Vestluste kokkuvõtted" })).toBeVisible();
  const latest = page.getByTestId("summary-card").first();
  // The list is fetched again in Estonian and now holds the 3 generated through the API: wait for the newest.
  await expect(latest).toContainText("Kokkuvõte nr 5");
  if ((await latest.getByRole("tab").count()) === 0) await latest.getByRole("button").first().click();
  await latest.getByRole("tab", { name: "Ülevaade" }).click();
  await expect(latest.getByText(/vestlust 5-st/).first()).toBeVisible();

  await page.goto("/conversations");
  await page
    .getByRole("button", { name: /^Vaata vestluse/ })
    .first()
    .click();
  await expect(page.getByTestId("overall-feedback")).toContainText("Sinu tugevaim etapp");
});

test("a Free user sees summaries locked and no tips", async ({ page, request }) => {
  const { token } = await registerViaApi(request, uniqueEmail("free-summaries"));
  await signInWithToken(page, token);
  await page.goto("/conversation-summaries");
  await expect(page.getByText("Summaries are part of the paid plans")).toBeVisible();
  await expect(page.getByRole("link", { name: "See plans and upgrade" })).toHaveAttribute("href", /\/pricing/);
  const status = await request.get("/api/ai/tips/usage", { headers: { Authorization: `Bearer ${token}` } });
  expect((await status.json()).aiTipsStatus).toMatchObject({ canUseAiTips: false, monthlyLimit: 0 });
});
