import { randomBytes } from "node:crypto";
import type { FastifyInstance, LightMyRequestResponse } from "fastify";
import type { PublicUser } from "../../contract/user";
import { SESSION_COOKIE } from "../platform/http/authenticate";

/** Satisfies every password rule (length, cases, digit, special). */
export const DEFAULT_PASSWORD = "Correct-Horse-9";

export interface RegisterInput {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
  confirmPassword: string;
  company?: string;
}

export interface RegisteredUser {
  token: string;
  user: PublicUser;
  email: string;
  password: string;
  /** `sb_session=<token>`, ready for a Cookie header. */
  cookie: string;
}

export function uniqueEmail(prefix = "user"): string {
  return `${prefix}-${randomBytes(5).toString("hex")}@example.test`;
}

/** Registers through POST /api/auth/register (one argon2 hash, ~50 ms) and fails loudly on anything but 201. */
export async function registerUser(app: FastifyInstance, overrides: Partial<RegisterInput> = {}): Promise<RegisteredUser> {
  const password = overrides.password ?? DEFAULT_PASSWORD;
  const body: RegisterInput = {
    firstName: "Test",
    lastName: "User",
    email: uniqueEmail(),
    password,
    confirmPassword: password,
    ...overrides,
  };
  const res = await app.inject({ method: "POST", url: "/api/auth/register", payload: body });
  if (res.statusCode !== 201) {
    throw new Error(`registerUser: expected 201, got ${res.statusCode}: ${res.body}`);
  }
  const json = res.json<{ token: string; user: PublicUser }>();
  const cookie = sessionCookie(res);
  if (!cookie) throw new Error("registerUser: no session cookie in the response");
  return { token: json.token, user: json.user, email: json.user.email, password, cookie: `${SESSION_COOKIE}=${cookie.value}` };
}

/** POST /api/auth/login; answers the raw response so tests can check failures too. */
export function loginRequest(
  app: FastifyInstance,
  email: string,
  password: string,
  opts: { remoteAddress?: string; headers?: Record<string, string> } = {},
): Promise<LightMyRequestResponse> {
  return app.inject({
    method: "POST",
    url: "/api/auth/login",
    payload: { email, password },
    remoteAddress: opts.remoteAddress,
    headers: opts.headers,
  });
}

/** Logs in and answers the new token; fails loudly on anything but 200. */
export async function login(app: FastifyInstance, email: string, password: string): Promise<string> {
  const res = await loginRequest(app, email, password);
  if (res.statusCode !== 200) throw new Error(`login: expected 200, got ${res.statusCode}: ${res.body}`);
  return res.json<{ token: string }>().token;
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** The sb_session cookie a response sets, with its attributes as light-my-request parses them. */
export function sessionCookie(res: LightMyRequestResponse) {
  return res.cookies.find((c) => c.name === SESSION_COOKIE);
}

/** GET /api/auth/me with the given headers; answers the status code. */
export async function meStatus(app: FastifyInstance, headers: Record<string, string>): Promise<number> {
  const res = await app.inject({ method: "GET", url: "/api/auth/me", headers });
  return res.statusCode;
}
