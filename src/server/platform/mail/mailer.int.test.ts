import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pino from "pino";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createTestApp, extractResetToken, loginRequest, parseMail, readOutbox, registerUser, resetDatabase, TEST_PUBLIC_URL } from "../../test/harness";
import { startSmtpServer } from "../../test/smtp-server";
import { createMailer } from "./mailer";

const log = pino({ level: "silent" });
let tmp: string;
beforeEach(async () => {
  await resetDatabase();
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), "salesdojo-mailer-"));
});
afterEach(() => {
  fs.rmSync(tmp, { recursive: true, force: true });
});

describe("createMailer with SMTP_URL", () => {
  it("delivers the password reset mail by SMTP, and the link in it resets the password", async () => {
    const smtp = await startSmtpServer();
    const outboxDir = path.join(tmp, "outbox");
    const t = await createTestApp({
      mailer: createMailer({ smtpUrl: `smtp://127.0.0.1:${smtp.port}`, from: "SalesDojo <no-reply@app.example.test>", outboxDir, log }),
    });
    try {
      const u = await registerUser(t.app, { firstName: "Linus" });
      const res = await t.app.inject({
        method: "POST",
        url: "/api/password-reset/forgot-password",
        payload: { email: u.email },
      });
      expect(res.statusCode).toBe(200);
      const [msg] = await smtp.waitFor(1);
      expect(msg?.rcptTo).toEqual([u.email]);
      expect(msg?.from).toBe("no-reply@app.example.test");
      const mail = await parseMail(msg?.raw ?? "");
      expect(mail.to).toEqual([u.email]);
      expect(mail.subject).toBe("Reset your SalesDojo password");
      expect(mail.text).toContain("Hello Linus");
      expect(mail.text).toContain(`${TEST_PUBLIC_URL}/reset-password?token=`);
      // Nothing went to the outbox instead.
      expect(fs.existsSync(outboxDir)).toBe(false);

      const token = extractResetToken(mail.text);
      const reset = await t.app.inject({
        method: "POST",
        url: "/api/password-reset/reset-password",
        payload: { token, newPassword: "Smtp-Delivered-1" },
      });
      expect(reset.statusCode).toBe(200);
      expect((await loginRequest(t.app, u.email, "Smtp-Delivered-1")).statusCode).toBe(200);
    } finally {
      await t.close();
      await smtp.close();
    }
  });

  it("signs in to the SMTP server with the credentials of the URL, percent-decoded", async () => {
    let auth: { username?: string; password?: string } = {};
    const smtp = await startSmtpServer({
      authOptional: false,
      allowInsecureAuth: true,
      authMethods: ["PLAIN", "LOGIN"],
      onAuth(a, _session, callback) {
        auth = { username: a.username, password: a.password ?? undefined };
        if (a.username === "mailer@example.test" && a.password === "p@ss:w/rd") callback(null, { user: a.username });
        else callback(new Error("Invalid username or password"));
      },
    });
    const mailer = createMailer({
      smtpUrl: `smtp://${encodeURIComponent("mailer@example.test")}:${encodeURIComponent("p@ss:w/rd")}@127.0.0.1:${smtp.port}`,
      from: "no-reply@app.example.test",
      outboxDir: path.join(tmp, "outbox"),
      log,
    });
    try {
      await mailer.send({ to: "someone@example.test", subject: "Hi", text: "Hello" });
      const [msg] = await smtp.waitFor(1);
      expect(auth).toEqual({ username: "mailer@example.test", password: "p@ss:w/rd" });
      expect(msg?.user).toBe("mailer@example.test");
    } finally {
      mailer.close();
      await smtp.close();
    }
  });

  it("fails the send when the SMTP server refuses the credentials", async () => {
    const smtp = await startSmtpServer({
      authOptional: false,
      allowInsecureAuth: true,
      onAuth: (_a, _s, callback) => callback(new Error("Invalid username or password")),
    });
    const mailer = createMailer({
      smtpUrl: `smtp://user:wrong@127.0.0.1:${smtp.port}`,
      from: "no-reply@app.example.test",
      outboxDir: path.join(tmp, "outbox"),
      log,
    });
    try {
      await expect(mailer.send({ to: "someone@example.test", subject: "Hi", text: "Hello" })).rejects.toThrow();
      expect(smtp.received).toHaveLength(0);
    } finally {
      mailer.close();
      await smtp.close();
    }
  });
});

describe("createMailer without SMTP_URL (outbox)", () => {
  it("writes each mail as an .eml file that a mail parser reads back intact", async () => {
    const outboxDir = path.join(tmp, "outbox");
    const mailer = createMailer({ from: "SalesDojo <no-reply@salesdojo.local>", outboxDir, log });
    const text = "Здравствуйте, Ирина!\n\nhttps://app.example.test/reset-password?token=abc_DEF-123\n";
    await mailer.send({ to: "irina@example.test", subject: "Сброс пароля SalesDojo", text, html: "<p>Здравствуйте</p>" });
    await mailer.send({ to: "second@example.test", subject: "Second", text: "two" });
    const files = fs.readdirSync(outboxDir);
    expect(files.filter((f) => f.endsWith(".eml"))).toHaveLength(2);

    const mails = await readOutbox(outboxDir, { count: 2 });
    const first = mails.find((m) => m.to[0] === "irina@example.test");
    expect(first).toMatchObject({
      from: "no-reply@salesdojo.local",
      subject: "Сброс пароля SalesDojo",
      html: "<p>Здравствуйте</p>",
    });
    expect(first?.text.trim()).toBe(text.trim());
    expect(extractResetToken(first?.text ?? "")).toBe("abc_DEF-123");
    mailer.close();
  });

  it("the test app's forgot-password mail lands in its outbox", async () => {
    const t = await createTestApp();
    try {
      const u = await registerUser(t.app);
      await t.app.inject({ method: "POST", url: "/api/password-reset/forgot-password", payload: { email: u.email } });
      const [mail] = await readOutbox(t.outboxDir);
      expect(mail?.file.startsWith(t.outboxDir)).toBe(true);
      expect(mail?.to).toEqual([u.email]);
    } finally {
      await t.close();
    }
  });
});
