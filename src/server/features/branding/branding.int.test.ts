import fs from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import pino from "pino";
import PostalMime from "postal-mime";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { BRANDING_MESSAGES, checkBrandColor } from "../../../contract/branding-rules";
import { testScenarioBody } from "../../../contract/company-scenario-fixtures";
import { auditEvents, companies, companyBranding } from "../../platform/db/schema";
import { createMailer } from "../../platform/mail/mailer";
import { createTestApp, resetDatabase, type TestApp } from "../../test/harness";
import { startSmtpServer } from "../../test/smtp-server";
import { sendDueReminders } from "../assignments/reminders";
import { insertCompany, insertTeam, insertUser, type Person, signIn } from "../companies/test/fixture";
import { HOSTILE_SVG, png, textChunk, webp } from "./test/images";

let t: TestApp;
let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
let tmp: string;
let admin: Person;
let member: Person;
let outsider: Person;
let outsiderAdmin: Person;
let acmeId: string;
let teamId: string;
const db = () => t.deps.database.db;

beforeEach(async () => {
  await resetDatabase();
  smtp = await startSmtpServer();
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), "salesdojo-branding-"));
  t = await createTestApp({
    mailer: createMailer({
      smtpUrl: `smtp://127.0.0.1:${smtp.port}`,
      from: "SalesDojo <no-reply@app.example.test>",
      outboxDir: path.join(tmp, "outbox"),
      log: pino({ level: "silent" }),
    }),
  });
  const acme = await insertCompany(db(), "Acme");
  acmeId = acme.id;
  teamId = (await insertTeam(db(), acme.id, "Alpha")).id;
  admin = await signIn(db(), await insertUser(db(), { role: "company_admin", companyId: acme.id, firstName: "Carl", lastName: "Admin" }));
  member = await signIn(db(), await insertUser(db(), { role: "company_user", companyId: acme.id, teamId, firstName: "Mia" }));
  const globex = await insertCompany(db(), "Globex");
  outsider = await signIn(db(), await insertUser(db(), { role: "company_user", companyId: globex.id }));
  outsiderAdmin = await signIn(db(), await insertUser(db(), { role: "company_admin", companyId: globex.id }));
});
afterEach(async () => {
  await t.close();
  await smtp.close();
  fs.rmSync(tmp, { recursive: true, force: true });
});

const upload = (p: Person, body: Buffer | string, contentType = "image/png") =>
  t.app.inject({ method: "PUT", url: "/api/companies/branding/logo", headers: { ...p.headers, "content-type": contentType }, payload: body });
const saveBrand = (p: Person, payload: object) => t.app.inject({ method: "PUT", url: "/api/companies/branding", headers: p.headers, payload });
const myBrand = async (p: Person) => (await t.app.inject({ method: "GET", url: "/api/branding", headers: p.headers })).json().brand;
const getLogo = (p: Person, url: string) => t.app.inject({ method: "GET", url, headers: p.headers });

describe("logo upload with hostile files", () => {
  it("sanitises an SVG with a script, an onload handler, external references and foreignObject, and serves it with strict headers", async () => {
    const res = await upload(admin, HOSTILE_SVG, "image/svg+xml");
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().logo).toMatchObject({ type: "image/svg+xml" });
    const url = res.json().brand.logoUrl as string;
    const logo = await getLogo(member, url);
    expect(logo.statusCode).toBe(200);
    expect(logo.headers["content-type"]).toBe("image/svg+xml");
    expect(logo.headers["content-security-policy"]).toMatch(/^default-src 'none'; style-src 'unsafe-inline'/);
    expect(logo.headers["x-content-type-options"]).toBe("nosniff");
    const svg = logo.body;
    for (const bad of ["<script", "onload", "onclick", "alert", "<style", "evil.example", "foreignObject", "iframe", "javascript:", "<image", "<use"]) {
      expect(svg, `${bad} must be gone`).not.toContain(bad);
    }
    // What draws is kept, camelCase attributes included, as well-formed XML.
    expect(svg).toMatch(/^<svg[^>]*xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
    expect(svg).toContain('viewBox="0 0 120 40"');
    expect(svg).toContain("<rect");
    expect(svg).toContain("Acme &amp; Co");
    const [audit] = await db().select().from(auditEvents).where(eq(auditEvents.action, "branding.logo_set"));
    expect(audit?.details).toMatchObject({ type: "image/svg+xml" });
  });

  it("refuses an SVG with a DOCTYPE (entities) and one with nothing left to draw", async () => {
    const doctype = `<?xml version="1.0"?><!DOCTYPE svg [<!ENTITY a "aaaaaaaa"><!ENTITY b "&a;&a;&a;&a;">]><svg xmlns="http://www.w3.org/2000/svg"><text>&b;</text></svg>`;
    expect((await upload(admin, doctype, "image/svg+xml")).statusCode).toBe(400);
    const onlyScript = `<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>`;
    expect((await upload(admin, onlyScript, "image/svg+xml")).statusCode).toBe(400);
  });

  it("answers 413 to a 20 MB upload after reading at most the limit, with or without a Content-Length", async () => {
    await t.app.listen({ port: 0, host: "127.0.0.1" });
    const { port } = t.app.server.address() as AddressInfo;
    const total = 20 * 1024 * 1024;
    const piece = Buffer.alloc(64 * 1024, 0x41);
    for (const declared of [true, false]) {
      const result = await new Promise<{ status: number; sent: number; body: string }>((resolve, reject) => {
        let sent = 0;
        let answered = false;
        const req = http.request(
          {
            host: "127.0.0.1",
            port,
            method: "PUT",
            path: "/api/companies/branding/logo",
            headers: { ...admin.headers, "content-type": "image/png", ...(declared ? { "content-length": String(total) } : {}) },
          },
          (res) => {
            answered = true;
            let body = "";
            res.on("data", (c: Buffer) => (body += c.toString()));
            res.on("end", () => resolve({ status: res.statusCode ?? 0, sent, body }));
          },
        );
        req.on("error", (e) => (answered ? undefined : reject(e)));
        const pump = () => {
          while (!answered && sent < total) {
            sent += piece.length;
            if (!req.write(piece)) return void req.once("drain", pump);
          }
          if (!answered) req.end();
        };
        pump();
      });
      expect(result.status, `declared=${declared}`).toBe(413);
      expect(JSON.parse(result.body)).toMatchObject({ code: "PAYLOAD_TOO_LARGE" });
      // The answer came long before the client had sent the 20 MB.
      expect(result.sent, `declared=${declared}: bytes sent before the answer`).toBeLessThan(total / 2);
    }
  });

  it("refuses a file that is not an image whatever its name says (415), and PNGs that are broken or too large", async () => {
    const text = await upload(admin, "just some text pretending to be logo.png", "image/png");
    expect(text.statusCode).toBe(415);
    expect(text.json()).toMatchObject({ error: BRANDING_MESSAGES.logoType, reason: "branding.logoType" });
    const exe = await upload(admin, Buffer.concat([Buffer.from("MZ"), Buffer.alloc(200)]), "application/octet-stream");
    expect(exe.statusCode).toBe(415);
    const html = await upload(admin, "<html><body><script>alert(1)</script></body></html>", "image/svg+xml");
    expect(html.statusCode).toBe(415);
    const corrupt = png();
    corrupt.writeUInt8(corrupt.readUInt8(corrupt.length - 20) ^ 0xff, corrupt.length - 20); // a CRC no longer matches
    expect((await upload(admin, corrupt)).statusCode).toBe(400);
    const huge = await upload(admin, png(5000, 1));
    expect(huge.statusCode).toBe(400);
    expect(huge.json()).toMatchObject({ error: BRANDING_MESSAGES.logoDimensions, reason: "branding.logoDimensions" });
    expect(await myBrand(member)).toBeNull();
  });

  it("refuses a PNG polyglot carrying a second file after IEND, and strips a script hidden in a text chunk", async () => {
    const polyglot = Buffer.concat([png(), Buffer.from("<html><script>alert(document.cookie)</script></html>")]);
    const refused = await upload(admin, polyglot);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error).toMatch(/damaged|not the image/);

    const withText = png(8, 8, [200, 30, 30], [textChunk("Comment", "<script>alert(1)</script>")]);
    const ok = await upload(admin, withText, "application/octet-stream");
    expect(ok.statusCode, ok.body).toBe(200);
    const logo = await getLogo(member, ok.json().brand.logoUrl);
    expect(logo.headers["content-type"]).toBe("image/png");
    expect(logo.rawPayload.includes(Buffer.from("<script"))).toBe(false);
    expect(logo.rawPayload.equals(png(8, 8, [200, 30, 30]))).toBe(true);
  });

  it("takes a WebP by its bytes even when the browser calls it a PNG, and the admin can remove the logo", async () => {
    const res = await upload(admin, webp(), "image/png");
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().logo).toMatchObject({ type: "image/webp", bytes: webp().length });
    const trailing = Buffer.concat([webp(), Buffer.from("<script>")]);
    expect((await upload(admin, trailing, "image/webp")).statusCode).toBe(400);
    const removed = await t.app.inject({ method: "DELETE", url: "/api/companies/branding/logo", headers: admin.headers });
    expect(removed.statusCode).toBe(200);
    expect((await myBrand(member)).logoUrl).toBeNull();
  });

  it("lets only a company admin of an Enterprise company upload, and serves the logo only at the address members are given", async () => {
    expect((await upload(member, png())).statusCode).toBe(403);
    const res = await upload(admin, png());
    const url = res.json().brand.logoUrl as string;
    expect(url).toMatch(new RegExp(`^/api/branding/logo/${acmeId}\\?v=[0-9a-f]{16}$`));
    // An <img> loads it without credentials; without the version (or with another) nobody gets it.
    expect((await t.app.inject({ method: "GET", url })).statusCode).toBe(200);
    expect((await getLogo(outsider, `/api/branding/logo/${acmeId}`)).statusCode).toBe(404);
    expect((await getLogo(outsider, `/api/branding/logo/${acmeId}?v=0000000000000000`)).statusCode).toBe(404);
    const [acmeRow] = await db().select({ hash: companyBranding.logoHash }).from(companyBranding).where(eq(companyBranding.companyId, acmeId));
    expect(url.endsWith(acmeRow!.hash!.slice(0, 16))).toBe(true);
    await db().update(companies).set({ plan: "unlimited" }).where(eq(companies.id, acmeId));
    const refused = await upload(admin, png());
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ error: BRANDING_MESSAGES.enterpriseOnly, reason: "branding.enterpriseOnly", upgradeRequired: true });
    expect(await myBrand(member)).toBeNull();
    expect((await getLogo(member, url)).statusCode).toBe(404);
  });
});

describe("brand colour, name and white-label", () => {
  it("refuses a colour without 3:1 contrast on the light and dark backgrounds, naming one that has it", async () => {
    const yellow = await saveBrand(admin, { displayName: "Acme Academy", color: "#ffeb3b", whiteLabel: false });
    expect(yellow.statusCode).toBe(400);
    const suggestion = checkBrandColor("#ffeb3b").suggestion!;
    // Words that name a value (the suggested colour) have no key.
    expect(yellow.json().errors).toEqual([{ path: "color", msg: expect.stringContaining(`Try ${suggestion}`) }]);
    const navy = await saveBrand(admin, { displayName: "Acme Academy", color: "#0a0a40", whiteLabel: false });
    expect(navy.statusCode).toBe(400);
    expect(await myBrand(member)).toBeNull();

    const ok = await saveBrand(admin, { displayName: "Acme Academy", color: suggestion.toUpperCase(), whiteLabel: false });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().brand).toMatchObject({ displayName: "Acme Academy", color: suggestion, whiteLabel: false });
    expect(["#ffffff", "#000000"]).toContain(ok.json().brand.buttonText);
  });

  it("shows the brand to members of the company and to no one else", async () => {
    expect((await saveBrand(admin, { displayName: "Acme Academy", color: "#1d4ed8", whiteLabel: true })).statusCode).toBe(200);
    await upload(admin, png());
    expect(await myBrand(member)).toMatchObject({
      companyId: acmeId,
      displayName: "Acme Academy",
      color: "#1d4ed8",
      buttonText: "#ffffff",
      whiteLabel: true,
      logoUrl: expect.stringContaining(acmeId),
    });
    expect(await myBrand(admin)).toMatchObject({ displayName: "Acme Academy" });
    expect(await myBrand(outsider)).toBeNull();
    expect(await myBrand(outsiderAdmin)).toBeNull();
    // The other company's admin cannot read or change Acme's settings: their calls act on their own company.
    const theirs = await t.app.inject({ method: "GET", url: "/api/companies/branding", headers: outsiderAdmin.headers });
    expect(theirs.json()).toMatchObject({ companyName: "Globex", brand: null });
    expect((await t.app.inject({ method: "GET", url: "/api/companies/branding", headers: member.headers })).statusCode).toBe(403);
    expect((await saveBrand(member, { displayName: "Hijack", color: null, whiteLabel: false })).statusCode).toBe(403);
    const [row] = await db().select({ displayName: companyBranding.displayName }).from(companyBranding).where(eq(companyBranding.companyId, acmeId));
    expect(row?.displayName).toBe("Acme Academy");
  });
});

async function receivedMail(to: string) {
  const received = await smtp.waitFor(smtp.received.length + 0 || 1);
  const msg = received.filter((m) => m.rcptTo.includes(to)).at(-1);
  expect(msg, `an SMTP message to ${to}`).toBeDefined();
  return PostalMime.parse(new Uint8Array(msg!.raw));
}
const waitForMailTo = async (to: string) => {
  const deadline = Date.now() + 3_000;
  while (!smtp.received.some((m) => m.rcptTo.includes(to))) {
    if (Date.now() > deadline) throw new Error(`no mail to ${to}`);
    await new Promise((r) => setTimeout(r, 25));
  }
  return receivedMail(to);
};
const wholeMail = (m: Awaited<ReturnType<typeof PostalMime.parse>>) => `${m.from?.name} ${m.from?.address} ${m.subject} ${m.text} ${m.html}`;

describe("the public sign-in page's brand (/login?company=<slug>)", () => {
  const publicBrand = (slug: string, ip = "203.0.113.7") => t.app.inject({ method: "GET", url: `/api/branding/sign-in/${slug}`, remoteAddress: ip });

  it("answers only display name, colour, white-label and a logo address under the slug; no ids or private fields", async () => {
    const logo = png(16, 16);
    expect((await upload(admin, logo)).statusCode).toBe(200);
    const saved = await saveBrand(admin, { displayName: "Acme Academy", color: "#1d4ed8", whiteLabel: true, signInSlug: " Acme-Academy " });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().signInSlug).toBe("acme-academy");

    const res = await publicBrand("acme-academy");
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(Object.keys(body).sort()).toEqual(["buttonText", "color", "displayName", "logoUrl", "whiteLabel"]);
    expect(body).toMatchObject({ displayName: "Acme Academy", color: "#1d4ed8", whiteLabel: true });
    expect(body.logoUrl).toMatch(/^\/api\/branding\/sign-in\/acme-academy\/logo\?v=[0-9a-f]{16}$/);
    // Nothing that names or identifies the company beyond what its page shows.
    expect(res.body).not.toContain(acmeId);
    expect(res.body).not.toContain('"Acme"');
    expect(res.body).not.toMatch(/enterprise|plan|companyId|admin/i);

    // The logo loads without signing in, with the strict headers, and only at its version.
    const img = await t.app.inject({ method: "GET", url: body.logoUrl });
    expect(img.statusCode).toBe(200);
    expect(img.headers["content-type"]).toBe("image/png");
    expect(img.headers["x-content-type-options"]).toBe("nosniff");
    expect((await t.app.inject({ method: "GET", url: "/api/branding/sign-in/acme-academy/logo?v=0000000000000000" })).statusCode).toBe(404);
  });

  it("404 for an unknown slug, a malformed one, a company off Enterprise, and once the slug is removed; another company cannot take it", async () => {
    expect((await saveBrand(admin, { displayName: "Acme Academy", color: null, whiteLabel: false, signInSlug: "acme" })).statusCode).toBe(200);
    expect((await publicBrand("acme")).statusCode).toBe(200);
    expect((await publicBrand("globex")).statusCode).toBe(404);
    expect((await publicBrand("ACME%20..")).statusCode).toBe(404);
    expect((await saveBrand(admin, { displayName: "Acme Academy", color: null, whiteLabel: false, signInSlug: "-bad-" })).statusCode).toBe(400);

    const taken = await saveBrand(outsiderAdmin, { displayName: "Globex", color: null, whiteLabel: false, signInSlug: "acme" });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().errors[0]).toMatchObject({ path: "signInSlug" });

    // Saving without the field keeps it; null removes it.
    expect((await saveBrand(admin, { displayName: "Acme Academy 2", color: null, whiteLabel: false })).json().signInSlug).toBe("acme");
    await db().update(companies).set({ plan: "pro" }).where(eq(companies.id, acmeId));
    expect((await publicBrand("acme")).statusCode).toBe(404);
    await db().update(companies).set({ plan: "enterprise" }).where(eq(companies.id, acmeId));
    expect((await publicBrand("acme")).json().displayName).toBe("Acme Academy 2");
    expect((await saveBrand(admin, { displayName: "Acme Academy", color: null, whiteLabel: false, signInSlug: null })).json().signInSlug).toBeNull();
    expect((await publicBrand("acme")).statusCode).toBe(404);
  });

  it("is rate-limited per address", async () => {
    expect((await saveBrand(admin, { displayName: "Acme Academy", color: null, whiteLabel: false, signInSlug: "acme" })).statusCode).toBe(200);
    const codes: number[] = [];
    for (let i = 0; i < 61; i++) codes.push((await publicBrand(i % 2 ? "acme" : `guess-${i}`, "198.51.100.9")).statusCode);
    expect(codes.slice(0, 60).every((c) => c === 200 || c === 404)).toBe(true);
    expect(codes[60]).toBe(429);
    // Another address is not affected.
    expect((await publicBrand("acme", "198.51.100.10")).statusCode).toBe(200);
  });
});

describe("mails to the company's users", () => {
  it("carry the display name; under white-label the invitation, the reset mail and the reminder never name SalesDojo", async () => {
    await saveBrand(admin, { displayName: "Acme Academy", color: null, whiteLabel: true });

    const to = `nora-${Date.now()}@example.test`;
    expect(
      (await t.app.inject({ method: "POST", url: "/api/companies/users", headers: admin.headers, payload: { firstName: "Nora", lastName: "New", email: to } }))
        .statusCode,
    ).toBe(201);
    const invite = await waitForMailTo(to);
    expect(invite.from).toMatchObject({ name: "Acme Academy", address: "no-reply@app.example.test" });
    expect(invite.subject).toBe("You're invited to Acme Academy");
    expect(invite.text).toContain("practise sales calls on Acme Academy");
    expect(wholeMail(invite)).not.toMatch(/SalesDojo/i);

    const reset = await t.app.inject({ method: "POST", url: "/api/password-reset/forgot-password", payload: { email: member.row.email } });
    expect(reset.statusCode).toBe(200);
    const resetMail = await waitForMailTo(member.row.email);
    expect(resetMail.from?.name).toBe("Acme Academy");
    expect(resetMail.subject).toBe("Reset your Acme Academy password");
    expect(wholeMail(resetMail)).not.toMatch(/SalesDojo/i);

    const scenario = (await t.app.inject({ method: "POST", url: "/api/company-scenarios", headers: admin.headers, payload: testScenarioBody("en") })).json();
    const due = new Date(Date.now() + 36 * 3_600_000).toISOString();
    expect(
      (
        await t.app.inject({
          method: "POST",
          url: "/api/assignments",
          headers: admin.headers,
          payload: { scenarioId: scenario.id, userIds: [member.row.id], dueAt: due },
        })
      ).statusCode,
    ).toBe(201);
    const before = smtp.received.length;
    expect(await sendDueReminders({ db: db(), mailer: t.deps.mailer, publicUrl: "https://app.example.test", log: t.app.log })).toBe(1);
    await smtp.waitFor(before + 1);
    const reminder = await PostalMime.parse(new Uint8Array(smtp.received.at(-1)!.raw));
    expect(reminder.from?.name).toBe("Acme Academy");
    expect(reminder.text).toContain("Acme Academy");
    expect(wholeMail(reminder)).not.toMatch(/SalesDojo/i);
  });

  it("show the company's PNG logo as an inline image the html refers to, with the display name as its text", async () => {
    const logo = png(64, 32);
    expect((await upload(admin, logo)).statusCode).toBe(200);
    await saveBrand(admin, { displayName: "Acme Academy", color: null, whiteLabel: true });

    const to = `lia-${Date.now()}@example.test`;
    expect(
      (await t.app.inject({ method: "POST", url: "/api/companies/users", headers: admin.headers, payload: { firstName: "Lia", lastName: "New", email: to } }))
        .statusCode,
    ).toBe(201);
    const invite = await waitForMailTo(to);
    const inline = invite.attachments.filter((a) => a.disposition === "inline");
    expect(inline).toHaveLength(1);
    expect(inline[0]!.mimeType).toBe("image/png");
    expect(Buffer.from(inline[0]!.content as ArrayBuffer).length).toBeGreaterThan(0);
    const cid = inline[0]!.contentId!.replace(/^<|>$/g, "");
    // The html draws it from the mail itself (cid:), with the display name as its alternative text.
    expect(invite.html).toContain(`<img src="cid:${cid}" alt="Acme Academy"`);
    expect(invite.html).not.toMatch(/<img[^>]+src="https?:/);
    // Under white-label not even the raw message names SalesDojo (headers, part names, ids).
    const raw = smtp.received
      .filter((m) => m.rcptTo.includes(to))
      .at(-1)!
      .raw.toString("utf8");
    expect(raw).not.toMatch(/salesdojo/i);

    // A text-only mail (the assignment reminder) gets an html twin so the logo can show.
    const scenario = (await t.app.inject({ method: "POST", url: "/api/company-scenarios", headers: admin.headers, payload: testScenarioBody("en") })).json();
    const due = new Date(Date.now() + 36 * 3_600_000).toISOString();
    expect(
      (
        await t.app.inject({
          method: "POST",
          url: "/api/assignments",
          headers: admin.headers,
          payload: { scenarioId: scenario.id, userIds: [member.row.id], dueAt: due },
        })
      ).statusCode,
    ).toBe(201);
    const before = smtp.received.length;
    expect(await sendDueReminders({ db: db(), mailer: t.deps.mailer, publicUrl: "https://app.example.test", log: t.app.log })).toBe(1);
    await smtp.waitFor(before + 1);
    const reminder = await PostalMime.parse(new Uint8Array(smtp.received.at(-1)!.raw));
    const reminderLogo = reminder.attachments.find((a) => a.disposition === "inline");
    expect(reminderLogo?.mimeType).toBe("image/png");
    expect(reminder.html).toContain(`cid:${reminderLogo!.contentId!.replace(/^<|>$/g, "")}`);
    expect(reminder.html).toContain("/conversations");
  });

  it("leave an SVG logo out (mail clients do not draw it safely) and keep the display name", async () => {
    expect(
      (await upload(admin, '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 4 4"><rect width="4" height="4" fill="#1d4ed8"/></svg>', "image/svg+xml"))
        .statusCode,
    ).toBe(200);
    await saveBrand(admin, { displayName: "Acme Academy", color: null, whiteLabel: false });
    await t.app.inject({ method: "POST", url: "/api/password-reset/forgot-password", payload: { email: member.row.email } });
    const mail = await waitForMailTo(member.row.email);
    expect(mail.from?.name).toBe("Acme Academy via SalesDojo");
    expect(mail.attachments).toHaveLength(0);
    expect(mail.html).not.toContain("<img");
    expect(mail.html).not.toContain("svg");
  });

  it("without white-label name both: 'Acme Academy via SalesDojo' sends, and the footer says on whose behalf", async () => {
    await saveBrand(admin, { displayName: "Acme Academy", color: null, whiteLabel: false });
    await t.app.inject({ method: "POST", url: "/api/password-reset/forgot-password", payload: { email: member.row.email } });
    const mail = await waitForMailTo(member.row.email);
    expect(mail.from?.name).toBe("Acme Academy via SalesDojo");
    expect(mail.subject).toBe("Reset your SalesDojo password");
    expect(mail.text).toContain("Sent by SalesDojo on behalf of Acme Academy.");

    // Another company's user gets the plain SalesDojo mail.
    await t.app.inject({ method: "POST", url: "/api/password-reset/forgot-password", payload: { email: outsider.row.email } });
    const plain = await waitForMailTo(outsider.row.email);
    expect(plain.from?.name).toBe("SalesDojo");
    expect(wholeMail(plain)).not.toContain("Acme");
  });
});
