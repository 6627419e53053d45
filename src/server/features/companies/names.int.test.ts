import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEFAULT_PASSWORD, createTestApp, resetDatabase, type TestApp, uniqueEmail } from "../../test/harness";
import { insertCompany, insertUser, type Person, signIn } from "./test/fixture";

/** Names people see must carry visible text and no invisible tricks, whichever form they come through. */

const ZERO_WIDTH_ONLY = "\u200B\u200C\u200D\u2060\uFEFF";
const HANGUL_FILLER_ONLY = "\u3164\u3164";
const RLO = "\u202E"; // right-to-left override: "Bob\u202Eexe.txt" shows as "Bobtxt.exe"

let t: TestApp;
let companyAdmin: Person;
let companyId: string;
beforeAll(async () => {
  await resetDatabase();
  t = await createTestApp();
  const db = t.deps.database.db;
  companyId = (await insertCompany(db, "Names Co")).id;
  companyAdmin = await signIn(db, await insertUser(db, { role: "company_admin", companyId }));
});
afterAll(async () => {
  await t.close();
});

const register = (names: { firstName: string; lastName?: string; company?: string }) =>
  t.app.inject({
    method: "POST",
    url: "/api/auth/register",
    payload: { lastName: "User", email: uniqueEmail(), password: DEFAULT_PASSWORD, confirmPassword: DEFAULT_PASSWORD, ...names },
  });
const asAdmin = (method: "POST" | "PUT", url: string, payload: object) => t.app.inject({ method, url, headers: companyAdmin.headers, payload });
const fieldErrors = (res: { json(): unknown }) => (res.json() as { errors: Array<{ path: string }> }).errors.map((e) => e.path);

describe("user names", () => {
  it("refuses a first name of zero-width characters or Hangul fillers only at registration", async () => {
    for (const firstName of [ZERO_WIDTH_ONLY, HANGUL_FILLER_ONLY, ` ${ZERO_WIDTH_ONLY} `]) {
      const res = await register({ firstName });
      expect(res.statusCode, JSON.stringify(firstName)).toBe(400);
      expect(fieldErrors(res)).toContain("firstName");
    }
  });

  it("stores a registered name without direction overrides and in NFC", async () => {
    const res = await register({ firstName: `Bob${RLO}exe.txt`, lastName: "Rene\u0301e", company: `\u200BAcme${RLO}` });
    expect(res.statusCode).toBe(201);
    expect(res.json().user).toMatchObject({ firstName: "Bobexe.txt", lastName: "Renée", company: "Acme" });
  });

  it("keeps a zero-width non-joiner inside a word (Persian needs it)", async () => {
    const res = await register({ firstName: "\u0645\u06CC\u200C\u062E\u0648\u0627\u0647\u0645" });
    expect(res.statusCode).toBe(201);
    expect(res.json().user.firstName).toBe("\u0645\u06CC\u200C\u062E\u0648\u0627\u0647\u0645");
  });

  it("refuses renaming a member to an invisible name, and cleans a spoofing one", async () => {
    const rep = await insertUser(t.deps.database.db, { role: "company_user", companyId });
    const body = { lastName: "Rep", email: rep.email, role: "company_user" };
    const blank = await asAdmin("PUT", `/api/companies/users/${rep.id}`, { ...body, firstName: ZERO_WIDTH_ONLY });
    expect(blank.statusCode).toBe(400);
    expect(fieldErrors(blank)).toContain("firstName");
    const spoof = await asAdmin("PUT", `/api/companies/users/${rep.id}`, { ...body, firstName: `Ann${RLO}a` });
    expect(spoof.statusCode).toBe(200);
    expect(spoof.json().user.firstName).toBe("Anna");
  });
});

describe("company and team names", () => {
  it("refuses creating a company whose name is invisible", async () => {
    const superAdmin = await signIn(t.deps.database.db, await insertUser(t.deps.database.db, { role: "super_admin" }));
    const res = await t.app.inject({
      method: "POST",
      url: "/api/companies/create",
      headers: superAdmin.headers,
      payload: { name: ZERO_WIDTH_ONLY },
    });
    expect(res.statusCode).toBe(400);
    expect(fieldErrors(res)).toContain("name");
    const ok = await t.app.inject({
      method: "POST",
      url: "/api/companies/create",
      headers: superAdmin.headers,
      payload: { name: `${RLO}Initrode\u2066` },
    });
    expect(ok.statusCode).toBe(201);
    expect(ok.json().company.name).toBe("Initrode");
  });

  it("refuses creating or renaming a team to an invisible name; a spoofing name is cleaned", async () => {
    const blank = await asAdmin("POST", "/api/companies/teams/create", { name: HANGUL_FILLER_ONLY });
    expect(blank.statusCode).toBe(400);
    expect(fieldErrors(blank)).toContain("name");
    const created = await asAdmin("POST", "/api/companies/teams/create", { name: `Sales${RLO}` });
    expect(created.statusCode).toBe(201);
    const team = created.json().team;
    expect(team.name).toBe("Sales");
    const rename = await asAdmin("PUT", `/api/companies/teams/${team._id}`, { name: ZERO_WIDTH_ONLY });
    expect(rename.statusCode).toBe(400);
    expect(fieldErrors(rename)).toContain("name");
  });
});
