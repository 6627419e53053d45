/** 23505 unique_violation, from PostgreSQL or PGlite; drizzle puts the driver's error under `cause`. */
export function isUniqueViolation(e: unknown): boolean {
  for (let cur = e as { code?: string; cause?: unknown } | undefined; cur; cur = cur.cause as typeof cur) {
    if (cur.code === "23505") return true;
  }
  return false;
}
