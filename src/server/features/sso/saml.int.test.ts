import { and, eq, isNotNull } from "drizzle-orm";
import type { LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SAML_METADATA_ERRORS, type SsoSettings } from "../../../contract/sso";
import { auditEvents, companies, ssoIdentities, ssoLoginStates, type UserRow, users } from "../../platform/db/schema";
import { hashPassword } from "../../platform/passwords";
import { createTestApp, resetDatabase, TEST_PUBLIC_URL, type TestApp } from "../../test/harness";
import { makeKeyPair, readAuthnRequest, type ResponseOptions, TestSamlIdp } from "../../test/saml-idp";
import { insertCompany, insertUser, type Person, signIn, tag } from "../companies/test/fixture";

/**
 * SAML 2.0 single sign-on (docs/decisions/029) against an in-process identity provider that signs its responses
 * with its own self-signed certificate (src/server/test/saml-idp.ts): the app is driven with inject(), and the
 * browser is played by hand: start, AuthnRequest to the IdP, the IdP's form POST to the ACS, the hop back.
 */

let t: TestApp;
let idp: TestSamlIdp;
let admin: Person;
let adminB: Person;
let company: typeof companies.$inferSelect;
let companyB: typeof companies.$inferSelect;
const domain = `saml-${tag()}.test`;
const db = () => t.deps.database.db;
const PASSWORD = "Correct-horse-9";

async function save(by: Person, body: Partial<Record<string, unknown>> = {}) {
  return t.app.inject({
    method: "PUT",
    url: "/api/companies/sso",
    headers: by.headers,
    payload: { enabled: true, protocol: "saml", samlMetadataXml: idp.metadata(), allowedDomains: [domain], mandatory: false, ...body },
  });
}

const cookie = (res: LightMyRequestResponse, name: string) => res.cookies.find((c) => c.name === name)?.value;

interface Outcome {
  acs: LightMyRequestResponse;
  location: string;
  session?: string;
  samlResponse: string;
}

/** "Sign in with your company" through the SAML IdP, as the browser does it. */
async function samlSignIn(
  email: string,
  answer: Omit<ResponseOptions, "nameId"> & { nameId?: string } = {},
  opts: { flowCookie?: string | null } = {},
): Promise<Outcome> {
  const start = await t.app.inject({ method: "POST", url: "/api/auth/sso/start", payload: { email } });
  expect(start.statusCode, start.body).toBe(200);
  const redirectUrl = start.json<{ redirectUrl: string }>().redirectUrl;
  expect(redirectUrl.startsWith(idp.ssoUrl)).toBe(true);
  const request = readAuthnRequest(redirectUrl);
  const samlResponse = idp.respond(request, { nameId: answer.nameId ?? `id-${email}`, email, ...answer });
  const acs = await postToAcs(new URL(request.acsUrl).pathname, samlResponse);
  const location = acs.headers.location as string;
  if (location !== "/api/auth/sso/saml/complete") return { acs, location, samlResponse };
  const flow = opts.flowCookie === undefined ? cookie(start, "sb_sso") : opts.flowCookie;
  const done = await t.app.inject({ method: "GET", url: location, cookies: flow ? { sb_sso: flow } : {} });
  expect(done.statusCode).toBe(302);
  return { acs, location: done.headers.location as string, session: cookie(done, "sb_session"), samlResponse };
}

async function postToAcs(pathname: string, samlResponse: string) {
  const res = await t.app.inject({
    method: "POST",
    url: pathname,
    // As a browser sends the identity provider's auto-submitting form: a cross-site post from the IdP's origin.
    headers: { "content-type": "application/x-www-form-urlencoded", origin: new URL(idp.ssoUrl).origin, "sec-fetch-site": "cross-site" },
    payload: new URLSearchParams({ SAMLResponse: samlResponse, RelayState: "" }).toString(),
  });
  expect(res.statusCode, res.body).toBe(303);
  return res;
}

const me = async (session: string) => {
  const res = await t.app.inject({ method: "GET", url: "/api/auth/me", cookies: { sb_session: session } });
  expect(res.statusCode).toBe(200);
  return res.json<{ user: { id: string; email: string; companyId: string | null; role: string; firstName: string; lastName: string } }>().user;
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
  t = await createTestApp();
  idp = new TestSamlIdp();
  company = await insertCompany(db(), "Initech");
  companyB = await insertCompany(db(), "Hooli");
  admin = await signIn(db(), await member({ email: `peter@${domain}`, companyId: company.id, role: "company_admin" }));
  await db().update(companies).set({ adminUserId: admin.row.id }).where(eq(companies.id, company.id));
  adminB = await signIn(db(), await insertUser(db(), { role: "company_admin", companyId: companyB.id }));
  const saved = await save(admin);
  expect(saved.statusCode, saved.body).toBe(200);
});
afterAll(async () => {
  await t?.close();
});

describe("SAML settings", () => {
  it("reads entity id, SSO URL and certificate from the pasted metadata and offers the company's SP metadata", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/companies/sso", headers: admin.headers });
    expect(res.statusCode).toBe(200);
    const s = res.json<SsoSettings>();
    expect(s).toMatchObject({ configured: true, enabled: true, protocol: "saml", allowedDomains: [domain], hasClientSecret: false });
    expect(s.saml).toMatchObject({ idpEntityId: idp.entityId, ssoUrl: idp.ssoUrl, certificateCount: 1 });
    expect(new Date(s.saml!.certificateExpiresAt!).getTime()).toBeGreaterThan(Date.now());
    const sp = s.samlServiceProvider;
    expect(sp.acsUrl).toBe(`${TEST_PUBLIC_URL}/api/auth/sso/saml/${company.id}/acs`);

    const metadata = await t.app.inject({ method: "GET", url: new URL(sp.metadataUrl).pathname });
    expect(metadata.statusCode).toBe(200);
    expect(metadata.headers["content-type"]).toMatch(/xml/);
    expect(metadata.headers["content-disposition"]).toMatch(/attachment/);
    expect(metadata.body).toContain(`entityID="${sp.entityId}"`);
    expect(metadata.body).toContain(`Location="${sp.acsUrl}"`);
    // Saving again without metadata keeps it.
    expect((await save(admin, { samlMetadataXml: undefined })).statusCode).toBe(200);
  });

  it("refuses metadata it cannot use, saying why", async () => {
    const other = new TestSamlIdp();
    const cases: [string, string][] = [
      ["this is not xml <", SAML_METADATA_ERRORS.malformed],
      [`<x xmlns="urn:other"/>`, SAML_METADATA_ERRORS.noIdp],
      [other.metadata().replace(/<md:KeyDescriptor[\s\S]*?<\/md:KeyDescriptor>/, ""), SAML_METADATA_ERRORS.noCert],
      [other.metadata().replace(`Location="${other.ssoUrl}"`, `Location="http://idp.example.com/sso"`), SAML_METADATA_ERRORS.insecureSsoUrl],
      [other.metadata().replace(/HTTP-Redirect/, "SOAP"), SAML_METADATA_ERRORS.noSsoUrl],
      [other.metadata().replace(/<ds:X509Certificate>[^<]+/, "<ds:X509Certificate>bm90IGEgY2VydA=="), SAML_METADATA_ERRORS.badCert],
      [`<!DOCTYPE x [<!ENTITY e SYSTEM "file:///etc/passwd">]>${other.metadata().replace(/^<\?xml[^>]*>/, "")}`, SAML_METADATA_ERRORS.malformed],
    ];
    const keyOf = new Map<string, string>(Object.entries(SAML_METADATA_ERRORS).map(([name, words]) => [words, `samlMetadata.${name}`]));
    for (const [xml, message] of cases) {
      const res = await save(adminB, { samlMetadataXml: xml, allowedDomains: [`hooli-${tag()}.test`] });
      expect(res.statusCode, xml.slice(0, 60)).toBe(400);
      const reason = keyOf.get(message);
      expect(res.json()).toMatchObject({ error: message, reason, errors: [{ path: "samlMetadataXml", msg: message, reason }] });
    }
    expect((await save(adminB, { samlMetadataXml: undefined, allowedDomains: [`hooli-${tag()}.test`] })).statusCode).toBe(400);
  });
});

describe("signing in through the SAML identity provider", () => {
  it("the first sign-in creates the person with the default role; the second signs the same person in", async () => {
    const email = `milton-${tag()}@${domain}`;
    const first = await samlSignIn(email, { givenName: "Milton", familyName: "Waddams" });
    expect(first.location).toBe("/");
    const user = await me(first.session!);
    expect(user).toMatchObject({ email, companyId: company.id, role: "company_user", firstName: "Milton", lastName: "Waddams" });
    const second = await samlSignIn(email);
    expect(second.location).toBe("/");
    expect((await me(second.session!)).id).toBe(user.id);
    expect(await db().select().from(users).where(eq(users.email, email))).toHaveLength(1);
    const audit = await db().select().from(auditEvents).where(eq(auditEvents.subjectUserId, user.id));
    expect(audit.map((a) => a.action).sort()).toEqual(["sso.provisioned", "sso.signed_in"]);
  });

  it("matches by the IdP's subject (NameID) first: a renamed address signs in the same account", async () => {
    const subject = `persistent-${tag()}`;
    const oldEmail = `bill-${tag()}@${domain}`;
    const first = await samlSignIn(oldEmail, { nameId: subject });
    const user = await me(first.session!);
    const renamed = await samlSignIn(`william-${tag()}@${domain}`, { nameId: subject, email: `william-${tag()}@${domain}` });
    expect(renamed.location).toBe("/");
    expect((await me(renamed.session!)).id).toBe(user.id);
    const links = await db().select().from(ssoIdentities).where(eq(ssoIdentities.userId, user.id));
    expect(links).toMatchObject([{ issuer: idp.entityId, subject }]);
    // Another subject asserting the linked account's address does not get it.
    const reused = await samlSignIn(oldEmail, { nameId: `someone-else-${tag()}` });
    expect(reused.location).toBe("/login?sso_error=not_member");
  });

  it("refuses an unsigned response and one signed by another key", async () => {
    const email = `lumbergh-${tag()}@${domain}`;
    const unsigned = await samlSignIn(email, { unsigned: true });
    expect(unsigned.location).toBe("/login?sso_error=failed");
    const forged = await samlSignIn(email, { signingKey: makeKeyPair("attacker").key });
    expect(forged.location).toBe("/login?sso_error=failed");
    expect(forged.session).toBeUndefined();
    expect(await db().select().from(users).where(eq(users.email, email))).toHaveLength(0);
  });

  it("refuses a response that was already used (replay)", async () => {
    const email = `samir-${tag()}@${domain}`;
    const first = await samlSignIn(email);
    expect(first.location).toBe("/");
    const again = await postToAcs(`/api/auth/sso/saml/${company.id}/acs`, first.samlResponse);
    expect(again.headers.location).toMatch(/^\/login\?sso_error=/);
    // Nor is one the server never asked for (IdP-initiated), nor one for another company's ACS.
    const unsolicited = idp.respond(
      { id: "_never-asked", acsUrl: `${TEST_PUBLIC_URL}/api/auth/sso/saml/${company.id}/acs`, issuer: `${TEST_PUBLIC_URL}/api/auth/sso/saml/${company.id}` },
      { nameId: "x", email },
    );
    expect((await postToAcs(`/api/auth/sso/saml/${company.id}/acs`, unsolicited)).headers.location).toBe("/login?sso_error=failed");
    expect((await postToAcs(`/api/auth/sso/saml/${companyB.id}/acs`, first.samlResponse)).headers.location).toBe("/login?sso_error=unavailable");
  });

  it("tolerates a little clock skew but not a stale assertion", async () => {
    const ahead = await samlSignIn(`nina-${tag()}@${domain}`, { clockOffsetMs: 90_000 });
    expect(ahead.location).toBe("/");
    const stale = await samlSignIn(`tom-${tag()}@${domain}`, { clockOffsetMs: -20 * 60_000 });
    expect(stale.location).toBe("/login?sso_error=failed");
  });

  it("refuses an assertion from another issuer, even when signed with the known key", async () => {
    const outcome = await samlSignIn(`dom-${tag()}@${domain}`, { issuer: "https://evil.test/saml" });
    expect(outcome.location).toBe("/login?sso_error=failed");
  });

  it("finishes only in the browser that started the sign-in", async () => {
    const email = `joanna-${tag()}@${domain}`;
    const outcome = await samlSignIn(email, {}, { flowCookie: null });
    expect(outcome.location).toBe("/login?sso_error=expired");
    expect(await db().select().from(users).where(eq(users.email, email))).toHaveLength(0);
    // The parked answer is not left for someone else to collect forever: it expires in two minutes.
    const parked = await db()
      .select()
      .from(ssoLoginStates)
      .where(and(eq(ssoLoginStates.companyId, company.id), isNotNull(ssoLoginStates.samlIdentity)));
    expect(parked).toHaveLength(1);
    expect(parked[0]!.expiresAt.getTime()).toBeLessThanOrEqual(Date.now() + 2 * 60_000);
  });

  it("refuses an e-mail outside the company's domains, and never captures another company's account", async () => {
    const foreign = await samlSignIn(`michael-${tag()}@${domain}`, { email: `michael-${tag()}@elsewhere.test` });
    expect(foreign.location).toBe("/login?sso_error=domain");
    const bob = await member({ email: `bob-${tag()}@${domain}`, companyId: companyB.id });
    const outcome = await samlSignIn(bob.email);
    expect(outcome.location).toBe("/login?sso_error=not_member");
    const [after] = await db().select().from(users).where(eq(users.id, bob.id));
    expect(after!.companyId).toBe(companyB.id);
  });
});

describe("mandatory SAML single sign-on", () => {
  it("refuses the password to members except the company's own admin; the IdP still signs them in", async () => {
    const rep = await member({ email: `rep-${tag()}@${domain}`, companyId: company.id });
    const login = (email: string) => t.app.inject({ method: "POST", url: "/api/auth/login", payload: { email, password: PASSWORD } });
    expect((await save(admin, { mandatory: true, samlMetadataXml: undefined })).statusCode).toBe(200);
    try {
      expect((await login(rep.email)).statusCode).toBe(403);
      expect((await login(admin.row.email)).statusCode).toBe(200);
      const outcome = await samlSignIn(rep.email);
      expect(outcome.location).toBe("/");
      expect((await me(outcome.session!)).id).toBe(rep.id);
    } finally {
      expect((await save(admin, { mandatory: false, samlMetadataXml: undefined })).statusCode).toBe(200);
    }
    expect((await login(rep.email)).statusCode).toBe(200);
  });
});
