import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { LANGUAGE_PACKS } from "../../ai";
import { bearer, createTestApp, registerUser, resetDatabase, type TestApp } from "../../test/harness";
import { insertCompany, insertUser, signIn } from "../companies/test/fixture";

let t: TestApp;
beforeEach(async () => {
  await resetDatabase();
  t = await createTestApp();
});
afterEach(async () => {
  await t.close();
});

async function startInRussian(headers: Record<string, string>): Promise<string> {
  const res = await t.app.inject({
    method: "POST",
    url: "/api/ai/conversation",
    headers,
    payload: { scenario: "cold_call", language: "ru", clientName: "Анна Петрова" },
  });
  expect(res.statusCode).toBe(201);
  expect(res.json().conversation.title).toMatch(/^Холодный звонок: Анна Петрова/);
  return res.json().conversation.id as string;
}

describe("conversation titles and made-up labels follow the reader's language", () => {
  it("a call held in Russian is listed and opened with an English title and industry when the interface is English", async () => {
    const u = await registerUser(t.app);
    const id = await startInRussian(bearer(u.token));

    const en = await t.app.inject({ method: "GET", url: "/api/ai/conversations?language=en", headers: bearer(u.token) });
    expect(en.json().conversations[0].title).toMatch(/^Cold call: Анна Петрова/);
    const ru = await t.app.inject({ method: "GET", url: "/api/ai/conversations?language=ru", headers: bearer(u.token) });
    expect(ru.json().conversations[0].title).toMatch(/^Холодный звонок: Анна Петрова/);

    const one = await t.app.inject({ method: "GET", url: `/api/ai/conversation/${id}?language=en`, headers: bearer(u.token) });
    const c = one.json().conversation;
    expect(c.title).toMatch(/^Cold call: /);
    expect(LANGUAGE_PACKS.en.persona.industries).toContain(c.clientCustomization.industry);
    expect(c.clientCustomization.name).toBe("Анна Петрова");
    expect(c.language).toBe("ru");
  });

  it("the manager's list of a rep's calls names them in the manager's language", async () => {
    const company = await insertCompany(t.deps.database.db, "Acme");
    const admin = await signIn(t.deps.database.db, await insertUser(t.deps.database.db, { role: "company_admin", companyId: company.id }));
    const rep = await signIn(t.deps.database.db, await insertUser(t.deps.database.db, { role: "company_user", companyId: company.id }));
    await startInRussian(rep.headers);

    const url = `/api/companies/users/${rep.row.id}/conversations`;
    const en = await t.app.inject({ method: "GET", url: `${url}?language=en`, headers: admin.headers });
    expect(en.statusCode).toBe(200);
    expect(en.json().conversations[0].title).toMatch(/^Cold call: Анна Петрова/);
    const es = await t.app.inject({ method: "GET", url: `${url}?language=es`, headers: admin.headers });
    expect(es.json().conversations[0].title).toMatch(/^Llamada en frío: Анна Петрова/);
    // Without a language the call's own stays, as before.
    const own = await t.app.inject({ method: "GET", url, headers: admin.headers });
    expect(own.json().conversations[0].title).toMatch(/^Холодный звонок: /);
  });
});
