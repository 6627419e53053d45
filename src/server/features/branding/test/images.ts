import { crc32, deflateSync } from "node:zlib";

/** Real image bytes for the logo tests, made here so that nothing binary lives in the repository. */

function chunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, "latin1");
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([Buffer.from(type, "latin1"), data])), 0);
  return Buffer.concat([head, data, crc]);
}

/** A width x height PNG filled with one RGB colour; `extra` chunks go before IDAT. */
export function png(width = 8, height = 8, rgb: [number, number, number] = [29, 78, 216], extra: Buffer[] = []): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr[8] = 8; // bit depth
  ihdr[9] = 2; // truecolour
  const row = Buffer.concat([Buffer.from([0]), Buffer.from(Array.from({ length: width }, () => rgb).flat())]);
  const raw = Buffer.concat(Array.from({ length: height }, () => row));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", ihdr),
    ...extra,
    chunk("IDAT", deflateSync(raw)),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

export const textChunk = (keyword: string, text: string) => chunk("tEXt", Buffer.from(`${keyword}\0${text}`, "latin1"));

/** A lossless WebP header with the given size (the logo check reads the container and the size, not the pixels). */
export function webp(width = 16, height = 16): Buffer {
  const bits = ((width - 1) & 0x3fff) | (((height - 1) & 0x3fff) << 14);
  const vp8l = Buffer.alloc(6);
  vp8l[0] = 0x2f;
  vp8l.writeUInt32LE(bits >>> 0, 1);
  const head = Buffer.alloc(8);
  head.write("VP8L", 0, "latin1");
  head.writeUInt32LE(vp8l.length, 4);
  const body = Buffer.concat([Buffer.from("WEBP", "latin1"), head, vp8l]);
  const riff = Buffer.alloc(8);
  riff.write("RIFF", 0, "latin1");
  riff.writeUInt32LE(body.length, 4);
  return Buffer.concat([riff, body]);
}

export const HOSTILE_SVG = `<?xml version="1.0" encoding="UTF-8"?>
<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" viewBox="0 0 120 40" onload="alert('onload')">
  <script>alert('script')</script>
  <style>@import url(https://evil.example/x.css);</style>
  <rect x="0" y="0" width="120" height="40" rx="6" fill="#1d4ed8" onclick="steal()"/>
  <image href="https://evil.example/track.png" width="10" height="10"/>
  <use xlink:href="https://evil.example/sprite.svg#a"/>
  <circle cx="20" cy="20" r="10" fill="url(https://evil.example/p.svg#g)" style="fill:url(https://evil.example/q)"/>
  <foreignObject width="100" height="20"><div xmlns="http://www.w3.org/1999/xhtml"><iframe src="https://evil.example/"></iframe></div></foreignObject>
  <a href="javascript:alert(1)"><text x="40" y="26">Acme</text></a>
  <text x="60" y="26" fill="#ffffff">Acme &amp; Co</text>
</svg>`;
