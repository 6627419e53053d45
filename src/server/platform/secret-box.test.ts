import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { createSecretBox, KEY_FILE } from "./secret-box";

const silent = { warn: () => {} };
const dirs: string[] = [];
const tempDir = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "secret-box-"));
  dirs.push(dir);
  return dir;
};
afterEach(() => {
  for (const d of dirs.splice(0)) fs.rmSync(d, { recursive: true, force: true });
});

describe("secret box (SSO client secrets)", () => {
  const key = Buffer.alloc(32, 7);

  it("opens what it sealed, and nothing else: another row's associated data or a changed byte fails", () => {
    const box = createSecretBox({ key, env: "production", dataDir: tempDir(), log: silent });
    const sealed = box.seal("client-secret-value", "company-a");
    expect(sealed).toMatch(/^v1\./);
    expect(sealed).not.toContain("client-secret-value");
    expect(box.seal("client-secret-value", "company-a")).not.toBe(sealed);
    expect(box.open(sealed, "company-a")).toBe("client-secret-value");
    expect(() => box.open(sealed, "company-b")).toThrow();
    const raw = Buffer.from(sealed.slice(3), "base64url");
    raw[14] = (raw[14] ?? 0) ^ 1;
    expect(() => box.open(`v1.${raw.toString("base64url")}`, "company-a")).toThrow();
    const other = createSecretBox({ key: Buffer.alloc(32, 8), env: "production", dataDir: tempDir(), log: silent });
    expect(() => other.open(sealed, "company-a")).toThrow();
  });

  it("in production without SSO_SECRET_KEY stores no secret and writes no key file", () => {
    const dir = tempDir();
    const box = createSecretBox({ key: undefined, env: "production", dataDir: dir, log: silent });
    expect(box.available).toBe(false);
    expect(() => box.seal("x", "c")).toThrow(/SSO_SECRET_KEY/);
    expect(fs.existsSync(path.join(dir, KEY_FILE))).toBe(false);
  });

  it("elsewhere generates one key file (owner-only) on first use and keeps using it", () => {
    const dir = tempDir();
    const warnings: unknown[] = [];
    const box = createSecretBox({ key: undefined, env: "development", dataDir: dir, log: { warn: (...a: unknown[]) => void warnings.push(a) } });
    expect(box.available).toBe(true);
    expect(fs.existsSync(path.join(dir, KEY_FILE))).toBe(false);
    const sealed = box.seal("s3cret", "c");
    const file = path.join(dir, KEY_FILE);
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
    expect(warnings).toHaveLength(1);
    const restarted = createSecretBox({ key: undefined, env: "development", dataDir: dir, log: silent });
    expect(restarted.open(sealed, "c")).toBe("s3cret");
  });
});
