import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  authSuccessSchema,
  loginBodySchema,
  meResponseSchema,
  registerBodySchema,
  setupPasswordBodySchema,
  setupPasswordResponseSchema,
} from "../../../contract/auth";
import { errorBodySchema, messageSchema } from "../../../contract/errors";
import { toPublicUser, toPublicUserWithUsage } from "../../domain/users";
import type { Db } from "../../platform/db/client";
import { clearSessionCookie, setSessionCookie } from "../../platform/http/authenticate";
import { authed } from "../../platform/http/route-auth";
import type { ZodRoutes } from "../../platform/http/zod-routes";
import { DEVICE_COOKIE, rememberDevice } from "./known-devices";
import type { AuthLimiters } from "./limits";
import { login, logout, register, setupPassword } from "./service";
import { PUBLIC, SIGNED_IN_OR_NOT } from "../../platform/http/openapi";

export async function authRoutes(app: FastifyInstance, opts: { db: Db; limiters: AuthLimiters }) {
  const { db, limiters } = opts;
  const r = app.withTypeProvider<ZodTypeProvider>();
  accountRoutes(r, db, limiters);
  sessionRoutes(r, db, limiters);
}

/** Who is signed in, and a new account. */
function accountRoutes(r: ZodRoutes, db: Db, limiters: AuthLimiters) {
  r.get(
    "/api/auth/me",
    {
      config: { auth: "user" },
      schema: {
        operationId: "getCurrentUser",
        tags: ["auth"],
        summary: "The signed-in user",
        response: { 200: meResponseSchema, 401: errorBodySchema },
      },
    },
    async (request) => ({ user: await toPublicUserWithUsage(db, authed(request).user) }),
  );

  r.post(
    "/api/auth/register",
    {
      config: { auth: "public" },
      schema: {
        operationId: "register",
        security: PUBLIC,
        tags: ["auth"],
        summary: "Create an individual account and sign in",
        description: "RATE_LIMIT_REGISTER_PER_HOUR registrations per hour per address (default 10), then 429.",
        body: registerBodySchema,
        response: { 201: authSuccessSchema, 400: errorBodySchema, 409: errorBodySchema, 429: errorBodySchema },
      },
    },
    async (request, reply) => {
      const { user, token } = await register({
        db,
        limiters,
        body: request.body,
        ip: request.ip,
        userAgent: request.headers["user-agent"],
      });
      setSessionCookie(request, reply, token);
      return reply.status(201).send({ message: "Registration successful!", user: toPublicUser(user), token });
    },
  );
}

/** Signing in and out, and the password an invited user sets on first sign-in. */
function sessionRoutes(r: ZodRoutes, db: Db, limiters: AuthLimiters) {
  r.post(
    "/api/auth/login",
    {
      config: { auth: "public" },
      schema: {
        operationId: "login",
        security: PUBLIC,
        tags: ["auth"],
        summary: "Sign in with email and password",
        description:
          "429 past any of: 5 attempts per minute per address and account; 20 unsuccessful logins per 15 minutes " +
          "per address; and per account, after 5 wrong passwords in a day, one try per backoff period (1 s, " +
          "doubling, at most 15 minutes). A browser that signed in to the account before (HttpOnly `sb_device` " +
          "cookie) is not held back by the account's backoff. 403 when the account's company requires single sign-on " +
          "(its own admin excepted).",
        body: loginBodySchema,
        response: { 200: authSuccessSchema, 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema, 429: errorBodySchema },
      },
    },
    async (request, reply) => {
      const { user, token, knownDevice } = await login({
        db,
        limiters,
        email: request.body.email,
        password: request.body.password,
        ip: request.ip,
        deviceToken: request.cookies[DEVICE_COOKIE],
        userAgent: request.headers["user-agent"],
      });
      await rememberDevice(db, request, reply, user.id, knownDevice);
      setSessionCookie(request, reply, token);
      return { message: "Login successful!", user: await toPublicUserWithUsage(db, user), token };
    },
  );

  r.post(
    "/api/auth/logout",
    {
      config: { auth: "public" },
      schema: {
        operationId: "logout",
        security: SIGNED_IN_OR_NOT,
        tags: ["auth"],
        summary: "End the current session (the token and cookie stop working)",
        body: z.unknown().optional(),
        response: { 200: messageSchema },
      },
    },
    async (request, reply) => {
      if (request.auth) await logout(db, request.auth.tokenHash);
      clearSessionCookie(reply);
      return { message: "Logged out successfully" };
    },
  );

  r.post(
    "/api/auth/setup-password",
    {
      config: { auth: "user" },
      schema: {
        operationId: "setUpPassword",
        tags: ["auth"],
        summary: "Set the password of an account created for the user (needsPasswordSetup)",
        description: "Ends every other session of the user.",
        body: setupPasswordBodySchema,
        response: { 200: setupPasswordResponseSchema, 400: errorBodySchema, 401: errorBodySchema, 404: errorBodySchema },
      },
    },
    async (request) => {
      const auth = authed(request);
      const user = await setupPassword({ db, user: auth.user, tokenHash: auth.tokenHash, password: request.body.password });
      return { message: "Password set up successfully", user: await toPublicUserWithUsage(db, user) };
    },
  );
}
