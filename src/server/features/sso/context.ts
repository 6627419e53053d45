import type { FastifyBaseLogger } from "fastify";
import type { Db } from "../../platform/db/client";
import type { Mailer } from "../../platform/mail/mailer";
import type { SecretBox } from "../../platform/secret-box";

/** What the single sign-on service works with, and where the identity provider sends people back. */
export interface SsoCtx {
  db: Db;
  mailer: Mailer;
  publicUrl: string;
  log: FastifyBaseLogger;
  box: SecretBox;
  allowInsecureLocalhostIssuer: boolean;
}

export const callbackPath = "/api/auth/sso/callback";
export const redirectUri = (publicUrl: string) => `${publicUrl}${callbackPath}`;
