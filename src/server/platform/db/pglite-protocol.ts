/**
 * The messages between the main thread's PGlite proxy (pglite-proxy.ts) and the worker thread that owns the
 * embedded database (pglite-worker.ts). Everything here crosses threads by structured clone: no functions.
 */

/** What the worker opens: a data directory (or "memory://"), optionally loaded from a dump (a tar). */
export interface PgliteWorkerData {
  dataDir: string;
  loadDataDir?: ArrayBuffer;
}

export type RowMode = "array" | "object";

export type Request =
  | { id: number; op: "query"; sql: string; params: unknown[]; rowMode?: RowMode; rawOids: number[]; tx?: number }
  | { id: number; op: "exec"; sql: string; tx?: number }
  | { id: number; op: "begin" }
  | { id: number; op: "commit"; tx: number }
  | { id: number; op: "rollback"; tx: number }
  | { id: number; op: "dump" }
  | { id: number; op: "close" };

export type Reply = { id: number; ok: true; value: unknown } | { id: number; ok: false; error: SerializedError };

/** The worker's first message: the database is open, or it could not be opened. */
export type Ready = { ready: true } | { ready: false; error: SerializedError };

/**
 * An error as the worker saw it, with PostgreSQL's fields (code, detail, constraint...) and Node's (code, errno,
 * syscall) so that code checking `err.code` behaves as it did in-process. Bound parameters are left out: they
 * can hold password hashes and e-mail addresses, which must never reach a log.
 */
export interface SerializedError {
  name: string;
  message: string;
  stack?: string;
  fields: Record<string, string | number | boolean>;
}

/** The fields worth carrying: PostgreSQL's error message fields, and a Node system error's. */
const FIELDS = [
  "severity",
  "code",
  "detail",
  "hint",
  "position",
  "internalPosition",
  "internalQuery",
  "where",
  "schema",
  "table",
  "column",
  "dataType",
  "constraint",
  "file",
  "line",
  "routine",
  "query",
  "errno",
  "syscall",
  "path",
] as const;

export function serializeError(error: unknown): SerializedError {
  if (!(error instanceof Error)) return { name: "Error", message: String(error), fields: {} };
  const fields: SerializedError["fields"] = {};
  const source = error as unknown as Record<string, unknown>;
  for (const key of FIELDS) {
    const value = source[key];
    if (typeof value === "string" || typeof value === "number" || typeof value === "boolean") fields[key] = value;
  }
  return { name: error.name, message: error.message, stack: error.stack, fields };
}

/** The error again on the main thread: same name, message, fields and stack (the worker's). */
export function deserializeError(e: SerializedError): Error {
  const error = Object.assign(new Error(e.message), e.fields);
  // Assigned after: `name` is an accessor on Error.prototype, and PostgreSQL's errors are named "error".
  Object.defineProperty(error, "name", { value: e.name, enumerable: false, configurable: true, writable: true });
  if (e.stack) error.stack = e.stack;
  return error;
}
