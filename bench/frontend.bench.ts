// Front end: the JavaScript a page loads, in bytes as they travelled over the wire (the server sends built assets
// brotli- or gzip-compressed), and the time until the practice screen can be used, in the system Chromium with an
// empty cache each time.
import fs from "node:fs";
import { performance } from "node:perf_hooks";
import { type Browser, chromium, type Page } from "playwright-core";
import { seedUsers, type BenchServer } from "./server";
import { percentiles, type Row } from "./stats";

export interface FrontendResult {
  /** Bytes on the wire of every script the home page loaded (signed out, English), until the network was idle. */
  homeJsWire: number;
  homeJsFiles: number;
  /** Bytes on the wire of every script loaded by opening /conversations signed in, starting a call and reaching the chat box. */
  practiceJsWire: number;
  practiceJsFiles: number;
  /** From navigation to /conversations (empty cache) until "New chat" can be clicked and the usage is shown, ms. */
  practiceInteractive: Omit<Row, "name">;
  /** From clicking "Start conversation" until the chat box takes text, ms. */
  chatReady: Omit<Row, "name">;
}

const CHROMIUM = [process.env.CHROMIUM_PATH, "/usr/bin/chromium", "/usr/bin/chromium-browser", "/usr/bin/google-chrome"].find(
  (p): p is string => Boolean(p) && fs.existsSync(p as string),
);

/** Collects the scripts a page fetches and sums their sizes as sent (compressed body, as Chromium received it). */
function scriptMeter(page: Page) {
  const pending: Array<Promise<number>> = [];
  const seen = new Set<string>();
  page.on("response", (res) => {
    const url = res.url();
    if (res.request().resourceType() !== "script" && !/\.m?js(\?|$)/.test(url)) return;
    if (seen.has(url)) return;
    seen.add(url);
    pending.push(
      res
        .finished()
        .then(() => res.request().sizes())
        .then((s) => s.responseBodySize)
        .catch(() => 0),
    );
  });
  return {
    async total() {
      const sizes = await Promise.all(pending);
      return { bytes: sizes.reduce((a, b) => a + b, 0), files: sizes.length };
    },
  };
}

async function freshPage(browser: Browser, token?: string) {
  const context = await browser.newContext({ locale: "en-US", viewport: { width: 1280, height: 800 } });
  if (token) await context.addInitScript((t) => localStorage.setItem("sb_token", t), token);
  await context.addInitScript(() => localStorage.setItem("language", "en"));
  return { context, page: await context.newPage() };
}

export async function benchFrontend(server: BenchServer, runs = 5): Promise<FrontendResult> {
  if (!CHROMIUM) throw new Error("no Chromium found (set CHROMIUM_PATH)");
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: ["--no-sandbox"] });
  try {
    const [user] = await seedUsers(server.url, 1, "bench-web");
    const token = user?.token as string;

    // Home page, signed out.
    let home = { bytes: 0, files: 0 };
    {
      const { context, page } = await freshPage(browser);
      const meter = scriptMeter(page);
      await page.goto(`${server.url}/`, { waitUntil: "networkidle" });
      await page.getByRole("heading", { level: 1 }).first().waitFor();
      home = await meter.total();
      await context.close();
    }

    // Practice screen, signed in: cold loads until it can be used, then the whole way to the chat box once.
    const interactive: number[] = [];
    const chatReady: number[] = [];
    let practice = { bytes: 0, files: 0 };
    for (let i = 0; i < runs; i++) {
      const { context, page } = await freshPage(browser, token);
      const meter = scriptMeter(page);
      const t0 = performance.now();
      await page.goto(`${server.url}/conversations`, { waitUntil: "commit" });
      const newChat = page.getByRole("button", { name: "New chat" }).first();
      await newChat.waitFor({ state: "visible" });
      await page.getByTestId("usage-badge").waitFor({ state: "visible" });
      while (!(await newChat.isEnabled())) await page.waitForTimeout(5);
      interactive.push(performance.now() - t0);

      await newChat.click();
      const start = page.getByRole("dialog", { name: "Start a new conversation" });
      await start.getByRole("radio", { name: /^Cold call/ }).check();
      const t1 = performance.now();
      await start.getByRole("button", { name: "Start conversation" }).click();
      const box = page.getByRole("dialog", { name: /^Call with / }).getByRole("textbox", { name: "Message to the customer" });
      await box.waitFor({ state: "visible" });
      while (!(await box.isEnabled())) await page.waitForTimeout(5);
      chatReady.push(performance.now() - t1);
      await page.waitForLoadState("networkidle");
      if (i === 0) practice = await meter.total();
      await context.close();
    }
    return {
      homeJsWire: home.bytes,
      homeJsFiles: home.files,
      practiceJsWire: practice.bytes,
      practiceJsFiles: practice.files,
      practiceInteractive: percentiles(interactive),
      chatReady: percentiles(chatReady),
    };
  } finally {
    await browser.close();
  }
}

export function frontendRows(r: FrontendResult): Row[] {
  return [
    { name: "web: practice screen interactive (cold)", ...r.practiceInteractive },
    { name: "web: start call -> chat box ready", ...r.chatReady },
  ];
}
