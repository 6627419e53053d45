/** Network errors and PostgreSQL codes that mean "the database cannot be reached now", not "the query is wrong". */
const NETWORK_CODES = new Set(["ECONNREFUSED", "ECONNRESET", "ETIMEDOUT", "EHOSTUNREACH", "ENOTFOUND", "EPIPE", "EAI_AGAIN"]);
// 08xxx connection exceptions, 57P01-57P03 shutdown / cannot connect now, 53300 too many connections.
const PG_CODES = /^(08...|57P0[123]|53300)$/;
const MESSAGES = /timeout exceeded when trying to connect|Connection terminated|connection is closed|Client has encountered a connection error/i;

/**
 * Security item 28: while the database is down, calls answer 503 quickly and clearly instead of a 500. Looks
 * through drizzle's wrapper (`cause`) to the driver's error.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let e = error, depth = 0; e && depth < 5; e = (e as { cause?: unknown }).cause, depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === "string" && (NETWORK_CODES.has(code) || PG_CODES.test(code))) return true;
    if (e instanceof Error && MESSAGES.test(e.message)) return true;
  }
  return false;
}
