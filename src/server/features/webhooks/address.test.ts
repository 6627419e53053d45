import { describe, expect, it } from "vitest";
import { loadConfig } from "../../config";
import { addressAllowed, checkEndpointUrl } from "./address";
import { retryDelayMs } from "./worker";

describe("webhook addresses (SSRF)", () => {
  it.each([
    "127.0.0.1",
    "127.9.9.9",
    "10.0.0.1",
    "172.16.0.1",
    "172.31.255.255",
    "192.168.1.1",
    "169.254.169.254",
    "100.64.0.1",
    "0.0.0.0",
    "224.0.0.1",
    "255.255.255.255",
    "198.18.0.1",
    "192.0.2.1",
    "::1",
    "::",
    "fd00::1",
    "fc00::1",
    "fe80::1",
    "ff02::1",
    "::ffff:10.0.0.1",
    "::ffff:127.0.0.1",
    "64:ff9b::a00:1",
    "2002:a00:1::1",
    "2001:db8::1",
  ])("refuses %s", (ip) => {
    expect(addressAllowed(ip, false)).toBe(false);
  });

  it.each(["93.184.216.34", "8.8.8.8", "172.32.0.1", "2606:4700:4700::1111", "2a00:1450:4001:82a::200e"])("allows the public %s", (ip) => {
    expect(addressAllowed(ip, false)).toBe(true);
  });

  it("the development flag opens loopback only, not the private network", () => {
    expect(addressAllowed("127.0.0.1", true)).toBe(true);
    expect(addressAllowed("::1", true)).toBe(true);
    expect(addressAllowed("10.0.0.1", true)).toBe(false);
    expect(addressAllowed("169.254.169.254", true)).toBe(false);
    expect(checkEndpointUrl("http://127.0.0.1:8080/hook", true)).toEqual({ url: "http://127.0.0.1:8080/hook" });
    expect(checkEndpointUrl("http://localhost:8080/hook", true)).toEqual({ url: "http://localhost:8080/hook" });
    expect(checkEndpointUrl("http://hooks.example.com/hook", true)).toHaveProperty("error");
    expect(checkEndpointUrl("http://127.0.0.1:8080/hook", false)).toHaveProperty("error");
    expect(checkEndpointUrl("https://hooks.example.com/a#frag", false)).toEqual({ url: "https://hooks.example.com/a" });
  });

  it("WEBHOOK_ALLOW_LOCAL cannot be set in production", () => {
    expect(() => loadConfig({ NODE_ENV: "production", WEBHOOK_ALLOW_LOCAL: "1" })).toThrow(/WEBHOOK_ALLOW_LOCAL/);
    expect(loadConfig({ NODE_ENV: "development", WEBHOOK_ALLOW_LOCAL: "1" }).webhooks).toEqual({
      allowLocal: true,
      timeoutMs: 5000,
      workerIntervalMs: 2000,
      retentionDays: 30,
    });
    expect(loadConfig({ NODE_ENV: "production" }).webhooks.allowLocal).toBe(false);
  });

  it("retries after 1 min, 5 min, 30 min, 2 h, 6 h, then stops", () => {
    expect([1, 2, 3, 4, 5, 6].map(retryDelayMs)).toEqual([60_000, 300_000, 1_800_000, 7_200_000, 21_600_000, null]);
  });
});
