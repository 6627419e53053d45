import { describe, expect, it } from "vitest";
import { initialState, type Persona } from "../../ai";
import { momentOf } from "./service";

const before = initialState({ difficulty: "medium", personality: "friendly", scenario: "cold_call" } as Persona);

describe("the customer's key moments", () => {
  it("names the objection the customer raised this turn", () => {
    expect(momentOf(before, { ...before, raised: ["price"], open: "price" })).toEqual({ kind: "objection_raised", objection: "price" });
    const raised = { ...before, raised: ["price" as const] };
    expect(momentOf(raised, { ...raised, turn: 3 })).toBeUndefined();
  });

  it("marks the meeting agreed and the hang-up once, on the turn they happen", () => {
    expect(momentOf(before, { ...before, outcome: "meeting_booked" })).toEqual({ kind: "meeting_agreed" });
    const booked = { ...before, outcome: "meeting_booked" as const };
    expect(momentOf(booked, { ...booked, callOver: true })).toBeUndefined();
    expect(momentOf(before, { ...before, outcome: "hung_up", raised: ["need"] })).toEqual({ kind: "hung_up" });
  });
});
