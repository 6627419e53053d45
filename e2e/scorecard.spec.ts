import { type APIRequestContext, expect, type Page, test } from "@playwright/test";
import { signInWithToken, userOnPlan } from "./support";

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
const STAGES = ["introduction", "mapping", "productPresentation", "objectionHandling", "close"] as const;

const GOOD = [
  "Hi, good morning! This is Alex Morgan from BrightPath. I'm calling because we help teams like yours cut the time spent on manual reporting. Do you have two minutes?",
  "Thanks. Could you tell me how you handle this today, what does your current setup look like?",
  "What are the biggest challenges you face with that at the moment?",
  "I understand, that sounds frustrating. How does that affect you, what does it cost you?",
  "That makes sense. Based on what you told me, we would save you time every week and reduce those costs. How does that sound so far?",
  "Would you be open to a short meeting to go through it together? How about Tuesday at 10am?",
];
const WEAK = ["Hello.", "We sell reporting software.", "Do you want to buy it?"];

/** A call made and rated through the API (the browser test is about the scorecard, not the chat). */
async function ratedCall(request: APIRequestContext, token: string, scenario: string, lines: string[], difficulty = "medium"): Promise<Json> {
  const headers = { Authorization: `Bearer ${token}` };
  const started = await request.post("/api/ai/conversation", { headers, data: { scenario, difficulty } });
  expect(started.status()).toBe(201);
  const id = ((await started.json()) as Json).conversation.id as string;
  for (const message of lines) {
    const res = await request.post("/api/ai/message", { headers, data: { conversationId: id, message } });
    if (((await res.json()) as Json).callEnded) break;
  }
  const ended = await request.post(`/api/ai/conversation/${id}/end`, { headers });
  expect(ended.status()).toBe(200);
  return ((await ended.json()) as Json).conversation as Json;
}

async function openDetails(page: Page, id: string) {
  await page.goto("/conversations");
  await page
    .locator(`li[data-conversation="${id}"]`)
    .getByRole("button", { name: /View details/ })
    .click();
  const details = page.getByTestId("conversation-details");
  await expect(details).toBeVisible();
  return details;
}

test("a quote on the scorecard scrolls the transcript to its message and highlights it, by keyboard or mouse", async ({ page, request }) => {
  const token = await userOnPlan(request, "basic", "quotes");
  const call = await ratedCall(request, token, "cold_call", GOOD);
  await signInWithToken(page, token);
  const details = await openDetails(page, call.id as string);

  const quotes = details.getByRole("button", { name: /^Show in the transcript: / });
  expect(await quotes.count()).toBeGreaterThan(1);
  // The last quote points furthest down the transcript, out of sight below the scorecard.
  const last = quotes.last();
  const index = Number(await last.getAttribute("data-message-index"));
  const quote = ((await last.textContent()) ?? "").trim();
  const message = details.locator(`li[data-role="user"]`).filter({ hasText: quote }).first();
  await expect(message).not.toBeInViewport();
  expect(index).toBe((call.messages as Json[]).findIndex((m) => m.role === "user" && (m.content as string).includes(quote)));

  await last.focus();
  await page.keyboard.press("Enter");
  await expect(message).toBeInViewport();
  await expect(message).toBeFocused();
  await expect(message).toHaveAttribute("data-highlighted", "true");
  await expect(details.locator("li[data-highlighted]")).toHaveCount(1);

  // Another quote, clicked: the highlight moves with it.
  const first = quotes.first();
  const firstQuote = ((await first.textContent()) ?? "").trim();
  await details.getByRole("heading", { name: "AI ratings" }).scrollIntoViewIfNeeded();
  await first.click();
  const firstMessage = details.locator("li[data-highlighted]");
  await expect(firstMessage).toHaveCount(1);
  await expect(firstMessage).toContainText(firstQuote);
  await expect(firstMessage).toBeInViewport();
});

test("the scorecard compares each stage with the previous call and the best in the same scenario", async ({ page, request }) => {
  const token = await userOnPlan(request, "basic", "compare");
  const weakCold = await ratedCall(request, token, "cold_call", WEAK);
  const general = await ratedCall(request, token, "general", GOOD);
  const current = await ratedCall(request, token, "cold_call", GOOD);
  await signInWithToken(page, token);
  const details = await openDetails(page, current.id as string);

  const direction = (now: number, then: number) => (now > then ? "up" : now < then ? "down" : "same");
  for (const stage of STAGES) {
    const card = details.locator(`[data-stage="${stage}"]`);
    const now = current.aiRatings[stage] as number;
    await expect(card.locator('[data-against="previous"]')).toHaveAttribute("data-delta", direction(now, general.aiRatings[stage]));
    await expect(card.locator('[data-against="best"]')).toHaveAttribute("data-delta", direction(now, weakCold.aiRatings[stage]));
  }
  const mean = (r: Json) => Math.round((STAGES.reduce((a, s) => a + (r[s] as number), 0) / 5) * 10) / 10;
  const comparison = details.getByTestId("comparison");
  await expect(comparison).toContainText(`Previous call: ${mean(general.aiRatings)}/10 (General conversation)`);
  await expect(comparison).toContainText(`Your best Cold call: ${mean(weakCold.aiRatings)}/10`);
  expect(mean(current.aiRatings)).toBeGreaterThan(mean(weakCold.aiRatings));
  await expect(details.getByTestId("new-best")).toHaveText("New best: Cold call");

  // The first call has nothing before it and is the only other cold call's rival: compared with the better one.
  await page.keyboard.press("Escape");
  const first = await openDetails(page, weakCold.id as string);
  await expect(first.getByTestId("comparison")).not.toContainText("Previous call");
  await expect(first.locator('[data-stage="introduction"] [data-against="best"]')).toHaveAttribute(
    "data-delta",
    direction(weakCold.aiRatings.introduction, current.aiRatings.introduction),
  );
});

test("the transcript marks where the customer hung up", async ({ page, request }) => {
  const token = await userOnPlan(request, "basic", "hangup");
  const call = await ratedCall(request, token, "cold_call", Array(6).fill("Shut up, you idiot."), "hard");
  expect(call.customerState.outcome).toBe("hung_up");
  await signInWithToken(page, token);
  const details = await openDetails(page, call.id as string);
  const marks = details.locator("[data-moment]");
  await expect(marks).toHaveCount(1);
  await expect(marks).toHaveText("Customer hung up");
  await expect(details.locator('li[data-role="assistant"]').last().locator('[data-moment="hung_up"]')).toBeVisible();
});
