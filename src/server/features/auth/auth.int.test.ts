import { eq } from "drizzle-orm";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { PASSWORDS_DO_NOT_MATCH } from "../../../contract/auth";
import { users } from "../../platform/db/schema";
import {
  bearer,
  createTestApp,
  DEFAULT_PASSWORD,
  login,
  loginRequest,
  meStatus,
  registerUser,
  resetDatabase,
  sessionCookie,
  type TestApp,
  uniqueEmail,
} from "../../test/harness";
import { EMAIL_TAKEN, INVALID_CREDENTIALS } from "./service";

let t: TestApp;
beforeEach(async () => {
  await resetDatabase();
  t = await createTestApp();
});
afterEach(async () => {
  await t.close();
});

const register = (payload: Record<string, unknown>) => t.app.inject({ method: "POST", url: "/api/auth/register", payload });

describe("POST /api/auth/register", () => {
  it("creates an individual account, answers 201 with a token that works, and sets the session cookie", async () => {
    const email = uniqueEmail();
    const res = await register({
      firstName: "Ada",
      lastName: "Lovelace",
      email,
      password: DEFAULT_PASSWORD,
      confirmPassword: DEFAULT_PASSWORD,
      company: "Analytical Engines",
    });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body.message).toBe("Registration successful!");
    expect(body.user).toMatchObject({
      email,
      firstName: "Ada",
      lastName: "Lovelace",
      company: "Analytical Engines",
      role: "individual",
      isAdmin: false,
      isSuperAdmin: false,
      needsPasswordSetup: false,
      subscription: { plan: "free" },
    });
    expect(res.body).not.toMatch(/argon2|passwordHash|password_hash/);

    const me = await t.app.inject({ method: "GET", url: "/api/auth/me", headers: bearer(body.token) });
    expect(me.statusCode).toBe(200);
    expect(me.json().user.id).toBe(body.user.id);

    const cookie = sessionCookie(res);
    expect(cookie?.value).toBe(body.token);
    expect(await meStatus(t.app, { cookie: `sb_session=${cookie?.value}` })).toBe(200);
  });

  it("lists a field error with path and message for every bad field", async () => {
    const res = await register({
      firstName: "",
      lastName: "User",
      email: "not-an-email",
      password: "short",
      confirmPassword: "different",
    });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.code).toBe("VALIDATION");
    expect(typeof body.error).toBe("string");
    const byPath = Object.fromEntries(body.errors.map((e: { path: string; msg: string }) => [e.path, e.msg]));
    expect(Object.keys(byPath).sort()).toEqual(["confirmPassword", "email", "firstName", "password"]);
    expect(byPath.email).toBe("Please enter a valid email address");
    expect(byPath.password).toBe("Password must be at least 8 characters long");
    expect(byPath.confirmPassword).toBe(PASSWORDS_DO_NOT_MATCH);
    expect(byPath.firstName).toEqual(expect.any(String));
    expect(await t.deps.database.db.select().from(users)).toHaveLength(0);
  });

  it("answers 'Passwords do not match' on confirmPassword when only the confirmation differs", async () => {
    const res = await register({
      firstName: "A",
      lastName: "B",
      email: uniqueEmail(),
      password: DEFAULT_PASSWORD,
      confirmPassword: `${DEFAULT_PASSWORD}x`,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      error: PASSWORDS_DO_NOT_MATCH,
      reason: "auth.passwordsDoNotMatch",
      errors: [{ path: "confirmPassword", msg: PASSWORDS_DO_NOT_MATCH, reason: "auth.passwordsDoNotMatch" }],
    });
    expect(sessionCookie(res)).toBeUndefined();
  });

  it("refuses a second account for the same email with 409 and an error on email, in any letter case", async () => {
    const first = await registerUser(t.app, { email: "dup@example.test" });
    const res = await register({
      firstName: "Other",
      lastName: "Person",
      email: "DUP@Example.TEST",
      password: "another-pass-1",
      confirmPassword: "another-pass-1",
    });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ error: EMAIL_TAKEN, code: "CONFLICT", errors: [{ path: "email", msg: EMAIL_TAKEN }] });
    expect(sessionCookie(res)).toBeUndefined();
    // The first account keeps its password and its name.
    const rows = await t.deps.database.db.select().from(users);
    expect(rows).toHaveLength(1);
    expect(rows[0]?.firstName).toBe("Test");
    expect(await login(t.app, "dup@example.test", first.password)).toEqual(expect.any(String));
  });

  it("stores the email in lower case, so the user can sign in typing it in any case", async () => {
    const { user, password } = await registerUser(t.app, { email: "  Mixed.Case@Example.Test " });
    expect(user.email).toBe("mixed.case@example.test");
    const res = await loginRequest(t.app, "MIXED.CASE@example.test", password);
    expect(res.statusCode).toBe(200);
    expect(res.json().user.id).toBe(user.id);
  });
});

describe("registration rate limit", () => {
  it("answers 429 with Retry-After past RATE_LIMIT_REGISTER_PER_HOUR from one address, also for taken e-mails", async () => {
    const limited = await createTestApp({ env: { RATE_LIMIT_REGISTER_PER_HOUR: "3" } });
    try {
      const attempt = (email: string, remoteAddress = "192.0.2.30") =>
        limited.app.inject({
          method: "POST",
          url: "/api/auth/register",
          remoteAddress,
          payload: { firstName: "A", lastName: "B", email, password: DEFAULT_PASSWORD, confirmPassword: DEFAULT_PASSWORD },
        });
      const taken = uniqueEmail();
      expect((await attempt(taken)).statusCode).toBe(201);
      expect((await attempt(taken)).statusCode).toBe(409);
      expect((await attempt(uniqueEmail())).statusCode).toBe(201);
      // Past the limit even a lookup of a taken e-mail gets no answer about it.
      for (const email of [uniqueEmail(), taken]) {
        const res = await attempt(email);
        expect(res.statusCode).toBe(429);
        expect(res.json().code).toBe("RATE_LIMITED");
        expect(Number(res.headers["retry-after"])).toBeGreaterThan(0);
      }
      // Other addresses register as usual.
      expect((await attempt(uniqueEmail(), "198.51.100.30")).statusCode).toBe(201);
    } finally {
      await limited.close();
    }
  });
});

describe("POST /api/auth/login", () => {
  it("signs in with the right password: a new token for /me and a session cookie", async () => {
    const u = await registerUser(t.app);
    const res = await loginRequest(t.app, u.email, u.password);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.message).toBe("Login successful!");
    expect(body.user.id).toBe(u.user.id);
    expect(body.token).not.toBe(u.token);
    expect(sessionCookie(res)?.value).toBe(body.token);
    expect(await meStatus(t.app, bearer(body.token))).toBe(200);
  });

  it("gives the identical 401 answer for a wrong password and for an unknown email", async () => {
    const u = await registerUser(t.app);
    const wrongPassword = await loginRequest(t.app, u.email, "not-the-password");
    const unknownEmail = await loginRequest(t.app, uniqueEmail("nobody"), u.password);
    expect(wrongPassword.statusCode).toBe(401);
    expect(unknownEmail.statusCode).toBe(401);
    // reason: the message's stable key, which the browser translates by (issue 16).
    expect(wrongPassword.json()).toEqual({ error: INVALID_CREDENTIALS, code: "UNAUTHORIZED", reason: "auth.invalidCredentials", message: INVALID_CREDENTIALS });
    expect(unknownEmail.body).toBe(wrongPassword.body);
    expect(sessionCookie(wrongPassword)).toBeUndefined();
    expect(sessionCookie(unknownEmail)).toBeUndefined();
  });

  it("refuses an account without a password (created for the user, not yet set up)", async () => {
    const u = await registerUser(t.app);
    await t.deps.database.db.update(users).set({ passwordHash: null }).where(eq(users.id, u.user.id));
    const res = await loginRequest(t.app, u.email, u.password);
    expect(res.statusCode).toBe(401);
    expect(res.json().error).toBe(INVALID_CREDENTIALS);
  });
});

describe("GET /api/auth/me", () => {
  it("answers 401 with a JSON error without credentials or with a made-up token", async () => {
    const none = await t.app.inject({ method: "GET", url: "/api/auth/me" });
    expect(none.statusCode).toBe(401);
    expect(none.json()).toMatchObject({ code: "UNAUTHORIZED", error: expect.any(String) });
    expect(await meStatus(t.app, bearer("A".repeat(43)))).toBe(401);
    expect(await meStatus(t.app, { cookie: `sb_session=${"B".repeat(43)}` })).toBe(401);
  });
});

describe("POST /api/auth/logout", () => {
  it("ends the session: the old Bearer token and the old cookie both get 401, and the cookie is cleared", async () => {
    const u = await registerUser(t.app);
    expect(await meStatus(t.app, bearer(u.token))).toBe(200);
    const res = await t.app.inject({ method: "POST", url: "/api/auth/logout", headers: bearer(u.token) });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: "Logged out successfully" });
    const cleared = sessionCookie(res);
    expect(cleared?.value).toBe("");
    expect(cleared?.expires?.getTime()).toBeLessThanOrEqual(Date.now());
    expect(await meStatus(t.app, bearer(u.token))).toBe(401);
    expect(await meStatus(t.app, { cookie: u.cookie })).toBe(401);
  });

  it("ends a cookie session too", async () => {
    const u = await registerUser(t.app);
    const res = await t.app.inject({ method: "POST", url: "/api/auth/logout", headers: { cookie: u.cookie } });
    expect(res.statusCode).toBe(200);
    expect(await meStatus(t.app, { cookie: u.cookie })).toBe(401);
    expect(await meStatus(t.app, bearer(u.token))).toBe(401);
  });
});

describe("POST /api/auth/setup-password", () => {
  const NEW_PASSWORD = "Brand-New-Pass-7";
  const setup = (token: string, password = NEW_PASSWORD, confirmPassword = password) =>
    t.app.inject({
      method: "POST",
      url: "/api/auth/setup-password",
      headers: bearer(token),
      payload: { password, confirmPassword },
    });
  const flagSetup = (id: string) => t.deps.database.db.update(users).set({ needsPasswordSetup: true }).where(eq(users.id, id));

  it("needs a signed-in user", async () => {
    const res = await t.app.inject({
      method: "POST",
      url: "/api/auth/setup-password",
      payload: { password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD },
    });
    expect(res.statusCode).toBe(401);
  });

  it("is refused when the account does not need a password setup, and the password stays", async () => {
    const u = await registerUser(t.app);
    const res = await setup(u.token);
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe("Your password is already set up");
    expect((await loginRequest(t.app, u.email, u.password)).statusCode).toBe(200);
    expect((await loginRequest(t.app, u.email, NEW_PASSWORD)).statusCode).toBe(401);
  });

  it("sets the password, clears the flag, keeps the current session and ends every other one", async () => {
    const u = await registerUser(t.app);
    const other = await login(t.app, u.email, u.password);
    await flagSetup(u.user.id);
    const me = await t.app.inject({ method: "GET", url: "/api/auth/me", headers: bearer(u.token) });
    expect(me.json().user.needsPasswordSetup).toBe(true);

    const res = await setup(u.token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ message: "Password set up successfully", user: { needsPasswordSetup: false } });
    const [row] = await t.deps.database.db.select().from(users).where(eq(users.id, u.user.id));
    expect(row?.needsPasswordSetup).toBe(false);

    expect(await meStatus(t.app, bearer(u.token))).toBe(200);
    expect(await meStatus(t.app, bearer(other))).toBe(401);
    expect((await loginRequest(t.app, u.email, NEW_PASSWORD)).statusCode).toBe(200);
    expect((await loginRequest(t.app, u.email, u.password)).statusCode).toBe(401);
    // Once done, it cannot be used again to change the password without the old one.
    expect((await setup(u.token, "Yet-Another-Pass-8")).statusCode).toBe(400);
  });

  it("refuses a mismatched confirmation with a field error and leaves the flag set", async () => {
    const u = await registerUser(t.app);
    await flagSetup(u.user.id);
    const res = await setup(u.token, NEW_PASSWORD, "Something-Else-9");
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([{ path: "confirmPassword", msg: PASSWORDS_DO_NOT_MATCH, reason: "auth.passwordsDoNotMatch" }]);
    const [row] = await t.deps.database.db.select().from(users).where(eq(users.id, u.user.id));
    expect(row?.needsPasswordSetup).toBe(true);
  });
});
