import { defineConfig, devices } from "@playwright/test";
import { CHROMIUM_CANDIDATES, findChromium } from "./e2e/chromium";

const executablePath = findChromium();
if (!executablePath) {
  // Fail loudly rather than skip: the browser tests are part of `npm test`.
  throw new Error(`No Chromium found (looked at ${CHROMIUM_CANDIDATES.join(", ")}). Install it (Debian: apt-get install chromium) or set CHROMIUM_PATH.`);
}

export const E2E_PORT = Number(process.env.E2E_PORT ?? 3100);

export default defineConfig({
  testDir: "e2e",
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: [["list"]],
  use: {
    baseURL: `http://localhost:${E2E_PORT}`,
    trace: "retain-on-failure",
    screenshot: "only-on-failure",
  },
  projects: [
    {
      name: "chromium",
      use: {
        ...devices["Desktop Chrome"],
        launchOptions: {
          executablePath,
          args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--disable-sync", "--no-first-run"],
        },
      },
    },
  ],
  webServer: {
    command: "node scripts/e2e-server.mjs",
    url: `http://localhost:${E2E_PORT}/api/health`,
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: "ignore",
    stderr: "pipe",
  },
});
