import { type APIRequestContext, expect, type Page, test } from "@playwright/test";
import { signInWithToken, userOnPlan } from "./support";

/**
 * A scripted recogniser in place of the browser's speech recognition (the adapter's seam: the app uses whatever
 * window.webkitSpeechRecognition is), and, since this machine's headless Chromium offers no voices, a scripted
 * speech synthesis that keeps "speaking" until the test lets it finish. Both record what the app asked of them.
 */
function scriptVoice(page: Page) {
  return page.addInitScript(() => {
    type Handler = ((e?: unknown) => void) | null;
    interface Scripted {
      lang: string;
      started: boolean;
      closed: boolean;
      onstart: Handler;
      onresult: Handler;
      onerror: Handler;
      onend: Handler;
    }
    const recognizers: Scripted[] = [];
    const spoken: string[] = [];
    let speaking: SpeechSynthesisUtterance[] = [];
    class ScriptedRecognition implements Scripted {
      lang = "";
      continuous = false;
      interimResults = false;
      maxAlternatives = 1;
      started = false;
      closed = false;
      onstart: Handler = null;
      onresult: Handler = null;
      onerror: Handler = null;
      onend: Handler = null;
      constructor() {
        recognizers.push(this);
      }
      start() {
        this.started = true;
        setTimeout(() => this.onstart?.(), 10);
      }
      stop() {
        this.closed = true;
        setTimeout(() => this.onend?.(), 10);
      }
      abort() {
        this.closed = true;
        setTimeout(() => {
          this.onerror?.({ error: "aborted" });
          this.onend?.();
        }, 10);
      }
    }
    const w = window as unknown as Record<string, unknown>;
    w.SpeechRecognition = ScriptedRecognition;
    w.webkitSpeechRecognition = ScriptedRecognition;
    const synth = {
      speak(u: SpeechSynthesisUtterance) {
        spoken.push(u.text);
        speaking.push(u);
      },
      cancel() {
        speaking = [];
      },
      pause() {},
      resume() {},
      getVoices: () => [],
      addEventListener() {},
      removeEventListener() {},
    };
    Object.defineProperty(window, "speechSynthesis", { value: synth, configurable: true });
    w.__voice = {
      spoken,
      recognizers: () => recognizers.map((r) => ({ lang: r.lang, started: r.started, closed: r.closed })),
      /** The open recogniser hears `text`. */
      say(text: string, isFinal = true, confidence = 0.93) {
        const r = recognizers.filter((x) => x.started && !x.closed).at(-1);
        if (!r) throw new Error("nobody is listening");
        const result = Object.assign([{ transcript: text, confidence }], { isFinal });
        r.onresult?.({ resultIndex: 0, results: [result] });
      },
      /** The loudspeaker finishes everything queued. */
      finishSpeaking() {
        const done = speaking;
        speaking = [];
        for (const u of done) u.onend?.(new Event("end") as SpeechSynthesisEvent);
      },
    };
  });
}

const voice = {
  say: (page: Page, text: string, isFinal = true, confidence?: number) =>
    page.evaluate(
      ([t, f, c]) =>
        (window as never as { __voice: { say(t: string, f: boolean, c?: number): void } }).__voice.say(t as string, f as boolean, c as number | undefined),
      [text, isFinal, confidence] as const,
    ),
  spoken: (page: Page) => page.evaluate(() => (window as never as { __voice: { spoken: string[] } }).__voice.spoken.slice()),
  recognizers: (page: Page) =>
    page.evaluate(() => (window as never as { __voice: { recognizers(): Array<{ lang: string; started: boolean; closed: boolean }> } }).__voice.recognizers()),
  finishSpeaking: (page: Page) => page.evaluate(() => (window as never as { __voice: { finishSpeaking(): void } }).__voice.finishSpeaking()),
};

/** The customer's lines of the user's newest conversation, from the API. */
async function customerLines(request: APIRequestContext, token: string): Promise<string[]> {
  const headers = { Authorization: `Bearer ${token}` };
  const list = (await (await request.get("/api/ai/conversations", { headers })).json()) as { conversations: Array<{ id: string }> };
  const res = await request.get(`/api/ai/conversation/${list.conversations[0]?.id}`, { headers });
  const { conversation } = (await res.json()) as { conversation: { messages: Array<{ role: string; content: string }> } };
  return conversation.messages.filter((m) => m.role === "assistant").map((m) => m.content);
}
const squash = (text: string) => text.replace(/\s+/g, " ").trim();

async function openChat(page: Page) {
  await page.goto("/conversations");
  await page.getByRole("button", { name: "New chat" }).first().click();
  const start = page.getByRole("dialog", { name: "Start a new conversation" });
  await start.getByRole("radio", { name: /^Cold call/ }).check();
  await start.getByRole("button", { name: "Start conversation" }).click();
  const chat = page.getByRole("dialog", { name: /^Call with / });
  await expect(chat).toBeVisible();
  return chat;
}

test("a Pro user holds a voice call: hands-free sending, a voice command, and stopping the customer's voice", async ({ page, request }) => {
  test.setTimeout(60_000);
  const token = await userOnPlan(request, "pro", "voice");
  await scriptVoice(page);
  await signInWithToken(page, token);
  const chat = await openChat(page);
  const userBubbles = chat.locator('li[data-role="user"]');
  const customerBubbles = chat.locator('li[data-role="assistant"]');
  const box = chat.getByRole("textbox", { name: "Message to the customer" });

  // The customer's opening line is spoken, and can be stopped.
  await expect(chat.getByTestId("speaking-indicator")).toBeVisible();
  const [opening] = await customerLines(request, token);
  expect(squash((await voice.spoken(page)).join(" "))).toBe(squash(opening ?? "-"));
  await chat.getByTestId("stop-speaking").click();
  await expect(chat.getByTestId("speaking-indicator")).toBeHidden();

  // Hands-free: speak, and after 3 s of silence the words are sent.
  await chat.getByRole("checkbox", { name: "Hands-free" }).check();
  await chat.getByRole("button", { name: "Speak", exact: true }).click();
  await expect(chat.getByTestId("voice-state")).toHaveAttribute("data-state", "starting");
  await expect(chat.getByTestId("voice-state")).toHaveAttribute("data-state", "listening");
  expect((await voice.recognizers(page))[0]?.lang).toBe("en-US");
  await voice.say(page, "Hi, this is Alex from BrightPath", false, 0.65);
  await expect(chat.getByTestId("voice-interim")).toHaveAttribute("data-confidence", "medium");
  await voice.say(page, "Hi, this is Alex from BrightPath. We help teams cut manual reporting. Do you have two minutes?");
  await expect(box).toHaveValue(/Do you have two minutes\?$/);
  await expect(userBubbles).toHaveCount(0);
  await expect(userBubbles).toHaveCount(1, { timeout: 6_000 }); // sent by the silence, not by a click
  await expect(box).toHaveValue("");
  await expect(customerBubbles).toHaveCount(2);
  // The reply is spoken sentence by sentence; meanwhile the microphone only takes commands.
  const reply = (await customerLines(request, token))[1] ?? "-";
  await expect.poll(async () => squash((await voice.spoken(page)).join(" "))).toBe(squash(`${opening} ${reply}`));
  await voice.finishSpeaking(page);
  // Listening again about 1 s after sending: a new recogniser was opened.
  await expect.poll(async () => (await voice.recognizers(page)).filter((r) => !r.closed).length).toBe(1);
  expect((await voice.recognizers(page)).length).toBeGreaterThanOrEqual(2);

  // A second message; after it the voice commands appear.
  await expect(chat.getByTestId("voice-commands-later")).toBeVisible();
  await voice.say(page, "How do you handle your reporting today, what does your current setup look like?");
  await expect(userBubbles).toHaveCount(2, { timeout: 6_000 });
  await expect(customerBubbles).toHaveCount(3);
  await expect(chat.getByRole("button", { name: "Voice commands" })).toBeVisible();

  // "Stop speaking" by voice while the customer talks.
  await expect(chat.getByTestId("speaking-indicator")).toBeVisible();
  await expect.poll(async () => (await voice.recognizers(page)).filter((r) => !r.closed).length).toBe(1);
  await voice.say(page, "Stop speaking.");
  await expect(chat.getByTestId("speaking-indicator")).toBeHidden();

  // Without hands-free, dictation waits for the "send" command; "clear" empties the box.
  await chat.getByRole("checkbox", { name: "Hands-free" }).uncheck();
  await voice.say(page, "Something I did not mean to say");
  await expect(box).toHaveValue("Something I did not mean to say");
  await voice.say(page, "Clear");
  await expect(box).toHaveValue("");
  await voice.say(page, "What are the biggest challenges you face with that at the moment?");
  await page.waitForTimeout(3_500); // no hands-free: nothing is sent by silence
  await expect(userBubbles).toHaveCount(2);
  await voice.say(page, "Send");
  await expect(userBubbles).toHaveCount(3);
  await expect(userBubbles.nth(2)).toHaveText(/biggest challenges/);

  // "Help" opens the list of commands; "stop listening" turns the microphone off.
  await voice.say(page, "help");
  // The list is a popover (it never pushes the messages out of a phone's screen), outside the dialog's element.
  await expect(page.getByTestId("voice-commands")).toContainText("“repeat that”");
  await voice.say(page, "stop listening");
  await expect(chat.getByRole("button", { name: "Speak", exact: true })).toBeVisible();
});

test("voice is locked for Basic users, with an upgrade link, and the server refuses their recordings", async ({ page, request }) => {
  const token = await userOnPlan(request, "basic", "voice-basic");
  await scriptVoice(page);
  await signInWithToken(page, token);
  const chat = await openChat(page);
  await expect(chat.getByTestId("voice-locked")).toContainText("Pro, Unlimited and Enterprise");
  await expect(chat.getByTestId("voice-locked").getByRole("link", { name: "Upgrade" })).toHaveAttribute("href", "/pricing?returnTo=%2Fconversations");
  await expect(chat.getByRole("button", { name: "Speak", exact: true })).toHaveCount(0);

  const headers = { Authorization: `Bearer ${token}` };
  const status = await request.get("/api/ai/voice", { headers });
  expect(await status.json()).toMatchObject({ allowed: false });
  const list = await request.get("/api/ai/conversations", { headers });
  const id = ((await list.json()) as { conversations: Array<{ id: string }> }).conversations[0]?.id;
  const res = await request.post(`/api/ai/transcribe?conversationId=${id}&language=en`, {
    headers: { ...headers, "content-type": "audio/webm" },
    data: Buffer.alloc(1024, 1),
  });
  expect(res.status()).toBe(403);
  expect(await res.json()).toMatchObject({ upgradeRequired: true });
});

test("without speech recognition or a speech-to-text server, a Pro user is told to use Chrome, Edge or Safari", async ({ page, request }) => {
  const token = await userOnPlan(request, "unlimited", "voice-firefox");
  await page.addInitScript(() => {
    const w = window as unknown as Record<string, unknown>;
    delete w.webkitSpeechRecognition;
    delete w.SpeechRecognition;
  });
  await signInWithToken(page, token);
  const chat = await openChat(page);
  await expect(chat.getByTestId("voice-unsupported")).toHaveText("Voice input is not supported in this browser. Please use Chrome, Edge or Safari.");
});
