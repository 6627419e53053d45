import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createTestApp, resetDatabase, type TestApp } from "../../test/harness";
import { listenOnLoopback, type RawConnection, rawConnection } from "../../test/raw-http";

// Short deadlines configured for the test; the defaults (60 s, 10 s, 72 s) are checked in config.test.ts.
let t: TestApp;
let port: number;
const open: RawConnection[] = [];
beforeEach(async () => {
  await resetDatabase();
  t = await createTestApp({ env: { HTTP_REQUEST_TIMEOUT_MS: "600", HTTP_HEADERS_TIMEOUT_MS: "400" } });
  port = await listenOnLoopback(t.app);
});
afterEach(async () => {
  open.splice(0).forEach((c) => c.destroy());
  await t.close();
});

async function connect(data: string): Promise<RawConnection> {
  const conn = await rawConnection(port, data);
  open.push(conn);
  return conn;
}

describe("stalled requests", () => {
  it("cuts off a half-sent body with 408 and closes the connection, and the server keeps answering", async () => {
    const stalled = await connect(
      "POST /api/auth/register HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 2000\r\n\r\n" + '{"firstName":"Slow',
    );
    const sent = await stalled.closedWithin(5000);
    expect(sent).toMatch(/^HTTP\/1\.1 408 /);
    const health = await fetch(`http://127.0.0.1:${port}/api/health`);
    expect(health.status).toBe(200);
  });

  it("closes a connection whose headers never end", async () => {
    const stalled = await connect("GET /api/health HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Slow: 1\r\n");
    expect(await stalled.closedWithin(5000)).toMatch(/^(HTTP\/1\.1 408 |$)/);
  });

  it("lets a request that arrives in time through", async () => {
    const conn = await connect("GET /api/health HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n");
    expect(await conn.closedWithin(5000)).toMatch(/^HTTP\/1\.1 200 /);
  });
});
