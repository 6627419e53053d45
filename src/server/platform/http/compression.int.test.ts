import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bearer, createTestApp, registerUser, type TestApp } from "../../test/harness";

// What travels over the wire: built assets precompressed at build time, JSON over 1 KB compressed on the fly, and
// the streamed customer reply never held back for compression.

let t: TestApp;
let webRoot: string;
const script = `console.log(${JSON.stringify("practice makes perfect ".repeat(400))});\n`;

beforeAll(async () => {
  webRoot = fs.mkdtempSync(path.join(os.tmpdir(), "salesdojo-web-"));
  fs.mkdirSync(path.join(webRoot, "assets"));
  fs.writeFileSync(path.join(webRoot, "index.html"), "<!doctype html><title>SalesDojo</title>");
  // As `npm run build` writes them (vite-plugin-compression2): the asset and its .br and .gz beside it.
  const file = path.join(webRoot, "assets", "app-abc123.js");
  fs.writeFileSync(file, script);
  fs.writeFileSync(`${file}.br`, zlib.brotliCompressSync(script));
  fs.writeFileSync(`${file}.gz`, zlib.gzipSync(script));
  t = await createTestApp({ config: { webRoot } });
});

afterAll(async () => {
  await t.close();
  fs.rmSync(webRoot, { recursive: true, force: true });
});

describe("response compression", () => {
  it("sends a built script brotli-compressed to a browser that accepts br, gzip to one that accepts only gzip", async () => {
    const br = await t.app.inject({ method: "GET", url: "/assets/app-abc123.js", headers: { "accept-encoding": "gzip, deflate, br" } });
    expect(br.statusCode).toBe(200);
    expect(br.headers["content-encoding"]).toBe("br");
    expect(br.rawPayload.length).toBeLessThan(script.length / 10);
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe(script);
    expect(br.headers["cache-control"]).toContain("immutable");

    const gz = await t.app.inject({ method: "GET", url: "/assets/app-abc123.js", headers: { "accept-encoding": "gzip" } });
    expect(gz.headers["content-encoding"]).toBe("gzip");
    expect(zlib.gunzipSync(gz.rawPayload).toString()).toBe(script);

    const plain = await t.app.inject({ method: "GET", url: "/assets/app-abc123.js" });
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.body).toBe(script);
  });

  it("compresses JSON over 1 KB and leaves small answers alone", async () => {
    const big = await t.app.inject({ method: "GET", url: "/api/docs/json", headers: { "accept-encoding": "br" } });
    expect(big.statusCode).toBe(200);
    expect(big.headers["content-encoding"]).toBe("br");
    const doc = JSON.parse(zlib.brotliDecompressSync(big.rawPayload).toString()) as { openapi: string };
    expect(doc.openapi).toMatch(/^3\./);

    const small = await t.app.inject({ method: "GET", url: "/api/health", headers: { "accept-encoding": "br" } });
    expect(small.statusCode).toBe(200);
    expect(small.headers["content-encoding"]).toBeUndefined();
    expect(small.json()).toMatchObject({ status: "ok" });
  });

  it("streams the customer's reply uncompressed, piece by piece, even when the browser accepts br", async () => {
    const u = await registerUser(t.app);
    const started = await t.app.inject({ method: "POST", url: "/api/ai/conversation", headers: bearer(u.token), payload: { scenario: "cold_call" } });
    const id = (started.json() as { conversation: { id: string } }).conversation.id;
    const res = await t.app.inject({
      method: "POST",
      url: "/api/ai/message",
      headers: { ...bearer(u.token), accept: "text/event-stream", "accept-encoding": "gzip, br" },
      payload: { conversationId: id, message: "Hi, this is Alex from BrightPath. Do you have two minutes?", language: "en" },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-encoding"]).toBeUndefined();
    expect(res.body).toContain("event: delta");
    expect(res.body).toContain("event: done");
  });
});
