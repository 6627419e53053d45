import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { acquireDataDirLock } from "./data-dir-lock";

const dirs: string[] = [];
afterEach(() => {
  for (const d of dirs.splice(0)) fs.rmSync(d, { recursive: true, force: true });
});

describe("the data directory lock", () => {
  it("creates a data directory that does not exist yet (the first start on a fresh machine) and removes the lock on release", () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), "salesdojo-lock-"));
    dirs.push(root);
    const file = path.join(root, "data", "pglite.lock");
    const lock = acquireDataDirLock(file, { warn: () => undefined });
    expect(JSON.parse(fs.readFileSync(file, "utf8"))).toMatchObject({ pid: process.pid, host: os.hostname() });
    lock.release();
    expect(fs.existsSync(file)).toBe(false);
  });
});
