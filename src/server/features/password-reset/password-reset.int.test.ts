import { eq } from "drizzle-orm";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { FORGOT_PASSWORD_MESSAGE } from "../../../contract/auth";
import { users, verifications } from "../../platform/db/schema";
import {
  bearer,
  createTestApp,
  extractResetLink,
  extractResetToken,
  loginRequest,
  meStatus,
  readOutbox,
  registerUser,
  resetDatabase,
  TEST_PUBLIC_URL,
  type TestApp,
  uniqueEmail,
} from "../../test/harness";
import { INVALID_RESET_LINK } from "./service";
import { buildApp } from "../../app";
import type { Db } from "../../platform/db/client";

/** The database with every select held back until `gate` resolves (writes and transactions untouched). */
function gatedReads(real: Db, gate: Promise<void>): Db {
  const hold = <T extends object>(builder: T): T =>
    new Proxy(builder, {
      get(target, prop, receiver) {
        const value: unknown = Reflect.get(target, prop, receiver);
        if (prop === "then" && typeof value === "function") {
          return (ok: (v: unknown) => unknown, fail: (e: unknown) => unknown) =>
            gate.then(() => (value as (a: unknown, b: unknown) => unknown).call(target, ok, fail));
        }
        if (typeof value !== "function") return value;
        return (...args: unknown[]) => {
          const result: unknown = (value as (...a: unknown[]) => unknown).apply(target, args);
          return result && typeof result === "object" ? hold(result) : result;
        };
      },
    });
  return new Proxy(real, {
    get: (target, prop, receiver) =>
      prop === "select" ? (...args: unknown[]) => hold((target.select as (...a: unknown[]) => object)(...args)) : Reflect.get(target, prop, receiver),
  });
}

let t: TestApp;
beforeEach(async () => {
  await resetDatabase();
  t = await createTestApp();
});
afterEach(async () => {
  await t.close();
});

const NEW_PASSWORD = "Fresh-Start-2024";

const forgot = (email: string, extra: { headers?: Record<string, string>; language?: string } = {}) =>
  t.app.inject({
    method: "POST",
    url: "/api/password-reset/forgot-password",
    headers: extra.headers,
    payload: { email, ...(extra.language ? { language: extra.language } : {}) },
  });
const verify = (token: string) => t.app.inject({ method: "GET", url: `/api/password-reset/verify-reset-token/${encodeURIComponent(token)}` });
const reset = (token: string, newPassword = NEW_PASSWORD) =>
  t.app.inject({ method: "POST", url: "/api/password-reset/reset-password", payload: { token, newPassword } });

/** Asks for a reset link for the user and answers the token from the mail. */
async function resetTokenFor(email: string): Promise<string> {
  const before = (await readOutbox(t.outboxDir, { count: 0 })).length;
  expect((await forgot(email)).statusCode).toBe(200);
  const mails = await readOutbox(t.outboxDir, { count: before + 1 });
  const mail = mails[mails.length - 1];
  if (!mail) throw new Error("no mail");
  return extractResetToken(mail.text);
}

describe("POST /api/password-reset/forgot-password", () => {
  it("mails the account a link to PUBLIC_URL, even when the request names another host", async () => {
    const u = await registerUser(t.app, { firstName: "Grace" });
    const res = await forgot(u.email.toUpperCase(), {
      headers: { host: "evil.example", "x-forwarded-host": "evil.example", "x-forwarded-proto": "http" },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: FORGOT_PASSWORD_MESSAGE });

    const [mail, ...more] = await readOutbox(t.outboxDir);
    expect(more).toHaveLength(0);
    expect(mail?.to).toEqual([u.email]);
    expect(mail?.subject).toBe("Reset your SalesDojo password");
    expect(mail?.text).toContain("Hello Grace");
    const link = extractResetLink(mail?.text ?? "");
    expect(link?.startsWith(`${TEST_PUBLIC_URL}/reset-password?token=`)).toBe(true);
    expect(mail?.raw).not.toContain("evil.example");
    // The HTML part carries the same link.
    expect(mail?.html).toContain(`href="${link}"`);
  });

  it("writes the mail in the requested language", async () => {
    const u = await registerUser(t.app);
    await forgot(u.email, { language: "et" });
    const [mail] = await readOutbox(t.outboxDir);
    expect(mail?.subject).toBe("Lähtesta oma SalesDojo parool");
    expect(extractResetLink(mail?.text ?? "")).toMatch(/^https:\/\/app\.example\.test\/reset-password\?token=/);
  });

  it("answers the same status and body for a known and an unknown email, and mails only the known one", async () => {
    const u = await registerUser(t.app);
    const known = await forgot(u.email);
    const unknown = await forgot(uniqueEmail("nobody"));
    expect(unknown.statusCode).toBe(known.statusCode);
    expect(unknown.body).toBe(known.body);
    expect(unknown.headers["set-cookie"]).toBeUndefined();
    await t.mailSettled();
    const mails = await readOutbox(t.outboxDir);
    expect(mails.map((m) => m.to)).toEqual([[u.email]]);
  });

  it("answers before it looks the address up, identically for a known and an unknown one; the mail still arrives", async () => {
    const u = await registerUser(t.app);
    // A database whose reads wait until the test lets them go: an answer given meanwhile did no lookup first.
    let release = () => {};
    let released = false;
    const gate = new Promise<void>((resolve) => {
      release = () => {
        released = true;
        resolve();
      };
    });
    const db = gatedReads(t.deps.database.db, gate);
    const app = await buildApp({ ...t.deps, database: { ...t.deps.database, db } });
    const fallback = setTimeout(release, 5_000); // lets code that does wait answer at all
    try {
      const ask = (email: string) => app.inject({ method: "POST", url: "/api/password-reset/forgot-password", payload: { email } });
      const known = await ask(u.email);
      const knownBeforeLookup = !released;
      const unknown = await ask(uniqueEmail("nobody"));
      const unknownBeforeLookup = !released;
      release();
      expect(knownBeforeLookup).toBe(true);
      expect(unknownBeforeLookup).toBe(true);
      expect([known.statusCode, known.body]).toEqual([200, JSON.stringify({ message: FORGOT_PASSWORD_MESSAGE })]);
      expect([unknown.statusCode, unknown.body]).toEqual([known.statusCode, known.body]);
      const headerNames = (r: typeof known) =>
        Object.keys(r.headers)
          .filter((h) => h !== "date")
          .sort();
      expect(headerNames(unknown)).toEqual(headerNames(known));
      const mails = await readOutbox(t.outboxDir);
      expect(mails.map((m) => m.to)).toEqual([[u.email]]);
      expect(extractResetLink(mails[0]?.text ?? "")).toBeDefined();
    } finally {
      clearTimeout(fallback);
      await app.close();
    }
  });

  it("sends at most 3 reset mails per hour per account; the 4th request still answers 200", async () => {
    const u = await registerUser(t.app);
    for (let i = 0; i < 4; i++) {
      const res = await forgot(u.email);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ message: FORGOT_PASSWORD_MESSAGE });
    }
    await t.mailSettled();
    expect(await readOutbox(t.outboxDir, { count: 3 })).toHaveLength(3);
  });

  it("makes an earlier unused link stop working when a new one is sent", async () => {
    const u = await registerUser(t.app);
    const first = await resetTokenFor(u.email);
    const second = await resetTokenFor(u.email);
    expect(second).not.toBe(first);
    expect((await verify(first)).statusCode).toBe(400);
    expect((await reset(first)).statusCode).toBe(400);
    expect((await reset(second)).statusCode).toBe(200);
  });
});

describe("GET /api/password-reset/verify-reset-token/:token", () => {
  it("answers valid with the account's email for a good token, without using it up", async () => {
    const u = await registerUser(t.app);
    const token = await resetTokenFor(u.email);
    for (let i = 0; i < 2; i++) {
      const res = await verify(token);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ valid: true, email: u.email });
    }
    expect((await reset(token)).statusCode).toBe(200);
  });

  it("answers 400 'Invalid or expired reset link' for a made-up token", async () => {
    const res = await verify("x".repeat(43));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error: INVALID_RESET_LINK });
  });
});

describe("POST /api/password-reset/reset-password", () => {
  it("sets the new password, signs out every session, and the new password logs in", async () => {
    const u = await registerUser(t.app);
    const token = await resetTokenFor(u.email);
    const res = await reset(token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: "Password has been reset successfully" });

    expect(await meStatus(t.app, bearer(u.token))).toBe(401);
    expect(await meStatus(t.app, { cookie: u.cookie })).toBe(401);
    expect((await loginRequest(t.app, u.email, u.password)).statusCode).toBe(401);
    expect((await loginRequest(t.app, u.email, NEW_PASSWORD)).statusCode).toBe(200);
  });

  it("also completes a pending password setup", async () => {
    const u = await registerUser(t.app);
    await t.deps.database.db.update(users).set({ needsPasswordSetup: true }).where(eq(users.id, u.user.id));
    expect((await reset(await resetTokenFor(u.email))).statusCode).toBe(200);
    const res = await loginRequest(t.app, u.email, NEW_PASSWORD);
    expect(res.json().user.needsPasswordSetup).toBe(false);
  });

  it("works once: the same link cannot set a password again", async () => {
    const u = await registerUser(t.app);
    const token = await resetTokenFor(u.email);
    expect((await reset(token)).statusCode).toBe(200);
    const again = await reset(token, "Attacker-Choice-1");
    expect(again.statusCode).toBe(400);
    expect(again.json().error).toBe(INVALID_RESET_LINK);
    expect((await verify(token)).statusCode).toBe(400);
    expect((await loginRequest(t.app, u.email, NEW_PASSWORD)).statusCode).toBe(200);
    expect((await loginRequest(t.app, u.email, "Attacker-Choice-1")).statusCode).toBe(401);
  });

  it("refuses an expired link and leaves the password as it was", async () => {
    const u = await registerUser(t.app);
    const token = await resetTokenFor(u.email);
    await t.deps.database.db
      .update(verifications)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(verifications.userId, u.user.id));
    expect((await verify(token)).json()).toMatchObject({ error: INVALID_RESET_LINK });
    const res = await reset(token);
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe(INVALID_RESET_LINK);
    expect(await meStatus(t.app, bearer(u.token))).toBe(200);
    expect((await loginRequest(t.app, u.email, u.password)).statusCode).toBe(200);
  });

  it("lets exactly one of two concurrent uses of one link succeed", async () => {
    const u = await registerUser(t.app);
    const token = await resetTokenFor(u.email);
    const [a, b] = await Promise.all([reset(token, "Concurrent-One-1"), reset(token, "Concurrent-Two-2")]);
    expect([a?.statusCode, b?.statusCode].sort()).toEqual([200, 400]);
    const ones = (await loginRequest(t.app, u.email, "Concurrent-One-1")).statusCode;
    const twos = (await loginRequest(t.app, u.email, "Concurrent-Two-2")).statusCode;
    expect([ones, twos].sort()).toEqual([200, 401]);
    expect(ones === 200).toBe(a?.statusCode === 200);
  });

  it("refuses a new password outside 8..128 characters and keeps the link usable", async () => {
    const u = await registerUser(t.app);
    const token = await resetTokenFor(u.email);
    for (const bad of ["Short-1", "x".repeat(129)]) {
      const res = await reset(token, bad);
      expect(res.statusCode).toBe(400);
      expect(res.json().errors).toEqual([{ path: "newPassword", msg: expect.any(String), reason: expect.stringMatching(/^auth\.passwordToo(Short|Long)$/) }]);
    }
    expect((await verify(token)).statusCode).toBe(200);
  });
});
