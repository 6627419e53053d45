import path from "node:path";
import { describe, expect, it } from "vitest";
import { ConfigError, configWarnings, fastifyTrustProxy, loadConfig } from "./config";

function problems(env: Record<string, string>): string[] {
  try {
    loadConfig(env);
  } catch (e) {
    if (e instanceof ConfigError) return e.problems;
    throw e;
  }
  throw new Error("expected a ConfigError");
}

describe("loadConfig", () => {
  it("starts with no environment at all, on safe defaults", () => {
    const c = loadConfig({});
    expect(c).toMatchObject({
      env: "production",
      port: 3000,
      host: "0.0.0.0",
      databaseUrl: undefined,
      publicUrl: "http://localhost:3000",
      admin: undefined,
      smtpUrl: undefined,
      mailFrom: "SalesDojo <no-reply@salesdojo.local>",
      redisUrl: undefined,
      logLevel: "info",
      trustProxy: false,
    });
    expect(c.dataDir).toBe(path.resolve("./data"));
    expect(path.isAbsolute(c.webRoot ?? "")).toBe(true);
  });

  it("reads every setting", () => {
    const c = loadConfig({
      NODE_ENV: "development",
      PORT: "8080",
      HOST: "127.0.0.1",
      DATA_DIR: "/var/lib/salesdojo",
      DATABASE_URL: "postgresql://app:secret@db:5432/salesdojo",
      PUBLIC_URL: "https://sales.example.com/",
      ADMIN_EMAIL: "Boss@Example.COM",
      ADMIN_PASSWORD: "long-enough-password",
      SMTP_URL: "smtps://user:pass@smtp.example.com:465",
      MAIL_FROM: "Dojo <dojo@example.com>",
      REDIS_URL: "redis://cache:6379",
      LOG_LEVEL: "warn",
      TRUST_PROXY: "true",
    });
    expect(c).toMatchObject({
      env: "development",
      port: 8080,
      host: "127.0.0.1",
      dataDir: "/var/lib/salesdojo",
      databaseUrl: "postgresql://app:secret@db:5432/salesdojo",
      publicUrl: "https://sales.example.com",
      admin: { email: "boss@example.com", password: "long-enough-password" },
      smtpUrl: "smtps://user:pass@smtp.example.com:465",
      mailFrom: "Dojo <dojo@example.com>",
      redisUrl: "redis://cache:6379",
      logLevel: "warn",
      trustProxy: true,
    });
  });

  it("the default PUBLIC_URL follows PORT", () => {
    expect(loadConfig({ PORT: "4000" }).publicUrl).toBe("http://localhost:4000");
  });

  it("treats empty and blank values as unset", () => {
    const c = loadConfig({ DATABASE_URL: "", PUBLIC_URL: "  ", SMTP_URL: "", REDIS_URL: " ", ADMIN_EMAIL: "", ADMIN_PASSWORD: "" });
    expect(c.databaseUrl).toBeUndefined();
    expect(c.publicUrl).toBe("http://localhost:3000");
    expect(c.smtpUrl).toBeUndefined();
    expect(c.redisUrl).toBeUndefined();
    expect(c.admin).toBeUndefined();
  });

  it("lists every bad value by its variable name", () => {
    const list = problems({
      NODE_ENV: "staging",
      PORT: "eighty",
      DATABASE_URL: "mysql://db/app",
      PUBLIC_URL: "ftp://files.example.com",
      SMTP_URL: "http://smtp.example.com",
      REDIS_URL: "memcached://cache",
      LOG_LEVEL: "loud",
      TRUST_PROXY: "yes",
    });
    for (const name of ["NODE_ENV", "PORT", "DATABASE_URL", "PUBLIC_URL", "SMTP_URL", "REDIS_URL", "LOG_LEVEL", "TRUST_PROXY"]) {
      expect(
        list.some((p) => p.startsWith(`${name}:`)),
        `${name} in ${JSON.stringify(list)}`,
      ).toBe(true);
    }
    expect(list).toHaveLength(8);
  });

  it("reads TRUST_PROXY as off, a hop count or the proxies' addresses, and refuses anything else", () => {
    expect(loadConfig({ TRUST_PROXY: "false" }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: "0" }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: "2" }).trustProxy).toBe(2);
    expect(loadConfig({ TRUST_PROXY: "10.0.0.1, 192.168.0.0/16,loopback, fd00::/8" }).trustProxy).toEqual([
      "10.0.0.1",
      "192.168.0.0/16",
      "loopback",
      "fd00::/8",
    ]);
    for (const bad of ["yes", "10.0.0.300", "10.0.0.0/33", "10.0.0.1/8/1", "proxy.example.com", ","]) {
      expect(problems({ TRUST_PROXY: bad }), bad).toEqual([expect.stringMatching(/^TRUST_PROXY: expected false, a hop count/)]);
    }
  });

  it("hands Fastify a hop count as 'trust the nearest N hops'", () => {
    const trust = fastifyTrustProxy(1);
    expect(typeof trust).toBe("function");
    if (typeof trust !== "function") return;
    expect([trust("10.0.0.1", 0), trust("203.0.113.9", 1)]).toEqual([true, false]);
    expect(fastifyTrustProxy(["10.0.0.1"])).toEqual(["10.0.0.1"]);
  });

  it("accepts TRUST_PROXY=true for existing set-ups but warns that any client can then pick its address", () => {
    expect(configWarnings(loadConfig({ TRUST_PROXY: "true" }))).toEqual([expect.stringMatching(/TRUST_PROXY=true trusts/)]);
    expect(configWarnings(loadConfig({ TRUST_PROXY: "1" }))).toEqual([]);
  });

  it("limits registrations per address to RATE_LIMIT_REGISTER_PER_HOUR, 10 by default", () => {
    expect(loadConfig({}).rateLimits.registerPerHour).toBe(10);
    expect(loadConfig({ RATE_LIMIT_REGISTER_PER_HOUR: "50" }).rateLimits.registerPerHour).toBe(50);
    expect(problems({ RATE_LIMIT_REGISTER_PER_HOUR: "0" })).toEqual([expect.stringMatching(/^RATE_LIMIT_REGISTER_PER_HOUR:/)]);
  });

  it("limits each company API key to RATE_LIMIT_API_KEY_PER_MINUTE, 300 by default", () => {
    expect(loadConfig({}).rateLimits.apiKeyPerMinute).toBe(300);
    expect(loadConfig({ RATE_LIMIT_API_KEY_PER_MINUTE: "20" }).rateLimits.apiKeyPerMinute).toBe(20);
    expect(problems({ RATE_LIMIT_API_KEY_PER_MINUTE: "0" })).toEqual([expect.stringMatching(/^RATE_LIMIT_API_KEY_PER_MINUTE:/)]);
  });

  it("closes unanswered practice calls after SILENT_CALL_TIMEOUT_MINUTES, 30 by default, and refuses nonsense", () => {
    expect(loadConfig({}).practice.silentCallTimeoutMs).toBe(30 * 60_000);
    expect(loadConfig({ SILENT_CALL_TIMEOUT_MINUTES: "5" }).practice.silentCallTimeoutMs).toBe(5 * 60_000);
    expect(problems({ SILENT_CALL_TIMEOUT_MINUTES: "0" })[0]).toMatch(/^SILENT_CALL_TIMEOUT_MINUTES: /);
    expect(problems({ SILENT_CALL_TIMEOUT_MINUTES: "soon" })[0]).toMatch(/^SILENT_CALL_TIMEOUT_MINUTES: /);
  });

  it("refuses a port out of range", () => {
    expect(problems({ PORT: "70000" })).toEqual([expect.stringMatching(/^PORT:/)]);
  });

  it("refuses ADMIN_EMAIL without ADMIN_PASSWORD, a bad admin email and a short admin password", () => {
    expect(problems({ ADMIN_EMAIL: "boss@example.com" })).toEqual([expect.stringMatching(/^ADMIN_PASSWORD: .*set together/)]);
    expect(problems({ ADMIN_PASSWORD: "long-enough-password" })).toEqual([expect.stringMatching(/^ADMIN_PASSWORD:/)]);
    expect(problems({ ADMIN_EMAIL: "not-an-email", ADMIN_PASSWORD: "long-enough-password" })).toEqual([expect.stringMatching(/^ADMIN_EMAIL:/)]);
    expect(problems({ ADMIN_EMAIL: "boss@example.com", ADMIN_PASSWORD: "short" })).toEqual([expect.stringMatching(/^ADMIN_PASSWORD:/)]);
  });

  it("says what is wrong in its message", () => {
    expect(() => loadConfig({ PORT: "x" })).toThrow(/Invalid configuration:\n {2}- PORT:/);
  });

  it("bounds slow clients by default: 60 s per request, 10 s for headers, 72 s of keep-alive", () => {
    expect(loadConfig({}).http).toEqual({ requestTimeoutMs: 60_000, headersTimeoutMs: 10_000, keepAliveTimeoutMs: 72_000 });
    expect(loadConfig({ HTTP_REQUEST_TIMEOUT_MS: "120000", HTTP_HEADERS_TIMEOUT_MS: "5000", HTTP_KEEP_ALIVE_TIMEOUT_MS: "5000" }).http).toEqual({
      requestTimeoutMs: 120_000,
      headersTimeoutMs: 5_000,
      keepAliveTimeoutMs: 5_000,
    });
    expect(problems({ HTTP_REQUEST_TIMEOUT_MS: "0" })).toContainEqual(expect.stringMatching(/^HTTP_REQUEST_TIMEOUT_MS:/));
    expect(problems({ HTTP_REQUEST_TIMEOUT_MS: "5000" })).toEqual([expect.stringMatching(/^HTTP_HEADERS_TIMEOUT_MS: .*longer/)]);
  });

  it("keeps /api/docs private in production unless API_DOCS_PUBLIC=true, public elsewhere", () => {
    expect(loadConfig({}).apiDocsPublic).toBe(false);
    expect(loadConfig({ API_DOCS_PUBLIC: "true" }).apiDocsPublic).toBe(true);
    expect(loadConfig({ NODE_ENV: "development" }).apiDocsPublic).toBe(true);
    expect(loadConfig({ NODE_ENV: "development", API_DOCS_PUBLIC: "false" }).apiDocsPublic).toBe(false);
    expect(problems({ API_DOCS_PUBLIC: "yes" })).toEqual([expect.stringMatching(/^API_DOCS_PUBLIC:/)]);
  });

  it("reads SSO_SECRET_KEY as 32 bytes in base64 or hex, and the localhost issuer switch off by default with a warning when on", () => {
    const key = Buffer.alloc(32, 9);
    expect(loadConfig({ SSO_SECRET_KEY: key.toString("base64") }).sso.secretKey).toEqual(key);
    expect(loadConfig({ SSO_SECRET_KEY: key.toString("hex") }).sso.secretKey).toEqual(key);
    expect(loadConfig({}).sso).toEqual({ secretKey: undefined, allowInsecureLocalhostIssuer: false });
    expect(problems({ SSO_SECRET_KEY: "too-short" })).toEqual([expect.stringMatching(/^SSO_SECRET_KEY: expected 32 bytes/)]);
    expect(problems({ SSO_SECRET_KEY: Buffer.alloc(16).toString("hex") })).toEqual([expect.stringMatching(/^SSO_SECRET_KEY:/)]);
    const insecure = loadConfig({ SSO_ALLOW_INSECURE_LOCALHOST_ISSUER: "true" });
    expect(insecure.sso.allowInsecureLocalhostIssuer).toBe(true);
    expect(configWarnings(insecure)).toEqual([expect.stringMatching(/SSO_ALLOW_INSECURE_LOCALHOST_ISSUER=true .* tests only/)]);
  });
});
