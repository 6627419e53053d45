import { describe, expect, it } from "vitest";
import { checkoutReturnPath, isSafeReturnPath } from "./return-path";

describe("isSafeReturnPath", () => {
  it.each(["/", "/conversations", "/conversation-summaries?tab=all", "/profile#usage", "/pricing?change=true", "/company?tab=users&x=%20y"])(
    "accepts the app path %s",
    (p) => expect(isSafeReturnPath(p)).toBe(true),
  );
  it.each([
    "",
    "conversations",
    "//evil.example/x",
    "/\\evil.example",
    "/%5Cevil.example",
    "/%2F%2Fevil.example",
    "https://evil.example/",
    "javascript:alert(1)",
    " /conversations",
    "/x\r\nSet-Cookie: a=b",
    "/x%0d%0aSet-Cookie:%20a=b",
    "/api/auth/me",
    "/billing/checkout/cs_local_x",
    `/${"a".repeat(400)}`,
  ])("refuses %j", (p) => expect(isSafeReturnPath(p)).toBe(false));
});

describe("checkoutReturnPath", () => {
  it("adds the result to the path, keeping its own query, replacing an earlier result, dropping a fragment", () => {
    expect(checkoutReturnPath("/conversation-summaries?tab=all&checkout=changed#top", { checkout: "success", plan: "pro" })).toBe(
      "/conversation-summaries?tab=all&checkout=success&plan=pro",
    );
    expect(checkoutReturnPath("/conversations", { checkout: "changed", plan: "unlimited", from: "basic" })).toBe(
      "/conversations?checkout=changed&plan=unlimited&from=basic",
    );
  });
  it("falls back to the profile for a missing or unsafe path", () => {
    expect(checkoutReturnPath(undefined, { checkout: "success", plan: "basic" })).toBe("/profile?checkout=success&plan=basic");
    expect(checkoutReturnPath("//evil.example", { checkout: "success", plan: "basic" })).toBe("/profile?checkout=success&plan=basic");
  });
});
