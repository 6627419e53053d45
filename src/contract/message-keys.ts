// Zod-free, like every module it imports: the browser's screens import it to translate.
import { ANALYTICS_MESSAGES } from "./analytics-messages";
import { API_KEY_MESSAGES } from "./api-key-rules";
import { ASSIGNMENT_MESSAGES } from "./assignment-rules";
import { AUTH_MESSAGES, COMMON_MESSAGES } from "./auth-messages";
import { BILLING_MESSAGES } from "./billing-messages";
import { BRANDING_MESSAGES } from "./branding-rules";
import { CERTIFICATE_MESSAGES } from "./certificate-messages";
import { COMPANY_MESSAGES } from "./companies/messages";
import { COMPANY_SCENARIO_MESSAGES } from "./company-scenario-rules";
import { ENTERPRISE_MESSAGES } from "./enterprise-messages";
import { FEEDBACK_MESSAGES } from "./feedback-messages";
import { PRACTICE_MESSAGES } from "./practice-rules";
import { SAML_METADATA_ERRORS, SSO_MESSAGES } from "./sso-messages";
import { SUMMARY_MESSAGES } from "./summary-messages";
import { TIPS_MESSAGES } from "./tips-rules";
import { VOICE_MESSAGES } from "./voice-rules";
import { WEBHOOK_MESSAGES } from "./webhook-rules";

/**
 * Every message the browser translates, by domain: each domain's constant stays in its own contract file (the one
 * place its words live), and this registry gives each message its stable key, `<domain>.<name>` (for example
 * `auth.invalidCredentials`). The server sends the key as the error body's `reason` (the error handler looks the
 * message up here, so no throw site names a key); the browser translates by key and shows the server's words for a
 * key it does not know. Renaming a constant's property changes its key: treat the names as part of the API.
 * Words that name a value (a user limit, a suggested colour) and zod's own words are in no domain and have no key.
 */
export const MESSAGE_DOMAINS = {
  common: COMMON_MESSAGES,
  auth: AUTH_MESSAGES,
  billing: BILLING_MESSAGES,
  practice: PRACTICE_MESSAGES,
  company: COMPANY_MESSAGES,
  enterprise: ENTERPRISE_MESSAGES,
  feedback: FEEDBACK_MESSAGES,
  sso: SSO_MESSAGES,
  samlMetadata: SAML_METADATA_ERRORS,
  apiKey: API_KEY_MESSAGES,
  webhook: WEBHOOK_MESSAGES,
  branding: BRANDING_MESSAGES,
  scenario: COMPANY_SCENARIO_MESSAGES,
  assignment: ASSIGNMENT_MESSAGES,
  certificate: CERTIFICATE_MESSAGES,
  summary: SUMMARY_MESSAGES,
  voice: VOICE_MESSAGES,
  tips: TIPS_MESSAGES,
  analytics: ANALYTICS_MESSAGES,
} as const satisfies Record<string, Readonly<Record<string, string>>>;

export type MessageDomain = keyof typeof MESSAGE_DOMAINS;

/** Every (key, English words) pair of the registry, in domain order. */
export function messageEntries(): Array<{ key: string; domain: MessageDomain; name: string; text: string }> {
  return (Object.entries(MESSAGE_DOMAINS) as Array<[MessageDomain, Record<string, string>]>).flatMap(([domain, messages]) =>
    Object.entries(messages).map(([name, text]) => ({ key: `${domain}.${name}`, domain, name, text })),
  );
}

let byText: Map<string, string> | undefined;

/**
 * The stable key of a message by its English words, or undefined for words no domain lists (a dynamic message,
 * a field error of zod's own). Each set of words has one key: a domain that needs words another domain already
 * has uses that domain's constant instead of repeating them (the company forms' "Passwords do not match" is
 * `auth.passwordsDoNotMatch`), and a test refuses two keys with the same words.
 */
export function messageKeyOf(text: string | undefined): string | undefined {
  if (!text) return undefined;
  if (!byText) {
    byText = new Map();
    for (const { key, text: words } of messageEntries()) if (!byText.has(words)) byText.set(words, key);
  }
  return byText.get(text);
}
