import fs from "node:fs";
import path from "node:path";
import { type APIRequestContext, expect, type Page } from "@playwright/test";
import PostalMime from "postal-mime";

export const OUTBOX = path.join(path.resolve(process.env.E2E_DATA_DIR ?? ".tmp/e2e-data"), "outbox");
export const PASSWORD = "Sup3r-secret!";

let counter = 0;
export function uniqueEmail(tag: string): string {
  counter += 1;
  return `${tag}-${Date.now()}-${process.pid}-${counter}@example.test`;
}

/** Creates an account through the API (fast), for tests about something other than registering. */
export async function registerViaApi(request: APIRequestContext, email: string, password = PASSWORD) {
  const res = await request.post("/api/auth/register", {
    data: { firstName: "Test", lastName: "User", email, password, confirmPassword: password },
  });
  expect(res.status()).toBe(201);
  return (await res.json()) as { token: string };
}

/** Waits for the mail to `to` in the outbox and returns its text. */
export async function waitForMail(to: string, timeoutMs = 10_000): Promise<{ subject: string; text: string }> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const files = fs.existsSync(OUTBOX) ? fs.readdirSync(OUTBOX).filter((f) => f.endsWith(".eml")) : [];
    for (const f of files) {
      const raw = fs.readFileSync(path.join(OUTBOX, f));
      const mail = await PostalMime.parse(raw);
      if (mail.to?.some((a) => a.address === to)) return { subject: mail.subject ?? "", text: mail.text ?? "" };
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`No mail to ${to} within ${timeoutMs} ms`);
}

export async function useLanguage(page: Page, lang: string) {
  await page.addInitScript((l) => localStorage.setItem("language", l), lang);
}

/** A new account on a paid plan, subscribed through the local test-mode checkout; returns its token. */
export async function userOnPlan(request: APIRequestContext, plan: "basic" | "pro" | "unlimited", tag: string = plan): Promise<string> {
  const { token } = await registerViaApi(request, uniqueEmail(tag));
  const headers = { Authorization: `Bearer ${token}` };
  const checkout = await request.post("/api/subscriptions/create-checkout-session", { headers, data: { plan } });
  const { sessionId } = (await checkout.json()) as { sessionId: string };
  expect((await request.post(`/api/billing/local/checkout/${sessionId}/complete`, { headers, data: {} })).status()).toBe(200);
  return token;
}

/** Signs the page in with a token, as the app stores it. */
export async function signInWithToken(page: Page, token: string) {
  await page.addInitScript((t) => localStorage.setItem("sb_token", t), token);
}

/** The platform admin that scripts/e2e-server.mjs creates. */
export const PLATFORM_ADMIN = { email: "admin@salesdojo.test", password: "AdminPass123!" };
let platformAdmin: Promise<string> | undefined;

/**
 * The platform admin's token, signed in once per worker: the server allows 5 sign-ins of one account a minute from
 * one address (security), and several specs act as the platform admin within the same minute.
 */
export function platformAdminToken(request: APIRequestContext): Promise<string> {
  platformAdmin ??= (async () => {
    const res = await request.post("/api/auth/login", { data: PLATFORM_ADMIN });
    if (res.status() !== 200) throw new Error(`platform admin sign-in: HTTP ${res.status()}`);
    return ((await res.json()) as { token: string }).token;
  })();
  return platformAdmin;
}

/**
 * Waits until no animation or transition runs on the page: axe measures colours as they are at that instant, and a
 * theme switch or a dialog fading in would be measured half-way (a contrast failure that is not there).
 */
export async function animationsSettled(page: Page): Promise<void> {
  await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== "running"), null, { timeout: 5_000 }).catch(() => undefined);
}

const SSO_ADMIN_PASSWORD = "Temp-pass-123";

/** A company admin of a new Enterprise company, with their chosen password; returns their token. */
export async function ssoCompanyAdmin(request: APIRequestContext, email: string): Promise<{ token: string; companyName: string }> {
  const headers = { Authorization: `Bearer ${await platformAdminToken(request)}` };
  const companyName = `Single ${Date.now()}`;
  const company = await request.post("/api/companies/create", { headers, data: { name: companyName } });
  expect(company.status()).toBe(201);
  const companyId = ((await company.json()) as { company: { id: string } }).company.id;
  const created = await request.post("/api/admin/users/create", {
    headers,
    data: { firstName: "Kai", lastName: "Test", email, password: SSO_ADMIN_PASSWORD, confirmPassword: SSO_ADMIN_PASSWORD, role: "company_admin", companyId },
  });
  expect(created.status(), await created.text()).toBe(201);
  const token = ((await (await request.post("/api/auth/login", { data: { email, password: SSO_ADMIN_PASSWORD } })).json()) as { token: string }).token;
  const setup = await request.post("/api/auth/setup-password", {
    headers: { Authorization: `Bearer ${token}` },
    data: { password: "Chosen-pass-123!", confirmPassword: "Chosen-pass-123!" },
  });
  expect(setup.status(), await setup.text()).toBe(200);
  return { token, companyName };
}
