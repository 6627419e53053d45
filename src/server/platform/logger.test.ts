import { Writable } from "node:stream";
import pino from "pino";
import { describe, expect, it } from "vitest";
import { createLogger, redactUrl } from "./logger";

describe("log redaction", () => {
  it("hides reset tokens in the path and in query strings", () => {
    expect(redactUrl("/api/password-reset/verify-reset-token/abc123")).toBe("/api/password-reset/verify-reset-token/[redacted]");
    expect(redactUrl("/reset-password?token=abc&x=1")).toBe("/reset-password?token=[redacted]&x=1");
    expect(redactUrl("/api/auth/me")).toBe("/api/auth/me");
  });

  it("logs a request without its reset token", () => {
    const lines: string[] = [];
    const sink = new Writable({
      write(chunk: Buffer, _enc, cb) {
        lines.push(chunk.toString());
        cb();
      },
    });
    const log = createLogger("info");
    const serializers = (log as unknown as Record<symbol, Record<string, (v: unknown) => unknown>>)[pino.symbols.serializersSym];
    const child = pino({ serializers }, sink);
    child.info({ req: { method: "GET", url: "/api/password-reset/verify-reset-token/s3cr3t", headers: {} } }, "incoming");
    expect(lines.join("")).toContain("[redacted]");
    expect(lines.join("")).not.toContain("s3cr3t");
  });
});
