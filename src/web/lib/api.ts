import { AUTH_TOKEN_NOT_FOUND, COMMON_MESSAGES } from "../../contract/auth-messages";
import type { ErrorBody, FieldError } from "../../contract/errors";
import { readStorage, STORAGE_KEYS } from "./storage";

/** A failed call: the status and the contract's error body (when the server sent one). */
export class ApiError extends Error {
  constructor(
    public readonly status: number,
    public readonly body: Partial<ErrorBody> | null,
    /** The HTTP reason phrase, when the response had one. */
    public readonly statusText = "",
  ) {
    super(body?.error ?? body?.message ?? `Request failed (${status})`);
  }
  get fieldErrors(): FieldError[] {
    return this.body?.errors ?? [];
  }
  /** The server's own words, if it sent any (error, else message). */
  get serverMessage(): string | undefined {
    return this.body?.error ?? this.body?.message;
  }
  /** The stable key of the server's message (`reason`), which the browser translates by. */
  get reason(): string | undefined {
    return this.body?.reason;
  }
}

const TIMEOUT_MS = 30_000;

/** The headers every call sends: Accept, the Bearer token when one is stored (spec 1 §7), Content-Type with a body. */
export function requestHeaders(accept = "application/json", hasBody = false): Record<string, string> {
  const headers: Record<string, string> = { Accept: accept };
  const token = readStorage(STORAGE_KEYS.token);
  if (token) headers.Authorization = `Bearer ${token}`;
  if (hasBody) headers["Content-Type"] = "application/json";
  return headers;
}

/**
 * Every call of the browser: same origin, cookies included, Bearer token when one is stored (spec 1 §7), a
 * timeout, and the error body parsed into an ApiError.
 */
export async function api<T>(path: string, init: { method?: string; body?: unknown; signal?: AbortSignal } = {}): Promise<T> {
  const headers = requestHeaders("application/json", init.body !== undefined);
  const signal = init.signal ? AbortSignal.any([init.signal, AbortSignal.timeout(TIMEOUT_MS)]) : AbortSignal.timeout(TIMEOUT_MS);
  let res: Response;
  try {
    res = await fetch(path, {
      method: init.method ?? (init.body === undefined ? "GET" : "POST"),
      headers,
      credentials: "include",
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
      signal,
    });
  } catch {
    throw new ApiError(0, { error: COMMON_MESSAGES.network });
  }
  const text = await res.text();
  let data: unknown = null;
  try {
    data = text ? JSON.parse(text) : null;
  } catch {
    data = null;
  }
  if (!res.ok) {
    let body = (data as Partial<ErrorBody> | null) ?? null;
    // A call that needs the session found none (spec 1 §8, spec 2 §8, spec 3 §8): the spec's words, even when
    // whatever answered (a proxy, an old server) sent none of its own.
    if (res.status === 401 && !body?.error && !body?.message) body = { ...body, error: AUTH_TOKEN_NOT_FOUND };
    throw new ApiError(res.status, body, res.statusText);
  }
  return data as T;
}
