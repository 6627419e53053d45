import { describe, expect, it } from "vitest";
import { type Attempt, assigneeProgress, assignmentCreateSchema, rates } from "./assignments";
import type { StageScores } from "./stages";

const all = (n: number): StageScores => ({ introduction: n, mapping: n, productPresentation: n, objectionHandling: n, close: n });
const attempt = (scores: StageScores, stageMinimums: Attempt["stageMinimums"] = {}): Attempt => ({
  conversationId: crypto.randomUUID(),
  endedAt: new Date("2026-11-20T10:00:00Z"),
  scores,
  stageMinimums,
});
const now = new Date("2026-11-20T12:00:00Z");
const terms = { requiredAttempts: 2, passMark: 6, dueAt: new Date("2026-11-25T00:00:00Z") };

describe("assignment progress (issue 17)", () => {
  it("is to do before the first call, in progress after it, passed once a call passes and the attempts are made", () => {
    expect(assigneeProgress(terms, [], now)).toEqual({ attemptsMade: 0, attemptsLeft: 2, bestScore: null, passed: false, completed: false, status: "todo" });
    const one = assigneeProgress(terms, [attempt(all(7))], now);
    expect(one).toMatchObject({ attemptsMade: 1, attemptsLeft: 1, bestScore: 7, passed: true, completed: false, status: "in_progress" });
    const two = assigneeProgress(terms, [attempt(all(7)), attempt(all(3))], now);
    expect(two).toMatchObject({ attemptsMade: 2, attemptsLeft: 0, bestScore: 7, passed: true, completed: true, status: "passed" });
  });

  it("uses the assignment's pass mark and the scenario's stage minimums; enough failed attempts are not a pass", () => {
    const failed = assigneeProgress(terms, [attempt(all(5)), attempt({ ...all(9), close: 3 }, { close: 5 })], now);
    expect(failed).toMatchObject({ attemptsMade: 2, completed: true, passed: false, status: "in_progress", bestScore: 7.8 });
    expect(assigneeProgress({ ...terms, passMark: 5 }, [attempt(all(5)), attempt(all(4))], now).status).toBe("passed");
  });

  it("is overdue after the due date until it is passed; a late pass still counts", () => {
    const late = new Date("2026-11-26T00:00:00Z");
    expect(assigneeProgress(terms, [], late).status).toBe("overdue");
    expect(assigneeProgress(terms, [attempt(all(8))], late).status).toBe("overdue");
    expect(assigneeProgress(terms, [attempt(all(8)), attempt(all(8))], late).status).toBe("passed");
  });

  it("rates count completion and passing separately", () => {
    const r = rates([
      { completed: true, passed: true },
      { completed: true, passed: false },
      { completed: false, passed: true },
      { completed: false, passed: false },
    ]);
    expect(r).toEqual({ assignees: 4, completed: 2, passed: 2, completionRate: 0.5, passRate: 0.5 });
    expect(rates([])).toMatchObject({ completionRate: 0, passRate: 0 });
  });
});

describe("assignment body", () => {
  const base = { scenarioId: "7c0b6f1e-1111-4a2b-8c3d-000000000001", dueAt: "2026-12-01T17:00:00.000Z" };
  it("takes a team or chosen users, never both or neither", () => {
    expect(assignmentCreateSchema.safeParse({ ...base, teamId: "7c0b6f1e-1111-4a2b-8c3d-000000000002" }).success).toBe(true);
    const users = assignmentCreateSchema.parse({ ...base, userIds: ["7C0B6F1E-1111-4A2B-8C3D-000000000003", "7c0b6f1e-1111-4a2b-8c3d-000000000003"] });
    expect(users).toMatchObject({ userIds: ["7c0b6f1e-1111-4a2b-8c3d-000000000003"], requiredAttempts: 1 });
    expect(assignmentCreateSchema.safeParse(base).success).toBe(false);
    expect(
      assignmentCreateSchema.safeParse({ ...base, teamId: "7c0b6f1e-1111-4a2b-8c3d-000000000002", userIds: ["7c0b6f1e-1111-4a2b-8c3d-000000000003"] }).success,
    ).toBe(false);
  });
  it("bounds attempts and the pass mark and needs a real date", () => {
    const team = { ...base, teamId: "7c0b6f1e-1111-4a2b-8c3d-000000000002" };
    expect(assignmentCreateSchema.safeParse({ ...team, requiredAttempts: 0 }).success).toBe(false);
    expect(assignmentCreateSchema.safeParse({ ...team, requiredAttempts: 21 }).success).toBe(false);
    expect(assignmentCreateSchema.safeParse({ ...team, passMark: 6.55 }).success).toBe(false);
    expect(assignmentCreateSchema.safeParse({ ...team, passMark: 10.5 }).success).toBe(false);
    expect(assignmentCreateSchema.safeParse({ ...team, dueAt: "next friday" }).success).toBe(false);
    expect(assignmentCreateSchema.safeParse({ ...team, dueAt: "2026-12-01T17:00:00+02:00", passMark: 7.5 }).success).toBe(true);
  });
});
