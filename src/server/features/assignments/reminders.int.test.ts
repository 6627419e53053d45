import { eq } from "drizzle-orm";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { testScenarioBody } from "../../../contract/company-scenario-fixtures";
import { conversations } from "../../platform/db/schema";
import type { Mail, Mailer } from "../../platform/mail/mailer";
import { createTestApp, resetDatabase, TEST_PUBLIC_URL, type TestApp } from "../../test/harness";
import { insertCompany, insertTeam, insertUser, type Person, signIn } from "../companies/test/fixture";
import { sendDueReminders } from "./reminders";

let t: TestApp;
let admin: Person;
let rita: Person;
let rob: Person;
let rosa: Person;
let alpha: string;
const db = () => t.deps.database.db;
beforeEach(async () => {
  await resetDatabase();
  t = await createTestApp();
  const a = await insertCompany(db(), "Acme");
  alpha = (await insertTeam(db(), a.id, "Alpha")).id;
  admin = await signIn(db(), await insertUser(db(), { role: "company_admin", companyId: a.id }));
  rita = await signIn(db(), await insertUser(db(), { role: "company_user", companyId: a.id, teamId: alpha, firstName: "Rita" }));
  rob = await signIn(db(), await insertUser(db(), { role: "company_user", companyId: a.id, teamId: alpha, firstName: "Rob" }));
  rosa = await signIn(db(), await insertUser(db(), { role: "company_user", companyId: a.id, teamId: alpha, firstName: "Rosa" }));
});
afterEach(async () => {
  await t.close();
});

const req = (p: Person, method: "GET" | "POST", url: string, payload?: object) =>
  t.app.inject({ method, url, headers: p.headers, ...(payload ? { payload } : {}) });
const inHours = (n: number) => new Date(Date.now() + n * 3_600_000).toISOString();
const log = { error: () => undefined } as unknown as Parameters<typeof sendDueReminders>[0]["log"];
function outbox(fail = 0): Mailer & { mails: Mail[] } {
  const mails: Mail[] = [];
  let failures = fail;
  return {
    mails,
    send: async (m) => {
      if (failures-- > 0) throw new Error("SMTP down");
      mails.push(m);
    },
    close: () => undefined,
  };
}

describe("assignment reminders (issue 17)", () => {
  it("mails each rep who still owes an assignment due within two days once, in their language, even with two processes sending", async () => {
    const scenario = (await req(admin, "POST", "/api/company-scenarios", testScenarioBody("en"))).json();
    const soon = (await req(admin, "POST", "/api/assignments", { scenarioId: scenario.id, teamId: alpha, dueAt: inHours(36), requiredAttempts: 2 })).json();
    // Due in five days: no reminder yet.
    await req(admin, "POST", "/api/assignments", { scenarioId: scenario.id, userIds: [rob.row.id], dueAt: inHours(120) });
    // Rita practises in Spanish; Rosa has already passed the assignment (two calls, one at 8/10).
    expect((await req(rita, "POST", "/api/ai/conversation", { scenario: "cold_call", language: "es" })).statusCode).toBe(201);
    for (const score of [3, 8]) {
      const started = await req(rosa, "POST", "/api/ai/conversation", { companyScenarioId: scenario.id });
      const id = started.json().conversation.id as string;
      await db()
        .update(conversations)
        .set({
          status: "ended",
          endedAt: new Date(),
          scoreIntroduction: score,
          scoreMapping: score,
          scorePresentation: score,
          scoreObjections: score,
          scoreClose: score,
          totalScore: score * 5,
        })
        .where(eq(conversations.id, id));
    }
    expect((await req(rosa, "GET", "/api/assignments/mine")).json().assignments.find((x: { id: string }) => x.id === soon.id).progress.status).toBe("passed");

    // Two server processes run the job at the same moment.
    const [one, two] = [outbox(), outbox()];
    const counts = await Promise.all([
      sendDueReminders({ db: db(), mailer: one, publicUrl: TEST_PUBLIC_URL, log }),
      sendDueReminders({ db: db(), mailer: two, publicUrl: TEST_PUBLIC_URL, log }),
    ]);
    const mails = [...one.mails, ...two.mails];
    expect(counts[0] + counts[1]).toBe(2);
    expect(mails.map((m) => m.to).sort()).toEqual([rita.row.email, rob.row.email].sort());
    const toRita = mails.find((m) => m.to === rita.row.email)!;
    expect(toRita.subject).toBe("Recordatorio: «Ledgerly: month-end close» vence pronto");
    expect(toRita.text).toContain("Te quedan 2 llamadas de práctica.");
    expect(toRita.text).toContain(`${TEST_PUBLIC_URL}/conversations`);
    const toRob = mails.find((m) => m.to === rob.row.email)!;
    expect(toRob.subject).toBe("Reminder: “Ledgerly: month-end close” is due soon");

    // Later rounds send nothing more.
    const again = outbox();
    expect(await sendDueReminders({ db: db(), mailer: again, publicUrl: TEST_PUBLIC_URL, log })).toBe(0);
    expect(again.mails).toEqual([]);
  });

  it("a mail that fails is tried again in the next round", async () => {
    const scenario = (await req(admin, "POST", "/api/company-scenarios", testScenarioBody("en"))).json();
    await req(admin, "POST", "/api/assignments", { scenarioId: scenario.id, userIds: [rob.row.id], dueAt: inHours(24) });
    const down = outbox(1);
    expect(await sendDueReminders({ db: db(), mailer: down, publicUrl: TEST_PUBLIC_URL, log })).toBe(0);
    const up = outbox();
    expect(await sendDueReminders({ db: db(), mailer: up, publicUrl: TEST_PUBLIC_URL, log })).toBe(1);
    expect(up.mails[0]!.to).toBe(rob.row.email);
  });
});
