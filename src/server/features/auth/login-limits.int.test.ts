import type { LightMyRequestResponse } from "fastify";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { users } from "../../platform/db/schema";
import { hashPassword } from "../../platform/passwords";
import {
  createTestApp,
  DEFAULT_PASSWORD,
  extractResetToken,
  loginRequest,
  readOutbox,
  registerUser,
  resetDatabase,
  type TestApp,
  uniqueEmail,
} from "../../test/harness";
import { DEVICE_COOKIE } from "./known-devices";

const WRONG = "Wrong-Password-1";

let t: TestApp;
beforeEach(async () => {
  await resetDatabase();
  t = await createTestApp();
});
afterEach(async () => {
  await t.close();
});

const addressNo = (i: number) => `203.0.${Math.floor(i / 250)}.${(i % 250) + 1}`;
const deviceCookie = (res: LightMyRequestResponse) => res.cookies.find((c) => c.name === DEVICE_COOKIE);

/** Accounts written straight to the database, all with DEFAULT_PASSWORD (hashed once). */
async function insertAccounts(count: number): Promise<string[]> {
  const passwordHash = await hashPassword(DEFAULT_PASSWORD);
  const rows = Array.from({ length: count }, () => ({ email: uniqueEmail("sprayed"), passwordHash, firstName: "S", lastName: "P" }));
  await t.deps.database.db.insert(users).values(rows);
  return rows.map((r) => r.email);
}

describe("client addresses behind a proxy", () => {
  for (const trustProxy of ["1", "10.0.0.0/8"]) {
    it(`TRUST_PROXY=${trustProxy}: a made-up X-Forwarded-For gives no fresh limits`, async () => {
      const proxied = await createTestApp({ env: { TRUST_PROXY: trustProxy } });
      try {
        const u = await registerUser(proxied.app);
        // The proxy (10.0.0.1) appends the real client address to whatever the client sent.
        const viaProxy = (i: number, password = WRONG) =>
          loginRequest(proxied.app, u.email, password, {
            remoteAddress: "10.0.0.1",
            headers: { "x-forwarded-for": `${addressNo(i)}, 198.51.100.7` },
          });
        for (let i = 0; i < 5; i++) expect((await viaProxy(i)).statusCode).toBe(401);
        const sixth = await viaProxy(5, u.password);
        expect(sixth.statusCode).toBe(429);
        expect(Number(sixth.headers["retry-after"])).toBeGreaterThan(0);
        // Another real client behind the same proxy is counted apart.
        const other = await loginRequest(proxied.app, u.email, u.password, {
          remoteAddress: "10.0.0.1",
          headers: { "x-forwarded-for": "198.51.100.8" },
        });
        expect(other.statusCode).toBe(200);
      } finally {
        await proxied.close();
      }
    });
  }
});

describe("password spraying", () => {
  it("answers 429 to one address trying 40 accounts before all of them are checked", async () => {
    const accounts = await insertAccounts(40);
    const statuses: number[] = [];
    for (const email of accounts) statuses.push((await loginRequest(t.app, email, WRONG, { remoteAddress: "192.0.2.66" })).statusCode);
    const checked = statuses.filter((s) => s === 401).length;
    expect(checked).toBeLessThanOrEqual(20);
    expect(statuses.slice(checked).every((s) => s === 429)).toBe(true);
    // The owners, from their own addresses, are not held back.
    const owner = await loginRequest(t.app, accounts[39] ?? "", DEFAULT_PASSWORD, { remoteAddress: "198.51.100.40" });
    expect(owner.statusCode).toBe(200);
  });

  it("does not count successful logins from one address (an office behind one NAT)", async () => {
    const accounts = await insertAccounts(25);
    for (const email of accounts) {
      expect((await loginRequest(t.app, email, DEFAULT_PASSWORD, { remoteAddress: "192.0.2.80" })).statusCode).toBe(200);
    }
  });
});

describe("per-account backoff and the owner's known device", () => {
  it("throttles guesses on one account from many addresses, yet its owner's known browser signs in", async () => {
    const owner = await registerUser(t.app);
    const first = await loginRequest(t.app, owner.email, owner.password, { remoteAddress: "192.0.2.10" });
    expect(first.statusCode).toBe(200);
    const device = deviceCookie(first);
    expect(device?.httpOnly).toBe(true);
    expect(device?.path).toBe("/api/auth");

    // A botnet: every guess from another address, so per-address limits never trigger.
    const statuses: number[] = [];
    for (let i = 0; i < 101; i++) statuses.push((await loginRequest(t.app, owner.email, WRONG, { remoteAddress: addressNo(i) })).statusCode);
    expect(statuses.filter((s) => s === 401).length).toBeLessThanOrEqual(10);
    expect(statuses).toContain(429);

    const fromKnownBrowser = await loginRequest(t.app, owner.email, owner.password, {
      remoteAddress: "192.0.2.10",
      headers: { cookie: `${DEVICE_COOKIE}=${device?.value}` },
    });
    expect(fromKnownBrowser.statusCode).toBe(200);
  });

  it("holds back even the right password from an unknown browser while the account waits, with Retry-After", async () => {
    const owner = await registerUser(t.app);
    await t.limiter("login-account-backoff").block(owner.email, 600);
    const res = await loginRequest(t.app, owner.email, owner.password, { remoteAddress: "192.0.2.11" });
    expect(res.statusCode).toBe(429);
    expect(Number(res.headers["retry-after"])).toBeGreaterThan(500);
    // A device cookie of another account does not help.
    const other = await registerUser(t.app);
    const otherLogin = await loginRequest(t.app, other.email, other.password, { remoteAddress: "192.0.2.11" });
    const foreign = deviceCookie(otherLogin)?.value;
    const withForeign = await loginRequest(t.app, owner.email, owner.password, {
      remoteAddress: "192.0.2.11",
      headers: { cookie: `${DEVICE_COOKIE}=${foreign}` },
    });
    expect(withForeign.statusCode).toBe(429);
  });

  it("ends the wait, and forgets every known browser, when the owner resets the password by mail", async () => {
    const owner = await registerUser(t.app);
    const device = deviceCookie(await loginRequest(t.app, owner.email, owner.password))?.value;
    await t.limiter("login-account-backoff").block(owner.email, 600);
    await t.app.inject({ method: "POST", url: "/api/password-reset/forgot-password", payload: { email: owner.email } });
    const [mail] = await readOutbox(t.outboxDir);
    const newPassword = "Brand-New-Pass-7";
    const reset = await t.app.inject({
      method: "POST",
      url: "/api/password-reset/reset-password",
      payload: { token: extractResetToken(mail?.text ?? ""), newPassword },
    });
    expect(reset.statusCode).toBe(200);
    expect((await loginRequest(t.app, owner.email, newPassword, { remoteAddress: "192.0.2.12" })).statusCode).toBe(200);
    // The old browser is a stranger now: it waits like any other once the account is attacked again.
    await t.limiter("login-account-backoff").block(owner.email, 600);
    const old = await loginRequest(t.app, owner.email, newPassword, { headers: { cookie: `${DEVICE_COOKIE}=${device}` } });
    expect(old.statusCode).toBe(429);
  });
});
