import { describe, expect, it } from "vitest";
import { constantTimeEqual, hashToken, newToken } from "./crypto";

describe("newToken", () => {
  it("is URL-safe and carries at least 128 bits", () => {
    const token = newToken();
    expect(token).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(token.length * 6).toBeGreaterThanOrEqual(128);
    expect(Buffer.from(token, "base64url").length).toBeGreaterThanOrEqual(16);
  });

  it("never repeats", () => {
    const tokens = new Set(Array.from({ length: 2000 }, () => newToken()));
    expect(tokens.size).toBe(2000);
  });
});

describe("hashToken", () => {
  it("is the hex SHA-256 of the token", () => {
    expect(hashToken("abc")).toBe("ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad");
    expect(hashToken(newToken())).toMatch(/^[0-9a-f]{64}$/);
  });

  it("differs for tokens that differ in one character", () => {
    expect(hashToken("token-a")).not.toBe(hashToken("token-b"));
  });
});

describe("constantTimeEqual", () => {
  it("compares strings, including ones of different length, without throwing", () => {
    const h = hashToken("x");
    expect(constantTimeEqual(h, h)).toBe(true);
    expect(constantTimeEqual(h, hashToken("y"))).toBe(false);
    expect(constantTimeEqual(h, h.slice(1))).toBe(false);
    expect(constantTimeEqual("", "")).toBe(true);
    expect(constantTimeEqual("é", "e\u0301")).toBe(false);
  });
});
