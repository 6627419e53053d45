import { eq } from "drizzle-orm";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { BODY_LIMIT_BYTES, buildApp } from "../../app";
import { hashToken } from "../crypto";
import { sessions, users, verifications } from "../db/schema";
import { SESSION_ABSOLUTE_MS } from "../sessions";
import {
  bearer,
  createTestApp,
  extractResetToken,
  login,
  loginRequest,
  meStatus,
  readOutbox,
  registerUser,
  resetDatabase,
  sessionCookie,
  type TestApp,
  type TestAppOverrides,
  TEST_PUBLIC_URL,
  uniqueEmail,
} from "../../test/harness";

// One test (at least) per item of the security bar in ../shared/design/security.md, items 1-12, 25 and 26.

let t: TestApp;
beforeEach(async () => {
  await resetDatabase();
  t = await createTestApp();
});
afterEach(async () => {
  await t.close();
});

const db = () => t.deps.database.db;

/** A deployment served over plain http: PUBLIC_URL does not promise https. */
const PLAIN_HTTP_URL = "http://app.example.test";

async function withApp(overrides: TestAppOverrides, use: (app: TestApp["app"]) => Promise<void>): Promise<void> {
  const other = await createTestApp(overrides);
  try {
    await use(other.app);
  } finally {
    await other.close();
  }
}
const DAY = 24 * 3600_000;
const BASE64URL = /^[A-Za-z0-9_-]+$/;

const sessionRows = () => db().select().from(sessions);

async function resetTokenFor(email: string): Promise<string> {
  const res = await t.app.inject({ method: "POST", url: "/api/password-reset/forgot-password", payload: { email } });
  expect(res.statusCode).toBe(200);
  const [mail] = await readOutbox(t.outboxDir);
  return extractResetToken(mail?.text ?? "");
}

describe("1. argon2id password hashes", () => {
  it("stores an argon2id hash with m >= 19456 KiB, t >= 2, p = 1", async () => {
    const u = await registerUser(t.app);
    const [row] = await db().select().from(users).where(eq(users.id, u.user.id));
    const m = /^\$argon2id\$v=19\$m=(\d+),t=(\d+),p=(\d+)\$[A-Za-z0-9+/]+\$[A-Za-z0-9+/]+$/.exec(row?.passwordHash ?? "");
    expect(m, `stored hash: ${row?.passwordHash}`).not.toBeNull();
    expect(Number(m?.[1])).toBeGreaterThanOrEqual(19_456);
    expect(Number(m?.[2])).toBeGreaterThanOrEqual(2);
    expect(Number(m?.[3])).toBe(1);
    expect(row?.passwordHash).not.toContain(u.password);
  });
});

describe("2. password length at registration", () => {
  const attempt = (password: string) =>
    t.app.inject({
      method: "POST",
      url: "/api/auth/register",
      payload: { firstName: "A", lastName: "B", email: uniqueEmail(), password, confirmPassword: password },
    });

  it("refuses 7 and 129 characters with a field error on password", async () => {
    for (const password of ["Abcde1!", `Aa1!${"x".repeat(125)}`]) {
      const res = await attempt(password);
      expect(res.statusCode, `length ${password.length}`).toBe(400);
      expect(res.json().errors).toEqual([
        { path: "password", msg: expect.stringMatching(/at (least 8|most 128)/), reason: expect.stringMatching(/^auth\.passwordToo(Short|Long)$/) },
      ]);
    }
    expect(await db().select().from(users)).toHaveLength(0);
  });

  it("accepts 8 and 128 characters", async () => {
    for (const password of ["Abcdef1!", `Aa1!${"x".repeat(124)}`]) {
      expect((await attempt(password)).statusCode, `length ${password.length}`).toBe(201);
    }
  });

  it("applies the same bounds to password setup", async () => {
    const u = await registerUser(t.app);
    await db().update(users).set({ needsPasswordSetup: true }).where(eq(users.id, u.user.id));
    for (const password of ["Abcde1!", `Aa1!${"x".repeat(125)}`]) {
      const res = await t.app.inject({
        method: "POST",
        url: "/api/auth/setup-password",
        headers: bearer(u.token),
        payload: { password, confirmPassword: password },
      });
      expect(res.statusCode).toBe(400);
    }
  });
});

describe("3. session tokens", () => {
  it("carry at least 128 bits, differ per session, and are stored only as their SHA-256", async () => {
    const u = await registerUser(t.app);
    const second = await login(t.app, u.email, u.password);
    for (const token of [u.token, second]) {
      expect(token).toMatch(BASE64URL);
      expect(token.length * 6).toBeGreaterThanOrEqual(128);
    }
    expect(second).not.toBe(u.token);
    const rows = await sessionRows();
    expect(rows.map((r) => r.tokenHash).sort()).toEqual([hashToken(u.token), hashToken(second)].sort());
    for (const r of rows) expect(r.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    const dump = JSON.stringify(rows);
    expect(dump).not.toContain(u.token);
    expect(dump).not.toContain(second);
  });

  it("a stolen token hash is not a credential", async () => {
    const u = await registerUser(t.app);
    expect(await meStatus(t.app, bearer(hashToken(u.token)))).toBe(401);
  });
});

describe("4. a new session at every login", () => {
  it("two logins give two working tokens; logging one out leaves the other", async () => {
    const u = await registerUser(t.app);
    const a = await login(t.app, u.email, u.password);
    const b = await login(t.app, u.email, u.password);
    expect(new Set([u.token, a, b]).size).toBe(3);
    expect(await meStatus(t.app, bearer(a))).toBe(200);
    expect(await meStatus(t.app, bearer(b))).toBe(200);

    expect((await t.app.inject({ method: "POST", url: "/api/auth/logout", headers: bearer(a) })).statusCode).toBe(200);
    expect(await meStatus(t.app, bearer(a))).toBe(401);
    expect(await meStatus(t.app, bearer(b))).toBe(200);
    expect(await meStatus(t.app, bearer(u.token))).toBe(200);
    expect(await sessionRows()).toHaveLength(2);
  });

  it("a login does not reuse a session token sent with it (no session fixation)", async () => {
    const u = await registerUser(t.app);
    const res = await loginRequest(t.app, u.email, u.password, { headers: { cookie: u.cookie } });
    expect(res.statusCode).toBe(200);
    expect(res.json().token).not.toBe(u.token);
  });
});

describe("5. reset and setup revoke sessions", () => {
  it("a password reset ends every session of the user (Bearer and cookie) but not other users'", async () => {
    const u = await registerUser(t.app);
    const other = await login(t.app, u.email, u.password);
    const bystander = await registerUser(t.app);
    const token = await resetTokenFor(u.email);
    expect(
      (
        await t.app.inject({
          method: "POST",
          url: "/api/password-reset/reset-password",
          payload: { token, newPassword: "After-Reset-1" },
        })
      ).statusCode,
    ).toBe(200);
    expect(await meStatus(t.app, bearer(u.token))).toBe(401);
    expect(await meStatus(t.app, { cookie: u.cookie })).toBe(401);
    expect(await meStatus(t.app, bearer(other))).toBe(401);
    expect(await meStatus(t.app, bearer(bystander.token))).toBe(200);
  });

  it("password setup ends the other sessions and keeps the caller's", async () => {
    const u = await registerUser(t.app);
    const other = await login(t.app, u.email, u.password);
    await db().update(users).set({ needsPasswordSetup: true }).where(eq(users.id, u.user.id));
    const res = await t.app.inject({
      method: "POST",
      url: "/api/auth/setup-password",
      headers: { cookie: u.cookie },
      payload: { password: "After-Setup-1", confirmPassword: "After-Setup-1" },
    });
    expect(res.statusCode).toBe(200);
    expect(await meStatus(t.app, { cookie: u.cookie })).toBe(200);
    expect(await meStatus(t.app, bearer(other))).toBe(401);
  });

  it("deleting the account deletes its sessions", async () => {
    const u = await registerUser(t.app);
    await db().delete(users).where(eq(users.id, u.user.id));
    expect(await sessionRows()).toHaveLength(0);
    expect(await meStatus(t.app, bearer(u.token))).toBe(401);
  });
});

describe("6. session lifetime", () => {
  const setSession = (token: string, values: Partial<typeof sessions.$inferInsert>) =>
    db()
      .update(sessions)
      .set(values)
      .where(eq(sessions.tokenHash, hashToken(token)));

  it("a new session expires at most 30 days after it was created", async () => {
    const u = await registerUser(t.app);
    const [row] = await sessionRows();
    const lifetime = (row?.expiresAt.getTime() ?? 0) - (row?.createdAt.getTime() ?? 0);
    expect(lifetime).toBeLessThanOrEqual(30 * DAY + 5_000);
    expect(lifetime).toBeGreaterThan(29 * DAY);
    expect((sessionCookie(await loginRequest(t.app, u.email, u.password))?.maxAge ?? Infinity) * 1000).toBeLessThanOrEqual(SESSION_ABSOLUTE_MS);
  });

  it("rejects a session older than 30 days even if it was used an hour ago", async () => {
    const u = await registerUser(t.app);
    const created = new Date(Date.now() - 31 * DAY);
    await setSession(u.token, {
      createdAt: created,
      expiresAt: new Date(created.getTime() + SESSION_ABSOLUTE_MS),
      lastSeenAt: new Date(Date.now() - 3600_000),
    });
    expect(await meStatus(t.app, bearer(u.token))).toBe(401);
    expect(await meStatus(t.app, { cookie: u.cookie })).toBe(401);
    expect(await sessionRows()).toHaveLength(0);
  });

  it("rejects a session idle for more than 7 days", async () => {
    const u = await registerUser(t.app);
    await setSession(u.token, { createdAt: new Date(Date.now() - 8 * DAY), lastSeenAt: new Date(Date.now() - 7 * DAY - 60_000) });
    expect(await meStatus(t.app, bearer(u.token))).toBe(401);
  });

  it("keeps a session idle for 6 days and counts the visit as activity", async () => {
    const u = await registerUser(t.app);
    await setSession(u.token, { createdAt: new Date(Date.now() - 6 * DAY), lastSeenAt: new Date(Date.now() - 6 * DAY) });
    expect(await meStatus(t.app, bearer(u.token))).toBe(200);
    const [row] = await sessionRows();
    expect(Date.now() - (row?.lastSeenAt.getTime() ?? 0)).toBeLessThan(60_000);
  });
});

describe("7. session cookie attributes", () => {
  it("is HttpOnly, SameSite=Lax, host-only, path /, and not Secure over plain http", async () => {
    await withApp({ env: { PUBLIC_URL: PLAIN_HTTP_URL } }, async (app) => {
      const u = await registerUser(app);
      const res = await loginRequest(app, u.email, u.password);
      const raw = String(res.headers["set-cookie"]);
      const c = sessionCookie(res);
      expect(c?.httpOnly).toBe(true);
      expect(c?.sameSite).toBe("Lax");
      expect(c?.domain).toBeUndefined();
      expect(raw).not.toMatch(/domain=/i);
      expect(c?.path).toBe("/");
      expect(c?.secure).toBeFalsy();
    });
  });

  it("is Secure, with HSTS, when PUBLIC_URL is https even though the request came over plain http (a TLS proxy not trusted)", async () => {
    expect(TEST_PUBLIC_URL).toMatch(/^https:/);
    const u = await registerUser(t.app);
    const res = await loginRequest(t.app, u.email, u.password);
    expect(res.statusCode).toBe(200);
    expect(sessionCookie(res)?.secure).toBe(true);
    expect(res.headers["strict-transport-security"]).toMatch(/max-age=\d{7,}/);
  });

  it("is Secure when the request arrived over https through a trusted proxy", async () => {
    const proxied = await createTestApp({ env: { TRUST_PROXY: "true", PUBLIC_URL: PLAIN_HTTP_URL } });
    try {
      const u = await registerUser(proxied.app);
      const res = await loginRequest(proxied.app, u.email, u.password, { headers: { "x-forwarded-proto": "https" } });
      expect(res.statusCode).toBe(200);
      expect(sessionCookie(res)?.secure).toBe(true);
      expect(sessionCookie(res)?.httpOnly).toBe(true);
    } finally {
      await proxied.close();
    }
  });

  it("ignores X-Forwarded-Proto when the proxy is not trusted", async () => {
    await withApp({ env: { PUBLIC_URL: PLAIN_HTTP_URL } }, async (app) => {
      const u = await registerUser(app);
      const res = await loginRequest(app, u.email, u.password, { headers: { "x-forwarded-proto": "https" } });
      expect(sessionCookie(res)?.secure).toBeFalsy();
      expect(res.headers["strict-transport-security"]).toBeUndefined();
    });
  });
});

describe("8. cross-site requests riding on the cookie", () => {
  const logout = (headers: Record<string, string>) => t.app.inject({ method: "POST", url: "/api/auth/logout", headers });

  it("refuses a cookie-authenticated POST with a foreign Origin, a null Origin or Sec-Fetch-Site: cross-site", async () => {
    const u = await registerUser(t.app);
    const attempts: Array<Record<string, string>> = [
      { origin: "https://evil.example" },
      { origin: "null" },
      { "sec-fetch-site": "cross-site" },
      { origin: "https://app.example.test.evil.example" },
    ];
    for (const headers of attempts) {
      const res = await logout({ cookie: u.cookie, ...headers });
      expect(res.statusCode, JSON.stringify(headers)).toBe(403);
      expect(res.json().code).toBe("FORBIDDEN");
    }
    // None of them ended the session.
    expect(await meStatus(t.app, { cookie: u.cookie })).toBe(200);
  });

  it("refuses a cross-site password setup riding on the cookie", async () => {
    const u = await registerUser(t.app);
    await db().update(users).set({ needsPasswordSetup: true }).where(eq(users.id, u.user.id));
    const res = await t.app.inject({
      method: "POST",
      url: "/api/auth/setup-password",
      headers: { cookie: u.cookie, origin: "https://evil.example", "sec-fetch-site": "cross-site" },
      payload: { password: "Attacker-Set-1", confirmPassword: "Attacker-Set-1" },
    });
    expect(res.statusCode).toBe(403);
    expect((await loginRequest(t.app, u.email, "Attacker-Set-1")).statusCode).toBe(401);
  });

  it("lets a same-origin cookie POST through", async () => {
    const u = await registerUser(t.app);
    const res = await logout({ cookie: u.cookie, origin: "https://app.example.test", "sec-fetch-site": "same-origin" });
    expect(res.statusCode).toBe(200);
    expect(await meStatus(t.app, { cookie: u.cookie })).toBe(401);
  });

  it("checks the cookie when the Bearer header is malformed", async () => {
    const u = await registerUser(t.app);
    const res = await logout({ cookie: u.cookie, authorization: "Bearer two words", origin: "https://evil.example" });
    expect(res.statusCode).toBe(403);
    expect(await meStatus(t.app, { cookie: u.cookie })).toBe(200);
  });

  it("lets a Bearer request through whatever its Origin", async () => {
    const u = await registerUser(t.app);
    const res = await logout({ ...bearer(u.token), origin: "https://evil.example", "sec-fetch-site": "cross-site" });
    expect(res.statusCode).toBe(200);
    expect(await meStatus(t.app, bearer(u.token))).toBe(401);
  });
});

describe("9. reset tokens", () => {
  it("carry at least 128 bits, are stored only as their SHA-256 and expire after 1 hour", async () => {
    const u = await registerUser(t.app);
    const token = await resetTokenFor(u.email);
    expect(token).toMatch(BASE64URL);
    expect(token.length * 6).toBeGreaterThanOrEqual(128);
    const rows = await db().select().from(verifications);
    expect(rows).toHaveLength(1);
    expect(rows[0]?.tokenHash).toBe(hashToken(token));
    expect(JSON.stringify(rows)).not.toContain(token);
    const ttl = (rows[0]?.expiresAt.getTime() ?? 0) - (rows[0]?.createdAt.getTime() ?? 0);
    expect(ttl).toBeGreaterThan(59 * 60_000);
    expect(ttl).toBeLessThanOrEqual(3600_000 + 5_000);
  });

  it("a reset token is not a session token, nor a session token a reset token", async () => {
    const u = await registerUser(t.app);
    const token = await resetTokenFor(u.email);
    expect(await meStatus(t.app, bearer(token))).toBe(401);
    const res = await t.app.inject({ method: "GET", url: `/api/password-reset/verify-reset-token/${u.token}` });
    expect(res.statusCode).toBe(400);
  });
  // Single use, expiry and two concurrent uses: see password-reset.int.test.ts.
});

describe("10. uniform answers", () => {
  it("forgot-password answers byte for byte the same for a known and an unknown email", async () => {
    const u = await registerUser(t.app);
    const known = await t.app.inject({ method: "POST", url: "/api/password-reset/forgot-password", payload: { email: u.email } });
    const unknown = await t.app.inject({
      method: "POST",
      url: "/api/password-reset/forgot-password",
      payload: { email: uniqueEmail() },
    });
    expect([known.statusCode, known.body]).toEqual([unknown.statusCode, unknown.body]);
  });

  it("login answers byte for byte the same for a wrong password and an unknown email", async () => {
    const u = await registerUser(t.app);
    const a = await loginRequest(t.app, u.email, "Wrong-Password-1");
    const b = await loginRequest(t.app, uniqueEmail(), "Wrong-Password-1");
    expect([a.statusCode, a.body]).toEqual([b.statusCode, b.body]);
    expect(a.statusCode).toBe(401);
  });
});

describe("11. links in mails", () => {
  it("come from PUBLIC_URL even when a trusted proxy forwards another host", async () => {
    const proxied = await createTestApp({ env: { TRUST_PROXY: "true" } });
    try {
      const u = await registerUser(proxied.app);
      await proxied.app.inject({
        method: "POST",
        url: "/api/password-reset/forgot-password",
        headers: { host: "attacker.example", "x-forwarded-host": "attacker.example", "x-forwarded-proto": "http" },
        payload: { email: u.email },
      });
      const [mail] = await readOutbox(proxied.outboxDir);
      expect(mail?.text).toMatch(/https:\/\/app\.example\.test\/reset-password\?token=[A-Za-z0-9_-]+/);
      expect(mail?.raw).not.toContain("attacker.example");
    } finally {
      await proxied.close();
    }
  });
});

describe("12. rate limits", () => {
  it("login: the 6th attempt in a minute for one IP and account gets 429 with Retry-After, even with the right password", async () => {
    const u = await registerUser(t.app);
    for (let i = 0; i < 5; i++) {
      expect((await loginRequest(t.app, u.email, "Wrong-Password-1")).statusCode).toBe(401);
    }
    const sixth = await loginRequest(t.app, u.email, u.password);
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json().code).toBe("RATE_LIMITED");
    const retryAfter = Number(sixth.headers["retry-after"]);
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect(sessionCookie(sixth)).toBeUndefined();
    // Letter case does not make it another account.
    expect((await loginRequest(t.app, u.email.toUpperCase(), u.password)).statusCode).toBe(429);
    // The limit is per IP and account: the user elsewhere, and another account here, still sign in.
    expect((await loginRequest(t.app, u.email, u.password, { remoteAddress: "203.0.113.7" })).statusCode).toBe(200);
    const other = await registerUser(t.app);
    expect((await loginRequest(t.app, other.email, other.password)).statusCode).toBe(200);
  });

  it("login: past 5 wrong passwords in a day the account waits between tries, from every IP", async () => {
    const locked = await registerUser(t.app);
    const control = await registerUser(t.app);
    const tries = t.limiter("login-account-failures");
    // 14 earlier wrong passwords from a botnet, then one more through HTTP from yet another address.
    await tries.consume(locked.email, 14);
    await tries.consume(control.email, 4);
    for (const u of [locked, control]) {
      const res = await loginRequest(t.app, u.email.toUpperCase(), "Wrong-Password-1", { remoteAddress: "198.51.100.1" });
      expect(res.statusCode).toBe(401);
    }
    // The 15th try set a wait of 2^9 s; the right password from elsewhere waits too.
    const blocked = await loginRequest(t.app, locked.email, locked.password, { remoteAddress: "198.51.100.2" });
    expect(blocked.statusCode).toBe(429);
    expect(Number(blocked.headers["retry-after"])).toBeGreaterThan(60);
    expect(Number(blocked.headers["retry-after"])).toBeLessThanOrEqual(900);
    // 5 wrong passwords are still free.
    expect((await loginRequest(t.app, control.email, control.password, { remoteAddress: "198.51.100.2" })).statusCode).toBe(200);
  });
  // Spraying, proxies and the owner's known browser: see features/auth/login-limits.int.test.ts.

  it("forgot-password: more than 20 requests in 15 minutes from one IP get 429", async () => {
    const send = (remoteAddress?: string) =>
      t.app.inject({
        method: "POST",
        url: "/api/password-reset/forgot-password",
        remoteAddress,
        payload: { email: uniqueEmail() },
      });
    for (let i = 0; i < 20; i++) expect((await send()).statusCode).toBe(200);
    const res = await send();
    expect(res.statusCode).toBe(429);
    expect(Number(res.headers["retry-after"])).toBeGreaterThan(0);
    expect((await send("203.0.113.9")).statusCode).toBe(200);
  });
  // 3 reset mails per hour per account: see password-reset.int.test.ts.
});

describe("25. security headers", () => {
  it("API answers carry the CSP, nosniff and Cache-Control: no-store, and no HSTS over http", async () => {
    await withApp({ env: { PUBLIC_URL: PLAIN_HTTP_URL } }, async (app) => {
      const u = await registerUser(app);
      for (const [url, headers, status] of [
        ["/api/health", {}, 200],
        ["/api/auth/me", bearer(u.token), 200],
        ["/api/auth/me", {}, 401],
        ["/api/nope", {}, 404],
      ] as const) {
        const res = await app.inject({ method: "GET", url, headers });
        expect(res.statusCode, url).toBe(status);
        const csp = String(res.headers["content-security-policy"]);
        expect(csp).toContain("object-src 'none'");
        expect(csp).toContain("base-uri 'none'");
        expect(csp).toContain("frame-ancestors 'none'");
        expect(res.headers["x-content-type-options"]).toBe("nosniff");
        expect(res.headers["cache-control"], url).toBe("no-store");
        expect(res.headers["strict-transport-security"]).toBeUndefined();
      }
    });
  });

  it("sends HSTS when the request arrived over https through a trusted proxy", async () => {
    const proxied = await createTestApp({ env: { TRUST_PROXY: "true", PUBLIC_URL: PLAIN_HTTP_URL } });
    try {
      const res = await proxied.app.inject({ method: "GET", url: "/api/health", headers: { "x-forwarded-proto": "https" } });
      expect(res.headers["strict-transport-security"]).toMatch(/max-age=\d{7,}/);
      const plain = await proxied.app.inject({ method: "GET", url: "/api/health" });
      expect(plain.headers["strict-transport-security"]).toBeUndefined();
    } finally {
      await proxied.close();
    }
  });
});

describe("26. request limits and JSON errors", () => {
  const register = (payload: string) =>
    t.app.inject({
      method: "POST",
      url: "/api/auth/register",
      headers: { "content-type": "application/json" },
      payload,
    });
  const bodyOf = (bytes: number) => JSON.stringify({ firstName: "A", lastName: "B", company: "x".repeat(bytes) });

  it("answers 413 with a JSON error to a body over 256 KiB", async () => {
    const res = await register(bodyOf(BODY_LIMIT_BYTES + 1));
    expect(BODY_LIMIT_BYTES).toBe(256 * 1024);
    expect(res.statusCode).toBe(413);
    expect(res.headers["content-type"]).toMatch(/^application\/json/);
    expect(res.json()).toMatchObject({ code: "PAYLOAD_TOO_LARGE", error: expect.any(String) });
  });

  it("reads a body just under the limit (and validates it)", async () => {
    const res = await register(bodyOf(BODY_LIMIT_BYTES - 1024));
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe("VALIDATION");
  });

  it("answers unknown /api routes with a JSON 404", async () => {
    for (const [method, url] of [
      ["GET", "/api/does-not-exist"],
      ["POST", "/api/auth/nothing"],
      ["DELETE", "/api/auth/me"],
    ] as const) {
      const res = await t.app.inject({ method, url });
      expect(res.statusCode, `${method} ${url}`).toBe(404);
      expect(res.json()).toEqual({ error: "Not found", code: "NOT_FOUND" });
    }
  });

  it("answers malformed JSON with a JSON 400", async () => {
    const res = await register('{"email": "a@b.co",');
    expect(res.statusCode).toBe(400);
    expect(res.headers["content-type"]).toMatch(/^application\/json/);
    expect(res.json()).toMatchObject({ code: "BAD_REQUEST", error: expect.any(String) });
  });

  it("never shows internals in a 500", async () => {
    // A database whose reads fail with a message that must not reach the client.
    const real = t.deps.database.db;
    const db = new Proxy(real, {
      get: (target, prop) =>
        prop === "select"
          ? () => {
              throw new Error("connection to 10.0.0.5 refused (secret detail)");
            }
          : Reflect.get(target, prop),
    });
    const app = await buildApp({ ...t.deps, database: { ...t.deps.database, db } });
    try {
      const res = await app.inject({ method: "POST", url: "/api/auth/login", payload: { email: "a@b.co", password: "whatever-1" } });
      expect(res.statusCode).toBe(500);
      expect(res.json()).toEqual({ error: "Something went wrong. Please try again.", code: "INTERNAL", reason: "common.generic" });
      expect(res.body).not.toContain("secret detail");
    } finally {
      await app.close();
    }
  });
});
