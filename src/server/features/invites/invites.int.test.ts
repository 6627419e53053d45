import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pino from "pino";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { INVALID_INVITE } from "../../../contract/invites";
import { createMailer } from "../../platform/mail/mailer";
import {
  bearer,
  createTestApp,
  extractInviteToken,
  loginRequest,
  parseMail,
  readOutbox,
  resetDatabase,
  TEST_PUBLIC_URL,
  type TestApp,
} from "../../test/harness";
import { startSmtpServer } from "../../test/smtp-server";
import { insertCompany, insertUser, signIn } from "../companies/test/fixture";

let t: TestApp;
let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
let tmp: string;
beforeEach(async () => {
  await resetDatabase();
  smtp = await startSmtpServer();
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), "salesdojo-invite-"));
  t = await createTestApp({
    mailer: createMailer({
      smtpUrl: `smtp://127.0.0.1:${smtp.port}`,
      from: "SalesDojo <no-reply@app.example.test>",
      outboxDir: path.join(tmp, "outbox"),
      log: pino({ level: "silent" }),
    }),
  });
});
afterEach(async () => {
  await t.close();
  await smtp.close();
  fs.rmSync(tmp, { recursive: true, force: true });
});

async function world() {
  const db = t.deps.database.db;
  const company = await insertCompany(db, "Acme");
  const admin = await signIn(db, await insertUser(db, { role: "company_admin", companyId: company.id, firstName: "Carl", lastName: "Admin" }));
  return { company, admin };
}

const email = () => `invitee-${Math.random().toString(36).slice(2)}@example.test`;
const addUser = (headers: Record<string, string>, body: Record<string, unknown>) =>
  t.app.inject({ method: "POST", url: "/api/companies/users", headers, payload: { firstName: "Nora", lastName: "New", ...body } });
const accept = (token: string, password: string) =>
  t.app.inject({ method: "POST", url: "/api/invites/accept", payload: { token, password, confirmPassword: password } });

async function invitationFor(to: string) {
  const received = await smtp.waitFor(1);
  const msg = received.find((m) => m.rcptTo.includes(to));
  expect(msg, `an SMTP message to ${to}`).toBeDefined();
  return parseMail(msg!.raw);
}

describe("inviting a company user", () => {
  it("needs no password from the admin; the invitee's mail says 'You're invited to Acme' and its link sets the password and signs in", async () => {
    const { admin } = await world();
    const to = email();
    const res = await addUser(admin.headers, { email: to });
    expect(res.statusCode).toBe(201);
    expect(res.json().user).toMatchObject({ email: to, needsPasswordSetup: true });

    const mail = await invitationFor(to);
    expect(mail.subject).toBe("You're invited to Acme");
    expect(mail.text).toContain("Hello Nora");
    expect(mail.text).toContain("Carl Admin invited you");
    expect(mail.text).toContain(`${TEST_PUBLIC_URL}/set-password?token=`);
    expect(mail.text.toLowerCase()).not.toContain("reset");
    const token = extractInviteToken(mail.text);

    // No password exists until the invitee sets one.
    expect((await loginRequest(t.app, to, "Temporary-Pass-1")).statusCode).toBe(401);

    const info = await t.app.inject({ method: "GET", url: `/api/invites/${encodeURIComponent(token)}` });
    expect(info.statusCode).toBe(200);
    expect(info.json()).toEqual({ email: to, firstName: "Nora", company: "Acme" });

    const done = await accept(token, "My-Own-Password-7");
    expect(done.statusCode).toBe(200);
    expect(done.json().user).toMatchObject({ email: to, needsPasswordSetup: false });
    expect(String(done.headers["set-cookie"])).toContain("sb_session=");
    const me = await t.app.inject({ method: "GET", url: "/api/auth/me", headers: bearer(done.json().token) });
    expect(me.statusCode).toBe(200);
    expect(me.json().user.email).toBe(to);

    // The link works once; the chosen password signs in from now on.
    const again = await accept(token, "Another-Password-8");
    expect(again.statusCode).toBe(400);
    expect(again.json().error).toBe(INVALID_INVITE);
    expect((await t.app.inject({ method: "GET", url: `/api/invites/${encodeURIComponent(token)}` })).statusCode).toBe(400);
    expect((await loginRequest(t.app, to, "My-Own-Password-7")).statusCode).toBe(200);
  });

  it("writes the invitation in the inviter's language", async () => {
    const { admin } = await world();
    const to = email();
    expect((await addUser(admin.headers, { email: to, language: "ru" })).statusCode).toBe(201);
    const mail = await invitationFor(to);
    expect(mail.subject).toBe("Вас пригласили в компанию Acme");
    expect(mail.text).toContain("Здравствуйте Nora");
    expect(mail.text).toContain("Carl Admin приглашает вас");
    expect(mail.text).toContain("/set-password?token=");
  });

  it("still takes a password chosen by the admin (the spec's payload); the link then works until the invitee picks their own", async () => {
    const { admin } = await world();
    const mismatch = await addUser(admin.headers, { email: email(), password: "Temporary-Pass-1", confirmPassword: "Other-Pass-1" });
    expect(mismatch.statusCode).toBe(400);

    const to = email();
    const res = await addUser(admin.headers, { email: to, password: "Temporary-Pass-1", confirmPassword: "Temporary-Pass-1" });
    expect(res.statusCode).toBe(201);
    const token = extractInviteToken((await invitationFor(to)).text);
    const login = await loginRequest(t.app, to, "Temporary-Pass-1");
    expect(login.statusCode).toBe(200);

    // The forced setup modal sets a password of the invitee's own: the invitation has done its work.
    const setup = await t.app.inject({
      method: "POST",
      url: "/api/auth/setup-password",
      headers: bearer(login.json().token),
      payload: { password: "Chosen-By-Me-9", confirmPassword: "Chosen-By-Me-9" },
    });
    expect(setup.statusCode).toBe(200);
    expect((await accept(token, "Hijack-Attempt-1")).statusCode).toBe(400);
    expect((await loginRequest(t.app, to, "Chosen-By-Me-9")).statusCode).toBe(200);
    // Nothing was written to the outbox: the mails went by SMTP.
    expect(await readOutbox(path.join(tmp, "outbox"), { count: 0 })).toEqual([]);
  });
});
