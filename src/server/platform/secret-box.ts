import { createCipheriv, createDecipheriv, randomBytes } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import type { Logger } from "pino";

/**
 * Secrets the server must read back (a company's SSO client secret), encrypted with AES-256-GCM (docs/decisions/023).
 * The key is SSO_SECRET_KEY. Without it, a production server stores no secret at all (`available` is false); any
 * other server generates a key once into DATA_DIR/sso-secret.key (mode 0600) and says so in the log, so that
 * `npm start` works on a fresh machine without the variable and nothing is derived from a guessable value.
 *
 * Format: `v1.` + base64url(12-byte IV | ciphertext | 16-byte tag). The associated data (the company id) binds a
 * sealed secret to its row: copied to another row, it no longer opens.
 */
export interface SecretBox {
  readonly available: boolean;
  seal(plain: string, associated: string): string;
  open(sealed: string, associated: string): string;
}

export const KEY_FILE = "sso-secret.key";
const VERSION = "v1.";

export function createSecretBox(opts: {
  key: Buffer | undefined;
  env: "development" | "production" | "test";
  dataDir: string;
  log: Pick<Logger, "warn">;
}): SecretBox {
  let key = opts.key;
  const available = key !== undefined || opts.env !== "production";
  const getKey = (): Buffer => {
    if (key) return key;
    if (!available) throw new Error("SSO_SECRET_KEY is not set");
    key = readOrCreateKeyFile(path.join(opts.dataDir, KEY_FILE), opts.log);
    return key;
  };
  return {
    available,
    seal(plain, associated) {
      const iv = randomBytes(12);
      const cipher = createCipheriv("aes-256-gcm", getKey(), iv);
      cipher.setAAD(Buffer.from(associated, "utf8"));
      const body = Buffer.concat([cipher.update(plain, "utf8"), cipher.final()]);
      return VERSION + Buffer.concat([iv, body, cipher.getAuthTag()]).toString("base64url");
    },
    open(sealed, associated) {
      if (!sealed.startsWith(VERSION)) throw new Error("unknown secret format");
      const raw = Buffer.from(sealed.slice(VERSION.length), "base64url");
      if (raw.length < 28) throw new Error("sealed secret too short");
      const decipher = createDecipheriv("aes-256-gcm", getKey(), raw.subarray(0, 12));
      decipher.setAAD(Buffer.from(associated, "utf8"));
      decipher.setAuthTag(raw.subarray(raw.length - 16));
      return Buffer.concat([decipher.update(raw.subarray(12, raw.length - 16)), decipher.final()]).toString("utf8");
    },
  };
}

function readOrCreateKeyFile(file: string, log: Pick<Logger, "warn">): Buffer {
  try {
    const key = Buffer.from(fs.readFileSync(file, "utf8").trim(), "base64");
    if (key.length === 32) return key;
    throw new Error(`${file} does not hold a 32-byte key`);
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code !== "ENOENT") throw e;
  }
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const key = randomBytes(32);
  try {
    // "wx": of two processes creating it at once, one wins and the other reads the winner's key.
    fs.writeFileSync(file, `${key.toString("base64")}\n`, { mode: 0o600, flag: "wx" });
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code === "EEXIST") return readOrCreateKeyFile(file, log);
    throw e;
  }
  log.warn({ file }, "SSO_SECRET_KEY is not set: generated a key for SSO client secrets in the data folder (set SSO_SECRET_KEY in production)");
  return key;
}
