import { createHash } from "node:crypto";
import { crc32 } from "node:zlib";
import { BRANDING_LIMITS, BRANDING_MESSAGES as M, type LogoType } from "../../../contract/branding-rules";
import { AppError } from "../../platform/errors";
import { sanitizeSvg } from "./svg";

/**
 * A logo upload is judged by its bytes, never by its name or declared Content-Type (decision 024):
 * - PNG (magic 89 50 4E 47 0D 0A 1A 0A): every chunk's length and CRC are checked, IHDR comes first, IEND last with
 *   nothing after it; the file is rebuilt from the chunks that draw the image (text, EXIF and unknown chunks are
 *   dropped), so nothing hides in it.
 * - WebP (RIFF....WEBP): the RIFF size must be the file's, the chunks known WebP chunks, nothing after them.
 * - SVG (UTF-8 text whose first element is <svg>): refused with a DOCTYPE or entities, otherwise sanitised.
 * Anything else is refused. Width and height are at most BRANDING_LIMITS.logoPixels.
 */
export interface CheckedLogo {
  type: LogoType;
  data: Buffer;
  hash: string;
}

const PNG_MAGIC = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
/** Chunks that draw the picture or describe its colours. */
const PNG_KEPT = new Set(["IHDR", "PLTE", "IDAT", "IEND", "tRNS", "cHRM", "gAMA", "iCCP", "sBIT", "sRGB", "pHYs", "bKGD"]);
const WEBP_CHUNKS = new Set(["VP8 ", "VP8L", "VP8X", "ALPH", "ANIM", "ANMF", "ICCP", "EXIF", "XMP "]);

const broken = () => new AppError("BAD_REQUEST", M.logoBroken);

function checkDimensions(width: number, height: number): void {
  if (width < 1 || height < 1) throw broken();
  if (width > BRANDING_LIMITS.logoPixels || height > BRANDING_LIMITS.logoPixels) throw new AppError("BAD_REQUEST", M.logoDimensions);
}

function checkPng(bytes: Buffer): Buffer {
  const kept: Buffer[] = [PNG_MAGIC];
  let offset = PNG_MAGIC.length;
  let first = true;
  let sawData = false;
  for (;;) {
    if (offset + 12 > bytes.length) throw broken();
    const length = bytes.readUInt32BE(offset);
    const end = offset + 12 + length;
    if (length > 0x7fffffff || end > bytes.length) throw broken();
    const type = bytes.toString("latin1", offset + 4, offset + 8);
    if (!/^[A-Za-z]{4}$/.test(type)) throw broken();
    const crc = bytes.readUInt32BE(end - 4);
    if (crc32(bytes.subarray(offset + 4, end - 4)) !== crc) throw broken();
    if (first) {
      if (type !== "IHDR" || length !== 13) throw broken();
      checkDimensions(bytes.readUInt32BE(offset + 8), bytes.readUInt32BE(offset + 12));
      first = false;
    }
    if (type === "IDAT") sawData = true;
    // A critical chunk (upper-case first letter) that is not known cannot be dropped safely: refuse the file.
    if (!PNG_KEPT.has(type) && type[0]! === type[0]!.toUpperCase()) throw broken();
    if (PNG_KEPT.has(type)) kept.push(bytes.subarray(offset, end));
    offset = end;
    if (type === "IEND") break;
  }
  // Bytes after IEND are how PNG polyglots carry a second file (HTML, a script, a ZIP).
  if (offset !== bytes.length || !sawData) throw broken();
  return Buffer.concat(kept);
}

function webpDimensions(type: string, data: Buffer): [number, number] {
  if (type === "VP8X" && data.length >= 10) return [data.readUIntLE(4, 3) + 1, data.readUIntLE(7, 3) + 1];
  if (type === "VP8L" && data.length >= 5 && data[0] === 0x2f) {
    const bits = data.readUInt32LE(1);
    return [(bits & 0x3fff) + 1, ((bits >> 14) & 0x3fff) + 1];
  }
  if (type === "VP8 " && data.length >= 10 && data[3] === 0x9d && data[4] === 0x01 && data[5] === 0x2a) {
    return [data.readUInt16LE(6) & 0x3fff, data.readUInt16LE(8) & 0x3fff];
  }
  throw broken();
}

function checkWebp(bytes: Buffer): Buffer {
  if (bytes.length < 20 || bytes.readUInt32LE(4) + 8 !== bytes.length) throw broken();
  let offset = 12;
  let first = true;
  while (offset < bytes.length) {
    if (offset + 8 > bytes.length) throw broken();
    const type = bytes.toString("latin1", offset, offset + 4);
    const size = bytes.readUInt32LE(offset + 4);
    const end = offset + 8 + size + (size % 2);
    if (!WEBP_CHUNKS.has(type) || end > bytes.length) throw broken();
    if (first) {
      checkDimensions(...webpDimensions(type, bytes.subarray(offset + 8, offset + 8 + size)));
      first = false;
    }
    offset = end;
  }
  return bytes;
}

async function checkSvg(bytes: Buffer): Promise<Buffer> {
  let text: string;
  try {
    text = new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  } catch {
    throw new AppError("UNSUPPORTED_MEDIA_TYPE", M.logoType);
  }
  // A DOCTYPE can declare entities (billion laughs, external entities): an SVG logo never needs one.
  if (/<!DOCTYPE|<!ENTITY/i.test(text)) throw new AppError("BAD_REQUEST", M.svgRefused);
  const clean = await sanitizeSvg(text.replace(/^\s*<\?xml[^>]*\?>/, ""));
  if (clean === null) throw new AppError("BAD_REQUEST", M.svgRefused);
  return Buffer.from(clean, "utf8");
}

/** An SVG starts (after an optional BOM, XML declaration, comments and white space) with "<svg". */
function looksLikeSvg(bytes: Buffer): boolean {
  const head = bytes
    .subarray(0, 4096)
    .toString("utf8")
    .replace(/^\uFEFF/, "");
  const rest = head.replace(/^(\s|<\?xml[^>]*\?>|<!--[\s\S]*?-->|<!DOCTYPE[^[>]*(\[[\s\S]*?\])?\s*>)*/i, "");
  return /^<svg[\s>/]/i.test(rest);
}

export async function checkLogo(bytes: Buffer): Promise<CheckedLogo> {
  if (bytes.length === 0) throw new AppError("BAD_REQUEST", M.logoBroken);
  if (bytes.length > BRANDING_LIMITS.logoBytes) throw new AppError("PAYLOAD_TOO_LARGE", M.logoTooLarge);
  let type: LogoType;
  let data: Buffer;
  if (bytes.subarray(0, 8).equals(PNG_MAGIC)) {
    type = "image/png";
    data = checkPng(bytes);
  } else if (bytes.toString("latin1", 0, 4) === "RIFF" && bytes.toString("latin1", 8, 12) === "WEBP") {
    type = "image/webp";
    data = checkWebp(bytes);
  } else if (looksLikeSvg(bytes)) {
    type = "image/svg+xml";
    data = await checkSvg(bytes);
  } else {
    throw new AppError("UNSUPPORTED_MEDIA_TYPE", M.logoType);
  }
  return { type, data, hash: createHash("sha256").update(data).digest("hex") };
}
