import type { TFunction } from "i18next";
import { COMMON_MESSAGES } from "../../contract/auth-messages";
import { type MessageDomain, messageKeyOf } from "../../contract/message-keys";
import { ApiError } from "./api";

/**
 * Where each message domain's words live in the phrase books: a message key `<domain>.<name>`
 * (src/contract/message-keys.ts) is translated by `<namespace>.<name>`.
 */
const LOCALE_NAMESPACES: Record<MessageDomain, string> = {
  common: "messages",
  auth: "messages",
  billing: "billing.messages",
  practice: "practice.messages",
  company: "company.messages",
  enterprise: "enterprise.messages",
  feedback: "feedback.messages",
  sso: "sso.messages",
  samlMetadata: "sso.saml.errors",
  apiKey: "apiKeys.messages",
  webhook: "webhooks.messages",
  branding: "branding.messages",
  scenario: "scenarios.messages",
  assignment: "assignments.messages",
  certificate: "certificates.messages",
  summary: "summaries.messages",
  voice: "voice.messages",
  tips: "tips.messages",
  analytics: "analytics.messages",
};

/** The phrase-book key of a message key, or undefined for a key of no known domain. */
export function localeKeyOf(reason: string | undefined): string | undefined {
  if (!reason) return undefined;
  const dot = reason.indexOf(".");
  const domain = reason.slice(0, dot);
  if (dot < 1 || !Object.hasOwn(LOCALE_NAMESPACES, domain)) return undefined;
  return `${LOCALE_NAMESPACES[domain as MessageDomain]}.${reason.slice(dot + 1)}`;
}

/**
 * A message in the user's language. The server sends each known message's stable key (`reason`) with its English
 * words; the browser translates by that key. Words that come without a key (a success message, a form's own zod
 * message) are looked up in the contract's registry, which gives their key. A key the phrase books do not have, or
 * words of no key, are shown as the server sent them; no words at all, the fallback.
 */
export function translateMessage(t: TFunction, message: string | undefined, fallbackKey: string, reason?: string): string {
  const key = keyOf(message, reason);
  if (!message) return key ? t(key, { defaultValue: t(fallbackKey) }) : t(fallbackKey);
  return key ? t(key, { defaultValue: message }) : message;
}

/** What a failed call shows: the server's words translated by their key, else the fallback (also without an answer). */
export function translateError(t: TFunction, error: unknown, fallbackKey: string): string {
  return error instanceof ApiError ? translateMessage(t, error.serverMessage, fallbackKey, error.reason) : t(fallbackKey);
}

/**
 * As translateMessage, for a screen that has its own words for the failure: words without a key (a proxy's, the
 * framework's, zod's own, a 503 of an unreachable database) give way to those words instead of showing in English,
 * and so does the server's generic failure, which says less than they do. A key the phrase books do not know still
 * shows the server's words.
 */
export function translateKeyedMessage(t: TFunction, message: string | undefined, fallbackKey: string, reason?: string): string {
  const key = keyOf(message, reason);
  return key && key !== GENERIC ? t(key, { defaultValue: message ?? t(fallbackKey) }) : t(fallbackKey);
}

const GENERIC = localeKeyOf(messageKeyOf(COMMON_MESSAGES.generic));

/** As translateError, with translateKeyedMessage: the server's message by its key, else the screen's own words. */
export function translateKeyedError(t: TFunction, error: unknown, fallbackKey: string): string {
  return error instanceof ApiError ? translateKeyedMessage(t, error.serverMessage, fallbackKey, error.reason) : t(fallbackKey);
}

/** The message key of a failed call: its `reason`, else the key of its words; undefined when it has none. */
export function errorKeyOf(error: unknown): string | undefined {
  return error instanceof ApiError ? (error.reason ?? messageKeyOf(error.serverMessage)) : undefined;
}

function keyOf(message: string | undefined, reason: string | undefined): string | undefined {
  return localeKeyOf(reason) ?? localeKeyOf(messageKeyOf(message));
}
