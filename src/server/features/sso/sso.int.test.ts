import fs from "node:fs";
import { eq } from "drizzle-orm";
import type { LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { SsoSettings } from "../../../contract/sso";
import { auditEvents, companies, companySso, ssoLoginStates, type UserRow, users } from "../../platform/db/schema";
import { hashPassword } from "../../platform/passwords";
import { createTestApp, extractInviteToken, readOutbox, resetDatabase, TEST_PUBLIC_URL, type TestApp } from "../../test/harness";
import { startTestIdp, type TestIdp } from "../../test/oidc-provider";
import { insertCompany, insertUser, type Person, signIn, tag } from "../companies/test/fixture";

/**
 * Single sign-on through the whole redirect flow against a real OpenID provider (oidc-provider) on 127.0.0.1:
 * the app is driven with inject(), the provider over HTTP, and the browser between them is a cookie jar that
 * follows redirects (docs/decisions/023).
 */

let t: TestApp;
let idp: TestIdp;
let admin: Person;
let adminB: Person;
let companyA: typeof companies.$inferSelect;
let companyB: typeof companies.$inferSelect;
const domain = `acme-${tag()}.test`;
const db = () => t.deps.database.db;
const PASSWORD = "Correct-horse-9";

async function save(by: Person, body: Partial<Record<string, unknown>> = {}) {
  return t.app.inject({
    method: "PUT",
    url: "/api/companies/sso",
    headers: by.headers,
    payload: {
      enabled: true,
      issuerUrl: idp.issuer,
      clientId: idp.clientId,
      clientSecret: idp.clientSecret,
      allowedDomains: [domain],
      mandatory: false,
      ...body,
    },
  });
}

function setCookie(res: LightMyRequestResponse, name: string): string | undefined {
  return res.cookies.find((c) => c.name === name)?.value;
}

interface Outcome {
  start: LightMyRequestResponse;
  location?: string;
  session?: string;
}

/** "Sign in with your company" as a browser does it: start, follow the provider's redirects, come back. */
async function ssoSignIn(email: string, opts: { state?: string; flowCookie?: string | null } = {}): Promise<Outcome> {
  const start = await t.app.inject({ method: "POST", url: "/api/auth/sso/start", payload: { email } });
  if (start.statusCode !== 200) return { start };
  const flow = setCookie(start, "sb_sso");
  let url = start.json<{ redirectUrl: string }>().redirectUrl;
  const jar = new Map<string, string>();
  for (let hop = 0; !url.startsWith(TEST_PUBLIC_URL); hop++) {
    if (hop > 10) throw new Error("too many redirects at the identity provider");
    const res = await fetch(url, {
      redirect: "manual",
      headers: { cookie: [...jar].map(([k, v]) => `${k}=${v}`).join("; ") },
      signal: AbortSignal.timeout(10_000),
    });
    for (const c of res.headers.getSetCookie()) {
      const [pair = ""] = c.split(";");
      const at = pair.indexOf("=");
      const [k, v] = [pair.slice(0, at), pair.slice(at + 1)];
      if (v === "" || /expires=Thu, 01 Jan 1970/i.test(c)) jar.delete(k);
      else jar.set(k, v);
    }
    const location = res.headers.get("location");
    if (!location) throw new Error(`the identity provider stopped at ${res.status}: ${(await res.text()).slice(0, 300)}`);
    url = new URL(location, url).href;
  }
  const back = new URL(url);
  if (opts.state !== undefined) back.searchParams.set("state", opts.state);
  const cookieValue = opts.flowCookie === undefined ? flow : opts.flowCookie;
  const callback = await t.app.inject({ method: "GET", url: back.pathname + back.search, cookies: cookieValue ? { sb_sso: cookieValue } : {} });
  expect(callback.statusCode).toBe(302);
  return { start, location: callback.headers.location as string, session: setCookie(callback, "sb_session") };
}

const me = async (session: string) => {
  const res = await t.app.inject({ method: "GET", url: "/api/auth/me", cookies: { sb_session: session } });
  expect(res.statusCode).toBe(200);
  return res.json<{ user: { id: string; email: string; companyId: string | null; role: string; needsPasswordSetup: boolean; firstName: string } }>().user;
};

async function member(fields: { email: string; companyId: string | null; role?: UserRow["role"] }): Promise<UserRow> {
  const row = await insertUser(db(), {
    role: (fields.role ?? (fields.companyId ? "company_user" : "individual")) as never,
    companyId: fields.companyId,
    email: fields.email,
  });
  await db()
    .update(users)
    .set({ passwordHash: await hashPassword(PASSWORD) })
    .where(eq(users.id, row.id));
  return row;
}

beforeAll(async () => {
  await resetDatabase();
  t = await createTestApp({ env: { SSO_ALLOW_INSECURE_LOCALHOST_ISSUER: "true" } });
  idp = await startTestIdp({ redirectUri: `${TEST_PUBLIC_URL}/api/auth/sso/callback` });
  companyA = await insertCompany(db(), "Acme");
  companyB = await insertCompany(db(), "Globex");
  admin = await signIn(db(), await member({ email: `carl@${domain}`, companyId: companyA.id, role: "company_admin" }));
  await db().update(companies).set({ adminUserId: admin.row.id }).where(eq(companies.id, companyA.id));
  adminB = await signIn(db(), await insertUser(db(), { role: "company_admin", companyId: companyB.id }));
  const saved = await save(admin);
  expect(saved.statusCode, saved.body).toBe(200);
});
afterAll(async () => {
  await t?.close();
  await idp?.close();
});

describe("SSO settings", () => {
  it("a company admin saves them; the secret is stored encrypted and never answered", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/companies/sso", headers: admin.headers });
    expect(res.statusCode).toBe(200);
    const settings = res.json<SsoSettings>();
    expect(settings).toMatchObject({
      configured: true,
      enabled: true,
      issuerUrl: idp.issuer,
      clientId: idp.clientId,
      hasClientSecret: true,
      allowedDomains: [domain],
      mandatory: false,
      secretStorage: true,
    });
    expect(settings.redirectUri).toBe(`${TEST_PUBLIC_URL}/api/auth/sso/callback`);
    expect(settings.breakGlassEmail).toBe(admin.row.email);
    expect(res.body).not.toContain(idp.clientSecret);
    const [row] = await db().select().from(companySso).where(eq(companySso.companyId, companyA.id));
    expect(row!.clientSecretEnc).toMatch(/^v1\./);
    expect(row!.clientSecretEnc).not.toContain(idp.clientSecret);
    // Saving again without a secret keeps the stored one.
    expect((await save(admin, { clientSecret: undefined })).statusCode).toBe(200);
    const [again] = await db().select().from(companySso).where(eq(companySso.companyId, companyA.id));
    expect(again!.clientSecretEnc).toBe(row!.clientSecretEnc);
  });

  it("is for company admins of Enterprise companies only", async () => {
    const rep = await signIn(db(), await insertUser(db(), { role: "company_user", companyId: companyA.id }));
    const individual = await signIn(db(), await insertUser(db(), { role: "individual" }));
    for (const p of [rep, individual]) expect((await t.app.inject({ method: "GET", url: "/api/companies/sso", headers: p.headers })).statusCode).toBe(403);
    const pro = await insertCompany(db(), "Small");
    await db().update(companies).set({ plan: "unlimited" }).where(eq(companies.id, pro.id));
    const proAdmin = await signIn(db(), await insertUser(db(), { role: "company_admin", companyId: pro.id }));
    const res = await t.app.inject({ method: "GET", url: "/api/companies/sso", headers: proAdmin.headers });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ upgradeRequired: true });
  });

  it("refuses a domain another company has, a public mail domain and a plain-http issuer elsewhere than localhost", async () => {
    const taken = await save(adminB, { allowedDomains: [domain] });
    expect(taken.statusCode).toBe(409);
    expect((await save(adminB, { allowedDomains: ["gmail.com"] })).statusCode).toBe(400);
    expect((await save(adminB, { allowedDomains: [`globex-${tag()}.test`], issuerUrl: "http://idp.example.com" })).statusCode).toBe(400);
  });

  it("without the test switch, even a localhost http issuer is refused", async () => {
    const strict = await createTestApp();
    try {
      const res = await strict.app.inject({
        method: "PUT",
        url: "/api/companies/sso",
        headers: adminB.headers,
        payload: { enabled: true, issuerUrl: idp.issuer, clientId: "x", clientSecret: "y", allowedDomains: [`globex-${tag()}.test`], mandatory: false },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toMatch(/https/);
    } finally {
      await strict.close();
    }
  });
});

describe("signing in with the company's identity provider", () => {
  it("the first sign-in creates the person in the company with the default role; the second signs the same person in", async () => {
    const email = `nora-${tag()}@${domain}`;
    idp.addAccount({ email, givenName: "Nora", familyName: "Kask" });
    idp.autoLogin = email;
    const first = await ssoSignIn(email);
    expect(first.location).toBe("/");
    const user = await me(first.session!);
    expect(user).toMatchObject({ email, companyId: companyA.id, role: "company_user", needsPasswordSetup: false, firstName: "Nora" });
    await t.mailSettled();
    expect(fs.readdirSync(t.outboxDir).filter((f) => f.endsWith(".eml"))).toEqual([]);

    const second = await ssoSignIn(email);
    expect(second.location).toBe("/");
    expect(second.session).not.toBe(first.session);
    expect((await me(second.session!)).id).toBe(user.id);
    expect(await db().select().from(users).where(eq(users.email, email))).toHaveLength(1);
    const audit = await db().select().from(auditEvents).where(eq(auditEvents.subjectUserId, user.id));
    expect(audit.map((a) => a.action).sort()).toEqual(["sso.provisioned", "sso.signed_in"]);
    // The account has no password: the login form cannot open it.
    const login = await t.app.inject({ method: "POST", url: "/api/auth/login", payload: { email, password: "anything-at-all" } });
    expect(login.statusCode).toBe(401);
  });

  it("recognises the person by the provider's subject: an address renamed at the provider keeps its account", async () => {
    const account = idp.addAccount({ email: `ana-${tag()}@${domain}` });
    idp.autoLogin = account.email;
    const first = await ssoSignIn(account.email);
    const user = await me(first.session!);
    account.email = `anastasia-${tag()}@${domain}`;
    idp.autoLogin = account.email;
    const renamed = await ssoSignIn(account.email);
    expect(renamed.location).toBe("/");
    expect((await me(renamed.session!)).id).toBe(user.id);
    expect(await db().select().from(users).where(eq(users.email, account.email))).toHaveLength(0);
  });

  it("finds no company for an unclaimed domain", async () => {
    const res = await t.app.inject({ method: "POST", url: "/api/auth/sso/start", payload: { email: `x@unclaimed-${tag()}.test` } });
    expect(res.statusCode).toBe(404);
  });

  it("refuses an identity whose e-mail is outside the company's domains", async () => {
    const foreign = `mallory-${tag()}@elsewhere.test`;
    idp.addAccount({ email: foreign });
    idp.autoLogin = foreign;
    const outcome = await ssoSignIn(`mallory@${domain}`);
    expect(outcome.location).toBe("/login?sso_error=domain");
    expect(outcome.session).toBeUndefined();
    expect(await db().select().from(users).where(eq(users.email, foreign))).toHaveLength(0);
  });

  it("refuses an e-mail the provider says is not verified", async () => {
    const email = `unverified-${tag()}@${domain}`;
    idp.addAccount({ email, emailVerified: false });
    idp.autoLogin = email;
    expect((await ssoSignIn(email)).location).toBe("/login?sso_error=domain");
  });

  it("never captures an account of another company, without a company, or of the platform", async () => {
    const others = [
      await member({ email: `bob-${tag()}@${domain}`, companyId: companyB.id }),
      await member({ email: `ind-${tag()}@${domain}`, companyId: null }),
      await member({ email: `root-${tag()}@${domain}`, companyId: null, role: "super_admin" }),
    ];
    for (const other of others) {
      idp.addAccount({ email: other.email });
      idp.autoLogin = other.email;
      const outcome = await ssoSignIn(other.email);
      expect(outcome.location).toBe("/login?sso_error=not_member");
      expect(outcome.session).toBeUndefined();
      const [after] = await db().select().from(users).where(eq(users.id, other.id));
      expect(after!.companyId).toBe(other.companyId);
      expect(after!.role).toBe(other.role);
    }
  });

  it("refuses a callback whose state does not match, or from a browser that did not start the sign-in", async () => {
    const email = `eve-${tag()}@${domain}`;
    idp.addAccount({ email });
    idp.autoLogin = email;
    const tampered = await ssoSignIn(email, { state: "not-the-state" });
    expect(tampered.location).toBe("/login?sso_error=failed");
    expect(tampered.session).toBeUndefined();
    const noCookie = await ssoSignIn(email, { flowCookie: null });
    expect(noCookie.location).toBe("/login?sso_error=expired");
    expect(await db().select().from(users).where(eq(users.email, email))).toHaveLength(0);
    // A sign-in in flight is used up by its callback: only the one whose browser never came back is left.
    expect(await db().select().from(ssoLoginStates).where(eq(ssoLoginStates.companyId, companyA.id))).toHaveLength(1);
  });

  it("limits starts to 20 a minute from one address", async () => {
    const own = await createTestApp({ env: { SSO_ALLOW_INSECURE_LOCALHOST_ISSUER: "true" } });
    try {
      const codes: number[] = [];
      for (let i = 0; i < 21; i++) {
        codes.push((await own.app.inject({ method: "POST", url: "/api/auth/sso/start", payload: { email: `x@unclaimed-${i}.test` } })).statusCode);
      }
      expect(codes.slice(0, 20).every((c) => c === 404)).toBe(true);
      expect(codes[20]).toBe(429);
    } finally {
      await own.close();
    }
  });

  it("refuses the provider's own error answer", async () => {
    const start = await t.app.inject({ method: "POST", url: "/api/auth/sso/start", payload: { email: `z@${domain}` } });
    const flow = setCookie(start, "sb_sso")!;
    const state = new URL(start.json<{ redirectUrl: string }>().redirectUrl).searchParams.get("state")!;
    const res = await t.app.inject({ method: "GET", url: `/api/auth/sso/callback?error=access_denied&state=${state}`, cookies: { sb_sso: flow } });
    expect(res.headers.location).toBe("/login?sso_error=denied");
  });
});

describe("mandatory single sign-on", () => {
  it("refuses the password to the company's members, except the company's own admin (break-glass)", async () => {
    const rep = await member({ email: `rita-${tag()}@${domain}`, companyId: companyA.id });
    const otherAdmin = await member({ email: `olga-${tag()}@${domain}`, companyId: companyA.id, role: "company_admin" });
    const outsider = await member({ email: `gus-${tag()}@globex-${tag()}.test`, companyId: companyB.id });
    const login = (email: string) => t.app.inject({ method: "POST", url: "/api/auth/login", payload: { email, password: PASSWORD } });
    expect((await login(rep.email)).statusCode).toBe(200);

    expect((await save(admin, { mandatory: true })).statusCode).toBe(200);
    try {
      const refused = await login(rep.email);
      expect(refused.statusCode).toBe(403);
      expect(refused.json().error).toMatch(/single sign-on/);
      expect((await login(otherAdmin.email)).statusCode).toBe(403);
      expect((await login(admin.row.email)).statusCode).toBe(200);
      expect((await login(outsider.email)).statusCode).toBe(200);
      // An invitation link would sign the invitee in with a new password: refused too, and left unused.
      const invited = `ivo-${tag()}@${domain}`;
      const add = await t.app.inject({
        method: "POST",
        url: "/api/companies/users",
        headers: admin.headers,
        payload: { firstName: "Ivo", lastName: "New", email: invited },
      });
      expect(add.statusCode, add.body).toBe(201);
      const mail = (await readOutbox(t.outboxDir)).find((m) => m.to.includes(invited));
      const inviteToken = extractInviteToken(mail!.text);
      const accept = await t.app.inject({
        method: "POST",
        url: "/api/invites/accept",
        payload: { token: inviteToken, password: PASSWORD, confirmPassword: PASSWORD },
      });
      expect(accept.statusCode).toBe(403);
      expect((await t.app.inject({ method: "GET", url: `/api/invites/${encodeURIComponent(inviteToken)}` })).statusCode).toBe(200);
      // A wrong password still answers the same 401 as anywhere: nothing is learnt without the password.
      expect((await t.app.inject({ method: "POST", url: "/api/auth/login", payload: { email: rep.email, password: "Wrong-pass-1" } })).statusCode).toBe(401);
      // The identity provider still signs the member in.
      idp.addAccount({ email: rep.email });
      idp.autoLogin = rep.email;
      const outcome = await ssoSignIn(rep.email);
      expect(outcome.location).toBe("/");
      expect((await me(outcome.session!)).id).toBe(rep.id);
    } finally {
      expect((await save(admin, { mandatory: false })).statusCode).toBe(200);
    }
    expect((await login(rep.email)).statusCode).toBe(200);
  });
});
