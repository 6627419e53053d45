import { eq } from "drizzle-orm";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { testScenarioBody } from "../../../contract/company-scenario-fixtures";
import { conversations } from "../../platform/db/schema";
import { createTestApp, resetDatabase, type TestApp } from "../../test/harness";
import { insertCompany, insertTeam, insertUser, type Person, signIn } from "../companies/test/fixture";

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

/** Language versions of a company scenario (issue 17, docs/decisions/028). */

let t: TestApp;
let admin: Person;
let leader: Person;
let rep: Person;
let foreignAdmin: Person;
let alpha: string;
const db = () => t.deps.database.db;
beforeEach(async () => {
  await resetDatabase();
  t = await createTestApp();
  const a = await insertCompany(db(), "Acme");
  const b = await insertCompany(db(), "Globex");
  alpha = (await insertTeam(db(), a.id, "Alpha")).id;
  admin = await signIn(db(), await insertUser(db(), { role: "company_admin", companyId: a.id }));
  leader = await signIn(db(), await insertUser(db(), { role: "company_team_leader", companyId: a.id, teamId: alpha }));
  rep = await signIn(db(), await insertUser(db(), { role: "company_user", companyId: a.id, teamId: alpha }));
  foreignAdmin = await signIn(db(), await insertUser(db(), { role: "company_admin", companyId: b.id }));
});
afterEach(async () => {
  await t.close();
});

const req = (p: Person, method: "GET" | "POST" | "PUT", url: string, payload?: object) =>
  t.app.inject({ method, url, headers: p.headers, ...(payload ? { payload } : {}) });
async function create(p: Person = admin): Promise<Json> {
  const res = await req(p, "POST", "/api/company-scenarios", testScenarioBody("en"));
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}
async function addVersion(p: Person, id: string, language: string): Promise<Json> {
  const res = await req(p, "POST", `/api/company-scenarios/${id}/versions`, { language });
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}
const CALL = [
  "Tere, mina olen Sam Ledgerlyst. Helistan, sest aitame finantsmeeskondadel kuu kiiremini sulgeda. Kas teil on kaks minutit?",
  "Kuidas te praegu kuu lõpetamist teete?",
  "Millised on sellega kõige suuremad probleemid?",
  "Ja kuidas see teid mõjutab, mida see maksma läheb?",
];

describe("scenario versions: one training in several languages", () => {
  it("a team leader adds an Estonian version: a copy in the same group, to translate; one version per language", async () => {
    const en = await create();
    const et = await addVersion(leader, en.id, "et");
    expect(et).toMatchObject({ language: "et", groupId: en.groupId, name: en.name, status: "active", passMark: en.passMark });
    expect(et.id).not.toBe(en.id);
    expect(et.product).toEqual(en.product);

    // A second Estonian version, from either member of the group, is refused; so is the group's own language.
    for (const [id, language] of [
      [en.id, "et"],
      [et.id, "et"],
      [et.id, "en"],
    ]) {
      const again = await req(admin, "POST", `/api/company-scenarios/${id}/versions`, { language });
      expect(again.statusCode).toBe(409);
      expect(again.json().error).toMatch(/already has a version/);
    }
    // Editing a version into a language the group already has is refused too, and changes nothing.
    const clash = await req(admin, "PUT", `/api/company-scenarios/${et.id}`, { ...testScenarioBody("en"), name: "Ledgerly EE" });
    expect(clash.statusCode).toBe(409);
    expect((await req(admin, "GET", `/api/company-scenarios/${et.id}`)).json()).toMatchObject({ language: "et", name: en.name });
    // The translated text is saved as any edit.
    const translated = await req(admin, "PUT", `/api/company-scenarios/${et.id}`, {
      ...testScenarioBody("en"),
      language: "et",
      name: "Ledgerly: kuu sulgemine",
    });
    expect(translated.statusCode, translated.body).toBe(200);

    // Four languages at most per group; a duplicate is a new training (its own group).
    await addVersion(admin, en.id, "es");
    await addVersion(admin, et.id, "ru");
    const list = (await req(rep, "GET", "/api/company-scenarios")).json().scenarios as Json[];
    expect(
      list
        .filter((s) => s.groupId === en.groupId)
        .map((s) => s.language)
        .sort(),
    ).toEqual(["en", "es", "et", "ru"]);
    const copy = await req(admin, "POST", `/api/company-scenarios/${en.id}/duplicate`, {});
    expect(copy.statusCode).toBe(201);
    expect(copy.json().groupId).not.toBe(en.groupId);
    expect((await addVersion(admin, copy.json().id, "et")).groupId).toBe(copy.json().groupId);
  });

  it("reps and another company cannot add versions", async () => {
    const en = await create();
    expect((await req(rep, "POST", `/api/company-scenarios/${en.id}/versions`, { language: "et" })).statusCode).toBe(403);
    expect((await req(foreignAdmin, "POST", `/api/company-scenarios/${en.id}/versions`, { language: "et" })).statusCode).toBe(404);
    expect((await req(admin, "POST", `/api/company-scenarios/${en.id}/versions`, { language: "de" })).statusCode).toBe(400);
    const list = (await req(admin, "GET", "/api/company-scenarios?status=all")).json().scenarios as Json[];
    expect(list).toHaveLength(1);
  });

  it("a rep with the Estonian interface practises the Estonian version of an English assignment, and the call counts for it", async () => {
    const en = await create();
    const et = await addVersion(admin, en.id, "et");
    const assigned = await req(admin, "POST", "/api/assignments", {
      scenarioId: en.id,
      teamId: alpha,
      dueAt: new Date(Date.now() + 7 * 86_400_000).toISOString(),
    });
    expect(assigned.statusCode, assigned.body).toBe(201);
    const [mine] = (await req(rep, "GET", "/api/assignments/mine")).json().assignments as Json[];
    // The assignment stays on the scenario it was made with.
    expect(mine!.scenario).toMatchObject({ id: en.id, language: "en" });

    const started = await req(rep, "POST", "/api/ai/conversation", { companyScenarioId: en.id, interfaceLanguage: "et" });
    expect(started.statusCode, started.body).toBe(201);
    const conv = started.json().conversation as Json;
    expect(conv).toMatchObject({ language: "et", companyScenario: { id: et.id } });
    for (const message of CALL) expect((await req(rep, "POST", "/api/ai/message", { conversationId: conv.id, message })).statusCode).toBe(200);
    const ended = await req(rep, "POST", `/api/ai/conversation/${conv.id}/end`);
    expect(ended.statusCode, ended.body).toBe(200);
    const [row] = await db()
      .select()
      .from(conversations)
      .where(eq(conversations.id, conv.id as string));
    expect(row?.companyScenarioId).toBe(et.id);

    const [after] = (await req(rep, "GET", "/api/assignments/mine")).json().assignments as Json[];
    expect(after!.progress).toMatchObject({ attemptsMade: 1 });
    const detail = (await req(admin, "GET", `/api/assignments/${assigned.json().id}`)).json();
    expect(detail.assignees[0].attempts.map((a: Json) => a.conversationId)).toEqual([conv.id]);
  });

  it("without a version in the interface language (or with it archived) the assigned scenario is practised", async () => {
    const en = await create();
    const et = await addVersion(admin, en.id, "et");
    const start = async (body: object) => {
      const res = await req(rep, "POST", "/api/ai/conversation", { companyScenarioId: en.id, ...body });
      expect(res.statusCode, res.body).toBe(201);
      const c = res.json().conversation as Json;
      await req(rep, "POST", `/api/ai/conversation/${c.id}/end`);
      return c;
    };
    expect(await start({ interfaceLanguage: "ru" })).toMatchObject({ language: "en", companyScenario: { id: en.id } });
    expect(await start({})).toMatchObject({ language: "en", companyScenario: { id: en.id } });
    expect((await req(admin, "POST", `/api/company-scenarios/${et.id}/archive`, { archived: true })).statusCode).toBe(200);
    expect(await start({ interfaceLanguage: "et" })).toMatchObject({ language: "en", companyScenario: { id: en.id } });
    // Starting the Estonian version itself with an English interface goes to the English one the same way.
    expect((await req(admin, "POST", `/api/company-scenarios/${et.id}/archive`, { archived: false })).statusCode).toBe(200);
    const res = await req(rep, "POST", "/api/ai/conversation", { companyScenarioId: et.id, interfaceLanguage: "en" });
    expect(res.json().conversation).toMatchObject({ language: "en", companyScenario: { id: en.id } });
  });
});
