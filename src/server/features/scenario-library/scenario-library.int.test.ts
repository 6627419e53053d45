import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { LANGUAGES } from "../../../contract/language-list";
import { LIBRARY_KEYS } from "../../../contract/scenario-library";
import { createTestApp, resetDatabase, type TestApp } from "../../test/harness";
import { insertCompany, insertTeam, insertUser, type Person, signIn } from "../companies/test/fixture";

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

let t: TestApp;
let admin: Person;
let leader: Person;
let rep: Person;
let foreignAdmin: Person;
const db = () => t.deps.database.db;
beforeEach(async () => {
  await resetDatabase();
  t = await createTestApp();
  const a = await insertCompany(db(), "Acme");
  const b = await insertCompany(db(), "Globex");
  const alpha = (await insertTeam(db(), a.id, "Alpha")).id;
  admin = await signIn(db(), await insertUser(db(), { role: "company_admin", companyId: a.id, teamId: null }));
  leader = await signIn(db(), await insertUser(db(), { role: "company_team_leader", companyId: a.id, teamId: alpha }));
  rep = await signIn(db(), await insertUser(db(), { role: "company_user", companyId: a.id, teamId: alpha }));
  foreignAdmin = await signIn(db(), await insertUser(db(), { role: "company_admin", companyId: b.id, teamId: null }));
});
afterEach(async () => {
  await t.close();
});

const req = (p: Person, method: "GET" | "POST" | "PUT", url: string, payload?: object) =>
  t.app.inject({ method, url, headers: p.headers, ...(payload ? { payload } : {}) });
const scenarios = async (p: Person) => (await req(p, "GET", "/api/company-scenarios?status=all")).json().scenarios as Json[];

describe("starter library (issue 17)", () => {
  it("a new company has no scenarios; the library offers three, each in four languages", async () => {
    expect(await scenarios(admin)).toEqual([]);
    const res = await req(leader, "GET", "/api/scenario-library");
    expect(res.statusCode, res.body).toBe(200);
    const entries = res.json().entries as Json[];
    expect(entries.map((e) => e.key)).toEqual([...LIBRARY_KEYS]);
    for (const e of entries) expect(e.versions.map((v: Json) => v.language)).toEqual([...LANGUAGES]);
    // Written for each language, not the same text four times.
    for (const e of entries) expect(new Set(e.versions.map((v: Json) => v.customer.situation)).size).toBe(4);
    expect((await req(rep, "GET", "/api/scenario-library")).statusCode).toBe(403);
  });

  it("Copy to my company makes an ordinary scenario of the company: listed, editable, practised; other companies untouched", async () => {
    const res = await req(admin, "POST", "/api/scenario-library/renewal_price_objection/copy", { language: "et" });
    expect(res.statusCode, res.body).toBe(201);
    const copy = res.json();
    expect(copy).toMatchObject({ status: "active", language: "et", goal: "renewal", passMark: 6.5, product: { name: "Shiftly" } });
    expect(copy.name).toMatch(/^Hinnavastuväide pikendamisel/);
    expect((await scenarios(admin)).map((s) => s.id)).toEqual([copy.id]);
    expect(await scenarios(foreignAdmin)).toEqual([]);

    // The copy is the company's own: editing it changes the copy only, the library stays as it was.
    const { id: _i, companyId: _c, status: _s, createdBy: _b, createdAt: _a, updatedAt: _u, ...body } = copy;
    const edited = await req(leader, "PUT", `/api/company-scenarios/${copy.id}`, { ...body, name: "Our renewal call", passMark: 7 });
    expect(edited.statusCode, edited.body).toBe(200);
    const again = (await req(admin, "GET", "/api/scenario-library")).json().entries.find((e: Json) => e.key === "renewal_price_objection");
    expect(again.versions.find((v: Json) => v.language === "et")).toMatchObject({ name: copy.name, passMark: 6.5 });

    // A rep of the company practises it like any company scenario, in its language.
    const started = await req(rep, "POST", "/api/ai/conversation", { companyScenarioId: copy.id });
    expect(started.statusCode, started.body).toBe(201);
    expect(started.json().conversation.language).toBe("et");

    // A team leader copies too (in Russian); a rep cannot; a bad key or language is refused.
    expect((await req(leader, "POST", "/api/scenario-library/inbound_qualification/copy", { language: "ru" })).json().customer.companyName).toBe("Тропа");
    expect((await req(rep, "POST", "/api/scenario-library/saas_discovery/copy", { language: "en" })).statusCode).toBe(403);
    expect((await req(admin, "POST", "/api/scenario-library/nothing/copy", { language: "en" })).statusCode).toBe(400);
    expect((await req(admin, "POST", "/api/scenario-library/saas_discovery/copy", { language: "de" })).statusCode).toBe(400);
    // Another company's admin cannot copy into this company.
    expect([403, 404]).toContain(
      (await req(foreignAdmin, "POST", "/api/scenario-library/saas_discovery/copy", { language: "en", companyId: admin.row.companyId })).statusCode,
    );
    expect(await scenarios(admin)).toHaveLength(2);
  });
});
