import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import type { LeaderboardResponse, UserConversationsResponse } from "../../contract/companies";
import { loadConfig } from "../config";
import { createLogger } from "../platform/logger";
import { startServer } from "../start";
import { bearer } from "../test/harness";
import { ASSIGNED_SCENARIO, DEMO_ADMIN_EMAIL, DEMO_COMPANY_NAME } from "./demo";

/** `npm run seed` as a user runs it, on an embedded database in its own folder, then the server on that folder. */
const dir = fs.mkdtempSync(path.join(os.tmpdir(), "salesdojo-seed-"));
const env = { NODE_ENV: "test", DATA_DIR: dir, PORT: "0", HOST: "127.0.0.1", LOG_LEVEL: "silent", DATABASE_URL: "", REDIS_URL: "", AI_PROVIDER: "builtin" };
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

function seed() {
  const run = spawnSync(process.execPath, ["--import", import.meta.resolve("tsx"), path.resolve("scripts/seed.ts")], {
    env: { ...process.env, ...env, DEMO_PASSWORD: "" },
    encoding: "utf8",
    timeout: 240_000,
  });
  expect(run.status, run.stderr).toBe(0);
  return run.stdout;
}

// The embedded database only: the PostgreSQL pass of `npm test` would play the same 300 calls again for nothing new.
describe.skipIf(Boolean(process.env.TEST_DATABASE_URL?.trim()))("npm run seed", () => {
  it("creates a demo company whose manager views show ranked reps, their rated calls and summaries; a second run changes nothing", async () => {
    const first = seed();
    const password = /Password for every demo account: (\S+)/.exec(first)?.[1];
    expect(password, first).toBeTruthy();
    expect(first).toContain(DEMO_ADMIN_EMAIL);
    const created = /(\d+) rated conversations, (\d+) summaries/.exec(first);
    const calls = Number(created?.[1]);
    expect(calls).toBeGreaterThanOrEqual(200);
    // A passed assignment with its certificate (docs/decisions/026).
    expect(Number(/(\d+) certificates \(/.exec(first)?.[1])).toBeGreaterThan(0);

    const second = seed();
    expect(second).toContain("already there");
    expect(second).toContain(`${calls} conversations`);
    expect(second).not.toContain("Password for every demo account");

    const server = await startServer(loadConfig(env), createLogger("silent"));
    try {
      const { app } = server;
      const login = await app.inject({ method: "POST", url: "/api/auth/login", payload: { email: DEMO_ADMIN_EMAIL, password } });
      expect(login.statusCode, login.body).toBe(200);
      const headers = bearer(login.json<{ token: string }>().token);

      const details = (await app.inject({ method: "GET", url: "/api/companies/details", headers })).json();
      expect(details.company.name).toBe(DEMO_COMPANY_NAME);
      expect(details.company.userCount).toBe(15);
      expect(details.company.teamCount).toBe(3);

      // The leaderboard ranks every person of the company by their recent average, best first, and the averages differ.
      const board = (await app.inject({ method: "GET", url: `/api/leaderboard/company/${details.company._id}`, headers })).json<LeaderboardResponse>();
      expect(board.totalUsers).toBe(15);
      expect(board.usersWithConversations).toBe(15);
      expect(board.leaderboard.reduce((a, r) => a + r.totalConversations, 0)).toBe(calls);
      const averages = board.leaderboard.map((r) => r.averageScore);
      expect(averages).toEqual([...averages].sort((a, b) => b - a));
      expect(board.leaderboard.map((r) => r.rank)).toEqual(board.leaderboard.map((_, i) => i + 1));
      expect(averages[0]! - averages[averages.length - 1]!).toBeGreaterThanOrEqual(10);

      // A busy rep's calls in the user detail viewer: all rated, spread over weeks, with varied scores.
      const busiest = [...board.leaderboard].sort((a, b) => b.totalConversations - a.totalConversations)[0]!;
      const list = (
        await app.inject({ method: "GET", url: `/api/companies/users/${busiest.user._id}/conversations?page=1&limit=20`, headers })
      ).json<UserConversationsResponse>();
      expect(list.pagination.total).toBe(busiest.totalConversations);
      expect(list.conversations.every((c) => !c.isActive)).toBe(true);
      const dates = list.conversations.map((c) => Date.parse(c.createdAt));
      expect(Math.max(...dates) - Math.min(...dates)).toBeGreaterThan(14 * 24 * 3600_000);
      const viewer = await Promise.all(
        list.conversations
          .slice(0, 8)
          .map(async (c) => (await app.inject({ method: "GET", url: `/api/companies/users/${busiest.user._id}/conversations/${c._id}`, headers })).json()),
      );
      expect(viewer.every((v) => v.conversation.messages.length >= 3)).toBe(true);
      expect(new Set(viewer.map((v) => v.conversation.aiRatings.overall)).size).toBeGreaterThan(1);

      const summaries = (await app.inject({ method: "GET", url: `/api/companies/users/${busiest.user._id}/summaries`, headers })).json();
      expect(summaries.summaries.length).toBe(Math.floor(busiest.totalConversations / 5));

      // Issue 17: a company scenario assigned to Outbound, whose reps are at different points of it.
      const assignments = (await app.inject({ method: "GET", url: "/api/assignments", headers })).json().assignments as Array<{
        id: string;
        scenario: { name: string };
      }>;
      expect(assignments.map((a) => a.scenario.name)).toEqual([ASSIGNED_SCENARIO]);
      const detail = (await app.inject({ method: "GET", url: `/api/assignments/${assignments[0]!.id}`, headers })).json();
      expect(detail.team.name).toBe("Outbound");
      expect(detail.assignees.map((a: { progress: { attemptsMade: number } }) => a.progress.attemptsMade).sort()).toEqual([0, 1, 2, 3]);
      expect(new Set(detail.assignees.map((a: { progress: { status: string } }) => a.progress.status)).size).toBeGreaterThan(1);
      // A rep who passed it holds a certificate (docs/decisions/026), which the admin opens.
      const passed = detail.assignees.filter((a: { progress: { status: string } }) => a.progress.status === "passed");
      expect(passed.length).toBeGreaterThan(0);
      for (const a of passed) {
        const cert = (await app.inject({ method: "GET", url: `/api/certificates/${a.certificateId}`, headers })).json();
        expect(cert).toMatchObject({ userId: a.userId, recipientName: a.name, scenarioName: ASSIGNED_SCENARIO, companyName: DEMO_COMPANY_NAME });
        expect(cert.score).toBeGreaterThanOrEqual(detail.passMark);
      }
    } finally {
      await server.close();
    }
  }, 300_000);
});
