import { describe, expect, it } from "vitest";
import { issuerAllowed } from "./oidc";

describe("which identity providers single sign-on may talk to", () => {
  it("https always; plain http only on this machine and only with the test switch", () => {
    expect(issuerAllowed("https://login.example.com/tenant", false)).toBe(true);
    for (const local of ["http://localhost:4000", "http://127.0.0.1:4000", "http://[::1]:4000"]) {
      expect(issuerAllowed(local, false)).toBe(false);
      expect(issuerAllowed(local, true)).toBe(true);
    }
    for (const remote of ["http://idp.example.com", "http://localhost.evil.example", "http://127.0.0.1.nip.io", "ftp://localhost", "not a url"]) {
      expect(issuerAllowed(remote, true)).toBe(false);
    }
  });
});
