import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { COMPANY_MESSAGES as M, type LeaderboardResponse } from "../../../contract/companies";
import { eq } from "drizzle-orm";
import { conversations } from "../../platform/db/schema";
import { createTestApp, resetDatabase, type TestApp } from "../../test/harness";
import {
  buildCompanyWorld,
  cloneConversation,
  type CompanyWorld,
  insertCompany,
  insertUser,
  practiceConversation,
  signIn,
  uniformScores,
} from "../companies/test/fixture";

let t: TestApp;
let w: CompanyWorld;
beforeAll(async () => {
  await resetDatabase();
  t = await createTestApp();
  w = await buildCompanyWorld(t.app, t.deps.database.db);
});
afterAll(async () => {
  await t.close();
});

const db = () => t.deps.database.db;
const MIN = 60_000;

describe("GET /api/leaderboard/company/{companyId}", () => {
  it("ranks by the mean total (0-50) of each user's last 5 rated conversations; super admins are left out", async () => {
    const company = await insertCompany(db(), "Board");
    const [ann, bob, cid, dan] = await Promise.all(
      ["Ann", "Bob", "Cid", "Dan"].map((firstName) => insertUser(db(), { role: "company_user", companyId: company.id, firstName })),
    );
    await insertUser(db(), { role: "super_admin", companyId: company.id });
    const viewer = await signIn(db(), ann!);
    const now = Date.now();
    const rows = [
      // Ann: 7 rated; the newest 5 are 8s (40 each), the two old 2s do not count. Plus an unrated newest one.
      ...[8, 8, 8, 8, 8, 2, 2].map((s, i) => cloneConversation(w.template, ann!.id, new Date(now - (i + 1) * MIN), uniformScores(s))),
      cloneConversation(w.template, ann!.id, new Date(now), null),
      // Bob: 2 rated, totals 30 and 35 -> 32.5.
      cloneConversation(w.template, bob!.id, new Date(now - 5 * MIN), uniformScores(6)),
      cloneConversation(w.template, bob!.id, new Date(now - 6 * MIN), uniformScores(7)),
      // Cid: one active conversation, never rated.
      cloneConversation(w.template, cid!.id, new Date(now - 60 * MIN), null),
    ];
    await db().insert(conversations).values(rows);

    const res = await t.app.inject({ method: "GET", url: `/api/leaderboard/company/${company.id}`, headers: viewer.headers });
    expect(res.statusCode).toBe(200);
    const board = res.json<LeaderboardResponse>();
    expect(board).toMatchObject({ companyId: company.id, totalUsers: 4, usersWithConversations: 3 });
    expect(Math.abs(Date.parse(board.lastUpdated) - Date.now())).toBeLessThan(60_000);
    expect(board.leaderboard.map((r) => [r.rank, r.user.firstName, r.totalConversations, r.averageScore, r.ratedConversations])).toEqual([
      [1, "Ann", 8, 40, 5],
      [2, "Bob", 2, 32.5, 2],
    ]);
    // Cid's only call is unrated and Dan never practised: counted in the totals, not ranked.
    expect(board.leaderboard[0]?.lastConversationDate).toBe(new Date(now).toISOString());
    expect(board.leaderboard[0]?.user._id).toBe(ann!.id);
    expect(dan).toBeDefined();
  });

  it("follows practice as it happens: a start counts, a rating enters the average, a deleted conversation leaves", async () => {
    const company = await insertCompany(db(), "Live");
    const rep = await signIn(db(), await insertUser(db(), { role: "company_user", companyId: company.id, firstName: "Liv" }));
    const board = async () =>
      (await t.app.inject({ method: "GET", url: `/api/leaderboard/company/${company.id}`, headers: rep.headers })).json<LeaderboardResponse>().leaderboard[0];
    const started = await t.app.inject({ method: "POST", url: "/api/ai/conversation", headers: rep.headers, payload: { scenario: "cold_call" } });
    expect(started.statusCode).toBe(201);
    expect(await board()).toBeUndefined(); // a call in progress has no score yet: no place on the board
    const rated = await practiceConversation(t.app, rep.headers);
    const [row] = await db().select().from(conversations).where(eq(conversations.id, rated));
    expect(await board()).toMatchObject({ rank: 1, totalConversations: 2, ratedConversations: 1, averageScore: row!.totalScore });
    await db().delete(conversations).where(eq(conversations.id, rated));
    expect(await board()).toBeUndefined();
  });

  it("answers 404 for another company's board and 403 without a company", async () => {
    const other = await t.app.inject({ method: "GET", url: `/api/leaderboard/company/${w.companyB.id}`, headers: w.companyAdmin.headers });
    expect(other.statusCode).toBe(404);
    expect(other.json().error).toBe(M.companyNotFound);
    const none = await t.app.inject({ method: "GET", url: `/api/leaderboard/company/${w.companyA.id}`, headers: w.individual.headers });
    expect(none.statusCode).toBe(403);
    const bad = await t.app.inject({ method: "GET", url: "/api/leaderboard/company/nope", headers: w.superAdmin.headers });
    expect(bad.statusCode).toBe(400);
  });

  it("lets super admins read any company's board", async () => {
    const res = await t.app.inject({ method: "GET", url: `/api/leaderboard/company/${w.companyB.id}`, headers: w.superAdmin.headers });
    expect(res.statusCode).toBe(200);
    expect(
      res
        .json<LeaderboardResponse>()
        .leaderboard.map((r) => r.user.firstName)
        .sort(),
    ).toEqual(["Bea", "Boris"]);
  });
});
