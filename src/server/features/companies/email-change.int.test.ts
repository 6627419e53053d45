import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditEvents } from "../../platform/db/schema";
import { createTestApp, meStatus, readOutbox, resetDatabase, type TestApp } from "../../test/harness";
import { insertCompany, insertUser, type Person, signIn } from "./test/fixture";

let t: TestApp;
let admin: Person;
let companyId: string;
beforeAll(async () => {
  await resetDatabase();
  t = await createTestApp();
  const db = t.deps.database.db;
  companyId = (await insertCompany(db, "Mailco")).id;
  admin = await signIn(db, await insertUser(db, { role: "company_admin", companyId, firstName: "Ada", lastName: "Admin" }));
});
afterAll(async () => {
  await t.close();
});

const edit = (id: string, body: object) => t.app.inject({ method: "PUT", url: `/api/companies/users/${id}`, headers: admin.headers, payload: body });

describe("a company admin changing a member's e-mail", () => {
  it("tells the old address, signs the member out everywhere and records who changed it", async () => {
    const db = t.deps.database.db;
    const member = await insertUser(db, { role: "company_user", companyId, firstName: "Mia" });
    const session = await signIn(db, member);
    expect(await meStatus(t.app, session.headers)).toBe(200);

    const res = await edit(member.id, { firstName: "Mia", lastName: "M", email: "mia.new@example.test", role: "company_user" });
    expect(res.statusCode).toBe(200);
    expect(res.json().user.email).toBe("mia.new@example.test");

    expect(await meStatus(t.app, session.headers)).toBe(401);
    const mails = await readOutbox(t.outboxDir);
    const notice = mails.find((m) => m.to.includes(member.email));
    expect(notice?.subject).toMatch(/e-mail address of your SalesDojo account was changed/);
    expect(notice?.text).toContain("mia.new@example.test");
    expect(notice?.text).toContain("Ada Admin");
    expect(mails.some((m) => m.to.includes("mia.new@example.test"))).toBe(false);

    const events = await db.select().from(auditEvents).where(eq(auditEvents.subjectUserId, member.id));
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({
      action: "user.email_changed",
      actorUserId: admin.row.id,
      companyId,
      details: { oldEmail: member.email, newEmail: "mia.new@example.test" },
    });
  });

  it("keeps the member signed in, mails nobody and records nothing when only the name changes", async () => {
    const db = t.deps.database.db;
    const member = await insertUser(db, { role: "company_user", companyId });
    const session = await signIn(db, member);
    const before = (await readOutbox(t.outboxDir, { count: 0 })).length;
    const res = await edit(member.id, { firstName: "Renamed", lastName: "M", email: member.email.toUpperCase(), role: "company_user" });
    expect(res.statusCode).toBe(200);
    expect(await meStatus(t.app, session.headers)).toBe(200);
    expect(await readOutbox(t.outboxDir, { count: 0 })).toHaveLength(before);
    expect(await db.select().from(auditEvents).where(eq(auditEvents.subjectUserId, member.id))).toHaveLength(0);
  });
});
