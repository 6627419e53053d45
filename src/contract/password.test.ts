import { describe, expect, it } from "vitest";
import { failedSetupRules, PASSWORD_MAX, PASSWORD_MIN, passwordSchema, SETUP_RULE_MESSAGES } from "./password";

describe("failedSetupRules", () => {
  it("lists every failed rule in the order the page shows them", () => {
    expect(failedSetupRules("", { requireSpecial: true })).toEqual(["length", "lowercase", "uppercase", "number", "special"]);
    expect(failedSetupRules("", { requireSpecial: false })).toEqual(["length", "lowercase", "uppercase", "number"]);
  });

  it("passes a password that meets every rule", () => {
    expect(failedSetupRules("Abcdefg1", { requireSpecial: false })).toEqual([]);
    expect(failedSetupRules("Abcdef1!", { requireSpecial: true })).toEqual([]);
  });

  it("checks each rule on its own", () => {
    const opts = { requireSpecial: true };
    expect(failedSetupRules("Abcde1!", opts)).toEqual(["length"]);
    expect(failedSetupRules("ABCDEF1!", opts)).toEqual(["lowercase"]);
    expect(failedSetupRules("abcdef1!", opts)).toEqual(["uppercase"]);
    expect(failedSetupRules("Abcdefg!", opts)).toEqual(["number"]);
    expect(failedSetupRules("Abcdefg1", opts)).toEqual(["special"]);
  });

  it("counts a space or a non-ASCII character as special, and 8 as the minimum length", () => {
    expect(failedSetupRules("Abcdef 1", { requireSpecial: true })).toEqual([]);
    expect(failedSetupRules("Abcdefä1", { requireSpecial: true })).toEqual([]);
    expect(PASSWORD_MIN).toBe(8);
  });

  it("has a message for every rule", () => {
    for (const id of failedSetupRules("", { requireSpecial: true })) expect(SETUP_RULE_MESSAGES[id]).toMatch(/\w/);
    expect(SETUP_RULE_MESSAGES.length).toContain("8");
  });
});

describe("passwordSchema", () => {
  it("accepts 8 to 128 characters and refuses 7 and 129", () => {
    expect(passwordSchema.safeParse("x".repeat(PASSWORD_MIN)).success).toBe(true);
    expect(passwordSchema.safeParse("x".repeat(PASSWORD_MAX)).success).toBe(true);
    expect(passwordSchema.safeParse("x".repeat(7)).success).toBe(false);
    expect(passwordSchema.safeParse("x".repeat(129)).success).toBe(false);
    expect(PASSWORD_MAX).toBe(128);
  });
});
