import fs from "node:fs";

/** The system Chromium (Debian's `chromium` package); test tools never download a browser here. */
export const CHROMIUM_CANDIDATES = [process.env.CHROMIUM_PATH, "/usr/bin/chromium", "/usr/bin/chromium-browser", "/usr/bin/google-chrome"].filter(
  (p): p is string => Boolean(p),
);

export function findChromium(): string | undefined {
  return CHROMIUM_CANDIDATES.find((p) => fs.existsSync(p));
}
