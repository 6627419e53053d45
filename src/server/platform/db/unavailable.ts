/** Network errors and PostgreSQL codes that mean "the database cannot be reached now", not "the query is wrong". */
const NETWORK_CODES = new Set(["ECONNREFUSED", "ECONNRESET", "ETIMEDOUT", "EHOSTUNREACH", "ENOTFOUND", "EPIPE", "EAI_AGAIN"]);
// 08xxx connection exceptions, 57P01-57P03 shutdown / cannot connect now, 53300 too many connections.
const PG_CODES = /^(08...|57P0[123]|53300)$/;
const MESSAGES = /timeout exceeded when trying to connect|Connection terminated|connection is closed|Client has encountered a connection error/i;
/** 53100 disk_full from PostgreSQL and PGlite; ENOSPC/EDQUOT from the file system under either. */
const DISK_FULL_CODES = new Set(["53100", "ENOSPC", "EDQUOT"]);
const DISK_FULL_MESSAGES = /No space left on device|disk quota exceeded/i;
/** 22021 a NUL or invalid byte in text, 22P05 "\u0000 cannot be converted to text" in jsonb. */
const UNSTORABLE_TEXT_CODES = new Set(["22021", "22P05"]);

/** The error and the errors it wraps: drizzle puts the driver's error under `cause`. */
function* chain(error: unknown): Generator<{ code?: unknown; message?: unknown }> {
  for (let e = error, depth = 0; e && typeof e === "object" && depth < 5; e = (e as { cause?: unknown }).cause, depth++) {
    yield e as { code?: unknown; message?: unknown };
  }
}

/** While the database is down, calls answer 503 quickly and clearly instead of a 500. */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (const e of chain(error)) {
    if (typeof e.code === "string" && (NETWORK_CODES.has(e.code) || PG_CODES.test(e.code))) return true;
    if (e instanceof Error && MESSAGES.test(e.message)) return true;
  }
  return false;
}

/** The database (or the disk under it) is out of space: reads still work, writes fail until space is freed. */
export function isDiskFull(error: unknown): boolean {
  for (const e of chain(error)) {
    if (typeof e.code === "string" && DISK_FULL_CODES.has(e.code)) return true;
    if (typeof e.message === "string" && DISK_FULL_MESSAGES.test(e.message)) return true;
  }
  return false;
}

/** Text the database cannot store (a NUL character): the request's fault, a 400. */
export function isUnstorableText(error: unknown): boolean {
  for (const e of chain(error)) {
    if (typeof e.code === "string" && UNSTORABLE_TEXT_CODES.has(e.code)) return true;
  }
  return false;
}
